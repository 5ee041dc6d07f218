// The site's modal stack (spec shell §2 "Modals"): persisted as the setting `openedModals`, so a reload
// reopens what was open, in the same order. The last id is the top of the stack. Not synced between
// tabs (listen: false): a wheel opened in one tab must not pop up over another tab's page.
import { persistentAtom } from '@nanostores/persistent';
import { sharedSlot } from '../platform/shared-slot';

const MODAL_IDS = ['sign-in', 'wheel', 'wheel-history', 'sport-chooser'] as const;
export type ModalId = (typeof MODAL_IDS)[number];

const isModalId = (value: unknown): value is ModalId => (MODAL_IDS as readonly unknown[]).includes(value);

export const $openedModals = sharedSlot('openedModals', () =>
  persistentAtom<ModalId[]>('casino-widgets:openedModals', [], {
    listen: false,
    encode: JSON.stringify,
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return Array.isArray(value) ? [...new Set(value.filter(isModalId))] : [];
      } catch {
        return [];
      }
    },
  }),
);

/** Puts `id` on top of the stack (moving it there when it is already open). */
export function openModal(id: ModalId): void {
  $openedModals.set([...$openedModals.get().filter((m) => m !== id), id]);
}

export function closeModal(id: ModalId): void {
  const list = $openedModals.get();
  if (list.includes(id)) $openedModals.set(list.filter((m) => m !== id));
}

export function closeAllModals(): void {
  if ($openedModals.get().length) $openedModals.set([]);
}
