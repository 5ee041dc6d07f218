import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody, queryOf, withoutBlanks } from '../http/validation';
import { exchangeBonus, exchangeRules } from '../services/bonus-exchange';
import { acknowledge, BONUS_TYPES, listHistory, type BonusType, type HistoryKind } from '../services/bonus-history';
import { activeExclusion } from '../services/rg-exclusion';
import { amountField } from './payments';

const DATE_HINT = 'Use YYYY-MM-DD or an ISO 8601 date-time with an offset (2023-08-25T00:00:00+00:00).';

const validDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * A day (`2023-08-25`, UTC) or an instant with an explicit offset. A `+` left unencoded in a query
 * string arrives as a space (form encoding): read back as `+`, since a space is never meant.
 */
export function parseDateParam(raw: string): { at: Date; dateOnly: boolean } | undefined {
  const text = raw.trim().replace(/^(\S+T\S+) (\d{2}:?\d{2})$/, '$1+$2');
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [y, m, d] = day.slice(1).map(Number);
    return validDay(y, m, d) ? { at: new Date(Date.UTC(y, m - 1, d)), dateOnly: true } : undefined;
  }
  const time = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/.exec(text);
  if (!time) return undefined;
  const [y, m, d, hh, mm, ss = 0] = time.slice(1, 7).map((v) => Number(v ?? 0));
  if (!validDay(y, m, d) || hh > 23 || mm > 59 || ss > 59) return undefined;
  const offset = time[8] === 'Z' ? 'Z' : time[8].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const fraction = (time[7] ?? '').slice(0, 3).padEnd(3, '0');
  const at = new Date(`${time.slice(1, 4).join('-')}T${time[4]}:${time[5]}:${String(ss).padStart(2, '0')}.${fraction}${offset}`);
  return Number.isNaN(at.getTime()) ? undefined : { at, dateOnly: false };
}

/** A date query parameter in the forms parseDateParam reads; the account statement's too (routes/statement.ts). */
export const dateParam = z.string().transform((raw, ctx) => {
  const parsed = parseDateParam(raw);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: DATE_HINT });
    return z.NEVER;
  }
  return parsed;
});

const boolParam = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === 'true' || v === 'false', { message: 'Use true or false.' })
  .transform((v) => v === 'true');

/** `type=A,B` or `type=A&type=B`. */
const typeParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))
  .superRefine((types, ctx) => {
    const unknown = types.filter((t) => !(BONUS_TYPES as readonly string[]).includes(t));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown type ${unknown.join(', ')}; use one of ${BONUS_TYPES.join(', ')}.` });
  })
  .transform((types) => types as BonusType[]);

export const historyQuery = withoutBlanks(
  z
    .object({
      is_accrued: boolParam.optional(),
      is_acknowledged: boolParam.optional(),
      date_from: dateParam.optional(),
      date_to: dateParam.optional(),
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      page_size: z.coerce.number().int().min(1).max(100).default(10),
      ordering: z
        .string()
        .trim()
        .refine((v) => v === 'date' || v === '-date', { message: 'Use date or -date.' })
        .transform((v) => v as 'date' | '-date')
        .default('-date'),
      type: typeParam.optional(),
    })
    .superRefine((q, ctx) => {
      if (!q.date_from || !q.date_to) return;
      // A day as upper bound covers the whole day.
      const end = q.date_to.dateOnly ? q.date_to.at.getTime() + 86_400_000 - 1 : q.date_to.at.getTime();
      if (end < q.date_from.at.getTime()) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'date_to is before date_from.' });
    }),
);

const KINDS: HistoryKind[] = ['bonusbalance', 'cashback'];
const MAX_ID = 2_147_483_647;

/** POST /api/bonus-system/bonusbalance-to-balance/ (also the backend contract's, contract/operations.ts). */
export const exchangeBody = z.object({ amount: amountField });

/**
 * Mounted at /api/bonus-system (auth): the two history lists and their acknowledgements, the bonus
 * exchange (a money POST: idempotent() and its transaction) and the exchange's rules.
 */
export function bonusRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  for (const path of ['/bonusbalance-to-balance/', '/bonusbalance-to-balance']) {
    r.post(path, requireAuth, idempotent(deps), jsonBody(exchangeBody), async (c) =>
      c.json(await exchangeBonus(moneyTx(c), c.get('user'), c.req.valid('json').amount, new Date(deps.clock.now()))),
    );
  }
  for (const path of ['/rules/', '/rules']) {
    r.get(path, requireAuth, async (c) => c.json(await exchangeRules(deps.db, c.get('user').currency)));
  }

  for (const kind of KINDS) {
    for (const path of [`/${kind}/history`, `/${kind}/history/`]) {
      r.get(path, requireAuth, queryOf(historyQuery), async (c) => {
        const q = c.req.valid('query');
        // No marketing notice (first deposit, cashback, jackpot) reaches an excluded player.
        if (await activeExclusion(deps.db, c.get('user').id, new Date(deps.clock.now()))) return c.json({ count: 0, results: [] });
        return c.json(
          await listHistory(deps.db, c.get('user').id, kind, {
            is_accrued: q.is_accrued,
            is_acknowledged: q.is_acknowledged,
            types: q.type?.length ? q.type : undefined,
            from: q.date_from?.at,
            to: q.date_to && {
              at: q.date_to.dateOnly ? new Date(q.date_to.at.getTime() + 86_400_000) : q.date_to.at,
              inclusive: !q.date_to.dateOnly,
            },
            ordering: q.ordering,
            page: q.page,
            page_size: q.page_size,
          }),
        );
      });
    }

    r.post(`/${kind}/history/:id{[0-9]+}/acknowledge/`, requireAuth, async (c) => {
      const id = Number(c.req.param('id'));
      if (id > MAX_ID) return notFound(c);
      return c.json(await acknowledge(deps.db, c.get('user').id, kind, id));
    });
  }

  return r;
}
