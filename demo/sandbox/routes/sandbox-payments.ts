import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validation';
import { deliverCallback } from '../services/payment-callbacks';
import { APPROVAL_ACTIONS, CALLBACK_STATUSES, type ApprovalAction, type CallbackStatus } from '../services/payment-status';
import { applyAction, expirePayment, listAllPayments } from '../services/payments';

const callbackBody = z.object({
  status: z.enum(CALLBACK_STATUSES as [string, ...string[]]),
  // 2 delivers the same event twice: proves the provider's retry credits once.
  times: z.union([z.literal(1), z.literal(2)]).default(1),
});
const documentsBody = z.object({
  username: z.string().trim().min(1).max(150),
  documents_status: z.enum(['none', 'pending', 'approved', 'rejected']),
});

const originOf = (c: Context) => new URL(c.req.url).origin;
const idOf = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(404, 'not_found', 'Payment not found.', `no payment ${c.req.param('id')}`);
  return id;
};

/**
 * Mounted at /sandbox/api/payments (QA's control plane, docs/api.md "Sandbox control"): every payment,
 * the five approval actions, a signed provider callback (once or twice), expiry, a player's KYC state.
 * The same services as the operator's API: QA drives payments exactly as staff and providers would.
 */
export function sandboxPaymentRoutes(deps: Deps) {
  const r = new Hono();
  const now = () => new Date(deps.clock.now());

  r.get('/', async (c) => c.json(await listAllPayments(deps.db, originOf(c))));

  r.post('/documents', jsonBody(documentsBody), async (c) => {
    const { username, documents_status } = c.req.valid('json');
    const { rows } = await deps.db.query<{ id: number }>('UPDATE users SET documents_status = $2 WHERE lower(username) = lower($1) RETURNING id', [username, documents_status]);
    if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no user ${username}`);
    return c.json({ code: 'ok', message: `Documents of ${username}: ${documents_status}.`, user_id: rows[0].id, documents_status });
  });

  r.post('/:id{[0-9]+}/callback', jsonBody(callbackBody), async (c) => {
    const { status, times } = c.req.valid('json');
    const id = idOf(c);
    const eventId = `qa_${id}_${status}_${deps.clock.now()}`;
    const deliveries = [];
    // Each delivery in its own transaction, as two HTTP calls of the provider would be.
    for (let i = 0; i < times; i++) deliveries.push(await deps.db.transaction((tx) => deliverCallback(tx, id, status as CallbackStatus, now(), eventId)));
    return c.json({ ok: true, status: deliveries[deliveries.length - 1].status, event_id: eventId, deliveries });
  });

  r.post('/:id{[0-9]+}/expire', async (c) => {
    const id = idOf(c);
    return c.json(await deps.db.transaction((tx) => expirePayment(tx, id, now(), originOf(c))));
  });

  for (const action of APPROVAL_ACTIONS) {
    r.post(`/:id{[0-9]+}/${action}`, async (c) => {
      const id = idOf(c);
      return c.json(await deps.db.transaction((tx) => applyAction(tx, id, action as ApprovalAction, now(), originOf(c))));
    });
  }
  return r;
}
