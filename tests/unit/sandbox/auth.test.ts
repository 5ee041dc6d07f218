import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, claims, type Sandbox } from './helpers';

const SECRET = 'unit-test-secret';
let sb: Sandbox;

beforeAll(async () => {
  sb = await bootSandbox({ config: { accessTtl: 300, refreshTtl: 3600, refreshShift: 60, jwtSecret: SECRET } });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

describe('login', () => {
  it('returns signed access and refresh tokens with exp and refresh_shift, and the user', async () => {
    const res = await sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { access, refresh, user } = res.body;

    const key = new TextEncoder().encode(SECRET);
    const now = new Date(sb.clock.now());
    const a = (await jwtVerify(access, key, { currentDate: now, algorithms: ['HS256'] })).payload;
    expect(a).toMatchObject({ sub: '1001', username: 'demo', role: 'P', token_type: 'access', refresh_shift: 60 });
    expect(a.exp! - a.iat!).toBe(300);
    expect(a.iat).toBe(Math.floor(sb.clock.now() / 1000));
    expect(typeof a.jti).toBe('string');
    const r = (await jwtVerify(refresh, key, { currentDate: now, algorithms: ['HS256'] })).payload;
    expect(r).toMatchObject({ sub: '1001', token_type: 'refresh', fam: a.fam });
    expect(r.exp! - r.iat!).toBe(3600);
    expect(r.jti).not.toBe(a.jti);

    expect(user).toEqual({
      id: 1001,
      login: 'demo@casino.test',
      email: 'demo@casino.test',
      username: 'demo',
      first_name: 'Demo',
      last_name: 'Player',
      role: 'P',
      currency: 'TND',
      balance: '1000.00',
      bonus_balance: '5.00',
      parent: null,
      created_at: '2024-03-01T10:15:00Z',
      date_joined: '2024-03-01T10:15:00Z',
      is_self_registered: true,
      user_types: 0,
      lang: 'fr',
    });
  });

  it('accepts the e-mail (any case) instead of the username', async () => {
    const res = await sb.call('POST', '/api/accounts/login/', { body: { username: 'DEMO@casino.test', password: 'demo1234' } });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe('demo');
  });

  // Spec shell §3: "username (or phone or e-mail)". demo's saved mobile is +21620123456 (seeds/user-info.ts).
  it('accepts the mobile phone saved in the profile, typed with spaces, dashes or the 00 prefix', async () => {
    for (const typed of ['+21620123456', '+216 20 123 456', '00216-20-123-456', ' (+216) 20.123.456 ']) {
      const res = await sb.call('POST', '/api/accounts/login/', { body: { username: typed, password: 'demo1234' } });
      expect(res.status, typed).toBe(200);
      expect(res.body.user.username, typed).toBe('demo');
    }
  });

  it('refuses a phone without its country code, or one two accounts share, as an unknown account', async () => {
    const local = await sb.call('POST', '/api/accounts/login/', { body: { username: '20 123 456', password: 'demo1234' } });
    expect(local.status).toBe(401);
    expect(local.body.code).toBe('no_active_account');
    await sb.db.query("UPDATE user_info SET mobile_phone = '+21620123456' WHERE user_id = 1002");
    try {
      const shared = await sb.call('POST', '/api/accounts/login/', { body: { username: '+21620123456', password: 'demo1234' } });
      expect(shared.status).toBe(401);
      expect(shared.body.code).toBe('no_active_account');
    } finally {
      await sb.db.query("UPDATE user_info SET mobile_phone = '+33612345678' WHERE user_id = 1002");
    }
  });

  it('answers 401 no_active_account for a wrong password and for an unknown account alike', async () => {
    for (const body of [
      { username: 'demo', password: 'wrong-password' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      const res = await sb.call('POST', '/api/accounts/login/', { body });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'no_active_account' });
      expect(typeof res.body.message).toBe('string');
      expect(typeof res.body.detail).toBe('string');
      expect(res.body.errors).toBeUndefined();
    }
  });

  it('refuses a banned account with 403 user_is_banned, but only after the password matched', async () => {
    expect((await sb.call('POST', '/api/accounts/login/', { body: { username: 'banned', password: 'banned1234' } })).body).toMatchObject({
      code: 'user_is_banned',
    });
    const wrong = await sb.call('POST', '/api/accounts/login/', { body: { username: 'banned', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
  });

  it('refuses an unverified account with 403 email_not_verified', async () => {
    const res = await sb.call('POST', '/api/accounts/login/', { body: { username: 'unverified', password: 'unverified1234' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('email_not_verified');
  });

  it('lets a cashier (role C) sign in server-side: refusing non-players is the client rule', async () => {
    const res = await sb.call('POST', '/api/accounts/login/', { body: { username: 'agent', password: 'agent1234' } });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('C');
    expect(claims(res.body.access).role).toBe('C');
  });

  it('validates the body: blank fields are required', async () => {
    const res = await sb.call('POST', '/api/accounts/login/', { body: { username: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(res.body.errors).toEqual([
      { field: 'username', code: 'required', message: expect.any(String) },
      { field: 'password', code: 'required', message: expect.any(String) },
    ]);
  });

  it('answers malformed JSON with 400 invalid in the error shape', async () => {
    const res = await sb.app.request('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid', errors: [] });
  });
});

describe('refresh', () => {
  it('rotates: a new pair in the same family, with a new refresh token', async () => {
    const first = await sb.login();
    sb.clock.advance(1000);
    const res = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    expect(res.body.refresh).not.toBe(first.refresh);
    expect(claims(res.body.refresh).fam).toBe(claims(first.refresh).fam);
    expect(claims(res.body.access).token_type).toBe('access');
    // The new access token works.
    expect((await sb.call('GET', '/api/accounts/user', { token: res.body.access })).status).toBe(200);
    // And the new refresh token rotates again.
    sb.clock.advance(1000);
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: res.body.refresh } })).status).toBe(200);
  });

  it('gives a retired token replayed within 10 s the same answer (two tabs racing)', async () => {
    const first = await sb.login();
    const a = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    sb.clock.advance(9_000);
    const b = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    // The family is intact: the rotated token still works.
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: a.body.refresh } })).status).toBe(200);
  });

  it('treats a retired token replayed after the grace window as theft: the whole family is revoked', async () => {
    const first = await sb.login();
    const rotated = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    sb.clock.advance(10_001);
    const reuse = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('access_and_refresh_token_invalid');
    // Every token of the family is dead now, including the legitimate newest ones.
    const next = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: rotated.body.refresh } });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('access_and_refresh_token_invalid');
    const user = await sb.call('GET', '/api/accounts/user', { token: rotated.body.access });
    expect(user.status).toBe(401);
    expect(user.body.code).toBe('token_not_valid');
    // Another login (another family) is unaffected.
    const other = await sb.login();
    expect((await sb.call('GET', '/api/accounts/user', { token: other.access })).status).toBe(200);
  });

  it('answers 401 access_and_refresh_token_invalid for an expired refresh token', async () => {
    const first = await sb.login();
    sb.clock.advance(3600 * 1000 + 1000);
    const res = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('access_and_refresh_token_invalid');
  });

  it('refuses an access token or garbage in place of a refresh token', async () => {
    const first = await sb.login();
    for (const refresh of [first.access, 'not.a.jwt', `${first.refresh.slice(0, -2)}xx`]) {
      const res = await sb.call('POST', '/api/accounts/refresh/', { body: { refresh } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('access_and_refresh_token_invalid');
    }
  });

  it('keeps two concurrent refreshes of one token from forking the family', async () => {
    const first = await sb.login();
    const [a, b] = await Promise.all([
      sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } }),
      sb.call('POST', '/api/accounts/refresh/', { body: { refresh: first.refresh } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });
});

describe('logout', () => {
  it('revokes the family: refresh and access tokens stop working', async () => {
    const s = await sb.login();
    const res = await sb.call('POST', '/api/accounts/logout/', { token: s.access, body: { refresh: s.refresh } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'ok', message: expect.any(String) });
    expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: s.refresh } })).body.code).toBe(
      'access_and_refresh_token_invalid',
    );
    expect((await sb.call('GET', '/api/accounts/user', { token: s.access })).body.code).toBe('token_not_valid');
  });

  it('needs a token and a refresh field', async () => {
    expect((await sb.call('POST', '/api/accounts/logout/', { body: { refresh: 'x' } })).body.code).toBe('not_authenticated');
    const s = await sb.login();
    const res = await sb.call('POST', '/api/accounts/logout/', { token: s.access, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'refresh', code: 'required', message: expect.any(String) }]);
  });
});

describe('user', () => {
  it('serves GET with and without the trailing slash', async () => {
    const s = await sb.login('low');
    for (const path of ['/api/accounts/user', '/api/accounts/user/']) {
      const res = await sb.call('GET', path, { token: s.access });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: 1002, username: 'low', balance: '0.50', bonus_balance: '12.00' });
      expect(res.body.password_hash).toBeUndefined();
    }
  });

  it('answers 401 not_authenticated without a token and token_not_valid for a bad or expired one', async () => {
    const none = await sb.call('GET', '/api/accounts/user');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('not_authenticated');
    const bad = await sb.call('GET', '/api/accounts/user', { token: 'abc.def.ghi' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('token_not_valid');
    const s = await sb.login();
    // A refresh token is not an access token.
    expect((await sb.call('GET', '/api/accounts/user', { token: s.refresh })).body.code).toBe('token_not_valid');
    sb.clock.advance(301_000);
    const expired = await sb.call('GET', '/api/accounts/user', { token: s.access });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('token_not_valid');
  });

  it('PATCHes names and language, with and without the trailing slash; ignores unknown fields', async () => {
    const s = await sb.login();
    const res = await sb.call('PATCH', '/api/accounts/user', {
      token: s.access,
      body: { first_name: 'Démo', lang: 'en', balance: '999999.00' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Démo', last_name: 'Player', lang: 'en', balance: '1000.00' });
    const again = await sb.call('PATCH', '/api/accounts/user/', { token: s.access, body: { first_name: 'Demo', lang: 'fr' } });
    expect(again.body).toMatchObject({ first_name: 'Demo', lang: 'fr' });
  });

  it('validates PATCH fields', async () => {
    const s = await sb.login();
    const res = await sb.call('PATCH', '/api/accounts/user', {
      token: s.access,
      body: { first_name: 'x'.repeat(151), email: 'not-an-email', lang: 'english' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'first_name', code: 'max_length', message: expect.any(String) },
      { field: 'email', code: 'invalid_email', message: expect.any(String) },
      { field: 'lang', code: 'invalid', message: expect.any(String) },
    ]);
    expect((await sb.call('PATCH', '/api/accounts/user', { body: { lang: 'en' } })).status).toBe(401);
  });

  it('answers a banned account like a revoked session', async () => {
    const s = await sb.login('low');
    await sb.db.query('UPDATE users SET is_banned = true WHERE id = 1002');
    try {
      expect((await sb.call('GET', '/api/accounts/user', { token: s.access })).body.code).toBe('token_not_valid');
      expect((await sb.call('POST', '/api/accounts/refresh/', { body: { refresh: s.refresh } })).body.code).toBe(
        'access_and_refresh_token_invalid',
      );
    } finally {
      await sb.db.query('UPDATE users SET is_banned = false WHERE id = 1002');
    }
  });
});
