// The reference site page's largest paint, known from the HTML (docs/conventions.md §4 warm LCP ≤ 1.2 s): on a page
// with a banner carousel (/main, the lobby's pages) it is the first slide's image, which the browser would
// otherwise only discover after the shell, the banners' chunk and the content answers have come in. The page
// preloads it, one link per platform with the media query <casino-banners> uses to pick its set
// (widgets/banners/banners.tsx MOBILE_QUERY), in the default language (a stored choice of another language
// is not visible to the server; a wrong hint costs one small image, never correctness). On a phone the page
// also paints that image itself, where the carousel will be, before any script has run: the carousel takes
// it away once it has painted its own, or at once when it will show another (src/platform/prepaint.ts).
// Which carousel a page shows is the site's own answer (dist/route-preload.json, site-preload.ts).
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

/** What the page adds for its largest paint: links at the end of its head, markup at the start of its body. */
export interface FirstPaint {
  head: string[];
  body: string[];
}

/**
 * The first paint of the page at `urlPath` whose carousel (the `page` of its <casino-banners>, from the
 * site's route table: widgets/site/shell/route-hints.ts) is `carousel`, or null for a page without one.
 * - head: a `<link rel="preload" as="image">` of the first slide per platform;
 * - body: on a phone, the first slide itself, painted from the HTML where the carousel will be
 *   (demo/site/site.css `.site-prepaint`), until <casino-banners> has painted its own
 *   (src/platform/prepaint.ts): the phone's largest paint no longer waits for the scripts.
 */
export async function firstPaint(db: Queryable, carousel: string | null): Promise<FirstPaint> {
  if (carousel === null) return { head: [], body: [] };
  const images = await firstSlideImages(db, pathKey(carousel), DEFAULT_CONTENT_LANGUAGE);
  const head: string[] = [];
  for (const [platform, media] of [['mobile', MOBILE_MEDIA], ['web', WEB_MEDIA]] as const) {
    const href = images[platform];
    if (href && PLAIN_PATH.test(href)) head.push(`<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high" />`);
  }
  const mobile = images.mobile;
  const body = mobile && PLAIN_PATH.test(mobile) ? [prepaintHero(mobile, pathKey(carousel) === TALL_CAROUSEL)] : [];
  return { head, body };
}

/** widgets/banners/banners.tsx: a phone's main page carousel is 9/4, every other 279/110 (spec shell §9). */
const TALL_CAROUSEL = '/main';

/** The phone's stand-in for the carousel's first slide (src/platform/prepaint.ts takes it away). */
export function prepaintHero(image: string, tall: boolean): string {
  return `<div class="site-prepaint${tall ? ' site-prepaint--tall' : ''}" data-casino-prepaint aria-hidden="true"><img src="${image}" alt="" fetchpriority="high" /></div>`;
}
