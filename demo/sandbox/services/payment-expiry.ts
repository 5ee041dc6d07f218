/**
 * Unpaid deposits expire (docs/api.md "Payments: expiry"; spec money §4 status 45 Expired). A deposit
 * gets its deadline when it is created (its system's window, services/payment-systems.ts EXPIRY_MINUTES;
 * crypto its gateway's expires_at); once past it, still 10/20, the sweep moves it to 45 'expired' at its
 * deadline. The sweep runs on the server's timer (services/payment-worker.ts) and on read: a player's
 * due deposits before their list, one payment before it is shown, and before a deposit limit is
 * counted, so no view and no limit ever sees a deposit that should have expired.
 */
import type { Db, Queryable } from '../db';
import { settleCryptoPayment } from './crypto';
import { CRYPTO_SYSTEM } from './crypto-credit';
import { findPayment, isDue, transition } from './payments';
import type { Transaction } from './wallet';

export interface SweepFilter {
  userId?: number;
  paymentId?: number;
  /** At most this many per call (the timer's batch). */
  limit?: number;
}

/**
 * Expires the due deposits matching `filter` on `tx`, and applies a crypto deposit's scheduled arrival
 * that came before its deadline (services/crypto.ts settle). Card, bank and e-wallet rows another
 * transaction holds are skipped (FOR UPDATE SKIP LOCKED): that transaction is moving them already, and the
 * next sweep sees the result. Returns the ids it looked at.
 */
export async function sweepDue(tx: Transaction, now: Date, filter: SweepFilter = {}): Promise<number[]> {
  const params = [now.toISOString(), filter.userId ?? null, filter.paymentId ?? null, filter.limit ?? 500, CRYPTO_SYSTEM];
  const { rows: due } = await tx.query<{ id: number }>(
    `SELECT p.id FROM payments p
      WHERE p.type = 'deposit' AND p.status IN (10, 20) AND p.expires_at <= $1 AND p.payment_system <> $5
        AND ($2::int IS NULL OR p.user_id = $2) AND ($3::int IS NULL OR p.id = $3)
      ORDER BY p.expires_at, p.id LIMIT $4
      FOR UPDATE OF p SKIP LOCKED`,
    params,
  );
  for (const { id } of due) {
    const payment = await findPayment(tx, id, { lock: true });
    if (payment && isDue(payment, now)) await transition(tx, payment, 45, new Date(payment.expires_at!), { reason: 'expired' });
  }
  // Crypto: not locked here. The gateway's settle locks its row, then the payment, in the order every
  // crypto path takes (services/crypto.ts), so the sweep cannot deadlock with QA's confirmation.
  const { rows: crypto } = await tx.query<{ id: number }>(
    `SELECT p.id FROM payments p JOIN crypto_payments c ON c.payment_id = p.id
      WHERE p.type = 'deposit' AND p.status = 20 AND p.payment_system = $5 AND (p.expires_at <= $1 OR c.arrives_at <= $1)
        AND ($2::int IS NULL OR p.user_id = $2) AND ($3::int IS NULL OR p.id = $3)
      ORDER BY p.expires_at, p.id LIMIT $4`,
    params,
  );
  for (const { id } of crypto) await settleCryptoPayment(tx, id, now);
  return [...due, ...crypto].map((r) => r.id);
}

/** Before a player's deposits are counted or listed, on the caller's transaction. */
export const sweepPlayerDeposits = (tx: Queryable, userId: number, now: Date) => sweepDue(tx as Transaction, now, { userId });

/** A read's sweep, in its own transaction (the read itself needs none). */
export async function sweepOnRead(db: Db, now: Date, filter: SweepFilter): Promise<void> {
  await db.transaction((tx) => sweepDue(tx as Transaction, now, filter));
}
