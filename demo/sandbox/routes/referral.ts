import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { jsonBody, queryOf } from '../http/validation';
import { activateCode, activeCode, validateCode } from '../services/referral';

/** The code, as the query of validate_code/ and the body of activate/ (also the backend contract's, contract/operations.ts). */
export const code = z.object({ code: z.string().trim().min(1).max(64) });

export function referralRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();

  r.get('/register/validate_code/', queryOf(code), async (c) => c.json(await validateCode(deps, c.req.valid('query').code)));

  // The activation itself (spec money §7 "Accounts and referral" names only the POST): the promo code
  // page reads it on load, so a reload still shows the code the player activated.
  r.get('/activate/', requireAuth, async (c) => c.json(await activeCode(deps.db, c.get('user').id)));

  r.post('/activate/', requireAuth, jsonBody(code), async (c) => {
    const { partner_id } = await activateCode(deps, c.get('user').id, c.req.valid('json').code);
    return c.json({ code: 'ok', message: 'Referral code activated.', partner_id });
  });

  return r;
}
