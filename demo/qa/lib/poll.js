// Polling of the QA page: only while the tab is visible, so a background tab costs the sandbox nothing.

/** The server log's period. */
export const LOG_POLL_MS = 2000;
/** Faults, outbox, the game control and the persisted lobby data. */
export const SLOW_POLL_MS = 5000;

/** Polls fn every `ms` while the page is visible (and not paused); one immediate run on becoming visible. */
export function pollWhileVisible(fn, ms, isPaused = () => false) {
  let timer = null;
  let running = false;
  const tick = async () => {
    clearTimeout(timer);
    timer = null;
    if (document.visibilityState !== 'visible') return;
    if (!isPaused() && !running) {
      running = true;
      try {
        await fn();
      } finally {
        running = false;
      }
    }
    timer = setTimeout(tick, ms);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void tick();
    else {
      clearTimeout(timer);
      timer = null;
    }
  });
  void tick();
  return tick;
}
