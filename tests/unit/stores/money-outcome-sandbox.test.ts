// Money presses whose answer is lost in a way the sandbox's QA faults produce (docs/conventions.md §7 "Definitive
// answers"; docs/qa.md "Faults"), against the REAL sandbox (PGlite) through the real HTTP client and the
// real stores: the malformed fault lets the server move the money and breaks only its 200, so the
// press's outcome is unknown; the next press of the same form must send the same key and body and get
// the first answer replayed: one payout, one hold, one deposit, one exchange. A status fault answers
// before the handler (nothing moved): the same key then creates the payment once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computed } from 'nanostores';
import { paymentsApi, type Payment } from '../../../src/api/payments';
import { bonusApi } from '../../../src/api/bonus';
import { isOutcomeUnknown } from '../../../src/api/idempotency-key';
import { createDepositStore } from '../../../src/stores/deposit';
import { createPayoutStore } from '../../../src/stores/payout';
import { createBonusExchange } from '../../../src/stores/bonus-exchange';
import { playerIdOf } from '../../../src/session/session-manager';
import { BOOT_TIMEOUT } from '../sandbox/helpers';
import { sandboxSession } from '../support/sandbox-session';

const sbx = sandboxSession();
const { http, writer } = sbx;
const payments = paymentsApi(http);
const PAYOUT = '/api/backoffice/payments/payout';

let n = 0;
let rechecks = 0;
const deps = () => ({
  auth: sbx.auth,
  session: writer,
  uuid: () => `outcome-key-${++n}`,
  track: (_: Payment) => undefined,
  recheck: () => void rechecks++,
});

async function arm(fault: Record<string, unknown>) {
  const armed = await sbx.sandbox.call('POST', '/sandbox/api/faults', { body: { times: 1, ...fault } });
  expect(armed.status).toBe(201);
}

async function serverBalances() {
  const me = await sbx.sandbox.call('GET', '/api/accounts/user', { token: sbx.token! });
  return { balance: Number((me.body as { balance: string }).balance), bonus: Number((me.body as { bonus_balance: string }).bonus_balance) };
}

const count = async (type: 'deposit' | 'payout') => (await payments.list(type, { page: 1, pageSize: 1, filter: 'ALL' })).count;

beforeAll(() => sbx.boot(), BOOT_TIMEOUT);
afterAll(() => sbx.close());
beforeEach(async () => {
  expect((await sbx.sandbox.call('POST', '/sandbox/api/reset')).status).toBe(200);
  await sbx.sandbox.call('DELETE', '/sandbox/api/faults');
  rechecks = 0;
});

describe('an unknown outcome keeps the key: the second press is the same money', () => {
  it('withdraw 40 with the malformed fault armed, press again: ONE payout, 40 held once', async () => {
    await sbx.signIn('demo');
    const payout = createPayoutStore({ ...deps(), api: payments });
    const before = { payouts: await count('payout'), ...(await serverBalances()) };
    await arm({ route: PAYOUT, method: 'POST', malformed: true });

    const first = await payout.createPayout({ amount: 40, paymentSystem: 'card' }).catch((e: unknown) => e);
    expect(isOutcomeUnknown(first)).toBe(true);
    expect(rechecks).toBe(1);
    // The server did move the money: one payout, 40 held.
    expect(await count('payout')).toBe(before.payouts + 1);

    const second = await payout.createPayout({ amount: 40, paymentSystem: 'card' });
    expect(second).toMatchObject({ amount: 40, status: 20 });
    expect(await count('payout')).toBe(before.payouts + 1);
    expect((await serverBalances()).balance).toBeCloseTo(before.balance - 40, 2);
    expect(sbx.auth.get().user!.balance).toBeCloseTo(before.balance - 40, 2);
  });

  it('a 503 before the handler (nothing moved) keeps the key too: the second press creates the payout once', async () => {
    await sbx.signIn('demo');
    const payout = createPayoutStore({ ...deps(), api: payments });
    const before = { payouts: await count('payout'), ...(await serverBalances()) };
    await arm({ route: PAYOUT, method: 'POST', status: 503 });
    expect(isOutcomeUnknown(await payout.createPayout({ amount: 40, paymentSystem: 'card' }).catch((e: unknown) => e))).toBe(true);
    expect(await count('payout')).toBe(before.payouts);
    await payout.createPayout({ amount: 40, paymentSystem: 'card' });
    expect(await count('payout')).toBe(before.payouts + 1);
    expect((await serverBalances()).balance).toBeCloseTo(before.balance - 40, 2);
  });

  it('the e-wallet deposit with the malformed fault armed, pressed again: ONE deposit', async () => {
    await sbx.signIn('demo');
    const deposit = createDepositStore({ ...deps(), api: payments });
    const before = await count('deposit');
    await arm({ route: '/api/backoffice/payments/deposit', method: 'POST', malformed: true });
    expect(isOutcomeUnknown(await deposit.createDeposit({ amount: 20, paymentSystem: 'ewallet' }).catch((e: unknown) => e))).toBe(true);
    expect(await count('deposit')).toBe(before + 1);
    const made = await deposit.createDeposit({ amount: 20, paymentSystem: 'ewallet' });
    expect(made).toMatchObject({ amount: 20, flow: 'none' });
    expect(await count('deposit')).toBe(before + 1);
  });

  it('a payout refused with a code (400) is definitive: the next press is a new request', async () => {
    await sbx.signIn('demo');
    const payout = createPayoutStore({ ...deps(), api: payments });
    const before = await count('payout');
    await expect(payout.createPayout({ amount: 999_999, paymentSystem: 'card' })).rejects.toMatchObject({ status: 400 });
    expect(rechecks).toBe(0);
    await payout.createPayout({ amount: 40, paymentSystem: 'card' });
    expect(await count('payout')).toBe(before + 1);
  });

  it('the bonus exchange with the malformed fault armed, pressed again: ONE exchange', async () => {
    await sbx.signIn('low');
    const store = createBonusExchange({ ...deps(), api: bonusApi(http), player: computed(sbx.auth, playerIdOf) });
    const before = await serverBalances();
    await arm({ route: '/api/bonus-system/bonusbalance-to-balance', method: 'POST', malformed: true });
    expect(isOutcomeUnknown(await store.exchange(5).catch((e: unknown) => e))).toBe(true);
    const answer = await store.exchange(5);
    expect(answer.amount).toBe(5);
    const after = await serverBalances();
    expect(after.bonus).toBeCloseTo(before.bonus - 5, 2);
    expect(after.balance).toBeCloseTo(before.balance + 5, 2);
  });
});
