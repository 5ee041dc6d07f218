import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { activeExclusion } from '../services/rg-exclusion';
import { profileSummary } from '../services/user-profile';

/** /api/user/profile (docs/api.md "Profile summary"): the profile's summary card. */
export function userProfileRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  for (const path of ['/profile', '/profile/']) {
    r.get(path, requireAuth, async (c) => {
      const summary = await profileSummary(deps.db, c.get('user').id);
      // A withdraw-only login while the exclusion runs (the client shows its banner); else null.
      const withdrawOnly = c.get('claims').rg === 'withdraw_only' && (await activeExclusion(deps.db, c.get('user').id, new Date(deps.clock.now())));
      return c.json({ ...summary, rg_state: withdrawOnly ? 'withdraw_only' : null });
    });
  }
  return r;
}
