import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validation';
import { deliverCallback } from '../services/payment-callbacks';
import { listDeliveries, processDelivery, scheduleDelivery } from '../services/payment-deliveries';
import { APPROVAL_ACTIONS, CALLBACK_STATUSES, type ApprovalAction, type CallbackStatus } from '../services/payment-status';
import { applyAction, expirePayment, findPayment, listAllPayments } from '../services/payments';
import { runPaymentWork } from '../services/payment-worker';

const callbackBody = z.object({
  status: z.enum(CALLBACK_STATUSES as [string, ...string[]]),
  // 2 delivers the same event twice: proves the provider's retry credits once.
  times: z.union([z.literal(1), z.literal(2)]).default(1),
});
// A durable delivery (services/payment-deliveries.ts): due after `delay_seconds`, its first `fail_times`
// attempts failing as an unreachable endpoint would ("crash the callback").
const deliveryBody = z.object({
  status: z.enum(CALLBACK_STATUSES as [string, ...string[]]),
  fail_times: z.number().int().min(0).max(20).default(0),
  delay_seconds: z.number().int().min(0).max(86_400).default(0),
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
 * the five approval actions, a signed provider callback (once or twice), a deferred delivery (failing N
 * times first), the worker's tick, expiry, a player's KYC state.
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

  // Deferred provider deliveries: QA schedules one (optionally failing N times first), lists them, runs
  // the worker's tick now, or makes one due now (skipping its backoff).
  r.get('/deliveries', async (c) => {
    const payment = c.req.query('payment');
    return c.json(await listDeliveries(deps.db, payment && /^\d{1,10}$/.test(payment) ? Number(payment) : undefined));
  });
  r.post('/deliveries/run', async (c) => {
    const { expired, attempts } = await runPaymentWork(deps.db, now());
    return c.json({ expired, deliveries: attempts.map((a) => ({ id: Number(a.delivery.id), outcome: a.delivery.outcome, attempts: a.delivery.attempts, last_error: a.delivery.last_error })) });
  });
  r.post('/deliveries/:delivery{[0-9]+}/retry', async (c) => {
    const id = Number(c.req.param('delivery'));
    const { rowCount } = await deps.db.query('UPDATE provider_deliveries SET due_at = $2 WHERE id = $1 AND done_at IS NULL', [id, now().toISOString()]);
    if (!rowCount) throw new ApiError(404, 'not_found', 'No pending delivery.', `no pending delivery ${id}`);
    await processDelivery(deps.db, id, now());
    return c.json((await listDeliveries(deps.db)).find((d) => d.id === id));
  });
  r.post('/:id{[0-9]+}/deliveries', jsonBody(deliveryBody), async (c) => {
    const id = idOf(c);
    const { status, fail_times, delay_seconds } = c.req.valid('json');
    const at = now();
    const delivery = await deps.db.transaction(async (tx) => {
      if (!(await findPayment(tx, id))) throw new ApiError(404, 'not_found', 'Payment not found.', `no payment ${id}`);
      return scheduleDelivery(tx, { paymentId: id, status: status as CallbackStatus, dueAt: new Date(at.getTime() + delay_seconds * 1000), failTimes: fail_times }, at);
    });
    if (delay_seconds === 0) await processDelivery(deps.db, Number(delivery.id), at);
    const [json] = await listDeliveries(deps.db, id, 1);
    return c.json(json, 201);
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
