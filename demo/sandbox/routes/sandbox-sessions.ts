import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { queryOf } from '../http/validation';
import { endSession, listSessions } from '../services/sessions';

const listQuery = z.object({ username: z.string().trim().min(1).max(150).optional() });

/**
 * Mounted at /sandbox/api beside routes/sandbox.ts (docs/api.md "Sandbox control"): a player's logins (token
 * families) and ending one, so QA can sign a tab out from the QA page (spec money-and-games.md §2 "Profile").
 */
export function sandboxSessionRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const maxAgeSeconds = deps.config.sessionMaxAge;

  r.get('/sessions', queryOf(listQuery), async (c) =>
    c.json(await listSessions(deps.db, { username: c.req.valid('query').username, maxAgeSeconds })),
  );

  // Family ids are UUIDs, but any id is looked up: an unknown one is a 404, never a 500 or a 400.
  r.delete('/sessions/:familyId{[^/]{1,128}}', async (c) =>
    c.json(await endSession(deps.db, { familyId: c.req.param('familyId') ?? '', now: new Date(deps.clock.now()), maxAgeSeconds })),
  );

  return r;
}
