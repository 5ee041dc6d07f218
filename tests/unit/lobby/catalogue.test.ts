// widgets/lobby/catalogue.ts: accent- and case-insensitive search, views and sections, chip filters,
// favourites first, facet counts, and (without timing anything) that a query normalises only the query.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIndex, facets, normaliseSearch, queryCatalogue, type LobbyQuery } from '../../../widgets/lobby/catalogue';
import { game } from '../support/game-fixtures';
import { favouriteKey } from '../../../src/stores/slots';


const GAMES = [
  game('Book of Fortune', 'amatic', { tab: ['books', 'popular'] }),
  game('Café Fortune', 'amatic', { tab: ['fruits'] }),
  game('Señor Piñata', 'pgsoft', { tab: ['fruits', 'popular'] }),
  game('Pharaon d’Égypte', 'pgsoft', { tab: ['egypt', 'books'] }),
  game('Gates of Olympus', 'pragmaticplay', { tab: ['popular', 'drops_and_wins'] }),
  game('Virtual Football 1', 'betsolutions', { gameType: 'virtual', tab: ['sport'] }),
  game('Crazy Time', 'evolution', { gameType: 'live', tabLive: ['popular', 'showGames'] }),
  game('Lightning Roulette', 'evolution', { gameType: 'live', tabLive: ['roulette'] }),
  game('Roulette VIP', 'xpg', { gameType: 'live', tabLive: ['roulette'] }),
];
const index = buildIndex(GAMES);
const q = (over: Partial<LobbyQuery> = {}): LobbyQuery => ({ view: 'casino', providers: [], categories: [], search: '', ...over });
const names = (query: LobbyQuery, favourites: string[] = []) => queryCatalogue(index, query, favourites).map((g) => g.name);

afterEach(() => vi.restoreAllMocks());

describe('search', () => {
  it('normalises: no diacritics, lower case, single spaces', () => {
    expect(normaliseSearch('  Café   FORTUNE ')).toBe('cafe fortune');
    expect(normaliseSearch('Señor Piñata')).toBe('senor pinata');
  });

  it('finds accented names without accents and in any case', () => {
    expect(names(q({ search: 'cafe' }))).toEqual(['Café Fortune']);
    expect(names(q({ search: 'CAFÉ' }))).toEqual(['Café Fortune']);
    expect(names(q({ search: 'senor pinata' }))).toEqual(['Señor Piñata']);
    expect(names(q({ search: 'egypte' }))).toEqual(['Pharaon d’Égypte']);
  });

  it('every word must be in the name, in any order', () => {
    expect(names(q({ search: 'fortune book' }))).toEqual(['Book of Fortune']);
    expect(names(q({ search: 'fortune' }))).toEqual(['Book of Fortune', 'Café Fortune']);
    expect(names(q({ search: 'fortune xyz' }))).toEqual([]);
  });
});

describe('views, sections and chips', () => {
  it('casino = non-live, live = live, all = everything, provider and game-type pages', () => {
    expect(names(q())).toHaveLength(6);
    expect(names(q({ view: 'live' }))).toEqual(['Crazy Time', 'Lightning Roulette', 'Roulette VIP']);
    expect(names(q({ view: 'all' }))).toHaveLength(9);
    expect(names(q({ view: 'provider', provider: 'evolution' }))).toEqual(['Crazy Time', 'Lightning Roulette']);
    expect(names(q({ view: 'game-type', gameType: 'virtual' }))).toEqual(['Virtual Football 1']);
    expect(names(q({ view: 'provider', provider: 'nope' }))).toEqual([]);
  });

  it('a section is a category (casino) or a live group (live); Drops & Wins is a tag', () => {
    expect(names(q({ section: 'books' }))).toEqual(['Book of Fortune', 'Pharaon d’Égypte']);
    expect(names(q({ view: 'live', section: 'roulette' }))).toEqual(['Lightning Roulette', 'Roulette VIP']);
    expect(names(q({ section: 'drops_and_wins' }))).toEqual(['Gates of Olympus']);
  });

  it('chips: any chosen provider AND any chosen category AND the search', () => {
    expect(names(q({ providers: ['amatic', 'pgsoft'], categories: ['books', 'fruits'] }))).toEqual([
      'Book of Fortune', 'Café Fortune', 'Señor Piñata', 'Pharaon d’Égypte',
    ]);
    expect(names(q({ providers: ['amatic', 'pgsoft'], categories: ['popular'] }))).toEqual(['Book of Fortune', 'Señor Piñata']);
    expect(names(q({ providers: ['amatic', 'pgsoft'], categories: ['books'], search: 'PHARAON' }))).toEqual(['Pharaon d’Égypte']);
    expect(names(q({ view: 'live', providers: ['xpg'], categories: ['roulette'] }))).toEqual(['Roulette VIP']);
  });
});

describe('favourites', () => {
  const fav = (name: string) => favouriteKey(GAMES.find((g) => g.name === name)!);

  it('come first in favourites order, then the catalogue order, each game once', () => {
    const favourites = [fav('Señor Piñata'), fav('Crazy Time'), 'hub:gone:x_gone', fav('Book of Fortune')];
    expect(names(q(), favourites)).toEqual([
      'Señor Piñata', 'Book of Fortune', 'Café Fortune', 'Pharaon d’Égypte', 'Gates of Olympus', 'Virtual Football 1',
    ]);
    expect(names(q({ view: 'all', favouritesOnly: true }), favourites)).toEqual(['Señor Piñata', 'Crazy Time', 'Book of Fortune']);
    expect(names(q({ favouritesOnly: true, search: 'book' }), favourites)).toEqual(['Book of Fortune']);
  });
});

describe('facets', () => {
  it('counts each chip under the rest of the query; categories in spec order, Drops & Wins last', () => {
    const f = facets(index, q({ providers: ['amatic'], categories: ['popular'] }));
    // Providers counted with the category chosen (popular), not the provider choice.
    expect(f.providers).toEqual([
      { id: 'amatic', count: 1 }, { id: 'pgsoft', count: 1 }, { id: 'pragmaticplay', count: 1 }, { id: 'betsolutions', count: 0 },
    ]);
    // Categories counted with the provider chosen (amatic), not the category choice.
    expect(f.categories).toEqual([
      { id: 'popular', count: 1 }, { id: 'fruits', count: 1 }, { id: 'books', count: 1 }, { id: 'egypt', count: 0 }, { id: 'sport', count: 0 },
      { id: 'drops_and_wins', count: 0 },
    ]);
  });

  it('live view: its providers and live groups', () => {
    const f = facets(index, q({ view: 'live', search: 'roulette' }));
    expect(f.providers).toEqual([{ id: 'evolution', count: 1 }, { id: 'xpg', count: 1 }]);
    expect(f.categories).toEqual([{ id: 'popular', count: 0 }, { id: 'showGames', count: 0 }, { id: 'roulette', count: 2 }]);
  });
});

describe('the index does the work once', () => {
  it('a query normalises the query text only, however many games (4,000)', () => {
    const many = Array.from({ length: 4000 }, (_, i) => game(`Crème Brûlée ${i}`, i % 2 ? 'amatic' : 'pgsoft', { tab: ['sweets'] }));
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const big = buildIndex(many);
    expect(normalize.mock.calls.length).toBeGreaterThanOrEqual(4000); // built once
    normalize.mockClear();
    const found = queryCatalogue(big, q({ search: 'creme brulee 123', providers: ['amatic'] }), [favouriteKey(many[7]!)]);
    // Each word anywhere in the name: the odd (amatic) numbers containing 123.
    const expected = many.flatMap((g, i) => (i % 2 && String(i).includes('123') ? [g.name] : []));
    expect(found.map((g) => g.name)).toEqual(expected);
    expect(expected).toHaveLength(9);
    // The query at most (an ASCII query needs no decomposition: normaliseSearch skips it).
    expect(normalize.mock.calls.length).toBeLessThanOrEqual(1);
    const toLower = vi.spyOn(String.prototype, 'toLowerCase');
    facets(big, q({ search: 'creme' }));
    expect(normalize.mock.calls.length).toBeLessThanOrEqual(4); // the query, once per matcher
    expect(toLower.mock.calls.length).toBeLessThanOrEqual(4);
  });
});
