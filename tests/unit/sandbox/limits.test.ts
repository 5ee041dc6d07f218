// The limits GET /api/settings/ publishes are the ones a round is held to, in the player's currency
// (docs/api.md "Limits (enforced)"). Seeded TND limits: min_bet 0.505 (0.51 rounded up),
// max_bet 5000.999 (5000.99), max_win 100000.567 (100000.56), max_transaction 20000.129 (20000.12).
import { beforeEach, describe, expect, it } from 'vitest';
import { auditWallet, move } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
const ctx = sandboxPerTest();
beforeEach(() => {
  ({ sb, demo } = ctx);
});

const DEMO = 1001;
let keys = 0;
const force = async (m: number) => expect((await sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: m } })).status).toBe(200);
const setLimit = (name: string, tnd: string) => sb.db.query('UPDATE limits SET value = $2 WHERE name = $1', [name, tnd]);
const credit = (amount: string) => sb.db.transaction((tx) => move(tx, { userId: DEMO, wallet: 'balance', amount, reason: 'test' }));
const balance = async () => (await sb.call('GET', '/api/accounts/user/', { token: demo })).body.balance as string;
const rounds = async () => (await sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_rounds')).rows[0].n;

/** A launched game session (the game page's side): its token and what it offers. */
async function openGame(path = '/api/integrations/hub/session/', token: string | undefined = demo) {
  const started = await sb.call('POST', path, { token, body: { provider: 'amatic', game: 'am-0000' } });
  expect(started.status, started.text).toBe(200);
  const launch = new URL(started.body.data).searchParams.get('launch');
  const session = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: launch } });
  expect(session.status, session.text).toBe(200);
  return session.body as { token: string; bets: string[]; currency: string };
}
const play = (session: string, bet: string | number) =>
  sb.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet }, headers: { 'Idempotency-Key': `limits-${++keys}` } });

/** The round was refused with `code` and nothing moved or was recorded. */
async function expectRefused(answer: Awaited<ReturnType<typeof play>>, code: string, balanceBefore: string, roundsBefore: number) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body).toMatchObject({ code, message: expect.any(String), detail: expect.any(String) });
  expect(await balance()).toBe(balanceBefore);
  expect(await rounds()).toBe(roundsBefore);
}

describe('limits on a real-money round', () => {
  it('min_bet: a bet under 0.51 TND is refused with bet_below_minimum, 0.51 is played', async () => {
    const game = await openGame();
    await force(0);
    for (const bet of ['0.01', '0.50']) await expectRefused(await play(game.token, bet), 'bet_below_minimum', '1000.00', 0);
    expect((await play(game.token, '0.51')).body).toMatchObject({ bet_amount: '0.51', balance_after: '999.49' });
  });

  it('max_bet: a bet over 5000.99 TND is refused with bet_above_maximum, whatever the balance', async () => {
    await credit('30000.00');
    const game = await openGame();
    await force(20);
    const refused = await play(game.token, '20000.00');
    await expectRefused(refused, 'bet_above_maximum', '31000.00', 0);
    expect(refused.body.message).toContain('5000.99 TND');
    await expectRefused(await play(game.token, '5001.00'), 'bet_above_maximum', '31000.00', 0);
  });

  it('max_transaction: no stake above it (transaction_limit), and the session offers none above it', async () => {
    await setLimit('max_transaction', '1.5');
    const game = await openGame();
    await force(0);
    await expectRefused(await play(game.token, '2.00'), 'transaction_limit', '1000.00', 0);
    expect(game.bets).toEqual(['0.51', '1.00', '1.50']);
    expect((await play(game.token, '1.50')).status).toBe(200);
  });

  it('max_win: a win above it is paid at max_win, and the answer says so with the uncapped win', async () => {
    await setLimit('max_win', '50');
    const game = await openGame();
    await force(20);
    const capped = await play(game.token, '5.00');
    expect(capped.status, capped.text).toBe(200);
    expect(capped.body).toMatchObject({
      bet_amount: '5.00', multiplier: 20, win_amount: '50.00', win_capped: true, uncapped_win_amount: '100.00', balance_after: '1045.00',
    });
    expect(await balance()).toBe('1045.00');
    const ledger = await sb.db.query<{ amount: string }>("SELECT amount::text AS amount FROM wallet_ledger WHERE reason = 'game_win'");
    expect(ledger.rows).toEqual([{ amount: '50.00' }]);
    await force(2);
    expect((await play(game.token, '5.00')).body).toMatchObject({ win_amount: '10.00', win_capped: false, uncapped_win_amount: '10.00' });
    expect(await auditWallet(sb.db)).toEqual([]);
  });

  it('max_win also bounds a free spin’s win', async () => {
    await setLimit('max_win', '10');
    await sb.call('POST', '/sandbox/api/free-spins', { body: { username: 'demo', provider: 'amatic', game_id: 'am-0000', count: 1, bet_amount: '1.00' } });
    const game = await openGame('/api/integrations/hub/session/freespin/');
    await force(20);
    const res = await sb.call('POST', `/sandbox/games/api/sessions/${game.token}/rounds`, { body: {}, headers: { 'Idempotency-Key': 'free-1' } });
    expect(res.body).toMatchObject({ win_amount: '10.00', win_capped: true, uncapped_win_amount: '20.00', balance_after: '1010.00' });
  });

  it('a bet must be one the session offered: 0.51–5.00 TND, another amount is bet_not_offered', async () => {
    const game = await openGame();
    for (const bet of ['1.37', '4.99', 3]) await expectRefused(await play(game.token, bet), 'bet_not_offered', '1000.00', 0);
    expect(game.bets).toEqual(['0.51', '1.00', '2.00', '5.00']);
  });

  it('in the player’s currency: EUR limits and stakes are the TND ones converted (0.295)', async () => {
    await sb.db.query("UPDATE users SET currency = 'EUR' WHERE id = $1", [DEMO]);
    demo = (await sb.login('demo')).access;
    const settings = await sb.call('GET', '/api/settings/', { token: demo });
    expect(settings.body.limits).toEqual({ min_bet: 0.149, max_bet: 1475.2947, max_win: 29500.1673, max_transaction: 5900.0381 });
    const game = await openGame();
    expect(game).toMatchObject({ currency: 'EUR', bets: ['0.15', '0.29', '0.59', '1.47'] });
    await credit('5000.00');
    await expectRefused(await play(game.token, '0.14'), 'bet_below_minimum', '6000.00', 0);
    await expectRefused(await play(game.token, '1475.30'), 'bet_above_maximum', '6000.00', 0);
    await force(0);
    expect((await play(game.token, '0.15')).body).toMatchObject({ bet_amount: '0.15', currency: 'EUR', balance_after: '5999.85' });
  });

  it('a refusal is an answer too: the same key replays it, nothing moves', async () => {
    const game = await openGame();
    const send = () => sb.call('POST', `/sandbox/games/api/sessions/${game.token}/rounds`, { body: { bet: '0.01' }, headers: { 'Idempotency-Key': 'refused' } });
    const first = await send();
    expect(first.body.code).toBe('bet_below_minimum');
    const again = await send();
    expect(again.text).toBe(first.text);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('demo play money', () => {
  it('offers its own stakes and refuses others with bet_not_offered', async () => {
    const game = await openGame('/api/integrations/hub/session/demo/', undefined);
    expect(game).toMatchObject({ currency: 'FUN', bets: ['0.50', '1.00', '2.00', '5.00'] });
    const refused = await play(game.token, '0.01');
    expect(refused.body.code).toBe('bet_not_offered');
    expect((await play(game.token, '0.50')).status).toBe(200);
  });
});
