/**
 * Transfers between a cashier (agent, role C) and their players (docs/api.md "Transfers";
 * spec money §3 "Transfer", §6 "A cashier may transfer funds to a recipient", §8 transaction_limit*).
 *
 * Who may send to whom is the spec's cashier relation, nothing wider: a player only to their `parent`
 * (their cashier: the site's "withdraw to my cashier"), a cashier only to a player whose parent they are.
 * The cashier's limits per currency bound every transfer either way. The money moves balance -> balance
 * through the wallet on the caller's transaction (the request's, under idempotent()), with the row.
 */
import type { Queryable } from '../db';
import { ApiError, validationError } from '../http/errors';
import { fromCents, toCents } from './money';
import { checkTransaction, playerLimits } from './limits';
import { checkDeposit, DEFAULT_RG, RgLimitError } from './rg-enforce';
import { SelfExcludedError } from './rg-exclusion';
import type { RgContext } from './rg-limits';
import { getAllBalances, lockBalances, transfer as walletTransfer, type AllBalances, type Transaction } from './wallet';

export const CASHIER_ROLE = 'C';
export const PLAYER_ROLE = 'P';

/** The wire Transfer: balance_before/after are the viewer's own side. */
export interface TransferJson {
  id: number;
  from_id: number;
  to_id: number;
  amount: string;
  currency: string;
  balance_before: string;
  balance_after: string;
  date: string;
  created_at: string;
  completed_at: string | null;
  status: string;
}

interface TransferRow {
  id: number;
  from_id: number;
  to_id: number;
  amount: string;
  currency: string;
  from_balance_before: string;
  from_balance_after: string;
  to_balance_before: string;
  to_balance_after: string;
  status: string;
  created_at: Date;
  completed_at: Date | null;
}

interface Party {
  id: number;
  role: string;
  currency: string;
  parent: number | null;
}

const COLUMNS = `id, from_id, to_id, amount::text AS amount, currency, from_balance_before::text AS from_balance_before,
  from_balance_after::text AS from_balance_after, to_balance_before::text AS to_balance_before,
  to_balance_after::text AS to_balance_after, status, created_at, completed_at`;

/** The row as `viewerId` sees it (the sender's or the recipient's balances). */
export function toTransferJson(row: TransferRow, viewerId: number): TransferJson {
  const sent = row.from_id === viewerId;
  const created = row.created_at.toISOString();
  return {
    id: row.id,
    from_id: row.from_id,
    to_id: row.to_id,
    amount: row.amount,
    currency: row.currency,
    balance_before: sent ? row.from_balance_before : row.to_balance_before,
    balance_after: sent ? row.from_balance_after : row.to_balance_after,
    date: created,
    created_at: created,
    completed_at: row.completed_at?.toISOString() ?? null,
    status: row.status,
  };
}

/** The transfers `userId` sent or received, newest first. */
export async function listTransfers(q: Queryable, userId: number, page: { page: number; page_size: number }) {
  const [count, rows] = await Promise.all([
    q.query<{ count: number }>('SELECT count(*)::int AS count FROM transfers WHERE from_id = $1 OR to_id = $1', [userId]),
    q.query<TransferRow>(
      `SELECT ${COLUMNS} FROM transfers WHERE from_id = $1 OR to_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, page.page_size, (page.page - 1) * page.page_size],
    ),
  ]);
  return { count: count.rows[0].count, page: page.page, results: rows.rows.map((r) => toTransferJson(r, userId)) };
}

const denied = (detail: string) => new ApiError(403, 'permission_denied', undefined, detail);

async function partyOf(q: Queryable, id: number): Promise<Party | undefined> {
  const { rows } = await q.query<Party>('SELECT id, role, currency, parent FROM users WHERE id = $1 AND NOT is_banned', [id]);
  return rows[0];
}

/**
 * The cashier whose limits apply, or 403: a player sending to their parent cashier, or a cashier
 * sending to one of their own players. A recipient that does not exist is refused the same way (the
 * answer does not tell which accounts exist).
 */
export function cashierOf(sender: Party, recipient: Party | undefined): number {
  if (!recipient || recipient.id === sender.id) throw denied('not a recipient you may send to');
  if (sender.role === PLAYER_ROLE) {
    if (sender.parent !== recipient.id || recipient.role !== CASHIER_ROLE) throw denied('a player sends only to their own cashier (parent)');
    return recipient.id;
  }
  if (sender.role === CASHIER_ROLE) {
    if (recipient.parent !== sender.id || recipient.role !== PLAYER_ROLE) throw denied('a cashier sends only to the players they registered');
    return sender.id;
  }
  throw denied(`role ${sender.role} does not transfer`);
}

/** 400 transaction_limit_does_not_exist, or transaction_limit outside the cashier's min/max. */
export async function checkCashierLimit(q: Queryable, cashierId: number, currency: string, cents: bigint): Promise<void> {
  const { rows } = await q.query<{ min_amount: string; max_amount: string }>(
    'SELECT min_amount::text AS min_amount, max_amount::text AS max_amount FROM cashier_transfer_limits WHERE cashier_id = $1 AND currency = $2',
    [cashierId, currency],
  );
  const limit = rows[0];
  if (!limit) {
    throw new ApiError(400, 'transaction_limit_does_not_exist', `No transfer limit is configured for ${currency}.`, `cashier ${cashierId} has no limit in ${currency}`);
  }
  if (cents < toCents(limit.min_amount) || cents > toCents(limit.max_amount)) {
    const range = `${limit.min_amount} to ${limit.max_amount} ${currency}`;
    throw new ApiError(400, 'transaction_limit', `A transfer must be from ${range}.`, `${fromCents(cents)} ${currency} is outside ${range}`);
  }
}

export interface TransferLimitsJson {
  currency: string;
  /** The least one transfer may be, null when the cashier has no limit in this currency. */
  min_amount: string | null;
  /** The most: the cashier's max, or the site's max_transaction when lower; null as above. */
  max_amount: string | null;
  /** False: transaction_limit_does_not_exist, nothing can be sent in this currency. */
  configured: boolean;
}

/**
 * GET /api/backoffice/transactions/limits/ for a player: the bounds sendTransfer enforces on a transfer
 * to their cashier (checkCashierLimit, then max_transaction), so the page advertises and checks exactly
 * the server's figures (docs/api.md "Transfers"). 403 permission_denied for a player without a cashier.
 */
export async function transferLimits(q: Queryable, sender: Party): Promise<TransferLimitsJson> {
  const cashierId = cashierOf(sender, sender.parent === null ? undefined : await partyOf(q, sender.parent));
  const currency = sender.currency.toUpperCase();
  const { rows } = await q.query<{ min_amount: string; max_amount: string }>(
    'SELECT min_amount::text AS min_amount, max_amount::text AS max_amount FROM cashier_transfer_limits WHERE cashier_id = $1 AND currency = $2',
    [cashierId, currency],
  );
  if (!rows[0]) return { currency, min_amount: null, max_amount: null, configured: false };
  const { maxTransaction } = await playerLimits(q, currency);
  const max = toCents(rows[0].max_amount);
  return {
    currency,
    min_amount: rows[0].min_amount,
    max_amount: fromCents(maxTransaction !== undefined && maxTransaction < max ? maxTransaction : max),
    configured: true,
  };
}

export interface TransferInput {
  amount: string;
  currency: string;
  recipient_id: number;
}

/**
 * Moves the money and writes the row, on `tx` (no checks of who may send: see sendTransfer). Both
 * sides' balances come from the wallet's own ledger rows, so they are the figures the money moved by.
 */
export async function recordTransfer(
  tx: Transaction,
  input: { fromId: number; toId: number; amount: string; currency: string; at: Date },
): Promise<TransferRow> {
  const { rows: idRows } = await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('transfers', 'id'))::int AS id`);
  const id = idRows[0].id;
  const [debit, credit] = await walletTransfer(tx, {
    from: { userId: input.fromId, wallet: 'balance' },
    to: { userId: input.toId, wallet: 'balance' },
    amount: input.amount,
    reason: 'transfer',
    reference: { type: 'transfer', id },
    at: input.at,
  });
  const cents = toCents(input.amount);
  const { rows } = await tx.query<TransferRow>(
    `INSERT INTO transfers (id, from_id, to_id, amount, currency, from_balance_before, from_balance_after,
                            to_balance_before, to_balance_after, status, created_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'completed', $10, $10) RETURNING ${COLUMNS}`,
    [
      id, input.fromId, input.toId, input.amount, input.currency,
      fromCents(toCents(debit.balance_after) + cents), debit.balance_after,
      fromCents(toCents(credit.balance_after) - cents), credit.balance_after,
      input.at.toISOString(),
    ],
  );
  return rows[0];
}

/** The player's refusals as the cashier reads them: the same code and figures, worded about the player. */
const FOR_CASHIER: Record<string, string> = {
  self_excluded: 'This player is in a time-out or self-exclusion: no money can be paid in until it ends.',
  deposit_limit_reached: "This transfer would go past the player's deposit limit.",
  deposit_limit_required: 'The player must set a deposit limit before money is paid in.',
};

/**
 * A cashier paying into a player is money in, under a deposit's rules (docs/api.md "Transfers",
 * docs/security.md): refused during the player's time-out or self-exclusion (403 self_excluded), within
 * their deposit limits (403 deposit_limit_reached / deposit_limit_required). Both rows are locked first in
 * the wallet's order (by id), so this transfer queues with the player's other money and with
 * startExclusion, and the wallet's own lock later is no new wait (no deadlock with a transfer back).
 */
async function checkMoneyIn(tx: Transaction, senderId: number, playerId: number, cents: bigint, now: Date, rg: RgContext): Promise<void> {
  await lockBalances(tx, [senderId, playerId]);
  try {
    await checkDeposit(tx, playerId, cents, now, rg);
  } catch (err) {
    if (err instanceof RgLimitError) throw new RgLimitError(err.code, FOR_CASHIER[err.code] ?? err.message, err.detail ?? '', err.extra);
    if (err instanceof SelfExcludedError) {
      const { kind, ends_at } = err.exclusion;
      throw new RgLimitError('self_excluded', FOR_CASHIER.self_excluded, `recipient ${playerId}: ${kind} until ${ends_at}`, { kind, ends_at });
    }
    if (err instanceof ApiError && FOR_CASHIER[err.code]) throw new ApiError(err.status, err.code, FOR_CASHIER[err.code], err.detail);
    throw err;
  }
}

/**
 * POST /api/backoffice/transactions/ for `sender`: who may send (403), the currency, the cashier's limit
 * (transaction_limit_does_not_exist, transaction_limit), the site's max_transaction, a player recipient's
 * responsible-gaming rules (checkMoneyIn), then the money (not_enough_money from the wallet). Answers the
 * transfer as the sender sees it and their balances.
 */
export async function sendTransfer(
  tx: Transaction,
  sender: Party,
  input: TransferInput,
  now: Date,
  rg: RgContext = DEFAULT_RG,
): Promise<{ transfer: TransferJson; balances: AllBalances }> {
  const recipient = await partyOf(tx, input.recipient_id);
  const cashierId = cashierOf(sender, recipient);
  const cents = toCents(input.amount);
  const currency = input.currency.toUpperCase();
  // Limits first: they are configured per currency, so a currency without one says so plainly.
  await checkCashierLimit(tx, cashierId, currency, cents);
  if (currency !== sender.currency || currency !== recipient!.currency) {
    throw validationError([{ field: 'currency', code: 'invalid', message: `Transfers are in the accounts' currency (${sender.currency}).` }]);
  }
  checkTransaction(await playerLimits(tx, currency), cents);
  if (recipient!.role === PLAYER_ROLE) await checkMoneyIn(tx, sender.id, recipient!.id, cents, now, rg);
  const row = await recordTransfer(tx, { fromId: sender.id, toId: recipient!.id, amount: fromCents(cents), currency, at: now });
  return { transfer: toTransferJson(row, sender.id), balances: await getAllBalances(tx, sender.id) };
}

/** The control plane's agent transfer (POST /sandbox/api/transfers): the same rules, by account ids. */
export async function sendTransferAs(
  tx: Transaction,
  input: { from: number; to: number; amount: string; currency?: string },
  now: Date,
  rg: RgContext = DEFAULT_RG,
): Promise<{ transfer: TransferJson; recipient: TransferJson; balances: { from: AllBalances; to: AllBalances } }> {
  const sender = await partyOf(tx, input.from);
  if (!sender) throw new ApiError(404, 'not_found', undefined, `no account ${input.from}`);
  const { transfer } = await sendTransfer(tx, sender, { amount: input.amount, currency: input.currency ?? sender.currency, recipient_id: input.to }, now, rg);
  const { rows } = await tx.query<TransferRow>(`SELECT ${COLUMNS} FROM transfers WHERE id = $1`, [transfer.id]);
  return {
    transfer,
    recipient: toTransferJson(rows[0], input.to),
    balances: { from: await getAllBalances(tx, input.from), to: await getAllBalances(tx, input.to) },
  };
}

/** QA's view: every cashier with their limits and players, and the latest transfers (both sides' figures). */
export async function cashierOverview(q: Queryable, limit = 20) {
  const [cashiers, players, limits, recent] = await Promise.all([
    q.query<{ id: number; username: string; currency: string; balance: string }>(
      `SELECT id, username, currency, balance::text AS balance FROM users WHERE role = $1 ORDER BY id`,
      [CASHIER_ROLE],
    ),
    q.query<{ id: number; username: string; currency: string; balance: string; parent: number }>(
      `SELECT p.id, p.username, p.currency, p.balance::text AS balance, p.parent FROM users p JOIN users c ON c.id = p.parent
        WHERE c.role = $1 AND p.role = $2 ORDER BY p.id`,
      [CASHIER_ROLE, PLAYER_ROLE],
    ),
    q.query<{ cashier_id: number; currency: string; min: string; max: string }>(
      'SELECT cashier_id, currency, min_amount::text AS min, max_amount::text AS max FROM cashier_transfer_limits ORDER BY cashier_id, currency',
    ),
    q.query<TransferRow>(`SELECT ${COLUMNS} FROM transfers ORDER BY id DESC LIMIT $1`, [limit]),
  ]);
  return {
    cashiers: cashiers.rows.map((c) => ({
      ...c,
      limits: limits.rows.filter((l) => l.cashier_id === c.id).map(({ currency, min, max }) => ({ currency, min, max })),
      players: players.rows.filter((p) => p.parent === c.id).map(({ parent: _parent, ...p }) => p),
    })),
    transfers: recent.rows.map((r) => ({
      ...toTransferJson(r, r.from_id),
      to_balance_before: r.to_balance_before,
      to_balance_after: r.to_balance_after,
    })),
  };
}
