// Work that no first paint waits for (a chunk the first call or the first error will need) runs once the
// page has nothing better to do: requestIdleCallback where the browser has it, else a second later. A page
// that never goes idle (a busy phone, an animation every frame) still runs it, after at most two seconds:
// the page's toaster is decided this way, and a notice must not wait for a quiet moment that never comes.
const LATEST_MS = 2_000;

export function whenIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (fn: () => void, options: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(run, { timeout: LATEST_MS });
  else setTimeout(run, 1_000);
}
