/**
 * Integration tokens of the sportsbooks (docs/contracts/sportsbook.md §1; spec shell §7 "Sport tokens"). The
 * frame has no access token: it holds this one, scoped to one player, one book and the login it came from. It
 * ends by itself (SPORT_TOKEN_TTL_S, never after its login's end), when that login ends (logout, password
 * change or reset, refresh reuse: the token family's revocation) and when QA expires it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import type { Provider } from '../seeds/sport-leagues';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** What the history shows of a token: the first 8 hex chars of its hash (never the secret). */
export const shortId = (hash: string) => hash.slice(0, 8);

export const tokenInvalid = (detail: string) =>
  new ApiError(401, 'token_invalid', 'The sportsbook session is not valid. Sign in again.', detail);
export const tokenExpired = (detail: string) =>
  new ApiError(401, 'token_expired', 'The sportsbook session has expired.', detail);

export interface IssuedToken {
  token: string;
  expires_at: string;
  expires_in: number;
}

/** A new token for the player's login `familyId`; older ones stay valid until they expire. */
export async function issueToken(
  q: Queryable,
  input: { userId: number; provider: Provider; familyId: string; ttlS: number; loginEndsAt: Date },
  now: Date,
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  let expires = new Date(now.getTime() + input.ttlS * 1000);
  if (input.loginEndsAt < expires) expires = input.loginEndsAt;
  await q.query(
    `INSERT INTO sport_tokens (token_hash, user_id, provider, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), input.userId, input.provider, input.familyId, now.toISOString(), expires.toISOString()],
  );
  return { token, expires_at: expires.toISOString(), expires_in: Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000)) };
}

export interface TokenHolder {
  tokenId: number;
  short: string;
  userId: number;
  username: string;
  provider: Provider;
  currency: string;
  /** The login the token came from (the session limit counts from its start). */
  familyId: string;
}

/**
 * The token's player, or 401: `token_invalid` for an unknown, revoked or default ('-', null) token, a
 * login that ended or a banned account; `token_expired` once its time is over.
 */
export async function verifyToken(q: Queryable, token: string | null | undefined, now: Date): Promise<TokenHolder> {
  if (!token || token === '-' || token.length < 32 || token.length > 200) throw tokenInvalid('no integration token (a guest)');
  const { rows } = await q.query<{
    id: number;
    token_hash: string;
    user_id: number;
    username: string;
    provider: Provider;
    currency: string;
    family_id: string;
    expires_at: Date;
    revoked_at: Date | null;
    family_revoked_at: Date | null;
    is_banned: boolean;
  }>(
    `SELECT t.id, t.token_hash, t.user_id, u.username, t.provider, u.currency, t.family_id, t.expires_at, t.revoked_at,
            f.revoked_at AS family_revoked_at, u.is_banned
       FROM sport_tokens t JOIN users u ON u.id = t.user_id JOIN token_families f ON f.id = t.family_id
      WHERE t.token_hash = $1`,
    [sha256(token)],
  );
  const t = rows[0];
  if (!t) throw tokenInvalid('unknown integration token');
  if (t.revoked_at || t.family_revoked_at) throw tokenInvalid('the login this token belongs to has ended');
  if (t.is_banned) throw tokenInvalid('account unavailable');
  if (t.expires_at.getTime() <= now.getTime()) throw tokenExpired('the integration token has expired');
  return { tokenId: t.id, short: shortId(t.token_hash), userId: t.user_id, username: t.username, provider: t.provider, currency: t.currency, familyId: t.family_id };
}

/** QA: every live token (of a player, of a book) expires now. Returns how many. */
export async function expireTokens(q: Queryable, filter: { username?: string; provider?: Provider }, now: Date): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE sport_tokens t SET expires_at = $1
      WHERE t.expires_at > $1 AND t.revoked_at IS NULL
        AND ($2::text IS NULL OR t.user_id = (SELECT id FROM users WHERE username = $2))
        AND ($3::text IS NULL OR t.provider = $3)`,
    [now.toISOString(), filter.username ?? null, filter.provider ?? null],
  );
  return rowCount;
}
