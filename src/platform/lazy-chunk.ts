// A chunk (or anything) loaded once and shared: every caller waits for the same request, a failure is not
// kept (offline, then back: the next call fetches again), and once loaded the value can be had at once
// (`loaded()`), so a hot path takes no extra turn. The bottom layer's, so the HTTP client, the API modules'
// calls (api/lazy-calls.ts), the error explainer's door and the elements' lazy parts share one rule.
interface LazyChunk<T> {
  (): Promise<T>;
  /** The value once a load has succeeded, else null. */
  loaded(): T | null;
}

/** `load` run once and shared; a failure is not kept, so the next call tries again. */
export function lazyChunk<T>(load: () => Promise<T>): LazyChunk<T> {
  let pending: Promise<T> | null = null;
  let value: T | null = null;
  const get = (() =>
    (pending ??= load().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ))) as LazyChunk<T>;
  get.loaded = () => value;
  return get;
}
