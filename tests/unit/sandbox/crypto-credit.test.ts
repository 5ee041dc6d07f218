// A crypto deposit is credited only from what arrived (docs/api.md "Crypto"; spec money §5): whoever
// asks for success — the generic provider callback, staff's approve_success + process_after_approve or
// manual_success, QA's callback — the credit is the fiat worth of the coin the gateway recorded, and
// with nothing received the deposit does not move (409 crypto_nothing_received). Runs on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { centsFor, formatCoin, parseCoin } from '../../../demo/sandbox/services/crypto-coins';
import { fromCents } from '../../../demo/sandbox/services/money';
import { providerSecret, signCallback } from '../../../demo/sandbox/services/payment-callbacks';
import { auditWallet, getAllBalances } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const BASE = '/api/backoffice/payments';
let keys = 0;
const key = () => ({ 'Idempotency-Key': `crypto-credit-${++keys}` });

const createCrypto = async (amount = '50.00') => {
  const res = await ctx.sb.call('POST', '/services/crypto-pay/create-payment/', { token: ctx.demo, body: { pay_currency: 'usdttrc20', amount }, headers: key() });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; payment_id: number; pay_amount: string };
};
const providerSays = async (paymentId: number, status: string, eventId: string) => {
  const secret = await providerSecret(ctx.sb.db);
  const body = { payment_id: paymentId, status, event_id: eventId, signature: signCallback(secret, paymentId, status, eventId) };
  return ctx.sb.call('POST', `${BASE}/deposit/callback/crypto/`, { body });
};
const staff = async (paymentId: number, action: string) =>
  ctx.sb.call('POST', `${BASE}/deposit/${paymentId}/${action}/`, { token: (await ctx.sb.login('admin')).access, headers: key() });
const balance = async () => (await getAllBalances(ctx.sb.db, 1001)).balance;
const credits = async (paymentId: number) =>
  (await ctx.sb.db.query<{ amount: string }>(`SELECT amount::text AS amount FROM wallet_ledger WHERE reason = 'deposit' AND reference_id = $1`, [String(paymentId)])).rows.map((r) => r.amount);

/**
 * The gateway records `share` of the asked coin as received, as its own webhook would, without the
 * deposit moving (a payment under manual review, or before anyone looked). Returns the worth in TND.
 */
async function gatewayReceives(paymentId: number, share: bigint): Promise<string> {
  const { rows } = await ctx.sb.db.query<{ pay_amount: string; coin_rate: string }>(
    'SELECT pay_amount::text AS pay_amount, coin_rate::text AS coin_rate FROM crypto_payments WHERE payment_id = $1',
    [paymentId],
  );
  const units = (parseCoin(rows[0].pay_amount) * share) / 100n;
  await ctx.sb.db.query('UPDATE crypto_payments SET actually_paid = $2 WHERE payment_id = $1', [paymentId, formatCoin(units)]);
  return fromCents(centsFor(units, '1', rows[0].coin_rate, 'down'));
}

describe('a crypto deposit with nothing received', () => {
  it('is not credited by any path: provider success, QA success, staff approval, all 409 crypto_nothing_received', async () => {
    const coin = await createCrypto();
    const provider = await providerSays(coin.payment_id, 'success', 'evt-nothing');
    expect([provider.status, provider.body.code]).toEqual([409, 'crypto_nothing_received']);
    const qa = await ctx.sb.call('POST', `/sandbox/api/payments/${coin.payment_id}/callback`, { body: { status: 'success' } });
    expect([qa.status, qa.body.code]).toEqual([409, 'crypto_nothing_received']);
    const approve = await staff(coin.payment_id, 'approve_success');
    expect([approve.status, approve.body.code]).toEqual([409, 'crypto_nothing_received']);
    const qaApprove = await ctx.sb.call('POST', `/sandbox/api/payments/${coin.payment_id}/approve_success`);
    expect(qaApprove.body.code).toBe('crypto_nothing_received');
    const shown = (await ctx.sb.call('GET', `${BASE}/deposit/${coin.payment_id}/`, { token: ctx.demo })).body;
    expect(shown).toMatchObject({ status: 20, credited_amount: null });
    expect(await credits(coin.payment_id)).toEqual([]);
    expect(await balance()).toBe('1000.00');
  });
});

describe('a crypto deposit with part of the coin received', () => {
  it('the generic provider success credits what arrived, not the amount', async () => {
    const coin = await createCrypto('50.00');
    const worth = await gatewayReceives(coin.payment_id, 60n);
    expect(Number(worth)).toBeLessThan(50);
    const res = await providerSays(coin.payment_id, 'success', 'evt-part');
    expect(res.body).toEqual({ ok: true, status: 30 });
    expect((await ctx.sb.call('GET', `${BASE}/deposit/${coin.payment_id}/`, { token: ctx.demo })).body).toMatchObject({ status: 30, credited_amount: worth });
    expect(await credits(coin.payment_id)).toEqual([worth]);
    expect(await balance()).toBe((1000 + Number(worth)).toFixed(2));
  });

  it('staff approve_success then process_after_approve credits what arrived', async () => {
    const coin = await createCrypto('50.00');
    const worth = await gatewayReceives(coin.payment_id, 40n);
    expect((await staff(coin.payment_id, 'approve_success')).body.status).toBe(21);
    const done = await staff(coin.payment_id, 'process_after_approve');
    expect(done.body).toMatchObject({ status: 30, credited_amount: worth });
    expect(await credits(coin.payment_id)).toEqual([worth]);
  });

  it('a manual review (27) then manual_success credits what arrived; QA\'s callback the same', async () => {
    const coin = await createCrypto('50.00');
    expect((await providerSays(coin.payment_id, 'manual', 'evt-manual')).body.status).toBe(27);
    const worth = await gatewayReceives(coin.payment_id, 75n);
    expect((await staff(coin.payment_id, 'manual_success')).body).toMatchObject({ status: 30, credited_amount: worth });

    const other = await createCrypto('40.00');
    const otherWorth = await gatewayReceives(other.payment_id, 100n);
    const qa = await ctx.sb.call('POST', `/sandbox/api/payments/${other.payment_id}/callback`, { body: { status: 'success', times: 2 } });
    expect(qa.body.status).toBe(30);
    expect(await credits(other.payment_id)).toEqual([otherWorth]);
    expect(await balance()).toBe((1000 + Number(worth) + Number(otherWorth)).toFixed(2));
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });
});
