import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody, queryOf } from '../http/validation';
import { availableCurrencies, createCryptoPayment, getCryptoPayment, minAmount } from '../services/crypto';
import { positiveAmount } from './transfers';

const both = (path: string) => [path, `${path}/`];

const coinCode = z.string().trim().toLowerCase().min(1).max(32);
/** POST create-payment (also the backend contract's, contract/operations.ts). */
export const createBody = z.object({ pay_currency: coinCode, amount: positiveAmount });

/** GET min-amount (also the backend contract's, contract/operations.ts). */
export const minAmountQuery = z.object({ currency: coinCode });

/** Mounted at /services/crypto-pay (docs/api.md "Crypto"). */
export function cryptoRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());

  for (const path of both('/available-currencies')) r.get(path, requireAuth, (c) => c.json(availableCurrencies()));

  for (const path of both('/min-amount')) {
    r.get(path, requireAuth, queryOf(minAmountQuery), async (c) =>
      c.json(await minAmount(deps.db, c.get('user').currency, c.req.valid('query').currency)),
    );
  }

  for (const path of both('/create-payment')) {
    r.post(path, requireAuth, idempotent(deps), jsonBody(createBody), async (c) =>
      c.json(await createCryptoPayment(moneyTx(c), c.get('user'), c.req.valid('json'), now(), { timeZone: deps.config.rgTimeZone }), 201),
    );
  }

  // A read that may write: expiry and a scheduled arrival are applied when the payment is looked at.
  for (const path of both('/payment/:id')) {
    r.get(path, requireAuth, async (c) =>
      c.json(await deps.db.transaction((tx) => getCryptoPayment(tx, c.get('user').id, c.req.param('id') ?? '', now()))),
    );
  }
  return r;
}
