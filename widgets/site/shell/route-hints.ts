// Which lazy chunks the reference site needs first for a URL (docs/architecture.md "Speed budgets": the
// French catalog and the home page's chunk requested in parallel with the shell, not after it). The answer
// comes from the site's own code, never a second table: its router's patterns, its resolve() as a guest and
// as a signed-in player (a server cannot see a stored session), and its naming rules (a shell page `x` is
// pages/x-page.tsx or content/x-page.tsx; an element page is its entry, casino-<name>.js).
//
// The site never runs this: the build does (scripts/rollup-preload.mjs), writing `routePreloadTable()` to
// dist/route-preload.json, which the sandbox reads to preload a page's chunks (demo/sandbox/http/site-preload.ts).
// A wrong or missing hint costs a few bytes, never correctness: the site loads what it needs either way.
import { DEFAULT_LOCALE } from '@src/i18n/locale';
import { OWN_CATALOGS, catalogModule, type CatalogName } from '@src/i18n/catalogs';
import { $router, ROUTES, type RouteName } from './router';
import { resolve } from './resolve';
import { ELEMENT_PAGES } from './element-pages';

/** The default language's shared catalog: the one a first visit shows (a stored choice of another is not visible to a server). */
export const DEFAULT_CATALOG = catalogModule(DEFAULT_LOCALE);
/** The site's own catalog (src/i18n/catalogs.ts), needed by every page of the site. */
export const SITE_CATALOG = catalogModule(DEFAULT_LOCALE, 'site');
/** An element's own catalog in the default language, if it has one. */
const ownCatalog = (element: string) => (element in OWN_CATALOGS ? [catalogModule(DEFAULT_LOCALE, element as CatalogName)] : []);

/**
 * The client's wire (src/api/wire.ts: redaxios and the failure reader), a chunk of its own: every page of
 * the site calls the API as it opens (banners, settings, a game list), so it comes with the shell.
 */
export const CALL_WIRE = 'src/api/wire.ts';
/** The lobby's filter chips (widgets/lobby/lobby-parts.tsx LazyFilters). */
export const LOBBY_FILTERS = 'widgets/lobby/lobby-filters.tsx';
/**
 * The banner carousel above the lobby's pages (./lobby-banners.tsx imports it as the lobby renders): its
 * first slide is the page's largest paint, so its entry comes with the lobby's, fetched (not run) in
 * parallel, instead of one round trip after the shell has run.
 */
export const LOBBY_BANNERS = 'casino-banners.js';

/**
 * The carousel at the top of a page, by the `page` its <casino-banners> looks up (spec shell §4): the
 * page's own path (`own`, a lobby page) or the home page's. The server paints its first slide from the HTML
 * (demo/sandbox/http/site-lcp.ts).
 */
type RouteCarousel = 'own' | '/main';
/** Lazy modules (repository paths) and entries (`casino-lobby.js`) a page opens with, and its carousel if any. */
export type RouteHint = { lazy: string[]; entries: string[]; carousel?: RouteCarousel };

/** The home page's carousel (widgets/site/pages/main-page.tsx), also under the wheel's modals. */
const HOME_CAROUSEL: RouteCarousel = '/main';

function routeOf(path: string): string | undefined {
  for (const [name, pattern] of $router.routes) if (pattern.test(path)) return name;
  return undefined;
}

const resolveAs = (path: string, auth: 'guest' | 'signed-in') => resolve({ route: routeOf(path) as never, path }, { auth, viewportWidth: 1280 });

/**
 * The cashier's balance view (widgets/cashier/lazy-views.tsx, a chunk of its own): /balance's largest
 * paint, so it comes with the cashier's entry instead of one round trip after it has run.
 */
export const BALANCE_VIEW = 'widgets/cashier/balance-view.tsx';

/**
 * What a guest and a signed-in player open at `path`: the same page, or on a guarded page the one of
 * whom it is for (a guest's sign-in, a player's cashier) while the other is sent away; undefined when
 * both open a different page. A route with parameters is hinted by one sample path (routePreloadTable),
 * and the profile's sections are the cashier's or the profile's by their name: there, only what both open.
 */
function pageFor(path: string) {
  const guest = resolveAs(path, 'guest');
  const player = resolveAs(path, 'signed-in');
  if (JSON.stringify(guest) === JSON.stringify(player)) return guest;
  const route = routeOf(path) as RouteName | undefined;
  if (!route || ROUTES[route].includes(':')) return undefined;
  if (guest.kind === 'redirect' && player.kind !== 'redirect') return player;
  if (player.kind === 'redirect' && guest.kind !== 'redirect') return guest;
  return undefined;
}

/**
 * What the page at `path` opens with. A guarded page hints the page of whom it is for: whoever it sends
 * away fetches a few unused chunks, and the one it is for does not wait a round trip per chunk.
 */
export function routeHint(path: string, redirects = 2): RouteHint {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const resolution = pageFor(clean);
  const lazy = [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE];
  if (!resolution) return { lazy, entries: [] };
  // `/` opens /main: the browser gets the redirect's page straight away.
  if (resolution.kind === 'redirect' && redirects > 0) return routeHint(new URL(resolution.to, 'http://x').pathname, redirects - 1);
  if (resolution.kind === 'shell') {
    lazy.push(`widgets/site/pages/${resolution.page}-page.tsx`, `widgets/site/content/${resolution.page}-page.tsx`);
    // The wheel's routes open it in a full-screen modal over the page (spec §2 "Modals").
    const carousel = resolution.page === 'main' ? { carousel: HOME_CAROUSEL } : {};
    if (resolution.modal) return { lazy: [...lazy, ...ownCatalog('wheel')], entries: [`${ELEMENT_PAGES.wheel.tag}.js`], ...carousel };
    return { lazy, entries: [], ...carousel };
  }
  if (resolution.kind === 'element') {
    // The lobby's filter chips are a chunk of their own that its first view shows.
    const own = resolution.page === 'lobby' ? [LOBBY_FILTERS] : routeOf(clean) === 'balance' ? [BALANCE_VIEW] : [];
    const lobby = resolution.page === 'lobby';
    const hint: RouteHint = { lazy: [...lazy, ...ownCatalog(resolution.page), ...own], entries: [`${ELEMENT_PAGES[resolution.page].tag}.js`, ...(lobby ? [LOBBY_BANNERS] : [])] };
    return lobby ? { ...hint, carousel: 'own' } : hint;
  }
  return { lazy, entries: [] };
}

/** One route of the table: the router's pattern for it (first match wins) and what its pages open with. */
interface RoutePreload extends RouteHint {
  route: RouteName;
  /** The router's RegExp, as `source` and `flags`, matched against the path without its trailing slash. */
  pattern: string;
  flags: string;
}

interface RoutePreloadTable {
  routes: RoutePreload[];
  /** A path no route matches (the not-found page). */
  unmatched: RouteHint;
}

/**
 * A path of the route's pattern: each required parameter one word, the optional ones left out. Within a
 * route, what the page opens with does not depend on the parameters' values (tests/unit/site/route-hints.test.ts
 * checks the table against routeHint() on the site's main pages and sub-paths).
 */
const samplePath = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x');

/** Every route of the router, in its matching order, with its hint: what the build writes to dist/route-preload.json. */
export function routePreloadTable(): RoutePreloadTable {
  const routes = $router.routes.map(([route, pattern]) => ({
    route: route as RouteName,
    pattern: pattern.source,
    flags: pattern.flags,
    ...routeHint(samplePath(ROUTES[route as RouteName])),
  }));
  return { routes, unmatched: routeHint('/\0') };
}
