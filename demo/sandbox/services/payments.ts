/**
 * Deposits and payouts (docs/api.md "Payments"). Every status change goes through
 * `transition()`, which moves the money of that change on the same transaction (services/wallet.ts):
 * a deposit credits `balance` only at 30; a payout holds its amount at request (balance -> held),
 * leaves held at 30 (paid) and goes back to balance at 22/40/45 (released). Run these on the request's
 * transaction (`moneyTx(c)`): the payment, its money and the idempotency record commit together.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { checkTransaction, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import {
  ACTIONS,
  decide,
  decideAction,
  moneyEffect,
  PAYOUT_FILTERS,
  statusName,
  type ApprovalAction,
  type PaymentStatus,
  type PayoutFilter,
} from './payment-status';
import { boundsOf, checkBounds, checkEnabled, findSystem, payoutRule, ruleMaximum, type PaymentType, type SystemRow } from './payment-systems';
import { CRYPTO_SYSTEM, cryptoInFlight, cryptoReceivedCents } from './crypto-credit';
import { sweepPlayerDeposits } from './payment-expiry';
import { checkDeposit, DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { getAllBalances, lockBalances, move, transfer, type AllBalances, type Transaction } from './wallet';

export interface PaymentRow {
  id: number;
  user_id: number;
  type: PaymentType;
  amount: string;
  currency: string;
  status: PaymentStatus;
  payment_system: string;
  payment_system_name: string;
  online: boolean;
  flow: 'frame' | 'redirect' | 'none';
  return_url: string | null;
  account: string | null;
  failure_reason: string | null;
  credited_amount: string | null;
  checkout_token: string;
  created_at: Date;
  updated_at: Date;
  /** An open deposit's deadline to be paid (its system's window, crypto its gateway's); else null. */
  expires_at: Date | null;
}

export interface PaymentJson {
  id: number;
  type: PaymentType;
  amount: string;
  amount_currency: string;
  status: PaymentStatus;
  status_name: string;
  payment_system: string;
  payment_system_name: string;
  redirect_link: string | null;
  flow: PaymentRow['flow'];
  return_url: string | null;
  created_at: string;
  updated_at: string;
  user: number;
  cancellable: boolean;
  failure_reason: string | null;
  account: string | null;
  credited_amount: string | null;
  /** When an unpaid deposit expires (45, failure_reason 'expired'); null for payouts. */
  expires_at: string | null;
  timeline: { status: PaymentStatus; at: string }[];
}

const PAYMENT_COLUMNS = `p.id, p.user_id, p.type, p.amount::text AS amount, p.currency, p.status, p.payment_system, s.name AS payment_system_name,
  s.online, p.flow, p.return_url, p.account, p.failure_reason, p.credited_amount::text AS credited_amount, p.checkout_token,
  p.created_at, p.updated_at, p.expires_at`;
const FROM = 'FROM payments p JOIN payment_systems s ON s.type = p.type AND s.slug = p.payment_system';

/** The simulated provider page of each system (routes/payment-pages.ts). */
export const PROVIDER_PAGES: Record<string, string> = { card: 'card', bank_transfer: 'bank', ewallet: 'ewallet' };

const OPEN: readonly PaymentStatus[] = [10, 20];

/**
 * The `cancellable` flag: the player may stop it with cancel_payment. An online payout while 10/20 (its
 * hold released), a deposit while unpaid (10/20: abandoned). A crypto deposit at 20 has received
 * nothing (what arrives moves it at once); coin QA set on its way is refused then (see cancelDeposit).
 */
export const isCancellable = (p: Pick<PaymentRow, 'type' | 'online' | 'status'>) => OPEN.includes(p.status) && (p.type === 'deposit' || p.online);

/**
 * Where the player completes the payment: only a deposit still open, on a system with a page. An e-wallet
 * (flow "none": nothing to open at once) is approved in the wallet's app, so while it waits at 20 its link
 * is the app, as a real wallet's deep link is (docs/api.md "Simulated providers"); the cashier offers it.
 */
export function redirectLink(p: PaymentRow, origin: string): string | null {
  const page = PROVIDER_PAGES[p.payment_system];
  if (p.type !== 'deposit' || !page || !OPEN.includes(p.status)) return null;
  if (p.flow === 'none' && p.status !== 20) return null;
  return `${origin}/sandbox/payments/${page}/?payment=${p.id}&token=${p.checkout_token}`;
}

type Timeline = Map<number, PaymentJson['timeline']>;

async function timelines(q: Queryable, ids: number[]): Promise<Timeline> {
  const map: Timeline = new Map(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const { rows } = await q.query<{ payment_id: number; status: PaymentStatus; at: Date }>(
    'SELECT payment_id, status, at FROM payment_status_history WHERE payment_id = ANY($1::int[]) ORDER BY payment_id, id',
    [ids],
  );
  for (const r of rows) map.get(r.payment_id)?.push({ status: r.status, at: new Date(r.at).toISOString() });
  return map;
}

export function paymentJson(p: PaymentRow, timeline: PaymentJson['timeline'], origin: string): PaymentJson {
  return {
    id: p.id,
    type: p.type,
    amount: p.amount,
    amount_currency: p.currency,
    status: p.status,
    status_name: statusName(p.status),
    payment_system: p.payment_system,
    payment_system_name: p.payment_system_name,
    redirect_link: redirectLink(p, origin),
    flow: p.flow,
    return_url: p.return_url,
    created_at: new Date(p.created_at).toISOString(),
    updated_at: new Date(p.updated_at).toISOString(),
    user: p.user_id,
    cancellable: isCancellable(p),
    failure_reason: p.failure_reason,
    account: p.account,
    credited_amount: p.credited_amount,
    expires_at: p.expires_at ? new Date(p.expires_at).toISOString() : null,
    timeline,
  };
}

export async function toJson(q: Queryable, rows: PaymentRow[], origin: string): Promise<PaymentJson[]> {
  const lines = await timelines(q, rows.map((r) => r.id));
  return rows.map((r) => paymentJson(r, lines.get(r.id) ?? [], origin));
}

export async function oneJson(q: Queryable, row: PaymentRow, origin: string): Promise<PaymentJson> {
  return (await toJson(q, [row], origin))[0];
}

/** One payment; `lock` takes its row for the rest of the transaction (status changes). */
export async function findPayment(q: Queryable, id: number, options: { userId?: number; type?: PaymentType; lock?: boolean } = {}): Promise<PaymentRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} ${FROM} WHERE p.id = $1 AND ($2::int IS NULL OR p.user_id = $2) AND ($3::text IS NULL OR p.type = $3)
     ${options.lock ? 'FOR UPDATE OF p' : ''}`,
    [id, options.userId ?? null, options.type ?? null],
  );
  return rows[0];
}

const notFoundPayment = (id: number | string) => new ApiError(404, 'not_found', 'Payment not found.', `no payment ${id}`);

export async function getPayment(q: Queryable, userId: number, type: PaymentType, id: number, origin: string): Promise<PaymentJson> {
  const row = await findPayment(q, id, { userId, type });
  if (!row) throw notFoundPayment(id);
  return oneJson(q, row, origin);
}

export interface ListQuery {
  page: number;
  page_size: number;
  filter?: PayoutFilter;
  /** approve_list: only the payments waiting for approval (20). */
  statuses?: readonly PaymentStatus[];
}

export async function listPayments(q: Queryable, userId: number, type: PaymentType, query: ListQuery, origin: string) {
  const statuses = query.statuses ?? (query.filter ? PAYOUT_FILTERS[query.filter] : PAYOUT_FILTERS.ALL);
  const params = [userId, type, statuses];
  const where = 'WHERE p.user_id = $1 AND p.type = $2 AND p.status = ANY($3::smallint[])';
  const [{ rows: count }, { rows }] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${where}`, params),
    q.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} ${FROM} ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $4 OFFSET $5`, [
      ...params,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
  ]);
  return { count: count[0].n, page: query.page, results: await toJson(q, rows, origin) };
}

// ------------------------------------------------------------------------------------------- creation

export interface PaymentUser {
  id: number;
  currency: string;
  email_verified: boolean;
}

export interface CreateInput {
  /** Validated by the route: a positive decimal with at most 2 decimals. */
  amount: string;
  payment_system: string;
  return_url?: string | null;
  account?: string | null;
}

export interface MoneyAnswer {
  payment: PaymentJson;
  balances: AllBalances;
}

const invalidSystem = (message: string) =>
  new ApiError(400, 'invalid', 'Invalid input.', `payment_system: ${message}`, [{ field: 'payment_system', code: 'invalid', message }]);

/** A payment row and its first timeline entries; for deposits and payouts here, crypto deposits (A2). */
export async function insertPayment(
  tx: Queryable,
  input: {
    userId: number; type: PaymentType; amount: string; currency: string; system: SystemRow; statuses: PaymentStatus[]; returnUrl?: string | null;
    account?: string | null; expiresAt?: Date | null;
  },
  now: Date,
): Promise<PaymentRow> {
  const status = input.statuses[input.statuses.length - 1];
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payments (user_id, type, amount, currency, status, payment_system, flow, return_url, account, checkout_token, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12) RETURNING id`,
    [input.userId, input.type, input.amount, input.currency, status, input.system.slug, input.system.flow, input.returnUrl ?? null,
      input.account ?? null, randomBytes(24).toString('base64url'), now.toISOString(), input.expiresAt?.toISOString() ?? null],
  );
  for (const s of input.statuses) {
    await tx.query('INSERT INTO payment_status_history (payment_id, status, at) VALUES ($1, $2, $3)', [rows[0].id, s, now.toISOString()]);
  }
  return (await findPayment(tx, rows[0].id))!;
}

async function systemFor(q: Queryable, type: PaymentType, slug: string): Promise<SystemRow> {
  const system = await findSystem(q, type, slug);
  if (!system) throw invalidSystem(`No ${type} system "${slug}".`);
  return system;
}

/** transaction_limit, then the system's own limits (the EUR minimum included). */
async function checkAmount(q: Queryable, system: SystemRow, amount: bigint, currency: string): Promise<void> {
  checkTransaction(await playerLimits(q, currency), amount);
  checkBounds(await boundsOf(q, system, currency), amount, currency, system);
}

/** POST …/deposit/: card and bank start at 10 (their page to fill in), the e-wallet at 20 (its app). */
export async function createDeposit(tx: Transaction, user: PaymentUser, input: CreateInput, now: Date, origin: string, rg: RgContext = DEFAULT_RG): Promise<MoneyAnswer> {
  const system = await systemFor(tx, 'deposit', input.payment_system);
  if (system.kind === 'crypto') throw invalidSystem('Crypto deposits use /services/crypto-pay/create-payment.');
  checkEnabled(system);
  await checkAmount(tx, system, toCents(input.amount), user.currency);
  // The player's deposits past their deadline expire first: they no longer hold any of the limit.
  await sweepPlayerDeposits(tx, user.id, now);
  // The player's deposit limits (docs/contracts/responsible-gaming.md): locks the player, so two deposits at
  // once count each other.
  await checkDeposit(tx, user.id, toCents(input.amount), now, rg);
  const statuses: PaymentStatus[] = system.flow === 'none' ? [20] : [10];
  const expiresAt = system.expiry_minutes ? new Date(now.getTime() + system.expiry_minutes * 60_000) : null;
  const row = await insertPayment(tx, { userId: user.id, type: 'deposit', amount: input.amount, currency: user.currency, system, statuses, returnUrl: input.return_url, expiresAt }, now);
  return { payment: await oneJson(tx, row, origin), balances: await getAllBalances(tx, user.id) };
}

/**
 * POST …/payout/: refused unless the e-mail is verified and the documents approved (403); the amount
 * within the limits and the last-deposit rule; then held at once (balance -> held) with the payment.
 */
export async function createPayout(tx: Transaction, user: PaymentUser, input: CreateInput, now: Date, origin: string): Promise<MoneyAnswer> {
  if (!user.email_verified) throw new ApiError(403, 'email_not_verified', 'Please confirm your e-mail.', 'a payout needs a verified e-mail address');
  const { rows } = await tx.query<{ documents_status: string }>('SELECT documents_status FROM users WHERE id = $1', [user.id]);
  if (rows[0]?.documents_status !== 'approved') {
    throw new ApiError(403, 'documents_not_approved', 'Please confirm your documents.', `documents are ${rows[0]?.documents_status ?? 'missing'}: a payout needs approved documents`);
  }
  const system = await systemFor(tx, 'payout', input.payment_system);
  checkEnabled(system);
  const account = input.account?.trim() || null;
  if (system.needs_account && !account) {
    throw new ApiError(400, 'invalid', 'Invalid input.', 'account: required for this payment system', [
      { field: 'account', code: 'required', message: 'This field is required.' },
    ]);
  }
  const amount = toCents(input.amount);
  await checkAmount(tx, system, amount, user.currency);
  // The lock first: the rule and the hold read the balance this transaction will move.
  const locked = (await lockBalances(tx, [user.id])).get(user.id)!;
  const most = ruleMaximum(await payoutRule(tx, user.id, locked.balance), system.slug);
  if (most !== null && amount > most) {
    throw new ApiError(
      400,
      'payout_method_not_allowed',
      `A withdrawal goes to the method of your last deposit; ${system.name} can take at most ${fromCents(most)} ${user.currency} (winnings).`,
      `${fromCents(amount)} ${user.currency} to ${system.slug} is above the excess winnings ${fromCents(most)}`,
    );
  }
  if (amount > toCents(locked.balance)) {
    throw new ApiError(400, 'not_enough_money', undefined, `balance is ${locked.balance} ${user.currency}, the payout needs ${input.amount}`);
  }
  const row = await insertPayment(
    tx,
    { userId: user.id, type: 'payout', amount: input.amount, currency: user.currency, system, statuses: [20], returnUrl: input.return_url, account: system.needs_account ? account : null },
    now,
  );
  await transfer(tx, {
    from: { userId: user.id, wallet: 'balance' },
    to: { userId: user.id, wallet: 'held' },
    amount: input.amount,
    reason: 'payout_hold',
    reference: { type: 'payment', id: row.id },
    at: now,
  });
  return { payment: await oneJson(tx, row, origin), balances: await getAllBalances(tx, user.id) };
}

// ---------------------------------------------------------------------------------------- transitions

export const statusConflict = (p: Pick<PaymentRow, 'id' | 'status'>, to: PaymentStatus) =>
  new ApiError(409, 'payment_status_conflict', `The payment cannot go from ${statusName(p.status)} to ${statusName(to)}.`, `payment ${p.id}: ${p.status} -> ${to} is not allowed`);

export const paymentExpired = (p: Pick<PaymentRow, 'id' | 'expires_at'>, to: PaymentStatus) =>
  new ApiError(
    409,
    'payment_expired',
    'This payment has expired: nothing was credited.',
    `payment ${p.id} expired${p.expires_at ? ` at ${new Date(p.expires_at).toISOString()}` : ''}: ${statusName(to)} refused`,
  );

/** Past its deadline and still unpaid: the sweep moves it to 45, and nothing but a failure may move it before. */
export const isDue = (p: Pick<PaymentRow, 'type' | 'status' | 'expires_at'>, now: Date) =>
  p.type === 'deposit' && OPEN.includes(p.status) && p.expires_at !== null && new Date(p.expires_at) <= now;

/** The 409 for a move `decide()` refused: an expired deposit says so (payment_expired), anything else payment_status_conflict. */
export const refusal = (p: PaymentRow, to: PaymentStatus) => (p.type === 'deposit' && p.status === 45 && p.failure_reason !== 'abandoned' ? paymentExpired(p, to) : statusConflict(p, to));

const nothingReceived = (p: Pick<PaymentRow, 'id'>, to: PaymentStatus) =>
  new ApiError(409, 'crypto_nothing_received', 'Nothing has arrived for this crypto payment yet.', `crypto deposit ${p.id}: ${statusName(to)} refused, the gateway received nothing`);

export interface TransitionOptions {
  /** failure_reason for 22/40/45 ("cancelled", "declined", …). */
  reason?: string;
  /** A deposit's credited amount at 30 when it differs from amount (crypto under-payment). */
  credited?: string;
}

/**
 * Moves `payment` (read with `lock: true` on `tx`) to `target` with its money, on `tx`. Already there:
 * nothing happens (idempotent). Not allowed: 409 payment_status_conflict. Returns the payment as it is now.
 */
export async function transition(tx: Transaction, payment: PaymentRow, target: PaymentStatus, now: Date, options: TransitionOptions = {}): Promise<PaymentRow> {
  const decision = decide(payment.status, target);
  if (decision === 'same') return payment;
  if (decision === 'conflict') throw refusal(payment, target);
  // Past its deadline an unpaid deposit can only fail or expire: a late success credits nothing (409).
  if (isDue(payment, now) && target !== 22 && target !== 40 && target !== 45) throw paymentExpired(payment, target);

  // A crypto deposit is credited what the gateway recorded as arrived, whoever asks for 30 (a provider's
  // callback, staff's approval, QA): never its amount on someone's word. Nothing arrived: no 21 or 30.
  let received: bigint | null = null;
  if (payment.type === 'deposit' && payment.payment_system === CRYPTO_SYSTEM && (target === 21 || target === 30)) {
    received = await cryptoReceivedCents(tx, payment.id, payment.currency);
    if (received === 0n) throw nothingReceived(payment, target);
  }

  const reference = { type: 'payment', id: payment.id };
  const effect = moneyEffect(payment.type, target);
  let credited: string | null = null;
  if (effect === 'deposit_credit') {
    const amount = toCents(payment.amount);
    credited = received !== null ? fromCents(received < amount ? received : amount) : (options.credited ?? payment.amount);
    if (toCents(credited) > 0n) await move(tx, { userId: payment.user_id, wallet: 'balance', amount: credited, reason: 'deposit', reference, at: now });
  } else if (effect === 'payout_paid') {
    await move(tx, { userId: payment.user_id, wallet: 'held', amount: fromCents(-toCents(payment.amount)), reason: 'payout_paid', reference, at: now });
  } else if (effect === 'payout_release') {
    await transfer(tx, {
      from: { userId: payment.user_id, wallet: 'held' },
      to: { userId: payment.user_id, wallet: 'balance' },
      amount: payment.amount,
      reason: 'payout_release',
      reference,
      at: now,
    });
  }
  const failed = target === 22 || target === 40 || target === 45;
  await tx.query(
    `UPDATE payments SET status = $2, updated_at = $3, failure_reason = CASE WHEN $4::boolean THEN $5 ELSE failure_reason END,
            credited_amount = coalesce($6::numeric, credited_amount) WHERE id = $1`,
    [payment.id, target, now.toISOString(), failed, options.reason ?? null, credited],
  );
  await tx.query('INSERT INTO payment_status_history (payment_id, status, reason, at) VALUES ($1, $2, $3, $4)', [payment.id, target, options.reason ?? null, now.toISOString()]);
  return (await findPayment(tx, payment.id))!;
}

/** POST …/payout/{id}/cancel_payment/: an online payout still 10/20 -> 40 "cancelled", hold released. */
export async function cancelPayment(tx: Transaction, userId: number, id: number, now: Date, origin: string): Promise<MoneyAnswer> {
  const payment = await findPayment(tx, id, { userId, type: 'payout', lock: true });
  if (!payment) throw notFoundPayment(id);
  if (!isCancellable(payment)) {
    throw new ApiError(409, 'payment_not_cancellable', 'This payout can no longer be cancelled.', `payment ${id} is ${statusName(payment.status)} on ${payment.payment_system}`);
  }
  const after = await transition(tx, payment, 40, now, { reason: 'cancelled' });
  return { payment: await oneJson(tx, after, origin), balances: await getAllBalances(tx, userId) };
}

/**
 * POST …/deposit/{id}/cancel_payment/: the player abandons a deposit still unpaid (10/20) -> 45
 * "abandoned"; nothing was credited, so no money moves. A crypto deposit whose coin QA has already set
 * on its way (a scheduled arrival) is not abandoned: what is sent is credited.
 */
export async function cancelDeposit(tx: Transaction, userId: number, id: number, now: Date, origin: string): Promise<MoneyAnswer> {
  const payment = await findPayment(tx, id, { userId, type: 'deposit', lock: true });
  if (!payment) throw notFoundPayment(id);
  const inFlight = payment.payment_system === CRYPTO_SYSTEM && (await cryptoInFlight(tx, payment.id));
  if (!isCancellable(payment) || inFlight) {
    throw new ApiError(409, 'payment_not_cancellable', 'This deposit can no longer be cancelled.', `deposit ${id} is ${statusName(payment.status)}${inFlight ? ' with coin on its way' : ''}`);
  }
  // Already past its deadline: it expired before the player gave up, and says so.
  const after = isDue(payment, now)
    ? await transition(tx, payment, 45, new Date(payment.expires_at!), { reason: 'expired' })
    : await transition(tx, payment, 45, now, { reason: 'abandoned' });
  return { payment: await oneJson(tx, after, origin), balances: await getAllBalances(tx, userId) };
}

/** The five approval actions (staff, or QA's control plane): repeats are no-ops, anything else 409. */
export async function applyAction(tx: Transaction, id: number, action: ApprovalAction, now: Date, origin: string, type?: PaymentType): Promise<PaymentJson> {
  const payment = await findPayment(tx, id, { type, lock: true });
  if (!payment) throw notFoundPayment(id);
  const decision = decideAction(action, payment.status);
  if (decision === 'conflict') throw refusal(payment, ACTIONS[action].to);
  const reasons: Partial<Record<ApprovalAction, string>> = { approve_fail: 'approval_failed', manual_fail: 'manual_failed' };
  const after = decision === 'same' ? payment : await transition(tx, payment, ACTIONS[action].to, now, { reason: reasons[action] });
  return oneJson(tx, after, origin);
}

/** Expires an open payment (QA's control plane; a provider's "expired" callback does the same). */
export async function expirePayment(tx: Transaction, id: number, now: Date, origin: string): Promise<PaymentJson> {
  const payment = await findPayment(tx, id, { lock: true });
  if (!payment) throw notFoundPayment(id);
  return oneJson(tx, await transition(tx, payment, 45, now, { reason: 'expired' }), origin);
}

/** Every payment, every player, newest first (QA's control plane). */
export async function listAllPayments(q: Queryable, origin: string, limit = 200) {
  const { rows } = await q.query<PaymentRow & { username: string }>(
    `SELECT ${PAYMENT_COLUMNS}, u.username ${FROM} JOIN users u ON u.id = p.user_id ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
    [limit],
  );
  const json = await toJson(q, rows, origin);
  return json.map((p, i) => ({ ...p, username: rows[i].username, checkout_link: checkoutLink(rows[i], origin) }));
}

/** The provider page of a payment whatever its status (QA opens the e-wallet's app from it). */
export function checkoutLink(p: PaymentRow, origin: string): string | null {
  const page = PROVIDER_PAGES[p.payment_system];
  return p.type === 'deposit' && page ? `${origin}/sandbox/payments/${page}/?payment=${p.id}&token=${p.checkout_token}` : null;
}
