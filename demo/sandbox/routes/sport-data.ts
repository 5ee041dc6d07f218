/**
 * The simulated books' own servers (docs/contracts/sportsbook.md §3), at /sandbox/sport/api: what the frame
 * pages read (catalogue, one event, results). Called from opaque frames: app.ts gives them gameCors. Each
 * read tops the catalogue up and settles what the clock decided first; a book QA holds down answers 503. The
 * frame pages themselves (/sandbox/sport/sft/, /sandbox/sport/dgt/) are served beside these.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { queryOf, withoutBlanks } from '../http/validation';
import { assertProviderUp, catalogue, eventById, eventRow, results } from '../services/sport-events';
import { refreshSport } from '../services/sport-settlement';
import { ApiError } from '../http/errors';

const provider = z.enum(['sft', 'dgt'], { message: 'Use sft or dgt.' });
const lang = z.enum(['fr', 'en', 'ar'], { message: 'Use fr, en or ar.' }).default('fr');
const catalogueQuery = withoutBlanks(
  z.object({
    provider,
    live: z.enum(['0', '1'], { message: 'Use 0 or 1.' }).transform((v) => v === '1').optional(),
    sport: z.string().trim().regex(/^[a-z-]{1,32}$/, 'A sport slug such as football.').optional(),
    lang,
  }),
);
const langQuery = withoutBlanks(z.object({ lang }));
const resultsQuery = withoutBlanks(z.object({ provider, lang }));

const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

export function sportDataRoutes(deps: Deps) {
  const r = new Hono();
  const now = () => new Date(deps.clock.now());
  r.use('*', noStore);

  r.get('/catalogue', queryOf(catalogueQuery), async (c) => {
    const q = c.req.valid('query');
    await assertProviderUp(deps.db, q.provider);
    const at = now();
    await refreshSport(deps.db, at);
    return c.json(await catalogue(deps.db, { provider: q.provider, live: q.live, sport: q.sport, lang: q.lang }, at.getTime()));
  });
  r.get('/event/:id', queryOf(langQuery), async (c) => {
    const id = c.req.param('id');
    const row = /^[a-z0-9-]{1,64}$/.test(id) ? await eventRow(deps.db, id) : undefined;
    if (!row) throw new ApiError(404, 'not_found', undefined, `no event "${id}"`);
    await assertProviderUp(deps.db, row.provider);
    const at = now();
    await refreshSport(deps.db, at);
    return c.json(await eventById(deps.db, id, c.req.valid('query').lang, at.getTime()));
  });
  r.get('/results', queryOf(resultsQuery), async (c) => {
    const q = c.req.valid('query');
    await assertProviderUp(deps.db, q.provider);
    const at = now();
    await refreshSport(deps.db, at);
    return c.json(await results(deps.db, q.provider, q.lang, at.getTime()));
  });
  return r;
}
