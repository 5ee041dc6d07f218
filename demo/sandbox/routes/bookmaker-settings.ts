// GET/PUT /api/users/bookmaker-settings/ (docs/contracts/profile.md §Account): the
// player's sportsbook preferences. Mounted at /api/users; auth on every path.
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';
import { ACCEPT_ODDS, DGT_VIEWS, ODDS_FORMATS, SFT_VIEWS, getBookmakerSettings, putBookmakerSettings } from '../services/bookmaker-settings';

/** The PUT body (also the backend contract's, contract/operations.ts). */
export const putSchema = z.object({
  odds_format: z.enum(ODDS_FORMATS).optional(),
  sft_view: z.enum(SFT_VIEWS).optional(),
  dgt_view: z.enum(DGT_VIEWS).optional(),
  accept_odds: z.enum(ACCEPT_ODDS).optional(),
});

export function bookmakerSettingsRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  for (const path of ['/bookmaker-settings', '/bookmaker-settings/']) {
    r.get(path, requireAuth, async (c) => c.json(await getBookmakerSettings(deps.db, c.get('user').id)));
    r.put(path, requireAuth, jsonBody(putSchema), async (c) => {
      const body = c.req.valid('json');
      const patch = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      return c.json(await putBookmakerSettings(deps.db, c.get('user').id, patch, new Date(deps.clock.now())));
    });
  }
  return r;
}
