/**
 * The payments' background worker (docs/api.md "Payments: expiry", "Payments: deferred deliveries";
 * DESIGN §7 "Durable side effects"): every tick it expires the due deposits (services/payment-expiry.ts)
 * and attempts the due provider deliveries (services/payment-deliveries.ts). Everything it works from is
 * in the database, so it starts with the server and its first tick, at once, picks up what came due
 * while the server was down. Reads sweep lazily too; the worker makes it happen when nobody reads.
 */
import type { Db } from '../db';
import { processDue, type Attempt } from './payment-deliveries';
import { sweepDue } from './payment-expiry';
import type { Transaction } from './wallet';

/** One tick: the due expiries, then the due deliveries. */
export async function runPaymentWork(db: Db, now: Date): Promise<{ expired: number[]; attempts: Attempt[] }> {
  const expired = await db.transaction((tx) => sweepDue(tx as Transaction, now, { limit: 200 }));
  const attempts = await processDue(db, now);
  return { expired, attempts };
}

/**
 * Runs runPaymentWork now and every `everyMs` (never two ticks at once). `stop()` clears the timer and
 * waits for a tick under way, so the database can be closed after it.
 */
export function startPaymentWorker(db: Db, now: () => number, everyMs = 1000): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runPaymentWork(db, new Date(now()))
      .then(() => undefined)
      .catch((error: unknown) => console.error('[sandbox] payment worker:', (error as Error)?.message ?? error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
