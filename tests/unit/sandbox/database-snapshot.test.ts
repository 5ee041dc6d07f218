// The copy sandboxPerTest puts back before each test (tests/unit/support/database-snapshot.ts): the
// state it gives is the one a reset and two sign-ins give, on PGlite and on PostgreSQL alike.
import { describe, expect, it } from 'vitest';
import { restoreSnapshot, takeSnapshot } from '../support/database-snapshot';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();

const registration = (username: string) => ({
  username,
  email: `${username}@example.test`,
  password: 'temp-pass-1',
  password2: 'temp-pass-1',
  currency: 'TND',
  age_confirmed: true,
  terms_accepted: true,
});

const userCount = async () => (await ctx.sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;

describe('takeSnapshot / restoreSnapshot', () => {
  it('put back the rows, the balances and the next ids, without replaying the ledger', async () => {
    const snapshot = await takeSnapshot(ctx.sb.db);
    expect(snapshot.tables).toEqual(expect.arrayContaining(['users', 'wallet_ledger', 'token_families', 'settings']));
    expect(snapshot.tables).not.toContain('games');
    const before = await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.demo });

    const first = await ctx.sb.call('POST', '/api/accounts/registration/', { body: registration('snap1') });
    expect(first.status).toBe(201);
    expect((await ctx.sb.call('POST', '/sandbox/api/rg/jurisdiction', { body: { code: 'fr' } })).status).toBe(200);
    await ctx.sb.db.query('DELETE FROM token_families WHERE user_id = 1001');
    expect((await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.demo })).status).toBe(401);
    await restoreSnapshot(ctx.sb.db, snapshot);

    // The session of the copy is back, so the token taken before it works again; the money is the same
    // (the ledger trigger did not credit the copied rows a second time).
    const after = await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.demo });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    const ledger = await ctx.sb.db.query<{ sum: string; balance: string }>(
      `SELECT (SELECT sum(amount) FROM wallet_ledger WHERE user_id = 1001 AND wallet = 'balance')::text AS sum,
              (SELECT balance FROM users WHERE id = 1001)::text AS balance`,
    );
    expect(Number(ledger.rows[0]!.sum)).toBe(Number(ledger.rows[0]!.balance));
    const jurisdiction = await ctx.sb.db.query(`SELECT 1 FROM settings WHERE key = 'jurisdiction'`);
    expect(jurisdiction.rows).toEqual([]);
    // The ids continue from the copy's: the next registration gets the id the first one had.
    const second = await ctx.sb.call('POST', '/api/accounts/registration/', { body: registration('snap2') });
    expect(second.status).toBe(201);
    const ids = await ctx.sb.db.query<{ username: string; id: number }>(`SELECT username, id FROM users WHERE id >= 2001 ORDER BY id`);
    expect(ids.rows).toEqual([{ username: 'snap2', id: 2001 }]);
  }, 30_000);
});

describe('sandboxPerTest', () => {
  it('lets a test change everything (a registration, a fault, a sign-out)', async () => {
    expect((await ctx.sb.call('POST', '/api/accounts/registration/', { body: registration('leftover') })).status).toBe(201);
    await ctx.sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/nothing', status: 500 } });
    await ctx.sb.db.query('DELETE FROM token_families WHERE user_id = 1002');
    ctx.sb.clock.advance(3_600_000);
  });

  it('gives the next test the seeded state with demo and low signed in, faults cleared, the sign-ins logged', async () => {
    expect(ctx.sb.clock.now()).toBe(Date.UTC(2025, 0, 15, 12, 0, 0));
    expect(await userCount()).toBe((await ctx.sb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id < 2001')).rows[0]!.n);
    expect((await ctx.sb.call('GET', '/sandbox/api/faults')).body).toEqual([]);
    expect((await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.low })).body).toMatchObject({ id: 1002, balance: '0.50' });
    expect((await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.demo })).body).toMatchObject({ id: 1001, balance: '1000.00' });
    const log = (await ctx.sb.call('GET', '/sandbox/api/log')).body as { method: string; path: string; status: number }[];
    expect(log.slice(-2).map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/api/accounts/login/', 200],
      ['POST', '/api/accounts/login/', 200],
    ]);
  });
});
