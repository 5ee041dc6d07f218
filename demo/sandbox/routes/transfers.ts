import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody, queryOf, withoutBlanks } from '../http/validation';
import { listTransfers, sendTransfer, transferLimits } from '../services/transfers';

/** A positive amount with up to 2 decimals, as a string or a number ("50.00", 50). */
export const positiveAmount = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'A positive amount with up to 2 decimals, e.g. "50.00".'))
  .refine((v) => /[1-9]/.test(v), { message: 'The amount must be above 0.' });

/** GET /api/backoffice/transactions/ (also the backend contract's, contract/operations.ts). */
export const transferListQuery = withoutBlanks(
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
  }),
);

/** POST /api/backoffice/transactions/ (also the backend contract's, contract/operations.ts). */
export const transferBody = z.object({
  amount: positiveAmount,
  currency: z.string().trim().min(3).max(16),
  recipient_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * Mounted at /api/backoffice (docs/api.md "Transfers"), both spellings of the path: a sub-app's root
 * cannot carry the trailing slash, so the paths name /transactions themselves.
 */
export function transferRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  for (const path of ['/transactions/limits', '/transactions/limits/']) {
    r.get(path, requireAuth, async (c) => c.json(await transferLimits(deps.db, c.get('user'))));
  }
  for (const path of ['/transactions', '/transactions/']) {
    r.get(path, requireAuth, queryOf(transferListQuery), async (c) => c.json(await listTransfers(deps.db, c.get('user').id, c.req.valid('query'))));
    r.post(path, requireAuth, idempotent(deps), jsonBody(transferBody), async (c) =>
      c.json(await sendTransfer(moneyTx(c), c.get('user'), c.req.valid('json'), new Date(deps.clock.now()), { timeZone: deps.config.rgTimeZone }), 201),
    );
  }
  return r;
}
