// Banners from the content host (spec shell-session-wheel.md §3 "Banner slide", §7 "Settings and content";
// docs/api.md "Content (banners)"): GET carousel/ and slide/ under contentBase(), no auth.
// Server JSON -> Slide and Carousel, then grouped as the spec says: page path -> device type (web or
// mobile) -> language key, active slides only, sorted by order; looked up with the default language
// ('fr') as the fallback.
import { createHttpClient, joinUrl, type CallRecord, type HttpClient } from './client';
import { arr, bool, int, obj, optStr, str } from './convert';
import { contentBase } from '../config/config';
import { sharedSlot } from '../platform/shared-slot';
import { safeUrl } from '../format/safe-url';

export type Device = 'web' | 'mobile';

/** Language key of the default language (spec §1: French). */
const DEFAULT_CONTENT_LANGUAGE = 'fr';

export interface Slide {
  id: number;
  type: string;
  /** Absolute or page-relative URL on the content host; already passed the URL allow-list. */
  image: string;
  /** Where the slide leads: an allowed http(s) or relative URL, or null (no link, or a refused one). */
  link: string | null;
  language: string;
  isActive: boolean;
  carouselId: number;
  authRequired: boolean;
  order: number;
}

export interface Carousel {
  id: number;
  slug: string;
  language: string;
  platform: Device;
  routes: string[];
}

/** path -> device -> language -> active slides in order. Plain objects: it is persisted as JSON. */
export type BannerGroups = Record<string, Partial<Record<Device, Record<string, Slide[]>>>>;

/** 'fr', 'FR', 'fr-fr', 'en_US' -> 'fr', 'fr', 'fr', 'en'. */
function languageKey(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
}

/** A page path as a lookup key: no query or hash, no trailing slash (except the root). */
export function pathKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.trim();
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** An image path of the content host (or an absolute URL) as a URL the page can load; null if refused. */
export function contentUrl(image: string, base: string): string | null {
  const allowed = safeUrl(image);
  if (allowed === null) return null;
  if (/^https?:\/\//i.test(allowed)) return allowed;
  return joinUrl(base, allowed.startsWith('/') ? allowed : `/${allowed}`);
}

const list = (data: unknown, what: string): unknown[] => (Array.isArray(data) ? data : arr(obj(data).results, what));

/**
 * GET carousel/ -> carousels. A platform other than web or mobile is skipped (a newer backend may add
 * one; it is not an error for this client).
 */
export function toCarousels(data: unknown): Carousel[] {
  const out: Carousel[] = [];
  for (const item of list(data, 'carousels')) {
    const c = obj(item, 'carousel');
    const platform = str(c.platform, 'carousel.platform');
    if (platform !== 'web' && platform !== 'mobile') continue;
    out.push({
      id: int(c.id, 'carousel.id'),
      slug: str(c.slug, 'carousel.slug'),
      language: languageKey(str(c.language, 'carousel.language')),
      platform,
      routes: arr(c.routes, 'carousel.routes').map((r) => pathKey(str(r, 'carousel.route'))),
    });
  }
  return out;
}

/**
 * GET slide/ -> slides, images resolved against the content host `base`. A slide whose image is refused
 * by the allow-list is dropped (nothing to show); a refused link only loses the link.
 */
export function toSlides(data: unknown, base: string): Slide[] {
  const out: Slide[] = [];
  for (const item of list(data, 'slides')) {
    const s = obj(item, 'slide');
    const image = contentUrl(str(s.image, 'slide.image'), base);
    if (image === null) continue;
    out.push({
      id: int(s.id, 'slide.id'),
      type: optStr(s.type) ?? 'image',
      image,
      link: safeUrl(s.link),
      language: languageKey(optStr(s.language) ?? ''),
      isActive: bool(s.is_active, 'slide.is_active'),
      carouselId: int(s.carousel_id, 'slide.carousel_id'),
      authRequired: s.auth_required === undefined || s.auth_required === null ? false : bool(s.auth_required, 'slide.auth_required'),
      order: s.order === undefined || s.order === null ? 0 : int(s.order, 'slide.order'),
    });
  }
  return out;
}

/** The spec's grouping (§3): path -> device -> language of the carousel -> its active slides by order. */
export function groupBanners(carousels: Carousel[], slides: Slide[]): BannerGroups {
  const byCarousel = new Map<number, Slide[]>();
  for (const slide of slides) {
    if (!slide.isActive) continue;
    byCarousel.set(slide.carouselId, [...(byCarousel.get(slide.carouselId) ?? []), slide]);
  }
  // Maps while building: a route named "__proto__" must stay data, not reach an object's prototype.
  const groups = new Map<string, Map<Device, Map<string, Slide[]>>>();
  for (const carousel of carousels) {
    const own = byCarousel.get(carousel.id) ?? [];
    for (const route of new Set(carousel.routes)) {
      const devices = groups.get(route) ?? new Map<Device, Map<string, Slide[]>>();
      groups.set(route, devices);
      const languages = devices.get(carousel.platform) ?? new Map<string, Slide[]>();
      devices.set(carousel.platform, languages);
      languages.set(carousel.language, [...(languages.get(carousel.language) ?? []), ...own]);
    }
  }
  const byOrder = (a: Slide, b: Slide) => a.order - b.order || a.id - b.id;
  return Object.fromEntries(
    [...groups].map(([route, devices]) => [
      route,
      Object.fromEntries(
        [...devices].map(([device, languages]) => [
          device,
          Object.fromEntries([...languages].map(([language, group]) => [language, [...group].sort(byOrder)])),
        ]),
      ),
    ]),
  ) as BannerGroups;
}

const own = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * The slides for a page: by path, then device, then the player's language, falling back to the default
 * language when that page and device have no carousel in it (spec §3, §4 "Banners").
 */
export function lookupSlides(groups: BannerGroups, path: string, device: Device, language: string): Slide[] {
  const languages = own(own(groups, pathKey(path)), device);
  if (!languages) return [];
  return own(languages, languageKey(language)) ?? own(languages, DEFAULT_CONTENT_LANGUAGE) ?? [];
}

/** One client for the content host: same rules as the API client (no-cache, 30 s timeout), no session. */
const contentHttp = sharedSlot('contentHttp', () => {
  // The QA page's call inspector (src/api/http.ts) sees these calls too.
  const observer = sharedSlot<{ onCall?: (call: CallRecord) => void }>('observer', () => ({}));
  return createHttpClient({ baseUrl: contentBase, onCall: (call) => observer.onCall?.(call) });
});

export function contentApi(http: HttpClient = contentHttp, base: () => string = contentBase) {
  return {
    carousels: () => http.request({ method: 'GET', path: '/carousel/', auth: false }, toCarousels),
    slides: () => {
      const at = base();
      return http.request({ method: 'GET', path: '/slide/', auth: false }, (data) => toSlides(data, at));
    },
    /** Both lists, grouped; rejects with an ApiError when either call fails. */
    async banners(): Promise<BannerGroups> {
      const [carousels, slides] = await Promise.all([this.carousels(), this.slides()]);
      return groupBanners(carousels, slides);
    },
  };
}
