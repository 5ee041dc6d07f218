// The pending payments (src/stores/pending-payments.ts) under fake timers, through the real client
// against the fake payments server: the open deposits and payouts are read from the server (a fresh
// page, a second device with empty storage), read again while any is open on the back-off (10 s for
// what was found there, 3 s after a payment made here, a minute after ten minutes), not at all when none
// is open or the page is hidden; a payment that leaves the open lists is read once and announced once;
// offline moments keep what is shown; a sign-out or another player clears it; the provider-return hint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom, cleanStores, map } from 'nanostores';
import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { paymentsApi, toPayment } from '../../../src/api/payments';
import {
  createPendingPayments,
  decodeHint,
  pollDelay,
  returnHintStorage,
  RETURN_HINT_KEY,
  type PendingPayments,
} from '../../../src/stores/pending-payments';
import { GUEST_STATE, type AuthState, type SessionChangeKind } from '../../../src/session/session-manager';
import type { User } from '../../../src/api/types';
import { browserTimers } from '../../../src/platform/wall-clock-timer';
import { user } from '../session/fakes';
import { fakePaymentsServer, serverPayment } from '../support/fake-payments-server';

const NOW = Date.UTC(2025, 0, 15, 12);

/** localStorage of the test's browser (one per "device": `freshDevice()` empties it). */
const storage: Record<string, string> = {};
const storageListeners = new Set<PersistentListener>();
setPersistentEngine(storage, {
  addEventListener: (_key: string, listener: PersistentListener) => void storageListeners.add(listener),
  removeEventListener: (_key: string, listener: PersistentListener) => void storageListeners.delete(listener),
});
const freshDevice = () => Object.keys(storage).forEach((k) => delete storage[k]);

let cleanups: (() => void)[] = [];

/** demo's open withdrawals as the sandbox seeds them (27, 21, 20: 140 TND held) and a paid one. */
function seedPayouts(server: ReturnType<typeof fakePaymentsServer>) {
  const payout = (id: number, amount: string, status: number, hoursAgo: number) =>
    serverPayment({ id, type: 'payout', amount, status, redirect_link: null, flow: 'none', created_at: new Date(NOW - hoursAgo * 3600_000).toISOString() });
  server.put(payout(15, '60.00', 27, 48));
  server.put(payout(16, '45.00', 21, 5));
  server.put(payout(17, '35.00', 20, 1));
  server.put(payout(11, '100.00', 30, 216));
}

function setup(options: { server?: ReturnType<typeof fakePaymentsServer>; lang?: ReturnType<typeof atom<string>> } = {}) {
  const server = options.server ?? fakePaymentsServer();
  const auth = map<AuthState>({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
  const sessionListeners = new Set<(kind: SessionChangeKind, u: User | null) => void>();
  let hidden = false;
  const visibility = new Set<() => void>();
  const refreshes = { count: 0 };
  const settled: number[] = [];
  const tray: PendingPayments = createPendingPayments({
    api: paymentsApi(server.http),
    hint: returnHintStorage(),
    auth,
    onSessionChange: (l) => (sessionListeners.add(l), () => void sessionListeners.delete(l)),
    refreshUser: () => void refreshes.count++,
    now: () => Date.now(),
    timers: browserTimers,
    page: { isHidden: () => hidden, onVisibilityChange: (l) => (visibility.add(l), () => void visibility.delete(l)) },
    lang: options.lang,
  });
  tray.onPaymentSettled((p) => settled.push(p.id));
  const mount = async () => {
    const off = tray.$pendingPayments.listen(() => undefined);
    cleanups.push(() => (off(), cleanStores(tray.$pendingPayments)));
    await vi.advanceTimersByTimeAsync(0);
  };
  const listPath = /^\/api\/backoffice\/payments\/(deposit|payout)\/$/;
  /** Readings of the open lists (each asks deposit/ and payout/ for OPEN and IN_PROCESS). */
  const listReads = () => server.calls.filter((c) => c.method === 'GET' && listPath.test(c.path)).length / 4;
  const oneReads = () => server.calls.filter((c) => c.method === 'GET' && /\/\d+\/$/.test(c.path)).map((c) => c.path);
  const shown = () => tray.$pendingPayments.get().map((e) => [e.payment.type, e.payment.id, e.payment.status]);
  return {
    server,
    tray,
    auth,
    mount,
    listReads,
    oneReads,
    shown,
    settled,
    refreshes,
    emit: (kind: SessionChangeKind, u: User | null) => sessionListeners.forEach((l) => l(kind, u)),
    setHidden(value: boolean) {
      hidden = value;
      visibility.forEach((l) => l());
    },
  };
}

/** A payment the server has, made on this page (the create action tracks it). */
function madeHere(t: ReturnType<typeof setup>, over: Record<string, unknown> = {}) {
  const wire = serverPayment({ created_at: new Date(Date.now()).toISOString(), ...over });
  t.server.put(wire);
  t.tray.trackPayment(toPayment(wire));
  return wire;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  freshDevice();
});
afterEach(() => {
  cleanups.forEach((c) => c());
  cleanups = [];
  vi.useRealTimers();
});

describe('pending payments: read from the server', () => {
  it('a fresh page shows the open deposits and withdrawals the server lists, newest first, nothing from storage', async () => {
    const t = setup();
    seedPayouts(t.server);
    t.server.put(serverPayment({ id: 8, status: 20, created_at: new Date(NOW - 24 * 3600_000).toISOString() }));
    expect(t.tray.$pendingLoad.get()).toBe('idle');
    await t.mount();
    expect(t.shown()).toEqual([
      ['payout', 17, 20],
      ['payout', 16, 21],
      ['deposit', 8, 20],
      ['payout', 15, 27],
    ]);
    expect(t.tray.$pendingLoad.get()).toBe('ready');
    const queries = t.server.calls.map((c) => `${c.path}?${c.query.filter}`).sort();
    expect(queries).toEqual([
      '/api/backoffice/payments/deposit/?IN_PROCESS',
      '/api/backoffice/payments/deposit/?OPEN',
      '/api/backoffice/payments/payout/?IN_PROCESS',
      '/api/backoffice/payments/payout/?OPEN',
    ]);
    expect(Object.keys(storage)).toEqual([]);
  });

  it("another language reads what the tray shows again: its methods' names follow the page (docs/api.md \"Payment\")", async () => {
    const lang = atom('fr');
    const t = setup({ lang });
    t.server.put(serverPayment({ id: 8, status: 20, created_at: new Date(NOW - 3600_000).toISOString() }));
    t.server.put(serverPayment({ id: 9, status: 30, created_at: new Date(NOW - 7200_000).toISOString() }));
    await t.mount();
    t.tray.trackPayment(toPayment(t.server.payments.get('deposit:9')!), { quiet: true });
    expect(t.tray.$pendingPayments.get().map((e) => e.payment.paymentSystemName)).toEqual(['Carte bancaire', 'Carte bancaire']);
    // The server now answers in English (the client sends the page's language: tests/unit/api/page-language.test.ts).
    for (const id of [8, 9]) t.server.payments.get(`deposit:${id}`)!.payment_system_name = 'Bank card';
    const before = t.oneReads().length;
    lang.set('en');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.oneReads().slice(before).sort()).toEqual(['/api/backoffice/payments/deposit/8/', '/api/backoffice/payments/deposit/9/']);
    expect(t.tray.$pendingPayments.get().map((e) => [e.payment.id, e.payment.paymentSystemName])).toEqual([
      [8, 'Bank card'],
      [9, 'Bank card'],
    ]);
    expect(t.settled).toEqual([]);
  });

  it('a second device with empty storage sees the same list, and the payment made on the first', async () => {
    const first = setup();
    seedPayouts(first.server);
    await first.mount();
    madeHere(first, { id: 500, type: 'payout', amount: '40.00', status: 20, redirect_link: null });
    freshDevice();
    const second = setup({ server: first.server });
    await second.mount();
    expect(second.shown()).toEqual(first.shown());
    expect(second.shown().map((e) => e[1])).toEqual([500, 17, 16, 15]);
  });

  it('reads every page of a long list', async () => {
    const t = setup();
    for (let id = 1; id <= 130; id++) t.server.put(serverPayment({ id, status: 20, created_at: new Date(NOW - id * 60_000).toISOString() }));
    await t.mount();
    expect(t.shown()).toHaveLength(130);
    expect(t.server.calls.filter((c) => c.path.endsWith('/deposit/') && c.query.filter === 'OPEN').map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('reads when the player signs in', async () => {
    const t = setup();
    seedPayouts(t.server);
    t.auth.set({ ...GUEST_STATE });
    await t.mount();
    expect(t.listReads()).toBe(0);
    t.auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
    t.emit('signed-in', user());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.shown().map((e) => e[1])).toEqual([17, 16, 15]);
  });

  it("reads the stored player's list while the session is restored, once: the restore's sign-in reads no second time", async () => {
    // The cashier is drawn for the stored player meanwhile (spec shell §4 item 4; docs/architecture.md "Speed budgets").
    const t = setup();
    seedPayouts(t.server);
    t.auth.set({ ...GUEST_STATE, status: 'restoring', user: user() });
    await t.mount();
    expect(t.listReads()).toBe(1);
    expect(t.shown().map((e) => e[1])).toEqual([17, 16, 15]);
    t.auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
    t.emit('signed-in', user());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.listReads()).toBe(1);
    expect(t.shown().map((e) => e[1])).toEqual([17, 16, 15]);
  });

  it('empties the list a restore read when the server refuses the session, and reads nothing for a session stored without its player', async () => {
    const t = setup();
    seedPayouts(t.server);
    t.auth.set({ ...GUEST_STATE, status: 'restoring', user: user() });
    await t.mount();
    expect(t.shown()).toHaveLength(3);
    t.emit('expired', null);
    t.auth.set({ ...GUEST_STATE });
    expect(t.shown()).toEqual([]);
    t.auth.set({ ...GUEST_STATE, status: 'restoring', user: null });
    await t.tray.checkNow();
    expect(t.listReads()).toBe(1);
  });
});

describe('pending payments: read early (the cashier\'s code loaded, before an element shows them)', () => {
  it('the element that mounts during the early read, or just after it, shows that answer: one read, then the 10 s pace', async () => {
    const t = setup();
    seedPayouts(t.server);
    t.server.hold();
    t.tray.readEarly();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.listReads()).toBe(1);
    await t.mount(); // while the answers are on their way
    t.server.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.shown().map((e) => e[1])).toEqual([17, 16, 15]);
    expect(t.listReads()).toBe(1);
    // Mounted: the open payments are followed as before.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.listReads()).toBe(2);

    const after = setup();
    seedPayouts(after.server);
    after.tray.readEarly();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await after.mount(); // a second after the answer
    expect(after.listReads()).toBe(1);
    expect(after.shown()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(after.listReads()).toBe(2);
  });

  it('a mount longer than 3 s after the early read reads again; a guest or a hidden page reads nothing early', async () => {
    const t = setup();
    seedPayouts(t.server);
    t.tray.readEarly();
    await vi.advanceTimersByTimeAsync(3_000);
    await t.mount();
    expect(t.listReads()).toBe(2);

    const guest = setup();
    guest.auth.set({ ...GUEST_STATE });
    guest.tray.readEarly();
    const hidden = setup();
    hidden.setHidden(true);
    hidden.tray.readEarly();
    await vi.advanceTimersByTimeAsync(0);
    expect(guest.listReads()).toBe(0);
    expect(hidden.listReads()).toBe(0);
  });
});

describe('pending payments: refresh while open', () => {
  it('found on the server: every 10 s, then every minute after ten minutes', async () => {
    const t = setup();
    seedPayouts(t.server);
    await t.mount();
    expect(t.listReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(t.listReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.listReads()).toBe(2);
    // Nine minutes found them 10 s apart (movement counted from a minute before the first sight).
    await vi.advanceTimersByTimeAsync(530_000);
    expect(t.listReads()).toBe(55);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(t.listReads()).toBe(58);
    expect(pollDelay(0)).toBe(3_000);
    expect(pollDelay(61_000)).toBe(10_000);
    expect(pollDelay(11 * 60_000)).toBe(60_000);
  });

  it('a payment made here: every 3 s in its first minute, then 10 s', async () => {
    const t = setup();
    await t.mount();
    expect(t.listReads()).toBe(1);
    madeHere(t);
    expect(t.shown()).toEqual([['deposit', 412, 10]]);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(t.listReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.listReads()).toBe(2);
    await vi.advanceTimersByTimeAsync(57_000); // up to 60 s: 3 s apart
    expect(t.listReads()).toBe(21);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.listReads()).toBe(27);
  });

  it('stops when none is open: the one that left is read once, announced once, the user re-read', async () => {
    const t = setup();
    await t.mount();
    const wire = madeHere(t);
    await vi.advanceTimersByTimeAsync(3_000);
    t.server.setStatus('deposit', wire.id, 30);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.oneReads()).toEqual(['/api/backoffice/payments/deposit/412/']);
    expect(t.tray.$pendingPayments.get()[0]).toMatchObject({ settled: true, payment: { status: 30 } });
    expect(t.settled).toEqual([412]);
    expect(t.refreshes.count).toBe(1);
    const reads = t.listReads();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(t.listReads()).toBe(reads);
    // The same final payment again (a replayed answer) announces nothing more; dismissed, it goes.
    t.tray.trackPayment(toPayment({ ...wire, status: 30 }));
    expect(t.settled).toEqual([412]);
    t.tray.dismissPayment(412);
    expect(t.shown()).toEqual([]);
  });

  it('a cancellation the action announces itself is not announced again', async () => {
    const t = setup();
    seedPayouts(t.server);
    await t.mount();
    t.server.setStatus('payout', 17, 40);
    t.tray.trackPayment(toPayment({ ...t.server.payments.get('payout:17')!, failure_reason: 'cancelled' }), { quiet: true });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.shown()).toEqual([
      ['payout', 17, 40],
      ['payout', 16, 21],
      ['payout', 15, 27],
    ]);
    expect(t.settled).toEqual([]);
  });

  it('a status seen changing brings the reads closer again', async () => {
    const t = setup();
    seedPayouts(t.server);
    await t.mount();
    await vi.advanceTimersByTimeAsync(600_000); // slow pace by now
    const before = t.listReads();
    t.server.setStatus('payout', 17, 21);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.listReads()).toBe(before + 1);
    expect(t.shown()[0]).toEqual(['payout', 17, 21]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.listReads()).toBe(before + 2);
  });

  it('checkNow during a read reads once more after it', async () => {
    const t = setup();
    await t.mount();
    t.server.hold();
    const first = t.tray.checkNow();
    const second = t.tray.checkNow();
    t.server.release();
    await vi.advanceTimersByTimeAsync(0);
    t.server.release();
    await Promise.all([first, second]);
    expect(t.listReads()).toBe(3);
  });

  it('does not read while the page is hidden, and reads what fell due when it is visible again', async () => {
    const t = setup();
    seedPayouts(t.server);
    await t.mount();
    t.setHidden(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.listReads()).toBe(1);
    t.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.listReads()).toBe(2);
  });

  it('keeps what is shown through offline moments and 401s, with longer pauses', async () => {
    const t = setup();
    await t.mount();
    madeHere(t);
    // Two readings fail (four requests each): offline, then a 401 while the session renews.
    t.server.fail('offline', 'offline', 'offline', 'offline', ...Array(4).fill({ status: 401, code: 'token_not_valid' }));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.shown()).toEqual([['deposit', 412, 10]]);
    await vi.advanceTimersByTimeAsync(5_999); // 2nd failure in a row: 6 s
    expect(t.listReads()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.listReads()).toBe(3);
    t.server.setStatus('deposit', 412, 20);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(t.shown()).toEqual([['deposit', 412, 20]]);
  });

  it('a first read that fails says so and tries again', async () => {
    const t = setup();
    seedPayouts(t.server);
    t.server.fail('offline');
    await t.mount();
    expect(t.tray.$pendingLoad.get()).toBe('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.tray.$pendingLoad.get()).toBe('ready');
    expect(t.shown()).toHaveLength(3);
  });

  it('drops a payment the server does not know for this player (404)', async () => {
    const t = setup();
    await t.mount();
    t.tray.trackPayment(toPayment(serverPayment({ id: 999 })));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.shown()).toEqual([]);
  });

  it('reads nothing while no element shows it', async () => {
    const t = setup();
    seedPayouts(t.server);
    madeHere(t);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.server.calls).toEqual([]);
  });
});

describe('pending payments: session and the return hint', () => {
  it('is cleared by a sign-out or another player, and drops a read answered after the sign-out', async () => {
    const t = setup();
    seedPayouts(t.server);
    await t.mount();
    t.emit('signed-out', null);
    t.auth.set({ ...GUEST_STATE });
    expect(t.shown()).toEqual([]);
    t.auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
    t.emit('signed-in', user());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.shown()).toHaveLength(3);
    t.server.hold();
    void t.tray.checkNow();
    t.emit('signed-out', null);
    t.auth.set({ ...GUEST_STATE });
    t.server.release();
    await vi.advanceTimersByTimeAsync(0);
    t.auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user({ id: 2002 }) });
    expect(t.tray.$pendingPayments.get()).toEqual([]);
  });

  it('keeps the deposit left for a provider as a hint: back on a fresh page it is read at once, and announced if it settled meanwhile', async () => {
    const first = setup();
    await first.mount();
    const wire = madeHere(first, { id: 600, status: 10 });
    expect(decodeHint(storage[RETURN_HINT_KEY]!)).toEqual({ userId: 1001, id: 600, at: NOW });
    first.server.setStatus('deposit', 600, 30); // paid on the provider's page, before the page came back
    const back = setup({ server: first.server });
    await back.mount();
    expect(back.oneReads()).toContain('/api/backoffice/payments/deposit/600/');
    expect(back.shown()).toEqual([['deposit', 600, 30]]);
    expect(back.settled).toEqual([600]);
    expect(storage[RETURN_HINT_KEY]).toBeUndefined();
    expect(wire.id).toBe(600);
  });

  it('forgets a hint the server does not know, and reads garbage as no hint', async () => {
    storage[RETURN_HINT_KEY] = JSON.stringify({ userId: 1001, id: 999, at: NOW });
    const t = setup();
    await t.mount();
    expect(t.shown()).toEqual([]);
    expect(storage[RETURN_HINT_KEY]).toBeUndefined();
    expect(decodeHint('{')).toBeUndefined();
    expect(decodeHint(JSON.stringify({ userId: 1, id: 'x', at: 0 }))).toBeUndefined();
  });
});
