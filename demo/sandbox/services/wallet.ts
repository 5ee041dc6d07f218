/**
 * The sandbox wallet (docs/api.md "Wallet"): the one API every money feature uses (wheel,
 * games, payments, bonus exchange, transfers). A movement is a row of the append-only `wallet_ledger`;
 * the database moves users.balance / users.bonus_balance from it (migrations/008_wallet.sql), so the
 * ledger and the balances cannot disagree and CHECK (balance >= 0) is the last word on overdrafts.
 *
 * Call these inside `db.transaction(tx => …)` with the other writes of the same operation: a spin's
 * debit, prize credit and history row commit or roll back together.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { fromCents, toCents } from './money';

/** `held`: a payout's amount between its request and its outcome (migrations/015_payments.sql). */
export type WalletName = 'balance' | 'bonus' | 'held';

/**
 * An open transaction (the `tx` of `db.transaction(tx => …)`), never the database itself: a check made
 * on locked rows holds only until the transaction ends, and a movement must commit with the rest of
 * its operation. The type refuses a Db; lockBalances refuses one at run time too.
 */
export type Transaction = Queryable & { transaction?: never };

export interface Movement {
  userId: number;
  wallet: WalletName;
  /** Signed decimal string with at most 2 decimals, in the user's currency: "5.00" credits, "-2.00" debits. */
  amount: string;
  /** What moved the money: 'opening', 'wheel_spin', 'wheel_prize', 'deposit', … */
  reason: string;
  /** The record the movement belongs to (a spin, a payment). */
  reference?: { type: string; id: string | number };
  /** Defaults to the database clock; the sandbox passes its injected clock. */
  at?: Date;
}

export interface Balances {
  balance: string;
  bonus_balance: string;
}

/** Every wallet of an account: what a payment answer carries (docs/api.md "Payments"). */
export interface AllBalances extends Balances {
  held_balance: string;
}

export interface LedgerRow {
  id: number;
  wallet: WalletName;
  amount: string;
  balance_after: string;
  reason: string;
}

const COLUMNS = { balance: 'balance', bonus: 'bonus_balance', held: 'held_balance' } as const;
const column = (wallet: WalletName) => COLUMNS[wallet];

export const notEnoughMoney = (detail: string) => new ApiError(400, 'not_enough_money', undefined, detail);

/** The transaction of the money request being served (services/idempotency.ts), if any. */
const requestTransaction = new AsyncLocalStorage<Queryable>();

/**
 * Runs `fn` with the wallet bound to `tx`: until it ends, a movement on any other transaction or
 * connection throws. A money request's key, movement and answer commit together only if its services
 * use the request's transaction (docs/api.md "Idempotency-Key"); a service that opened its own would commit the
 * money apart from the answer, and a crash in between would let a retry pay twice.
 */
export function bindWallet<T>(tx: Queryable, fn: () => Promise<T>): Promise<T> {
  return requestTransaction.run(tx, fn);
}

/** True for the database's own refusal: CHECK (balance >= 0) of users. */
const isOverdraft = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23514';

/**
 * Locks the users' rows (in id order, so two transfers in opposite directions cannot deadlock) and
 * returns their balances. Until the transaction ends no other movement of theirs can run, so a check
 * made on these figures still holds when the movement is written (real PostgreSQL, concurrent requests).
 */
export async function lockBalances(tx: Transaction, userIds: number[]): Promise<Map<number, AllBalances>> {
  if (typeof (tx as { transaction?: unknown }).transaction === 'function') throw new Error('wallet: call inside db.transaction(tx => …), not on the database');
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const { rows } = await tx.query<AllBalances & { id: number }>(
    `SELECT id, balance::text AS balance, bonus_balance::text AS bonus_balance, held_balance::text AS held_balance
       FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  if (rows.length !== ids.length) throw new ApiError(404, 'not_found', undefined, 'no such account');
  return new Map(rows.map((r) => [r.id, { balance: r.balance, bonus_balance: r.bonus_balance, held_balance: r.held_balance }]));
}

/**
 * Applies the movements in order, all or nothing (with the caller's transaction). Refuses with
 * 400 not_enough_money when any wallet would go below zero at any step, before writing anything.
 * Returns each movement's ledger row.
 */
export async function moveAll(tx: Transaction, movements: Movement[]): Promise<LedgerRow[]> {
  const bound = requestTransaction.getStore();
  if (bound && bound !== tx) throw new Error("wallet: money moved outside the request's transaction (run the service on moneyTx(c))");
  const cents = movements.map((m) => {
    const value = toCents(m.amount);
    if (value === 0n) throw new Error('wallet: a movement of zero');
    if (!m.reason) throw new Error('wallet: a movement needs a reason');
    return value;
  });
  const locked = await lockBalances(tx, movements.map((m) => m.userId));
  const running = new Map<string, bigint>();
  movements.forEach((m, i) => {
    const key = `${m.userId}:${m.wallet}`;
    const before = running.get(key) ?? toCents(locked.get(m.userId)![column(m.wallet)]);
    const after = before + cents[i];
    if (after < 0n) {
      throw notEnoughMoney(`${m.wallet} of user ${m.userId} is ${fromCents(before)}, ${m.reason} needs ${fromCents(-cents[i])}`);
    }
    running.set(key, after);
  });

  const rows: LedgerRow[] = [];
  try {
    for (const m of movements) {
      const { rows: inserted } = await tx.query<LedgerRow>(
        `INSERT INTO wallet_ledger (user_id, wallet, amount, reason, reference_type, reference_id, created_at)
         VALUES ($1, $2, $3::numeric, $4, $5, $6, coalesce($7::timestamptz, now()))
         RETURNING id::int AS id, wallet, amount::text AS amount, balance_after::text AS balance_after, reason`,
        [m.userId, m.wallet, m.amount, m.reason, m.reference?.type ?? null, m.reference ? String(m.reference.id) : null, m.at?.toISOString() ?? null],
      );
      rows.push(inserted[0]);
    }
  } catch (error) {
    // Unreachable while every writer locks first; kept so a raw overdraft still reads as the contract's refusal.
    if (isOverdraft(error)) throw notEnoughMoney('refused by the database (balance >= 0)');
    throw error;
  }
  return rows;
}

/** One movement; see moveAll. */
export async function move(tx: Transaction, movement: Movement): Promise<LedgerRow> {
  return (await moveAll(tx, [movement]))[0];
}

/** Money from one wallet to another (another user's, or the same user's other wallet), as two ledger rows. */
export async function transfer(
  tx: Transaction,
  input: { from: { userId: number; wallet: WalletName }; to: { userId: number; wallet: WalletName }; amount: string } & Pick<
    Movement,
    'reason' | 'reference' | 'at'
  >,
): Promise<[LedgerRow, LedgerRow]> {
  if (toCents(input.amount) <= 0n) throw new Error('wallet: a transfer needs a positive amount');
  const { reason, reference, at } = input;
  const [debit, credit] = await moveAll(tx, [
    { ...input.from, amount: fromCents(-toCents(input.amount)), reason, reference, at },
    { ...input.to, amount: input.amount, reason, reference, at },
  ]);
  return [debit, credit];
}

export async function getBalances(q: Queryable, userId: number): Promise<Balances> {
  const { rows } = await q.query<Balances>(
    'SELECT balance::text AS balance, bonus_balance::text AS bonus_balance FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account ${userId}`);
  return rows[0];
}

/** All three wallets (balance, bonus, held). */
export async function getAllBalances(q: Queryable, userId: number): Promise<AllBalances> {
  const { rows } = await q.query<AllBalances>(
    'SELECT balance::text AS balance, bonus_balance::text AS bonus_balance, held_balance::text AS held_balance FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account ${userId}`);
  return rows[0];
}

export interface AuditMismatch {
  user_id: number;
  balance: string;
  ledger_balance: string;
  bonus_balance: string;
  ledger_bonus: string;
  held_balance: string;
  ledger_held: string;
}

/** Every user whose balances differ from the sum of their ledger rows; empty while the wallet is sound. */
export async function auditWallet(q: Queryable): Promise<AuditMismatch[]> {
  const { rows } = await q.query<AuditMismatch>(
    `SELECT u.id AS user_id, u.balance::text AS balance, coalesce(l.balance, 0)::numeric(14, 2)::text AS ledger_balance,
            u.bonus_balance::text AS bonus_balance, coalesce(l.bonus, 0)::numeric(14, 2)::text AS ledger_bonus,
            u.held_balance::text AS held_balance, coalesce(l.held, 0)::numeric(14, 2)::text AS ledger_held
       FROM users u
       LEFT JOIN (SELECT user_id, sum(amount) FILTER (WHERE wallet = 'balance') AS balance,
                         sum(amount) FILTER (WHERE wallet = 'bonus') AS bonus,
                         sum(amount) FILTER (WHERE wallet = 'held') AS held
                    FROM wallet_ledger GROUP BY user_id) l ON l.user_id = u.id
      WHERE u.balance <> coalesce(l.balance, 0) OR u.bonus_balance <> coalesce(l.bonus, 0) OR u.held_balance <> coalesce(l.held, 0)
      ORDER BY u.id`,
  );
  return rows;
}
