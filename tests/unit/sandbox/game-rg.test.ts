// What a game page receives of the player's responsible-gaming state (services/game-rg.ts, docs/api.md
// "Game pages: the player's limits"): the loss and wager limits set, with what each period has left and
// when it resets, the session limit's end; kept in step with the rounds; nothing for play money. And the
// refusal the page words when a limit stops a round: the limit, what is left and the reset.
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxPerTest, type Sandbox } from './helpers';

const START = Date.UTC(2025, 0, 15, 12, 0, 0);
const ctx = sandboxPerTest(START);
let sb: Sandbox;
beforeEach(() => {
  ({ sb } = ctx);
});

/** What `field` has used so far (the seeded ledger has stakes and returns of today already). */
async function usedOf(field: string): Promise<number> {
  const res = await sb.call('GET', '/api/users/limits/', { token: ctx.demo });
  expect(res.status, res.text).toBe(200);
  return Number(res.body.usage[field].used);
}

async function setLimit(field: string, value: number) {
  await sb.db.query(
    `INSERT INTO rg_limits (user_id, field, value, updated_at) VALUES (1001, $1, $2, $3)
     ON CONFLICT (user_id, field) DO UPDATE SET value = EXCLUDED.value`,
    [field, value, new Date(sb.clock.now()).toISOString()],
  );
}

async function gameSession(path = '/api/integrations/hub/session/', token: string | undefined = ctx.demo): Promise<string> {
  const res = await sb.call('POST', path, { token, body: { provider: 'amatic', game: 'am-0000' } });
  expect(res.status, res.text).toBe(200);
  const exchanged = await sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: new URL(res.body.data).searchParams.get('launch') } });
  expect(exchanged.status, exchanged.text).toBe(200);
  return exchanged.body.token as string;
}

let keys = 0;
/** A round that loses its bet (QA's next multiplier, 0). */
async function losingRound(session: string, bet: string) {
  await sb.db.query('UPDATE game_control SET next_multiplier = 0 WHERE id = 1');
  return sb.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet }, headers: { 'Idempotency-Key': `game-rg-${++keys}` } });
}
const rgOf = async (session: string) => {
  const res = await sb.call('GET', `/sandbox/games/api/sessions/${session}/rg`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('the game page\'s limits', () => {
  it('lists the loss and wager limits with what is left and the reset, the session limit\'s end, and follows the rounds', async () => {
    const [lossUsed, wagerUsed] = [await usedOf('loss_daily'), await usedOf('wager_weekly')];
    await setLimit('loss_daily', lossUsed + 10);
    await setLimit('wager_weekly', wagerUsed + 100);
    await setLimit('session_minutes', 60);
    const money = (n: number) => n.toFixed(2);
    const session = await gameSession();
    expect(await rgOf(session)).toEqual({
      currency: 'TND',
      limits: [
        { kind: 'loss', period: 'daily', limit: money(lossUsed + 10), used: money(lossUsed), remaining: '10.00', period_end: '2025-01-16T00:00:00+01:00' },
        // Weeks start on Monday in the operator's zone: the 15th is a Wednesday.
        { kind: 'wager', period: 'weekly', limit: money(wagerUsed + 100), used: money(wagerUsed), remaining: '100.00', period_end: '2025-01-20T00:00:00+01:00' },
      ],
      session_started_at: '2025-01-15T12:00:00.000Z',
      session_ends_at: '2025-01-15T13:00:00.000Z',
      reality_check_minutes: null,
    });
    expect((await losingRound(session, '5.00')).status).toBe(200);
    const after = await rgOf(session);
    expect(after.limits.map((l: { remaining: string }) => l.remaining)).toEqual(['5.00', '95.00']);
  });

  it('a round past the loss limit is refused with the limit, what is left and its reset, and moves nothing', async () => {
    const used = await usedOf('loss_daily');
    await setLimit('loss_daily', used + 6);
    const session = await gameSession();
    expect((await losingRound(session, '5.00')).status).toBe(200);
    const refused = await losingRound(session, '2.00');
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'loss_limit_reached', limit_kind: 'loss', period: 'daily', limit: (used + 6).toFixed(2), used: (used + 5).toFixed(2), remaining: '1.00',
      period_end: '2025-01-16T00:00:00+01:00', currency: 'TND',
    });
    expect((await rgOf(session)).limits[0]).toMatchObject({ used: (used + 5).toFixed(2), remaining: '1.00' });
  });

  it('answers no limit for a player without one, and none for play money', async () => {
    expect(await rgOf(await gameSession())).toMatchObject({ limits: [], session_ends_at: null });
    await setLimit('loss_daily', 10);
    expect(await rgOf(await gameSession('/api/integrations/hub/session/demo/', undefined))).toEqual({
      currency: null, limits: [], session_started_at: null, session_ends_at: null, reality_check_minutes: null,
    });
  });
});
