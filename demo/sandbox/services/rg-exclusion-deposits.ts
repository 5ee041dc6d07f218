/**
 * A time-out or self-exclusion ends the player's open deposits (docs/api.md "Responsible gaming:
 * exclusion, session, jurisdiction" §1, docs/security.md): money cannot come in while it runs, and a
 * deposit started before it must not complete during it. Each open one moves to 40 with the exclusion's
 * kind as its reason (nothing was credited, so no money moves), or to 45 'expired' when already past its
 * deadline, in startExclusion's transaction. A crypto deposit whose coin is on its way or has arrived in
 * part is left: what was sent before the exclusion is the player's and is credited when it lands.
 */
import { CRYPTO_SYSTEM, cryptoInFlight } from './crypto-credit';
import { findPayment, isDue, transition } from './payments';
import type { Transaction } from './wallet';

/** Not final: unpaid (10, 20), at the provider (21), waiting for approval (27). */
const OPEN_DEPOSIT = [10, 20, 21, 27];

/**
 * Locks the player's open deposits, by id. startExclusion calls it before it locks the player's row: a
 * provider completing a deposit locks the payment, then the player (the wallet), so taking them in that
 * order too, the two queue instead of deadlocking.
 */
export async function lockOpenDeposits(tx: Transaction, userId: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM payments WHERE user_id = $1 AND type = 'deposit' AND status = ANY($2::smallint[]) ORDER BY id FOR UPDATE`,
    [userId, OPEN_DEPOSIT],
  );
  return rows.map((r) => r.id);
}

/** Ends every open deposit of the player (see above); answers the ids it moved. */
export async function endOpenDeposits(tx: Transaction, userId: number, reason: string, now: Date): Promise<number[]> {
  const ended: number[] = [];
  // Read again under the player's lock: a deposit created while this transaction waited for it is here now.
  for (const id of await lockOpenDeposits(tx, userId)) {
    const payment = await findPayment(tx, id, { lock: true });
    if (!payment || !OPEN_DEPOSIT.includes(payment.status)) continue;
    if (payment.payment_system === CRYPTO_SYSTEM && (payment.status !== 10 && payment.status !== 20 || (await cryptoInFlight(tx, id)))) continue;
    if (isDue(payment, now)) await transition(tx, payment, 45, new Date(payment.expires_at!), { reason: 'expired' });
    else await transition(tx, payment, 40, now, { reason });
    ended.push(id);
  }
  return ended;
}
