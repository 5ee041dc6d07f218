import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { currentJurisdiction } from '../services/rg-jurisdiction';
import { getSettings, HOUSE_CURRENCY, listCurrencies } from '../services/settings';

export function settingsRoutes(deps: Deps, optionalAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  // Mounted at /api (not /api/settings): Hono would turn a sub-app's '/' into '/api/settings', without
  // the spec's trailing slash. Limits in the signed-in player's currency, TND for guests.
  // The jurisdiction profile (docs/contracts/responsible-gaming.md §4) rides along: the site hides
  // the products it does not offer.
  r.get('/settings/', optionalAuth, async (c) => {
    const [settings, jurisdiction] = await Promise.all([getSettings(deps.db, c.get('user')?.currency ?? HOUSE_CURRENCY), currentJurisdiction(deps.db)]);
    return c.json({ ...settings, jurisdiction });
  });

  r.get('/settings/currency-list/', async (c) => c.json(await listCurrencies(deps.db)));

  return r;
}
