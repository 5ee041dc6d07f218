/**
 * The sportsbooks' calls of the operator's API (docs/contracts/sportsbook.md §1–§2; docs/api.md
 * "Sportsbook"), mounted at
 * /api/integrations: the two integration-token logins (bearer), the Softion provider calls the frames
 * make with the integration token in the body, and the player's bet history, sub-bets and cancel
 * (bearer), and the player's cash-out. Money POSTs (placement, cancel, cash-out) run on idempotent() + moneyTx.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody, parseOrThrow, queryOf, withoutBlanks } from '../http/validation';
import type { Provider } from '../seeds/sport-leagues';
import { userKeys } from '../services/idempotency';
import { cancelTicket } from '../services/sport-cancel';
import { cashOut, quoteCashout } from '../services/sport-cashout';
import { assertProviderUp } from '../services/sport-events';
import { betsHistory, subBets, ticketStatus } from '../services/sport-history';
import { placeTicket } from '../services/sport-placement';
import { settleDue } from '../services/sport-settlement';
import { issueToken, verifyToken, type TokenHolder } from '../services/sport-tokens';
import { assertWithinSessionLimit } from '../services/rg-session';
import { getBalances } from '../services/wallet';
import { dateParam } from './bonus';

type Auth = { required: MiddlewareHandler<AppEnv>; optional: MiddlewareHandler<AppEnv> };

const MAX_ID = 2_147_483_647;
const tokenField = z.string().max(300).nullable().optional();
const amount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount with up to 2 decimals, e.g. "5.00".'))
  .refine((v) => Number(v) > 0, { message: 'The stake must be above 0.' });
const odd = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,5}(\.\d{1,3})?$/, 'An odd such as "1.85".'));
const id = z.string().trim().min(1).max(100);
const placementBody = z.object({
  token: tokenField,
  type: z.enum(['single', 'express'], { message: 'Use single or express.' }),
  stake: amount,
  selections: z.array(z.object({ event_id: id, market_id: id, outcome_id: id, odd })).min(1).max(10),
});
/** POST ticket/{id}/cashout: the amount the player saw quoted and confirmed (also contract/operations.ts). */
export const cashoutBody = z.object({ amount });
const statusBody = z.object({ token: tokenField, ticket_id: z.coerce.number().int().min(1).max(MAX_ID) });
/** GET /api/integrations/softion/betshistory/ (also the backend contract's, contract/operations.ts). */
export const historyQuery = withoutBlanks(
  z
    .object({
      date_from: dateParam.optional(),
      date_to: dateParam.optional(),
      provider: z.enum(['sft', 'dgt', 'alt'], { message: 'Use sft, dgt or alt.' }).optional(),
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    })
    .transform((q) => ({
      provider: q.provider,
      page: q.page,
      page_size: q.page_size,
      date_from: q.date_from?.at,
      // date_to is exclusive (the client sends the start of the next day); a bare day covers that day.
      date_to: q.date_to ? (q.date_to.dateOnly ? new Date(q.date_to.at.getTime() + 86_400_000) : q.date_to.at) : undefined,
    })),
);
const ticketId = (c: Context) => {
  const raw = c.req.param('id') ?? '';
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw new ApiError(404, 'not_found', undefined, `no ticket "${raw}"`);
  return n;
};

/** Routes at `path` and `path/` alike (the spec writes some with a trailing slash, some without). */
const both = (path: string) => [path.replace(/\/$/, ''), `${path.replace(/\/$/, '')}/`];

export function sportRoutes(deps: Deps, auth: Auth) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());

  // The integration tokens: one login path per book. The token ends with the login of this access token.
  const login = (provider: Provider) => async (c: Context<AppEnv>) => {
    const familyId = c.get('claims').fam;
    const loginEndsAt = await deps.tokens.loginEndsAt(deps.db, familyId);
    if (!loginEndsAt) throw new ApiError(401, 'token_not_valid', undefined, 'session revoked');
    // Past the session limit no token is issued (403 session_limit_reached); before it, the
    // token ends with the limit, so the frame's renewal meets that refusal on time.
    const limitEnd = await assertWithinSessionLimit(deps.db, c.get('user').id, familyId, now());
    const ends = limitEnd && limitEnd < loginEndsAt ? limitEnd : loginEndsAt;
    c.header('Cache-Control', 'no-store');
    const issued = await issueToken(deps.db, { userId: c.get('user').id, provider, familyId, ttlS: deps.config.sportTokenTtlS, loginEndsAt: ends }, now());
    return c.json(issued);
  };
  for (const p of both('/softion/login')) r.post(p, auth.required, login('sft'));
  for (const p of both('/digitain/login')) r.post(p, auth.required, login('dgt'));

  // The frames' calls: the integration token of the body is the credential (the frame has no access
  // token). A request's holder is kept beside it for the handler and the idempotency key's owner.
  const holders = new WeakMap<Request, TokenHolder>();
  const holder: MiddlewareHandler<AppEnv> = async (c, next) => {
    const body = (await c.req.json().catch(() => ({}))) as { token?: unknown };
    const token = typeof body === 'object' && body !== null && typeof body.token === 'string' ? body.token : null;
    const found = await verifyToken(deps.db, token, now());
    await assertProviderUp(deps.db, found.provider);
    holders.set(c.req.raw, found);
    await next();
  };
  const holderOf = (c: Context) => holders.get(c.req.raw)!;
  const playerOf = async (c: Context) => {
    const h = holderOf(c);
    return { ...(await getBalances(deps.db, h.userId)), h };
  };

  for (const p of both('/softion/session/create')) {
    r.post(p, holder, async (c) => {
      const { h, balance, bonus_balance } = await playerOf(c);
      return c.json({ session_id: h.short, player_id: h.userId, username: h.username, currency: h.currency, balance, bonus_balance });
    });
  }
  // A guest's (or a test) session: odds only, no player.
  for (const p of both('/softion/session/create/test')) {
    r.post(p, async (c) => c.json({ session_id: `guest-${crypto.randomUUID().slice(0, 8)}`, player_id: null, currency: 'TND', balance: null }));
  }
  for (const p of both('/softion/player/balance')) {
    r.post(p, holder, async (c) => {
      const { h, balance, bonus_balance } = await playerOf(c);
      return c.json({ balance, bonus_balance, currency: h.currency });
    });
  }
  // One debit per key: the key is the player's (as every money POST of theirs), required (one per press).
  // The token is left out of the key's request hash: a press retried with a renewed token (the old one
  // expired meanwhile) replays the first answer instead of being refused as another request.
  const withoutToken = async (c: Context) => {
    const body = (await c.req.json().catch(() => null)) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return c.req.text();
    const { token: _token, ...rest } = body as Record<string, unknown>;
    return JSON.stringify(rest);
  };
  const placementKeys = idempotent(deps, { required: true, owner: (c) => userKeys(holderOf(c).userId), hashedBody: withoutToken });
  for (const p of both('/softion/ticket/placement')) {
    r.post(p, holder, placementKeys, jsonBody(placementBody), async (c) => {
      const input = c.req.valid('json') as z.output<typeof placementBody>;
      // A token renewed before the limit was lowered still meets it here.
      await assertWithinSessionLimit(moneyTx(c), holderOf(c).userId, holderOf(c).familyId, now());
      return c.json(await placeTicket(moneyTx(c), holderOf(c), input, now(), { timeZone: deps.config.rgTimeZone }));
    });
  }
  for (const p of both('/softion/ticket/status')) {
    r.post(p, holder, async (c) => {
      const input = await parseOrThrow(statusBody, await c.req.json().catch(() => ({})));
      await settleDue(deps.db, now());
      return c.json(await ticketStatus(deps.db, holderOf(c).userId, input.ticket_id, now()));
    });
  }

  // The player's history (bearer): settled lazily before it is read.
  for (const p of both('/softion/betshistory')) {
    r.get(p, auth.required, queryOf(historyQuery), async (c) => {
      await settleDue(deps.db, now());
      return c.json(await betsHistory(deps.db, c.get('user').id, c.req.valid('query'), now()));
    });
  }
  for (const p of both('/softion/:id/subbet')) {
    r.get(p, auth.required, async (c) => {
      const idValue = ticketId(c);
      await settleDue(deps.db, now());
      return c.json(await subBets(deps.db, c.get('user').id, idValue, now()));
    });
  }
  for (const p of both('/softion/ticket/:id/cancel')) {
    r.post(p, auth.required, idempotent(deps), async (c) =>
      c.json(await cancelTicket(moneyTx(c), c.get('user').id, ticketId(c), now())),
    );
  }
  // The player's cash-out (services/sport-cashout.ts): a quote, then the sale at the confirmed amount, one
  // credit per key (required: one per press) and one sale per ticket whatever the keys.
  for (const p of both('/softion/ticket/:id/cashout')) {
    r.get(p, auth.required, async (c) => {
      const idValue = ticketId(c);
      await settleDue(deps.db, now());
      c.header('Cache-Control', 'no-store');
      return c.json(await quoteCashout(deps.db, c.get('user').id, idValue, now()));
    });
    r.post(p, auth.required, idempotent(deps, { required: true }), jsonBody(cashoutBody), async (c) => {
      const input = c.req.valid('json') as z.output<typeof cashoutBody>;
      return c.json(await cashOut(moneyTx(c), c.get('user').id, ticketId(c), input.amount, now()));
    });
  }
  return r;
}
