import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { createDpop, dpopInvalid, type ProofTarget } from './dpop';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** What every token of the sandbox carries, and what `verify` requires (docs/api.md "Tokens"). */
interface CommonClaims {
  sub: string;
  jti: string;
  /** The login (token family) the token belongs to: logout and reuse detection revoke it. */
  fam: string;
  iss: typeof TOKEN_ISSUER;
  aud: typeof TOKEN_AUDIENCE;
  iat: number;
  exp: number;
  /** DPoP binding (RFC 9449 §6): the thumbprint of the client's key; absent on unbound tokens. */
  cnf?: { jkt: string };
}

export interface AccessClaims extends CommonClaims {
  username: string;
  role: string;
  token_type: 'access';
  refresh_shift: number;
  /** A login opened during a self-exclusion to be paid out (docs/contracts/responsible-gaming.md §3, http/rg-withdraw-only.ts). */
  rg?: LoginKind;
}

/** What a login may do beyond the ordinary (token_families.rg, migration 021). */
export type LoginKind = 'withdraw_only';

export interface RefreshClaims extends CommonClaims {
  token_type: 'refresh';
}

type TokenType = 'access' | 'refresh';

export interface TokenSubject {
  id: number;
  username: string;
  role: string;
}

/** docs/api.md "Tokens": a retired refresh token replayed this soon is two tabs racing, not a theft. */
export const RACE_GRACE_MS = 10_000;

/** `iss` and `aud` of every token: a token minted for another service (same key or not) is refused. */
export const TOKEN_ISSUER = 'casino-sandbox';
export const TOKEN_AUDIENCE = 'casino-widgets';
/** How far a token's `iat` may lie ahead of the sandbox's clock (servers' clocks drift a little). */
export const CLOCK_SKEW_S = 30;

const ALGORITHM = 'HS256';

export const refreshInvalid = (detail: string) => new ApiError(401, 'access_and_refresh_token_invalid', undefined, detail);
const accessInvalid = (detail: string) => new ApiError(401, 'token_not_valid', undefined, detail);

// The grace answer is sealed with a key derived from the retired refresh token (the one a racing tab
// presents again), which the database never holds: reading the table does not give a live session.
const GRACE_INFO = 'casino-sandbox refresh grace answer';
const graceKey = (retiredRefresh: string, jti: string) => Buffer.from(hkdfSync('sha256', retiredRefresh, jti, GRACE_INFO, 32));

function sealGrace(pair: TokenPair, retiredRefresh: string, jti: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(retiredRefresh, jti), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

function openGrace(sealed: string, retiredRefresh: string, jti: string): TokenPair | undefined {
  try {
    const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', graceKey(retiredRefresh, jti), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')) as TokenPair;
  } catch {
    return undefined;
  }
}

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
  const dpop = createDpop({ config, clock });
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
  const lifetime = (type: TokenType) => (type === 'access' ? config.accessTtl : config.refreshTtl);
  /** The end of a login begun at `createdAt` (seconds): no renewal goes past it (docs/api.md "Tokens"). */
  const loginEnd = (createdAt: number) => createdAt + config.sessionMaxAge;

  async function sign(payload: JWTPayload, iat: number, exp: number): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await key());
  }

  /**
   * The claims of a valid token of `type`, or undefined. Beyond the signature and `exp` (all jose checks
   * by default), every claim the sandbox issues is required, `iat` may not be in the future (beyond a
   * small skew), and `exp` may not lie further from `iat` than the configured lifetime: a token signed
   * with the key but minted to last for ever is still refused.
   */
  async function verify(token: string, type: TokenType): Promise<JWTPayload | undefined> {
    const signingKey = await key(); // a database error is a 500, not an invalid token
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, signingKey, {
        algorithms: [ALGORITHM],
        typ: 'JWT',
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        currentDate: new Date(clock.now()),
      }));
    } catch {
      return undefined;
    }
    const { iat, exp } = payload as { iat: number; exp: number };
    if (iat > nowSeconds() + CLOCK_SKEW_S || exp - iat > lifetime(type)) return undefined;
    if (payload.token_type !== type || typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') {
      return undefined;
    }
    return payload;
  }

  /**
   * Blanks the sealed grace answers whose window is over. It runs with every sign-in and refresh, so an
   * answer outlives its 10 s only until the next one (anyone's). SKIP LOCKED: a row a rotation holds is
   * that rotation's business, and two sweeps never wait for each other.
   */
  async function sweepGrace(q: Queryable): Promise<void> {
    await q.query(
      `UPDATE refresh_tokens SET grace_sealed = NULL
        WHERE jti IN (SELECT jti FROM refresh_tokens WHERE grace_sealed IS NOT NULL AND rotated_at < $1
                       ORDER BY rotated_at LIMIT 500 FOR UPDATE SKIP LOCKED)`,
      [new Date(clock.now() - RACE_GRACE_MS).toISOString()],
    );
  }

  /**
   * A new access + refresh pair: in `family` (a refresh), or in a new family (a login); both bound to the
   * key `jkt` when given (DPoP).
   */
  async function issue(
    q: Queryable,
    user: TokenSubject,
    family?: { id: string; createdAt: number; rg?: LoginKind | null },
    jkt?: string,
    kind?: LoginKind,
  ): Promise<{ pair: TokenPair; refreshJti: string }> {
    const iat = nowSeconds();
    const cnf = jkt ? { cnf: { jkt } } : {};
    const fam = family?.id ?? randomUUID();
    // A rotated pair keeps its login's kind: the family's word, never the caller's.
    const rg = family ? (family.rg ?? undefined) : kind;
    if (!family) {
      await q.query('INSERT INTO token_families (id, user_id, created_at, rg) VALUES ($1, $2, $3, $4)', [fam, user.id, iso(iat), rg ?? null]);
    }
    // No token of a login outlives the login.
    const end = loginEnd(family?.createdAt ?? iat);
    const refreshExp = Math.min(iat + config.refreshTtl, end);
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
        ...(rg ? { rg } : {}),
        ...cnf,
      },
      iat,
      Math.min(iat + config.accessTtl, end),
    );
    const refresh = await sign({ sub: String(user.id), token_type: 'refresh', jti: refreshJti, fam, ...cnf }, iat, refreshExp);
    await q.query(
      'INSERT INTO refresh_tokens (jti, family_id, user_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [refreshJti, fam, user.id, iso(iat), iso(refreshExp)],
    );
    await sweepGrace(q);
    return { pair: { access, refresh }, refreshJti };
  }

  /**
   * A login: a new token family and its first pair, bound to the key `jkt` when the client sent a proof;
   * `kind` 'withdraw_only' for an excluded player's payout login (docs/contracts/responsible-gaming.md).
   */
  async function issuePair(q: Queryable, user: TokenSubject, jkt?: string, kind?: LoginKind): Promise<TokenPair> {
    return (await issue(q, user, undefined, jkt, kind)).pair;
  }

  /** Signature, claims, lifetime and type only; the caller checks the family and the account. */
  async function verifyAccess(token: string): Promise<AccessClaims> {
    const payload = await verify(token, 'access');
    if (!payload) throw accessInvalid('access token expired, malformed or of the wrong type');
    return payload as unknown as AccessClaims;
  }

  /**
   * When the login `familyId` ends (its absolute lifetime), or undefined when it is revoked or unknown.
   * Sessions derived from a login (game sessions) end with it.
   */
  async function loginEndsAt(q: Queryable, familyId: string): Promise<Date | undefined> {
    const { rows } = await q.query<{ created_at: Date }>(
      'SELECT created_at FROM token_families WHERE id = $1 AND revoked_at IS NULL',
      [familyId],
    );
    return rows[0] ? new Date(loginEnd(Math.floor(rows[0].created_at.getTime() / 1000)) * 1000) : undefined;
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
  async function rotate(refreshToken: string, request?: { proof?: string; target: ProofTarget }): Promise<TokenPair> {
    const payload = await verify(refreshToken, 'refresh');
    if (!payload) throw refreshInvalid('refresh token expired, malformed or of the wrong type');
    const jti = payload.jti!;
    // DPoP: a bound refresh token is only renewed for the key it is bound to (so a copy taken out of the
    // page is useless), and so is its 10 s grace answer. An unbound one (issued to a client without
    // WebCrypto, or before DPoP) is bound from now on when the client sends a proof.
    const boundTo = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
    let jkt: string | undefined;
    if (typeof boundTo === 'string') {
      if (!request?.proof) throw dpopInvalid('this refresh token is DPoP-bound: a proof from its key is required');
      jkt = await dpop.verify(request.proof, request.target);
      if (jkt !== boundTo) throw dpopInvalid('the proof is signed by another key than the one the refresh token is bound to');
    } else {
      jkt = request ? await dpop.forTokenRequest(request.proof, request.target) : undefined;
    }
    await key(); // see above: never first-loaded inside the transaction
    const outcome = await db.transaction(async (tx): Promise<TokenPair | ApiError> => {
      const { rows } = await tx.query<{
        family_id: string;
        user_id: number;
        expires_at: Date;
        rotated_at: Date | null;
        grace_sealed: string | null;
        family_created_at: Date;
        family_revoked_at: Date | null;
        family_rg: LoginKind | null;
        username: string;
        role: string;
        is_banned: boolean;
      }>(
        `SELECT rt.family_id, rt.user_id, rt.expires_at, rt.rotated_at, rt.grace_sealed,
                f.created_at AS family_created_at, f.revoked_at AS family_revoked_at, f.rg AS family_rg, u.username, u.role, u.is_banned
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
      const now = clock.now();
      // The database's word, whatever the token says.
      if (row.expires_at.getTime() <= now) return refreshInvalid('refresh token expired');
      const familyCreatedAt = Math.floor(row.family_created_at.getTime() / 1000);
      if (loginEnd(familyCreatedAt) * 1000 <= now) return refreshInvalid('the login reached its absolute lifetime; sign in again');
      if (row.rotated_at) {
        const inWindow = now - row.rotated_at.getTime() <= RACE_GRACE_MS;
        const answer = inWindow && row.grace_sealed ? openGrace(row.grace_sealed, refreshToken, jti) : undefined;
        if (answer) return answer;
        // Returned, not thrown: the revocation must commit.
        await revokeFamily(tx, row.family_id, 'reuse');
        await tx.query('UPDATE refresh_tokens SET grace_sealed = NULL WHERE jti = $1', [jti]);
        return refreshInvalid('refresh token reused; session revoked');
      }
      if (row.is_banned) {
        await revokeFamily(tx, row.family_id, 'banned');
        return refreshInvalid('account banned');
      }
      const { pair, refreshJti } = await issue(
        tx,
        { id: row.user_id, username: row.username, role: row.role },
        { id: row.family_id, createdAt: familyCreatedAt, rg: row.family_rg },
        jkt,
      );
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2, replaced_by = $3, grace_sealed = $4 WHERE jti = $1', [
        jti,
        new Date(now).toISOString(),
        refreshJti,
        sealGrace(pair, refreshToken, jti),
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

  return { ready, issuePair, verifyAccess, rotate, revokeFamily, revokeAllForUser, readRefresh, loginEndsAt, dpop };
}
