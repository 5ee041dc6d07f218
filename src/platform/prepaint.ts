// A host page may paint the first view's largest image from its HTML, before any script has run
// (docs/embedding.md, `<casino-banners>` "Painted before the elements"): an element marked
// `data-casino-prepaint` holding an `<img>`. It stands in for what an element will paint; the element that
// paints it takes it away, and so does any element that learns it will paint something else, so the
// stand-in never outlives the page it was drawn for.

const PREPAINT_SELECTOR = '[data-casino-prepaint]';

/**
 * Removes the host page's stand-ins, except one whose image is `keep` (an absolute or page-relative URL):
 * the element about to paint that very image keeps it until its own has loaded.
 */
export function releasePrepaint(keep?: string): void {
  if (typeof document === 'undefined') return;
  const kept = keep ? new URL(keep, document.baseURI).href : null;
  for (const stand of document.querySelectorAll(PREPAINT_SELECTOR)) {
    if (kept === null || stand.querySelector('img')?.src !== kept) stand.remove();
  }
}
