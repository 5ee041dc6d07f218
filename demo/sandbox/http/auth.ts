import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { Faults } from '../faults';
import { getSessionUser } from '../services/accounts';
import { dpopInvalid, publicRequestUrl, type ProofTarget } from '../services/dpop';
import { ApiError } from './errors';
import { enforceWithdrawOnly } from './rg-withdraw-only';
import type { AppEnv } from './env';

interface Credentials {
  scheme: 'bearer' | 'dpop';
  token: string;
}

/** The access token and its scheme; undefined when there is none (or another scheme, which DRF also ignores). */
function accessToken(c: Context): Credentials | undefined {
  const header = c.req.header('Authorization');
  const match = header?.match(/^(Bearer|DPoP)\s+(\S+)\s*$/i);
  return match ? { scheme: match[1].toLowerCase() as Credentials['scheme'], token: match[2] } : undefined;
}

/** What a DPoP proof sent with this request must match (services/dpop.ts). */
export function proofTarget(c: Context, deps: Deps, token?: string): ProofTarget {
  return { method: c.req.method, url: publicRequestUrl(c.req.url, deps.config.mountPath), accessToken: token };
}

/**
 * DPoP on API calls (RFC 9449 §7): a bound access token (`cnf.jkt`) is accepted only under the DPoP
 * scheme with a fresh proof from its key naming this request and this token (`ath`). An unbound one keeps
 * working under Bearer unless the sandbox requires DPoP (`DPOP=required`).
 */
async function checkBinding(c: Context, deps: Deps, credentials: Credentials, boundTo: string | undefined): Promise<void> {
  if (!boundTo) {
    if (credentials.scheme === 'dpop') throw dpopInvalid('the DPoP scheme needs a DPoP-bound token; this one is a bearer token');
    if (deps.config.dpop === 'required') throw dpopInvalid('this server requires DPoP-bound tokens: sign in again with DPoP');
    return;
  }
  if (credentials.scheme !== 'dpop') throw dpopInvalid('this access token is DPoP-bound: send it as "Authorization: DPoP" with a proof');
  const proof = c.req.header('DPoP');
  if (!proof) throw dpopInvalid('this access token is DPoP-bound: a DPoP proof is required');
  const jkt = await deps.tokens.dpop.verify(proof, proofTarget(c, deps, credentials.token));
  if (jkt !== boundTo) throw dpopInvalid('the proof is signed by another key than the one the token is bound to');
}

async function authenticate(c: Context<AppEnv>, deps: Deps, faults: Faults, credentials: Credentials): Promise<void> {
  if (faults.takeExpireAccess(c.req.method, c.req.path)) {
    throw new ApiError(401, 'token_not_valid', undefined, 'access token expired (fault injected)');
  }
  const claims = await deps.tokens.verifyAccess(credentials.token);
  await checkBinding(c, deps, credentials, claims.cnf?.jkt);
  const user = await getSessionUser(deps.db, claims);
  // A banned account is answered like a revoked session: the client refreshes, fails and signs out,
  // rather than polling into 403s every 5 s.
  if (!user || user.is_banned) throw new ApiError(401, 'token_not_valid', undefined, 'session revoked or account unavailable');
  // A withdraw-only login (an excluded player's payout) reaches the payout paths only.
  if (claims.rg === 'withdraw_only') await enforceWithdrawOnly(c, deps, user.id);
  c.set('claims', claims);
  c.set('user', user);
}

export function createAuth(deps: Deps, faults: Faults) {
  const required: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = accessToken(c);
    if (!token) throw new ApiError(401, 'not_authenticated', undefined, 'no bearer token');
    await authenticate(c, deps, faults, token);
    await next();
  };
  /**
   * For public routes that answer per player (settings): no token is a guest, but a bad token is a
   * 401 as on DRF, so the client refreshes instead of silently getting guest data.
   */
  const optional: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = accessToken(c);
    if (token) await authenticate(c, deps, faults, token);
    await next();
  };
  return { required, optional };
}
