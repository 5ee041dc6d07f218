// Abandoning a started deposit (src/stores/deposit-abandon.ts) through the real client against the fake
// payments server and a real session manager: one request per press however often it is pressed, the
// payment handed quietly to the pending payments, the same Idempotency-Key after an unknown outcome (the
// server replays), a refusal (no longer open) said as is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentsApi, type Payment } from '../../../src/api/payments';
import { OUTCOME_UNKNOWN } from '../../../src/api/idempotency-key';
import { createDepositStore } from '../../../src/stores/deposit';
import { createDepositAbandon } from '../../../src/stores/deposit-abandon';
import { makeSession } from '../session/fakes';
import { fakePaymentsServer } from '../support/fake-payments-server';

async function setup() {
  const server = fakePaymentsServer();
  const { manager, state } = makeSession({ pollMs: 3_600_000 });
  await manager.signIn('demo', 'demo1234');
  let keys = 0;
  const tracked: [Payment, boolean][] = [];
  const deps = { auth: state, session: manager, uuid: () => `key-${++keys}`, track: (p: Payment, o?: { quiet?: boolean }) => void tracked.push([p, !!o?.quiet]) };
  const api = paymentsApi(server.http);
  return { server, tracked, deposit: createDepositStore({ ...deps, api }), abandon: createDepositAbandon({ ...deps, api }) };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2025, 0, 15, 12) }));
afterEach(() => vi.useRealTimers());

describe('abandon a deposit', () => {
  it('sends one request for a double press; the deposit, 45 abandoned, goes to the pending payments quietly', async () => {
    const t = await setup();
    const made = await t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    const a = t.abandon.abandonDeposit(made.id);
    expect(t.abandon.abandonDeposit(made.id)).toBe(a);
    const abandoned = await a;
    expect(abandoned).toMatchObject({ id: made.id, status: 45, failureReason: 'abandoned' });
    const posts = t.server.callsTo('POST', `/api/backoffice/payments/deposit/${made.id}/cancel_payment/`);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.key).toBeTruthy();
    expect(t.tracked.at(-1)).toEqual([abandoned, true]);
    // No longer open: the server's "no" is said as is.
    await expect(t.abandon.abandonDeposit(made.id)).rejects.toMatchObject({ code: 'payment_not_cancellable' });
  });

  it('keeps its key after an unknown outcome: the next press replays, the deposit abandoned once', async () => {
    const t = await setup();
    const made = await t.deposit.createDeposit({ amount: 50, paymentSystem: 'card' });
    t.server.fail('lost');
    await expect(t.abandon.abandonDeposit(made.id)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    const abandoned = await t.abandon.abandonDeposit(made.id);
    expect(abandoned.status).toBe(45);
    const keys = t.server.callsTo('POST', `/api/backoffice/payments/deposit/${made.id}/cancel_payment/`).map((c) => c.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
