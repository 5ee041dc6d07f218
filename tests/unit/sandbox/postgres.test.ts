// The same SQL on a PostgreSQL server, through `pg`. Runs only when SANDBOX_TEST_DATABASE_URL names a
// throwaway database (it drops the public schema): `bash .ci/postgres.sh` starts one and runs this file
// with the other suites that honour the variable, as CI does (README).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, claims, type Sandbox } from './helpers';

const url = process.env.SANDBOX_TEST_DATABASE_URL;
let sb: Sandbox;

describe.skipIf(!url)('on PostgreSQL', () => {
  beforeAll(async () => {
    sb = await bootSandbox({ databaseUrl: url });
  }, BOOT_TIMEOUT);
  afterAll(() => sb?.close());

  it('reports postgres and serves the seeded accounts', async () => {
    expect((await sb.call('GET', '/health')).body).toMatchObject({ status: 'ok', db: 'postgres' });
    const s = await sb.login();
    expect(s.user).toMatchObject({ id: 1001, balance: '1000.00', bonus_balance: '5.00', created_at: '2024-03-01T10:15:00Z' });
    expect((await sb.call('GET', '/api/accounts/user', { token: s.access })).body.username).toBe('demo');
  });

  it('serialises concurrent refreshes of one token with the row lock: one rotation, one shared answer', async () => {
    const s = await sb.login();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sb.call('POST', '/api/accounts/refresh/', { body: { refresh: s.refresh } })),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0].body);
    }
    const { rows } = await sb.db.query<{ n: number }>('SELECT count(*) AS n FROM refresh_tokens WHERE family_id = $1', [
      claims(s.refresh).fam,
    ]);
    expect(rows[0].n).toBe(2);
  });

  it('registers, verifies and signs in; limits convert; reset re-seeds', async () => {
    const reg = await sb.call('POST', '/api/accounts/registration/', {
      body: { username: 'pg.user', email: 'pg@example.test', password: 'pg-pass-123', password2: 'pg-pass-123', currency: 'USD', age_confirmed: true, terms_accepted: true },
    });
    expect(reg.status).toBe(201);
    const mail = await sb.lastEmail('pg@example.test');
    expect((await sb.call('POST', `/api/accounts/email-verify/${mail!.links[0].split('/').pop()}`)).status).toBe(200);
    const s = await sb.login('pg.user', 'pg-pass-123');
    expect((await sb.call('GET', '/api/settings/', { token: s.access })).body.limits.min_bet).toBe(0.1616);
    const dup = await sb.call('POST', '/api/accounts/registration/', {
      body: { username: 'PG.USER', email: 'other@example.test', password: 'pg-pass-123', password2: 'pg-pass-123', currency: 'USD', age_confirmed: true, terms_accepted: true },
    });
    expect(dup.body.code).toBe('already_exists');
    expect((await sb.call('POST', '/sandbox/api/reset', { body: {} })).status).toBe(200);
    expect((await sb.call('POST', '/api/accounts/login/', { body: { username: 'pg.user', password: 'pg-pass-123' } })).status).toBe(401);
  });
});
