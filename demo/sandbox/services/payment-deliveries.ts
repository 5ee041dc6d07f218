/**
 * Deferred provider deliveries (docs/api.md "Payments: deferred deliveries"; DESIGN §7 "Durable side
 * effects"): a provider's callback that happens after the request causing it (the e-wallet's approval a
 * moment after the player approves in the app) is a `provider_deliveries` row, written in the
 * transaction that schedules it, never only an in-memory timer a restart would lose.
 *
 * Delivered once: processDelivery() locks the row (FOR UPDATE SKIP LOCKED: on PostgreSQL two workers
 * never take the same row; PGlite is one connection, demo/sandbox/db.ts), applies the callback and
 * marks the row done in one transaction, so a crash before COMMIT leaves the row due and the payment
 * untouched, and after COMMIT both are done. The callback's event id is fixed on the row too
 * (payment_callbacks keeps it): even a repeated delivery would be a replay.
 *
 * A failed attempt (the endpoint unreachable, a database error) is counted in the same transaction
 * after rolling back to a savepoint, and retried with exponential backoff; a refusal (4xx: the payment
 * expired, moved on) is final: retrying cannot change it.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { receiveCallback, signedCallback } from './payment-callbacks';
import type { CallbackStatus } from './payment-status';
import { findPayment } from './payments';

/** First retry after 2 s, then 4, 8, … at most 10 min apart; given up after 8 attempts. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 8;

export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

export interface DeliveryRow {
  id: number;
  payment_id: number;
  status: CallbackStatus;
  event_id: string;
  due_at: Date;
  attempts: number;
  last_error: string | null;
  fail_remaining: number;
  created_at: Date;
  done_at: Date | null;
  outcome: string | null;
}

export interface DeliveryJson {
  id: number;
  payment_id: number;
  status: CallbackStatus;
  event_id: string;
  due_at: string;
  attempts: number;
  last_error: string | null;
  fail_remaining: number;
  created_at: string;
  done_at: string | null;
  outcome: string | null;
}

const COLUMNS = 'id, payment_id, status, event_id, due_at, attempts, last_error, fail_remaining, created_at, done_at, outcome';

export const deliveryJson = (r: DeliveryRow): DeliveryJson => ({
  ...r,
  id: Number(r.id),
  due_at: new Date(r.due_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
  done_at: r.done_at ? new Date(r.done_at).toISOString() : null,
});

/** A simulated unreachable endpoint (QA's "crash the callback"). */
class DeliveryFault extends Error {
  override name = 'DeliveryFault';
}

/** Schedules `status` for `paymentId` at `dueAt`, on the caller's transaction. `failTimes`: QA's first failing attempts. */
export async function scheduleDelivery(
  tx: Queryable,
  input: { paymentId: number; status: CallbackStatus; dueAt: Date; failTimes?: number },
  now: Date,
): Promise<DeliveryRow> {
  const { rows } = await tx.query<DeliveryRow>(
    `INSERT INTO provider_deliveries (payment_id, status, event_id, due_at, fail_remaining, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [input.paymentId, input.status, `dlv_${randomUUID()}`, input.dueAt.toISOString(), input.failTimes ?? 0, now.toISOString()],
  );
  return rows[0];
}

export interface Attempt {
  delivery: DeliveryRow;
  /** What the attempt ran into: a refusal (final) or a failure (retried); absent when delivered. */
  error?: unknown;
}

/**
 * One attempt at delivery `id` if it is due and not taken: undefined otherwise (done, not yet due, or
 * another worker holds it).
 */
export async function processDelivery(db: Db, id: number, now: Date): Promise<Attempt | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DeliveryRow>(
      `SELECT ${COLUMNS} FROM provider_deliveries WHERE id = $1 AND done_at IS NULL AND due_at <= $2 FOR UPDATE SKIP LOCKED`,
      [id, now.toISOString()],
    );
    const row = rows[0];
    if (!row) return undefined;
    const attempts = row.attempts + 1;
    await tx.query('SAVEPOINT delivery');
    try {
      if (row.fail_remaining > 0) throw new DeliveryFault(`simulated: the callback endpoint did not answer (${row.fail_remaining} failure(s) left)`);
      const payment = await findPayment(tx, row.payment_id);
      if (!payment) throw new ApiError(404, 'not_found', 'Payment not found.', `no payment ${row.payment_id}`);
      await receiveCallback(tx, payment.type, payment.payment_system, await signedCallback(tx, row.payment_id, row.status, row.event_id), now);
      await tx.query('RELEASE SAVEPOINT delivery');
      const done = await tx.query<DeliveryRow>(
        `UPDATE provider_deliveries SET attempts = $2, done_at = $3, outcome = 'delivered', last_error = NULL WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, attempts, now.toISOString()],
      );
      return { delivery: done.rows[0] };
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT delivery');
      const message = error instanceof ApiError ? `${error.status} ${error.code}: ${error.detail ?? error.message}` : String((error as Error)?.message ?? error);
      const refused = error instanceof ApiError && error.status < 500;
      const final = refused || attempts >= MAX_ATTEMPTS;
      const after = await tx.query<DeliveryRow>(
        `UPDATE provider_deliveries SET attempts = $2, last_error = $3, fail_remaining = greatest(fail_remaining - 1, 0),
                due_at = CASE WHEN $4::boolean THEN due_at ELSE $5::timestamptz END,
                done_at = CASE WHEN $4::boolean THEN $6::timestamptz END,
                outcome = CASE WHEN $4::boolean THEN $7 END
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, attempts, message, final, new Date(now.getTime() + backoffMs(attempts)).toISOString(), now.toISOString(),
          refused ? `refused:${(error as ApiError).code}` : 'gave_up'],
      );
      return { delivery: after.rows[0], error };
    }
  });
}

/** Every delivery due at `now`, oldest first, each in its own transaction. Returns the attempts made. */
export async function processDue(db: Db, now: Date, limit = 50): Promise<Attempt[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM provider_deliveries WHERE done_at IS NULL AND due_at <= $1 ORDER BY due_at, id LIMIT $2',
    [now.toISOString(), limit],
  );
  const attempts: Attempt[] = [];
  for (const { id } of rows) {
    const attempt = await processDelivery(db, Number(id), now);
    if (attempt) attempts.push(attempt);
  }
  return attempts;
}

/** QA's list: the newest deliveries, optionally of one payment. */
export async function listDeliveries(q: Queryable, paymentId?: number, limit = 100): Promise<DeliveryJson[]> {
  const { rows } = await q.query<DeliveryRow>(
    `SELECT ${COLUMNS} FROM provider_deliveries WHERE ($1::int IS NULL OR payment_id = $1) ORDER BY id DESC LIMIT $2`,
    [paymentId ?? null, limit],
  );
  return rows.map(deliveryJson);
}
