// Unpaid deposits expire (docs/api.md "Payments: expiry"; spec money §4 status 45): each system's
// window in its configuration, the sweep on read and on the server's timer, a late success refused
// (409 payment_expired) with nothing credited, the player abandoning a started deposit, and deposit
// limits that an unpaid deposit no longer uses. Runs on PostgreSQL too (sandboxPerTest).
import { describe, expect, it } from 'vitest';
import { startPaymentWorker } from '../../../demo/sandbox/services/payment-worker';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const ctx = sandboxPerTest(START);
const BASE = '/api/backoffice/payments';
const MIN = 60_000;
const LOW = 1002;

let keys = 0;
const key = () => ({ 'Idempotency-Key': `expiry-${++keys}` });
const create = (payment_system: string, amount: string, token = ctx.demo) =>
  ctx.sb.call('POST', `${BASE}/deposit/`, { token, body: { amount, payment_system }, headers: key() });
const crypto = (amount: string, token = ctx.demo) =>
  ctx.sb.call('POST', '/services/crypto-pay/create-payment/', { token, body: { pay_currency: 'usdttrc20', amount }, headers: key() });
/** Moves the clock; the access tokens (5 min) are stale after, so both players sign in again. */
async function travel(ms: number) {
  ctx.sb.clock.advance(ms);
  ctx.demo = (await ctx.sb.login('demo')).access;
  ctx.low = (await ctx.sb.login('low')).access;
}
const stored = async (id: number) =>
  (await ctx.sb.db.query<{ status: number; failure_reason: string | null }>('SELECT status, failure_reason FROM payments WHERE id = $1', [id])).rows[0];
const depositsCredited = async (id: number) =>
  (await ctx.sb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_ledger WHERE reason = 'deposit' AND reference_id = $1`, [String(id)])).rows[0].n;
const iso = (ms: number) => new Date(ms).toISOString();

describe('expiry windows', () => {
  it('each system gives a new deposit its deadline: card 30 min, e-wallet 15 min, bank 72 h, crypto its address\'s', async () => {
    const card = (await create('card', '50')).body.payment;
    const wallet = (await create('ewallet', '50')).body.payment;
    const bank = (await create('bank_transfer', '100')).body.payment;
    expect([card.expires_at, wallet.expires_at, bank.expires_at]).toEqual([iso(START + 30 * MIN), iso(START + 15 * MIN), iso(START + 72 * 60 * MIN)]);
    const coin = (await crypto('50.00')).body;
    const shown = (await ctx.sb.call('GET', `${BASE}/deposit/${coin.payment_id}/`, { token: ctx.demo })).body;
    expect(shown.expires_at).toBe(coin.expires_at);
    expect(coin.expires_at).toBe(iso(START + 20 * MIN));
  });
});

describe('the sweep', () => {
  it('on read: a deposit left unpaid past its deadline is 45 "expired" at its deadline, in the list and alone', async () => {
    const card = (await create('card', '50')).body.payment;
    const wallet = (await create('ewallet', '40')).body.payment;
    await travel(16 * MIN);
    // The e-wallet's 15 minutes are over, the card's 30 not yet.
    const list = (await ctx.sb.call('GET', `${BASE}/deposit/?page_size=100`, { token: ctx.demo })).body.results;
    expect(list.find((p: any) => p.id === wallet.id)).toMatchObject({ status: 45, failure_reason: 'expired' });
    expect(list.find((p: any) => p.id === card.id)).toMatchObject({ status: 10, failure_reason: null });
    await travel(15 * MIN);
    expect(await stored(card.id)).toEqual({ status: 10, failure_reason: null });
    const one = (await ctx.sb.call('GET', `${BASE}/deposit/${card.id}/`, { token: ctx.demo })).body;
    expect(one).toMatchObject({ status: 45, status_name: 'expired', failure_reason: 'expired', redirect_link: null });
    expect(one.timeline).toEqual([{ status: 10, at: iso(START) }, { status: 45, at: iso(START + 30 * MIN) }]);
    expect((await getAllBalances(ctx.sb.db, 1001)).balance).toBe('1000.00');
  });

  it('on the server\'s timer: expires due deposits nobody reads', async () => {
    const wallet = (await create('ewallet', '40')).body.payment;
    const stop = startPaymentWorker(ctx.sb.db, () => ctx.sb.clock.now(), 20);
    try {
      expect(await stored(wallet.id)).toEqual({ status: 20, failure_reason: null });
      ctx.sb.clock.advance(15 * MIN);
      await expect.poll(() => stored(wallet.id), { timeout: 5000, interval: 20 }).toEqual({ status: 45, failure_reason: 'expired' });
    } finally {
      await stop();
    }
  });

  it('a provider page opened after the deadline shows the payment expired, and paying there credits nothing', async () => {
    const card = (await create('card', '50')).body.payment;
    const token = new URL(card.redirect_link).searchParams.get('token');
    await travel(31 * MIN);
    expect((await ctx.sb.call('GET', `/sandbox/payments/api/card/${card.id}?token=${token}`)).body).toEqual({ status: 45 });
    const paid = await ctx.sb.call('POST', `/sandbox/payments/api/card/${card.id}/card`, { body: { token, number: '4242424242424242', expiry: '12/30', cvc: '123' } });
    expect(paid.body).toEqual({ step: 'done', status: 45 });
    expect(await depositsCredited(card.id)).toBe(0);
  });
});

describe('a success after expiry', () => {
  it('is refused 409 payment_expired and credits nothing: provider callback, QA, staff, swept or not yet', async () => {
    const card = (await create('card', '50')).body.payment;
    const wallet = (await create('ewallet', '40')).body.payment;
    await travel(31 * MIN);
    // Not read since: still 10/20 in the table, past their deadline.
    expect((await stored(card.id)).status).toBe(10);
    const provider = await ctx.sb.call('POST', `/sandbox/api/payments/${card.id}/callback`, { body: { status: 'success' } });
    expect([provider.status, provider.body.code]).toEqual([409, 'payment_expired']);
    const admin = (await ctx.sb.login('admin')).access;
    const staff = await ctx.sb.call('POST', `${BASE}/deposit/${wallet.id}/approve_success/`, { token: admin, headers: key() });
    expect([staff.status, staff.body.code]).toEqual([409, 'payment_expired']);
    // Once swept (45), the same answer.
    expect((await ctx.sb.call('GET', `${BASE}/deposit/${card.id}/`, { token: ctx.demo })).body.status).toBe(45);
    const again = await ctx.sb.call('POST', `/sandbox/api/payments/${card.id}/callback`, { body: { status: 'success' } });
    expect([again.status, again.body.code]).toEqual([409, 'payment_expired']);
    expect(await depositsCredited(card.id)).toBe(0);
    expect(await depositsCredited(wallet.id)).toBe(0);
    expect((await getAllBalances(ctx.sb.db, 1001)).balance).toBe('1000.00');
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('before the deadline a success still credits', async () => {
    const card = (await create('card', '50')).body.payment;
    await travel(29 * MIN);
    expect((await ctx.sb.call('POST', `/sandbox/api/payments/${card.id}/callback`, { body: { status: 'success' } })).body.status).toBe(30);
    await travel(5 * MIN);
    expect((await ctx.sb.call('GET', `${BASE}/deposit/${card.id}/`, { token: ctx.demo })).body).toMatchObject({ status: 30, credited_amount: '50.00' });
  });
});

describe('the player abandons a deposit', () => {
  const cancel = (id: number, token = ctx.demo, headers: Record<string, string> = key()) =>
    ctx.sb.call('POST', `${BASE}/deposit/${id}/cancel_payment/`, { token, headers });

  it('started or waiting: 45 "abandoned", the payment and the balances answered, once per Idempotency-Key', async () => {
    const card = (await create('card', '50')).body.payment;
    expect(card.cancellable).toBe(true);
    const k = key();
    const first = await cancel(card.id, ctx.demo, k);
    expect(first.status, first.text).toBe(200);
    expect(first.body.payment).toMatchObject({ id: card.id, status: 45, failure_reason: 'abandoned', redirect_link: null, cancellable: false });
    expect(first.body.balances).toEqual(await getAllBalances(ctx.sb.db, 1001));
    expect((await cancel(card.id, ctx.demo, k)).body).toEqual(first.body);
    const late = await cancel(card.id);
    expect([late.status, late.body.code]).toEqual([409, 'payment_not_cancellable']);
    // The provider's success afterwards credits nothing.
    expect((await ctx.sb.call('POST', `/sandbox/api/payments/${card.id}/callback`, { body: { status: 'success' } })).status).toBe(409);
    expect(await depositsCredited(card.id)).toBe(0);

    const wallet = (await create('ewallet', '30')).body.payment;
    expect((await cancel(wallet.id)).body.payment).toMatchObject({ status: 45, failure_reason: 'abandoned' });
  });

  it('only the owner\'s, only unpaid: another player 404, a paid or approved deposit 409; a crypto one with nothing arrived', async () => {
    const card = (await create('card', '50')).body.payment;
    expect((await cancel(card.id, ctx.low)).status).toBe(404);
    expect((await cancel(9)).body.code).toBe('payment_not_cancellable'); // seeded, credited (30)
    expect((await cancel(7)).body.code).toBe('payment_not_cancellable'); // seeded, approved (21)
    expect((await ctx.sb.call('POST', `${BASE}/deposit/${card.id}/cancel_payment/`, { headers: key() })).status).toBe(401);
    const coin = (await crypto('50.00')).body;
    expect((await cancel(coin.payment_id)).body.payment).toMatchObject({ status: 45, failure_reason: 'abandoned' });
    // Coin on its way (QA scheduled the arrival): not abandoned, what is sent will be credited.
    const sent = (await crypto('60.00')).body;
    expect((await ctx.sb.call('POST', `/sandbox/api/crypto/${sent.id}/confirm`, { body: { mode: 'full', delay_seconds: 60 } })).status).toBe(200);
    expect((await cancel(sent.payment_id)).body.code).toBe('payment_not_cancellable');
  });
});

describe('deposit limits', () => {
  const put = (body: unknown) => ctx.sb.call('PUT', '/api/users/limits/', { token: ctx.low, body });
  const used = async () => (await ctx.sb.call('GET', '/api/users/limits/', { token: ctx.low })).body.usage.deposit_daily;

  it('deposits started and left unpaid stop using the daily limit once abandoned or expired; credited ones count', async () => {
    expect((await put({ deposit_daily: '100.00' })).status).toBe(200);
    const before = (await getAllBalances(ctx.sb.db, LOW)).balance;
    const card = (await create('card', '60', ctx.low)).body.payment;
    expect((await create('ewallet', '40', ctx.low)).status).toBe(201);
    // In progress, each holds its amount: nothing more fits today.
    expect((await used()).used).toBe('100.00');
    expect((await create('card', '20', ctx.low)).body).toMatchObject({ code: 'deposit_limit_reached', remaining: '0.00' });
    // Abandoned: its 60 are free at once.
    expect((await ctx.sb.call('POST', `${BASE}/deposit/${card.id}/cancel_payment/`, { token: ctx.low, headers: key() })).status).toBe(200);
    expect((await used()).used).toBe('40.00');
    // Left unpaid past their windows (e-wallet 15 min, card 30 min): they use nothing.
    const later = (await create('card', '60', ctx.low)).body.payment;
    await travel(31 * MIN);
    expect((await used())).toMatchObject({ used: '0.00', remaining: '100.00' });
    expect(await stored(later.id)).toEqual({ status: 10, failure_reason: null });
    // A new deposit of the whole limit is accepted (it expires the due ones first), and once credited it counts.
    const paid = (await create('card', '100', ctx.low)).body.payment;
    expect((await stored(later.id)).status).toBe(45);
    expect((await ctx.sb.call('POST', `/sandbox/api/payments/${paid.id}/callback`, { body: { status: 'success' } })).body.status).toBe(30);
    await travel(31 * MIN);
    expect((await used()).used).toBe('100.00');
    expect((await create('card', '20', ctx.low)).body.code).toBe('deposit_limit_reached');
    expect(Number((await getAllBalances(ctx.sb.db, LOW)).balance)).toBe(Number(before) + 100);
  });
});
