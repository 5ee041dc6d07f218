/**
 * Provider callbacks (docs/api.md "Payments", callback/{slug}{var}/): the provider's server tells the
 * sandbox how a payment ended. Signed with the provider secret (HMAC-SHA256 of
 * `${payment_id}:${status}:${event_id}`); idempotent twice over: an event id is processed once per
 * provider, and a status the payment already has is a no-op. The simulated providers' pages and QA's
 * control plane deliver their results through here too, never by writing a payment themselves.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { CALLBACK_TARGETS, decide, type CallbackStatus, type PaymentStatus } from './payment-status';
import { findPayment, refusal, transition, type PaymentRow } from './payments';
import type { Transaction } from './wallet';

export interface CallbackInput {
  payment_id: number;
  status: CallbackStatus;
  event_id: string;
  signature: string;
}

/** One random secret per database (kept across resets with the settings table), as the JWT secret. */
export async function providerSecret(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ value: string }>(
    `INSERT INTO settings (key, value) VALUES ('payment_provider_secret', $1)
     ON CONFLICT (key) DO UPDATE SET value = settings.value RETURNING value`,
    [randomBytes(32).toString('base64url')],
  );
  return rows[0].value;
}

export const signCallback = (secret: string, paymentId: number, status: string, eventId: string) =>
  createHmac('sha256', secret).update(`${paymentId}:${status}:${eventId}`).digest('hex');

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `card-3ds` -> `card`: the variant names the provider's flavour, the slug names the system. */
export const providerOf = (slugVar: string) => slugVar.split('-')[0];

/** A signed callback for `payment`, as the simulated provider's server sends it. */
export async function signedCallback(q: Queryable, paymentId: number, status: CallbackStatus, eventId = `evt_${randomUUID()}`): Promise<CallbackInput> {
  return { payment_id: paymentId, status, event_id: eventId, signature: signCallback(await providerSecret(q), paymentId, status, eventId) };
}

/**
 * Applies a callback on `tx`. The payment row is locked before the event id is looked up, so two
 * deliveries of one event (or two events with one outcome) cannot both move the money.
 */
export async function receiveCallback(
  tx: Transaction,
  type: 'deposit' | 'payout',
  slugVar: string,
  input: CallbackInput,
  now: Date,
): Promise<{ ok: true; status: PaymentStatus; replayed: boolean }> {
  if (!signatureMatches(signCallback(await providerSecret(tx), input.payment_id, input.status, input.event_id), input.signature)) {
    throw new ApiError(401, 'invalid_signature', 'The callback signature is invalid.', 'signature: HMAC-SHA256 hex of `${payment_id}:${status}:${event_id}` with the provider secret');
  }
  const provider = providerOf(slugVar);
  const payment = await findPayment(tx, input.payment_id, { type, lock: true });
  if (!payment || payment.payment_system !== provider) {
    throw new ApiError(404, 'not_found', 'Payment not found.', `no ${type} ${input.payment_id} on ${provider}`);
  }
  const seen = await tx.query<{ result: PaymentStatus }>('SELECT result FROM payment_callbacks WHERE provider = $1 AND event_id = $2', [provider, input.event_id]);
  if (seen.rows[0]) return { ok: true, status: payment.status, replayed: true };

  const target = CALLBACK_TARGETS[input.status];
  let after: PaymentRow = payment;
  const decision = decide(payment.status, target);
  // An expired deposit answers payment_expired (409): a late success credits nothing.
  if (decision === 'conflict') throw refusal(payment, target);
  if (decision === 'move') after = await transition(tx, payment, target, now, { reason: input.status === 'failed' ? 'declined' : input.status === 'expired' ? 'expired' : undefined });
  await tx.query(
    'INSERT INTO payment_callbacks (provider, event_id, payment_id, status, result, received_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [provider, input.event_id, payment.id, input.status, after.status, now.toISOString()],
  );
  return { ok: true, status: after.status, replayed: decision === 'same' };
}

/** The provider's side: signs and delivers a callback for `payment` on `tx` (pages, QA). */
export async function deliverCallback(tx: Transaction, paymentId: number, status: CallbackStatus, now: Date, eventId?: string) {
  const payment = await findPayment(tx, paymentId);
  if (!payment) throw new ApiError(404, 'not_found', 'Payment not found.', `no payment ${paymentId}`);
  return receiveCallback(tx, payment.type, payment.payment_system, await signedCallback(tx, paymentId, status, eventId), now);
}
