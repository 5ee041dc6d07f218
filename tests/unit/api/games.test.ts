// src/api/games.ts and games-calls.ts against the REAL sandbox app (docs/api.md "Slots and games"): providers and aliases,
// each integration's paging and URL field, refusals, favourites and free-spin info; the converters'
// ShapeError on malformed records.
import { beforeEach, describe, expect, it } from 'vitest';
import { canonicalProvider, CATEGORIES, INTEGRATIONS, LIVE_GROUPS } from '../../../src/api/games';
import { gamesApi, toGameItem, toFreeSpinInfo, type GamesApi } from '../../../src/api/games-calls';
import { ApiError } from '../../../src/api/errors';
import { ShapeError } from '../../../src/api/convert';
import { CATEGORIES as SEED_CATEGORIES, LIVE_GROUPS as SEED_LIVE_GROUPS } from '../../../demo/sandbox/seeds/games';
import { sandboxPerTest } from '../sandbox/helpers';
import { sandboxClient } from '../support/sandbox-client';

const ctx = sandboxPerTest();
const CDN = 'https://cdn.test';
let api: GamesApi;
let client: ReturnType<typeof sandboxClient>;

beforeEach(() => {
  client = sandboxClient(ctx.sb);
  api = gamesApi(client.http, () => CDN);
});

/** What the game page does with the URL: its one-time launch token for the session (docs/api.md "Slots and games" §4). */
const launch = (url: string) =>
  ctx.sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(url).searchParams.get('launch') } });
const query = (call: string) => Object.fromEntries(new URL(call.split(' ')[1]!, 'http://x').searchParams);
const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error('resolved'); }, (e: unknown) => e as ApiError);

describe('providers', () => {
  it('canonicalises the aliases, lower-case', () => {
    expect(['evosw', 'pragmatic', 'XProGaming', 'amatic'].map(canonicalProvider)).toEqual(['evolution', 'pragmaticplay', 'xpg', 'amatic']);
  });

  it('keeps the categories and live groups of the contract, in spec order', () => {
    expect(CATEGORIES).toEqual([...SEED_CATEGORIES]);
    expect(LIVE_GROUPS).toEqual([...SEED_LIVE_GROUPS]);
  });

  it('reads the producers with canonical names; the hidden ones inactive', async () => {
    const producers = await api.producers();
    expect(producers.map((p) => p.name)).toEqual([
      'amatic', 'pgsoft', 'upgaming', 'betsolutions', 'spribe', 'novomatic', 'egt', 'pragmaticplay', 'evolution', 'pragmaticplaylive', 'vivogaming', 'xpg', 'tvbet',
    ]);
    expect(producers.filter((p) => !p.active).map((p) => p.name)).toEqual(['novomatic', 'egt']);
    expect(producers.find((p) => p.name === 'pragmaticplay')).toEqual({ name: 'pragmaticplay', active: true, integrations: ['direct'] });
  });
});

describe('lists: each adapter pages its own way', () => {
  it('hub: amatic 2939 games in 3 pages of 1000, desktop by default', async () => {
    const { games, total } = await api.list('amatic', 'desktop');
    expect(total).toBe(2939);
    expect(games).toHaveLength(2939);
    expect(new Set(games.map((g) => g.id)).size).toBe(2939);
    const calls = client.callsTo('/api/integrations/hub/games/').map(query);
    expect(calls.map((q) => [q.page, q.page_size, q.platform, q.provider])).toEqual([
      ['1', '1000', 'desktop', 'amatic'], ['2', '1000', 'desktop', 'amatic'], ['3', '1000', 'desktop', 'amatic'],
    ]);
    expect(games[0]).toMatchObject({ name: 'Book of Fortune', provider: 'amatic', routeProvider: 'hub', gameType: 'slots' });
  });

  it('direct: pragmatic 878 games with limit 1000 in one call, by canonical name or alias', async () => {
    for (const name of ['pragmaticplay', 'pragmatic']) {
      client.calls.length = 0;
      const { games, total } = await api.list(name, 'desktop');
      expect([games.length, total]).toEqual([878, 878]);
      expect(client.calls.map(query).map((q) => [q.offset, q.limit, q.provider])).toEqual([['0', '1000', 'pragmaticplay']]);
      expect(client.calls[0]).toMatch(/^GET \/services\/direct\/games\?/);
      expect(games[0]).toMatchObject({ name: 'Gates of Olympus', provider: 'pragmaticplay', serverProvider: 'pragmatic', routeProvider: 'direct' });
      expect(games[0]!.gameId).toBe(`direct:pragmaticplay:${games[0]!.additionalIntegrationGameId}`);
    }
  });

  it('direct: after the producers answer, the server\'s own name is sent', async () => {
    await api.producers();
    client.calls.length = 0;
    await api.list('pragmaticplay', 'desktop');
    expect(query(client.calls[0]!).provider).toBe('pragmatic');
  });

  it('live: everything at once, no paging parameters; aliases canonical in the records', async () => {
    const { games, total } = await api.list('evolution', 'desktop');
    expect([games.length, total]).toEqual([60, 60]);
    expect(client.calls).toHaveLength(1);
    const q = query(client.calls[0]!);
    expect(q).toEqual({ provider: 'evolution', platform: 'desktop' });
    expect(games.slice(0, 2).map((g) => g.name)).toEqual(['Crazy Time', 'Lightning Roulette']);
    expect(games[0]).toMatchObject({ provider: 'evolution', serverProvider: 'evosw', producer: 'evolution', gameType: 'live', hasDemoMode: false, tab: [] });
    expect(games.every((g) => g.tabLive.length > 0 && g.tabLive.every((t) => LIVE_GROUPS.includes(t)))).toBe(true);
  });

  it('converts the record: composite id, tags with Drops & Wins, absolute image URL on the content host', async () => {
    const [{ games }, pragmatic] = await Promise.all([api.list('amatic', 'desktop'), api.list('pragmaticplay', 'desktop')]);
    expect(games.some((g) => g.tab.includes('drops_and_wins'))).toBe(false);
    const dw = pragmatic.games.filter((g) => g.tab.includes('drops_and_wins'));
    expect(dw.length).toBeGreaterThan(50);
    expect(dw.every((g) => g.tab.filter((t) => t !== 'drops_and_wins').every((t) => CATEGORIES.includes(t)))).toBe(true);
    const g = games[17]!;
    expect(g.gameId).toBe(`hub:amatic:${g.additionalIntegrationGameId}`);
    expect(g.imageUrl).toBe(`${CDN}/services/game-catalog/images/${g.id}.svg`);
    expect(g.platforms.length).toBeGreaterThan(0);
    const image = await ctx.sb.call('GET', new URL(g.imageUrl).pathname);
    expect(image.status).toBe(200);
  });

  it('mobile: desktop-only games are not in the mobile list', async () => {
    const desktop = await api.list('amatic', 'desktop');
    const mobile = await api.list('amatic', 'mobile');
    expect(mobile.total).toBeLessThan(desktop.total);
    expect(mobile.games.every((g) => g.platforms.includes('mobile'))).toBe(true);
  });

  it('an unknown or not allowed provider is provider_not_found without a call', async () => {
    for (const name of ['foo', 'novomatic', 'egt']) {
      const error = await refusal(api.list(name, 'desktop'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.code).toBe('provider_not_found');
    }
    expect(client.calls).toEqual([]);
  });

  it('a malformed answer is malformed_response (the converter\'s ShapeError), not a broken list', async () => {
    await ctx.sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/integrations/live/games/', malformed: true, times: 1 } });
    const error = await refusal(api.list('vivogaming', 'desktop'));
    expect(error.code).toBe('malformed_response');
  });
});

describe('sessions: the URL comes from the adapter\'s field', () => {
  const options = { returnUrl: '/slots/casino', clientType: 'desktop' as const };
  const urlOf = (s: string) => new URL(s);

  it('hub data, direct gameURL, live game_url; the body field per integration', async () => {
    client.setToken(ctx.demo);
    const [amatic, pragmatic, evolution] = await Promise.all(['amatic', 'pragmaticplay', 'evolution'].map((p) => api.list(p, 'desktop')));
    client.calls.length = 0;
    // The URL is the page of the game's type (services/games.ts PAGE_OF_TYPE): the slots' page, the live tables'.
    for (const [{ games }, page] of [[amatic!, 'slot'], [pragmatic!, 'slot'], [evolution!, 'live']] as const) {
      const { url } = await api.openSession(games[0]!, 'real', options);
      expect(urlOf(url).pathname).toBe(`/sandbox/games/${page}/`);
      const session = await launch(url);
      expect(session.body).toMatchObject({ mode: 'real', game: { game_id: games[0]!.additionalIntegrationGameId }, return_url: '/slots/casino' });
    }
    expect(client.calls.map((c) => c.split(' ')[1])).toEqual([
      INTEGRATIONS.hub.session.real, INTEGRATIONS.direct.session.real, INTEGRATIONS.live.session.real,
    ]);
    expect(INTEGRATIONS.direct.gameField).toBe('GameId');
  });

  it('a signed-in session comes with its renewal (renew_token, lifetime); renewSession extends it; a guest demo has none', async () => {
    client.setToken(ctx.demo);
    const { games } = await api.list('amatic', 'desktop');
    const sentAt = Date.now();
    const started = await api.openSession(games[0]!, 'real', options);
    expect(urlOf(started.url).pathname).toBe('/sandbox/games/slot/');
    expect(started.renewal).toMatchObject({ token: expect.stringMatching(/^[\w-]{43}$/), lifetimeMs: 600_000 });
    expect(started.renewal!.expiresAt).toBeGreaterThanOrEqual(sentAt + 600_000);
    expect(await api.renewSession(started.renewal!.token)).toBe(600_000);
    expect(client.calls.at(-1)).toBe('POST /api/integrations/game-session/renew');
    expect((await refusal(api.renewSession('x'.repeat(43)))).code).toBe('session_not_found');
    client.setToken(null);
    expect((await api.openSession(games.find((g) => g.hasDemoMode)!, 'demo', options)).renewal).toBeNull();
  });

  it('the player\'s language travels to the game URL (the game page follows it)', async () => {
    client.setToken(ctx.demo);
    const [amatic, pragmatic] = await Promise.all(['amatic', 'pragmaticplay'].map((p) => api.list(p, 'desktop')));
    for (const { games } of [amatic!, pragmatic!]) {
      expect(urlOf((await api.openSession(games[0]!, 'real', { ...options, lang: 'ar' })).url).searchParams.get('lang')).toBe('ar');
      expect(urlOf((await api.openSession(games[0]!, 'real', options)).url).searchParams.has('lang')).toBe(false);
    }
  });

  it('demo works for a guest on hub and direct; live has no demo (refused without a call)', async () => {
    const [amatic, pragmatic, evolution] = await Promise.all(['amatic', 'pragmaticplay', 'evolution'].map((p) => api.list(p, 'desktop')));
    for (const { games } of [amatic!, pragmatic!]) {
      const { url } = await api.openSession(games.find((g) => g.hasDemoMode)!, 'demo', options);
      const session = await launch(url);
      expect(session.body.mode).toBe('demo');
    }
    client.calls.length = 0;
    expect((await refusal(api.openSession(evolution!.games[0]!, 'demo', options))).code).toBe('demo_not_available');
    expect((await refusal(api.openSession(evolution!.games[0]!, 'freespin', options))).code).toBe('free_spins_not_available');
    expect(client.calls).toEqual([]);
  });

  it('real money for a guest: the server says not_authenticated', async () => {
    const { games } = await api.list('pgsoft', 'desktop');
    expect((await refusal(api.openSession(games[0]!, 'real', options))).code).toBe('not_authenticated');
  });

  it('free spins: the seeded grant on Fortune Tiger opens a free-spin session; info converted', async () => {
    client.setToken(ctx.demo);
    const { games } = await api.list('pgsoft', 'desktop');
    const tiger = games.find((g) => g.name === 'Fortune Tiger')!;
    const { url } = await api.openSession(tiger, 'freespin', options);
    expect(client.calls.at(-1)).toBe(`POST ${INTEGRATIONS.hub.session.freespin}`);
    const session = await launch(url);
    expect(session.body).toMatchObject({ mode: 'freespin', free_spin_left: 10 });
    const info = await api.freeSpinInfo();
    expect(info).toMatchObject({ active: true, provider: 'pgsoft', gameId: tiger.additionalIntegrationGameId, sessionEnd: false, freeSpinLeft: 10, betAmount: 1 });
    expect(info.prize.currency).toBe('TND');
    // A game without a grant is refused by the server.
    expect((await refusal(api.openSession(games[0]!, 'freespin', options))).code).toBe('free_spins_not_available');
  });

  it('an unknown game is game_not_found', async () => {
    const error = await refusal(api.openSession({ provider: 'amatic', routeProvider: 'hub', additionalIntegrationGameId: 'nope' }, 'demo', options));
    expect(error.code).toBe('game_not_found');
  });
});

describe('favourites', () => {
  it('adds (alias sent by canonical name), lists newest first with the integration, removes', async () => {
    client.setToken(ctx.demo);
    const [evo, amatic] = await Promise.all([api.list('evolution', 'desktop'), api.list('amatic', 'desktop')]);
    await api.addFavourite('evolution', evo.games[1]!.additionalIntegrationGameId);
    await api.addFavourite('amatic', amatic.games[5]!.additionalIntegrationGameId);
    expect(await api.favourites()).toEqual([
      { provider: 'amatic', additionalIntegrationGameId: amatic.games[5]!.additionalIntegrationGameId, id: amatic.games[5]!.id, routeProvider: 'hub' },
      { provider: 'evolution', additionalIntegrationGameId: evo.games[1]!.additionalIntegrationGameId, id: evo.games[1]!.id, routeProvider: 'live' },
    ]);
    await api.removeFavourite('evolution', evo.games[1]!.additionalIntegrationGameId);
    expect((await api.favourites()).map((f) => f.provider)).toEqual(['amatic']);
    expect((await refusal(api.removeFavourite('evolution', evo.games[1]!.additionalIntegrationGameId))).code).toBe('not_found');
  });
});

describe('converters', () => {
  const record = {
    id: 7, integration: 'live', provider: 'xprogaming', game_id: 'xpg-1', name: 'Roulette', description: 'x', image: '/i/7.svg',
    slug: 's', producer: 'xprogaming', game_type: 'live', drops_and_wins: false, categories: [], live_groups: ['roulette'],
    has_demo_mode: false, has_free_spins: false, is_default: true, platforms: ['desktop'],
  };

  it('reads a full record', () => {
    expect(toGameItem(record, 'http://c')).toEqual({
      id: 7, gameId: 'live:xpg:xpg-1', additionalIntegrationGameId: 'xpg-1', name: 'Roulette', description: 'x', provider: 'xpg',
      serverProvider: 'xprogaming', producer: 'xpg', routeProvider: 'live', gameType: 'live', tab: [], tabLive: ['roulette'],
      imageUrl: 'http://c/i/7.svg', hasDemoMode: false, hasFreeSpins: false, isDefault: true, slug: 's', platforms: ['desktop'],
    });
  });

  it.each([
    ['id', 'x'], ['name', null], ['provider', 3], ['game_id', undefined], ['integration', 'ftp'], ['game_type', 'bingo'],
    ['categories', 'books'], ['platforms', ['tv']], ['has_demo_mode', 'yes'],
  ])('throws ShapeError for a bad %s', (field, value) => {
    expect(() => toGameItem({ ...record, [field]: value })).toThrow(ShapeError);
  });

  it('drops an image URL that is not a plain path or http(s) URL', () => {
    expect(toGameItem({ ...record, image: 'javascript:alert(1)' }).imageUrl).toBe('');
    expect(toGameItem({ ...record, image: '//evil.test/x.svg' }).imageUrl).toBe('');
    expect(toGameItem({ ...record, image: 'https://img.test/a.svg' }, 'http://c').imageUrl).toBe('https://img.test/a.svg');
  });

  it('reads the inactive free-spin shape', () => {
    expect(toFreeSpinInfo({ active: false, provider: null, game_id: null, free_spin_left: 0, session_end: true, prize_amount: '0.00', prize_currency: 'EUR', bet_amount: '0.00' }))
      .toEqual({ active: false, provider: null, gameId: null, sessionEnd: true, freeSpinLeft: 0, prize: { amount: 0, currency: 'EUR' }, betAmount: 0 });
    expect(() => toFreeSpinInfo({ active: 'yes' })).toThrow(ShapeError);
  });
});
