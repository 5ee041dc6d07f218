import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { rgSession } from '../services/rg-session';

/**
 * Mounted at /api/users (bearer, docs/contracts/responsible-gaming.md §6): the reality check's numbers,
 * this login's stakes and returns since it started, and the interval it shows at.
 */
export function rgSessionRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  for (const path of ['/rg/session', '/rg/session/']) {
    r.get(path, requireAuth, async (c) => c.json(await rgSession(deps.db, c.get('user'), c.get('claims').fam, new Date(deps.clock.now()))));
  }
  return r;
}
