// The payments, crypto and transfers converters and calls (docs/contracts/payments.md):
// good replies become the client's types, malformed ones a clear `malformed_response` through the real
// client, and each call sends the contract's path, query, body and Idempotency-Key.
import { describe, expect, it } from 'vitest';
import { ShapeError } from '../../../src/api/convert';
import { isApiError } from '../../../src/api/errors';
import { paymentsApi, toBalances, toOnlinePayment, toPayment, toPaymentSystems } from '../../../src/api/payments';
import { cryptoApi, toCryptoCurrencies, toCryptoMinAmount, toCryptoPayment } from '../../../src/api/crypto';
import { toTransfer, transfersApi } from '../../../src/api/transfers';
import { clientOn } from '../support/http';
import { serverPayment } from '../support/fake-payments-server';

const system = (over: Record<string, unknown> = {}) => ({
  slug: 'card',
  name: 'Carte bancaire',
  description: 'Visa, Mastercard — 3-D Secure',
  min: '15.00',
  max: '5000.00',
  currency: 'TND',
  is_temporary_disabled: false,
  disabled_reason: null,
  flow: 'frame',
  online: true,
  kind: 'card',
  last_deposit: false,
  max_amount: '1000.00',
  ...over,
});

/** A client whose every answer is `body` (status 200), recording what was sent. */
function answering(body: unknown, status = 200) {
  const sent: { method: string; url: URL; key: string | null; body: unknown }[] = [];
  const http = clientOn(async (input, init = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { http, sent };
}

describe('payment converter', () => {
  it('reads the contract payment into camelCase with numbers for fiat amounts', () => {
    const p = toPayment(serverPayment({ status: 30, credited_amount: '49.5', timeline: [{ status: 10, at: 'a' }, { status: 30, at: 'b' }] }));
    expect(p).toEqual({
      id: 412,
      type: 'deposit',
      amount: 50,
      currency: 'TND',
      status: 30,
      paymentSystem: 'card',
      paymentSystemName: 'Carte bancaire',
      redirectLink: 'http://localhost:8080/sandbox/payments/card/?payment=412&token=t',
      flow: 'frame',
      returnUrl: 'http://localhost:8080/profile/replenishment?payment=412',
      createdAt: '2025-01-15T12:00:00+00:00',
      updatedAt: '2025-01-15T12:00:00+00:00',
      user: 1001,
      cancellable: false,
      failureReason: null,
      account: null,
      creditedAmount: 49.5,
      expiresAt: null,
      timeline: [
        { status: 10, at: 'a' },
        { status: 30, at: 'b' },
      ],
    });
  });

  it('drops an unsafe provider link (no javascript: reaches an href)', () => {
    expect(toPayment(serverPayment({ redirect_link: 'javascript:alert(1)' })).redirectLink).toBeNull();
    expect(toPayment(serverPayment({ redirect_link: '//evil.test/x' })).redirectLink).toBeNull();
    expect(toPayment(serverPayment({ redirect_link: null })).redirectLink).toBeNull();
  });

  it.each([
    ['no id', { id: undefined }],
    ['an unknown type', { type: 'refund' }],
    ['an unknown status', { status: 50 }],
    ['an amount that is not a decimal', { amount: 'fifty' }],
    ['an unknown flow', { flow: 'popup' }],
    ['a timeline that is not a list', { timeline: 'x' }],
    ['a timeline step without status', { timeline: [{ at: 'x' }] }],
  ])('refuses a payment with %s', (_, over) => {
    expect(() => toPayment(serverPayment(over))).toThrow(ShapeError);
  });

  it('reads the system list, payout fields included', () => {
    const list = toPaymentSystems({ results: [system(), system({ slug: 'd17', max: null, max_amount: null, is_temporary_disabled: true, disabled_reason: 'Maintenance', last_deposit: true })] });
    expect(list[0]).toEqual({
      slug: 'card',
      name: 'Carte bancaire',
      description: 'Visa, Mastercard — 3-D Secure',
      min: 15,
      max: 5000,
      currency: 'TND',
      isTemporaryDisabled: false,
      disabledReason: null,
      flow: 'frame',
      online: true,
      kind: 'card',
      lastDeposit: false,
      maxAmount: 1000,
    });
    expect(list[1]).toMatchObject({ max: null, maxAmount: null, isTemporaryDisabled: true, disabledReason: 'Maintenance', lastDeposit: true });
    expect(() => toPaymentSystems({ results: [system({ min: null })] })).toThrow(ShapeError);
    expect(() => toPaymentSystems([system()])).toThrow(ShapeError);
  });

  it('reads balances (bonus floored) and online history lines', () => {
    expect(toBalances({ balance: '950.005', bonus_balance: '5.129', held_balance: '50.00' })).toEqual({ balance: 950.01, bonusBalance: 5.12, heldBalance: 50 });
    expect(toOnlinePayment({ id: 9, payment_id: 412, currency: 'TND', amount: '50.00', status: 30, payment_system: 'card', payment_type: 'deposit', created_at: 'x' })).toEqual({
      id: 9,
      paymentId: 412,
      currency: 'TND',
      amount: 50,
      status: 30,
      paymentSystem: 'card',
      paymentType: 'deposit',
      createdAt: 'x',
    });
    expect(() => toBalances({ bonus_balance: '1' })).toThrow(ShapeError);
  });
});

describe('payments calls', () => {
  it('sends the list query (the filter for deposits too) and reads the page', async () => {
    const { http, sent } = answering({ count: 23, page: 2, results: [serverPayment()] });
    const api = paymentsApi(http);
    const page = await api.list('payout', { page: 2, pageSize: 10, filter: 'OPEN' });
    expect(page).toMatchObject({ page: 2, count: 23, list: [{ id: 412 }] });
    await api.list('deposit', { page: 1, pageSize: 10, filter: 'OPEN' });
    expect(sent.map((s) => s.url.pathname + s.url.search)).toEqual([
      '/api/backoffice/payments/payout/?page=2&page_size=10&filter=OPEN',
      '/api/backoffice/payments/deposit/?page=1&page_size=10&filter=OPEN',
    ]);
  });

  it('creates a deposit and a payout with the amount as a 2-decimal string and the Idempotency-Key', async () => {
    const answer = { payment: serverPayment(), balances: { balance: '950.00', bonus_balance: '5.00', held_balance: '50.00' } };
    const { http, sent } = answering(answer, 201);
    const api = paymentsApi(http);
    const made = await api.createDeposit({ amount: 50, paymentSystem: 'card', returnUrl: '/profile/replenishment' }, 'k1');
    expect(made.balances).toEqual({ balance: 950, bonusBalance: 5, heldBalance: 50 });
    await api.createPayout({ amount: 20.5, paymentSystem: 'bank_transfer', account: 'TN59' }, 'k2');
    await api.cancelPayout(412, 'k3');
    const abandoned = await api.cancelDeposit(413, 'k4');
    expect(abandoned.payment.id).toBe(412);
    expect(sent.map((s) => [s.method, s.url.pathname, s.key, s.body])).toEqual([
      ['POST', '/api/backoffice/payments/deposit/', 'k1', { amount: '50.00', payment_system: 'card', return_url: '/profile/replenishment' }],
      ['POST', '/api/backoffice/payments/payout/', 'k2', { amount: '20.50', payment_system: 'bank_transfer', account: 'TN59' }],
      ['POST', '/api/backoffice/payments/payout/412/cancel_payment/', 'k3', undefined],
      ['POST', '/api/backoffice/payments/deposit/413/cancel_payment/', 'k4', undefined],
    ]);
  });

  it('turns a malformed answer into malformed_response', async () => {
    const { http } = answering({ payment: serverPayment({ status: 'done' }), balances: {} }, 201);
    const error = await paymentsApi(http)
      .createDeposit({ amount: 50, paymentSystem: 'card' }, 'k')
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('malformed_response');
  });

  it('sends the online history filters by their wire names', async () => {
    const { http, sent } = answering({ count: 0, page: 1, results: [] });
    await paymentsApi(http).onlineHistory({ status: 30, paymentType: 'payout', dateFrom: '2025-01-01', page: 1, pageSize: 10 });
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ status: '30', payment_type: 'payout', date_from: '2025-01-01', page: '1', page_size: '10' });
    expect(sent[0]!.url.pathname).toBe('/services/facade/history/payment/');
  });
});

describe('crypto', () => {
  it('orders the coins as the spec does and names the networks plainly', () => {
    const list = toCryptoCurrencies({
      currencies: [
        { code: 'ltc', name: 'Litecoin', network: 'Litecoin' },
        { code: 'usdttrc20', name: 'Tether', network: 'tron' },
        { code: 'xyz', name: 'New', network: 'Other' },
        { code: 'btc', name: 'Bitcoin', network: 'Bitcoin' },
        { code: 'busdbsc', name: 'BUSD', network: 'bsc' },
      ],
    });
    expect(list.map((c) => [c.code, c.network])).toEqual([
      ['btc', 'Bitcoin'],
      ['usdttrc20', 'TRC-20'],
      ['busdbsc', 'BSC'],
      ['ltc', 'Litecoin'],
      ['xyz', 'Other'],
    ]);
  });

  it('keeps coin amounts as decimal strings, refuses anything else', () => {
    expect(toCryptoMinAmount({ currency: 'btc', min: '0.00012000', fiat_amount: '25.00', fiat_currency: 'TND' })).toEqual({
      currency: 'btc',
      min: '0.00012000',
      fiatAmount: 25,
      fiatMax: null,
      fiatCurrency: 'TND',
    });
    // The most a deposit may be (the crypto system's max), when the server says it.
    expect(toCryptoMinAmount({ currency: 'btc', min: '0.00012000', fiat_amount: '25.00', fiat_max: '20000.00', fiat_currency: 'TND' }).fiatMax).toBe(20000);
    const data = { id: 'cp_1', payment_id: 413, address: 'TQ1', pay_currency: 'usdttrc20', pay_amount: '16.12345678', network: 'x', expires_at: 'e', status: 20 };
    expect(toCryptoPayment(data)).toEqual({ ...{ id: 'cp_1', paymentId: 413, address: 'TQ1', payCurrency: 'usdttrc20', payAmount: '16.12345678' }, network: 'TRC-20', expiresAt: 'e', status: 20, actuallyPaid: null });
    expect(toCryptoPayment({ ...data, actually_paid: '3.5' }).actuallyPaid).toBe('3.5');
    expect(() => toCryptoPayment({ ...data, pay_amount: '1e-8' })).toThrow(ShapeError);
    expect(() => toCryptoPayment({ ...data, address: null })).toThrow(ShapeError);
    expect(() => toCryptoMinAmount({ currency: 'btc', min: '0.1234567891', fiat_amount: '1', fiat_currency: 'TND' })).toThrow(ShapeError);
  });

  it('sends the calls of the contract', async () => {
    const { http, sent } = answering({ currency: 'btc', min: '0.1', fiat_amount: '1', fiat_currency: 'TND' });
    const api = cryptoApi(http);
    await api.minAmount('btc');
    await api.createPayment({ payCurrency: 'btc', amount: 30 }, 'k').catch(() => undefined);
    expect(sent.map((s) => [s.method, s.url.pathname + s.url.search, s.key, s.body])).toEqual([
      ['GET', '/services/crypto-pay/min-amount?currency=btc', null, undefined],
      ['POST', '/services/crypto-pay/create-payment', 'k', { pay_currency: 'btc', amount: '30.00' }],
    ]);
  });
});

describe('transfers', () => {
  const t = { id: 7, from_id: 1003, to_id: 1007, amount: '50.00', currency: 'TND', balance_before: '100.00', balance_after: '150.00', date: 'd', created_at: 'c', completed_at: null, status: 'completed' };

  it('reads a transfer and refuses a malformed one', () => {
    expect(toTransfer(t)).toEqual({ id: 7, fromId: 1003, toId: 1007, amount: 50, currency: 'TND', balanceBefore: 100, balanceAfter: 150, date: 'd', createdAt: 'c', completedAt: null, status: 'completed' });
    expect(() => toTransfer({ ...t, to_id: 'x' })).toThrow(ShapeError);
  });

  it('sends the withdrawal to the recipient with the key', async () => {
    const { http, sent } = answering({ transfer: t, balances: { balance: '50.00' } }, 201);
    const answer = await transfersApi(http).withdraw({ amount: 50, currency: 'TND', recipientId: 1003 }, 'k');
    expect(answer.balances.balance).toBe(50);
    expect(sent[0]).toMatchObject({ method: 'POST', key: 'k', body: { amount: '50.00', currency: 'TND', recipient_id: 1003 } });
  });
});
