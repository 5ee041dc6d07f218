import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { queryOf, withoutBlanks } from '../http/validation';
import { listJackpots } from '../services/jackpots';
import { HOUSE_CURRENCY } from '../services/settings';

/** Also the backend contract's (contract/operations.ts). */
export const jackpotQuery = withoutBlanks(z.object({ currency: z.string().trim().toUpperCase().max(16).optional() }));

/** Mounted at /api/jackpot. Auth optional: a signed-in player sees their own currency by default. */
export function jackpotRoutes(deps: Deps, optionalAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  r.get('/v1/jackpots/', optionalAuth, queryOf(jackpotQuery), async (c) => {
    const currency = c.req.valid('query').currency ?? c.get('user')?.currency ?? HOUSE_CURRENCY;
    return c.json(await listJackpots(deps.db, currency, new Date(deps.clock.now())));
  });

  return r;
}
