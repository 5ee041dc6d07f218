import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { idempotent, moneyTx } from '../http/idempotency';
import { jsonBody } from '../http/validation';
import { ARRIVAL_MODES, confirmCrypto, listCrypto, type ArrivalMode } from '../services/crypto';
import { cashierOverview, sendTransferAs } from '../services/transfers';
import { AGENT_ID, CASHPLAYER_ID } from '../seeds/transfers';
import { positiveAmount } from './transfers';

const accountId = z.coerce.number().int().min(1).max(2_147_483_647);

const confirmBody = z.object({
  mode: z.enum(ARRIVAL_MODES),
  // The gateway "receives after a delay": scheduled, applied when the payment is next read.
  delay_seconds: z.number().int().min(0).max(3600).default(0),
});

const transferBody = z.object({
  from: accountId.default(AGENT_ID),
  to: accountId.default(CASHPLAYER_ID),
  amount: positiveAmount,
  currency: z.string().trim().min(3).max(16).optional(),
});

/**
 * Mounted at /sandbox/api beside routes/sandbox.ts (QA's control plane, docs/api.md "Sandbox control"):
 * the crypto gateway's confirmations and the agent's transfers, through the same services as the API.
 */
export function sandboxCashierRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const now = () => new Date(deps.clock.now());

  // Settles what is due first (expiry, scheduled arrivals), so QA sees the state a player would.
  r.get('/crypto', async (c) => c.json(await deps.db.transaction((tx) => listCrypto(tx, now()))));

  // By the gateway id (cp_…) or the deposit's payment id.
  r.post('/crypto/:id{cp_[0-9a-f]+|[0-9]+}/confirm', jsonBody(confirmBody), async (c) => {
    const { mode, delay_seconds } = c.req.valid('json');
    const ref = c.req.param('id') ?? '';
    return c.json(await deps.db.transaction((tx) => confirmCrypto(tx, ref, mode as ArrivalMode, now(), delay_seconds)));
  });

  // The cashiers, their limits and players, and the latest transfers (the QA section's form and table).
  r.get('/transfers', async (c) => c.json(await cashierOverview(deps.db)));

  // The agent sends money to a player: the API's rules and money path; an Idempotency-Key from the QA
  // page makes a double press send once (keys of their own scope, apart from any player's).
  r.post('/transfers', idempotent(deps, { owner: () => ({ scope: 'control:transfers' }) }), jsonBody(transferBody), async (c) =>
    c.json(await sendTransferAs(moneyTx(c), c.req.valid('json'), now(), { timeZone: deps.config.rgTimeZone }), 201),
  );

  return r;
}
