// widgets/lobby/catalogue.ts (docs/architecture.md "Speed budgets"): the search kept per catalogue
// (createSearch) answers every query as a search from scratch would, whatever came before it (typing on,
// deleting, another view, chips, favourites), and typing on only looks at the last hits; the lists the lobby
// shows while they arrive (shownProviders) only ever grow at the end. Nothing is timed here (docs/conventions.md §2.14:
// scripts/bench-lobby.mjs measures).
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { buildIndex, createSearch, normaliseSearch, shownProviders, type LobbyQuery } from '../../../widgets/lobby/catalogue';
import { ALLOWED_PROVIDERS, CATEGORIES, DROPS_AND_WINS, LIVE_GROUPS, type GameItem } from '../../../src/api/games';
import { favouriteKey } from '../../../src/stores/slots';

const NAMES = ['Book of Fortune', 'Café Fortune', 'Señor Piñata', 'Gates of Olympus', 'Sweet Bonanza', 'Fortune Tiger', 'Crazy Time', 'Lightning Roulette', 'Book of Ra', 'Café Kraken'];
const PROVIDERS = ['amatic', 'pgsoft', 'pragmaticplay', 'evolution', 'xpg'];
const TAGS = ['books', 'popular', 'fruits', 'egypt', 'drops_and_wins'];
const LIVE = ['popular', 'roulette', 'showGames'];

function games(n: number): GameItem[] {
  return Array.from({ length: n }, (_, i) => {
    const provider = PROVIDERS[(i * 7) % PROVIDERS.length]!;
    const gameType = provider === 'evolution' || provider === 'xpg' ? 'live' : i % 9 === 0 ? 'virtual' : 'slots';
    return {
      id: i, gameId: `hub:${provider}:g${i}`, additionalIntegrationGameId: `g${i}`, name: `${NAMES[i % NAMES.length]} ${i}`, description: '',
      provider, serverProvider: provider, producer: provider, routeProvider: gameType === 'live' ? 'live' : 'hub', gameType,
      tab: TAGS.filter((_, t) => (i >> t) % 3 === 0), tabLive: gameType === 'live' ? LIVE.filter((_, t) => (i >> t) % 2 === 0) : [],
      imageUrl: '', hasDemoMode: true, hasFreeSpins: false, isDefault: false, slug: '', platforms: ['desktop', 'mobile'],
    };
  });
}

/** The definitions, written plainly: what every answer of createSearch must be. */
function reference(all: GameItem[], q: LobbyQuery, favourites: string[]) {
  const live = q.view === 'live';
  const tags = (g: GameItem) => (live ? g.tabLive : g.tab);
  const words = normaliseSearch(q.search).split(' ').filter(Boolean);
  const onPage = (g: GameItem) =>
    (q.view === 'casino' ? g.gameType !== 'live' : q.view === 'live' ? g.gameType === 'live' : true) &&
    (q.view !== 'provider' || g.provider === q.provider) &&
    (q.view !== 'game-type' || g.gameType === q.gameType) &&
    (!q.section || tags(g).includes(q.section));
  const named = (g: GameItem) => words.every((w) => normaliseSearch(g.name).includes(w));
  const byProvider = (g: GameItem) => !q.providers.length || q.providers.includes(g.provider);
  const byTag = (g: GameItem) => !q.categories.length || q.categories.some((c) => tags(g).includes(c));
  const shown = (g: GameItem) => onPage(g) && named(g) && byProvider(g) && byTag(g);
  const first = favourites.flatMap((k) => all.filter((g) => favouriteKey(g) === k)).filter(shown);
  const rest = q.favouritesOnly ? [] : all.filter((g) => shown(g) && !favourites.includes(favouriteKey(g)));
  const page = all.filter(onPage);
  const providers = [...new Set(page.map((g) => g.provider))].map((id) => ({
    id, count: page.filter((g) => g.provider === id && named(g) && byTag(g)).length,
  }));
  const present = new Set(page.flatMap(tags));
  const categories = (live ? LIVE_GROUPS : [...CATEGORIES, DROPS_AND_WINS]).filter((id) => present.has(id)).map((id) => ({
    id, count: page.filter((g) => tags(g).includes(id) && named(g) && byProvider(g)).length,
  }));
  return { results: [...first, ...rest].map((g) => g.name), chips: { providers, categories } };
}

const ALL = games(400);
const index = buildIndex(ALL);

afterEach(() => vi.restoreAllMocks());

describe('createSearch', () => {
  const word = fc.constantFrom('book', 'fortune', 'cafe', 'CAFÉ', 'o', 'f', 'e', 'kra', '1', '12', 'xyz', 'senor pi');
  // The page (view and section) as the lobby's location gives it: a provider only on a provider's page...
  const page = fc.oneof(
    fc.record({ view: fc.constantFrom('casino' as const, 'live' as const, 'all' as const), section: fc.option(fc.constantFrom('books', 'popular', 'roulette'), { nil: undefined }) }),
    fc.record({ view: fc.constant('provider' as const), provider: fc.constantFrom(...PROVIDERS, 'nope') }),
    fc.record({ view: fc.constant('game-type' as const), gameType: fc.constantFrom('virtual', 'live', 'crash') }),
  );
  // ...and what changes on it: texts typed on, cut back or replaced, chips, favourites.
  const step = fc.record({
    page: fc.option(page, { freq: 4 }),
    providers: fc.subarray(PROVIDERS, { maxLength: 2 }),
    categories: fc.subarray([...TAGS, ...LIVE], { maxLength: 2 }),
    search: fc.array(word, { maxLength: 3 }).map((w) => w.join(' ')),
    keyByKey: fc.boolean(),
    favouritesOnly: fc.boolean(),
    favourites: fc.subarray(ALL.slice(0, 40).map(favouriteKey), { maxLength: 4 }),
  });

  it('answers every query of a session as a search from scratch would', () => {
    fc.assert(
      fc.property(page, fc.array(step, { minLength: 1, maxLength: 8 }), (start, session) => {
        const find = createSearch(index);
        let at: Partial<LobbyQuery> = start;
        for (const { page: next, keyByKey, favourites, ...rest } of session) {
          at = next ?? at;
          const q = { view: 'casino' as const, ...at, ...rest };
          // Key by key: the text as it is typed, so typing on (the incremental path) runs.
          for (let n = keyByKey ? 0 : q.search.length; n <= q.search.length; n++) {
            const typed = { ...q, search: q.search.slice(0, n) };
            const found = find(typed, favourites);
            const expected = reference(ALL, typed, favourites);
            expect(found.results.map((g) => g.name)).toEqual(expected.results);
            expect(found.chips).toEqual(expected.chips);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('typing on looks only at what the shorter text found; another text starts from the whole page', () => {
    const many = games(4000);
    const find = createSearch(buildIndex(many));
    const q: LobbyQuery = { view: 'all', providers: [], categories: [], search: 'c' };
    const c = find(q, []).results.length;
    const includes = vi.spyOn(String.prototype, 'includes');
    const cafe = find({ ...q, search: 'ca' }, []).results;
    expect(includes.mock.calls.length).toBeLessThanOrEqual(c);
    expect(cafe.every((g) => /ca/i.test(normaliseSearch(g.name)))).toBe(true);
    includes.mockClear();
    find({ ...q, search: 'b' }, []);
    expect(includes.mock.calls.length).toBeGreaterThanOrEqual(4000);
  });
});

describe('shownProviders', () => {
  const list = (p: string) => ({ [p]: [] as GameItem[] });
  const waiting = [...ALLOWED_PROVIDERS];

  it('the catalogue order as far as no list above is awaited', () => {
    expect(shownProviders({}, {}, waiting)).toEqual([]);
    // pgsoft came first: it waits for amatic and evolution, above it.
    expect(shownProviders(list('pgsoft'), {}, waiting)).toEqual([]);
    expect(shownProviders({ ...list('pgsoft'), ...list('amatic') }, {}, waiting)).toEqual(['amatic']);
    expect(shownProviders({ ...list('pgsoft'), ...list('amatic'), ...list('evolution') }, {}, waiting)).toEqual(['amatic', 'evolution', 'pgsoft']);
  });

  it('a failed list does not hold the others; a provider the page does not read holds nothing', () => {
    expect(shownProviders(list('evolution'), { amatic: new Error('503') }, waiting)).toEqual(['amatic', 'evolution']);
    const slots = waiting.filter((p) => !['evolution', 'pragmaticplaylive', 'vivogaming', 'xpg', 'tvbet'].includes(p));
    expect(shownProviders({ ...list('amatic'), ...list('pgsoft') }, {}, slots)).toEqual(['amatic', 'evolution', 'pgsoft']);
    expect(shownProviders({ ...list('amatic'), ...list('pgsoft'), ...list('spribe'), ...list('pragmaticplay'), ...list('upgaming'), ...list('betsolutions') }, {}, slots)).toEqual([...ALLOWED_PROVIDERS]);
  });

  it('lists arriving in any order only ever add providers at the end of what is shown', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ALLOWED_PROVIDERS], { minLength: ALLOWED_PROVIDERS.length }), fc.subarray([...ALLOWED_PROVIDERS]), (arrival, failing) => {
        const lists: Record<string, GameItem[]> = {};
        const errors: Record<string, unknown> = {};
        let before: string[] = [];
        for (const p of arrival) {
          if (failing.includes(p)) errors[p] = new Error('503');
          else lists[p] = [];
          const now = shownProviders(lists, errors, waiting);
          expect(now.slice(0, before.length)).toEqual(before);
          before = now;
        }
        expect(before).toEqual([...ALLOWED_PROVIDERS]);
      }),
    );
  });
});
