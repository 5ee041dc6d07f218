import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { Faults } from '../faults';
import { getSessionUser } from '../services/accounts';
import { ApiError } from './errors';
import type { AppEnv } from './env';

/** The bearer token; undefined when there is none (or another scheme, which DRF also ignores). */
function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

async function authenticate(c: Context<AppEnv>, deps: Deps, faults: Faults, token: string): Promise<void> {
  if (faults.takeExpireAccess(c.req.method, c.req.path)) {
    throw new ApiError(401, 'token_not_valid', undefined, 'access token expired (fault injected)');
  }
  const claims = await deps.tokens.verifyAccess(token);
  const user = await getSessionUser(deps.db, claims);
  // A banned account is answered like a revoked session: the client refreshes, fails and signs out,
  // rather than polling into 403s every 5 s.
  if (!user || user.is_banned) throw new ApiError(401, 'token_not_valid', undefined, 'session revoked or account unavailable');
  c.set('claims', claims);
  c.set('user', user);
}

export function createAuth(deps: Deps, faults: Faults) {
  const required: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'not_authenticated', undefined, 'no bearer token');
    await authenticate(c, deps, faults, token);
    await next();
  };
  /**
   * For public routes that answer per player (settings): no token is a guest, but a bad token is a
   * 401 as on DRF, so the client refreshes instead of silently getting guest data.
   */
  const optional: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = bearerToken(c);
    if (token) await authenticate(c, deps, faults, token);
    await next();
  };
  return { required, optional };
}
