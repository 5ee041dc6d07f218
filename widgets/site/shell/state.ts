// View state of the shell that outlives a render but not a reload: which side panel is open, and how
// many page chunks are loading (the page-loading indicator).
import { atom } from 'nanostores';

export type Panel = 'left' | 'right' | null;

export const $panel = atom<Panel>(null);
export const $pagesLoading = atom(0);

export function openPanel(panel: Panel): void {
  $panel.set(panel);
}

/** Counts a page chunk in flight for the indicator; returns the "done" callback. */
export function trackPageLoad(): () => void {
  $pagesLoading.set($pagesLoading.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    $pagesLoading.set($pagesLoading.get() - 1);
  };
}
