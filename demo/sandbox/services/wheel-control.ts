/** QA's control of the wheel (docs/api.md "Sandbox control"): prices, weights, a forced prize, free spins. */
import type { Db, Queryable } from '../db';
import { ApiError, validationError } from '../http/errors';
import { readConfig, wheelDay, type WheelConfig } from './wheel';

export interface WheelControlJson extends WheelConfig {
  /** prize id -> weight, as strings keys (JSON). */
  weights: Record<string, number>;
}

export async function getWheelControl(q: Queryable): Promise<WheelControlJson> {
  const [config, weights] = await Promise.all([
    readConfig(q),
    q.query<{ id: number; weight: number }>('SELECT id, weight FROM wheel_prizes WHERE position < 16 ORDER BY position'),
  ]);
  return { ...config, weights: Object.fromEntries(weights.rows.map((r) => [String(r.id), r.weight])) };
}

export interface WheelControlUpdate {
  paid_spin_cost?: string;
  paid_spin_min_balance?: string;
  free_spin_min_balance?: string;
  /** null clears a forced prize. */
  next_prize_id?: number | null;
  weights?: Record<string, number>;
}

/** A partial update, all or nothing; unknown prize ids and an all-zero wheel are field errors. */
export async function updateWheelControl(db: Db, update: WheelControlUpdate): Promise<WheelControlJson> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM wheel_prizes WHERE position < 16');
    const known = new Set(rows.map((r) => String(r.id)));
    const unknownIds = Object.keys(update.weights ?? {}).filter((id) => !known.has(id));
    if (unknownIds.length) {
      throw validationError([{ field: 'weights', code: 'invalid', message: `Unknown prize id ${unknownIds.join(', ')}.` }]);
    }
    if (update.next_prize_id != null && !known.has(String(update.next_prize_id))) {
      throw validationError([{ field: 'next_prize_id', code: 'invalid', message: `Unknown prize id ${update.next_prize_id}.` }]);
    }
    for (const [id, weight] of Object.entries(update.weights ?? {})) {
      await tx.query('UPDATE wheel_prizes SET weight = $2 WHERE id = $1', [Number(id), weight]);
    }
    const total = await tx.query<{ total: number }>('SELECT coalesce(sum(weight), 0)::int AS total FROM wheel_prizes WHERE position < 16');
    if (total.rows[0].total <= 0) {
      throw validationError([{ field: 'weights', code: 'invalid', message: 'At least one weight must be above 0.' }]);
    }
    await tx.query(
      `UPDATE wheel_config SET
         paid_spin_cost = coalesce($1::numeric, paid_spin_cost),
         paid_spin_min_balance = coalesce($2::numeric, paid_spin_min_balance),
         free_spin_min_balance = coalesce($3::numeric, free_spin_min_balance),
         next_prize_id = CASE WHEN $4::boolean THEN $5::int ELSE next_prize_id END
       WHERE id = 1`,
      [
        update.paid_spin_cost ?? null,
        update.paid_spin_min_balance ?? null,
        update.free_spin_min_balance ?? null,
        update.next_prize_id !== undefined,
        update.next_prize_id ?? null,
      ],
    );
    return getWheelControl(tx);
  });
}

/** Gives back (`available: true`) or uses up today's free spin of a player. */
export async function setFreeSpin(
  q: Queryable,
  input: { username: string; available: boolean },
  now: Date,
): Promise<{ username: string; has_free_spin: boolean; wheel_day: string }> {
  const { rows } = await q.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE lower(username) = lower($1)', [
    input.username,
  ]);
  const user = rows[0];
  if (!user) throw new ApiError(404, 'not_found', undefined, `no account "${input.username}"`);
  const { day } = wheelDay(now);
  if (input.available) {
    await q.query('DELETE FROM wheel_free_spins WHERE user_id = $1 AND wheel_day = $2', [user.id, day]);
  } else {
    await q.query('INSERT INTO wheel_free_spins (user_id, wheel_day) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, day]);
  }
  return { username: user.username, has_free_spin: input.available, wheel_day: day };
}
