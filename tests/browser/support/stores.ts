// Letting go of the page's stores at once, between tests. nanostores runs a store's unmount handlers
// (onMount's cleanup: our stores drop their data there) a second after its last listener left
// (STORE_UNMOUNT_DELAY in nanostores/lifecycle), so that a quick remount keeps the data. A test that must
// start from a first read, as a fresh page does, runs them now instead of waiting that second out.
//
// The stores are the bundle's (the page-wide bag, docs/conventions.md §2.4), built for production, where
// nanostores' own cleanStores() is not available. What this does is what the delayed unmount does
// (nanostores/lifecycle onMount): for a store that is active with no listener left, mark it inactive and
// run its unmount handlers, kept under the lifecycle's UNMOUNT event key. The pending timer then finds
// it inactive and does nothing. If that shape changes with a nanostores upgrade, this throws.
import { settle } from './dom';
import { sharedBag } from './widgets';

/** nanostores/lifecycle's event key for the handlers onMount's initializers return. */
const UNMOUNT = 6;

interface LifecycleStore {
  lc: number;
  active?: boolean;
  listen: unknown;
  events?: Record<number, (() => void)[] | undefined>;
}

const isStore = (value: unknown): value is LifecycleStore =>
  typeof value === 'object' && value !== null && typeof (value as LifecycleStore).lc === 'number' && typeof (value as LifecycleStore).listen === 'function';

/** Every store in the page-wide bag: the bag's own entries and the stores each entry holds. */
export function pageStores(): LifecycleStore[] {
  const found = new Set<LifecycleStore>();
  for (const entry of Object.values(sharedBag())) {
    if (isStore(entry)) found.add(entry);
    else if (typeof entry === 'object' && entry !== null) for (const value of Object.values(entry)) if (isStore(value)) found.add(value);
  }
  return [...found];
}

/**
 * Runs now the unmount handlers nanostores would run a second from now, for every store of the page no
 * element listens to any more (after the removed elements' renders have settled). Returns how many.
 */
export async function releaseStores(): Promise<number> {
  await settle();
  let released = 0;
  for (const store of pageStores()) {
    if (!store.active || store.lc) continue;
    const handlers = store.events?.[UNMOUNT];
    if (!Array.isArray(handlers)) throw new Error('releaseStores: an active store without nanostores’ unmount handlers (nanostores changed?)');
    store.active = false;
    store.events![UNMOUNT] = [];
    for (const destroy of handlers) destroy();
    released++;
  }
  return released;
}
