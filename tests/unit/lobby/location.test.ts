// The lobby's URL model (widgets/lobby/location.ts; spec money-and-games.md §2 "Casino", docs/embedding.md
// "<casino-lobby>"): every route of the spec parses to the state it names and builds back to the same path;
// filters are comma lists; the live view has no category filter; what is not a lobby path is refused.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildPath,
  canonicalPath,
  fromAttributes,
  gamePath,
  lobbyPath,
  parsePath,
  PREFIXES,
  providerPage,
  type LobbyLocation,
  type LobbyPath,
} from '../../../widgets/lobby/location';

const lobby = (l: Partial<LobbyLocation> & Pick<LobbyLocation, 'view'>): LobbyPath => ({
  lobby: { providers: [], categories: [], ...l },
  game: null,
});

describe('parsePath', () => {
  it('reads the three views, with and without filters', () => {
    expect(parsePath('/slots/casino')).toEqual(lobby({ view: 'casino' }));
    expect(parsePath('/slots/live-casino')).toEqual(lobby({ view: 'live' }));
    expect(parsePath('/slots/all')).toEqual(lobby({ view: 'all' }));
    expect(parsePath('/slots/casino?providers=amatic,pgsoft&categories=books,egypt')).toEqual(
      lobby({ view: 'casino', providers: ['amatic', 'pgsoft'], categories: ['books', 'egypt'] }),
    );
  });

  it('the bare /slots (and /slots/) is the casino page', () => {
    expect(parsePath('/slots')).toEqual(lobby({ view: 'casino' }));
    expect(parsePath('/slots/')).toEqual(lobby({ view: 'casino' }));
  });

  it('live casino takes providers only (spec §2: providers on /slots/live-casino)', () => {
    expect(parsePath('/slots/live-casino?providers=evolution&categories=books')).toEqual(lobby({ view: 'live', providers: ['evolution'] }));
  });

  it('lists: trimmed, empty items dropped, duplicates once, provider names lower-case, category ids as written', () => {
    expect(parsePath('/slots/casino?providers=%20Amatic,,amatic,PGSOFT&categories=books,,books,show_games')).toEqual(
      lobby({ view: 'casino', providers: ['amatic', 'pgsoft'], categories: ['books', 'show_games'] }),
    );
    // Commas encoded by another URL builder read the same.
    expect(parsePath('/slots/casino?providers=amatic%2Cpgsoft')).toEqual(lobby({ view: 'casino', providers: ['amatic', 'pgsoft'] }));
  });

  it('sections: a category or a live group (camelCase ids kept)', () => {
    expect(parsePath('/slots/casino/books')).toEqual(lobby({ view: 'casino', section: 'books' }));
    expect(parsePath('/slots/live-casino/blackJack')).toEqual(lobby({ view: 'live', section: 'blackJack' }));
    expect(parsePath('/slots/all/drops_and_wins?providers=pragmaticplay')).toEqual(
      lobby({ view: 'all', section: 'drops_and_wins', providers: ['pragmaticplay'] }),
    );
  });

  it('provider pages and game-type pages', () => {
    expect(parsePath('/slots/amatic')).toEqual(lobby({ view: 'provider', provider: 'amatic' }));
    expect(parsePath('/slots/EvoSW')).toEqual(lobby({ view: 'provider', provider: 'evosw' }));
    expect(parsePath('/slots/amatic?categories=books')).toEqual(lobby({ view: 'provider', provider: 'amatic', categories: ['books'] }));
    expect(parsePath('/slots/virtual')).toEqual(lobby({ view: 'game-type', gameType: 'virtual' }));
    expect(parsePath('/slots/crash?providers=spribe')).toEqual(lobby({ view: 'game-type', gameType: 'crash', providers: ['spribe'] }));
    // Unknown names parse as provider pages: the element decides (provider_not_found).
    expect(parsePath('/slots/nosuchprovider')).toEqual(lobby({ view: 'provider', provider: 'nosuchprovider' }));
  });

  it('games: real, demo, free spins; the game id keeps its case', () => {
    expect(parsePath('/slots/amatic/am-0017')).toEqual({ lobby: null, game: { provider: 'amatic', gameId: 'am-0017', mode: 'real' } });
    expect(parsePath('/slots/pragmatic/vs20Olympus/demo')).toEqual({
      lobby: null,
      game: { provider: 'pragmatic', gameId: 'vs20Olympus', mode: 'demo' },
    });
    expect(parsePath('/slots/pgsoft/pg-0003/freespin/session')).toEqual({
      lobby: null,
      game: { provider: 'pgsoft', gameId: 'pg-0003', mode: 'freespin' },
    });
    expect(parsePath('/slots/amatic/a%20b')).toEqual({ lobby: null, game: { provider: 'amatic', gameId: 'a b', mode: 'real' } });
  });

  it('refuses what is not a lobby path', () => {
    expect(parsePath('/main')).toBeNull();
    expect(parsePath('/slots/amatic/am-1/other')).toBeNull();
    expect(parsePath('/slots/amatic/am-1/freespin')).toBeNull();
    expect(parsePath('/slots/amatic/am-1/demo/x')).toBeNull();
    expect(parsePath('/slots/casino/books/more')).toBeNull();
  });
});

describe('buildPath', () => {
  it('builds the contract paths', () => {
    expect(lobbyPath({ view: 'casino', providers: ['amatic', 'pgsoft'], categories: ['books'] })).toBe(
      '/slots/casino?providers=amatic,pgsoft&categories=books',
    );
    expect(lobbyPath({ view: 'live', section: 'roulette', providers: [], categories: ['ignored'] })).toBe('/slots/live-casino/roulette');
    expect(lobbyPath({ view: 'provider', provider: 'amatic', providers: ['ignored'], categories: [] })).toBe('/slots/amatic');
    expect(lobbyPath({ view: 'game-type', gameType: 'virtual', providers: [], categories: [] })).toBe('/slots/virtual');
    expect(gamePath({ provider: 'pgsoft', gameId: 'pg-0003', mode: 'freespin' })).toBe('/slots/pgsoft/pg-0003/freespin/session');
    expect(gamePath({ provider: 'amatic', gameId: 'am-0017', mode: 'demo' })).toBe('/slots/amatic/am-0017/demo');
    expect(buildPath({ lobby: null, game: null })).toBe('/slots/casino');
  });

  const id = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
  const camel = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,11}$/);
  const lobbyArb: fc.Arbitrary<LobbyLocation> = fc.oneof(
    fc.record({
      view: fc.constantFrom('casino' as const, 'all' as const),
      section: fc.option(camel, { nil: undefined }),
      providers: fc.uniqueArray(id, { maxLength: 4 }),
      categories: fc.uniqueArray(camel, { maxLength: 4 }),
    }),
    fc.record({
      view: fc.constant('live' as const),
      section: fc.option(camel, { nil: undefined }),
      providers: fc.uniqueArray(id, { maxLength: 4 }),
      categories: fc.constant<string[]>([]),
    }),
    fc.record({
      view: fc.constant('provider' as const),
      provider: id.filter((p) => !['casino', 'all', 'virtual', 'crash', 'slots', 'live'].includes(p)),
      providers: fc.constant<string[]>([]),
      categories: fc.uniqueArray(camel, { maxLength: 4 }),
    }),
    fc.record({
      view: fc.constant('game-type' as const),
      gameType: fc.constantFrom('virtual', 'crash'),
      providers: fc.uniqueArray(id, { maxLength: 4 }),
      categories: fc.uniqueArray(camel, { maxLength: 4 }),
    }),
  );

  it('parse(build(x)) is x for every lobby state and every game', () => {
    fc.assert(
      fc.property(lobbyArb, (l) => {
        const clean = Object.fromEntries(Object.entries(l).filter(([, v]) => v !== undefined)) as LobbyLocation;
        expect(parsePath(lobbyPath(clean))).toEqual({ lobby: clean, game: null });
      }),
    );
    fc.assert(
      fc.property(id, fc.stringMatching(/^[\w-][\w.-]{0,15}$/), fc.constantFrom('real' as const, 'demo' as const, 'freespin' as const), (provider, gameId, mode) => {
        const game = { provider, gameId, mode };
        expect(parsePath(gamePath(game))).toEqual({ lobby: null, game });
      }),
    );
  });
});

describe('fromAttributes (partner page)', () => {
  it('view, section and the comma lists; live-casino is the live view', () => {
    expect(fromAttributes({})).toEqual({ view: 'casino', providers: [], categories: [] });
    expect(fromAttributes({ view: 'live-casino', providers: 'evolution', categories: 'books' })).toEqual({
      view: 'live',
      providers: ['evolution'],
      categories: [],
    });
    expect(fromAttributes({ view: 'all', section: 'books', providers: 'amatic, pgsoft' })).toEqual({
      view: 'all',
      section: 'books',
      providers: ['amatic', 'pgsoft'],
      categories: [],
    });
    expect(fromAttributes({ view: 'nonsense' }).view).toBe('casino');
  });

  it('provider wins over game type, which wins over view', () => {
    expect(fromAttributes({ provider: 'Amatic', gameType: 'virtual', view: 'all' })).toEqual(providerPage('amatic'));
    expect(fromAttributes({ gameType: 'virtual', view: 'all' })).toEqual({ view: 'game-type', gameType: 'virtual', providers: [], categories: [] });
  });

  it('an attribute state builds the path the site would use for it', () => {
    expect(lobbyPath(fromAttributes({ view: 'casino', providers: 'amatic', categories: 'books' }))).toBe('/slots/casino?providers=amatic&categories=books');
  });
});

describe('canonicalPath (the site shell asks it)', () => {
  it('sends the bare /slots to the casino page, in any case and with its query dropped; other lobby paths stay', () => {
    expect(canonicalPath('/slots')).toBe('/slots/casino');
    expect(canonicalPath('/slots/')).toBe('/slots/casino');
    expect(canonicalPath('/SLOTS?providers=amatic')).toBe('/slots/casino');
    for (const path of ['/slots/casino', '/slots/live-casino?providers=evolution', '/slots/amatic/am-0017', '/slots/amatic/am-1/other']) {
      expect(canonicalPath(path), path).toBeNull();
    }
  });

  it('routes.ts (what the shell imports) agrees with the URL model: its root parses, its redirect is the casino page', () => {
    expect(PREFIXES.map((prefix) => parsePath(prefix)?.lobby?.view)).toEqual(['casino']);
    expect(canonicalPath('/slots')).toBe(buildPath({ lobby: { view: 'casino', providers: [], categories: [] }, game: null }));
  });
});
