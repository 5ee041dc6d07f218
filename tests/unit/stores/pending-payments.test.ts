// The pending tray (src/stores/pending-payments.ts) under fake timers, through the real client against
// the fake payments server: the backoff (3 s, then 10 s, then 60 s), a final status stops the reads and
// is announced once with a user re-read, the tray survives a reload and hears another tab, a sign-out or
// another player clears it, offline moments and 401s keep the entry, a hidden page is not polled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, map } from 'nanostores';
import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { paymentsApi, toPayment } from '../../../src/api/payments';
import {
  createPendingPayments,
  decodePending,
  pendingStorage,
  PENDING_STORAGE_KEY,
  pollDelay,
  type PendingPayments,
} from '../../../src/stores/pending-payments';
import { GUEST_STATE, type AuthState, type SessionChangeKind } from '../../../src/session/session-manager';
import type { User } from '../../../src/api/types';
import { browserTimers } from '../../../src/platform/wall-clock-timer';
import { user } from '../session/fakes';
import { fakePaymentsServer, serverPayment } from '../support/fake-payments-server';

const NOW = Date.UTC(2025, 0, 15, 12);

/** localStorage shared by the "tabs" of a test, and the storage events a tab hears from the others. */
const storage: Record<string, string> = {};
const storageListeners = new Set<PersistentListener>();
setPersistentEngine(storage, {
  addEventListener: (_key: string, listener: PersistentListener) => void storageListeners.add(listener),
  removeEventListener: (_key: string, listener: PersistentListener) => void storageListeners.delete(listener),
});
/** Another tab writes the tray. */
function otherTabWrites(value: unknown) {
  storage[PENDING_STORAGE_KEY] = JSON.stringify(value);
  for (const l of [...storageListeners]) l({ key: PENDING_STORAGE_KEY, newValue: storage[PENDING_STORAGE_KEY]! });
}

let cleanups: (() => void)[] = [];

function setup(options: { server?: ReturnType<typeof fakePaymentsServer> } = {}) {
  const server = options.server ?? fakePaymentsServer();
  const auth = map<AuthState>({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() });
  const sessionListeners = new Set<(kind: SessionChangeKind, u: User | null) => void>();
  let hidden = false;
  const visibility = new Set<() => void>();
  const refreshes = { count: 0 };
  const settled: number[] = [];
  const tray: PendingPayments = createPendingPayments({
    api: paymentsApi(server.http),
    storage: pendingStorage(),
    auth,
    onSessionChange: (l) => (sessionListeners.add(l), () => void sessionListeners.delete(l)),
    refreshUser: () => void refreshes.count++,
    now: () => Date.now(),
    timers: browserTimers,
    page: { isHidden: () => hidden, onVisibilityChange: (l) => (visibility.add(l), () => void visibility.delete(l)) },
  });
  tray.onPaymentSettled((p) => settled.push(p.id));
  const mount = async () => {
    const off = tray.$pendingPayments.listen(() => undefined);
    cleanups.push(() => (off(), cleanStores(tray.$pendingPayments)));
    await vi.advanceTimersByTimeAsync(0);
  };
  const reads = () => server.calls.filter((c) => c.method === 'GET').length;
  return {
    server,
    tray,
    auth,
    mount,
    reads,
    settled,
    refreshes,
    emit: (kind: SessionChangeKind, u: User | null) => sessionListeners.forEach((l) => l(kind, u)),
    setHidden(value: boolean) {
      hidden = value;
      visibility.forEach((l) => l());
    },
  };
}

/** A payment the server has, tracked as the create action would. */
function tracked(t: ReturnType<typeof setup>, over: Record<string, unknown> = {}) {
  const wire = serverPayment(over);
  t.server.put(wire);
  t.tray.trackPayment(toPayment(wire));
  return wire;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  for (const k of Object.keys(storage)) delete storage[k];
});
afterEach(() => {
  cleanups.forEach((c) => c());
  cleanups = [];
  vi.useRealTimers();
});

describe('pending tray: polling', () => {
  it('reads every 3 s in the first minute, then every 10 s, then every minute', async () => {
    const t = setup();
    await t.mount();
    tracked(t);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(t.reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(57_000); // up to 60 s: 20 reads at 3 s apart
    expect(t.reads()).toBe(20);
    await vi.advanceTimersByTimeAsync(540_000); // up to 10 min: 10 s apart
    expect(t.reads()).toBe(74);
    await vi.advanceTimersByTimeAsync(180_000); // then a minute apart
    expect(t.reads()).toBe(77);
    expect(pollDelay(0)).toBe(3_000);
    expect(pollDelay(61_000)).toBe(10_000);
    expect(pollDelay(11 * 60_000)).toBe(60_000);
  });

  it('stops at a final status, announces it once and re-reads the user', async () => {
    const t = setup();
    await t.mount();
    const wire = tracked(t);
    await vi.advanceTimersByTimeAsync(3_000);
    t.server.setStatus('deposit', wire.id, 30);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.tray.$pendingPayments.get()[0]).toMatchObject({ settled: true, payment: { status: 30 } });
    expect(t.settled).toEqual([412]);
    expect(t.refreshes.count).toBe(1);
    const reads = t.reads();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(t.reads()).toBe(reads);
    // Tracking the same final payment again (a replayed answer) announces nothing more.
    t.tray.trackPayment(toPayment({ ...wire, status: 30 }));
    expect(t.settled).toEqual([412]);
    t.tray.dismissPayment(412);
    expect(t.tray.$pendingPayments.get()).toEqual([]);
  });

  it('does not read while the page is hidden, and reads what fell due when it is visible again', async () => {
    const t = setup();
    await t.mount();
    tracked(t);
    t.setHidden(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.reads()).toBe(0);
    t.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.reads()).toBe(1);
  });

  it('keeps the entry through offline moments and 401s, with longer pauses, then follows it again', async () => {
    const t = setup();
    await t.mount();
    tracked(t);
    t.server.fail('offline', { status: 401, code: 'token_not_valid' }, 'offline');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.tray.$pendingPayments.get()[0]).toMatchObject({ failures: 1 });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(t.tray.$pendingPayments.get()[0]).toMatchObject({ failures: 2 });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(t.tray.$pendingPayments.get()[0]).toMatchObject({ failures: 3 });
    expect(t.reads()).toBe(3);
    t.server.setStatus('deposit', 412, 20);
    await vi.advanceTimersByTimeAsync(24_000);
    expect(t.tray.$pendingPayments.get()[0]).toMatchObject({ failures: 0, payment: { status: 20 } });
  });

  it('drops a payment the server does not know for this player (404)', async () => {
    const t = setup();
    await t.mount();
    t.tray.trackPayment(toPayment(serverPayment({ id: 999 })));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(t.tray.$pendingPayments.get()).toEqual([]);
  });

  it('reads nothing while no element shows the tray', async () => {
    const t = setup();
    tracked(t);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.reads()).toBe(0);
    await t.mount(); // overdue: read at once
    expect(t.reads()).toBe(1);
  });
});

describe('pending tray: storage and session', () => {
  it('survives a reload: a new page finds the entry and follows it', async () => {
    const first = setup();
    tracked(first);
    const server = first.server;
    const second = setup({ server });
    await second.mount();
    expect(second.tray.$pendingPayments.get().map((e) => e.payment.id)).toEqual([412]);
    server.setStatus('deposit', 412, 30);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(second.settled).toEqual([412]);
  });

  it("hears another tab's change", async () => {
    const t = setup();
    await t.mount();
    const entry = { payment: toPayment(serverPayment({ id: 7, status: 20 })), trackedAt: NOW, nextCheckAt: NOW + 3_000, failures: 0, settled: false };
    otherTabWrites({ userId: 1001, entries: [entry] });
    expect(t.tray.$pendingPayments.get().map((e) => e.payment.id)).toEqual([7]);
    // Settled by the other tab: not announced here again.
    otherTabWrites({ userId: 1001, entries: [{ ...entry, settled: true, payment: { ...entry.payment, status: 30 } }] });
    expect(t.settled).toEqual([]);
  });

  it('is cleared by a sign-out, an expiry or another player, and hides another player’s entries', async () => {
    const t = setup();
    await t.mount();
    tracked(t);
    t.emit('signed-out', null);
    expect(decodePending(storage[PENDING_STORAGE_KEY]!)).toEqual({ userId: null, entries: [] });
    tracked(t);
    t.emit('expired', null);
    expect(t.tray.$pendingPayments.get()).toEqual([]);
    tracked(t);
    t.emit('signed-in', user({ id: 2002 }));
    expect(decodePending(storage[PENDING_STORAGE_KEY]!).entries).toEqual([]);
    // Stored for 1001, shown to 2002: nothing.
    otherTabWrites({ userId: 1001, entries: [{ payment: toPayment(serverPayment()), trackedAt: NOW, nextCheckAt: NOW, failures: 0, settled: false }] });
    t.auth.setKey('user', user({ id: 2002 }));
    expect(t.tray.$pendingPayments.get()).toEqual([]);
  });

  it('drops a read answered after the sign-out', async () => {
    const t = setup();
    await t.mount();
    tracked(t);
    t.server.hold();
    await vi.advanceTimersByTimeAsync(3_000);
    t.emit('signed-out', null);
    t.auth.set({ ...GUEST_STATE });
    t.server.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(decodePending(storage[PENDING_STORAGE_KEY]!)).toEqual({ userId: null, entries: [] });
  });

  it('reads garbage in storage as an empty tray', () => {
    expect(decodePending('{')).toEqual({ userId: null, entries: [] });
    expect(decodePending(JSON.stringify({ userId: 1, entries: [{ payment: { id: 'x' } }] }))).toEqual({ userId: 1, entries: [] });
  });
});
