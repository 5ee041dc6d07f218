// The lobby's search index (pure, no DOM). Built once per list change: the names normalised (NFD, no
// diacritics, lower-case) and per-provider / per-tag / per-type sets of positions. A keystroke then only
// compares precomputed strings and looks up sets (DESIGN.md §4: keystroke to paint under 50 ms with 4,000
// games; measured by scripts/bench-lobby.mjs, never timed in tests).
import { CATEGORIES, DROPS_AND_WINS, LIVE_GROUPS, type GameItem } from '../../src/api/games';
import { favouriteKey } from '../../src/stores/slots';

export interface LobbyQuery {
  view: 'casino' | 'live' | 'all' | 'provider' | 'game-type';
  provider?: string;
  gameType?: string;
  /** A category or live group id. */
  section?: string;
  providers: string[];
  /** Category ids (live view: live group ids). */
  categories: string[];
  search: string;
  favouritesOnly?: boolean;
}

export interface CatalogueIndex {
  /** Catalogue order. */
  readonly games: readonly GameItem[];
  /** normaliseSearch(name), by position. */
  readonly names: readonly string[];
  /** favouriteKey → position. */
  readonly byKey: ReadonlyMap<string, number>;
  readonly byProvider: ReadonlyMap<string, ReadonlySet<number>>;
  /** Category ids (+ drops_and_wins). */
  readonly byCategory: ReadonlyMap<string, ReadonlySet<number>>;
  readonly byLiveGroup: ReadonlyMap<string, ReadonlySet<number>>;
  readonly byType: ReadonlyMap<string, ReadonlySet<number>>;
}

/** Accent- and case-insensitive form: "Café Fortune" → "cafe fortune". */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function addTo(map: Map<string, Set<number>>, key: string, i: number) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(i);
}

export function buildIndex(games: GameItem[]): CatalogueIndex {
  const byKey = new Map<string, number>();
  const byProvider = new Map<string, Set<number>>();
  const byCategory = new Map<string, Set<number>>();
  const byLiveGroup = new Map<string, Set<number>>();
  const byType = new Map<string, Set<number>>();
  const names = games.map((g, i) => {
    byKey.set(favouriteKey(g), i);
    addTo(byProvider, g.provider, i);
    addTo(byType, g.gameType, i);
    for (const t of g.tab) addTo(byCategory, t, i);
    for (const t of g.tabLive) addTo(byLiveGroup, t, i);
    return normaliseSearch(g.name);
  });
  return { games, names, byKey, byProvider, byCategory, byLiveGroup, byType };
}

const isLive = (q: LobbyQuery) => q.view === 'live';
const EMPTY: ReadonlySet<number> = new Set();

/** Positions in any of the sets of `ids` (null: no filter). */
function union(map: ReadonlyMap<string, ReadonlySet<number>>, ids: string[]): ReadonlySet<number> | null {
  if (ids.length === 0) return null;
  if (ids.length === 1) return map.get(ids[0]!) ?? EMPTY;
  const all = new Set<number>();
  for (const id of ids) map.get(id)?.forEach((i) => all.add(i));
  return all;
}

/**
 * The test for one position: the view (and its section), then the chip filters (any of the chosen providers,
 * any of the chosen categories), the search words (each one in the name), favourites only. `skip` leaves one
 * chip group out (its own facet counts).
 */
function matcher(index: CatalogueIndex, query: LobbyQuery, favourites: ReadonlySet<number> | null, skip?: 'providers' | 'categories') {
  const { byType, byProvider, names } = index;
  const tags = isLive(query) ? index.byLiveGroup : index.byCategory;
  const live = byType.get('live') ?? EMPTY;
  const view =
    query.view === 'provider' ? (byProvider.get(query.provider ?? '') ?? EMPTY)
    : query.view === 'game-type' ? (byType.get(query.gameType ?? '') ?? EMPTY)
    : null;
  const section = query.section ? (tags.get(query.section) ?? EMPTY) : null;
  const providers = skip === 'providers' ? null : union(byProvider, query.providers);
  const categories = skip === 'categories' ? null : union(tags, query.categories);
  const words = normaliseSearch(query.search).split(' ').filter(Boolean);
  return (i: number) =>
    (query.view === 'casino' ? !live.has(i) : query.view === 'live' ? live.has(i) : true) &&
    (!view || view.has(i)) &&
    (!section || section.has(i)) &&
    (!providers || providers.has(i)) &&
    (!categories || categories.has(i)) &&
    (!favourites || favourites.has(i)) &&
    words.every((w) => names[i]!.includes(w));
}

function favouritePositions(index: CatalogueIndex, favourites: string[]): number[] {
  return favourites.flatMap((key) => index.byKey.get(key) ?? []);
}

/**
 * Ordered games for a query: favourites first (in favourites order), then the catalogue order. Per
 * keystroke this touches the precomputed index only (no string normalisation of games in the loop).
 */
export function queryCatalogue(index: CatalogueIndex, query: LobbyQuery, favourites: string[]): GameItem[] {
  const first = favouritePositions(index, favourites);
  const firstSet = new Set(first);
  const test = matcher(index, query, query.favouritesOnly ? firstSet : null);
  const out: GameItem[] = [];
  for (const i of first) if (test(i)) out.push(index.games[i]!);
  if (query.favouritesOnly) return out;
  for (let i = 0; i < index.games.length; i++) if (!firstSet.has(i) && test(i)) out.push(index.games[i]!);
  return out;
}

export interface Facet {
  id: string;
  count: number;
}

/**
 * The chips of the view and what each would show: every provider and tag the view (and section) holds,
 * counted under the rest of the query (a group's own choice left out, so a chosen chip keeps its count
 * and its neighbours say what adding them gives). Providers in catalogue order; categories in spec
 * order (§9) with Drops & Wins last; the live view's are the live groups.
 */
export function facets(index: CatalogueIndex, query: LobbyQuery): { providers: Facet[]; categories: Facet[] } {
  const base = { ...query, providers: [], categories: [], search: '', favouritesOnly: false };
  const inView = matcher(index, base, null);
  const byProviders = matcher(index, query, null, 'providers');
  const byCategories = matcher(index, query, null, 'categories');
  const providerCount = new Map<string, number>();
  const tagCount = new Map<string, number>();
  const tagsOf = (g: GameItem) => (isLive(query) ? g.tabLive : g.tab);
  index.games.forEach((g, i) => {
    if (!inView(i)) return;
    providerCount.set(g.provider, (providerCount.get(g.provider) ?? 0) + (byProviders(i) ? 1 : 0));
    const counted = byCategories(i);
    for (const t of tagsOf(g)) tagCount.set(t, (tagCount.get(t) ?? 0) + (counted ? 1 : 0));
  });
  const order = isLive(query) ? LIVE_GROUPS : [...CATEGORIES, DROPS_AND_WINS];
  return {
    providers: [...providerCount].map(([id, count]) => ({ id, count })),
    categories: order.flatMap((id) => (tagCount.has(id) ? [{ id, count: tagCount.get(id)! }] : [])),
  };
}
