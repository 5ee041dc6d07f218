// The lobby's search (pure, no DOM). The index is built once per list change: the names normalised (NFD, no
// diacritics, lower-case) and the favourites' positions. A keystroke then only compares precomputed strings,
// over the games the last search found when it extends it (docs/conventions.md §4: keystroke to paint under 50 ms
// with 4,000 games; measured by scripts/bench-lobby.mjs, never timed in tests).
import { ALLOWED_PROVIDERS, CATEGORIES, DROPS_AND_WINS, LIVE_GROUPS, type GameItem } from '../../src/api/games';
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
}

/** Accent- and case-insensitive form: "Café Fortune" → "cafe fortune". */
export function normaliseSearch(text: string): string {
  // Most names are ASCII, which NFD leaves as it is and which has no marks to drop: the decomposition and
  // the Unicode scan are most of the index's cost (docs/conventions.md §4 TBT), skipped when they cannot change it.
  const folded = ASCII.test(text) ? text : text.normalize('NFD').replace(/\p{M}/gu, '');
  return folded.toLowerCase().replace(/\s+/g, ' ').trim();
}
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The providers whose lists the lobby shows while they arrive (docs/architecture.md "Speed budgets"): in the
 * catalogue's order, up to the first one the page still waits for (`waiting`: what its load reads; no list
 * and no error yet). A list that comes in before one above it waits for it, so the rows already painted never
 * move: later lists only add rows below them. A list that failed does not hold the others (retrying it is the
 * player's choice).
 */
export function shownProviders(lists: Record<string, unknown>, errors: Record<string, unknown>, waiting: string[]): string[] {
  const held = ALLOWED_PROVIDERS.findIndex((p) => waiting.includes(p) && !lists[p] && !errors[p]);
  return ALLOWED_PROVIDERS.slice(0, held < 0 ? undefined : held);
}

export function buildIndex(games: GameItem[]): CatalogueIndex {
  return { games, names: games.map((g) => normaliseSearch(g.name)), byKey: new Map(games.map((g, i) => [favouriteKey(g), i])) };
}

export interface Facet {
  id: string;
  count: number;
}

export interface Chips {
  providers: Facet[];
  categories: Facet[];
}

/** What the lobby shows for a query: the ordered games and the chips with their counts. */
export interface Found {
  results: GameItem[];
  chips: Chips;
}

/**
 * The lobby's search over one index, kept while the catalogue is the same (one per index): a keystroke
 * costs one pass over the games its text can still find, never a normalisation of a game. It remembers
 * the page (view and section: which games the chips count) and the last search's hits, so a search that
 * extends the last one (typing on) only filters those hits: every word of the shorter text is part of a
 * word of the longer one, so nothing the longer text finds was left out (docs/architecture.md "Speed budgets").
 *
 * Results: favourites first (in favourites order), then the catalogue order; the view (and its section),
 * any of the chosen providers, any of the chosen categories, every search word in the name, favourites only.
 * Chips: every provider and tag of the page, each counted under the rest of the query (a group's own choice
 * left out, so a chosen chip keeps its count and its neighbours say what adding them gives; favourites only
 * does not count). Providers in catalogue order; categories in spec order (§9) with Drops & Wins last; the
 * live view's are the live groups.
 */
export function createSearch({ games, names, byKey }: CatalogueIndex): (query: LobbyQuery, favourites: string[]) => Found {
  let page: string | undefined;
  let onPage = (_: GameItem) => false;
  let inPage: number[] = [];
  /** The page's providers (in catalogue order) and tags, each counted 0. */
  let zero: Map<string, number>[] = [];
  let last: string | undefined;
  let hits: number[] = [];
  return (query, favourites) => {
    const { view, section, providers, categories } = query;
    const live = view === 'live';
    const tagsOf = (g: GameItem) => (live ? g.tabLive : g.tab);
    // Any of the chosen providers; any of the chosen categories.
    const byProvider = (g: GameItem) => !providers.length || providers.includes(g.provider);
    const byTag = (g: GameItem) => !categories.length || categories.some((c) => tagsOf(g).includes(c));
    const key = JSON.stringify([view, query.provider, query.gameType, section]);
    if (key !== page) {
      page = key;
      last = undefined;
      onPage = (g) =>
        (view === 'casino' ? g.gameType !== 'live'
        : live ? g.gameType === 'live'
        : view === 'provider' ? g.provider === query.provider
        : view !== 'game-type' || g.gameType === query.gameType) && (!section || tagsOf(g).includes(section));
      inPage = [...games.keys()].filter((i) => onPage(games[i]!));
      zero = [new Map(inPage.map((i) => [games[i]!.provider, 0])), new Map(inPage.flatMap((i) => tagsOf(games[i]!).map((t) => [t, 0])))];
    }
    const search = normaliseSearch(query.search);
    const words = search.split(' ').filter(Boolean);
    const found = (i: number) => words.every((w) => names[i]!.includes(w));
    hits = words.length ? (last !== undefined && search.startsWith(last) ? hits : inPage).filter(found) : inPage;
    last = search;

    const [providerCount, tagCount] = zero.map((counts) => new Map(counts));
    const first = favourites.flatMap((k) => byKey.get(k) ?? []);
    const firstSet = new Set(first);
    const results = first.filter((i) => found(i) && onPage(games[i]!) && byProvider(games[i]!) && byTag(games[i]!)).map((i) => games[i]!);
    for (const i of hits) {
      const g = games[i]!;
      const p = byProvider(g);
      const c = byTag(g);
      if (c) providerCount!.set(g.provider, providerCount!.get(g.provider)! + 1);
      if (p) for (const t of tagsOf(g)) tagCount!.set(t, tagCount!.get(t)! + 1);
      if (p && c && !query.favouritesOnly && !firstSet.has(i)) results.push(g);
    }
    return {
      results,
      chips: {
        providers: [...providerCount!].map(([id, count]) => ({ id, count })),
        categories: (live ? LIVE_GROUPS : [...CATEGORIES, DROPS_AND_WINS]).flatMap((id) => (tagCount!.has(id) ? [{ id, count: tagCount!.get(id)! }] : [])),
      },
    };
  };
}

/** Ordered games for a query (see createSearch). */
export const queryCatalogue = (index: CatalogueIndex, query: LobbyQuery, favourites: string[]): GameItem[] => createSearch(index)(query, favourites).results;

/** The chips of the view and what each would show (see createSearch). */
export const facets = (index: CatalogueIndex, query: LobbyQuery): Chips => createSearch(index)(query, []).chips;
