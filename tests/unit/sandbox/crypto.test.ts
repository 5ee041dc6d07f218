import { beforeEach, describe, expect, it } from 'vitest';
import { centsFor, coinUnitsFor, COINS, depositAddress, formatCoin, parseCoin } from '../../../demo/sandbox/services/crypto-coins';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

const C = '/services/crypto-pay';
const START = Date.UTC(2025, 0, 15, 12, 0, 0);

let sb: Sandbox;
let demo: string;

const ctx = sandboxPerTest(START);
beforeEach(() => {
  ({ sb, demo } = ctx);
});

const create = (body: Record<string, unknown>, key?: string, token = demo) =>
  sb.call('POST', `${C}/create-payment`, { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const confirm = (id: string | number, body: Record<string, unknown>) => sb.call('POST', `/sandbox/api/crypto/${id}/confirm`, { body });
const balance = async (id = 1001) => (await sb.db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE id = $1', [id])).rows[0].balance;
/** The player's reads after the clock moved past the access token's life. */
const read = async (id: string) => sb.call('GET', `${C}/payment/${id}`, { token: (await sb.login('demo')).access });
const deposit = async (paymentId: number, token = demo) => (await sb.call('GET', `/api/backoffice/payments/deposit/${paymentId}/`, { token })).body;

describe('coin arithmetic', () => {
  it('is exact to the 1e-8 and rounds the player\'s way', () => {
    expect(formatCoin(1200n)).toBe('0.00001200');
    expect(parseCoin('1.5')).toBe(150_000_000n);
    // 100.00 TND at 300000 TND/BTC = 0.000333333… -> up to 0.00033334.
    expect(formatCoin(coinUnitsFor(10_000n, '1', '300000', 'up'))).toBe('0.00033334');
    // …worth 100.002 TND: credited down to 100.00.
    expect(centsFor(33_334n, '1', '300000', 'down')).toBe(10_000n);
    // 10.00 EUR (0.295 per TND) in USDT at 3.1 TND: 10 / 0.295 / 3.1 = 10.934937124…
    expect(formatCoin(coinUnitsFor(1000n, '0.295', '3.1', 'up'))).toBe('10.93493713');
  });

  it('gives each payment its own address, the same every time, in its network\'s shape', () => {
    const shapes: Record<string, RegExp> = {
      btc: /^bc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/,
      eth: /^0x[0-9a-f]{40}$/,
      usdttrc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
      usdterc20: /^0x[0-9a-f]{40}$/,
      busdbsc: /^0x[0-9a-f]{40}$/,
      bnbbsc: /^0x[0-9a-f]{40}$/,
      doge: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
      trx: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
      ltc: /^ltc1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/,
    };
    for (const coin of COINS) {
      expect(depositAddress(coin, 1001), coin.code).toMatch(shapes[coin.code]);
      expect(depositAddress(coin, 1001)).toBe(depositAddress(coin, 1001));
      expect(depositAddress(coin, 1002)).not.toBe(depositAddress(coin, 1001));
    }
  });
});

describe('available currencies and minimums', () => {
  it("lists the 9 coins in the spec's order with their networks, both spellings", async () => {
    for (const path of [`${C}/available-currencies`, `${C}/available-currencies/`]) {
      const res = await sb.call('GET', path, { token: demo });
      expect(res.status).toBe(200);
      expect(res.body.currencies.map((c: { code: string }) => c.code)).toEqual(['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc']);
      expect(res.body.currencies[2]).toEqual({ code: 'usdttrc20', name: 'Tether USDT', network: 'TRC-20' });
      expect(res.body.currencies.map((c: { network: string }) => c.network)).toEqual(['Bitcoin', 'Ethereum', 'TRC-20', 'ERC-20', 'BSC', 'BSC', 'Dogecoin', 'TRON', 'Litecoin']);
    }
    expect((await sb.call('GET', `${C}/available-currencies`)).status).toBe(401);
  });

  it('gives the minimum in coin and in TND: the coin\'s own, never under the crypto system\'s 25.00', async () => {
    const btc = await sb.call('GET', `${C}/min-amount?currency=BTC`, { token: demo });
    // fiat_max: the crypto system's 20,000.00 (under max_transaction's 20,000.12), the most it accepts.
    expect(btc.body).toEqual({ currency: 'btc', min: '0.00010000', fiat_amount: '30.00', fiat_max: '20000.00', fiat_currency: 'TND' });
    // TRC-20's own minimum is 20.00 TND: the system's 25.00 wins.
    const trc = await sb.call('GET', `${C}/min-amount/?currency=usdttrc20`, { token: demo });
    expect(trc.body).toEqual({ currency: 'usdttrc20', min: '8.06451613', fiat_amount: '25.00', fiat_max: '20000.00', fiat_currency: 'TND' });
    const bad = await sb.call('GET', `${C}/min-amount?currency=xrp`, { token: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid');
    expect(bad.body.errors[0].field).toBe('currency');
  });
});

describe('create-payment', () => {
  it('creates a deposit at 20 on the crypto system with an address and the coin amount, expiring in 20 minutes', async () => {
    const res = await create({ pay_currency: 'usdttrc20', amount: '50.00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      pay_currency: 'usdttrc20', network: 'TRC-20', pay_amount: '16.12903226', status: 20, expires_at: '2025-01-15T12:20:00.000Z',
    });
    expect(res.body.id).toMatch(/^cp_[0-9a-f]{16}$/);
    expect(res.body.address).toMatch(/^T/);
    const payment = await deposit(res.body.payment_id);
    expect(payment).toMatchObject({ type: 'deposit', payment_system: 'crypto', status: 20, amount: '50.00', amount_currency: 'TND' });
    // Nothing credited before the coin arrives.
    expect(await balance()).toBe('1000.00');
  });

  it('refuses below the minimum (payment_system_limits) and an unknown coin', async () => {
    const low = await create({ pay_currency: 'btc', amount: '29.99' });
    expect(low.status).toBe(400);
    expect(low.body.code).toBe('payment_system_limits');
    expect(low.body.message).toContain('30.00');
    expect((await create({ pay_currency: 'xrp', amount: '50.00' })).body.errors[0]).toMatchObject({ field: 'pay_currency', code: 'invalid' });
  });

  it('makes one payment per Idempotency-Key', async () => {
    const body = { pay_currency: 'btc', amount: '100.00' };
    const first = await create(body, 'crypto-key-1');
    const again = await create(body, 'crypto-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const { rows } = await sb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payments WHERE payment_system = 'crypto'");
    expect(rows[0].n).toBe(1);
    expect((await create(body, 'crypto-key-2')).body.id).not.toBe(first.body.id);
  });

  it("GET payment/{id} by its player only, with what arrived", async () => {
    const made = (await create({ pay_currency: 'eth', amount: '40.00' })).body;
    const read = await sb.call('GET', `${C}/payment/${made.id}`, { token: demo });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...made, actually_paid: '0.00000000' });
    const other = (await sb.login('cashplayer')).access;
    expect((await sb.call('GET', `${C}/payment/${made.id}/`, { token: other })).status).toBe(404);
  });
});

describe('the gateway simulation', () => {
  it('full: 30, the amount credited once, a second confirmation changes nothing', async () => {
    const made = (await create({ pay_currency: 'btc', amount: '100.00' })).body;
    const res = await confirm(made.id, { mode: 'full' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 30, actually_paid: '0.00033334', credited_amount: '100.00' });
    expect(await balance()).toBe('1100.00');
    expect((await confirm(made.payment_id, { mode: 'full' })).body.status).toBe(30);
    expect(await balance()).toBe('1100.00');
    expect((await confirm(made.id, { mode: 'none' })).status).toBe(409);
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('partial: 30 crediting the fiat value of what arrived (the network fee short), less than the amount', async () => {
    const made = (await create({ pay_currency: 'usdttrc20', amount: '50.00' })).body;
    const res = await confirm(made.id, { mode: 'partial' });
    // 16.12903226 USDT asked, 1.00 USDT (3.10 TND) of fee not added: 15.12903226 × 3.1 = 46.90 TND.
    expect(res.body).toMatchObject({ status: 30, actually_paid: '15.12903226', credited_amount: '46.90' });
    expect(await balance()).toBe('1046.90');
    const payment = await deposit(made.payment_id);
    expect(payment).toMatchObject({ status: 30, amount: '50.00', credited_amount: '46.90' });
    expect((await sb.call('GET', `${C}/payment/${made.id}`, { token: demo })).body).toMatchObject({ status: 30, actually_paid: '15.12903226' });
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('none: expired now, nothing credited', async () => {
    const made = (await create({ pay_currency: 'doge', amount: '30.00' })).body;
    expect((await confirm(made.id, { mode: 'none' })).body).toMatchObject({ status: 45, actually_paid: '0.00000000' });
    expect(await balance()).toBe('1000.00');
    expect((await deposit(made.payment_id)).failure_reason).toBe('expired');
  });

  it('expires lazily at 20 minutes when read, and nothing arrives after', async () => {
    const made = (await create({ pay_currency: 'ltc', amount: '30.00' })).body;
    sb.clock.set(START + 20 * 60_000 - 1);
    expect((await read(made.id)).body.status).toBe(20);
    sb.clock.set(START + 20 * 60_000);
    expect((await read(made.id)).body.status).toBe(45);
    const timeline = (await deposit(made.payment_id, (await sb.login('demo')).access)).timeline;
    expect(timeline[timeline.length - 1]).toEqual({ status: 45, at: '2025-01-15T12:20:00.000Z' });
    expect((await confirm(made.id, { mode: 'full' })).status).toBe(409);
    expect(await balance()).toBe('1000.00');
  });

  it("the deposit's own GET (what the pending tray polls) applies the expiry and a due arrival too", async () => {
    const expiring = (await create({ pay_currency: 'ltc', amount: '30.00' })).body;
    const arriving = (await create({ pay_currency: 'btc', amount: '60.00' })).body;
    await confirm(arriving.id, { mode: 'full', delay_seconds: 30 });
    sb.clock.set(START + 20 * 60_000);
    const access = (await sb.login('demo')).access;
    expect((await deposit(expiring.payment_id, access)).status).toBe(45);
    expect((await deposit(arriving.payment_id, access)).status).toBe(30);
    expect(await balance()).toBe('1060.00');
  });

  it('a delayed arrival is applied when due, at its own time', async () => {
    const made = (await create({ pay_currency: 'btc', amount: '60.00' })).body;
    const scheduled = await confirm(made.id, { mode: 'full', delay_seconds: 30 });
    expect(scheduled.body).toMatchObject({ status: 20, arrival_mode: 'full', arrives_at: '2025-01-15T12:00:30.000Z' });
    sb.clock.set(START + 29_000);
    expect((await read(made.id)).body.status).toBe(20);
    // Read long after: the arrival (12:00:30) came before the expiry (12:20), so it wins.
    sb.clock.set(START + 3600_000);
    expect((await read(made.id)).body.status).toBe(30);
    expect(await balance()).toBe('1060.00');
  });

  it('QA lists every crypto payment, settled', async () => {
    const made = (await create({ pay_currency: 'trx', amount: '30.00' })).body;
    sb.clock.set(START + 21 * 60_000);
    const list = (await sb.call('GET', '/sandbox/api/crypto')).body;
    expect(list[0]).toMatchObject({ id: made.id, status: 45, user: 1001, amount: '30.00', amount_currency: 'TND' });
    expect((await confirm('cp_0000', { mode: 'full' })).status).toBe(404);
    expect((await confirm(made.id, { mode: 'most' })).status).toBe(400);
  });
});
