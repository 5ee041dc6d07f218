// The jackpots store (spec shell §3 "Jackpot", §9) through the real client against the in-memory server,
// under fake timers: displayed currency (player's, else the page's), reload on currency change, the growth
// refresh while visible, the 20-minute interval when it is off, and failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, map } from 'nanostores';
import { jackpotsApi } from '../../../src/api/jackpots';
import { createJackpots, displayedCurrency, JACKPOTS_GROWTH_MS, JACKPOTS_REFRESH_MS, type JackpotsDeps } from '../../../src/stores/jackpots';
import { GUEST_STATE, type AuthState } from '../../../src/session/session-manager';
import { user } from '../session/fakes';
import { fakeServer } from '../support/fake-notices-server';
import { browserTimers } from '../../../src/platform/wall-clock-timer';

const PATH = '/api/jackpot/v1/jackpots/';
let cleanups: (() => void)[] = [];

function setup(overrides: Partial<JackpotsDeps> = {}) {
  const server = fakeServer();
  server.useToken(null);
  const auth = map<AuthState>({ ...GUEST_STATE });
  const config = map({ currency: 'TND' });
  let hidden = false;
  const listeners = new Set<() => void>();
  const j = createJackpots({
    api: jackpotsApi(server.http),
    currency: displayedCurrency(auth, config),
    timers: browserTimers,
    now: () => Date.now(),
    page: {
      isHidden: () => hidden,
      onVisibilityChange: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    },
    ...overrides,
  });
  const mount = async () => {
    const off = j.$state.listen(() => undefined);
    cleanups.push(() => (off(), cleanStores(j.$state)));
    await vi.advanceTimersByTimeAsync(0);
    await allTasks();
  };
  const setHidden = (next: boolean) => {
    hidden = next;
    listeners.forEach((fn) => fn());
  };
  return { j, server, auth, config, mount, setHidden, reads: () => server.callsTo(PATH) };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2025, 0, 15, 12) }));
afterEach(() => {
  cleanups.forEach((c) => c());
  cleanups = [];
  vi.useRealTimers();
});

describe('jackpots store', () => {
  it('reads nothing until mounted, then the pots in the page currency for a guest', async () => {
    const { j, mount, reads } = setup();
    await vi.advanceTimersByTimeAsync(JACKPOTS_REFRESH_MS);
    expect(reads()).toHaveLength(0);
    await mount();
    expect(reads().map((c) => c.query)).toEqual([{ currency: 'TND' }]);
    const s = j.$state.get();
    expect(s.status).toBe('ready');
    expect(s.currency).toBe('TND');
    expect(s.jackpots.map((p) => [p.name, p.amount, p.winner])).toEqual([
      ['silver', 1000, null],
      ['gold', 5000, 'd***o'],
      ['bronze', 100, null],
    ]);
  });

  it("uses the signed-in player's currency and reloads when the displayed currency changes", async () => {
    const { j, auth, config, mount, reads } = setup();
    await mount();
    auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user({ currency: 'EUR' }) });
    expect(j.$state.get()).toMatchObject({ status: 'loading', currency: 'EUR', jackpots: [] }); // no TND amounts labelled EUR
    await allTasks();
    expect(j.$state.get().jackpots.map((p) => p.amount)).toEqual([300, 1500, 30]);
    expect(j.$state.get().jackpots.every((p) => p.currency === 'EUR')).toBe(true);
    // A user poll with the same currency reads nothing; the page's currency does not matter while signed in.
    auth.set({ ...auth.get(), user: user({ currency: 'EUR', balance: 1 }) });
    config.set({ currency: 'TND' });
    await allTasks();
    expect(reads().map((c) => c.query.currency)).toEqual(['TND', 'EUR']);
    auth.set({ ...GUEST_STATE });
    await allTasks();
    expect(reads().map((c) => c.query.currency)).toEqual(['TND', 'EUR', 'TND']);
  });

  it('reads again every 60 s while visible so the growth shows, quietly', async () => {
    const { j, server, mount, reads } = setup();
    await mount();
    server.jackpots.silver = 1000.5;
    const seen: string[] = [];
    j.$state.listen((s) => seen.push(s.status));
    await vi.advanceTimersByTimeAsync(JACKPOTS_GROWTH_MS - 1);
    expect(reads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toHaveLength(2);
    expect(j.$state.get().jackpots[0].amount).toBe(1000.5);
    expect(seen).not.toContain('loading'); // no skeleton flash on a periodic read
  });

  it('reads nothing while hidden and catches up when shown', async () => {
    const { mount, setHidden, reads } = setup();
    await mount();
    setHidden(true);
    await vi.advanceTimersByTimeAsync(JACKPOTS_REFRESH_MS);
    expect(reads()).toHaveLength(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toHaveLength(2);
  });

  it('with the growth refresh off, reads every 20 minutes (spec §9)', async () => {
    const { mount, reads } = setup({ growthMs: 0 });
    await mount();
    await vi.advanceTimersByTimeAsync(JACKPOTS_REFRESH_MS - 1);
    expect(reads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toHaveLength(2);
  });

  it('shows the error state when the first read fails, and a retry recovers', async () => {
    const { j, server, mount } = setup();
    server.faults.set(PATH, 503);
    await mount();
    expect(j.$state.get()).toMatchObject({ status: 'error', jackpots: [], error: { status: 503 } });
    server.faults.clear();
    await j.retry();
    expect(j.$state.get()).toMatchObject({ status: 'ready', error: null });
    expect(j.$state.get().jackpots).toHaveLength(3);
  });

  it('keeps the amounts when a periodic read fails', async () => {
    const { j, server, mount } = setup();
    await mount();
    server.faults.set(PATH, 503);
    await vi.advanceTimersByTimeAsync(JACKPOTS_GROWTH_MS);
    expect(j.$state.get()).toMatchObject({ status: 'ready', error: { status: 503 } });
    expect(j.$state.get().jackpots).toHaveLength(3);
  });

  it('shows the error for a currency the server does not know (400 unknown_currency)', async () => {
    const { j, config, mount } = setup();
    config.set({ currency: 'XYZ' });
    await mount();
    expect(j.$state.get()).toMatchObject({ status: 'error', currency: 'XYZ', error: { status: 400, code: 'unknown_currency' } });
  });

  it('drops the answer for a currency that is no longer displayed', async () => {
    const { j, config, mount } = setup();
    const off = j.$state.listen(() => undefined);
    cleanups.push(off);
    const seen: string[] = [];
    config.set({ currency: 'EUR' }); // the TND read is under way
    j.$state.listen((s) => seen.push(`${s.status} ${s.currency}`));
    await mount();
    expect(seen).toEqual(['ready EUR']); // the TND answer came first and was dropped
    expect(j.$state.get().currency).toBe('EUR');
    expect(j.$state.get().jackpots.every((p) => p.currency === 'EUR')).toBe(true);
  });
});
