import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { getSettings, HOUSE_CURRENCY, listCurrencies } from '../services/settings';

export function settingsRoutes(deps: Deps, optionalAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  // Mounted at /api (not /api/settings): Hono would turn a sub-app's '/' into '/api/settings', without
  // the spec's trailing slash. Limits in the signed-in player's currency, TND for guests.
  r.get('/settings/', optionalAuth, async (c) => c.json(await getSettings(deps.db, c.get('user')?.currency ?? HOUSE_CURRENCY)));

  r.get('/settings/currency-list/', async (c) => c.json(await listCurrencies(deps.db)));

  return r;
}
