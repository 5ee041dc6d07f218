import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { queryOf, withoutBlanks } from '../http/validation';
import { paymentHistory } from '../services/payment-history';
import { isStatus, type PaymentStatus } from '../services/payment-status';

const isoDate = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), { message: 'An ISO 8601 date, e.g. 2025-01-15T00:00:00+01:00.' })
  .transform((v) => new Date(v));

/** The history's query (also the backend contract's, contract/operations.ts). */
export const historyQuery = withoutBlanks(
  z.object({
    status: z.coerce
      .number()
      .int()
      .refine((v) => isStatus(v), { message: 'One of 10, 20, 21, 22, 27, 30, 40, 45.' })
      .transform((v) => v as PaymentStatus)
      .optional(),
    payment_type: z.enum(['deposit', 'payout']).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
  }),
);

/** Mounted at /services/facade/history: GET payment and payment/ (docs/api.md "Online payment history"). */
export function paymentHistoryRoutes(deps: Deps, auth: { required: MiddlewareHandler<AppEnv> }) {
  const r = new Hono<AppEnv>();
  for (const path of ['/payment', '/payment/']) {
    r.get(path, auth.required, queryOf(historyQuery), async (c) => c.json(await paymentHistory(deps.db, c.get('user').id, c.req.valid('query'))));
  }
  return r;
}
