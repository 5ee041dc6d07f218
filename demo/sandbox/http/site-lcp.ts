// The reference site page's largest paint, known from the HTML (DESIGN.md §4 warm LCP ≤ 1.2 s): on a page
// with a banner carousel (/main, the lobby's pages) it is the first slide's image, which the browser would
// otherwise only discover after the shell, the banners' chunk and the content answers have come in. The page
// preloads it, one link per platform with the media query <casino-banners> uses to pick its set
// (widgets/banners/banners.tsx MOBILE_QUERY), in the default language (a stored choice of another language
// is not visible to the server; a wrong hint costs one small image, never correctness).
import type { Queryable } from '../db';
import { firstSlideImages } from '../services/content';

/** widgets/banners/banners.tsx MOBILE_QUERY: under 767 px the mobile set, else the web set. */
export const MOBILE_MEDIA = '(max-width: 766.98px)';
export const WEB_MEDIA = `not all and ${MOBILE_MEDIA}`;
/** The site's default language (src/i18n/locale.ts DEFAULT_LOCALE), as the content host keys it. */
const DEFAULT_CONTENT_LANGUAGE = 'fr';

/** A path on this origin made of URL-safe characters only: nothing to escape, nothing to leave the page. */
const PLAIN_PATH = /^\/(?!\/)[\w\-./%]*$/;

/** The carousels' key for a URL path (src/api/content.ts pathKey): no trailing slash but for the root. */
const pathKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** The `<link rel="preload" as="image">` lines for the page at `urlPath` (none without a carousel). */
export async function lcpImageLinks(db: Queryable, urlPath: string): Promise<string[]> {
  const images = await firstSlideImages(db, pathKey(urlPath), DEFAULT_CONTENT_LANGUAGE);
  const links: string[] = [];
  for (const [platform, media] of [['mobile', MOBILE_MEDIA], ['web', WEB_MEDIA]] as const) {
    const href = images[platform];
    if (href && PLAIN_PATH.test(href)) links.push(`<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high" />`);
  }
  return links;
}
