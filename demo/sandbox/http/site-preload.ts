// Which lazy chunks and entries the reference site's page opens with, for a URL (docs/architecture.md
// "Speed budgets": the French catalog and the home page's chunk requested in parallel with the shell, not
// after it). The sandbox does not run the site's code for it: the build writes the site's own answer,
// route by route, to dist/route-preload.json (scripts/rollup-preload.mjs, from
// widgets/site/shell/route-hints.ts), and this module only matches a path to its route there, first
// match wins, as the site's router does. A wrong or missing hint costs a few bytes, never correctness.

export const ROUTE_PRELOAD_FILE = 'route-preload.json';

/**
 * Lazy modules (repository paths, keys of dist/lazy-preload.json) and entries (`casino-lobby.js`), and the
 * carousel at the top of the page: its own path's (`own`) or the home page's (`/main`).
 */
export type RouteHint = { lazy: string[]; entries: string[]; carousel?: 'own' | '/main' };

/** dist/route-preload.json, as widgets/site/shell/route-hints.ts `routePreloadTable()` writes it. */
export interface RouteTable {
  routes: Array<RouteHint & { route: string; pattern: string; flags: string }>;
  unmatched: RouteHint;
}

const NO_HINT: RouteHint = { lazy: [], entries: [] };

const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isHint = (value: unknown): value is RouteHint =>
  !!value &&
  typeof value === 'object' &&
  strings((value as RouteHint).lazy) &&
  strings((value as RouteHint).entries) &&
  [undefined, 'own', '/main'].includes((value as RouteHint).carousel);

/** The table in `json`, or undefined when it is not one (no build yet, another shape): no hints then. */
export function readRouteTable(json: unknown): RouteTable | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const { routes, unmatched } = json as Partial<RouteTable>;
  if (!Array.isArray(routes) || !isHint(unmatched)) return undefined;
  const valid = routes.every((r) => isHint(r) && typeof r.route === 'string' && typeof r.pattern === 'string' && typeof r.flags === 'string');
  return valid ? { routes, unmatched } : undefined;
}

const compiled = new WeakMap<RouteTable, Array<{ test: RegExp; hint: RouteHint }>>();

function matchersOf(table: RouteTable) {
  let matchers = compiled.get(table);
  if (!matchers) {
    matchers = table.routes.map((r) => ({ test: new RegExp(r.pattern, r.flags.replace(/[gy]/g, '')), hint: r }));
    compiled.set(table, matchers);
  }
  return matchers;
}

/** What the page at `path` opens with, by the first route whose pattern the path (without a trailing slash) matches. */
export function routeHint(table: RouteTable | undefined, path: string): RouteHint {
  if (!table) return NO_HINT;
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const hint = matchersOf(table).find((m) => m.test.test(clean))?.hint ?? table.unmatched;
  return { lazy: hint.lazy, entries: hint.entries, ...(hint.carousel ? { carousel: hint.carousel } : {}) };
}
