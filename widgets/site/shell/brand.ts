// The site's name is the host page's, as its logo is (docs/embedding.md "<casino-site>"): the text of the
// element's slot="logo" child, the name the header's home link already reads. The tab titles and the
// footer's copyright carry it, so a partner who brands the logo brands them too; a page that gives no
// logo keeps the element's own « Casino ». Read from the page, never built into the bundle.
export const DEFAULT_BRAND = 'Casino';

/** The brand `host` was given: its logo's text, else the logo's (or its image's) accessible name. */
export function brandOf(host: Element | undefined): string {
  const logo = host?.querySelector(':scope > [slot="logo"]');
  if (!logo) return DEFAULT_BRAND;
  const named = logo.textContent || logo.getAttribute('aria-label') || logo.querySelector('img[alt]')?.getAttribute('alt') || logo.getAttribute('alt');
  return named?.replace(/\s+/g, ' ').trim() || DEFAULT_BRAND;
}
