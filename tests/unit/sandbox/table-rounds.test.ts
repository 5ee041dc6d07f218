// The live tables' and virtual sports' rounds through the real server (routes/table-games.ts →
// services/table-rounds.ts → wallet.ts): several bets in one round paid exactly, the stake and the pay
// moved once, a replay answered again without moving money, the limits and the balance enforced, a bet
// the table does not take refused with its code (docs/api.md "Live tables and virtual sports").
import { beforeEach, describe, expect, it } from 'vitest';
import { WHEEL } from '../../../demo/sandbox/games/live/rules.js';
import { eventOf } from '../../../demo/sandbox/games/virtual/events.js';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
let low: string;
const ctx = sandboxPerTest();
beforeEach(() => {
  ({ sb, demo, low } = ctx);
});

const DEMO = 1001;
let keys = 0;
/** A launched session (`token` '' for a guest): its token and the page its URL opens. */
async function open(path: string, provider: string, game: string, token = demo) {
  const started = await sb.call('POST', path, { token: token || undefined, body: { provider, game } });
  expect(started.status, started.text).toBe(200);
  const url = new URL(started.body.game_url ?? started.body.data);
  const launched = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: url.searchParams.get('launch') } });
  return { token: launched.body.token as string, path: url.pathname };
}
const liveTable = (game: string, token?: string) => open('/api/integrations/live/session/', 'evosw', game, token);
const play = (session: string, body: object, key = `table-${++keys}`) =>
  sb.call('POST', `/sandbox/games/api/sessions/${session}/table-rounds`, { body, headers: { 'Idempotency-Key': key } });
const force = async (kind: string, result: string) =>
  expect((await sb.call('PUT', '/sandbox/api/games/table-result', { body: { next: { kind, result } } })).status).toBe(200);
const ledger = async () =>
  (await sb.db.query<{ reason: string; amount: string }>(
    "SELECT reason, amount::text AS amount FROM wallet_ledger WHERE user_id = $1 AND reference_type = 'game_round' ORDER BY id", [DEMO],
  )).rows;
const balance = async () => (await sb.call('GET', '/api/accounts/user/', { token: demo })).body.balance as string;

describe('a live roulette round', () => {
  it('pays each bet by the pay table, moves the stake and the pay once, and shows the result in the table’s history', async () => {
    const table = await liveTable('evo-0001'); // Lightning Roulette
    const info = await sb.call('GET', `/sandbox/games/api/sessions/${table.token}/table`);
    expect(info.body).toMatchObject({ kind: 'roulette', sport: null, dealer: expect.any(String), seats: { total: 7 }, history: [], event: null });
    await force('roulette', '17');
    const bets = [
      { type: 'straight', target: 17, amount: '1.00' },
      { type: 'red', amount: '2.00' },
      { type: 'dozen', target: 2, amount: '1.00' },
      { type: 'column', target: 2, amount: '0.51' },
      { type: 'odd', amount: '5.00' },
    ];
    const round = await play(table.token, { bets }, 'roulette-a');
    expect(round.status, round.text).toBe(200);
    // 17: black, odd, second dozen, second column: 36.00 + 0 + 3.00 + 1.53 + 10.00
    expect(round.body).toMatchObject({
      kind: 'roulette', outcome: { number: 17 }, result: '17', bet_amount: '9.51', win_amount: '50.53', balance_before: '1000.00', balance_after: '1041.02', status: 'won', currency: 'TND',
    });
    expect(round.body.bets.map((b: { returned: string }) => b.returned)).toEqual(['36.00', '0.00', '3.00', '1.53', '10.00']);
    expect(round.body.history).toEqual(['17']);
    expect(await ledger()).toEqual([{ reason: 'game_bet', amount: '-9.51' }, { reason: 'game_win', amount: '50.53' }]);

    const replay = await play(table.token, { bets }, 'roulette-a');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(round.text);
    expect((await play(table.token, { bets: bets.slice(1) }, 'roulette-a')).status).toBe(422);
    expect(await ledger()).toHaveLength(2);
    expect(await balance()).toBe('1041.02');

    await force('roulette', '0');
    const zero = await play(table.token, { bets: [{ type: 'red', amount: '1.00' }, { type: 'low', amount: '1.00' }] });
    expect(zero.body).toMatchObject({ win_amount: '0.00', balance_after: '1039.02', status: 'lost', history: ['0', '17'] });
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${table.token}/table`)).body.history).toEqual(['0', '17']);
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('refuses a bet the table does not take, a stake outside the limits and above the balance, moving nothing', async () => {
    const table = await liveTable('evo-0001');
    const refused = async (body: object, code: string) => {
      const res = await play(table.token, body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe(code);
    };
    await refused({ bets: [{ type: 'straight', target: 37, amount: '1.00' }] }, 'bet_not_on_table');
    await refused({ bets: [{ type: 'segment', target: 2, amount: '1.00' }] }, 'bet_not_on_table');
    await refused({ bets: [{ type: 'red', target: 1, amount: '1.00' }] }, 'bet_not_on_table');
    await refused({ bets: [{ type: 'red', amount: '0.20' }, { type: 'black', amount: '0.20' }] }, 'bet_below_minimum');
    await refused({ bets: [{ type: 'red', amount: '3000.00' }, { type: 'black', amount: '3000.00' }] }, 'bet_above_maximum');
    await refused({ bets: [] }, 'invalid');
    await refused({ bets: [{ type: 'red', amount: '-1' }] }, 'invalid');
    expect((await sb.call('POST', `/sandbox/games/api/sessions/${table.token}/table-rounds`, { body: { bets: [{ type: 'red', amount: '1.00' }] } })).status).toBe(400);
    expect(await ledger()).toEqual([]);
    expect((await sb.db.query('SELECT 1 FROM table_results')).rows).toHaveLength(0);

    const poor = await liveTable('evo-0001', low);
    const res = await play(poor.token, { bets: [{ type: 'red', amount: '1.00' }] });
    expect(res.body.code).toBe('not_enough_money');

    const slot = await open('/api/integrations/hub/session/', 'amatic', 'am-0000');
    expect((await play(slot.token, { bets: [{ type: 'red', amount: '1.00' }] })).body.code).toBe('not_a_table');
  });
});

describe('a round’s pay within max_win', () => {
  it('pays the sum of the bets up to max_win and says what they made', async () => {
    await sb.db.query("UPDATE limits SET value = '50' WHERE name = 'max_win'");
    const table = await liveTable('evo-0001');
    await force('roulette', '17');
    const round = await play(table.token, { bets: [{ type: 'straight', target: 17, amount: '2.00' }, { type: 'black', amount: '1.00' }] });
    expect(round.body).toMatchObject({ bet_amount: '3.00', win_amount: '50.00', win_capped: true, uncapped_win_amount: '74.00', balance_after: '1047.00' });
    expect(await ledger()).toEqual([{ reason: 'game_bet', amount: '-3.00' }, { reason: 'game_win', amount: '50.00' }]);
  });
});

describe('the other tables', () => {
  it('the game show’s wheel pays its value to 1; a forced result of another kind waits for its own table', async () => {
    const show = await liveTable('evo-0000'); // Crazy Time
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${show.token}/table`)).body.kind).toBe('wheel');
    const forced = async () => (await sb.db.query<{ next: unknown }>('SELECT next_table_result AS next FROM game_control')).rows[0].next;
    await force('roulette', '5');
    expect((await play(show.token, { bets: [{ type: 'segment', target: 1, amount: '1.00' }] })).status).toBe(200);
    expect(await forced()).toEqual({ kind: 'roulette', result: '5' });
    await force('wheel', '10');
    const round = await play(show.token, { bets: [{ type: 'segment', target: 10, amount: '1.00' }, { type: 'segment', target: 1, amount: '2.00' }] });
    expect(round.status, round.text).toBe(200);
    expect(WHEEL[round.body.outcome.index]).toBe(10);
    expect(round.body).toMatchObject({ result: '10', bet_amount: '3.00', win_amount: '11.00' });
    expect(Number(round.body.balance_after) - Number(round.body.balance_before)).toBe(8);
    expect(await forced()).toBe(null);
  });

  it('a virtual race pays the odds the card showed, and needs the event it backs', async () => {
    const race = await open('/api/integrations/hub/session/', 'betsolutions', 'bs-0026'); // Virtual Horses 1
    const info = (await sb.call('GET', `/sandbox/games/api/sessions/${race.token}/table`)).body;
    expect(info).toMatchObject({ kind: 'virtual', sport: 'horses' });
    expect(info.event).toEqual(eventOf('horses', info.event.number));
    await force('virtual', '3');
    const round = await play(race.token, { event: info.event.number, bets: [{ type: 'win', target: 3, amount: '2.00' }, { type: 'win', target: 0, amount: '1.00' }] });
    expect(round.status, round.text).toBe(200);
    expect(round.body.outcome.order[0]).toBe(3);
    const paid = ((2 * info.event.picks[3].odds) / 100).toFixed(2);
    expect(round.body).toMatchObject({ result: '3', bet_amount: '3.00', win_amount: paid });
    expect((await play(race.token, { bets: [{ type: 'win', target: 3, amount: '1.00' }] })).body.code).toBe('invalid');
    expect((await play(race.token, { event: 5, bets: [{ type: 'home', amount: '1.00' }] })).body.code).toBe('bet_not_on_table');
  });

  it('a live game opens the live page and a virtual one the virtual page, under the providers\' CSP; a virtual demo plays money of play', async () => {
    expect((await liveTable('evo-0001')).path).toBe('/sandbox/games/live/');
    for (const page of ['/sandbox/games/live/', '/sandbox/games/virtual/']) {
      const served = await sb.call('GET', page);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    }
    const demoRace = await open('/api/integrations/hub/session/demo/', 'betsolutions', 'bs-0026', '');
    expect(demoRace.path).toBe('/sandbox/games/virtual/');
    const info = (await sb.call('GET', `/sandbox/games/api/sessions/${demoRace.token}/table`)).body;
    await force('virtual', '1');
    const round = await play(demoRace.token, { event: info.event.number, bets: [{ type: 'win', target: 1, amount: '1.00' }] });
    expect(round.body).toMatchObject({ currency: 'FUN', balance_before: '1000.00', result: '1', win_amount: (info.event.picks[1].odds / 100).toFixed(2) });
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${demoRace.token}`)).body.balance).toBe(round.body.balance_after);
    expect(await ledger()).toEqual([]);
  });

  it('QA may force only a result the kind can give', async () => {
    const bad = await sb.call('PUT', '/sandbox/api/games/table-result', { body: { next: { kind: 'roulette', result: '37' } } });
    expect(bad.status).toBe(400);
    expect((await sb.call('PUT', '/sandbox/api/games/table-result', { body: { next: null } })).body).toEqual({ next_table_result: null });
  });
});
