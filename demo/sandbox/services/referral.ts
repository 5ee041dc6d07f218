import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';

export interface ReferralCode {
  code: string;
  partner_id: number;
}

/** Codes are case-insensitive: players type them from flyers. */
export async function findReferralCode(q: Queryable, code: string): Promise<ReferralCode | undefined> {
  const { rows } = await q.query<ReferralCode>(
    'SELECT code, partner_id FROM referral_codes WHERE code = upper($1) AND is_active',
    [code.trim()],
  );
  return rows[0];
}

export async function validateCode(deps: Deps, code: string): Promise<{ partner_id: number }> {
  const found = await findReferralCode(deps.db, code);
  if (!found) throw new ApiError(400, 'referral_code_not_found', undefined, `no active code "${code}"`);
  return { partner_id: found.partner_id };
}

/** The code this player activated (at registration or on the promo code page), or nulls when none. */
export async function activeCode(q: Queryable, userId: number): Promise<{ code: string | null; partner_id: number | null; activated_at: string | null }> {
  const { rows } = await q.query<{ code: string; partner_id: number; activated_at: Date | string }>(
    'SELECT code, partner_id, activated_at FROM referral_activations WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { code: row.code, partner_id: row.partner_id, activated_at: new Date(row.activated_at).toISOString() } : { code: null, partner_id: null, activated_at: null };
}

export async function activateCode(deps: Deps, userId: number, code: string): Promise<{ partner_id: number }> {
  return deps.db.transaction(async (tx) => {
    const found = await findReferralCode(tx, code);
    if (!found) throw new ApiError(400, 'referral_code_not_found', undefined, `no active code "${code}"`);
    // The primary key on user_id makes "one code per player" hold even for two concurrent activations.
    const inserted = await tx.query(
      `INSERT INTO referral_activations (user_id, code, partner_id, activated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, found.code, found.partner_id, new Date(deps.clock.now()).toISOString()],
    );
    if (inserted.rowCount === 0) {
      throw new ApiError(400, 'referral_code_already_activated', undefined, 'this account already activated a code');
    }
    await tx.query('UPDATE users SET referral_partner_id = $2 WHERE id = $1', [userId, found.partner_id]);
    return { partner_id: found.partner_id };
  });
}
