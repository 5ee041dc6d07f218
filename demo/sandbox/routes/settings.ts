import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { getSettings, HOUSE_CURRENCY, listCurrencies } from '../services/settings';

export function settingsRoutes(deps: Deps, optionalAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  // Limits in the signed-in player's currency, TND for guests (docs/api.md "Settings").
  r.get('/', optionalAuth, async (c) => c.json(await getSettings(deps.db, c.get('user')?.currency ?? HOUSE_CURRENCY)));

  r.get('/currency-list/', async (c) => c.json(await listCurrencies(deps.db)));

  return r;
}
