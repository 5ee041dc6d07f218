// Reality checks (docs/contracts/responsible-gaming.md §6): while a game overlay or the
// sportsbook is open, every `reality_check_minutes` since THIS LOGIN started, the player is shown how long
// they have played and the session's net result.
//
// - The moments are anchored on the login's `started_at` from the server (startedAt + k × interval), not on
//   when a game opened: a reload, a game change or another element taking over does not restart the count.
// - Only while something watches (watch()); the first watcher reads the session (its start and the
//   interval), a null interval means no checks at all.
// - "Pauses nothing the player has not seen": a check that falls due while the tab is hidden is held and
//   shown when the player comes back; one shown but not answered is remembered for this login in
//   sessionStorage, so a reload or a new game shows it again instead of dropping it.
// - When a check is shown the numbers are read again (net since the login), so they are current.
// - Several watchers (the lobby's game and a sportsbook on one page): one check, shown by the latest.
//
// Lives in the reality-check chunk (src/element/reality-check/), never in the runtime core.
import { atom } from 'nanostores';
import { rgSessionApi, type RgSession, type RgSessionApi } from '../api/rg-session';
import { http } from '../api/http';
import { sharedSlot } from '../platform/shared-slot';
import { browserTimers, createWallClockTimer, type Timers } from '../platform/wall-clock-timer';

export const MINUTE_MS = 60_000;
/** A failed read of the session's start is tried again after this (the player is told nothing: nothing was asked). */
export const RC_RETRY_MS = 60_000;

/** The first moment after `after` that is a whole number (≥ 1) of intervals since `startedAt`. */
export function nextDueAt(startedAt: number, intervalMs: number, after: number): number {
  const k = Math.max(1, Math.floor((after - startedAt) / intervalMs) + 1);
  return startedAt + k * intervalMs;
}

type CheckNumbers = { status: 'loading' } | { status: 'ready'; session: RgSession } | { status: 'failed'; error: unknown };

interface RealityCheckState {
  /** idle: nothing watches or no interval; waiting: the next check is scheduled; held: due while hidden; due: shown. */
  status: 'idle' | 'waiting' | 'held' | 'due';
  startedAt: number | null;
  intervalMs: number | null;
  /** The next check (waiting) or the one held or shown. */
  dueAt: number | null;
  /** The watcher that shows the check (the latest). */
  owner: number | null;
  /** The numbers of the check being shown. */
  numbers: CheckNumbers | null;
}

interface Visibility {
  hidden(): boolean;
  /** Calls `fn` when the page becomes visible; returns unsubscribe. */
  onVisible(fn: () => void): () => void;
}

export interface KeyValue {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

interface RealityCheckDeps {
  api: Pick<RgSessionApi, 'session'>;
  now: () => number;
  timers: Timers;
  visibility: Visibility;
  storage?: KeyValue | null;
}

const PENDING_KEY = 'casino-reality-check-pending';
const IDLE: RealityCheckState = { status: 'idle', startedAt: null, intervalMs: null, dueAt: null, owner: null, numbers: null };

export function createRealityCheck(deps: RealityCheckDeps) {
  const { api, now, timers, visibility, storage } = deps;
  const $realityCheck = atom<RealityCheckState>(IDLE);
  const timer = createWallClockTimer({ now, timers, onWake: (check) => visibility.onVisible(check) });
  let watchers: number[] = [];
  let nextId = 0;
  /** Bumped on every start/stop: an answer that arrives after either is dropped. */
  let epoch = 0;
  let retry: unknown = null;
  let stopHeld: (() => void) | null = null;

  const set = (patch: Partial<RealityCheckState>) => $realityCheck.set({ ...$realityCheck.get(), ...patch });
  const owner = () => watchers[watchers.length - 1] ?? null;

  // The check shown and not answered, for this login (its start): a reload shows it again.
  const pendingFor = (startedAt: number): number | null => {
    const [start, due] = (storage?.get(PENDING_KEY) ?? '').split(':').map(Number);
    return start === startedAt && Number.isFinite(due) ? due! : null;
  };
  const clearTimers = () => {
    timer.cancel();
    if (retry !== null) timers.clearTimeout(retry);
    retry = null;
    stopHeld?.();
    stopHeld = null;
  };

  async function start() {
    const mine = ++epoch;
    let session: RgSession;
    try {
      session = await api.session();
    } catch {
      if (mine !== epoch) return;
      retry = timers.setTimeout(() => {
        retry = null;
        if (mine === epoch) void start();
      }, RC_RETRY_MS);
      return;
    }
    if (mine !== epoch) return;
    const minutes = session.realityCheckMinutes;
    if (!minutes) {
      storage?.remove(PENDING_KEY);
      return set({ status: 'idle', startedAt: session.startedAtMs, intervalMs: null, dueAt: null });
    }
    set({ startedAt: session.startedAtMs, intervalMs: minutes * MINUTE_MS });
    const pending = pendingFor(session.startedAtMs);
    if (pending !== null) return fall(pending);
    schedule(now());
  }

  function schedule(after: number) {
    const { startedAt, intervalMs } = $realityCheck.get();
    if (startedAt === null || intervalMs === null) return;
    const dueAt = nextDueAt(startedAt, intervalMs, after);
    set({ status: 'waiting', dueAt, numbers: null });
    const mine = epoch;
    timer.schedule(dueAt, () => mine === epoch && fall(dueAt));
  }

  /** The moment came: shown now, or when the player comes back to the tab. */
  function fall(dueAt: number) {
    storage?.set(PENDING_KEY, `${$realityCheck.get().startedAt}:${dueAt}`);
    if (!visibility.hidden()) return show(dueAt);
    set({ status: 'held', dueAt, numbers: null });
    const mine = epoch;
    stopHeld = visibility.onVisible(() => {
      stopHeld?.();
      stopHeld = null;
      if (mine === epoch) show(dueAt);
    });
  }

  function show(dueAt: number) {
    set({ status: 'due', dueAt, numbers: { status: 'loading' } });
    void readNumbers();
  }

  /** The numbers now (again after a failure: the dialog's retry). */
  async function readNumbers() {
    const mine = epoch;
    set({ numbers: { status: 'loading' } });
    try {
      const session = await api.session();
      if (mine !== epoch || $realityCheck.get().status !== 'due') return;
      set({ numbers: { status: 'ready', session } });
    } catch (error) {
      if (mine !== epoch || $realityCheck.get().status !== 'due') return;
      set({ numbers: { status: 'failed', error } });
    }
  }

  /** The player answered (any of the dialog's buttons): the next check is the next whole interval. */
  function acknowledge() {
    const { status, dueAt, numbers } = $realityCheck.get();
    if (status !== 'due') return;
    storage?.remove(PENDING_KEY);
    // The interval the server gave with the numbers (the player may have changed it meanwhile).
    if (numbers?.status === 'ready') {
      const minutes = numbers.session.realityCheckMinutes;
      set({ startedAt: numbers.session.startedAtMs, intervalMs: minutes ? minutes * MINUTE_MS : null });
      if (!minutes) return set({ status: 'idle', dueAt: null, numbers: null });
    }
    // Never the moment just answered again (a clock a little behind the server's start).
    schedule(Math.max(now(), dueAt ?? 0));
  }

  function stop() {
    epoch++;
    clearTimers();
    $realityCheck.set(IDLE);
  }

  /** Something that shows the check is open; returns its id and the function to call when it closes. */
  function watch(): { id: number; unwatch: () => void } {
    const id = ++nextId;
    watchers = [...watchers, id];
    if (watchers.length === 1) {
      set({ owner: id });
      void start();
    } else set({ owner: id });
    return {
      id,
      unwatch: () => {
        if (!watchers.includes(id)) return;
        watchers = watchers.filter((w) => w !== id);
        if (watchers.length === 0) stop();
        else set({ owner: owner() });
      },
    };
  }

  return { $realityCheck, watch, acknowledge, retryNumbers: () => void readNumbers() };
}

type RealityCheckStore = ReturnType<typeof createRealityCheck>;

// The page's one schedule (shared by every build on the page: the lobby's and the sportsbook's copies).
const browserVisibility: Visibility = {
  hidden: () => document.visibilityState === 'hidden',
  onVisible(fn) {
    const listener = () => document.visibilityState === 'visible' && fn();
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

function sessionKeyValue(): KeyValue | null {
  try {
    const s = globalThis.sessionStorage;
    return s ? { get: (k) => s.getItem(k), set: (k, v) => s.setItem(k, v), remove: (k) => s.removeItem(k) } : null;
  } catch {
    return null; // storage refused (private mode, a sandboxed partner frame): a reload forgets an unanswered check
  }
}

export const realityCheck: RealityCheckStore = sharedSlot('realityCheck', () =>
  createRealityCheck({ api: rgSessionApi(http), now: () => Date.now(), timers: browserTimers, visibility: browserVisibility, storage: sessionKeyValue() }),
);
