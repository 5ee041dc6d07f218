// Reality checks' schedule (src/stores/reality-check.ts, docs/contracts/responsible-gaming.md §6) under fake
// timers: the moments are whole intervals since the login's start (a reload or a game change does not restart
// the count), none without an interval, a check due while the tab is hidden waits for the player's return,
// the numbers are read when the check is shown, and an unanswered check survives a reload of the same login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealityCheck, MINUTE_MS, nextDueAt, RC_RETRY_MS, type KeyValue } from '../../../src/stores/reality-check';
import { toRgSession, type RgSession } from '../../../src/api/rg-session';
import { browserTimers } from '../../../src/platform/wall-clock-timer';

const T0 = Date.parse('2026-11-25T10:00:00Z');

const session = (over: Partial<Record<string, unknown>> = {}): RgSession =>
  toRgSession({ started_at: '2026-11-25T10:00:00+00:00', staked: '30.00', returned: '12.50', net: '-17.50', currency: 'TND', reality_check_minutes: 20, ...over });

function memoryStorage(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
}

function setup(options: { answers?: Array<RgSession | Error>; storage?: KeyValue } = {}) {
  const answers = [...(options.answers ?? [])];
  let hidden = false;
  const visible = new Set<() => void>();
  const api = {
    session: vi.fn(async () => {
      const next = answers.length > 1 ? answers.shift()! : (answers[0] ?? session());
      if (next instanceof Error) throw next;
      return next;
    }),
  };
  const store = createRealityCheck({
    api,
    now: () => Date.now(),
    timers: browserTimers,
    visibility: {
      hidden: () => hidden,
      onVisible(fn) {
        visible.add(fn);
        return () => visible.delete(fn);
      },
    },
    storage: options.storage ?? memoryStorage(),
  });
  return {
    api,
    store,
    state: () => store.$realityCheck.get(),
    hide: () => (hidden = true),
    show: () => {
      hidden = false;
      for (const fn of [...visible]) fn();
    },
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 + 5 * MINUTE_MS);
});
afterEach(() => vi.useRealTimers());

describe('nextDueAt', () => {
  it('is the first whole interval since the start strictly after the moment', () => {
    expect(nextDueAt(T0, 20 * MINUTE_MS, T0)).toBe(T0 + 20 * MINUTE_MS);
    expect(nextDueAt(T0, 20 * MINUTE_MS, T0 + 19 * MINUTE_MS)).toBe(T0 + 20 * MINUTE_MS);
    expect(nextDueAt(T0, 20 * MINUTE_MS, T0 + 20 * MINUTE_MS)).toBe(T0 + 40 * MINUTE_MS);
    expect(nextDueAt(T0, 20 * MINUTE_MS, T0 + 65 * MINUTE_MS)).toBe(T0 + 80 * MINUTE_MS);
    // A clock slightly behind the server's start: still one interval after the start.
    expect(nextDueAt(T0, 20 * MINUTE_MS, T0 - 5_000)).toBe(T0 + 20 * MINUTE_MS);
  });
});

describe('the schedule', () => {
  it('shows a check at each whole interval since the login started, with the numbers read then', async () => {
    const t = setup();
    t.store.watch();
    await settle();
    expect(t.state()).toMatchObject({ status: 'waiting', dueAt: T0 + 20 * MINUTE_MS });
    await vi.advanceTimersByTimeAsync(15 * MINUTE_MS - 1);
    expect(t.state().status).toBe('waiting');
    expect(t.api.session).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.state().status).toBe('due');
    expect(t.api.session).toHaveBeenCalledTimes(2);
    expect(t.state().numbers).toMatchObject({ status: 'ready', session: { net: -17.5, currency: 'TND' } });

    // Answered two minutes later: the next one is still at 40 minutes, not 22 + 20.
    await vi.advanceTimersByTimeAsync(2 * MINUTE_MS);
    t.store.acknowledge();
    expect(t.state()).toMatchObject({ status: 'waiting', dueAt: T0 + 40 * MINUTE_MS, numbers: null });
  });

  it('does not restart the count when the game changes (a new watcher) or the page reloads (a new store)', async () => {
    const storage = memoryStorage();
    const t = setup({ storage });
    const first = t.store.watch();
    await settle();
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS); // 10:15
    first.unwatch();
    expect(t.state().status).toBe('idle');
    t.store.watch(); // another game
    await settle();
    expect(t.state().dueAt).toBe(T0 + 20 * MINUTE_MS);

    const reloaded = setup({ storage });
    reloaded.store.watch();
    await settle();
    expect(reloaded.state().dueAt).toBe(T0 + 20 * MINUTE_MS);
  });

  it('shows nothing when the interval is null', async () => {
    const t = setup({ answers: [session({ reality_check_minutes: null })] });
    t.store.watch();
    await settle();
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE_MS);
    expect(t.state().status).toBe('idle');
    expect(t.api.session).toHaveBeenCalledTimes(1);
  });

  it('holds a check due while the tab is hidden and shows it when the player comes back', async () => {
    const t = setup();
    t.store.watch();
    await settle();
    t.hide();
    await vi.advanceTimersByTimeAsync(30 * MINUTE_MS);
    expect(t.state()).toMatchObject({ status: 'held', dueAt: T0 + 20 * MINUTE_MS });
    expect(t.api.session).toHaveBeenCalledTimes(1); // nothing read for a check nobody sees
    t.show();
    await settle();
    expect(t.state()).toMatchObject({ status: 'due', dueAt: T0 + 20 * MINUTE_MS, numbers: { status: 'ready' } });
    t.store.acknowledge(); // answered at 10:35
    expect(t.state().dueAt).toBe(T0 + 40 * MINUTE_MS);
  });

  it('shows an unanswered check again after a reload of the same login, but not for another login', async () => {
    const storage = memoryStorage();
    const t = setup({ storage });
    t.store.watch();
    await settle();
    await vi.advanceTimersByTimeAsync(15 * MINUTE_MS);
    expect(t.state().status).toBe('due');

    const reloaded = setup({ storage });
    reloaded.store.watch();
    await settle();
    expect(reloaded.state()).toMatchObject({ status: 'due', dueAt: T0 + 20 * MINUTE_MS });

    const otherLogin = setup({ storage, answers: [session({ started_at: '2026-11-25T10:10:00+00:00' })] });
    otherLogin.store.watch();
    await settle();
    expect(otherLogin.state()).toMatchObject({ status: 'waiting', dueAt: T0 + 30 * MINUTE_MS });
  });

  it('keeps the check on screen with a failure when its numbers cannot be read, and reads them again on demand', async () => {
    const t = setup({ answers: [session(), new Error('offline'), session()] });
    t.store.watch();
    await settle();
    await vi.advanceTimersByTimeAsync(15 * MINUTE_MS);
    expect(t.state()).toMatchObject({ status: 'due', numbers: { status: 'failed' } });
    t.store.retryNumbers();
    await settle();
    expect(t.state().numbers).toMatchObject({ status: 'ready' });
  });

  it('tries the session again a minute after a failed first read', async () => {
    const t = setup({ answers: [new Error('offline'), session()] });
    t.store.watch();
    await settle();
    expect(t.state().status).toBe('idle');
    await vi.advanceTimersByTimeAsync(RC_RETRY_MS);
    expect(t.state()).toMatchObject({ status: 'waiting', dueAt: T0 + 20 * MINUTE_MS });
  });

  it('takes a changed interval from the numbers when the player answers', async () => {
    const t = setup({ answers: [session(), session({ reality_check_minutes: 60 })] });
    t.store.watch();
    await settle();
    await vi.advanceTimersByTimeAsync(15 * MINUTE_MS);
    t.store.acknowledge();
    expect(t.state().dueAt).toBe(T0 + 60 * MINUTE_MS);
  });

  it('is shown by the latest watcher and stops when the last one closes', async () => {
    const t = setup();
    const lobby = t.store.watch();
    const sport = t.store.watch();
    await settle();
    expect(t.api.session).toHaveBeenCalledTimes(1);
    expect(t.state().owner).toBe(sport.id);
    sport.unwatch();
    expect(t.state().owner).toBe(lobby.id);
    lobby.unwatch();
    await vi.advanceTimersByTimeAsync(60 * MINUTE_MS);
    expect(t.state().status).toBe('idle');
    expect(t.api.session).toHaveBeenCalledTimes(1);
  });
});

describe('toRgSession', () => {
  it('refuses a body without a valid start', () => {
    expect(() => toRgSession({ started_at: 'soon', staked: '0.00', returned: '0.00', net: '0.00', currency: 'TND', reality_check_minutes: null })).toThrow();
  });
});
