import { Hono, type MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { profileSummary } from '../services/user-profile';

/** /api/user/profile (issue 15; docs/api.md "Profile summary"): the profile's summary card. */
export function userProfileRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  for (const path of ['/profile', '/profile/']) {
    r.get(path, requireAuth, async (c) => c.json(await profileSummary(deps.db, c.get('user').id)));
  }
  return r;
}
