import type { Queryable } from '../db';
import { rateOf } from './settings';

export interface JackpotJson {
  id: number;
  name: 'silver' | 'gold' | 'bronze';
  amount: string;
  currency: string;
  winner: string | null;
}

/** "demo" → "d***o": enough for players to recognise a win, not enough to find the account. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/**
 * The jackpots in display order (silver, gold, bronze; spec §9), each grown to `now`:
 * base + growth per second × whole seconds since it was seeded or last won. Kept in TND, converted
 * with the settings rate and rounded down to 2 decimals in SQL (exact decimals, no float drift).
 */
export async function listJackpots(q: Queryable, currency: string, now: Date): Promise<JackpotJson[]> {
  await rateOf(q, currency); // 400 unknown_currency before an empty list could say otherwise
  const { rows } = await q.query<{ id: number; name: JackpotJson['name']; amount: string; username: string | null }>(
    `SELECT j.id, j.name, u.username,
            (floor((j.base_amount + j.growth_per_second
                    * greatest(0, floor(extract(epoch FROM ($1::timestamptz - j.grown_from))))) * c.rate * 100) / 100
            )::numeric(20, 2)::text AS amount
       FROM jackpots j
       CROSS JOIN currencies c
       LEFT JOIN users u ON u.id = j.winner_user_id
      WHERE c.code = $2
      ORDER BY j.position, j.id`,
    [now.toISOString(), currency],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    amount: row.amount,
    currency,
    winner: row.username ? maskUsername(row.username) : null,
  }));
}
