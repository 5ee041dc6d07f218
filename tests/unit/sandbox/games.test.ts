import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, LIVE_GROUPS } from '../../../demo/sandbox/seeds/games';
import { auditWallet, move } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
let low: string;

const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const ctx = sandboxPerTest(START);
beforeEach(() => {
  ({ sb, demo, low } = ctx);
});

const hub = (query: string) => sb.call('GET', `/api/integrations/hub/games/?${query}`);
const force = async (m: number | null) => expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: m } })).status).toBe(200);
const balanceOf = async (token: string) => (await sb.call('GET', '/api/accounts/user/', { token })).body.balance as string;
/** What the game page does: the one-time launch token of its URL for the session's token. */
const tokenOf = async (url: string) =>
  (await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(url).searchParams.get('launch') } })).body.token as string;
let keyCounter = 0;
const round = (token: string, body: object = { bet: '1.00' }, key = `round-${++keyCounter}`) =>
  sb.call('POST', `/sandbox/games/api/sessions/${token}/rounds`, { body, headers: { 'Idempotency-Key': key } });
async function realSession(token = demo, provider = 'amatic', game = 'am-0000') {
  const res = await sb.call('POST', '/api/integrations/hub/session/', { token, body: { provider, game, client_type: 'mobile', return_url: '/slots/casino' } });
  expect(res.status, res.text).toBe(200);
  return tokenOf(res.body.data);
}

describe('catalogue', () => {
  it('lists producers with their integration, hidden producers inactive, server names (aliases)', async () => {
    const res = await sb.call('GET', '/services/game-catalog/producer');
    expect(res.status).toBe(200);
    expect(res.body.producers.map((p: { name: string }) => p.name)).toEqual([
      'amatic', 'pgsoft', 'upgaming', 'betsolutions', 'spribe', 'novomatic', 'egt', 'pragmatic', 'evosw', 'pragmaticplaylive', 'vivogaming', 'xprogaming', 'tvbet',
    ]);
    expect(res.body.producers.filter((p: { active: boolean }) => !p.active).map((p: { name: string }) => p.name)).toEqual(['novomatic', 'egt']);
    expect(res.body.producers[7]).toEqual({ name: 'pragmatic', active: true, integrations: ['direct'] });
  });

  it('seeds the slot counts of spec §9, aviator, the categories, live groups and Drops & Wins', async () => {
    const { counts } = (await sb.call('GET', '/sandbox/api/games')).body;
    expect([counts.amatic, counts.pragmatic, counts.pgsoft, counts.upgaming]).toEqual([2939, 878, 101, 101]);
    const total = Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(3900);
    expect(total).toBeLessThan(4500);
    const { rows } = await sb.db.query<{ cats: string[]; groups: string[]; dw: number; accented: number; aviator: number }>(
      `SELECT (SELECT array_agg(DISTINCT c) FROM games, unnest(categories) c) AS cats,
              (SELECT array_agg(DISTINCT l) FROM games, unnest(live_groups) l) AS groups,
              (SELECT count(*)::int FROM games WHERE drops_and_wins) AS dw,
              (SELECT count(*)::int FROM games WHERE name <> search_name AND lower(name) <> search_name) AS accented,
              (SELECT count(*)::int FROM games WHERE provider = 'spribe' AND game_id = 'aviator' AND name = 'Aviator') AS aviator`,
    );
    expect([...rows[0].cats].sort()).toEqual([...CATEGORIES].sort());
    expect([...rows[0].groups].sort()).toEqual([...LIVE_GROUPS].sort());
    expect(rows[0].dw).toBeGreaterThan(50);
    expect(rows[0].accented).toBeGreaterThan(100);
    expect(rows[0].aviator).toBe(1);
  });

  it('hub pages with page/page_size up to 1000, desktop by default, the game record shape', async () => {
    const first = await hub('provider=amatic&page_size=1000');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 2939, page: 1, page_size: 1000, next: 2 });
    expect(first.body.games).toHaveLength(1000);
    expect(first.body.games[0]).toEqual({
      id: 1, integration: 'hub', provider: 'amatic', game_id: 'am-0000', name: 'Book of Fortune', description: expect.any(String),
      image: '/services/game-catalog/images/1.svg', slug: 'amatic-book-of-fortune-0000', producer: 'amatic', game_type: 'slots',
      drops_and_wins: false, categories: expect.arrayContaining(['popular']), live_groups: [], has_demo_mode: true,
      has_free_spins: false, is_default: true, platforms: ['desktop', 'mobile'],
    });
    const last = await hub('provider=amatic&page_size=1000&page=3');
    expect(last.body).toMatchObject({ next: null });
    expect(last.body.games).toHaveLength(939);
    expect((await hub('provider=amatic&page_size=1000&page=4')).body.games).toEqual([]);
    const ids = new Set([...first.body.games, ...(await hub('provider=amatic&page_size=1000&page=2')).body.games, ...last.body.games].map((g) => g.game_id));
    expect(ids.size).toBe(2939);
    const mobile = await hub('provider=amatic&page_size=10&platform=mobile');
    expect(mobile.body.count).toBeLessThan(2939);
    expect((await hub('provider=amatic&page_size=1001')).status).toBe(400);
    expect((await hub('provider=amatic&platform=tv')).body.errors[0].field).toBe('platform');
  });

  it('direct pages with offset/limit and accepts the canonical name of an alias', async () => {
    const res = await sb.call('GET', '/services/direct/games?provider=pragmaticplay&limit=1000');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 878, offset: 0, limit: 1000 });
    expect(res.body.games).toHaveLength(878);
    expect(res.body.games.slice(0, 2).map((g: { name: string }) => g.name)).toEqual(['Gates of Olympus', 'Sweet Bonanza']);
    expect(res.body.games[0]).toMatchObject({ provider: 'pragmatic', integration: 'direct', drops_and_wins: true });
    const page = await sb.call('GET', '/services/direct/games?provider=pragmatic&offset=870&limit=100');
    expect(page.body.games).toHaveLength(8);
  });

  it('live answers everything at once: live groups, no demo', async () => {
    for (const provider of ['evosw', 'evolution']) {
      const res = await sb.call('GET', `/api/integrations/live/games/?provider=${provider}`);
      expect(Object.keys(res.body)).toEqual(['games']);
      expect(res.body.games).toHaveLength(60);
      expect(res.body.games[0]).toMatchObject({ name: 'Crazy Time', provider: 'evosw', game_type: 'live', has_demo_mode: false, categories: [] });
      expect(res.body.games[0].live_groups).toEqual(['popular', 'showGames']);
    }
    expect((await sb.call('GET', '/api/integrations/live/games/?provider=xpg')).body.games).toHaveLength(20);
  });

  it('an unknown provider, or one of another integration, is "Provider not found in configuration"', async () => {
    for (const path of [
      '/api/integrations/hub/games/?provider=netent',
      '/api/integrations/hub/games/',
      '/api/integrations/live/games/?provider=amatic',
      '/services/direct/games?provider=evosw',
    ]) {
      const res = await sb.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 'provider_not_found', message: 'Provider not found in configuration' });
    }
  });

  it('serves a generated SVG per game id, cached and open to any origin', async () => {
    const res = await sb.call('GET', '/services/game-catalog/images/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.text).toContain('<svg');
    expect(res.text).not.toContain('Book of'); // the tile prints the name (not drawn twice)
    expect((await sb.call('GET', '/services/game-catalog/images/999999.svg')).status).toBe(404);
  });
});

describe('favourites', () => {
  it('adds newest first, accepts aliases, removes, refuses guests and unknown games', async () => {
    const add = (provider: string, game_id: string) => sb.call('POST', '/api/users/favouritegames/', { token: demo, body: { provider, game_id } });
    expect((await add('amatic', 'am-0017')).status).toBe(201);
    sb.clock.advance?.(1000);
    const second = await add('pragmaticplay', 'vs-0001');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ provider: 'pragmatic', game_id: 'vs-0001', integration: 'direct' });
    expect((await add('amatic', 'am-0017')).status).toBe(200);
    const list = await sb.call('GET', '/api/users/favouritegames/', { token: demo });
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((f: { game_id: string }) => f.game_id)).toEqual(['vs-0001', 'am-0017']);
    expect((await sb.call('GET', '/api/users/favouritegames/', { token: low })).body.count).toBe(0);

    const del = await sb.call('DELETE', '/api/users/favouritegames/?provider=amatic&game_id=am-0017', { token: demo });
    expect(del.status).toBe(200);
    expect((await sb.call('DELETE', '/api/users/favouritegames/', { token: demo, body: { provider: 'amatic', game_id: 'am-0017' } })).status).toBe(404);
    expect((await sb.call('GET', '/api/users/favouritegames/', { token: demo })).body.results).toHaveLength(1);

    expect((await add('amatic', 'nope')).body.code).toBe('game_not_found');
    expect((await add('netent', 'x')).body.message).toBe('Provider not found in configuration');
    expect((await sb.call('GET', '/api/users/favouritegames/')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('answers the URL in data, gameURL or game_url; real money needs sign-in, demo does not', async () => {
    const hubRes = await sb.call('POST', '/api/integrations/hub/session/', { token: demo, body: { provider: 'amatic', game: 'am-0000' } });
    // A signed-in session also carries its renewal, for our page only (docs/api.md "Slots and games" §3).
    expect(Object.keys(hubRes.body)).toEqual(['data', 'renew_token', 'expires_in']);
    expect(hubRes.body.data).toMatch(/^http:\/\/localhost\/sandbox\/games\/slot\/\?launch=[\w-]{43}$/);
    const direct = await sb.call('POST', '/services/direct/game/start', { token: demo, body: { GameId: 'vs-0000' } });
    expect(Object.keys(direct.body)).toEqual(['gameURL', 'renew_token', 'expires_in']);
    const live = await sb.call('POST', '/api/integrations/live/session/', { token: demo, body: { provider: 'evosw', game: 'evo-0000', client_type: 'mobile' } });
    expect(Object.keys(live.body)).toEqual(['game_url', 'renew_token', 'expires_in']);

    expect((await sb.call('POST', '/api/integrations/hub/session/', { body: { provider: 'amatic', game: 'am-0000' } })).status).toBe(401);
    const guestDemo = await sb.call('POST', '/services/direct/game/demo', { body: { GameId: 'vs-0000' } });
    expect(guestDemo.status).toBe(200);
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${await tokenOf(guestDemo.body.gameURL)}`)).body).toMatchObject({ mode: 'demo', currency: 'FUN', balance: '1000.00' });

    const noDemo = await sb.call('POST', '/api/integrations/hub/session/demo/', { body: { provider: 'amatic', game: 'am-0005' } });
    expect(noDemo.body.code).toBe('demo_not_available');
    expect((await sb.call('POST', '/api/integrations/hub/session/', { token: demo, body: { provider: 'evosw', game: 'evo-0000' } })).body.code).toBe('provider_not_found');
    expect((await sb.call('POST', '/api/integrations/hub/session/', { token: demo, body: { provider: 'amatic', game: 'am-0000', client_type: 'tv' } })).status).toBe(400);
  });

  it('serves the game page with its own CSP and its script and style as files', async () => {
    const page = await sb.call('GET', '/sandbox/games/slot/?session=x');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Framed only by the sandbox's own origins (tests/unit/sandbox/security-headers.test.ts has the list).
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors http:\/\/localhost:8080 /);
    expect(page.text).not.toMatch(/<script>|<style|style="/);
    expect((await sb.call('GET', '/sandbox/games/slot/slot.js')).status).toBe(200);
    expect((await sb.call('GET', '/sandbox/games/slot/slot.css')).status).toBe(200);
    expect((await sb.call('GET', '/sandbox/games/api/sessions/nope')).body.code).toBe('session_not_found');
  });
});

describe('rounds', () => {
  it('bets and wins through the wallet, idempotent per key', async () => {
    const token = await realSession();
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${token}`)).body).toMatchObject({ mode: 'real', currency: 'TND', balance: '1000.00', return_url: '/slots/casino' });
    await force(2);
    const first = await round(token, { bet: '1.00' }, 'key-a');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ multiplier: 2, bet_amount: '1.00', win_amount: '2.00', balance_before: '1000.00', balance_after: '1001.00', status: 'won', currency: 'TND' });
    const replay = await round(token, { bet: '1.00' }, 'key-a');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect(await balanceOf(demo)).toBe('1001.00');
    expect((await round(token, { bet: '2.00' }, 'key-a')).status).toBe(422);

    await force(0);
    const lost = await round(token, { bet: '5.00' });
    expect(lost.body).toMatchObject({ win_amount: '0.00', balance_after: '996.00', status: 'lost' });
    expect(await balanceOf(demo)).toBe('996.00');
    const ledger = await sb.db.query<{ reason: string; amount: string }>(
      "SELECT reason, amount::text AS amount FROM wallet_ledger WHERE user_id = 1001 AND reference_type = 'game_round' ORDER BY id",
    );
    expect(ledger.rows).toEqual([{ reason: 'game_bet', amount: '-1.00' }, { reason: 'game_win', amount: '2.00' }, { reason: 'game_bet', amount: '-5.00' }]);
    expect(await auditWallet(sb.db)).toEqual([]);

    const noKey = await sb.call('POST', `/sandbox/games/api/sessions/${token}/rounds`, { body: { bet: '1.00' } });
    expect(noKey.status).toBe(400);
    expect((await round(token, { bet: '-1' })).status).toBe(400);
  });

  it('refuses a bet above the balance with not_enough_money, moving and recording nothing', async () => {
    const token = await realSession(low);
    const res = await round(token, { bet: '1.00' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('not_enough_money');
    expect(await balanceOf(low)).toBe('0.50');
    await sb.db.transaction((tx) => move(tx, { userId: 1002, wallet: 'balance', amount: '0.50', reason: 'test' }));
    await force(0);
    expect((await round(token, { bet: '1.00' })).body.balance_after).toBe('0.00');
    expect((await round(token, { bet: '1.00' })).body.code).toBe('not_enough_money');
    expect((await sb.call('GET', '/api/users/slots-history/', { token: low })).body.count).toBe(1);
  });

  it('demo plays on a play balance: the wallet and the history are untouched', async () => {
    const res = await sb.call('POST', '/api/integrations/hub/session/demo/', { token: demo, body: { provider: 'pgsoft', game: 'pg-0000' } });
    const token = await tokenOf(res.body.data);
    await force(5);
    const won = await round(token, { bet: '2.00' });
    expect(won.body).toMatchObject({ balance_before: '1000.00', balance_after: '1008.00', currency: 'FUN' });
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${token}`)).body.balance).toBe('1008.00');
    expect(await balanceOf(demo)).toBe('1000.00');
    expect((await sb.call('GET', '/api/users/slots-history/', { token: demo })).body.count).toBe(0);
  });
});

describe('free spins', () => {
  it('demo has 10 seeded spins; a free-spin session counts them down and credits the wins', async () => {
    const info = await sb.call('GET', '/api/users/freespin-session/', { token: demo });
    expect(info.body).toEqual({
      active: true, provider: 'pgsoft', integration: 'hub', game_id: 'pg-0003', id: expect.any(Number), free_spin_left: 10,
      session_end: false, prize_amount: '0.00', prize_currency: 'TND', bet_amount: '1.00',
    });
    expect((await sb.call('GET', '/api/users/freespin-session/', { token: low })).body).toMatchObject({ active: false, provider: null, session_end: true });
    expect((await sb.call('POST', '/api/integrations/hub/session/freespin/', { token: low, body: { provider: 'pgsoft', game: 'pg-0003' } })).body.code).toBe('free_spins_not_available');

    await sb.call('POST', '/sandbox/api/free-spins', { body: { username: 'demo', provider: 'pgsoft', game_id: 'pg-0003', count: 2, bet_amount: '1.00' } });
    const res = await sb.call('POST', '/api/integrations/hub/session/freespin/', { token: demo, body: { provider: 'pgsoft', game: 'pg-0003' } });
    const token = await tokenOf(res.body.data);
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${token}`)).body).toMatchObject({ mode: 'freespin', free_spin_left: 2, bets: ['1.00'] });
    await force(20);
    expect((await round(token, {})).body).toMatchObject({ bet_amount: '1.00', win_amount: '20.00', balance_after: '1020.00', free_spin_left: 1 });
    await force(0);
    expect((await round(token, {})).body).toMatchObject({ free_spin_left: 0, balance_after: '1020.00' });
    expect((await round(token, {})).body.code).toBe('free_spins_exhausted');
    expect(await balanceOf(demo)).toBe('1020.00');
    expect((await sb.call('GET', '/api/users/freespin-session/', { token: demo })).body).toMatchObject({
      active: false, free_spin_left: 0, session_end: true, prize_amount: '20.00',
    });
    const history = await sb.call('GET', '/api/users/slots-history/', { token: demo });
    expect(history.body.results.map((r: { type: string }) => r.type)).toEqual(['freespin', 'freespin']);
    expect((await sb.call('DELETE', '/sandbox/api/free-spins?username=demo')).body.ended).toBe(1);
  });
});

describe('slots history', () => {
  it('lists real rounds newest first with date, producer and paging filters', async () => {
    await force(0);
    await round(await realSession(demo, 'amatic', 'am-0000'));
    // Each day a new sign-in (the clock moved past the access token's lifetime) and new game sessions
    // (past theirs: GAME_SESSION_TTL).
    sb.clock.set(Date.UTC(2025, 0, 16, 10, 0, 0));
    demo = (await sb.login('demo')).access;
    const pragmatic = await tokenOf((await sb.call('POST', '/services/direct/game/start', { token: demo, body: { GameId: 'vs-0001' } })).body.gameURL);
    await force(2);
    await round(pragmatic, { bet: '2.00' });
    sb.clock.set(Date.UTC(2025, 0, 17, 10, 0, 0));
    demo = (await sb.login('demo')).access;
    await force(0);
    await round(await realSession(demo, 'amatic', 'am-0000'), { bet: '1.00' });

    const all = await sb.call('GET', '/api/users/slots-history/?page_size=2', { token: demo });
    expect(all.body.count).toBe(3);
    expect(all.body.results).toHaveLength(2);
    expect(all.body.results[0]).toEqual({
      id: expect.any(Number), provider: 'amatic', game_id: 'am-0000', game_name: 'Book of Fortune', date: '2025-01-17T10:00:00+00:00',
      balance_before: '1001.00', balance_after: '1000.00', currency: 'TND', status: 'lost', bet_amount: '1.00', win_amount: '0.00', type: 'real',
    });
    expect((await sb.call('GET', '/api/users/slots-history/?page_size=2&page=2', { token: demo })).body.results).toHaveLength(1);
    const day = await sb.call('GET', `/api/users/slots-history/?date_from=${encodeURIComponent('2025-01-16T00:00:00+00:00')}&date_to=${encodeURIComponent('2025-01-17T00:00:00+00:00')}`, { token: demo });
    expect(day.body.results.map((r: { game_id: string; win_amount: string }) => [r.game_id, r.win_amount])).toEqual([['vs-0001', '4.00']]);
    expect((await sb.call('GET', '/api/users/slots-history/?producer=pragmaticplay', { token: demo })).body.count).toBe(1);
    expect((await sb.call('GET', '/api/users/slots-history/?producer=amatic', { token: demo })).body.count).toBe(2);
    expect((await sb.call('GET', '/api/users/slots-history/?date_from=yesterday', { token: demo })).status).toBe(400);
    expect((await sb.call('GET', '/api/users/slots-history/')).status).toBe(401);
  });
});
