import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { queryOf, withoutBlanks } from '../http/validation';
import { listStatement, statementRow } from '../services/statement';
import { dateParam } from './bonus';

const MAX_ID = 2_147_483_647;

/** `reason=a,b` or `reason=a&reason=b`: reasons are the ledger's open vocabulary (docs/api.md "Wallet"), checked for form only. */
const reasonParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
  .refine((reasons) => reasons.length <= 20 && reasons.every((r) => /^[a-z][a-z0-9_]{0,39}$/.test(r)), {
    message: 'Use ledger reasons (lower case, digits and _), comma-separated.',
  });

/** Validated as the bonus history's query (routes/bonus.ts): 400 invalid with field errors, never 500. */
export const statementQuery = withoutBlanks(
  z
    .object({
      date_from: dateParam.optional(),
      date_to: dateParam.optional(),
      wallet: z.enum(['balance', 'bonus', 'held'], { message: 'Use balance, bonus or held.' }).optional(),
      reason: reasonParam.optional(),
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(20),
      ordering: z.enum(['date', '-date'], { message: 'Use date or -date.' }).default('-date'),
    })
    .transform((q) => ({
      ...q,
      from: q.date_from?.at,
      // date_to is exclusive; a bare day as upper bound covers that whole day (UTC), as in the bonus history.
      to: q.date_to ? (q.date_to.dateOnly ? new Date(q.date_to.at.getTime() + 86_400_000) : q.date_to.at) : undefined,
    }))
    .superRefine((q, ctx) => {
      if (q.from && q.to && q.to.getTime() <= q.from.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_to must be after date_from.' });
      }
    }),
);

/** Mounted at /api/users: the caller's account statement (auth). */
export function statementRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  for (const path of ['/statement', '/statement/']) {
    r.get(path, requireAuth, queryOf(statementQuery), async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await listStatement(deps.db, c.get('user').id, {
          from: q.from,
          to: q.to,
          wallet: q.wallet,
          reasons: q.reason,
          ordering: q.ordering,
          page: q.page,
          page_size: q.page_size,
        }),
      );
    });
  }
  for (const path of ['/statement/:id{[0-9]+}', '/statement/:id{[0-9]+}/']) {
    r.get(path, requireAuth, async (c) => {
      const id = Number(c.req.param('id'));
      if (!Number.isSafeInteger(id) || id > MAX_ID) return notFound(c);
      return c.json(await statementRow(deps.db, c.get('user').id, id));
    });
  }
  return r;
}
