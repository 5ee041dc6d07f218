// Work that no first paint waits for (a chunk the first call or the first error will need) runs once the
// page has nothing better to do: requestIdleCallback where the browser has it, else a second later.
export function whenIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (fn: () => void) => void }).requestIdleCallback;
  if (idle) idle(run);
  else setTimeout(run, 1_000);
}
