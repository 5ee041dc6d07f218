/**
 * Renewing a game session (docs/api.md "Slots and games" §3, docs/security.md "Tokens the frames hold").
 * The frame's session token is a bearer credential (the frame cannot hold the login's DPoP key), so it
 * lives GAME_SESSION_TTL (minutes) and only our page extends it: with the login's access token, the DPoP
 * proof of the key the session was started with, and the renewal handle the start answer gave it. A copy
 * of the frame's token therefore outlives the page that renews it by at most one lifetime, and never the
 * login: a session that has ended (lapsed, login revoked, account banned) is not revived.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { dpopInvalid } from './dpop';
import { sessionEnded } from './games';
import { assertWithinSessionLimit } from './rg-session';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Renewer {
  userId: number;
  /** The access token's login (family). */
  familyId: string;
  /** The access token's key thumbprint (cnf.jkt), proven by auth; null for an unbound token. */
  jkt: string | null;
}

export interface Renewed {
  expires_at: string;
  expires_in: number;
}

const notFound = () => new ApiError(404, 'session_not_found', 'Game session not found.', 'no game session of this login has that renewal token');

/**
 * Extends the session of `renewToken` to now + `ttlS`, never past `loginEndsAt`. Another login's session
 * is not found (each login renews its own); one bound to another key is 401 `invalid_dpop_proof`.
 */
export async function renewGameSession(q: Queryable, renewToken: string, who: Renewer, ttlS: number, loginEndsAt: Date, now: Date): Promise<Renewed> {
  const { rows } = await q.query<{
    token: string;
    user_id: number | null;
    family_id: string | null;
    jkt: string | null;
    expires_at: Date;
    family_revoked_at: Date | null;
    is_banned: boolean | null;
  }>(
    `SELECT s.token, s.user_id, s.family_id, s.jkt, s.expires_at, f.revoked_at AS family_revoked_at, u.is_banned
       FROM game_sessions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN token_families f ON f.id = s.family_id
      WHERE s.renew_hash = $1 FOR UPDATE OF s`,
    [sha256(renewToken)],
  );
  const s = rows[0];
  if (!s || s.user_id !== who.userId || s.family_id !== who.familyId) throw notFound();
  // The family's tokens share one key (refresh keeps the binding), so this only fails on a forged row or
  // a binding changed under the session: refused as a proof from the wrong key, never renewed.
  if ((s.jkt ?? null) !== who.jkt) throw dpopInvalid('the game session is bound to another key than this access token');
  if (s.family_revoked_at) throw sessionEnded('the login this game session belongs to has ended');
  if (s.is_banned) throw sessionEnded('account banned');
  if (s.expires_at.getTime() <= now.getTime()) throw sessionEnded('the game session has expired: it is not renewed');
  // Past the player's session limit the game ends (403 session_limit_reached), renewed or not.
  await assertWithinSessionLimit(q, who.userId, who.familyId, now);
  let expires = new Date(now.getTime() + ttlS * 1000);
  if (loginEndsAt < expires) expires = loginEndsAt;
  // Never shortened by a renewal that arrives with a smaller TTL than the one the session has left.
  if (expires < s.expires_at) expires = s.expires_at;
  await q.query('UPDATE game_sessions SET expires_at = $2 WHERE token = $1', [s.token, expires.toISOString()]);
  return { expires_at: expires.toISOString(), expires_in: Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000)) };
}
