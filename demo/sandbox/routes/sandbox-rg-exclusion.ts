import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { jsonBody } from '../http/validation';
import { JURISDICTION_CODES, currentJurisdiction, SETTINGS_KEY } from '../services/rg-jurisdiction';
import { endExclusion } from '../services/rg-exclusion';

const username = z.string().trim().min(1).max(150);

/**
 * Mounted at /sandbox/api (control plane, docs/contracts/responsible-gaming.md §5): QA switches the
 * jurisdiction live and ends a player's time-out or self-exclusion. A reset restores 'none' (seed.ts).
 */
export function sandboxRgExclusionRoutes(deps: Deps) {
  const r = new Hono();

  r.post('/rg/jurisdiction', jsonBody(z.object({ code: z.enum(JURISDICTION_CODES) })), async (c) => {
    await deps.db.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [SETTINGS_KEY, c.req.valid('json').code],
    );
    return c.json(await currentJurisdiction(deps.db));
  });

  r.post('/rg/exclusion/end', jsonBody(z.object({ username })), async (c) =>
    c.json(await endExclusion(deps.db, c.req.valid('json').username, new Date(deps.clock.now()))),
  );

  return r;
}
