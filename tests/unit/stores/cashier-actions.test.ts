// The cashier's money actions (deposit, payout and its cancellation, a crypto deposit, a transfer to the
// cashier) through the real client against the fake payments server and a real session manager: one
// request per press however often it is pressed, the same Idempotency-Key after a press that got no
// answer (the server replays: one payment), a fresh key per new press, the answer's balances applied
// through the session with the ticket of the press (dropped after a sign-out), the payment to the tray.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom, computed, map } from 'nanostores';
import { paymentsApi, type Payment } from '../../../src/api/payments';
import { cryptoApi } from '../../../src/api/crypto';
import { transfersApi } from '../../../src/api/transfers';
import { isApiError } from '../../../src/api/errors';
import { isOutcomeUnknown, OUTCOME_UNKNOWN } from '../../../src/api/idempotency-key';
import { createDepositStore } from '../../../src/stores/deposit';
import { createPayoutStore } from '../../../src/stores/payout';
import { createCryptoPaymentStore } from '../../../src/stores/crypto-payment';
import { createTransfers } from '../../../src/stores/transfers';
import { createPaymentSystems } from '../../../src/stores/payment-systems';
import { GUEST_STATE, playerIdOf, type AuthState } from '../../../src/session/session-manager';
import { makeSession, user } from '../session/fakes';
import { fakePaymentsServer, type Fault } from '../support/fake-payments-server';
import { clientOn } from '../support/http';

const NOW = Date.UTC(2025, 0, 15, 12);

async function setup() {
  const server = fakePaymentsServer();
  const { manager, state } = makeSession({ pollMs: 3_600_000 });
  await manager.signIn('demo', 'demo1234');
  let keys = 0;
  const tracked: Payment[] = [];
  const rechecks = { count: 0 };
  const deps = { auth: state, player: computed(state, playerIdOf), session: manager, uuid: () => `key-${++keys}`, track: (p: Payment) => void tracked.push(p), recheck: () => void rechecks.count++ };
  return {
    server,
    manager,
    state,
    tracked,
    rechecks,
    deposit: createDepositStore({ ...deps, api: paymentsApi(server.http) }),
    payout: createPayoutStore({ ...deps, api: paymentsApi(server.http) }),
    crypto: createCryptoPaymentStore({ ...deps, api: cryptoApi(server.http), payments: paymentsApi(server.http) }),
    transfers: createTransfers({ ...deps, api: transfersApi(server.http) }),
  };
}

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('deposit', () => {
  it('creates one deposit for a double click, applies the balances and hands it to the tray', async () => {
    const t = await setup();
    const a = t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    const b = t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    expect(a).toBe(b);
    const payment = await a;
    expect(t.server.callsTo('POST', '/api/backoffice/payments/deposit/')).toHaveLength(1);
    expect(t.deposit.$state.get()).toEqual({ createdDeposit: payment, createdSuccessfully: true });
    expect(t.tracked.map((p) => p.id)).toEqual([payment.id]);
    expect(t.state.get().user).toMatchObject({ balance: 1000, bonusBalance: 5 });
    t.deposit.clearDeposit();
    expect(t.deposit.$state.get()).toEqual({ createdDeposit: null, createdSuccessfully: false });
  });

  it('sends the same key after a press that got no answer: the server replays, one deposit', async () => {
    const t = await setup();
    t.server.fail('lost');
    const lost = await t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' }).catch((e: unknown) => e);
    expect(isOutcomeUnknown(lost)).toBe(true);
    expect(isApiError(lost) && isApiError(lost.cause) && lost.cause.code).toBe('network_error');
    const payment = await t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    const posts = t.server.callsTo('POST', '/api/backoffice/payments/deposit/');
    expect(posts.map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(t.server.payments.size).toBe(1);
    expect(payment.id).toBe(500);
    // A new press after an answer: a new key.
    await t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    expect(t.server.callsTo('POST', '/api/backoffice/payments/deposit/').map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a refusal retires the key; another amount never reuses an unanswered key', async () => {
    const t = await setup();
    t.server.fail({ status: 400, code: 'payment_system_limits' }, 'offline');
    await expect(t.deposit.createDeposit({ amount: 1, paymentSystem: 'card' })).rejects.toMatchObject({ code: 'payment_system_limits' });
    await expect(t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' })).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    await t.deposit.createDeposit({ amount: 60, paymentSystem: 'card' });
    expect(t.server.callsTo('POST', '/api/backoffice/payments/deposit/').map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(t.deposit.$state.get().createdSuccessfully).toBe(true);
  });

  it('drops the balances of an answer that arrives after a sign-out, even when the same player is back', async () => {
    const t = await setup();
    t.server.hold();
    const press = t.payout.createPayout({ amount: 100, paymentSystem: 'card' });
    await vi.advanceTimersByTimeAsync(0);
    await t.manager.signOut();
    await t.manager.signIn('demo', 'demo1234'); // the same player, a new session (a new epoch)
    t.server.release();
    await press;
    // Applied with the press's ticket it would say 900: the old session's answer is dropped.
    expect(t.state.get().user?.balance).toBe(1000);
    // The control: a press of this session is applied.
    await t.payout.createPayout({ amount: 100, paymentSystem: 'card' });
    expect(t.state.get().user?.balance).toBe(800);
  });

  it('refuses a guest before sending anything', async () => {
    const server = fakePaymentsServer();
    const auth = map<AuthState>({ ...GUEST_STATE });
    const store = createDepositStore({ api: paymentsApi(server.http), auth, session: { epoch: () => 0, applyBalances: () => false }, track: () => undefined });
    await expect(store.createDeposit({ amount: 50, paymentSystem: 'card' })).rejects.toMatchObject({ code: 'not_authenticated' });
    expect(server.calls).toEqual([]);
  });
});

describe('payout', () => {
  it('holds the amount (balances applied), and a cancellation releases it quietly into the tray', async () => {
    const t = await setup();
    const payout = await t.payout.createPayout({ amount: 100, paymentSystem: 'bank_transfer', account: 'TN59 1000' });
    expect(t.state.get().user?.balance).toBe(900);
    expect(t.payout.$state.get().createdPayout).toMatchObject({ id: payout.id, status: 20, account: 'TN59 1000' });
    const a = t.payout.cancelPayout(payout.id);
    expect(t.payout.cancelPayout(payout.id)).toBe(a);
    const cancelled = await a;
    expect(cancelled).toMatchObject({ status: 40, failureReason: 'cancelled' });
    expect(t.state.get().user?.balance).toBe(1000);
    expect(t.server.callsTo('POST', `/api/backoffice/payments/payout/${payout.id}/cancel_payment/`)).toHaveLength(1);
    expect(t.tracked.map((p) => [p.id, p.status])).toEqual([
      [payout.id, 20],
      [payout.id, 40],
    ]);
    await expect(t.payout.cancelPayout(payout.id)).rejects.toMatchObject({ code: 'payment_not_cancellable' });
  });
});

describe('crypto', () => {
  it('creates one crypto deposit per press and hands the deposit to the tray', async () => {
    const t = await setup();
    const a = t.crypto.createCryptoPayment({ payCurrency: 'usdttrc20', amount: 30 });
    expect(t.crypto.createCryptoPayment({ payCurrency: 'usdttrc20', amount: 30 })).toBe(a);
    const data = await a;
    expect(data).toMatchObject({ payAmount: '16.12345678', network: 'TRC-20', status: 20 });
    expect(t.crypto.$state.get().paymentData).toEqual(data);
    expect(t.tracked.map((p) => [p.id, p.paymentSystem, p.status])).toEqual([[data.paymentId, 'crypto', 20]]);
    t.crypto.clearCryptoPaymentData();
    expect(t.crypto.$state.get().paymentData).toBeNull();
  });

  it('forgets the address when the player signs out', async () => {
    const t = await setup();
    await t.crypto.createCryptoPayment({ payCurrency: 'btc', amount: 30 });
    await t.manager.signOut();
    expect(t.crypto.$state.get().paymentData).toBeNull();
  });
});

describe('transfers', () => {
  it("sends to the player's parent in their currency, once per press", async () => {
    const t = await setup();
    t.state.setKey('user', user({ parent: 1003, currency: 'TND' }));
    const a = t.transfers.withdrawToCashier(25);
    expect(t.transfers.withdrawToCashier(25)).toBe(a);
    await a;
    const posts = t.server.callsTo('POST', '/api/backoffice/transactions/');
    expect(posts.map((c) => c.body)).toEqual([{ amount: '25.00', currency: 'TND', recipient_id: 1003 }]);
    expect(t.state.get().user?.balance).toBe(975);
  });

  it('refuses a player without a cashier', async () => {
    const t = await setup();
    await expect(t.transfers.withdrawToCashier(25)).rejects.toMatchObject({ code: 'permission_denied' });
    expect(t.server.calls).toEqual([]);
  });
});

describe('unknown outcomes (docs/conventions.md §7 "Definitive answers")', () => {
  // Every cashier press, and how to count what the server did: one row per press the player can make.
  type T = Awaited<ReturnType<typeof setup>>;
  const presses: Array<{ name: string; path: string; press(t: T): Promise<unknown>; made(t: T): number }> = [
    {
      name: 'deposit',
      path: '/api/backoffice/payments/deposit/',
      press: (t) => t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' }),
      made: (t) => [...t.server.payments.values()].filter((p) => p.type === 'deposit').length,
    },
    {
      name: 'payout',
      path: '/api/backoffice/payments/payout/',
      press: (t) => t.payout.createPayout({ amount: 40, paymentSystem: 'card' }),
      made: (t) => [...t.server.payments.values()].filter((p) => p.type === 'payout').length,
    },
    {
      name: 'crypto',
      path: '/services/crypto-pay/create-payment',
      press: (t) => t.crypto.createCryptoPayment({ payCurrency: 'usdttrc20', amount: 30 }),
      made: (t) => [...t.server.payments.values()].filter((p) => p.payment_system === 'crypto').length,
    },
    {
      name: 'transfer',
      path: '/api/backoffice/transactions/',
      press: (t) => {
        t.state.setKey('user', user({ parent: 1003, currency: 'TND' }));
        return t.transfers.withdrawToCashier(25);
      },
      made: (t) => Math.round((1000 - t.server.balance) / 25),
    },
  ];
  const unknown: Array<[string, Fault]> = [
    ['a 200 whose body cannot be read', 'malformed'],
    ['a 503 without a body', { status: 503 }],
    ['a 409 idempotency_key_in_progress', { status: 409, code: 'idempotency_key_in_progress' }],
    ['a 500 with a code', { status: 500, code: 'server_error' }],
    ['a 404 without a code (a proxy)', { status: 404 }],
    ['no answer', 'lost'],
  ];

  for (const row of presses) {
    it.each(unknown)(`${row.name}: after %s the press says "checking", re-reads, and the next press resends the key: one made`, async (_, fault) => {
      const t = await setup();
      t.server.fail(fault);
      const first = await row.press(t).catch((e: unknown) => e);
      expect(isOutcomeUnknown(first)).toBe(true);
      expect(t.rechecks.count).toBe(1);
      await row.press(t);
      const posts = t.server.callsTo('POST', row.path).map((c) => c.key);
      expect(posts).toHaveLength(2);
      expect(posts[1]).toBe(posts[0]);
      expect(row.made(t)).toBe(1);
      // The second press was answered: the next one is a new request with a new key.
      await row.press(t);
      expect(new Set(t.server.callsTo('POST', row.path).map((c) => c.key)).size).toBe(2);
    });

    it(`${row.name}: a 400 with a code is the server's "no": rethrown as is, the key retired, no re-read`, async () => {
      const t = await setup();
      t.server.fail({ status: 400, code: 'payment_system_limits' });
      await expect(row.press(t)).rejects.toMatchObject({ code: 'payment_system_limits', status: 400 });
      expect(t.rechecks.count).toBe(0);
      await row.press(t);
      const posts = t.server.callsTo('POST', row.path).map((c) => c.key);
      expect(posts).toHaveLength(2);
      expect(posts[1]).not.toBe(posts[0]);
    });
  }

  it('payout cancel: a malformed 200 keeps the key; the next press replays the cancellation, released once', async () => {
    const t = await setup();
    const payout = await t.payout.createPayout({ amount: 100, paymentSystem: 'card' });
    expect(t.state.get().user?.balance).toBe(900);
    t.server.fail('malformed');
    await expect(t.payout.cancelPayout(payout.id)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    expect(t.rechecks.count).toBe(1);
    const cancelled = await t.payout.cancelPayout(payout.id);
    expect(cancelled).toMatchObject({ status: 40 });
    const keys = t.server.callsTo('POST', `/api/backoffice/payments/payout/${payout.id}/cancel_payment/`).map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(t.server.balance).toBe(1000);
    expect(t.state.get().user?.balance).toBe(1000);
  });
});

describe('payment systems', () => {
  const system = { slug: 'card', name: 'Carte', description: '', min: '15.00', max: '5000.00', currency: 'TND', is_temporary_disabled: false, disabled_reason: null, flow: 'frame', online: true, kind: 'card' };

  it('reads once per side (concurrent calls share the request), again when forced, and empties for another player', async () => {
    let reads = 0;
    const http = clientOn(async () => {
      reads++;
      return new Response(JSON.stringify({ results: [system] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const auth = map<AuthState>({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
    const s = createPaymentSystems({ api: paymentsApi(http), player: computed(auth, playerIdOf) });
    const first = s.loadPaymentSystems('deposit');
    expect(s.$state.get().deposit.status).toBe('loading');
    await Promise.all([first, s.loadPaymentSystems('deposit')]);
    expect(reads).toBe(1);
    expect(s.$state.get().deposit).toMatchObject({ status: 'ready', data: [{ slug: 'card', min: 15 }] });
    await s.loadPaymentSystems('deposit');
    expect(reads).toBe(1);
    await s.loadPaymentSystems('deposit', { force: true });
    expect(reads).toBe(2);
    auth.setKey('user', user({ id: 2002 }));
    expect(s.$state.get().deposit).toEqual({ status: 'idle', data: null, error: null });
  });

  it("asks in the page's language and reads the shown lists again when it changes", async () => {
    const asked: (string | null)[] = [];
    const http = clientOn(async (input) => {
      const lang = new URL(String(input instanceof Request ? input.url : input)).searchParams.get('lang');
      asked.push(lang);
      const name = lang === 'en' ? 'Bank card' : 'Carte bancaire';
      return new Response(JSON.stringify({ results: [{ ...system, name }] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const auth = map<AuthState>({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
    const lang = atom('fr');
    const s = createPaymentSystems({ api: paymentsApi(http), player: computed(auth, playerIdOf), lang });
    await s.loadPaymentSystems('deposit');
    expect(s.$state.get().deposit.data?.[0]?.name).toBe('Carte bancaire');
    lang.set('en');
    await vi.waitFor(() => expect(s.$state.get().deposit.data?.[0]?.name).toBe('Bank card'));
    // Only the list that was shown is read again; the payout side, never opened, is not.
    expect(asked).toEqual(['fr', 'en']);
    expect(s.$state.get().payout.status).toBe('idle');
  });

  it('keeps the error for the view', async () => {
    const http = clientOn(async () => new Response(JSON.stringify({ code: 'server_error' }), { status: 503 }));
    const auth = map<AuthState>({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
    const s = createPaymentSystems({ api: paymentsApi(http), player: computed(auth, playerIdOf) });
    await s.loadPaymentSystems('payout');
    expect(s.$state.get().payout).toMatchObject({ status: 'error', data: null, error: { status: 503 } });
  });
});
