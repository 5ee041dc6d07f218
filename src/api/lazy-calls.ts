// An API module whose calls are made through a chunk loaded by the first of them (docs/conventions.md §4):
// a module's converters run only once an answer is in, so they need not be in what an element loads
// before its first paint. Each call is described by its method and path, so a chunk that cannot be
// fetched (offline) fails that call as the network error it would have met (errors.ts chunkForCall).
// Used for the session's calls (stores/auth.ts), the wheel's (stores/wheel.ts) and the lobby's
// (stores/slots.ts).
import { chunkForCall } from './errors';
import { lazyChunk } from '../platform/lazy-chunk';

type Calls = Record<string, (...args: never[]) => Promise<unknown>>;

interface CallDescription {
  method: string;
  path: string;
}

/**
 * The calls of the API that `load` makes (once: the same API object serves every call, so one that keeps
 * what earlier answers said keeps it; a failed load is forgotten, so the next call tries again).
 */
export function lazyCalls<A extends Calls>(load: () => Promise<A>, calls: { [K in keyof A]: CallDescription }): A {
  const api = lazyChunk(load);
  const out: Partial<A> = {};
  for (const name of Object.keys(calls) as (keyof A)[]) {
    // Once loaded, a call goes straight through, in the same turn (no wait for a settled promise).
    out[name] = ((...args: Parameters<A[typeof name]>) => {
      const ready = api.loaded();
      return ready ? ready[name](...args) : chunkForCall(api, calls[name]).then((a) => a[name](...args));
    }) as A[typeof name];
  }
  return out as A;
}
