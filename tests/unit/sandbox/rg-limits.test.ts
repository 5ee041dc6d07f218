// Responsible-gaming limits (docs/contracts/responsible-gaming.md §1, §5): lower at once, raise and remove
// after the cooling-off, the same value or cancel-pending drops a pending change, usage per kind from the
// ledger and the payments, the QA control plane, reset. Runs on PostgreSQL too (SANDBOX_TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';

const START = Date.UTC(2025, 0, 15, 12, 0, 0); // Wednesday 13:00 in Tunis
const ctx = sandboxPerTest(START);
const L = '/api/users/limits/';
const HOUR = 3_600_000;
/** Moves the sandbox clock; the access token (5 min) is then stale, so demo signs in again. */
async function travel(ms: number) {
  ctx.sb.clock.set(ms);
  ctx.demo = (await ctx.sb.login('demo')).access;
}
const get = (token = ctx.demo) => ctx.sb.call('GET', L, { token });
const put = (body: unknown, token = ctx.demo) => ctx.sb.call('PUT', L, { token, body });
let keys = 0;
/** demo's seeded history (payments 2 h and 6 h ago, seeded play) already uses part of today: tests count from it. */
const plus = (a: string, b: number) => (Number(a) + b).toFixed(2);
const deposit = (amount: string, token = ctx.demo) =>
  ctx.sb.call('POST', '/api/backoffice/payments/deposit/', { token, body: { amount, payment_system: 'card' }, headers: { 'Idempotency-Key': `dep-${++keys}` } });

describe('RG limits: GET and PUT', () => {
  it('starts with no limit: every field null, usage over the Tunis calendar periods', async () => {
    const res = await get(ctx.low);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ currency: 'TND', pending: {}, cooling_off_hours: 24, time_zone: 'Africa/Tunis', must_set_before_deposit: false });
    expect(Object.keys(res.body.limits).sort()).toEqual(
      ['deposit_daily', 'deposit_monthly', 'deposit_weekly', 'loss_daily', 'loss_monthly', 'loss_weekly', 'reality_check_minutes', 'session_minutes', 'wager_daily', 'wager_monthly', 'wager_weekly'],
    );
    expect(Object.values(res.body.limits).every((v) => v === null)).toBe(true);
    expect(res.body.usage.deposit_daily).toEqual({ used: '0.00', remaining: null, period_start: '2025-01-15T00:00:00+01:00', period_end: '2025-01-16T00:00:00+01:00' });
    expect(res.body.usage.wager_weekly).toMatchObject({ period_start: '2025-01-13T00:00:00+01:00', period_end: '2025-01-20T00:00:00+01:00' });
    expect(res.body.usage.loss_monthly).toMatchObject({ period_start: '2025-01-01T00:00:00+01:00', period_end: '2025-02-01T00:00:00+01:00' });
    expect((await ctx.sb.call('GET', L)).status).toBe(401);
    expect((await ctx.sb.call('GET', '/api/users/limits')).status).toBe(401);
  });

  it('a first value and a lower value hold at once; a raise waits 24 h, the current value stays until then', async () => {
    const first = await put({ deposit_daily: '1000', session_minutes: 120, wager_weekly: 500 });
    expect(first.status, first.text).toBe(200);
    expect(first.body.limits).toMatchObject({ deposit_daily: '1000.00', session_minutes: 120, wager_weekly: '500.00' });
    expect(first.body.pending).toEqual({});
    const used = first.body.usage.deposit_daily.used;
    expect(first.body.usage.deposit_daily.remaining).toBe(plus('1000.00', -Number(used)));

    const lower = await put({ deposit_daily: '20.00' });
    expect(lower.body.limits.deposit_daily).toBe('20.00');

    const raise = await put({ deposit_daily: '50.00', session_minutes: 240 });
    expect(raise.body.limits).toMatchObject({ deposit_daily: '20.00', session_minutes: 120 });
    expect(raise.body.pending).toEqual({
      deposit_daily: { value: '50.00', effective_at: '2025-01-16T13:00:00+01:00' },
      session_minutes: { value: 240, effective_at: '2025-01-16T13:00:00+01:00' },
    });
    // Asking again for the same raise an hour later keeps its clock.
    await travel(ctx.sb.clock.now() + HOUR);
    expect((await put({ deposit_daily: '50.00' })).body.pending.deposit_daily.effective_at).toBe('2025-01-16T13:00:00+01:00');

    await travel(START + 24 * HOUR - 1);
    expect((await get()).body.limits.deposit_daily).toBe('20.00');
    await travel(START + 24 * HOUR);
    const later = await get();
    expect(later.body.limits).toMatchObject({ deposit_daily: '50.00', session_minutes: 240 });
    expect(later.body.pending).toEqual({});
  });

  it('removing a limit (null) waits 24 h too; lowering meanwhile drops the pending change', async () => {
    await put({ loss_daily: '30.00', wager_daily: '40.00' });
    const removed = await put({ loss_daily: null, wager_daily: null });
    expect(removed.body.limits).toMatchObject({ loss_daily: '30.00', wager_daily: '40.00' });
    expect(removed.body.pending.loss_daily).toEqual({ value: null, effective_at: '2025-01-16T13:00:00+01:00' });
    // A lower value holds at once and drops the pending removal of its field only.
    const lower = await put({ wager_daily: '35.00' });
    expect(lower.body.limits.wager_daily).toBe('35.00');
    expect(Object.keys(lower.body.pending)).toEqual(['loss_daily']);
    await travel(ctx.sb.clock.now() + 24 * HOUR);
    const after = await get();
    expect(after.body.limits).toMatchObject({ loss_daily: null, wager_daily: '35.00' });
    expect(after.body.pending).toEqual({});
  });

  it('the same value as the current cancels the pending change; cancel-pending does it by name', async () => {
    await put({ deposit_weekly: '100.00', loss_monthly: '200.00' });
    await put({ deposit_weekly: '300.00', loss_monthly: '400.00' });
    const same = await put({ deposit_weekly: '100' });
    expect(same.body.pending).toEqual({ loss_monthly: { value: '400.00', effective_at: '2025-01-16T13:00:00+01:00' } });
    const cancel = await ctx.sb.call('POST', '/api/users/limits/cancel-pending/', { token: ctx.demo, body: { field: 'loss_monthly' } });
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body.pending).toEqual({});
    expect(cancel.body.limits.loss_monthly).toBe('200.00');
    await travel(ctx.sb.clock.now() + 48 * HOUR);
    expect((await get()).body.limits).toMatchObject({ deposit_weekly: '100.00', loss_monthly: '200.00' });
    expect((await ctx.sb.call('POST', '/api/users/limits/cancel-pending/', { token: ctx.demo, body: { field: 'nope' } })).status).toBe(400);
  });

  it('refuses bad values with field errors and changes nothing', async () => {
    for (const body of [{ deposit_daily: '-5' }, { deposit_daily: '1.234' }, { deposit_daily: 'abc' }, { session_minutes: 4 }, { session_minutes: 1441 }, { session_minutes: 30.5 }, { reality_check_minutes: 15 }, { unknown_field: 1 }]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.errors?.length).toBeGreaterThan(0);
    }
    expect(Object.values((await get()).body.limits).every((v) => v === null)).toBe(true);
  });

  it('reality_check_minutes changes at once both ways, never above the jurisdiction minimum', async () => {
    expect((await put({ reality_check_minutes: 20 })).body.limits.reality_check_minutes).toBe(20);
    expect((await put({ reality_check_minutes: 60 })).body.limits.reality_check_minutes).toBe(60);
    expect((await put({ reality_check_minutes: null })).body.limits.reality_check_minutes).toBe(null);
    expect((await put({ reality_check_minutes: null })).body.pending).toEqual({});
    await ctx.sb.db.query(`INSERT INTO settings (key, value) VALUES ('jurisdiction', 'fr') ON CONFLICT (key) DO UPDATE SET value = 'fr'`);
    try {
      const fr = await get();
      expect(fr.body).toMatchObject({ cooling_off_hours: 72, must_set_before_deposit: true });
      expect(fr.body.limits.reality_check_minutes).toBe(60); // the jurisdiction's default
      const refused = await put({ reality_check_minutes: null });
      expect([refused.status, refused.body.errors[0].field]).toEqual([400, 'reality_check_minutes']);
      expect((await put({ reality_check_minutes: 30 })).body.limits.reality_check_minutes).toBe(30);
      await put({ deposit_daily: '10.00' });
      const raise = await put({ deposit_daily: '20.00' });
      expect(raise.body.pending.deposit_daily.effective_at).toBe('2025-01-18T13:00:00+01:00'); // 72 h
      expect(raise.body.must_set_before_deposit).toBe(false);
    } finally {
      await ctx.sb.db.query(`DELETE FROM settings WHERE key = 'jurisdiction'`);
    }
  });
});

describe('RG limits: usage', () => {
  it('deposits count while in progress and once credited, not once failed, cancelled or expired; only in their period', async () => {
    // Seeded: 25.00 started 2 h ago (its window runs from the seed: 30 min) and 80.00 approved 6 h ago
    // count today (a deposit in progress holds its amount).
    const base = (await get()).body.usage;
    expect(base.deposit_daily.used).toBe('105.00');
    await put({ deposit_daily: '300.00', deposit_weekly: '900.00' });
    const paid = await deposit('30.00');
    expect(paid.status).toBe(201);
    expect((await ctx.sb.call('POST', `/sandbox/api/payments/${paid.body.payment.id}/callback`, { body: { status: 'success' } })).body.status).toBe(30);
    const cancelled = await deposit('25.00');
    expect(cancelled.status).toBe(201);
    await ctx.sb.db.query('UPDATE payments SET status = 40 WHERE id = $1', [cancelled.body.payment.id]);
    let usage = (await get()).body.usage;
    expect(usage.deposit_daily).toMatchObject({ used: '135.00', remaining: '165.00' });
    expect(usage.deposit_weekly).toMatchObject({ used: plus(base.deposit_weekly.used, 30), remaining: plus('900.00', -Number(base.deposit_weekly.used) - 30) });
    // Next local day (Thursday): the daily count starts again, the week keeps the credited 30.00; the
    // seeded 25.00 left unpaid expired at 12:30 and holds nothing any more.
    await travel(Date.UTC(2025, 0, 15, 23, 0, 0));
    usage = (await get()).body.usage;
    expect(usage.deposit_daily).toMatchObject({ used: '0.00', remaining: '300.00', period_start: '2025-01-16T00:00:00+01:00' });
    expect(usage.deposit_weekly.used).toBe(plus(base.deposit_weekly.used, 30 - 25));
  });

  it('wager sums stakes; loss is stakes minus returns, floored at zero', async () => {
    const ledger = (amount: string, reason: string) =>
      ctx.sb.db.query(`INSERT INTO wallet_ledger (user_id, wallet, amount, reason, created_at) VALUES (1001, 'balance', $1, $2, $3)`, [amount, reason, new Date(START).toISOString()]);
    const base = (await get()).body.usage;
    const staked = Number(base.wager_daily.used);
    const lost = Number(base.loss_daily.used);
    await ledger('-10.00', 'game_bet');
    await ledger('-2.00', 'wheel_spin');
    await ledger('-5.00', 'sport_stake');
    await ledger('4.00', 'game_win');
    await ledger('100.00', 'deposit'); // neither a stake nor a return
    let usage = (await get()).body.usage;
    expect(usage.wager_daily.used).toBe((staked + 17).toFixed(2));
    expect(usage.loss_daily.used).toBe((lost + 13).toFixed(2));
    await ledger(String(lost + 13 + 30), 'sport_win');
    usage = (await get()).body.usage;
    expect(usage.wager_daily.used).toBe((staked + 17).toFixed(2));
    expect(usage.loss_daily.used).toBe('0.00');
  });
});

describe('RG limits: QA control plane and reset', () => {
  it('cooling-off/expire makes every pending change current now; players/{username} shows the limits', async () => {
    await put({ deposit_daily: '20.00', wager_daily: '10.00' });
    await put({ deposit_daily: '80.00', wager_daily: null });
    const expired = await ctx.sb.call('POST', '/sandbox/api/rg/cooling-off/expire', { body: { username: 'demo' } });
    expect(expired.status, expired.text).toBe(200);
    expect(expired.body).toMatchObject({ username: 'demo', limits: { deposit_daily: '80.00', wager_daily: null }, pending: {} });
    const player = await ctx.sb.call('GET', '/sandbox/api/rg/players/demo');
    expect(player.body).toMatchObject({ username: 'demo', limits: { deposit_daily: '80.00' }, usage: { deposit_daily: { used: '105.00', remaining: '0.00' } } });
    expect(player.body.exclusion).toBe(null);
    expect((await ctx.sb.call('GET', '/sandbox/api/rg/players/nobody')).status).toBe(404);
    expect((await ctx.sb.call('POST', '/sandbox/api/rg/cooling-off/expire', { body: { username: 'nobody' } })).status).toBe(404);
  });

  it('reset restores no limits and no pending change', async () => {
    await put({ deposit_daily: '20.00' });
    await put({ deposit_daily: '30.00' });
    expect((await ctx.sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
    const fresh = await get((await ctx.sb.login('demo')).access);
    expect(fresh.body.limits.deposit_daily).toBe(null);
    expect(fresh.body.pending).toEqual({});
  });
});
