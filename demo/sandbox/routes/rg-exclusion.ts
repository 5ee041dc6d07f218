import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';
import { activeExclusion, EXCLUSION_MONTHS, startExclusion, TIMEOUT_HOURS, type TimeoutDuration } from '../services/rg-exclusion';

const durations = Object.keys(TIMEOUT_HOURS) as [TimeoutDuration, ...TimeoutDuration[]];

// The player confirms a self-exclusion with their password; a time-out needs only the press. Also the
// backend contract's (contract/operations.ts).
export const exclusionBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(durations) }),
  z.object({
    kind: z.literal('self_exclusion'),
    months: z.literal(EXCLUSION_MONTHS),
    password: z.string().min(1).max(128),
  }),
]);

/**
 * Mounted at /api/users (bearer, docs/api.md "Responsible gaming: exclusion, session,
 * jurisdiction"): the time-out / self-exclusion, taken by the player, ended only by QA.
 */
export function rgExclusionRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());

  for (const path of ['/self-exclusion', '/self-exclusion/']) {
    r.get(path, requireAuth, async (c) => c.json({ active: await activeExclusion(deps.db, c.get('user').id, now()) }));
    r.post(path, requireAuth, jsonBody(exclusionBody), async (c) =>
      c.json(await startExclusion(deps, c.get('user'), c.req.valid('json'))),
    );
  }
  return r;
}
