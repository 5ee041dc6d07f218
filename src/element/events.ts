// DOM events of our elements (docs/conventions.md §2.3): always bubbling and composed, so a host page hears them
// outside the shadow root; "request" events are cancelable and their default action runs only when the
// host did not call preventDefault(). r2wc's own event mapping does neither, so it is not used. Names
// and details: ./event-map.ts (CasinoEventMap); emit() takes only a detail of the event's type.
import { atom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { onSessionChange } from '../stores/auth';
import type { CasinoEventMap, CasinoEventName } from './event-map';

/** Dispatches on `target`; returns false when a cancelable event was prevented by the host. */
export function emit<K extends CasinoEventName>(
  target: EventTarget,
  type: K,
  detail: NoInfer<CasinoEventMap[K]>,
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

/** Every connected element of ours on the page, in connection order (shared by all builds). */
export const $connectedHosts = sharedSlot('connectedHosts', () => atom<HTMLElement[]>([]));

export function registerHost(host: HTMLElement): () => void {
  $connectedHosts.set([...$connectedHosts.get(), host]);
  return () => $connectedHosts.set($connectedHosts.get().filter((h) => h !== host));
}

/**
 * Page-wide happenings (a session that ends in another tab, a token that expires) have no element of
 * their own: the first connected element announces them, once, so the host hears each change once.
 * Returns the other connected elements.
 */
export function emitFromPage<K extends CasinoEventName>(type: K, detail: NoInfer<CasinoEventMap[K]>): HTMLElement[] {
  const [host, ...others] = $connectedHosts.get().filter((h) => h.isConnected);
  emit(host ?? globalThis.document ?? new EventTarget(), type, detail);
  return others;
}

/**
 * Announces the session's changes as `casino-session-change`, once per page whatever the number of
 * builds on it (the session, in src/stores, knows nothing of DOM events: it tells its listeners). The
 * first connected element sends it bubbling, so the document hears it once; every other element sends
 * it on itself, not bubbling, so a listener bound on any element hears it too (a framework's
 * `oncasino-session-change`; docs/embedding.md "Events").
 */
export function announceSessionChanges(): void {
  sharedSlot('sessionChangeEvents', () =>
    onSessionChange((state, user) => {
      const detail = { state, user: user && { id: user.id, username: user.username, currency: user.currency } };
      for (const host of emitFromPage('casino-session-change', detail)) host.dispatchEvent(new CustomEvent('casino-session-change', { detail }));
    }),
  );
}
