// Time-outs and self-exclusions (docs/contracts/responsible-gaming.md §3, §5): time-outs and self-exclusions
// revoke every login, refuse sign-in with the end date, allow a withdraw-only login confined to the payout
// paths, silence the marketing notices and QA's grants; QA ends one. Runs on PostgreSQL too (sandboxPerTest).
import { describe, expect, it } from 'vitest';
import { claims, sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const PAYMENTS = '/api/backoffice/payments';
let keys = 0;
const key = () => ({ 'Idempotency-Key': `rg-ex-${++keys}` });

const exclude = (token: string, body: unknown) => ctx.sb.call('POST', '/api/users/self-exclusion/', { token, body });
const signIn = (body: Record<string, unknown>) => ctx.sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234', ...body } });

async function withdrawOnlyLogin() {
  const res = await signIn({ purpose: 'withdraw' });
  expect(res.status, res.text).toBe(200);
  return res.body as { access: string; refresh: string };
}

describe('POST /api/users/self-exclusion/', () => {
  it('a 24 h time-out starts now, ends 24 h later, and revokes every login of the player at once', async () => {
    const { sb } = ctx;
    const other = await sb.login('demo'); // a second tab
    const res = await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ kind: 'timeout', starts_at: '2025-01-15T12:00:00.000Z', ends_at: '2025-01-16T12:00:00.000Z' });
    for (const token of [ctx.demo, other.access]) {
      expect((await sb.call('GET', '/api/accounts/user/', { token })).status).toBe(401);
    }
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: other.refresh } })).status).toBe(401);
    const families = await sb.db.query<{ revoked_reason: string | null }>('SELECT revoked_reason FROM token_families WHERE user_id = 1001');
    expect(families.rows.map((f) => f.revoked_reason)).toEqual(['timeout', 'timeout']);
    // Another player is untouched.
    expect((await sb.call('GET', '/api/accounts/user/', { token: ctx.low })).status).toBe(200);
  });

  it('offers 24h, 7d, 30d and 42d time-outs and 6 to 60 months of exclusion, nothing else', async () => {
    const { sb } = ctx;
    expect((await exclude(ctx.demo, { kind: 'timeout', duration: '3d' })).status).toBe(400);
    expect((await exclude(ctx.demo, { kind: 'self_exclusion', months: 3, password: 'demo1234' })).status).toBe(400);
    expect((await exclude(ctx.demo, { kind: 'forever' })).status).toBe(400);
    const res = await exclude(ctx.demo, { kind: 'timeout', duration: '42d' });
    expect(res.body.ends_at).toBe('2025-02-26T12:00:00.000Z');
    await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' } });
    const again = (await sb.login('demo')).access;
    const months = await exclude(again, { kind: 'self_exclusion', months: 60, password: 'demo1234' });
    expect(months.body).toEqual({ kind: 'self_exclusion', starts_at: '2025-01-15T12:00:00.000Z', ends_at: '2030-01-15T12:00:00.000Z' });
  });

  it('a self-exclusion needs the player\'s password; a wrong one changes nothing', async () => {
    const { sb } = ctx;
    const missing = await exclude(ctx.demo, { kind: 'self_exclusion', months: 6 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
    const wrong = await exclude(ctx.demo, { kind: 'self_exclusion', months: 6, password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'incorrect_password', errors: [{ field: 'password', code: 'incorrect_password' }] });
    expect((await sb.call('GET', '/api/users/self-exclusion/', { token: ctx.demo })).body).toEqual({ active: null });
    const ok = await exclude(ctx.demo, { kind: 'self_exclusion', months: 6, password: 'demo1234' });
    expect(ok.body.ends_at).toBe('2025-07-15T12:00:00.000Z');
  });

  it('needs a signed-in player', async () => {
    expect((await ctx.sb.call('POST', '/api/users/self-exclusion/', { body: { kind: 'timeout', duration: '24h' } })).status).toBe(401);
    expect((await ctx.sb.call('GET', '/api/users/self-exclusion/')).status).toBe(401);
  });
});

describe('signing in during an exclusion', () => {
  it('is refused 403 self_excluded with the kind and the end date, until the end passes', async () => {
    const { sb } = ctx;
    await exclude(ctx.demo, { kind: 'timeout', duration: '7d' });
    const res = await signIn({});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'self_excluded', kind: 'timeout', ends_at: '2025-01-22T12:00:00.000Z', withdraw_only: true, message: expect.any(String) });
    // A wrong password still says nothing about the exclusion.
    expect((await signIn({ password: 'wrong-one' })).body.code).toBe('no_active_account');
    sb.clock.set(Date.UTC(2025, 0, 22, 12, 0, 0));
    const after = await signIn({});
    expect(after.status, after.text).toBe(200);
    expect(claims(after.body.access).rg).toBeUndefined();
  });

  it('QA ends it at once (and the rows stay, marked), then the player signs in as before', async () => {
    const { sb } = ctx;
    await exclude(ctx.demo, { kind: 'self_exclusion', months: 12, password: 'demo1234' });
    const end = await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'DEMO' } });
    expect(end.status, end.text).toBe(200);
    expect(end.body).toEqual({ username: 'demo', ended: 1, active: null });
    expect((await signIn({})).status).toBe(200);
    const rows = await sb.db.query<{ ended_by_qa: boolean }>('SELECT ended_by_qa FROM rg_exclusions WHERE user_id = 1001');
    expect(rows.rows).toEqual([{ ended_by_qa: true }]);
    expect((await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'nobody' } })).status).toBe(404);
  });
});

describe('the withdraw-only login', () => {
  it('carries rg withdraw_only, keeps it across a refresh, and the profile says so', async () => {
    const { sb } = ctx;
    await exclude(ctx.demo, { kind: 'timeout', duration: '30d' });
    const login = await withdrawOnlyLogin();
    expect(claims(login.access).rg).toBe('withdraw_only');
    const refreshed = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: login.refresh } });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(claims(refreshed.body.access).rg).toBe('withdraw_only');
    const profile = await sb.call('GET', '/api/user/profile', { token: refreshed.body.access });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.rg_state).toBe('withdraw_only');
    // An ordinary login's profile: null.
    expect((await sb.call('GET', '/api/user/profile/', { token: ctx.low })).body.rg_state).toBeNull();
    // Without an exclusion, purpose "withdraw" is an ordinary login.
    const low = await sb.call('POST', '/api/accounts/login/', { body: { username: 'low', password: 'low12345', purpose: 'withdraw' } });
    expect(claims(low.body.access).rg).toBeUndefined();
  });

  it('reads the account, settings, payment history and its exclusion, and is paid out (and may cancel)', async () => {
    const { sb } = ctx;
    await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    const { access: token } = await withdrawOnlyLogin();
    expect((await sb.call('GET', '/api/accounts/user/', { token })).body.balance).toBe('1000.00');
    expect((await sb.call('GET', '/api/settings/', { token })).status).toBe(200);
    expect((await sb.call('GET', '/services/facade/history/payment/', { token })).status).toBe(200);
    expect((await sb.call('GET', `${PAYMENTS}/payout/system_list/`, { token })).status).toBe(200);
    // Its deposits as read (the pending tray on the withdrawal page), not the deposit methods.
    const deposits = await sb.call('GET', `${PAYMENTS}/deposit/?page=1&page_size=100&filter=OPEN`, { token });
    expect(deposits.status, deposits.text).toBe(200);
    const { rows } = await sb.db.query<{ id: number }>("SELECT id FROM payments WHERE user_id = 1001 AND type = 'deposit' ORDER BY id LIMIT 1");
    expect((await sb.call('GET', `${PAYMENTS}/deposit/${rows[0]!.id}/`, { token })).status).toBe(200);
    expect((await sb.call('GET', '/api/users/statement/?page=1&page_size=10', { token })).status).toBe(200);
    const active = await sb.call('GET', '/api/users/self-exclusion/', { token });
    expect(active.body).toEqual({ active: { kind: 'timeout', starts_at: '2025-01-15T12:00:00.000Z', ends_at: '2025-01-16T12:00:00.000Z' } });
    const payout = await sb.call('POST', `${PAYMENTS}/payout/`, { token, body: { amount: '100', payment_system: 'card' }, headers: key() });
    expect(payout.status, payout.text).toBe(201);
    expect(payout.body.balances.balance).toBe('900.00');
    const id = payout.body.payment.id;
    expect((await sb.call('GET', `${PAYMENTS}/payout/${id}/`, { token })).status).toBe(200);
    const cancel = await sb.call('POST', `${PAYMENTS}/payout/${id}/cancel_payment/`, { token, headers: key() });
    expect(cancel.status, cancel.text).toBe(200);
    expect((await sb.call('POST', '/api/accounts/logout/', { token, body: { refresh: 'x' } })).status).toBe(200);
  });

  it('is refused 403 self_excluded everywhere else: a game launch, a deposit, a sport token, a wheel spin, a profile change', async () => {
    const { sb } = ctx;
    await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    const { access: token } = await withdrawOnlyLogin();
    const refused = [
      await sb.call('POST', '/api/integrations/hub/session/', { token, body: { provider: 'amatic', game: 'am-0000' } }),
      await sb.call('POST', '/api/integrations/hub/session/demo/', { token, body: { provider: 'amatic', game: 'am-0000' } }),
      await sb.call('POST', `${PAYMENTS}/deposit/`, { token, body: { amount: '50', payment_system: 'card' }, headers: key() }),
      await sb.call('GET', `${PAYMENTS}/deposit/system_list/`, { token }),
      await sb.call('POST', '/api/integrations/softion/login', { token }),
      await sb.call('POST', '/services/wheel/spin/', { token, body: {}, headers: key() }),
      await sb.call('PATCH', '/api/accounts/user/', { token, body: { first_name: 'X' } }),
      await sb.call('POST', '/api/bonus-system/bonusbalance-to-balance/', { token, body: { amount: '1' }, headers: key() }),
      await sb.call('POST', '/api/users/self-exclusion/', { token, body: { kind: 'timeout', duration: '24h' } }),
      await sb.call('GET', '/api/users/rg/session/', { token }),
    ];
    for (const res of refused) {
      expect(res.status, res.text).toBe(403);
      expect(res.body).toMatchObject({ code: 'self_excluded', kind: 'timeout', ends_at: '2025-01-16T12:00:00.000Z', withdraw_only: true });
    }
    // No money moved.
    const ledger = await sb.db.query('SELECT 1 FROM wallet_ledger WHERE user_id = 1001 AND created_at >= $1', ['2025-01-15T12:00:00Z']);
    expect(ledger.rows).toHaveLength(0);
  });

  it('becomes an ordinary login once the exclusion is over', async () => {
    const { sb } = ctx;
    await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    const { access: token } = await withdrawOnlyLogin();
    await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' } });
    expect((await sb.call('GET', `${PAYMENTS}/deposit/system_list/`, { token })).status).toBe(200);
    expect((await sb.call('GET', '/api/user/profile', { token })).body.rg_state).toBeNull();
  });
});

describe('marketing notices and QA grants', () => {
  it('the notification lists answer empty for an excluded player; QA may not add items or notices (409)', async () => {
    const { sb } = ctx;
    expect((await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'cashback' } })).status).toBe(201);
    const unread = async (token: string) => (await sb.call('GET', '/api/bonus-system/cashback/history/?is_acknowledged=false', { token })).body.count;
    const before = await unread(ctx.demo);
    expect(before).toBeGreaterThan(0);
    await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    const { access: token } = await withdrawOnlyLogin();
    for (const list of ['bonusbalance', 'cashback']) {
      const res = await sb.call('GET', `/api/bonus-system/${list}/history/?is_acknowledged=false`, { token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ count: 0, results: [] });
    }
    const notice = await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'demo', kind: 'first-deposit' } });
    expect(notice.status).toBe(409);
    expect(notice.body).toMatchObject({ code: 'self_excluded', ends_at: '2025-01-16T12:00:00.000Z' });
    const item = await sb.call('POST', '/sandbox/api/bonus-items', { body: { username: 'demo', list: 'cashback', type: 'Cashback', amount: '5.00' } });
    expect(item.status).toBe(409);
    const spins = await sb.call('POST', '/sandbox/api/free-spins', { body: { username: 'demo', provider: 'amatic', game_id: 'am-0000', count: 3 } });
    expect([spins.status, spins.body.code]).toEqual([409, 'self_excluded']);
    // Others still get theirs; once QA ends the exclusion, the cashback notice is there again.
    expect((await sb.call('POST', '/sandbox/api/notifications', { body: { username: 'low', kind: 'cashback' } })).status).toBe(201);
    await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' } });
    expect(await unread(token)).toBe(before);
  });
});

describe('concurrency', () => {
  it('two tabs taking exclusions at once: both answer, the one ending last stands, every login is revoked', async () => {
    const { sb } = ctx;
    const other = await sb.login('demo');
    const [a, b] = await Promise.all([
      exclude(ctx.demo, { kind: 'timeout', duration: '24h' }),
      exclude(other.access, { kind: 'timeout', duration: '7d' }),
    ]);
    // The second may find its login already revoked by the first (401), never a 500.
    for (const res of [a, b]) expect([200, 401], res.text).toContain(res.status);
    const active = await sb.call('GET', '/sandbox/api/rg/players/demo');
    expect(active.status, active.text).toBe(200);
    const ends = [a, b].filter((r) => r.status === 200).map((r) => r.body.ends_at as string).sort();
    expect(active.body.exclusion).toMatchObject({ kind: 'timeout', ends_at: ends[ends.length - 1] });
    const live = await sb.db.query('SELECT 1 FROM token_families WHERE user_id = 1001 AND revoked_at IS NULL');
    expect(live.rows).toHaveLength(0);
  });
});

describe('control plane', () => {
  it("GET /sandbox/api/rg/players/{username} shows the player's exclusion (null without one)", async () => {
    const { sb } = ctx;
    expect((await sb.call('GET', '/sandbox/api/rg/players/demo')).body.exclusion).toBeNull();
    await exclude(ctx.demo, { kind: 'self_exclusion', months: 24, password: 'demo1234' });
    const res = await sb.call('GET', '/sandbox/api/rg/players/demo');
    expect(res.body.exclusion).toEqual({ kind: 'self_exclusion', starts_at: '2025-01-15T12:00:00.000Z', ends_at: '2027-01-15T12:00:00.000Z' });
    expect(res.body.limits).toBeDefined();
  });

  it('refuses a foreign origin and a reset clears every exclusion', async () => {
    const { sb } = ctx;
    const foreign = await sb.call('POST', '/sandbox/api/rg/exclusion/end', { body: { username: 'demo' }, headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    await exclude(ctx.demo, { kind: 'timeout', duration: '24h' });
    expect((await sb.call('POST', '/sandbox/api/reset')).status).toBe(200);
    expect((await signIn({})).status).toBe(200);
  });
});
