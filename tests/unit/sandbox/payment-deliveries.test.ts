// Deferred provider deliveries (docs/api.md "Payments: deferred deliveries"; DESIGN §7 "Durable side
// effects"): the e-wallet's delayed approval is a provider_deliveries row, not a timer; the worker
// delivers what is due once, retries a failing delivery with exponential backoff, stops at a refusal
// or after the last attempt. Runs on PostgreSQL too (sandboxPerTest).
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, MAX_ATTEMPTS, processDelivery } from '../../../demo/sandbox/services/payment-deliveries';
import { runPaymentWork, startPaymentWorker } from '../../../demo/sandbox/services/payment-worker';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const BASE = '/api/backoffice/payments';
let keys = 0;
const key = () => ({ 'Idempotency-Key': `deliveries-${++keys}` });

async function ewalletDeposit(amount = '30') {
  const res = await ctx.sb.call('POST', `${BASE}/deposit/`, { token: ctx.demo, body: { amount, payment_system: 'ewallet' }, headers: key() });
  expect(res.status, res.text).toBe(201);
  const link = (await ctx.sb.call('GET', '/sandbox/api/payments')).body.find((p: any) => p.id === res.body.payment.id).checkout_link;
  return { id: res.body.payment.id as number, token: new URL(link).searchParams.get('token')! };
}
const now = () => new Date(ctx.sb.clock.now());
const status = async (id: number) => (await ctx.sb.db.query<{ status: number }>('SELECT status FROM payments WHERE id = $1', [id])).rows[0].status;
const credits = async (id: number) =>
  (await ctx.sb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_ledger WHERE reason = 'deposit' AND reference_id = $1`, [String(id)])).rows[0].n;
const deliveries = async (id: number) => (await ctx.sb.call('GET', `/sandbox/api/payments/deliveries?payment=${id}`)).body;
const approveInApp = (p: { id: number; token: string }, delay_ms: number) =>
  ctx.sb.call('POST', `/sandbox/payments/api/ewallet/${p.id}/answer`, { body: { token: p.token, decision: 'approve', delay_ms } });

describe('the e-wallet\'s delayed approval', () => {
  it('is a row due after the delay, delivered once by the worker when due', async () => {
    const p = await ewalletDeposit();
    expect((await approveInApp(p, 2000)).body).toEqual({ step: 'waiting', status: 20 });
    const [row] = await deliveries(p.id);
    expect(row).toMatchObject({ payment_id: p.id, status: 'success', attempts: 0, done_at: null, due_at: new Date(ctx.sb.clock.now() + 2000).toISOString() });
    expect((await runPaymentWork(ctx.sb.db, now())).attempts).toEqual([]);
    expect(await status(p.id)).toBe(20);
    ctx.sb.clock.advance(2000);
    const work = await runPaymentWork(ctx.sb.db, now());
    expect(work.attempts.map((a) => a.delivery.outcome)).toEqual(['delivered']);
    expect(await status(p.id)).toBe(30);
    // Later ticks, and a direct attempt at the done row, deliver nothing more.
    ctx.sb.clock.advance(60_000);
    expect((await runPaymentWork(ctx.sb.db, now())).attempts).toEqual([]);
    expect(await processDelivery(ctx.sb.db, row.id, now())).toBeUndefined();
    expect(await credits(p.id)).toBe(1);
    expect((await getAllBalances(ctx.sb.db, 1001)).balance).toBe('1030.00');
  });

  it('two workers at once deliver it once', async () => {
    const p = await ewalletDeposit();
    await approveInApp(p, 100);
    ctx.sb.clock.advance(100);
    const [row] = await deliveries(p.id);
    const both = await Promise.all([processDelivery(ctx.sb.db, row.id, now()), processDelivery(ctx.sb.db, row.id, now())]);
    expect(both.filter((a) => a?.delivery.outcome === 'delivered')).toHaveLength(1);
    expect(await credits(p.id)).toBe(1);
  });

  it('is delivered by the server\'s timer, nobody asking', async () => {
    const p = await ewalletDeposit();
    await approveInApp(p, 500);
    const stop = startPaymentWorker(ctx.sb.db, () => ctx.sb.clock.now(), 20);
    try {
      ctx.sb.clock.advance(500);
      await expect.poll(() => status(p.id), { timeout: 5000, interval: 20 }).toBe(30);
    } finally {
      await stop();
    }
    expect(await credits(p.id)).toBe(1);
  });
});

describe('a failing delivery (QA: crash the callback)', () => {
  it('is retried with exponential backoff, then delivered once', async () => {
    const p = await ewalletDeposit('40');
    const scheduled = await ctx.sb.call('POST', `/sandbox/api/payments/${p.id}/deliveries`, { body: { status: 'success', fail_times: 2 } });
    expect(scheduled.status, scheduled.text).toBe(201);
    const start = ctx.sb.clock.now();
    // The first attempt, at once, failed: due again after the base delay.
    expect(scheduled.body).toMatchObject({ attempts: 1, done_at: null, fail_remaining: 1, due_at: new Date(start + BACKOFF_BASE_MS).toISOString() });
    expect(scheduled.body.last_error).toMatch(/did not answer/);
    expect(await status(p.id)).toBe(20);
    ctx.sb.clock.advance(BACKOFF_BASE_MS - 1);
    expect((await runPaymentWork(ctx.sb.db, now())).attempts).toEqual([]);
    ctx.sb.clock.advance(1);
    const second = (await runPaymentWork(ctx.sb.db, now())).attempts[0].delivery;
    // Twice the delay after the second failure.
    expect(second).toMatchObject({ attempts: 2, done_at: null, fail_remaining: 0 });
    expect(new Date(second.due_at).getTime()).toBe(start + BACKOFF_BASE_MS + 2 * BACKOFF_BASE_MS);
    ctx.sb.clock.advance(2 * BACKOFF_BASE_MS);
    expect((await runPaymentWork(ctx.sb.db, now())).attempts.map((a) => [a.delivery.outcome, a.delivery.attempts])).toEqual([['delivered', 3]]);
    expect(await status(p.id)).toBe(30);
    expect(await credits(p.id)).toBe(1);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('gives up after the last attempt; a refusal (the payment expired meanwhile) is final at once', async () => {
    const p = await ewalletDeposit();
    const doomed = (await ctx.sb.call('POST', `/sandbox/api/payments/${p.id}/deliveries`, { body: { status: 'manual', fail_times: 20 } })).body;
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await ctx.sb.call('POST', `/sandbox/api/payments/deliveries/${doomed.id}/retry`);
    }
    const [last] = await deliveries(p.id);
    expect(last).toMatchObject({ attempts: MAX_ATTEMPTS, outcome: 'gave_up', done_at: expect.any(String) });
    expect(await status(p.id)).toBe(20);

    const late = await ewalletDeposit();
    expect((await approveInApp(late, 10_000)).body.status).toBe(20);
    ctx.sb.clock.advance(16 * 60_000);
    const work = await runPaymentWork(ctx.sb.db, now());
    // The sweep expired it first (e-wallet: 15 min); the approval arriving after is refused, not retried.
    expect(work.expired).toContain(late.id);
    expect(work.attempts.map((a) => [a.delivery.outcome, a.delivery.attempts])).toEqual([['refused:payment_expired', 1]]);
    expect(await status(late.id)).toBe(45);
    expect(await credits(late.id)).toBe(0);
  });
});
