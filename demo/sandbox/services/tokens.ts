import { randomBytes, randomUUID } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  sub: string;
  username: string;
  role: string;
  token_type: 'access';
  jti: string;
  /** The login (token family) the token belongs to: logout and reuse detection revoke it. */
  fam: string;
  iat: number;
  exp: number;
  refresh_shift: number;
}

export interface RefreshClaims {
  sub: string;
  token_type: 'refresh';
  jti: string;
  fam: string;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  id: number;
  username: string;
  role: string;
}

/** docs/api.md "Tokens": a retired refresh token replayed this soon is two tabs racing, not a theft. */
export const RACE_GRACE_MS = 10_000;

const ALGORITHM = 'HS256';

export const refreshInvalid = (detail: string) => new ApiError(401, 'access_and_refresh_token_invalid', undefined, detail);
const accessInvalid = (detail: string) => new ApiError(401, 'token_not_valid', undefined, detail);

/** JWT_SECRET when configured, else one random secret per database, so tokens survive restarts. */
async function loadSecret(db: Db, config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  // One statement that inserts ours or returns the one already there (another sandbox on the same
  // PostgreSQL may have won the race).
  const { rows } = await db.query<{ value: string }>(
    `INSERT INTO settings (key, value) VALUES ('jwt_secret', $1)
     ON CONFLICT (key) DO UPDATE SET value = settings.value
     RETURNING value`,
    [randomBytes(32).toString('base64url')],
  );
  return new TextEncoder().encode(rows[0].value);
}

export type Tokens = ReturnType<typeof createTokens>;

export function createTokens({ db, config, clock }: { db: Db; config: Config; clock: Clock }) {
  let secret: Promise<Uint8Array> | undefined;
  const key = () =>
    (secret ??= loadSecret(db, config).catch((error: unknown) => {
      secret = undefined; // a database hiccup must not poison every later request
      throw error;
    }));

  // Loaded now, outside any transaction: on PGlite a first load from inside one would wait for the
  // very transaction that waits for it. Errors surface (and retry) on first use.
  key().catch(() => undefined);

  const nowSeconds = () => Math.floor(clock.now() / 1000);
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

  async function sign(payload: JWTPayload, iat: number, ttl: number): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(await key());
  }

  async function verify(token: string): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, await key(), {
        algorithms: [ALGORITHM],
        currentDate: new Date(clock.now()),
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  /** A new access + refresh pair; without `familyId` it starts a new family (a login). */
  async function issuePair(q: Queryable, user: TokenSubject, familyId?: string): Promise<TokenPair> {
    return (await issue(q, user, familyId)).pair;
  }

  async function issue(q: Queryable, user: TokenSubject, familyId?: string): Promise<{ pair: TokenPair; refreshJti: string }> {
    const iat = nowSeconds();
    const fam = familyId ?? randomUUID();
    if (!familyId) {
      await q.query('INSERT INTO token_families (id, user_id, created_at) VALUES ($1, $2, $3)', [fam, user.id, iso(iat)]);
    }
    const refreshJti = randomUUID();
    const access = await sign(
      {
        sub: String(user.id),
        username: user.username,
        role: user.role,
        token_type: 'access',
        jti: randomUUID(),
        fam,
        refresh_shift: config.refreshShift,
      },
      iat,
      config.accessTtl,
    );
    const refresh = await sign({ sub: String(user.id), token_type: 'refresh', jti: refreshJti, fam }, iat, config.refreshTtl);
    await q.query(
      'INSERT INTO refresh_tokens (jti, family_id, user_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [refreshJti, fam, user.id, iso(iat), iso(iat + config.refreshTtl)],
    );
    return { pair: { access, refresh }, refreshJti };
  }

  /** Signature, expiry and type only; the caller checks the family and the account. */
  async function verifyAccess(token: string): Promise<AccessClaims> {
    const payload = await verify(token);
    if (!payload || payload.token_type !== 'access' || typeof payload.fam !== 'string' || typeof payload.sub !== 'string') {
      throw accessInvalid('access token expired, malformed or of the wrong type');
    }
    return payload as unknown as AccessClaims;
  }

  async function revokeFamily(q: Queryable, familyId: string, reason: string): Promise<void> {
    await q.query('UPDATE token_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
      familyId,
      new Date(clock.now()).toISOString(),
      reason,
    ]);
  }

  async function revokeAllForUser(q: Queryable, userId: number, reason: string): Promise<void> {
    await q.query('UPDATE token_families SET revoked_at = $2, revoked_reason = $3 WHERE user_id = $1 AND revoked_at IS NULL', [
      userId,
      new Date(clock.now()).toISOString(),
      reason,
    ]);
  }

  /**
   * Rotation with reuse detection (docs/api.md "Tokens"). The row lock makes two concurrent refreshes
   * of one token take turns on PostgreSQL; the loser then sees `rotated_at` and gets the grace answer.
   */
  async function rotate(refreshToken: string): Promise<TokenPair> {
    const payload = await verify(refreshToken);
    if (!payload || payload.token_type !== 'refresh' || typeof payload.jti !== 'string') {
      throw refreshInvalid('refresh token expired, malformed or of the wrong type');
    }
    const jti = payload.jti;
    await key(); // see above: never first-loaded inside the transaction
    const outcome = await db.transaction(async (tx): Promise<TokenPair | ApiError> => {
      const { rows } = await tx.query<{
        family_id: string;
        user_id: number;
        rotated_at: Date | null;
        grace_answer: TokenPair | null;
        family_revoked_at: Date | null;
        username: string;
        role: string;
        is_banned: boolean;
      }>(
        `SELECT rt.family_id, rt.user_id, rt.rotated_at, rt.grace_answer, f.revoked_at AS family_revoked_at,
                u.username, u.role, u.is_banned
           FROM refresh_tokens rt
           JOIN token_families f ON f.id = rt.family_id
           JOIN users u ON u.id = rt.user_id
          WHERE rt.jti = $1
          FOR UPDATE OF rt`,
        [jti],
      );
      const row = rows[0];
      if (!row) return refreshInvalid('unknown refresh token');
      if (row.family_revoked_at) return refreshInvalid('session revoked');
      if (row.rotated_at) {
        if (row.grace_answer && clock.now() - row.rotated_at.getTime() <= RACE_GRACE_MS) return row.grace_answer;
        // Returned, not thrown: the revocation must commit.
        await revokeFamily(tx, row.family_id, 'reuse');
        return refreshInvalid('refresh token reused; session revoked');
      }
      if (row.is_banned) {
        await revokeFamily(tx, row.family_id, 'banned');
        return refreshInvalid('account banned');
      }
      const { pair, refreshJti } = await issue(tx, { id: row.user_id, username: row.username, role: row.role }, row.family_id);
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2, replaced_by = $3, grace_answer = $4::jsonb WHERE jti = $1', [
        jti,
        new Date(clock.now()).toISOString(),
        refreshJti,
        JSON.stringify(pair),
      ]);
      return pair;
    });
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  }

  /** Signature only (expiry ignored): logout of a session whose refresh token just expired still works. */
  async function readRefresh(refreshToken: string): Promise<RefreshClaims | undefined> {
    try {
      const { payload } = await compactVerify(refreshToken, await key(), { algorithms: [ALGORITHM] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<RefreshClaims>;
      return claims.token_type === 'refresh' && typeof claims.fam === 'string' ? (claims as RefreshClaims) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Resolves once the signing key is loaded; call before a transaction that issues tokens. */
  const ready = async () => {
    await key();
  };

  return { ready, issuePair, verifyAccess, rotate, revokeFamily, revokeAllForUser, readRefresh };
}
