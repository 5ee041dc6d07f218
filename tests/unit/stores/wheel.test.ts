// The wheel store (spec §4 "Wheel", §9; docs/api.md "Wheel") through the real client against an in-memory
// wheel server, under fake timers: loading on mount and on session/currency/language changes, the spin
// state machine (pulse at 4 s, result at 5 s, settings reloaded), one request per press, the
// Idempotency-Key reused after an unanswered press, refusals, images, the countdown and its default.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, atom, cleanStores, map } from 'nanostores';
import { wheelApi } from '../../../src/api/wheel';
import { createWheel, defaultFreeSpinTime, nextFreeSpinAt, segmentOf, sessionBalances, type WheelDeps } from '../../../src/stores/wheel';
import { GUEST_STATE, type AuthState } from '../../../src/session/session-manager';
import { makeSession, user } from '../session/fakes';
import { fakeWheelServer, PRIZE_IDS } from '../support/fake-wheel-server';
import { browserTimers } from '../../../src/platform/wall-clock-timer';
import { isOutcomeUnknown } from '../../../src/api/idempotency-key';

const NOW = Date.UTC(2025, 0, 15, 12);
let cleanups: (() => void)[] = [];

function setup(overrides: Partial<WheelDeps> = {}, signedIn = true) {
  const server = fakeWheelServer();
  const auth = map<AuthState>(signedIn ? { ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user() } : { ...GUEST_STATE });
  const currency = atom('TND');
  const lang = atom('fr');
  let keys = 0;
  const reported: unknown[] = [];
  const w = createWheel({
    api: wheelApi(server.http),
    auth,
    currency,
    lang,
    timers: browserTimers,
    now: () => Date.now(),
    random: () => 0.5,
    uuid: () => `key-${++keys}`,
    report: (e) => reported.push(e),
    ...overrides,
  });
  const mount = async () => {
    const off = w.$state.listen(() => undefined);
    cleanups.push(() => (off(), cleanStores(w.$state)));
    await vi.advanceTimersByTimeAsync(0);
    await allTasks();
  };
  const settingsReads = () => server.callsTo('/services/wheel/settings/public/').length;
  return { w, server, auth, currency, lang, mount, reported, settingsReads };
}

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  cleanups.forEach((c) => c());
  cleanups = [];
  vi.useRealTimers();
});

describe('wheel store: data', () => {
  it('reads the prizes (currency, language) and the public settings when mounted', async () => {
    const { w, server, mount } = setup();
    expect(server.calls).toHaveLength(0);
    await mount();
    expect(server.calls.map((c) => [c.path, c.query])).toEqual([
      ['/services/wheel/prizes/', { currency: 'TND', lang: 'fr' }],
      ['/services/wheel/settings/public/', { currency: 'TND' }],
    ]);
    const s = w.$state.get();
    expect(s).toMatchObject({ status: 'ready', imagesReady: true, phase: 'idle' });
    expect(s.prizes.map((p) => p.id)).toEqual(PRIZE_IDS);
    expect(s.settings).toMatchObject({ hasFreeSpin: true, paidSpinCost: 2, currency: 'TND' });
  });

  it('reads again when the player, the currency or the language changes', async () => {
    const { w, auth, currency, lang, mount, server } = setup({}, false);
    await mount();
    currency.set('EUR');
    await allTasks();
    lang.set('ar');
    await allTasks();
    auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user({ currency: 'TND' }) });
    // A guest's settings say "no free spin": the player's buttons wait for their own.
    expect(w.$state.get()).toMatchObject({ status: 'loading', settings: null });
    await allTasks();
    // A user poll (new balance) changes nothing the wheel depends on.
    auth.set({ ...auth.get(), user: user({ currency: 'TND', balance: 5 }) });
    await allTasks();
    expect(server.callsTo('/services/wheel/prizes/').map((c) => c.query)).toEqual([
      { currency: 'TND', lang: 'fr' },
      { currency: 'EUR', lang: 'fr' },
      { currency: 'EUR', lang: 'ar' },
      { currency: 'TND', lang: 'ar' },
    ]);
  });

  it('a failed first read is the error state; retry recovers; a later failed reload keeps the wheel', async () => {
    const { w, server, mount, lang } = setup();
    server.faults.set('/services/wheel/prizes/', 503);
    await mount();
    expect(w.$state.get()).toMatchObject({ status: 'error', prizes: [], error: { status: 503 } });
    expect(await w.spin(true)).toBe('not-ready');
    server.faults.clear();
    await w.retry();
    expect(w.$state.get()).toMatchObject({ status: 'ready', error: null });
    server.faults.set('/services/wheel/prizes/', 503);
    lang.set('en'); // same currency: the wheel stays while the names reload
    await allTasks();
    expect(w.$state.get()).toMatchObject({ status: 'ready', error: { status: 503 } });
    expect(w.$state.get().prizes).toHaveLength(16);
  });

  it('spinning waits for the prize images; an image that fails does not block for ever', async () => {
    const loads: { url: string; done: (ok: boolean) => void }[] = [];
    const { w, mount, server } = setup({
      loadImage: (url) => new Promise((resolve, reject) => loads.push({ url, done: (ok) => (ok ? resolve(undefined) : reject(new Error('404'))) })),
    });
    await mount();
    expect(loads.map((l) => l.url)).toEqual(['/services/wheel/images/gift-10.svg', '/services/wheel/images/gift-14.svg']);
    expect(w.$state.get().imagesReady).toBe(false);
    expect(await w.spin(true)).toBe('not-ready');
    loads[0].done(true);
    await allTasks();
    expect(w.$state.get().imagesReady).toBe(false);
    loads[1].done(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(w.$state.get().imagesReady).toBe(true);
    expect(server.spinsSent()).toHaveLength(0);
  });
});

describe('wheel store: a spin', () => {
  it('requesting → landing → pulse at 4 s → result at 5 s: spin result cleared, settings reloaded', async () => {
    const { w, server, mount, settingsReads } = setup();
    await mount();
    server.state.nextPrize = 9;
    const seen: string[] = [];
    w.$state.listen((s) => seen[seen.length - 1] !== s.phase && seen.push(s.phase));
    const pressed = w.spin(true);
    expect(w.$state.get().phase).toBe('requesting');
    expect(await pressed).toBe('spinning');
    const landing = w.$state.get();
    expect(landing).toMatchObject({ phase: 'landing', segment: PRIZE_IDS.indexOf(9), jitter: 0, result: null });
    expect(landing.spin).toMatchObject({ prizeId: 9, isFree: true });
    expect(landing.timeline).toEqual({ landAt: NOW + 4_000, pulseAt: NOW + 4_000, resultAt: NOW + 5_000 });
    expect(settingsReads()).toBe(1);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(w.$state.get().phase).toBe('landing');
    await vi.advanceTimersByTimeAsync(1);
    expect(w.$state.get().phase).toBe('pulse');
    await vi.advanceTimersByTimeAsync(999);
    expect(w.$state.get().phase).toBe('pulse');
    await vi.advanceTimersByTimeAsync(1);
    const result = w.$state.get();
    expect(result.phase).toBe('result');
    expect(result.spin).toBeNull();
    expect(result.result).toMatchObject({ prizeId: 9, name: 'Prix 4' });
    await allTasks();
    expect(settingsReads()).toBe(2);
    expect(w.$state.get().settings?.hasFreeSpin).toBe(false); // the free spin is used: the paid button next
    expect(seen).toEqual(['requesting', 'landing', 'pulse', 'result']);
  });

  it('a slow answer: the wheel keeps turning, lands 2.5 s after it, result 1 s later', async () => {
    const { w, server, mount } = setup();
    await mount();
    server.state.hold = true;
    const pressed = w.spin(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(w.$state.get().phase).toBe('requesting');
    server.release();
    await pressed;
    expect(w.$state.get().timeline).toEqual({ landAt: NOW + 5_500, pulseAt: NOW + 5_500, resultAt: NOW + 6_500 });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(w.$state.get().phase).toBe('result');
  });

  it('a double press, or a press during the spin, sends one request', async () => {
    const { w, server, mount } = setup();
    await mount();
    server.state.hold = true;
    const first = w.spin(false);
    expect(await w.spin(false)).toBe('busy');
    expect(await w.spin(true)).toBe('busy');
    server.release();
    await first;
    expect(await w.spin(false)).toBe('busy'); // landing
    await vi.advanceTimersByTimeAsync(4_500);
    expect(await w.spin(false)).toBe('busy'); // pulse
    await vi.advanceTimersByTimeAsync(500);
    expect(server.spinsSent()).toHaveLength(1);
    server.state.hold = false;
    expect(await w.spin(false)).toBe('spinning'); // the result panel does not block the next spin
    expect(server.spinsSent()).toHaveLength(2);
    expect(new Set(server.spinsSent().map((c) => c.key)).size).toBe(2);
  });

  it.each(['lost', 'malformed'] as const)('after a press whose answer was %s, "checking", and the next press with the same is_free reuses its key: no second charge', async (how) => {
    let rechecks = 0;
    const { w, server, mount, reported } = setup({ recheck: () => void rechecks++ });
    await mount();
    const balance = server.state.balance;
    server.state.nextSpin = how;
    expect(await w.spin(false)).toBe('failed');
    // Not "try again": the outcome is unknown (docs/conventions.md §7), the balances are read again, no error toast.
    expect(w.$state.get()).toMatchObject({ phase: 'idle', spinError: { code: 'outcome_unknown' } });
    expect(isOutcomeUnknown(w.$state.get().spinError)).toBe(true);
    expect(rechecks).toBe(1);
    expect(reported).toHaveLength(0);
    expect(server.state.spins).toBe(1); // the server did spin and charge
    expect(await w.spin(false)).toBe('spinning');
    const [a, b] = server.spinsSent();
    expect(b.key).toBe(a.key);
    expect(server.state.spins).toBe(1); // replayed, not spun again
    expect(server.state.balance).toBe(balance - 2 + 4); // prize 3: segment 3, 4.00
    expect(w.$state.get().spinError).toBeNull();
    // A fresh press after that answer gets a fresh key.
    await vi.advanceTimersByTimeAsync(5_000);
    await w.spin(false);
    expect(server.spinsSent()[2].key).not.toBe(a.key);
  });

  it('a 503 without a code keeps the key too: the retry is the same spin, spun once', async () => {
    const { w, server, mount } = setup();
    await mount();
    server.state.nextSpin = 'unavailable';
    expect(await w.spin(false)).toBe('failed');
    expect(isOutcomeUnknown(w.$state.get().spinError)).toBe(true);
    expect(await w.spin(false)).toBe('spinning');
    const [a, b] = server.spinsSent();
    expect(b.key).toBe(a.key);
    expect(server.state.spins).toBe(1);
  });

  it('an unanswered press followed by a press of the other button uses a new key', async () => {
    const { w, server, mount } = setup();
    await mount();
    server.state.nextSpin = 'offline';
    await w.spin(true);
    await w.spin(false);
    const [a, b] = server.spinsSent();
    expect(a.key).not.toBe(b.key);
  });

  it('a refusal: back to idle with the translated error kept, reported once, the key not reused, settings read again', async () => {
    const { w, server, mount, reported, settingsReads } = setup();
    await mount();
    server.state.nextSpin = 'not_enough_money';
    expect(await w.spin(false)).toBe('failed');
    expect(w.$state.get()).toMatchObject({ phase: 'idle', spin: null, result: null, spinError: { code: 'not_enough_money', status: 400 } });
    expect(reported).toEqual([expect.objectContaining({ code: 'not_enough_money' })]);
    await allTasks();
    expect(settingsReads()).toBe(2);
    server.state.nextSpin = 'ok';
    await w.spin(false);
    const [a, b] = server.spinsSent();
    expect(b.key).not.toBe(a.key);
  });

  it('free_spin_not_available (used in another tab) is a refusal too', async () => {
    const { w, server, mount } = setup();
    await mount();
    server.state.hasFreeSpin = false;
    expect(await w.spin(true)).toBe('failed');
    expect(w.$state.get().spinError).toMatchObject({ code: 'free_spin_not_available' });
    await allTasks();
    expect(w.$state.get().settings?.hasFreeSpin).toBe(false);
  });

  it("a new player does not see the last player's result", async () => {
    const { w, auth, mount } = setup();
    await mount();
    await w.spin(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.$state.get().result).not.toBeNull();
    auth.set({ ...GUEST_STATE });
    await allTasks();
    expect(w.$state.get()).toMatchObject({ phase: 'idle', result: null });
  });

  it('a guest is not spun for: login required, nothing sent', async () => {
    const { w, server, mount } = setup({}, false);
    await mount();
    expect(await w.spin(true)).toBe('login-required');
    expect(server.spinsSent()).toHaveLength(0);
    expect(w.$state.get().phase).toBe('idle');
  });

  it('reduced motion: the result follows the answer after a short fade', async () => {
    const { w, mount } = setup({ reducedMotion: () => true });
    await mount();
    await w.spin(false);
    expect(w.$state.get()).toMatchObject({ reduced: true, phase: 'landing' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(w.$state.get().phase).toBe('result');
  });

  /** The wheel wired to a session manager, as on the page (the session's user poll out of the way). */
  async function withSession() {
    const { manager, state, storage } = makeSession({ pollMs: 3_600_000 });
    cleanups.push(() => manager.stop());
    await manager.signIn('demo', 'demo1234');
    return { manager, storage, ...setup({ auth: state, ...sessionBalances(manager) }), auth: state };
  }

  it('shows the balances of the answer at the result, for the player who spun', async () => {
    const { w, auth, mount, server, manager, storage } = await withSession();
    await mount();
    server.state.nextPrize = 3; // 4.00 TND, segment 3
    await w.spin(false);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(auth.get().user?.balance).toBe(1000); // not before the wheel has landed
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.get().user).toMatchObject({ balance: 100 - 2 + 4, bonusBalance: 5 });
    expect(storage.value?.user?.balance).toBe(100 - 2 + 4); // the stored session other tabs read
    // Another player signed in meanwhile: their balance is left alone.
    const result = w.$state.get().result!;
    auth.set({ ...auth.get(), user: user({ id: 1002, balance: 7 }) });
    sessionBalances(manager).applyBalances!(result, 1001, manager.epoch());
    expect(auth.get().user?.balance).toBe(7);
  });

  it('drops the balances of a press whose session ended before the answer (the ticket of the press)', async () => {
    const { w, auth, mount, server, manager } = await withSession();
    await mount();
    server.state.nextPrize = 3;
    await w.spin(false);
    await manager.signOut();
    await manager.signIn('demo', 'demo1234'); // the same player, another session
    await vi.advanceTimersByTimeAsync(5_000);
    expect(w.$state.get().phase).toBe('result');
    expect(auth.get().user?.balance).toBe(1000);
  });
});

describe('wheel store: countdown', () => {
  it('defaults to 09:00:00 UTC the next day', () => {
    expect(defaultFreeSpinTime(Date.UTC(2025, 0, 15, 12))).toBe(Date.UTC(2025, 0, 16, 9));
    expect(defaultFreeSpinTime(Date.UTC(2025, 0, 15, 5))).toBe(Date.UTC(2025, 0, 16, 9));
    expect(defaultFreeSpinTime(Date.UTC(2024, 11, 31, 23, 59, 59))).toBe(Date.UTC(2025, 0, 1, 9));
    expect(nextFreeSpinAt(null, NOW)).toBe(Date.UTC(2025, 0, 16, 9));
  });

  it('reloads the settings when the countdown reaches 0 (the server time, or the default when missing)', async () => {
    const { w, server, mount, settingsReads } = setup();
    server.state.hasFreeSpin = false;
    server.state.omitFreeSpinTime = true;
    await mount();
    expect(w.$state.get().settings?.freeSpinTime).toBeNull();
    expect(nextFreeSpinAt(w.$state.get().settings, Date.now())).toBe(Date.UTC(2025, 0, 16, 9));
    const due = Date.UTC(2025, 0, 16, 9) - NOW;
    await vi.advanceTimersByTimeAsync(due - 1);
    expect(settingsReads()).toBe(1);
    server.state.hasFreeSpin = true;
    await vi.advanceTimersByTimeAsync(1);
    await allTasks();
    expect(settingsReads()).toBe(2);
    expect(w.$state.get().settings?.hasFreeSpin).toBe(true);
  });

  it('no countdown for a guest or while the free spin is there', async () => {
    const { mount, settingsReads } = setup({}, false);
    await mount();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(settingsReads()).toBe(1);
  });
});

describe('segmentOf', () => {
  it('by prize id, else by name and amount', () => {
    const prizes = [
      { id: 5, name: 'A', amount: 1, currency: 'TND', isPresent: false, wallet: 'balance' as const, image: null },
      { id: 6, name: 'B', amount: 2, currency: 'TND', isPresent: false, wallet: 'balance' as const, image: null },
    ];
    expect(segmentOf(prizes, { prizeId: 6, name: 'x', amount: 0 })).toBe(1);
    expect(segmentOf(prizes, { prizeId: 99, name: 'B', amount: 2 })).toBe(1);
    expect(segmentOf(prizes, { prizeId: 99, name: 'B', amount: 3 })).toBeNull();
  });
});
