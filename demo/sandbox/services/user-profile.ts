/**
 * GET /api/user/profile (spec money-and-games.md §3 "Profile", §7, docs/api.md "Profile summary"):
 * the player's summary for the profile's card. Read fresh from the row on every call (not from the token's
 * user, which was read when the request began and carries no documents state): the balances are the
 * ledger's current ones, and a ban or a review that happened a moment ago shows.
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

export interface ProfileSummaryJson {
  id: number;
  username: string;
  date_joined: string;
  balance_currency: string;
  balance: string;
  bonus_balance: string;
  is_banned: boolean;
  email_verified: boolean;
  documents_status: 'none' | 'pending' | 'approved' | 'rejected';
}

/** `2024-03-01T10:15:00Z`: whole seconds, as the User's dates (services/accounts.ts). */
const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export async function profileSummary(q: Queryable, userId: number): Promise<ProfileSummaryJson> {
  const { rows } = await q.query<Omit<ProfileSummaryJson, 'date_joined'> & { date_joined: Date }>(
    `SELECT id, username, date_joined, currency AS balance_currency, balance::text AS balance,
            bonus_balance::text AS bonus_balance, is_banned, email_verified, documents_status
       FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  // The token's user was there when the request began; a row gone since is an account that no longer exists.
  if (!row) throw new ApiError(401, 'not_authenticated', 'Authentication credentials were not provided.', 'user no longer exists');
  return { ...row, date_joined: isoSeconds(new Date(row.date_joined)) };
}
