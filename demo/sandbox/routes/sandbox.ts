import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { jsonBody, queryOf } from '../http/validation';
import type { Faults } from '../faults';
import type { RequestLog } from '../request-log';
import { resetDatabase } from '../seed';
import { endFreeSpins, gameControl, grantFreeSpins, MULTIPLIERS, setNextMultiplier } from '../services/games';
import { setNextCrashPoint } from '../services/crash';
import { createNotification, NOTIFICATION_KINDS, type NotificationKind } from '../services/bonus-history';
import { refuseGrantIfExcluded } from '../services/rg-exclusion';
import { listOutbox } from '../services/outbox';
import { clearRateLimits } from '../services/rate-limits';
import { getWheelControl, setFreeSpin, updateWheelControl } from '../services/wheel-control';

const faultSchema = z
  .object({
    route: z.string().trim().regex(/^(\*|\/\S*)$/, 'A path starting with / or *.'),
    method: z
      .string()
      .toUpperCase()
      .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))
      .optional(),
    status: z.number().int().min(400).max(599).optional(),
    delay_ms: z.number().int().min(0).max(120_000).optional(),
    malformed: z.boolean().optional(),
    expire_access: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  })
  .superRefine((f, ctx) => {
    if (!f.status && !f.delay_ms && !f.malformed && !f.expire_access) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Arm at least one of status, delay_ms, malformed, expire_access.' });
    }
    // expire_access acts on the auth check, the others on the whole call: one fault, one kind.
    if (f.expire_access && (f.status || f.delay_ms || f.malformed)) {
      ctx.addIssue({ code: 'custom', path: ['expire_access'], message: 'expire_access cannot be combined with other effects.' });
    }
    if (f.status && f.malformed) {
      ctx.addIssue({ code: 'custom', path: ['malformed'], message: 'Choose status or malformed.' });
    }
  });

const KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** What a notice shows when QA gives no amount. */
const DEFAULT_AMOUNTS: Record<NotificationKind, string> = { 'first-deposit': '20.00', 'personal-jackpot': '100.00', cashback: '5.00' };

const notificationSchema = z
  .object({
    username: z.string().trim().min(1).max(150),
    kind: z.string().refine((v) => (KIND_NAMES as string[]).includes(v), { message: `Use one of ${KIND_NAMES.join(', ')}.` }),
    amount: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'A positive amount with up to 2 decimals, e.g. "10.00".'))
      .refine((v) => Number(v) > 0, { message: 'A positive amount with up to 2 decimals, e.g. "10.00".' })
      .optional(),
  })
  .transform((body) => {
    const kind = body.kind as NotificationKind;
    return { username: body.username, kind, amount: body.amount ?? DEFAULT_AMOUNTS[kind] };
  });

const tndAmount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount in TND with up to 2 decimals, e.g. "2.00".'));

const wheelSchema = z.object({
  paid_spin_cost: tndAmount.refine((v) => /[1-9]/.test(v), { message: 'The cost must be above 0.' }).optional(),
  paid_spin_min_balance: tndAmount.optional(),
  free_spin_min_balance: tndAmount.optional(),
  next_prize_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  weights: z.record(z.string().regex(/^\d{1,9}$/, 'Prize ids as keys.'), z.number().int().min(0).max(1_000_000)).optional(),
});

const freeSpinSchema = z.object({ username: z.string().trim().min(1).max(150), available: z.boolean() });

const gamesSchema = z.object({
  next_multiplier: z
    .number()
    .refine((v) => MULTIPLIERS.includes(v), { message: `Use one of ${MULTIPLIERS.join(', ')} or null.` })
    .nullable()
    .optional(),
  // The next crash round's crash point (services/crash.ts): 1.00 crashes at take-off.
  next_crash_point: z.number().min(1).max(1000).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'Two decimals at most.' }).nullable().optional(),
});
const freeSpinGrantSchema = z.object({
  username: z.string().trim().min(1).max(150),
  provider: z.string().trim().min(1).max(64),
  game_id: z.string().trim().min(1).max(100),
  count: z.number().int().min(1).max(1000).default(10),
  bet_amount: tndAmount.refine((v) => /[1-9]/.test(v), { message: 'The bet must be above 0.' }).default('1.00'),
});

const ok = (message: string, extra: Record<string, unknown> = {}) => ({ code: 'ok', message, ...extra });

/** /sandbox/api: QA's control panel, not part of the operator's API (docs/api.md "Sandbox control"). */
export function sandboxRoutes(deps: Deps, faults: Faults, log: RequestLog) {
  const r = new Hono();

  r.get('/faults', (c) => c.json(faults.list()));
  r.post('/faults', jsonBody(faultSchema), (c) => c.json(faults.arm(c.req.valid('json')), 201));
  r.delete('/faults', (c) => c.json(ok('Faults cleared.', { cleared: faults.clear() })));
  r.delete('/faults/:id', (c) => {
    if (!faults.remove(Number(c.req.param('id')))) throw new ApiError(404, 'not_found', undefined, 'no such fault');
    return c.json(ok('Fault cleared.', { cleared: 1 }));
  });

  r.get(
    '/outbox',
    queryOf(z.object({ to: z.string().trim().min(1).optional(), limit: z.coerce.number().int().min(1).max(500).optional() })),
    async (c) => c.json(await listOutbox(deps.db, c.req.valid('query'))),
  );

  r.get('/log', queryOf(z.object({ since: z.coerce.number().int().min(0).optional() })), (c) =>
    c.json(log.list(c.req.valid('query').since)),
  );
  r.delete('/log', (c) => {
    log.clear();
    return c.json(ok('Log cleared.'));
  });

  // A fresh unacknowledged bonus or cashback item, so QA can reach every notice state again.
  // Never to an excluded player (409 self_excluded).
  r.post('/notifications', jsonBody(notificationSchema), async (c) => {
    await refuseGrantIfExcluded(deps.db, c.req.valid('json').username, new Date(deps.clock.now()));
    return c.json(await createNotification(deps.db, c.req.valid('json'), new Date(deps.clock.now())), 201);
  });

  // The wheel (prices in TND, weights, a forced next prize) and a player's free spin of today.
  r.get('/wheel', async (c) => c.json(await getWheelControl(deps.db)));
  r.put('/wheel', jsonBody(wheelSchema), async (c) => c.json(await updateWheelControl(deps.db, c.req.valid('json'))));
  r.post('/wheel/free-spin', jsonBody(freeSpinSchema), async (c) =>
    c.json(await setFreeSpin(deps.db, c.req.valid('json'), new Date(deps.clock.now()))),
  );

  // Games: the next round's outcome, and a player's free spins.
  // Abuse controls (docs/api.md "Abuse controls"): QA clears every counter (sign-in lockouts included).
  r.delete('/rate-limits', async (c) => c.json(ok('Rate limits cleared.', { cleared: await clearRateLimits(deps.db) })));

  r.get('/games', async (c) => c.json(await gameControl(deps.db)));
  r.put('/games', jsonBody(gamesSchema), async (c) => {
    const { next_multiplier: multiplier, next_crash_point: crashPoint } = c.req.valid('json');
    if (crashPoint !== undefined) await setNextCrashPoint(deps.db, crashPoint);
    return c.json(multiplier === undefined ? await gameControl(deps.db) : await setNextMultiplier(deps.db, multiplier));
  });
  // Free spins are a bonus too: never granted to an excluded player (409 self_excluded).
  r.post('/free-spins', jsonBody(freeSpinGrantSchema), async (c) => {
    await refuseGrantIfExcluded(deps.db, c.req.valid('json').username, new Date(deps.clock.now()));
    return c.json(await grantFreeSpins(deps.db, c.req.valid('json'), new Date(deps.clock.now())), 201);
  });
  r.delete('/free-spins', queryOf(z.object({ username: z.string().trim().min(1).max(150) })), async (c) =>
    c.json(await endFreeSpins(deps.db, c.req.valid('query').username)),
  );

  // Back to the seeded state: data, faults and log. The JWT secret stays, so the sandbox needs no restart.
  r.post('/reset', async (c) => {
    await resetDatabase(deps.db, new Date(deps.clock.now()));
    faults.clear();
    log.clear();
    return c.json(ok('Sandbox reset.'));
  });

  return r;
}
