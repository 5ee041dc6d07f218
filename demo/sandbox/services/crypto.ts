/**
 * The crypto gateway (docs/api.md "Crypto"; spec money §3, §5, §7), shaped like NOWPayments:
 * a coin list, a minimum per coin, a payment with an address and an exact coin amount, and its state.
 *
 * A crypto payment is a deposit Payment (system `crypto`, status 20) plus this gateway's row. The
 * deposit is the truth about money and status: every change goes through payments.transition(), which
 * credits with the status on the same transaction. The simulated arrival (QA): in full -> 30 crediting the
 * amount; partially (the network fee was not added) -> 30 crediting the fiat value of what arrived, so
 * credited_amount < amount; never -> 45 at expiry. Whoever moves the deposit to 30, it is credited only
 * what the gateway recorded as arrived (services/crypto-credit.ts). Expiry (20 minutes on the sandbox
 * clock) and a scheduled arrival are applied when the payment is read (`settle`), by the server's worker
 * (services/payment-expiry.ts), or by QA's control plane.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { COINS, centsFor, coinUnitsFor, depositAddress, findCoin, formatCoin, parseCoin, type Coin } from './crypto-coins';
import { checkTransaction, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import type { PaymentStatus } from './payment-status';
import { boundsOf, checkEnabled, findSystem, type SystemRow } from './payment-systems';
import { checkDeposit, DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { CRYPTO_SYSTEM } from './crypto-credit';
import { sweepPlayerDeposits } from './payment-expiry';
import { findPayment, insertPayment, refusal, transition, type PaymentRow } from './payments';
import { rateOf } from './settings';
import type { Transaction } from './wallet';

export { CRYPTO_SYSTEM } from './crypto-credit';
export const CRYPTO_TTL_MS = 20 * 60_000;
export const ARRIVAL_MODES = ['full', 'partial', 'none'] as const;
export type ArrivalMode = (typeof ARRIVAL_MODES)[number];

export interface CryptoPaymentJson {
  id: string;
  payment_id: number;
  address: string;
  pay_currency: string;
  pay_amount: string;
  network: string;
  expires_at: string;
  status: PaymentStatus;
  /** Coin received so far (a sandbox extension for polling the address view). */
  actually_paid: string;
}

interface CryptoRow {
  id: string;
  payment_id: number;
  pay_currency: string;
  network: string;
  address: string;
  pay_amount: string;
  coin_rate: string;
  actually_paid: string;
  arrival_mode: ArrivalMode | null;
  arrives_at: Date | null;
  expires_at: Date;
  created_at: Date;
}

const CRYPTO_COLUMNS = `id, payment_id, pay_currency, network, address, pay_amount::text AS pay_amount, coin_rate::text AS coin_rate,
  actually_paid::text AS actually_paid, arrival_mode, arrives_at, expires_at, created_at`;

const toJson = (row: CryptoRow, status: PaymentStatus): CryptoPaymentJson => ({
  id: row.id,
  payment_id: row.payment_id,
  address: row.address,
  pay_currency: row.pay_currency,
  pay_amount: row.pay_amount,
  network: row.network,
  expires_at: new Date(row.expires_at).toISOString(),
  status,
  actually_paid: row.actually_paid,
});

export function availableCurrencies() {
  return { currencies: COINS.map((c) => ({ code: c.code, name: c.name, network: c.network })) };
}

const unknownCoin = (field: string, code: string) =>
  new ApiError(400, 'invalid', 'Invalid input.', `${field}: no coin "${code}"`, [
    { field, code: 'invalid', message: `Use one of ${COINS.map((c) => c.code).join(', ')}.` },
  ]);

async function cryptoSystem(q: Queryable): Promise<SystemRow> {
  const system = await findSystem(q, 'deposit', CRYPTO_SYSTEM);
  if (!system) throw new ApiError(400, 'payment_system_disabled', 'Crypto deposits are not available.', 'no deposit system "crypto"');
  return system;
}

/**
 * The least a player in `currency` may deposit in `coin`, in cents: the gateway's own minimum for the
 * coin, and never under the crypto system's limits (the site's 5 EUR included).
 */
async function minimumCents(q: Queryable, coin: Coin, currency: string, rate: string): Promise<{ cents: bigint; max: bigint }> {
  const bounds = await boundsOf(q, await cryptoSystem(q), currency);
  const own = centsFor(coinUnitsFor(toCents(coin.minTnd), '1', coin.tndPerCoin, 'up'), rate, coin.tndPerCoin, 'up');
  return { cents: own > bounds.min ? own : bounds.min, max: bounds.max };
}

/** GET min-amount?currency=btc for a player in `currency`: the minimum in coin and in their currency. */
export async function minAmount(q: Queryable, currency: string, code: string) {
  const coin = findCoin(code);
  if (!coin) throw unknownCoin('currency', code);
  const rate = await rateOf(q, currency);
  const { cents, max } = await minimumCents(q, coin, currency, rate);
  // The most one deposit may be (the crypto system's max, or max_transaction when lower): what
  // createCryptoPayment enforces, so the page advertises and checks the same figure (docs/api.md "Crypto").
  const { maxTransaction } = await playerLimits(q, currency);
  const most = maxTransaction !== undefined && maxTransaction < max ? maxTransaction : max;
  return {
    currency: coin.code,
    min: formatCoin(coinUnitsFor(cents, rate, coin.tndPerCoin, 'up')),
    fiat_amount: fromCents(cents),
    fiat_max: fromCents(most),
    fiat_currency: currency,
  };
}

/**
 * POST create-payment: the deposit (status 20, system crypto) and the gateway's row, on `tx` (the
 * request's, so one Idempotency-Key makes one payment). The coin amount is rounded up to the 1e-8: the
 * player never sends less than the amount's worth.
 */
export async function createCryptoPayment(
  tx: Transaction,
  user: { id: number; currency: string },
  input: { pay_currency: string; amount: string },
  now: Date,
  rg: RgContext = DEFAULT_RG,
): Promise<CryptoPaymentJson> {
  const coin = findCoin(input.pay_currency);
  if (!coin) throw unknownCoin('pay_currency', input.pay_currency);
  const system = await cryptoSystem(tx);
  checkEnabled(system);
  const cents = toCents(input.amount);
  checkTransaction(await playerLimits(tx, user.currency), cents);
  const rate = await rateOf(tx, user.currency);
  const { cents: min, max } = await minimumCents(tx, coin, user.currency, rate);
  if (cents < min || cents > max) {
    const range = `${fromCents(min)} – ${fromCents(max)} ${user.currency}`;
    throw new ApiError(400, 'payment_system_limits', `${coin.name} (${coin.network}): amount between ${range}.`, `${input.amount} ${user.currency} is outside ${range}`);
  }
  // The player's due deposits expire first (no limit counts them), then the deposit limits
  // (docs/api.md "Responsible gaming: limits") on the player's locked row like a card deposit.
  await sweepPlayerDeposits(tx, user.id, now);
  await checkDeposit(tx, user.id, cents, now, rg);
  const expiresAt = new Date(now.getTime() + CRYPTO_TTL_MS);
  const payment = await insertPayment(tx, { userId: user.id, type: 'deposit', amount: fromCents(cents), currency: user.currency, system, statuses: [20], expiresAt }, now);
  const { rows } = await tx.query<CryptoRow>(
    `INSERT INTO crypto_payments (id, payment_id, pay_currency, network, address, pay_amount, coin_rate, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CRYPTO_COLUMNS}`,
    [
      `cp_${randomBytes(8).toString('hex')}`, payment.id, coin.code, coin.network, depositAddress(coin, payment.id),
      formatCoin(coinUnitsFor(cents, rate, coin.tndPerCoin, 'up')), coin.tndPerCoin,
      expiresAt.toISOString(), now.toISOString(),
    ],
  );
  return toJson(rows[0], payment.status);
}

/** The gateway row by its id (`cp_…`) or its payment's id, locked for the transaction. */
async function findCrypto(tx: Queryable, ref: string, userId?: number): Promise<{ row: CryptoRow; payment: PaymentRow } | undefined> {
  const byPayment = /^\d{1,10}$/.test(ref);
  const { rows } = await tx.query<CryptoRow>(`SELECT ${CRYPTO_COLUMNS} FROM crypto_payments WHERE ${byPayment ? 'payment_id = $1::int' : 'id = $1'} FOR UPDATE`, [
    byPayment ? Number(ref) : ref,
  ]);
  if (!rows[0]) return undefined;
  const payment = await findPayment(tx, rows[0].payment_id, { userId, lock: true });
  return payment ? { row: rows[0], payment } : undefined;
}

const notFoundCrypto = (ref: string) => new ApiError(404, 'not_found', 'Payment not found.', `no crypto payment ${ref}`);

/** What arrives in `mode`: the whole amount, or the amount less the network's fee (never nothing but for `none`). */
function arrived(row: CryptoRow, mode: ArrivalMode): bigint {
  const asked = parseCoin(row.pay_amount);
  if (mode === 'full') return asked;
  if (mode === 'none') return 0n;
  const fee = coinUnitsFor(toCents(findCoin(row.pay_currency)!.feeTnd), '1', row.coin_rate, 'up');
  return asked > fee ? asked - fee : asked / 2n;
}

/**
 * Applies an arrival on `tx`: the coin received, and the deposit's status with its money through
 * transition() (30 credits the fiat value of what arrived, capped at the amount; `none` expires it).
 * A payment no longer waiting (20) is left as it is when the outcome is the same (a repeated
 * confirmation), else 409 payment_status_conflict.
 */
async function applyArrival(tx: Transaction, row: CryptoRow, payment: PaymentRow, mode: ArrivalMode, now: Date): Promise<PaymentRow> {
  const target: PaymentStatus = mode === 'none' ? 45 : 30;
  if (payment.status !== 20) {
    if (payment.status === target) return payment;
    throw refusal(payment, target);
  }
  const units = arrived(row, mode);
  if (mode === 'none') {
    await tx.query('UPDATE crypto_payments SET arrival_mode = NULL, arrives_at = NULL WHERE id = $1', [row.id]);
    return transition(tx, payment, 45, now, { reason: 'expired' });
  }
  const rate = await rateOf(tx, payment.currency);
  const worth = centsFor(units, rate, row.coin_rate, 'down');
  const amount = toCents(payment.amount);
  await tx.query('UPDATE crypto_payments SET actually_paid = $2, arrival_mode = NULL, arrives_at = NULL WHERE id = $1', [row.id, formatCoin(units)]);
  // transition() credits what the gateway now records (services/crypto-credit.ts): the same worth.
  return transition(tx, payment, 30, now, { credited: fromCents(worth < amount ? worth : amount) });
}

/**
 * The time-driven part of the gateway, applied when a payment is read: a scheduled arrival that is due,
 * else expiry once `expires_at` passed with nothing received (whichever came first).
 */
async function settle(tx: Transaction, row: CryptoRow, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (payment.status !== 20) return payment;
  const arrival = row.arrival_mode && row.arrives_at && new Date(row.arrives_at) <= now ? new Date(row.arrives_at) : null;
  const expiry = new Date(row.expires_at) <= now ? new Date(row.expires_at) : null;
  if (arrival && (!expiry || arrival <= expiry)) return applyArrival(tx, row, payment, row.arrival_mode!, arrival);
  if (expiry) return transition(tx, payment, 45, expiry, { reason: 'expired' });
  return payment;
}

/** GET payment/{id} for its player (another's: 404), settled first. */
export async function getCryptoPayment(tx: Transaction, userId: number, ref: string, now: Date): Promise<CryptoPaymentJson> {
  const found = await findCrypto(tx, ref, userId);
  if (!found) throw notFoundCrypto(ref);
  const payment = await settle(tx, found.row, found.payment, now);
  const after = await findCrypto(tx, found.row.id);
  return toJson(after!.row, payment.status);
}

/**
 * QA's confirmation (POST /sandbox/api/crypto/{id}/confirm): the coin arrives now, or after `delaySeconds`
 * (scheduled, applied when the payment is next read), in full, partially, or never (expired now).
 */
export async function confirmCrypto(tx: Transaction, ref: string, mode: ArrivalMode, now: Date, delaySeconds = 0) {
  const found = await findCrypto(tx, ref);
  if (!found) throw notFoundCrypto(ref);
  let payment = await settle(tx, found.row, found.payment, now);
  if (delaySeconds > 0 && payment.status === 20) {
    const at = new Date(now.getTime() + delaySeconds * 1000);
    await tx.query('UPDATE crypto_payments SET arrival_mode = $2, arrives_at = $3 WHERE id = $1', [found.row.id, mode, at.toISOString()]);
  } else {
    payment = await applyArrival(tx, found.row, payment, mode, now);
  }
  const after = (await findCrypto(tx, found.row.id))!;
  return { ...toJson(after.row, payment.status), arrival_mode: after.row.arrival_mode, arrives_at: after.row.arrives_at ? new Date(after.row.arrives_at).toISOString() : null, credited_amount: payment.credited_amount, amount: payment.amount, amount_currency: payment.currency };
}

/** Every crypto payment with its deposit's state, newest first, due ones settled (QA's control plane). */
export async function listCrypto(tx: Transaction, now: Date, limit = 100) {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM crypto_payments ORDER BY created_at DESC, id LIMIT $1', [limit]);
  const out = [];
  for (const { id } of rows) {
    const found = (await findCrypto(tx, id))!;
    const payment = await settle(tx, found.row, found.payment, now);
    const row = (await findCrypto(tx, id))!.row;
    out.push({ ...toJson(row, payment.status), user: payment.user_id, amount: payment.amount, amount_currency: payment.currency, credited_amount: payment.credited_amount, arrival_mode: row.arrival_mode, arrives_at: row.arrives_at ? new Date(row.arrives_at).toISOString() : null });
  }
  return out;
}

/**
 * For readers of the deposit Payment itself (payments' GET deposit/{id}, the pending tray's polling): a
 * crypto deposit's expiry or due arrival applied first, so every view of it agrees. No-op for any other
 * payment. Run on a transaction.
 */
export async function settleCryptoPayment(tx: Transaction, paymentId: number, now: Date): Promise<void> {
  const found = await findCrypto(tx, String(paymentId));
  if (found) await settle(tx, found.row, found.payment, now);
}
