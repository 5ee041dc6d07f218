// The cashier's client against the REAL sandbox (createMemorySandbox, PGlite, A1's routes and seeds)
// through the real HTTP client: every converter reads what the server really answers, a deposit and a
// payout are created once per press (the same key after a lost answer replays), the payout's hold shows
// in the balances, the pending tray follows a payment to its final status when QA settles it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi, type Payment } from '../../../src/api/payments';
import { cryptoApi, CRYPTO_ORDER } from '../../../src/api/crypto';
import { transfersApi } from '../../../src/api/transfers';
import { createDepositStore } from '../../../src/stores/deposit';
import { createPayoutStore } from '../../../src/stores/payout';
import { createPendingPayments, returnHintStorage } from '../../../src/stores/pending-payments';
import { useTestStorageEngine } from '@nanostores/persistent';
import { BOOT_TIMEOUT } from '../sandbox/helpers';
import { sandboxSession } from '../support/sandbox-session';

const sbx = sandboxSession();
const { http, writer } = sbx;
const payments = paymentsApi(http);

beforeAll(async () => {
  useTestStorageEngine();
  await sbx.boot();
  await sbx.signIn('demo');
}, BOOT_TIMEOUT);
afterAll(() => sbx.close());

describe('cashier client against the sandbox', () => {
  it('reads the systems, the lists, one payment and the online history', async () => {
    const deposit = await payments.systemList('deposit');
    expect(deposit.map((s) => s.slug)).toEqual(expect.arrayContaining(['card', 'bank_transfer', 'ewallet', 'crypto', 'd17']));
    expect(deposit.find((s) => s.slug === 'd17')).toMatchObject({ isTemporaryDisabled: true });
    expect(deposit.find((s) => s.slug === 'card')).toMatchObject({ flow: 'frame', kind: 'card' });
    const payout = await payments.systemList('payout');
    expect(payout.length).toBeGreaterThan(0);
    const list = await payments.list('payout', { page: 1, pageSize: 10, filter: 'ALL' });
    expect(list.count).toBeGreaterThan(0);
    const first = list.list[0]!;
    expect(await payments.one('payout', first.id)).toMatchObject({ id: first.id, type: 'payout' });
    const open = await payments.list('payout', { page: 1, pageSize: 100, filter: 'OPEN' });
    expect(open.list.every((p) => p.status === 10 || p.status === 20)).toBe(true);
    const history = await payments.onlineHistory({ page: 1, pageSize: 10 });
    expect(history.page).toBe(1);
  });

  it('reads the crypto coins in the spec order and a minimum', async () => {
    const api = cryptoApi(http);
    const coins = await api.currencies();
    expect(coins.map((c) => c.code)).toEqual([...CRYPTO_ORDER]);
    expect(coins.find((c) => c.code === 'usdterc20')?.network).toBe('ERC-20');
    const min = await api.minAmount('btc');
    expect(min.min).toMatch(/^\d+\.\d+$/);
  });

  it('reads the transfers list', async () => {
    const page = await transfersApi(http).list({ page: 1, pageSize: 10 });
    expect(page.page).toBe(1);
  });

  it('creates one deposit when the first answer was lost, and the payout holds its amount', async () => {
    let n = 0;
    const tracked: Payment[] = [];
    const deps = { auth: sbx.auth, session: writer, uuid: () => `sandbox-key-${++n}-${Date.now()}`, track: (p: Payment) => void tracked.push(p) };
    const deposit = createDepositStore({ ...deps, api: payments });
    const before = (await payments.list('deposit', { page: 1, pageSize: 1 })).count;
    sbx.loseNext = true;
    await expect(deposit.createDeposit({ amount: 50, paymentSystem: 'card' })).rejects.toMatchObject({ code: 'outcome_unknown', cause: { code: 'network_error' } });
    const made = await deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    expect((await payments.list('deposit', { page: 1, pageSize: 1 })).count).toBe(before + 1);
    expect(made).toMatchObject({ status: 10, flow: 'frame', amount: 50 });
    expect(made.redirectLink).toMatch(/^https?:\/\//);

    const payout = createPayoutStore({ ...deps, api: payments });
    const balance = sbx.auth.get().user!.balance;
    const card = (await payments.systemList('payout')).find((s) => s.slug === 'card')!;
    const amount = card.min;
    const p = await payout.createPayout({ amount, paymentSystem: 'card' });
    expect(p.status).toBe(20);
    expect(sbx.auth.get().user!.balance).toBe(Math.round((balance - amount) * 100) / 100);
    const cancelled = await payout.cancelPayout(p.id);
    expect(cancelled).toMatchObject({ status: 40, failureReason: 'cancelled' });
    expect(sbx.auth.get().user!.balance).toBe(balance);
    expect(tracked.map((t) => [t.id, t.status])).toEqual([
      [made.id, 10],
      [p.id, 20],
      [p.id, 40],
    ]);
  });

  it('a fresh browser signed in as demo lists the open withdrawals from the server: three, 140 TND held', async () => {
    const tray = createPendingPayments({
      api: payments,
      hint: returnHintStorage(),
      auth: sbx.auth,
      onSessionChange: () => () => undefined,
      refreshUser: () => undefined,
      now: () => Date.now(),
      timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    });
    const off = tray.$pendingPayments.listen(() => undefined);
    try {
      await tray.checkNow();
      const payouts = tray.$pendingPayments.get().filter((e) => e.payment.type === 'payout').map((e) => e.payment);
      expect(payouts.map((p) => [p.id, p.status])).toEqual([
        [17, 20],
        [16, 21],
        [15, 27],
      ]);
      expect(payouts.reduce((sum, p) => sum + p.amount, 0)).toBe(140);
      // Demo's open deposits are listed too (10, 20, 21, 27), crypto ones awaiting coins among them.
      expect(tray.$pendingPayments.get().filter((e) => e.payment.type === 'deposit').every((e) => [10, 20, 21, 27].includes(e.payment.status))).toBe(true);
    } finally {
      off();
    }
  });

  it('the tray follows an e-wallet deposit to success when the provider calls back (twice: credited once)', async () => {
    let clock = Date.now();
    const settled: Payment[] = [];
    let refreshes = 0;
    const tray = createPendingPayments({
      api: payments,
      hint: returnHintStorage(),
      auth: sbx.auth,
      onSessionChange: () => () => undefined,
      refreshUser: () => void refreshes++,
      now: () => clock,
      timers: { setTimeout: () => 0, clearTimeout: () => undefined },
    });
    tray.onPaymentSettled((p) => settled.push(p));
    const off = tray.$pendingPayments.listen(() => undefined);
    try {
      let n = 0;
      const deposit = createDepositStore({ auth: sbx.auth, session: writer, uuid: () => `tray-key-${++n}-${Date.now()}`, api: payments, track: (p) => tray.trackPayment(p) });
      const made = await deposit.createDeposit({ amount: 20, paymentSystem: 'ewallet' });
      expect(made).toMatchObject({ status: 20, flow: 'none' });
      expect(made.redirectLink).toMatch(/\/sandbox\/payments\/ewallet\/\?payment=/);
      expect(tray.$pendingPayments.get().find((e) => e.payment.id === made.id)?.payment.status).toBe(20);

      const qa = await sbx.sandbox.call('POST', `/sandbox/api/payments/${made.id}/callback`, { body: { status: 'success', times: 2 } });
      expect(qa.status).toBe(200);
      clock += 3_000;
      await tray.checkNow();
      expect(tray.$pendingPayments.get().find((e) => e.payment.id === made.id)).toMatchObject({ settled: true, payment: { status: 30, creditedAmount: 20 } });
      expect(settled.map((p) => p.id)).toEqual([made.id]);
      expect(refreshes).toBe(1);
      const user = await sbx.sandbox.call('GET', '/api/accounts/user', { token: sbx.token! });
      expect(user.body.balance).toBe(String((sbx.auth.get().user!.balance + 20).toFixed(2)));
    } finally {
      off();
    }
  });
});
