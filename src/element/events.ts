// DOM events of our elements (DESIGN.md §2.3): always bubbling and composed, so a host page hears them
// outside the shadow root; "request" events are cancelable and their default action runs only when the
// host did not call preventDefault(). r2wc's own event mapping does neither, so it is not used.
import { atom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';

/** `casino-<verb-noun>` names of every event any element emits. */
export type CasinoEventName =
  | 'casino-session-change'
  | 'casino-login-required'
  | 'casino-navigate'
  | 'casino-game-launch'
  | 'casino-error'
  | 'casino-notice-acknowledge'
  | 'casino-wheel-spin';

export interface SessionChangeDetail {
  state: 'signed-in' | 'signed-out' | 'expired';
  user: { id: number; username: string; currency: string } | null;
}

/** `casino-notice-acknowledge`: the player said thanks and the server recorded it (not cancelable). */
export interface NoticeAcknowledgeDetail {
  kind: 'first-deposit' | 'cashback' | 'personal-jackpot';
  id: number;
}

/** Dispatches on `target`; returns false when a cancelable event was prevented by the host. */
export function emit<D>(target: EventTarget, type: CasinoEventName, detail: D, options: { cancelable?: boolean } = {}): boolean {
  return target.dispatchEvent(
    new CustomEvent<D>(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
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
 */
export function emitFromPage<D>(type: CasinoEventName, detail: D): void {
  const host = $connectedHosts.get().find((h) => h.isConnected);
  emit(host ?? globalThis.document ?? new EventTarget(), type, detail);
}
