/**
 * The live tables' and virtual sports' calls (docs/api.md "Live tables and virtual sports"), beside the
 * slot's round on the game pages' API: the table around the bets, and a round of several bets, with the
 * same Idempotency-Key rule as a slot's round (required, one per press, owned by the game session).
 * QA's forced result lives under /sandbox/api (app.ts mounts it only with the control plane).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody } from '../http/validation';
import { gameSessionKeys } from '../services/idempotency';
import { playTableRound, setNextTableResult, tableInfo } from '../services/table-rounds';

const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, 'An amount with up to 2 decimals.'))
  .refine((v) => Number(v) > 0, { message: 'The amount must be above 0.' });
const bet = z.object({ type: z.string().trim().min(1).max(20), target: z.number().int().min(0).max(99).optional(), amount }).strict();
/** A round: up to 40 bets (a roulette layout's worth), and for a virtual sport the event they back. */
const tableRoundBody = z.object({
  bets: z.array(bet).min(1).max(40),
  event: z.number().int().min(1).max(999_999).optional(),
});

const KINDS = ['roulette', 'wheel', 'dice', 'baccarat', 'blackjack', 'cards', 'virtual'] as const;
const RESULTS: Record<(typeof KINDS)[number], RegExp> = {
  roulette: /^([0-9]|[12][0-9]|3[0-6])$/,
  wheel: /^(1|2|5|10|20|40)$/,
  dice: /^[1-6]-[1-6]-[1-6]$/,
  baccarat: /^(player|banker|tie)$/,
  blackjack: /^(blackjack|win|push|lose)$/,
  cards: /^(player|dealer|tie)$/,
  virtual: /^([0-5]|home|draw|away)$/,
};
const nextResult = z.object({
  next: z
    .object({ kind: z.enum(KINDS), result: z.string().trim() })
    .refine((v) => RESULTS[v.kind].test(v.result), { message: 'A result this kind of table can give (docs/qa.md "Game kinds").' })
    .nullable(),
});

export function tableGameRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());
  const noStore: MiddlewareHandler = async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  };
  r.get('/api/sessions/:token/table', noStore, async (c) => c.json(await tableInfo(deps.db, c.req.param('token'), now())));
  const roundKeys = idempotent(deps, { required: true, owner: (c) => gameSessionKeys(c.req.param('token') ?? '') });
  r.post('/api/sessions/:token/table-rounds', noStore, roundKeys, jsonBody(tableRoundBody), async (c) => {
    const { bets, event } = c.req.valid('json');
    const input = { key: c.req.header('Idempotency-Key')!, bets, event };
    return c.json(await playTableRound(moneyTx(c), c.req.param('token'), input, now(), { timeZone: deps.config.rgTimeZone }));
  });
  return r;
}

/** /sandbox/api/games/table-result: QA forces the next round's result of one kind of table. */
export function sandboxTableRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.put('/games/table-result', jsonBody(nextResult), async (c) => c.json(await setNextTableResult(deps.db, c.req.valid('json').next)));
  return r;
}
