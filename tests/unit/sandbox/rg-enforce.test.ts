// The RG limits enforced on the four money paths (docs/contracts/responsible-gaming.md §2): deposit creation,
// real game rounds, paid wheel spins, sport ticket placement; 403 with the limit's figures in the body, and
// nothing moved. demo's seeded history already uses part of today, so each test sets its limit from the usage
// it reads first. Runs on PostgreSQL too (SANDBOX_TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest(Date.UTC(2025, 0, 15, 12, 0, 0));
const { sportToken, catalogue, place } = sportClient(() => ctx.sb);
const PERIOD_END = '2025-01-16T00:00:00+01:00'; // the next midnight in Tunis
let keys = 0;
const key = () => ({ 'Idempotency-Key': `rg-${++keys}` });
const limits = (token = ctx.demo) => ctx.sb.call('GET', '/api/users/limits/', { token });
const put = (body: unknown) => ctx.sb.call('PUT', '/api/users/limits/', { token: ctx.demo, body });
const used = async (field: string) => Number((await limits()).body.usage[field].used);
const money = (n: number) => n.toFixed(2);
const deposit = (amount: string) =>
  ctx.sb.call('POST', '/api/backoffice/payments/deposit/', { token: ctx.demo, body: { amount, payment_system: 'card' }, headers: key() });
const balance = async () => (await ctx.sb.call('GET', '/api/accounts/user/', { token: ctx.demo })).body.balance as string;
const count = async (sql: string) => (await ctx.sb.db.query<{ n: number }>(sql)).rows[0].n;
const forceMultiplier = (m: number) => ctx.sb.call('PUT', '/sandbox/api/games', { body: { next_multiplier: m } });

async function gameSession() {
  const res = await ctx.sb.call('POST', '/api/integrations/hub/session/', {
    token: ctx.demo,
    body: { provider: 'amatic', game: 'am-0000', client_type: 'mobile', return_url: '/slots/casino' },
  });
  expect(res.status, res.text).toBe(200);
  const launch = new URL(res.body.data).searchParams.get('launch');
  return (await ctx.sb.call('POST', '/sandbox/games/api/launch', { body: { launch_token: launch } })).body.token as string;
}
const round = (token: string, bet: string) => ctx.sb.call('POST', `/sandbox/games/api/sessions/${token}/rounds`, { body: { bet }, headers: key() });

describe('RG enforcement', () => {
  it('a deposit past the daily deposit limit: 403 deposit_limit_reached with the figures; up to the limit goes through', async () => {
    const before = await used('deposit_daily');
    await put({ deposit_daily: money(before + 60) });
    expect((await deposit('30.00')).status).toBe(201);
    const payments = await count('SELECT count(*)::int AS n FROM payments');
    const refused = await deposit('40.00');
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toEqual({
      code: 'deposit_limit_reached',
      message: expect.any(String),
      detail: expect.stringContaining('deposit_daily'),
      limit_field: 'deposit_daily',
      limit_kind: 'deposit',
      period: 'daily',
      limit: money(before + 60),
      used: money(before + 30),
      remaining: '30.00',
      period_end: PERIOD_END,
      currency: 'TND',
    });
    expect(await count('SELECT count(*)::int AS n FROM payments')).toBe(payments);
    // Exactly the remaining is allowed (used + amount = limit).
    expect((await deposit('30.00')).status).toBe(201);
    expect((await deposit('20.00')).body).toMatchObject({ code: 'deposit_limit_reached', remaining: '0.00' });
  });

  it('a crypto deposit counts and is refused the same way', async () => {
    const before = await used('deposit_daily');
    await put({ deposit_daily: money(before + 60) });
    const crypto = (amount: string) =>
      ctx.sb.call('POST', '/services/crypto-pay/create-payment/', { token: ctx.demo, body: { pay_currency: 'usdttrc20', amount }, headers: key() });
    expect((await crypto('50.00')).status).toBe(201);
    expect((await crypto('50.00')).body).toMatchObject({ code: 'deposit_limit_reached', limit_field: 'deposit_daily', remaining: '10.00' });
    expect((await deposit('20.00')).body).toMatchObject({ code: 'deposit_limit_reached', used: money(before + 50) });
  });

  it('names the tightest limit when several would break (weekly below daily)', async () => {
    const day = await used('deposit_daily');
    const week = await used('deposit_weekly');
    await put({ deposit_daily: money(day + 100), deposit_weekly: money(week + 15) });
    expect((await deposit('20.00')).body).toMatchObject({ code: 'deposit_limit_reached', limit_field: 'deposit_weekly', remaining: '15.00', period_end: '2025-01-20T00:00:00+01:00' });
  });

  it('a pending raise does not count until its cooling-off is over', async () => {
    const before = await used('deposit_daily');
    await put({ deposit_daily: money(before) });
    await put({ deposit_daily: money(before + 100) });
    expect((await deposit('20.00')).body).toMatchObject({ code: 'deposit_limit_reached', limit: money(before) });
    expect((await ctx.sb.call('POST', '/sandbox/api/rg/cooling-off/expire', { body: { username: 'demo' } })).status).toBe(200);
    expect((await deposit('20.00')).status).toBe(201);
  });

  it('a jurisdiction that wants a deposit limit first: 403 deposit_limit_required until one is set', async () => {
    await ctx.sb.db.query(`INSERT INTO settings (key, value) VALUES ('jurisdiction', 'mga') ON CONFLICT (key) DO UPDATE SET value = 'mga'`);
    try {
      expect((await deposit('20.00')).body.code).toBe('deposit_limit_required');
      await put({ deposit_monthly: '5000.00' });
      expect((await deposit('20.00')).status).toBe(201);
    } finally {
      await ctx.sb.db.query(`DELETE FROM settings WHERE key = 'jurisdiction'`);
    }
  });

  it('game rounds: the wager limit refuses the stake that would pass it, the balance and rounds unchanged', async () => {
    const token = await gameSession();
    const before = await used('wager_daily');
    await put({ wager_daily: money(before + 3) });
    await forceMultiplier(0);
    expect((await round(token, '2.00')).status).toBe(200);
    const bal = await balance();
    const rounds = await count('SELECT count(*)::int AS n FROM game_rounds');
    const refused = await round(token, '2.00');
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ code: 'wager_limit_reached', limit_field: 'wager_daily', used: money(before + 2), remaining: '1.00', period_end: PERIOD_END, currency: 'TND' });
    expect([await balance(), await count('SELECT count(*)::int AS n FROM game_rounds')]).toEqual([bal, rounds]);
    expect((await round(token, '1.00')).status).toBe(200);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('a refusal names the limit (kind and period) and when it resets; a real game does not open once nothing is left', async () => {
    const token = await gameSession();
    const lost = await used('loss_daily');
    await put({ loss_daily: money(lost + 2) });
    await forceMultiplier(0);
    expect((await round(token, '2.00')).status).toBe(200);
    const refused = await round(token, '1.00');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'loss_limit_reached', limit_field: 'loss_daily', limit_kind: 'loss', period: 'daily', remaining: '0.00', period_end: PERIOD_END });
    // Opening a real-money game now is refused with the same body (nothing could be staked in it)...
    const launch = await ctx.sb.call('POST', '/api/integrations/hub/session/', {
      token: ctx.demo,
      body: { provider: 'amatic', game: 'am-0000', client_type: 'mobile', return_url: '/slots/casino' },
    });
    expect(launch.status, launch.text).toBe(403);
    expect(launch.body).toMatchObject({ code: 'loss_limit_reached', limit_kind: 'loss', period: 'daily', remaining: '0.00', period_end: PERIOD_END, currency: 'TND' });
    // ...while the demo of the same game still opens (it stakes nothing).
    const demo = await ctx.sb.call('POST', '/api/integrations/hub/session/demo/', {
      token: ctx.demo,
      body: { provider: 'amatic', game: 'am-0000', client_type: 'mobile', return_url: '/slots/casino' },
    });
    expect(demo.status, demo.text).toBe(200);
  });

  it('a weekly wager limit used up refuses a real game at its launch, naming that limit', async () => {
    await put({ wager_weekly: money(await used('wager_weekly')) });
    const wager = await ctx.sb.call('POST', '/services/direct/game/start', {
      token: ctx.demo,
      body: { provider: 'amatic', GameId: 'am-0000', client_type: 'mobile', return_url: '/slots/casino' },
    });
    expect(wager.body).toMatchObject({ code: 'wager_limit_reached', limit_kind: 'wager', period: 'weekly', period_end: '2025-01-20T00:00:00+01:00' });
  });

  it('game rounds: the loss limit counts the stake as lost, and a win gives room back', async () => {
    const token = await gameSession();
    const lost = await used('loss_daily');
    await put({ loss_daily: money(lost + 2) });
    await forceMultiplier(0);
    expect((await round(token, '2.00')).status).toBe(200);
    expect((await round(token, '1.00')).body).toMatchObject({ code: 'loss_limit_reached', limit_field: 'loss_daily', remaining: '0.00' });
    // Win 5 × 1 back through the ledger (a QA credit would not count): a sport win of the seeded kind.
    await ctx.sb.db.query(`INSERT INTO wallet_ledger (user_id, wallet, amount, reason, created_at) VALUES (1001, 'balance', 5, 'sport_win', $1)`, [new Date(ctx.sb.clock.now()).toISOString()]);
    expect((await round(token, '1.00')).status).toBe(200);
  });

  it('paid wheel spins are stakes; a free spin is not', async () => {
    const before = await used('wager_daily');
    await put({ wager_daily: money(before + 2) });
    const spin = (isFree: boolean) => ctx.sb.call('POST', '/services/wheel/spin/', { token: ctx.demo, body: { is_free: isFree }, headers: key() });
    expect((await spin(false)).status).toBe(200);
    const refused = await spin(false);
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ code: 'wager_limit_reached', limit_field: 'wager_daily', remaining: '0.00', currency: 'TND' });
    expect((await spin(true)).status).toBe(200);
  });

  it('sport placements: the wager limit refuses the ticket, nothing is debited', async () => {
    const before = await used('wager_weekly');
    await put({ wager_weekly: money(before + 10) });
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const sel = pick(events[0]);
    expect((await place({ token, type: 'single', stake: '10.00', selections: [sel] })).status).toBe(200);
    const bal = await balance();
    const refused = await place({ token, type: 'single', stake: '5.00', selections: [sel] });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body).toMatchObject({ code: 'wager_limit_reached', limit_field: 'wager_weekly', remaining: '0.00', period_end: '2025-01-20T00:00:00+01:00' });
    expect(await balance()).toBe(bal);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });
});
