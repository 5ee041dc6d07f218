/**
 * QA's control of the sportsbooks (docs/contracts/sportsbook.md §6), at /sandbox/api/sport behind the control
 * guard as the rest of /sandbox/api (docs/api.md "Sportsbook" → control plane).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf, withoutBlanks } from '../http/validation';
import { blockMarket, controlEvents, controlTickets, forceResult, moveOdds, setMatchMinute, setProviderDown } from '../services/sport-control';
import { MATCH_MINUTES } from '../services/sport-odds';
import { forceSettle, refreshSport } from '../services/sport-settlement';
import { expireTokens } from '../services/sport-tokens';

const provider = z.enum(['sft', 'dgt'], { message: 'Use sft or dgt.' });
const username = z.string().trim().min(1).max(150);
const score = z.number().int().min(0).max(999);
const resultBody = z.union([
  z.object({ void: z.literal(true) }).strict(),
  z.object({ home: score, away: score }).strict(),
], { message: 'Send { home, away } (integers) or { void: true }.' });
const minuteBody = z.object({ minute: z.number().int().min(1).max(MATCH_MINUTES) }).strict();
const oddsBody = z.object({ event_id: z.string().trim().min(1).max(64).optional(), factor: z.number().min(0.5).max(2).optional() });
const blockBody = z.object({ blocked: z.boolean() });
const expireBody = z.object({ username: username.optional(), provider: provider.optional() });
const providerBody = z.object({ provider, down: z.boolean() });
const amount = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount with up to 2 decimals, e.g. "12.00".');
const settleBody = z.object({ status: z.enum(['Winner', 'Loser', 'Voided', 'Cancelled'], { message: 'Use Winner, Loser, Voided or Cancelled.' }), amount_out: amount.optional() });
const idParam = (raw: string, what: string) => {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(raw)) throw new ApiError(404, 'not_found', undefined, `no ${what} "${raw}"`);
  return raw;
};

export function sandboxSportRoutes(deps: Deps) {
  const r = new Hono();
  const now = () => new Date(deps.clock.now());

  r.get('/events', queryOf(withoutBlanks(z.object({ provider: provider.optional() }))), async (c) => {
    const at = now();
    await refreshSport(deps.db, at);
    return c.json(await controlEvents(deps.db, c.req.valid('query').provider, at));
  });
  r.post('/events/:id/result', jsonBody(resultBody), async (c) =>
    c.json(await forceResult(deps.db, idParam(c.req.param('id'), 'event'), c.req.valid('json') as z.output<typeof resultBody>, now())),
  );
  r.post('/events/:id/minute', jsonBody(minuteBody), async (c) =>
    c.json(await setMatchMinute(deps.db, idParam(c.req.param('id'), 'event'), c.req.valid('json').minute, now())),
  );
  r.post('/odds/move', jsonBody(oddsBody), async (c) => c.json(await moveOdds(deps.db, c.req.valid('json'), now())));
  r.post('/markets/:id/block', jsonBody(blockBody), async (c) => c.json(await blockMarket(deps.db, idParam(c.req.param('id'), 'market'), c.req.valid('json').blocked)));
  r.post('/tokens/expire', jsonBody(expireBody), async (c) => c.json({ expired: await expireTokens(deps.db, c.req.valid('json'), now()) }));
  r.post('/provider', jsonBody(providerBody), async (c) => {
    const { provider: p, down } = c.req.valid('json');
    return c.json(await setProviderDown(deps.db, p, down));
  });
  r.post('/tickets/:id/settle', jsonBody(settleBody), async (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (!id) throw new ApiError(404, 'not_found', undefined, `no ticket "${raw}"`);
    await forceSettle(deps.db, id, c.req.valid('json'), now());
    return c.json((await controlTickets(deps.db, undefined, id)).results[0]);
  });
  r.get('/tickets', queryOf(withoutBlanks(z.object({ username: username.optional() }))), async (c) => {
    await refreshSport(deps.db, now());
    return c.json(await controlTickets(deps.db, c.req.valid('query').username));
  });
  return r;
}
