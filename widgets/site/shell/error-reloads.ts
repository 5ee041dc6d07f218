// The site's error boundary rule (spec shell §4 "Error boundary", §9): on an error the page reloads, up
// to 3 times; the next error goes to the root; on the fifth load the error screen shows. The counter is
// cleared once the site has run for 2 s without an error. Storage and navigation are injected.

const MAX_ERROR_RELOADS = 3;
export const ERROR_COUNTER_RESET_MS = 2_000;
export const ERROR_COUNTER_KEY = 'casino-widgets:error-reloads';

type ErrorAction = 'reload' | 'root' | 'screen';

interface ErrorReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
  goToRoot(): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createErrorReloads(deps: ErrorReloadDeps) {
  const read = () => {
    const n = Number(deps.storage.getItem(ERROR_COUNTER_KEY));
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  let timer: unknown = null;

  return {
    /** Errors seen so far in this run of loads. */
    count: read,
    /** Call once the site rendered: 2 s later without an error, the counter is cleared. */
    started(): void {
      if (timer !== null) deps.clearTimeout(timer);
      timer = deps.setTimeout(() => {
        timer = null;
        deps.storage.removeItem(ERROR_COUNTER_KEY);
      }, ERROR_COUNTER_RESET_MS);
    },
    /** An error reached the boundary: reload (loads 2–4), go to the root (load 5), or show the screen. */
    failed(): ErrorAction {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      const errors = read() + 1;
      if (errors > MAX_ERROR_RELOADS + 1) return 'screen';
      deps.storage.setItem(ERROR_COUNTER_KEY, String(errors));
      if (errors <= MAX_ERROR_RELOADS) {
        deps.reload();
        return 'reload';
      }
      deps.goToRoot();
      return 'root';
    },
    /** "Try again" on the error screen: a fresh start. */
    reset(): void {
      deps.storage.removeItem(ERROR_COUNTER_KEY);
    },
  };
}
