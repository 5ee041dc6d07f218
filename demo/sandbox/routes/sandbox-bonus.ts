import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { jsonBody } from '../http/validation';
import { addBonusItem } from '../services/bonus-exchange';
import { BONUS_TYPES } from '../services/bonus-history';
import { refuseGrantIfExcluded } from '../services/rg-exclusion';

const itemSchema = z.object({
  username: z.string().trim().min(1).max(150),
  list: z.enum(['bonusbalance', 'cashback']),
  type: z.enum(BONUS_TYPES),
  amount: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'A positive amount with up to 2 decimals, e.g. "10.00".'))
    .refine((v) => /[1-9]/.test(v), { message: 'A positive amount with up to 2 decimals, e.g. "10.00".' }),
  is_accrued: z.boolean().default(true),
  credit: z.boolean().default(false),
});

/**
 * /sandbox/api/bonus-items: QA adds a bonus or cashback item, and may move the bonus wallet with it; GET
 * names the types it accepts, so the QA page offers the client's list rather than a copy of it.
 */
export function sandboxBonusRoutes(deps: Deps) {
  const r = new Hono();
  r.get('/bonus-items', (c) => c.json({ types: BONUS_TYPES }));
  r.post('/bonus-items', jsonBody(itemSchema), async (c) => {
    const input = c.req.valid('json');
    // Nothing is granted to an excluded player (409 self_excluded).
    await refuseGrantIfExcluded(deps.db, input.username, new Date(deps.clock.now()));
    const item = await deps.db.transaction((tx) => addBonusItem(tx, input, new Date(deps.clock.now())));
    return c.json(item, 201);
  });
  return r;
}
