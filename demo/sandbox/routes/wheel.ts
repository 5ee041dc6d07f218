import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idempotent, moneyTx } from '../http/idempotency';
import { generatedSvg } from '../http/static';
import { jsonBody, queryOf, withoutBlanks } from '../http/validation';
import { HOUSE_CURRENCY } from '../services/settings';
import { listPrizes, publicSettings, spin, spinHistory, WHEEL_LANGUAGES, type WheelLang } from '../services/wheel';
import { renderWheelImage } from '../services/wheel-image';

/** `fr`, `en`, `ar`, also as `en-US` / `fr_FR` (the client's locale codes); default fr. */
const langParam = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.split(/[-_]/)[0])
  .refine((v) => (WHEEL_LANGUAGES as readonly string[]).includes(v), { message: 'Use fr, en or ar.' })
  .transform((v) => v as WheelLang)
  .default('fr');

export const displayQuery = withoutBlanks(
  z.object({ currency: z.string().trim().toUpperCase().max(16).optional(), lang: langParam }),
);
/** GET statistics/betshistory/ (also the backend contract's, contract/operations.ts). */
export const spinHistoryQuery = withoutBlanks(
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
    lang: langParam,
  }),
);
export const spinBody = z.object({ is_free: z.boolean() });

/** Both spellings of every path: the contract lists them with the slash, clients send either. */
const both = (path: string) => [path, `${path}/`];

/** The generated present icons: public, cached an hour (app.ts opens them to any origin). */
export function wheelImageRoutes() {
  const r = new Hono();
  r.get('/:file{[a-z0-9-]+\\.svg}', (c) => {
    const svg = renderWheelImage(c.req.param('file').replace(/\.svg$/, ''));
    if (!svg) return notFound(c);
    return generatedSvg(c, svg, 3600);
  });
  return r;
}

/** Mounted at /services/wheel (docs/api.md "Wheel"). */
export function wheelRoutes(deps: Deps, auth: { required: MiddlewareHandler<AppEnv>; optional: MiddlewareHandler<AppEnv> }) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());

  for (const path of both('/prizes')) {
    r.get(path, auth.optional, queryOf(displayQuery), async (c) => {
      const q = c.req.valid('query');
      // A player always sees their own currency; `?currency=` is for guests.
      const currency = c.get('user')?.currency ?? q.currency ?? HOUSE_CURRENCY;
      return c.json(await listPrizes(deps.db, currency, q.lang));
    });
  }

  for (const path of both('/settings/public')) {
    r.get(path, auth.optional, queryOf(displayQuery), async (c) => {
      const user = c.get('user');
      const currency = user?.currency ?? c.req.valid('query').currency ?? HOUSE_CURRENCY;
      return c.json(await publicSettings(deps.db, user?.id, currency, now()));
    });
  }

  for (const path of both('/spin')) {
    r.post(path, auth.required, idempotent(deps), queryOf(displayQuery), jsonBody(spinBody), async (c) => {
      const input = { isFree: c.req.valid('json').is_free, lang: c.req.valid('query').lang };
      return c.json(await spin(moneyTx(c), c.get('user'), input, now(), { timeZone: deps.config.rgTimeZone }));
    });
  }

  for (const path of both('/statistics/betshistory')) {
    r.get(path, auth.required, queryOf(spinHistoryQuery), async (c) => c.json(await spinHistory(deps.db, c.get('user').id, c.req.valid('query'))));
  }

  return r;
}
