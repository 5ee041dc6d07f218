import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, resolveConfig } from '../../../demo/sandbox/config';
import { openDatabase, type Db } from '../../../demo/sandbox/db';
import { migrate } from '../../../demo/sandbox/migrate';
import { seed, SEED_USERS } from '../../../demo/sandbox/seed';
import { hashPassword, verifyPassword } from '../../../demo/sandbox/services/passwords';
import { getSettings } from '../../../demo/sandbox/services/settings';
import { move } from '../../../demo/sandbox/services/wallet';
import { BOOT_TIMEOUT } from './helpers';

/** The numbered SQL files of demo/sandbox/migrations, in their order. */
const MIGRATIONS = readdirSync(new URL('../../../demo/sandbox/migrations/', import.meta.url))
  .filter((f) => /^\d{3}_\w+\.sql$/.test(f))
  .sort()
  .map((f) => f.replace(/\.sql$/, ''));

let db: Db;

beforeAll(async () => {
  db = await openDatabase({ url: 'memory://' });
}, BOOT_TIMEOUT);
afterAll(() => db?.close());

describe('migrations and seed', () => {
  it('applies every numbered file once, in order, and records it', async () => {
    const applied = await migrate(db);
    expect(applied).toEqual(MIGRATIONS);
    expect(applied.slice(0, 2)).toEqual(['001_accounts', '002_outbox']);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(applied);
  });

  it('seeds idempotently, never overwriting an existing account', async () => {
    await seed(db);
    await db.transaction((tx) => move(tx, { userId: 1001, wallet: 'balance', amount: '-998.77', reason: 'test' }));
    const before = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = 'demo'`);
    await seed(db);
    const after = await db.query<{ balance: string; password_hash: string; n: number }>(
      `SELECT balance, password_hash, (SELECT count(*)::int FROM users) AS n FROM users WHERE username = 'demo'`,
    );
    expect(after.rows[0].balance).toBe('1.23');
    expect(after.rows[0].password_hash).toBe(before.rows[0].password_hash);
    expect(after.rows[0].n).toBe(SEED_USERS.length);
    await db.transaction((tx) => move(tx, { userId: 1001, wallet: 'balance', amount: '998.77', reason: 'test' }));
  });

  it('stores scrypt hashes, never the passwords', async () => {
    const { rows } = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = 'demo'`);
    expect(rows[0].password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(rows[0].password_hash).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', rows[0].password_hash)).toBe(true);
  });

  it('can never store a negative balance, nor change one outside the wallet ledger', async () => {
    await expect(
      db.query(`INSERT INTO wallet_ledger (user_id, wallet, amount, reason) VALUES (1001, 'balance', -1000.01, 'raw')`),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(db.query(`UPDATE users SET bonus_balance = -0.01 WHERE username = 'demo'`)).rejects.toMatchObject({ code: '23001' });
  });

  it('computes settings in a service, without HTTP', async () => {
    const s = await getSettings(db, 'USD');
    expect(s.limits.min_bet).toBe(0.1616); // 0.505 × 0.32
  });
});

describe('transactions', () => {
  it('rolls back everything when the function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE users SET first_name = 'Changed' WHERE username = 'demo'`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query<{ first_name: string }>(`SELECT first_name FROM users WHERE username = 'demo'`);
    expect(rows[0].first_name).toBe('Demo');
  });

  it('serialises concurrent transactions on the single PGlite connection', async () => {
    const events: string[] = [];
    const slow = (name: string) =>
      db.transaction(async (tx) => {
        events.push(`${name}:begin`);
        await tx.query('SELECT 1');
        await new Promise((r) => setTimeout(r, 20));
        await tx.query('SELECT 1');
        events.push(`${name}:end`);
      });
    await Promise.all([slow('a'), slow('b'), db.query('SELECT 1').then(() => events.push('plain'))]);
    expect(events).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end', 'plain']);
  });

  it('fails fast, instead of deadlocking, when the outer db is used inside a transaction', async () => {
    await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/inside its own transaction/);
    // And the database is still usable.
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
  });
});

describe('passwords and config', () => {
  it('salts every hash and compares exactly', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password', a)).toBe(true);
    expect(await verifyPassword('same-passworD', a)).toBe(false);
    expect(await verifyPassword('same-password', 'plain-text')).toBe(false);
  });

  it('reads the environment with the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ accessTtl: 300, refreshTtl: 86400, refreshShift: 60, port: 8080, partnerPort: 8081 });
    expect(c.dataDir.endsWith('.data')).toBe(true);
    expect(loadConfig({ PORT: '9000' }).partnerPort).toBe(9001);
    expect(loadConfig({ ACCESS_TTL: '90', DATABASE_URL: 'postgres://x' })).toMatchObject({ accessTtl: 90, databaseUrl: 'postgres://x' });
    expect(() => loadConfig({ ACCESS_TTL: 'soon' })).toThrow(/ACCESS_TTL/);
    expect(resolveConfig({ accessTtl: 5, refreshTtl: undefined })).toMatchObject({ accessTtl: 5, refreshTtl: 86400 });
  });
});
