// Crash rounds (services/crash.ts, docs/api.md "Crash rounds"): the crash point is drawn and committed by
// its hash when the bet is taken; the cash-out is judged by the server's clock against it and paid once;
// the bet and the win move through the wallet, each once.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { crashAfterMs, multiplierAt } from '../../../demo/sandbox/services/crash';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
let low: string;
const ctx = sandboxPerTest(Date.UTC(2025, 0, 15, 12, 0, 0));
beforeEach(() => {
  ({ sb, demo, low } = ctx);
});

let keyCounter = 0;
const key = () => `crash-${++keyCounter}`;
const forceCrash = async (point: number | null) =>
  expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_crash_point: point } })).status).toBe(200);
const setLimit = (name: string, tnd: string) => sb.db.query('UPDATE limits SET value = $2 WHERE name = $1', [name, tnd]);

async function aviator(player = demo, mode: 'real' | 'demo' = 'real') {
  const path = mode === 'real' ? '/api/integrations/hub/session/' : '/api/integrations/hub/session/demo/';
  const res = await sb.call('POST', path, { token: player, body: { provider: 'spribe', game: 'aviator' } });
  expect(res.status, res.text).toBe(200);
  const url = new URL(res.body.data as string);
  expect(url.pathname).toBe('/sandbox/games/crash/');
  expect((await sb.call('GET', `${url.pathname}crash.js`)).status).toBe(200);
  const launched = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: url.searchParams.get('launch') } });
  expect(launched.body.game).toMatchObject({ name: 'Aviator', type: 'crash' });
  return launched.body.token as string;
}
const bet = (token: string, amount = '2.00', k = key()) =>
  sb.call('POST', `/sandbox/games/api/sessions/${token}/crash/bets`, { body: { bet: amount }, headers: { 'Idempotency-Key': k } });
const cashOut = (token: string, id: number, k = key()) =>
  sb.call('POST', `/sandbox/games/api/sessions/${token}/crash/rounds/${id}/cashout`, { headers: { 'Idempotency-Key': k } });
const ledger = async () =>
  (await sb.db.query<{ reason: string; amount: string }>(
    "SELECT reason, amount::text AS amount FROM wallet_ledger WHERE user_id = 1001 AND reference_type = 'game_round' ORDER BY id",
  )).rows;
const balance = async () => (await sb.call('GET', '/api/accounts/user/', { token: demo })).body.balance as string;

describe('crash rounds', () => {
  it('the curve: ×1.00 at take-off, floored to the hundredth, and the crash instant is the first one reaching the point', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(8_700)).toBe(2);
    expect(multiplierAt(crashAfterMs(2.5))).toBeGreaterThanOrEqual(2.5);
    expect(multiplierAt(crashAfterMs(2.5) - 20)).toBeLessThan(2.5);
  });

  it('a cash-out before the crash pays bet × the multiplier of the server’s instant, once; the hash commits to the revealed point', async () => {
    const token = await aviator();
    const before = await balance();
    await forceCrash(3);
    const placed = await bet(token);
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body).toMatchObject({ status: 'flying', crash_point: null, seed: null, bet_amount: '2.00', win_amount: '0.00' });
    expect(placed.body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(await balance())).toBeCloseTo(Number(before) - 2, 2);

    sb.clock.advance(8_700); // ×2.00
    const k = key();
    const cashed = await cashOut(token, placed.body.round_id, k);
    expect(cashed.status, cashed.text).toBe(200);
    expect(cashed.body).toMatchObject({ status: 'cashed_out', cashout_multiplier: '2.00', win_amount: '4.00', crash_point: null });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 2, 2);

    // The same key replays; another key answers the same cash-out: the win is paid once.
    expect((await cashOut(token, placed.body.round_id, k)).body.win_amount).toBe('4.00');
    sb.clock.advance(1_000);
    const again = await cashOut(token, placed.body.round_id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ cashout_multiplier: '2.00', win_amount: '4.00' });
    expect(await ledger()).toEqual([{ reason: 'game_bet', amount: '-2.00' }, { reason: 'game_win', amount: '4.00' }]);
    expect(await auditWallet(sb.db)).toEqual([]);

    // After the crash instant the point and its seed are revealed, and they match the hash shown before.
    sb.clock.advance(crashAfterMs(3));
    const state = await sb.call('GET', `/sandbox/games/api/sessions/${token}/crash/rounds/${placed.body.round_id}`);
    expect(state.body).toMatchObject({ status: 'cashed_out', crash_point: '3.00' });
    expect(createHash('sha256').update(`${state.body.seed}:3.00`).digest('hex')).toBe(placed.body.hash);
    // The history strip is the game's, every player's: what is public once a round is over, no bet or balance.
    const other = await aviator(demo, 'demo');
    const history = await sb.call('GET', `/sandbox/games/api/sessions/${other}/crash/rounds`);
    expect(history.body.rounds).toEqual([{ round_id: placed.body.round_id, crash_point: '3.00', hash: placed.body.hash, seed: state.body.seed }]);
    // The slots history shows the round with its win.
    const rounds = await sb.call('GET', '/api/users/slots-history/', { token: demo });
    expect(rounds.body.results[0]).toMatchObject({ game_name: 'Aviator', bet_amount: '2.00', win_amount: '4.00', status: 'won' });
  });

  it('a cash-out at or after the crash is refused with 409 round_crashed; the bet stays lost and nothing is paid', async () => {
    const token = await aviator();
    await forceCrash(1.5);
    const placed = await bet(token, '1.00');
    sb.clock.advance(crashAfterMs(1.5));
    const late = await cashOut(token, placed.body.round_id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('round_crashed');
    const state = await sb.call('GET', `/sandbox/games/api/sessions/${token}/crash/rounds/${placed.body.round_id}`);
    expect(state.body).toMatchObject({ status: 'crashed', crash_point: '1.50', multiplier: 1.5, win_amount: '0.00' });
    expect(await ledger()).toEqual([{ reason: 'game_bet', amount: '-1.00' }]);
  });

  it('a crash at take-off (×1.00) refuses every cash-out', async () => {
    const token = await aviator();
    await forceCrash(1);
    const placed = await bet(token, '1.00');
    expect((await cashOut(token, placed.body.round_id)).body.code).toBe('round_crashed');
  });

  it('one flight at a time: a bet while one flies is 409 round_in_progress, the next after the crash is taken', async () => {
    const token = await aviator();
    await forceCrash(2);
    expect((await bet(token, '1.00')).status).toBe(200);
    // A round in flight is not in the history strip: its point is still secret.
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${token}/crash/rounds`)).body.rounds).toEqual([]);
    const second = await bet(token, '1.00');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('round_in_progress');
    sb.clock.advance(crashAfterMs(2));
    expect((await bet(token, '1.00')).status).toBe(200);
  });

  it('limits: a bet the session does not offer or above the balance is refused, and max_win caps the cash-out', async () => {
    const token = await aviator();
    expect((await bet(token, '3.00')).body.code).toBe('bet_not_offered');
    await setLimit('max_win', '6');
    await forceCrash(100);
    const placed = await bet(token, '5.00');
    sb.clock.advance(8_700);
    const cashed = await cashOut(token, placed.body.round_id);
    expect(cashed.body).toMatchObject({ cashout_multiplier: '2.00', win_amount: '6.00' });
    // The seeded player `low` holds 0.50 TND.
    expect((await bet(await aviator(low), '1.00')).body.code).toBe('not_enough_money');
  });

  it('demo plays on the session’s play balance; the wallet is untouched', async () => {
    const token = await aviator(demo, 'demo');
    await forceCrash(5);
    const placed = await bet(token, '1.00');
    expect(placed.body.currency).toBe('FUN');
    sb.clock.advance(8_700);
    expect((await cashOut(token, placed.body.round_id)).body.win_amount).toBe('2.00');
    expect((await sb.call('GET', `/sandbox/games/api/sessions/${token}`)).body.balance).toBe('1001.00');
    expect(await ledger()).toEqual([]);
  });

  it('a slot session cannot bet on the crash calls, and the crash rounds need a key', async () => {
    const res = await sb.call('POST', '/api/integrations/hub/session/', { token: demo, body: { provider: 'amatic', game: 'am-0000' } });
    const slot = (await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(res.body.data).searchParams.get('launch') } })).body.token;
    expect((await bet(slot)).body.code).toBe('not_a_crash_game');
    const token = await aviator();
    expect((await sb.call('POST', `/sandbox/games/api/sessions/${token}/crash/bets`, { body: { bet: '1.00' } })).status).toBe(400);
  });
});
