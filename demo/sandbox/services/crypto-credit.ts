/**
 * What a crypto deposit may be credited (docs/api.md "Crypto"; spec money §5 "only what arrives is
 * credited"): the fiat value of the coin the gateway recorded as received, whoever moves the deposit
 * (services/payments.ts transition() asks here for every crypto 21/30). Apart from services/crypto.ts so
 * the status machine can ask without importing the gateway's flows.
 */
import type { Queryable } from '../db';
import { centsFor, parseCoin } from './crypto-coins';
import { rateOf } from './settings';

export const CRYPTO_SYSTEM = 'crypto';

/** The received coin's worth in the player's `currency`, in cents (rounded down); 0 when nothing arrived or no gateway row. */
export async function cryptoReceivedCents(q: Queryable, paymentId: number, currency: string): Promise<bigint> {
  const { rows } = await q.query<{ actually_paid: string; coin_rate: string }>(
    'SELECT actually_paid::text AS actually_paid, coin_rate::text AS coin_rate FROM crypto_payments WHERE payment_id = $1',
    [paymentId],
  );
  if (!rows[0]) return 0n;
  const units = parseCoin(rows[0].actually_paid);
  return units > 0n ? centsFor(units, await rateOf(q, currency), rows[0].coin_rate, 'down') : 0n;
}

/** Coin on its way: QA scheduled an arrival that has not happened yet. */
export async function cryptoInFlight(q: Queryable, paymentId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM crypto_payments WHERE payment_id = $1 AND arrival_mode IS NOT NULL AND arrival_mode <> $2', [paymentId, 'none']);
  return rows.length > 0;
}
