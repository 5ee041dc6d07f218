/** Injected time source (milliseconds since the epoch), so token expiry is testable without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock the tests move by hand. */
export function manualClock(start = Date.UTC(2025, 0, 15, 12, 0, 0)): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current += ms;
    },
    set(ms) {
      current = ms;
    },
  };
}
