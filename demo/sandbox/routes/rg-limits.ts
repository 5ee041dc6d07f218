// Responsible-gaming limits (docs/contracts/responsible-gaming.md §1 and §5, docs/api.md "Responsible gaming:
// limits"). rgLimitRoutes: GET/PUT /api/users/limits/ and POST /api/users/limits/cancel-pending/ (mounted at
// /api/users, the player's bearer). sandboxRgLimitRoutes: the QA control plane (mounted at /sandbox/api).
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validation';
import { fromCents, toCents } from '../services/money';
import { cancelPending, expireCoolingOff, getLimits, LIMIT_FIELDS, MONEY_FIELDS, putLimits, REALITY_CHECK_CHOICES, type LimitField, type LimitsPatch } from '../services/rg-limits';
import { lockBalances } from '../services/wallet';
import { activeExclusion } from '../services/rg-exclusion';

/** Money as the contract writes it ("20.00") or a plain number; at most 2 decimals, normalised to "20.00". */
const money = z
  .union([z.string().trim(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'A positive amount with at most 2 decimals.'))
  .transform((v) => fromCents(toCents(v)));

/** PUT /api/users/limits/ (also the backend contract's, contract/operations.ts). */
export const putSchema = z
  .object({
    ...Object.fromEntries(MONEY_FIELDS.map((f) => [f, money.nullable().optional()])),
    session_minutes: z.number().int().min(5).max(1440).nullable().optional(),
    reality_check_minutes: z
      .number()
      .refine((v) => (REALITY_CHECK_CHOICES as readonly number[]).includes(v), 'One of 10, 20, 30 or 60 minutes.')
      .nullable()
      .optional(),
  })
  .strict();

/** POST /api/users/limits/cancel-pending/ (also the backend contract's, contract/operations.ts). */
export const cancelSchema = z.object({ field: z.enum(LIMIT_FIELDS as [LimitField, ...LimitField[]]) });
const usernameBody = z.object({ username: z.string().trim().min(1).max(150) });

export function rgLimitRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  const rg = { timeZone: deps.config.rgTimeZone };
  const now = () => new Date(deps.clock.now());
  // Every path locks the player's row first: a limit change and a stake of the same player queue, so a
  // stake never sums against a limit that a concurrent PUT is replacing.
  const asPlayer = <T>(userId: number, fn: (tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0]) => Promise<T>) =>
    deps.db.transaction(async (tx) => {
      await lockBalances(tx, [userId]);
      return fn(tx);
    });

  for (const path of ['/limits', '/limits/']) {
    r.get(path, requireAuth, async (c) => c.json(await asPlayer(c.get('user').id, (tx) => getLimits(tx, c.get('user').id, now(), rg))));
    r.put(path, requireAuth, jsonBody(putSchema), async (c) => {
      const body = c.req.valid('json') as LimitsPatch;
      const patch = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as LimitsPatch;
      return c.json(await asPlayer(c.get('user').id, (tx) => putLimits(tx, c.get('user').id, patch, now(), rg)));
    });
  }
  for (const path of ['/limits/cancel-pending', '/limits/cancel-pending/']) {
    r.post(path, requireAuth, jsonBody(cancelSchema), async (c) => {
      const { field } = c.req.valid('json');
      return c.json(await asPlayer(c.get('user').id, (tx) => cancelPending(tx, c.get('user').id, field, now(), rg)));
    });
  }
  return r;
}

async function userIdOf(deps: Deps, username: string): Promise<number> {
  const { rows } = await deps.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no player "${username}"`);
  return rows[0].id;
}

/** QA (mounted at /sandbox/api): a player's limits at a glance, and "advance past the cooling-off". */
export function sandboxRgLimitRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const rg = { timeZone: deps.config.rgTimeZone };
  const now = () => new Date(deps.clock.now());

  r.post('/rg/cooling-off/expire', jsonBody(usernameBody), async (c) => {
    const { username } = c.req.valid('json');
    const id = await userIdOf(deps, username);
    return c.json({ username, ...(await deps.db.transaction(async (tx) => {
      await lockBalances(tx, [id]);
      return expireCoolingOff(tx, id, now(), rg);
    })) });
  });

  r.get('/rg/players/:username{[^/]{1,150}}', async (c) => {
    const username = c.req.param('username') ?? '';
    const id = await userIdOf(deps, username);
    const limits = await deps.db.transaction(async (tx) => {
      await lockBalances(tx, [id]);
      return getLimits(tx, id, now(), rg);
    });
    // The running time-out or self-exclusion (helper G, services/rg-exclusion.ts), null when none.
    return c.json({ username, ...limits, exclusion: await activeExclusion(deps.db, id, now()) });
  });
  return r;
}
