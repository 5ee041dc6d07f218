// The notifications store (spec shell-session-wheel.md §3, §4 "Notifications", §9) through the real HTTP
// client and converters against an in-memory server, under fake timers: the 15 s cadence, a hidden page,
// sign-out and user change, "thanks" (and its failure), "dismiss" persisted per user, the 20-minute refresh.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, map } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { bonusApi } from '../../../src/api/bonus';
import {
  createDismissedStore,
  createNotifications,
  DATA_REFRESH_MS,
  NOTIFICATIONS_POLL_MS,
  type NotificationsDeps,
} from '../../../src/stores/notifications';
import { GUEST_STATE, type AuthState } from '../../../src/session/session-manager';
import { user } from '../session/fakes';
import { fakeServer } from '../support/fake-notices-server';
import { browserTimers } from '../../../src/platform/wall-clock-timer';

const LISTS = '/api/bonus-system/';

function signedIn(id = 1001): AuthState {
  return { ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user({ id, username: `u${id}` }), session: { access: `tok-${id}`, refresh: 'r' } };
}

function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    isHidden: () => hidden,
    onVisibilityChange(fn: () => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    setHidden(next: boolean) {
      hidden = next;
      listeners.forEach((fn) => fn());
    },
  };
}

let stores: { clean: () => void }[] = [];

function setup(overrides: Partial<NotificationsDeps> = {}, wrapApi = (api: NotificationsDeps['api']) => api) {
  const server = fakeServer();
  const auth = map<AuthState>({ ...GUEST_STATE });
  const page = fakePage();
  const ackErrors: unknown[] = [];
  const refreshData = vi.fn();
  const dismissed = createDismissedStore();
  const n = createNotifications({
    api: wrapApi(bonusApi(server.http)),
    auth,
    dismissed,
    timers: browserTimers,
    now: () => Date.now(),
    page,
    onAcknowledgeError: (error) => ackErrors.push(error),
    refreshData,
    ...overrides,
  });
  const off = n.$visible.listen(() => undefined); // an element showing the notices
  stores.push({ clean: () => (off(), cleanStores(n.$state, n.$visible, dismissed)) });
  const signIn = async (id = 1001) => {
    server.useToken(`tok-${id}`);
    auth.set(signedIn(id));
    await vi.advanceTimersByTimeAsync(0);
    await allTasks();
  };
  return { n, server, auth, page, ackErrors, refreshData, signIn, checks: () => server.callsTo(LISTS).length / 3 };
}

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 15, 12) });
  cleanTestStorage();
});
afterEach(() => {
  stores.forEach((s) => s.clean());
  stores = [];
  vi.useRealTimers();
});

describe('loading', () => {
  it('reads the three lists exactly as the contract says, once signed in', async () => {
    const { server, signIn } = setup();
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 2);
    expect(server.calls).toHaveLength(0); // a guest: nothing
    await signIn();
    const base = { is_accrued: 'true', is_acknowledged: 'false', page: '1', ordering: '-date', date_from: '2023-08-25' };
    const lists = server.callsTo(LISTS).map((c) => ({ path: c.path, query: c.query, auth: c.auth }));
    expect(lists).toEqual([
      { path: '/api/bonus-system/bonusbalance/history', query: { ...base, type: 'FirstDeposit', page_size: '1' }, auth: 'Bearer tok-1001' },
      { path: '/api/bonus-system/bonusbalance/history', query: { ...base, type: 'PersonalJackpot', page_size: '2' }, auth: 'Bearer tok-1001' },
      { path: '/api/bonus-system/cashback/history', query: { ...base, page_size: '2' }, auth: 'Bearer tok-1001' },
    ]);
  });

  it('keeps the spec state: firstDeposit {item, isShowed}, cashback and personalJackpot {all by id, hide}', async () => {
    const { n, signIn } = setup();
    await signIn();
    const s = n.$state.get();
    expect(s.firstDeposit.isShowed).toBe(true);
    expect(s.firstDeposit.item).toMatchObject({ id: 1, amount: 20, amountCurrency: 'TND', type: 'FirstDeposit' });
    // Page size 2, newest first: 12 and 11 (13 is acknowledged, 14 is older).
    expect(Object.keys(s.cashback.all).map(Number).sort()).toEqual([11, 12]);
    expect(s.cashback.all[12]).toMatchObject({ amount: 8, date: '2025-01-06T10:00:00+00:00' });
    expect(Object.keys(s.personalJackpot.all).map(Number).sort()).toEqual([2, 3]);
    expect(s.personalJackpot.all[3].amount).toBe(75.5); // floored
    expect(s.cashback.hide).toEqual([]);
    expect(n.$visible.get().map((v) => v.key)).toEqual([
      'first-deposit:1',
      'cashback:12',
      'cashback:11',
      'personal-jackpot:3',
      'personal-jackpot:2',
    ]);
  });

  it('checks every 15 s while signed in and visible', async () => {
    const { signIn, checks } = setup();
    await signIn();
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS - 1);
    expect(checks()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 3);
    expect(checks()).toBe(5);
  });

  it('shows a new item at the next check', async () => {
    const { n, server, signIn } = setup();
    await signIn();
    server.items.push({ id: 30, user: 1001, list: 'cashback', type: 'Cashback', amount: '4.00', date: '2025-01-15T11:00:00+00:00', is_accrued: true, is_acknowledged: false });
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(Object.keys(n.$state.get().cashback.all).map(Number).sort()).toEqual([12, 30]);
  });

  it('pauses while the page is hidden and checks once when it shows again', async () => {
    const { page, signIn, checks } = setup();
    await signIn();
    page.setHidden(true);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 10);
    expect(checks()).toBe(1);
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(checks()).toBe(3);
  });

  it('keeps what it showed when a check fails, and says so in the state', async () => {
    const { n, server, signIn } = setup();
    await signIn();
    server.faults.set('/api/bonus-system/cashback/', 503);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(Object.keys(n.$state.get().cashback.all)).toHaveLength(2);
    expect(n.$state.get().error).toMatchObject({ status: 503 });
    server.faults.clear();
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(n.$state.get().error).toBeNull();
  });
});

describe('session', () => {
  it('stops and clears on sign-out (at once, while logging out)', async () => {
    const { n, auth, signIn, checks } = setup();
    await signIn();
    auth.set({ ...auth.get(), status: 'logging-out' });
    expect(n.$visible.get()).toEqual([]);
    expect(n.$state.get().userId).toBeNull();
    auth.set({ ...GUEST_STATE });
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 4);
    expect(checks()).toBe(1);
  });

  it('drops the answer of a check that was under way when the player signed out', async () => {
    const { n, server, auth } = setup();
    server.useToken('tok-1001');
    auth.set(signedIn());
    vi.advanceTimersByTime(0); // the check leaves (its answers are microtasks away)
    expect(server.callsTo(LISTS)).toHaveLength(3);
    auth.set({ ...GUEST_STATE }); // its answer must not show
    await vi.advanceTimersByTimeAsync(0);
    await allTasks();
    expect(n.$visible.get()).toEqual([]);
  });

  it("drops a check of the last user that answers after another signed in; nothing of the last one shows meanwhile", async () => {
    // The three lists are a player resource (src/stores/player-resource.ts): held answers stand for a slow server.
    const held: (() => void)[] = [];
    let hold = false;
    const { n, server, auth, signIn } = setup({}, (api) => {
      const slow =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        (...args: A): Promise<R> => {
          const answer = call(...args);
          return hold ? new Promise<R>((resolve, reject) => held.push(() => void answer.then(resolve, reject))) : answer;
        };
      return { ...api, bonusHistory: slow(api.bonusHistory), cashbackHistory: slow(api.cashbackHistory) };
    });
    await signIn(1001);
    expect(n.$visible.get()).toHaveLength(5);
    hold = true;
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS); // 1001's next check leaves; its answers wait
    expect(held).toHaveLength(3);
    hold = false;
    server.useToken('tok-1002');
    auth.set(signedIn(1002));
    expect(n.$visible.get()).toEqual([]);
    expect(n.$state.get()).toMatchObject({ userId: 1002, cashback: { all: {} }, personalJackpot: { all: {} } });
    await vi.advanceTimersByTimeAsync(0); // 1002's own check
    expect(n.$visible.get().map((v) => v.key)).toEqual(['first-deposit:21']);
    held.forEach((answer) => answer()); // 1001's check answers now: dropped
    await vi.advanceTimersByTimeAsync(0);
    await allTasks();
    expect(n.$visible.get().map((v) => v.key)).toEqual(['first-deposit:21']);
  });

  it("clears on user change and shows only the new user's items", async () => {
    const { n, signIn } = setup();
    await signIn(1001);
    expect(n.$visible.get()).toHaveLength(5);
    await signIn(1002);
    expect(n.$state.get().userId).toBe(1002);
    expect(n.$visible.get().map((v) => v.key)).toEqual(['first-deposit:21']);
  });

  it('does not check again on every user poll of the session (same user)', async () => {
    const { auth, signIn, checks } = setup();
    await signIn();
    for (let i = 0; i < 5; i++) {
      auth.set({ ...auth.get(), user: user({ balance: 1000 + i }) });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(checks()).toBe(1);
  });
});

describe('thanks', () => {
  it('acknowledges to the server; the item goes and a later check does not bring it back', async () => {
    const { n, server, signIn, ackErrors } = setup();
    await signIn();
    const pending = n.acknowledge('cashback', 12);
    expect(n.$state.get().acknowledging).toEqual(['cashback:12']);
    await expect(pending).resolves.toBe(true);
    expect(server.callsTo('/api/bonus-system/cashback/history/12/acknowledge/')).toHaveLength(1);
    expect(server.callsTo('/api/bonus-system/cashback/history/12/acknowledge/')[0].method).toBe('POST');
    expect(n.$state.get().cashback.all[12]).toBeUndefined();
    expect(n.$state.get().acknowledging).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    // The next page of two now holds 11 and 14.
    expect(Object.keys(n.$state.get().cashback.all).map(Number).sort()).toEqual([11, 14]);
    expect(ackErrors).toEqual([]);
  });

  it('acknowledges the first deposit and personal jackpots on the bonus-balance list', async () => {
    const { n, server, signIn } = setup();
    await signIn();
    await n.acknowledge('first-deposit', 1);
    await n.acknowledge('personal-jackpot', 3);
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/bonus-system/bonusbalance/history/1/acknowledge/',
      '/api/bonus-system/bonusbalance/history/3/acknowledge/',
    ]);
    expect(n.$state.get().firstDeposit).toEqual({ item: null, isShowed: false });
    expect(n.$visible.get().map((v) => v.key)).toEqual(['cashback:12', 'cashback:11', 'personal-jackpot:2']);
  });

  it('keeps the item and reports the error when the server refuses', async () => {
    const { n, server, signIn, ackErrors } = setup();
    await signIn();
    server.faults.set('/api/bonus-system/cashback/history/11/acknowledge/', 500);
    await expect(n.acknowledge('cashback', 11)).resolves.toBe(false);
    expect(ackErrors).toHaveLength(1);
    expect(ackErrors[0]).toMatchObject({ status: 500 });
    expect(n.$state.get().cashback.all[11]).toBeDefined();
    expect(n.$state.get().acknowledging).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(n.$visible.get().map((v) => v.key)).toContain('cashback:11');
  });

  it('sends one call for a double press', async () => {
    const { n, server, signIn } = setup();
    await signIn();
    await Promise.all([n.acknowledge('personal-jackpot', 2), n.acknowledge('personal-jackpot', 2)]);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('dismiss', () => {
  it('hides locally (no server call) and persists per user, so a reload keeps it hidden', async () => {
    const first = setup();
    await first.signIn();
    first.n.dismiss('cashback', 12);
    first.n.dismiss('first-deposit', 1);
    expect(first.server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(first.n.$state.get().cashback.hide).toEqual([12]);
    expect(first.n.$state.get().firstDeposit).toMatchObject({ item: { id: 1 }, isShowed: false });
    expect(first.n.$visible.get().map((v) => v.key)).toEqual(['cashback:11', 'personal-jackpot:3', 'personal-jackpot:2']);
    expect(JSON.parse(getTestStorage()['casino-widgets:notices:1001'])).toEqual({ firstDeposit: [1], cashback: [12], personalJackpot: [] });

    // A reload: a new store over the same storage.
    stores.forEach((s) => s.clean());
    stores = [];
    const again = setup();
    await again.signIn();
    expect(again.n.$state.get().cashback.hide).toEqual([12]);
    expect(again.n.$state.get().firstDeposit.isShowed).toBe(false);
    expect(again.n.$visible.get().map((v) => v.key)).toEqual(['cashback:11', 'personal-jackpot:3', 'personal-jackpot:2']);

    // Another player on this device is not affected.
    await again.signIn(1002);
    expect(again.n.$state.get().firstDeposit.isShowed).toBe(true);
  });

  it('follows a dismissal made in another tab (storage event)', async () => {
    const { n, signIn } = setup();
    await signIn();
    setTestStorageKey('casino-widgets:notices:1001', JSON.stringify({ firstDeposit: [], cashback: [], personalJackpot: [2] }));
    expect(n.$state.get().personalJackpot.hide).toEqual([2]);
    expect(n.$visible.get().map((v) => v.key)).not.toContain('personal-jackpot:2');
  });

  it('reads a garbled stored value as nothing dismissed', async () => {
    setTestStorageKey('casino-widgets:notices:1001', '{not json');
    const { n, signIn } = setup();
    await signIn();
    expect(n.$visible.get()).toHaveLength(5);
  });
});

describe('20-minute data refresh', () => {
  it(`runs every ${DATA_REFRESH_MS} ms while signed in, not for a guest`, async () => {
    const { refreshData, signIn, auth } = setup();
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS * 2);
    expect(refreshData).not.toHaveBeenCalled();
    await signIn();
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS - 1);
    expect(refreshData).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS);
    expect(refreshData).toHaveBeenCalledTimes(2);
    auth.set({ ...GUEST_STATE });
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS * 2);
    expect(refreshData).toHaveBeenCalledTimes(2);
  });

  it('waits while the page is hidden and catches up when it shows again', async () => {
    const { refreshData, signIn, page } = setup();
    await signIn();
    await vi.advanceTimersByTimeAsync(60_000);
    page.setHidden(true);
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS * 2);
    expect(refreshData).not.toHaveBeenCalled();
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS - 1);
    expect(refreshData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshData).toHaveBeenCalledTimes(2);
  });

  it('a failing refresh does not stop the next one', async () => {
    const refreshData = vi.fn(() => Promise.reject(new Error('offline')));
    const { signIn } = setup({ refreshData });
    await signIn();
    await vi.advanceTimersByTimeAsync(DATA_REFRESH_MS * 3);
    expect(refreshData).toHaveBeenCalledTimes(3);
  });
});
