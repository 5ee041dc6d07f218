// State that must exist once per page, even when a partner loads two separately built copies of our
// bundles (docs/conventions.md §2.4): stores, the session and the HTTP client live on one global bag.
const KEY = Symbol.for('casino-widgets@1');

type Bag = Record<string, unknown>;

function bag(): Bag {
  const g = globalThis as unknown as Record<symbol, Bag | undefined>;
  return (g[KEY] ??= Object.create(null) as Bag);
}

/** The page-wide single instance stored under `key`, created by the first build that asks for it. */
export function sharedSlot<T>(key: string, create: () => T): T {
  const b = bag();
  if (!(key in b)) b[key] = create();
  return b[key] as T;
}
