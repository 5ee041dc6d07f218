/**
 * QA's view of the players' logins (docs/api.md "Sandbox control"): one row per token family
 * (a sign-in and every refresh rotated from it, migrations/001_accounts.sql), and ending one by hand.
 * Revoking the family is the whole job: access tokens are checked against it on every call
 * (services/accounts.ts getSessionUser) and game sessions end with it (services/tokens.ts loginEndsAt),
 * so the player's tab is signed out at its next call, exactly as after a password change.
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

export interface SessionJson {
  family_id: string;
  user_id: number;
  username: string;
  created_at: string;
  /** When the login reaches its absolute lifetime (SESSION_MAX_AGE) if nobody ends it before. */
  ends_at: string;
  revoked_at: string | null;
  /** logout, reuse, banned, password_changed, qa … (whoever revoked it says why). */
  revoked_reason: string | null;
}

interface SessionRow {
  family_id: string;
  user_id: number;
  username: string;
  created_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** The newest first; the page shows the latest logins, not a player's whole past. */
export const SESSION_LIST_LIMIT = 100;

const SELECT = `SELECT f.id AS family_id, f.user_id, u.username, f.created_at, f.revoked_at, f.revoked_reason
                  FROM token_families f JOIN users u ON u.id = f.user_id`;

function toJson(row: SessionRow, maxAgeSeconds: number): SessionJson {
  return {
    family_id: row.family_id,
    user_id: row.user_id,
    username: row.username,
    created_at: row.created_at.toISOString(),
    ends_at: new Date(row.created_at.getTime() + maxAgeSeconds * 1000).toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
    revoked_reason: row.revoked_reason,
  };
}

/** Every player's logins, or one player's (case-insensitive, as sign-in); 404 for an unknown account. */
export async function listSessions(q: Queryable, input: { username?: string; maxAgeSeconds: number }): Promise<SessionJson[]> {
  if (input.username !== undefined) {
    const { rows } = await q.query('SELECT id FROM users WHERE lower(username) = lower($1)', [input.username]);
    if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account "${input.username}"`);
  }
  const { rows } = await q.query<SessionRow>(
    `${SELECT} WHERE ($1::text IS NULL OR lower(u.username) = lower($1))
      ORDER BY f.created_at DESC, f.id DESC LIMIT ${SESSION_LIST_LIMIT}`,
    [input.username ?? null],
  );
  return rows.map((row) => toJson(row, input.maxAgeSeconds));
}

/**
 * Ends one login (reason `qa`) and answers it. A login already ended keeps its first reason and time:
 * QA pressing twice, or after the player signed out, is not an error and must not rewrite the history.
 */
export async function endSession(q: Queryable, input: { familyId: string; now: Date; maxAgeSeconds: number }): Promise<SessionJson> {
  await q.query('UPDATE token_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
    input.familyId,
    input.now.toISOString(),
    'qa',
  ]);
  const { rows } = await q.query<SessionRow>(`${SELECT} WHERE f.id = $1`, [input.familyId]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no session "${input.familyId}"`);
  return toJson(rows[0], input.maxAgeSeconds);
}
