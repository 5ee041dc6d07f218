// setTimeout counts time the page is running, not wall-clock time: a laptop that sleeps for an hour wakes
// up with its timers an hour late. Session deadlines are therefore checked against the clock in short
// steps and again whenever the page becomes visible or the machine comes back online.

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The page's own timers, looked up at each call (so vitest's fake timers apply when installed later). */
export const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

interface WallClockTimerDeps {
  now: () => number;
  timers: Timers;
  /** Longest single wait; a missed deadline is noticed at most this late after a wake-up. */
  maxStepMs?: number;
  /** Subscribes to "the world may have jumped" signals (visibility, online, focus); returns unsubscribe. */
  onWake?: (check: () => void) => () => void;
}

export interface WallClockTimer {
  /** Runs fn once, at or soon after the wall-clock time `at` (epoch ms). Replaces any earlier schedule. */
  schedule(at: number, fn: () => void): void;
  cancel(): void;
  /** When the pending deadline is, or null. */
  readonly dueAt: number | null;
}

export function createWallClockTimer({ now, timers, maxStepMs = 10_000, onWake }: WallClockTimerDeps): WallClockTimer {
  let dueAt: number | null = null;
  let task: (() => void) | null = null;
  let handle: unknown = null;
  let unsubscribeWake: (() => void) | null = null;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  const check = () => {
    clear();
    if (dueAt === null || !task) return;
    const remaining = dueAt - now();
    if (remaining <= 0) {
      const run = task;
      cancel();
      run();
      return;
    }
    handle = timers.setTimeout(check, Math.min(remaining, maxStepMs));
  };

  function cancel() {
    clear();
    dueAt = null;
    task = null;
    unsubscribeWake?.();
    unsubscribeWake = null;
  }

  return {
    schedule(at, fn) {
      cancel();
      dueAt = at;
      task = fn;
      if (onWake) unsubscribeWake = onWake(check);
      check();
    },
    cancel,
    get dueAt() {
      return dueAt;
    },
  };
}
