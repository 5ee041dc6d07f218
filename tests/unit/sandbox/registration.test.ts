import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await bootSandbox({ config: { publicUrl: 'http://localhost:9999' } });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const signup = (overrides: Record<string, unknown> = {}) => ({
  username: 'newbie',
  email: 'newbie@example.test',
  password: 'secret-pass',
  password2: 'secret-pass',
  currency: 'EUR',
  age_confirmed: true,
  terms_accepted: true,
  ...overrides,
});

/** The token at the end of an e-mail link. */
const tokenOf = (link: string) => link.split('/').pop()!;

describe('registration validation', () => {
  it('reports every field problem at once, in the contract shape', async () => {
    const res = await sb.call('POST', '/api/accounts/registration/', {
      body: { username: 'ab', email: 'nope', password: 'short', password2: 'different', currency: '', age_confirmed: true, terms_accepted: true },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid', message: expect.any(String), detail: expect.any(String) });
    const byField = Object.fromEntries(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(byField).toEqual({
      username: 'min_length',
      email: 'invalid_email',
      password: 'min_length',
      password2: 'password_mismatch',
      currency: 'required',
    });
    for (const e of res.body.errors) expect(e.message).toEqual(expect.any(String));
  });

  it('rejects bad usernames by length and characters', async () => {
    const long = await sb.call('POST', '/api/accounts/registration/', { body: signup({ username: 'x'.repeat(31) }) });
    expect(long.body.errors).toEqual([{ field: 'username', code: 'max_length', message: expect.any(String) }]);
    const chars = await sb.call('POST', '/api/accounts/registration/', { body: signup({ username: 'bad name!' }) });
    expect(chars.body.errors).toEqual([{ field: 'username', code: 'invalid', message: expect.any(String) }]);
  });

  it('reports a password mismatch on password2', async () => {
    const res = await sb.call('POST', '/api/accounts/registration/', { body: signup({ password2: 'secret-pasS' }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'password2', code: 'password_mismatch', message: expect.any(String) }]);
  });

  it('reports missing fields as required', async () => {
    const res = await sb.call('POST', '/api/accounts/registration/', { body: {} });
    expect(res.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual([
      'username:required',
      'email:required',
      'password:required',
      'password2:required',
      'currency:required',
      'age_confirmed:age_not_confirmed',
      'terms_accepted:terms_not_accepted',
    ]);
  });

  // The 18+ confirmation and the terms are required by the server, not only by the form.
  it('refuses a registration without the age confirmation or the terms, each on its field, and creates nobody', async () => {
    const both = await sb.call('POST', '/api/accounts/registration/', { body: signup({ age_confirmed: undefined, terms_accepted: undefined }) });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'invalid' });
    expect(both.body.errors).toEqual([
      { field: 'age_confirmed', code: 'age_not_confirmed', message: expect.any(String) },
      { field: 'terms_accepted', code: 'terms_not_accepted', message: expect.any(String) },
    ]);
    // false, or a truthy non-boolean, is no consent either.
    const refused = await sb.call('POST', '/api/accounts/registration/', { body: signup({ age_confirmed: 'yes', terms_accepted: false }) });
    expect(refused.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual([
      'age_confirmed:age_not_confirmed',
      'terms_accepted:terms_not_accepted',
    ]);
    const age = await sb.call('POST', '/api/accounts/registration/', { body: signup({ age_confirmed: false }) });
    expect(age.body.errors).toEqual([{ field: 'age_confirmed', code: 'age_not_confirmed', message: expect.any(String) }]);
    const { rows } = await sb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE username = 'newbie'`);
    expect(rows[0].n).toBe(0);
    expect(await sb.lastEmail('newbie@example.test')).toBeUndefined();
  });

  it('answers already_exists for a taken username or e-mail (any case), as field errors', async () => {
    const res = await sb.call('POST', '/api/accounts/registration/', { body: signup({ username: 'DEMO', email: 'Low@Casino.test' }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('already_exists');
    expect(res.body.errors).toEqual([
      { field: 'username', code: 'already_exists', message: 'A user with that username already exists.' },
      { field: 'email', code: 'already_exists', message: 'A user with that e-mail already exists.' },
    ]);
  });

  it('rejects an unknown currency and an unknown referral code', async () => {
    const currency = await sb.call('POST', '/api/accounts/registration/', { body: signup({ currency: 'XYZ' }) });
    expect(currency.body).toMatchObject({ code: 'invalid', errors: [{ field: 'currency', code: 'invalid' }] });
    const referral = await sb.call('POST', '/api/accounts/registration/', { body: signup({ referral_code: 'NOPE' }) });
    expect(referral.status).toBe(400);
    expect(referral.body).toMatchObject({
      code: 'referral_code_not_found',
      errors: [{ field: 'referral_code', code: 'referral_code_not_found' }],
    });
  });
});

describe('registration to first login', () => {
  it('creates an unverified player, e-mails a link, and the link enables the login', async () => {
    const res = await sb.call('POST', '/api/accounts/registration/', {
      body: signup({ username: 'fresh.player', email: 'Fresh@Example.test', referral_code: 'welcome' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ code: 'ok', message: expect.any(String), email: 'fresh@example.test' });
    // The consent is kept with the account, dated when it was given.
    const consent = await sb.db.query<{ age: Date | null; terms: Date | null; created: Date }>(
      `SELECT age_confirmed_at AS age, accepted_terms_at AS terms, created_at AS created FROM users WHERE username = 'fresh.player'`,
    );
    expect(consent.rows[0].age).not.toBeNull();
    expect(new Date(consent.rows[0].age!).getTime()).toBe(new Date(consent.rows[0].created).getTime());
    expect(new Date(consent.rows[0].terms!).getTime()).toBe(new Date(consent.rows[0].created).getTime());

    const blocked = await sb.call('POST', '/api/accounts/login/', { body: { username: 'fresh.player', password: 'secret-pass' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('email_not_verified');

    const mail = await sb.lastEmail('fresh@example.test');
    expect(mail).toBeDefined();
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^\/verify\/[\w-]{20,}$/);
    expect(mail!.text).toContain(`http://localhost:9999${mail!.links[0]}`);

    const verify = await sb.call('POST', `/api/accounts/email-verify/${tokenOf(mail!.links[0])}`);
    expect(verify.status).toBe(200);
    expect(verify.body.code).toBe('ok');
    // Single use.
    expect((await sb.call('POST', `/api/accounts/email-verify/${tokenOf(mail!.links[0])}`)).body.code).toBe('invalid_token');

    const session = await sb.login('fresh.player', 'secret-pass');
    expect(session.user).toMatchObject({
      username: 'fresh.player',
      email: 'fresh@example.test',
      currency: 'EUR',
      balance: '0.00',
      bonus_balance: '0.00',
      role: 'P',
      is_self_registered: true,
      user_types: 0,
      parent: null,
    });
    expect(session.user.id).toBeGreaterThanOrEqual(2001);
    // The referral code was recorded: activating another one is refused.
    const again = await sb.call('POST', '/api/referral/activate/', { token: session.access, body: { code: 'PARTNER42' } });
    expect(again.body.code).toBe('referral_code_already_activated');
    const { rows } = await sb.db.query<{ referral_partner_id: number }>('SELECT referral_partner_id FROM users WHERE username = $1', [
      'fresh.player',
    ]);
    expect(rows[0].referral_partner_id).toBe(7);
  });

  it('rejects unknown verification tokens', async () => {
    const res = await sb.call('POST', '/api/accounts/email-verify/not-a-token');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_token');
  });

  it('resends a working link to an unverified address, and answers the same for unknown ones', async () => {
    const before = (await sb.call('GET', '/sandbox/api/outbox')).body.length;
    const unknown = await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'ghost@example.test' } });
    expect(unknown.status).toBe(200);
    const verified = await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'demo@casino.test' } });
    expect(verified.body).toEqual(unknown.body);
    expect((await sb.call('GET', '/sandbox/api/outbox')).body.length).toBe(before);

    const res = await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'unverified@casino.test' } });
    expect(res.status).toBe(200);
    const mail = await sb.lastEmail('unverified@casino.test');
    expect((await sb.call('POST', `/api/accounts/email-verify/${tokenOf(mail!.links[0])}`)).status).toBe(200);
    expect((await sb.call('POST', '/api/accounts/login/', { body: { username: 'unverified', password: 'unverified1234' } })).status).toBe(200);
    await sb.db.query(`UPDATE users SET email_verified = false WHERE username = 'unverified'`);
  });

  it('expires verification links after 24 h', async () => {
    await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'unverified@casino.test' } });
    const mail = await sb.lastEmail('unverified@casino.test');
    sb.clock.advance(24 * 3600_000 + 1);
    expect((await sb.call('POST', `/api/accounts/email-verify/${tokenOf(mail!.links[0])}`)).body.code).toBe('invalid_token');
  });

  it('changes the e-mail only once the new address is confirmed', async () => {
    const s = await sb.login('low');
    const patch = await sb.call('PATCH', '/api/accounts/user', { token: s.access, body: { email: 'low.new@example.test', password: 'low12345' } });
    expect(patch.status).toBe(200);
    expect(patch.body.email).toBe('low@casino.test');
    const taken = await sb.call('PATCH', '/api/accounts/user', { token: s.access, body: { email: 'demo@casino.test', password: 'low12345' } });
    expect(taken.body).toMatchObject({ code: 'already_exists', errors: [{ field: 'email', code: 'already_exists' }] });

    const mail = await sb.lastEmail('low.new@example.test');
    expect((await sb.call('POST', `/api/accounts/email-verify/${tokenOf(mail!.links[0])}`)).status).toBe(200);
    const user = await sb.call('GET', '/api/accounts/user', { token: s.access });
    expect(user.body).toMatchObject({ email: 'low.new@example.test', login: 'low.new@example.test' });
    await sb.db.query(`UPDATE users SET email = 'low@casino.test' WHERE id = 1002`);
  });
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and signs out every session', async () => {
    const old = await sb.login('demo');
    const res = await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'DEMO@casino.test' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('ok');
    const mail = await sb.lastEmail('demo@casino.test');
    // French by default (the e-mails follow the player's language; tests/unit/sandbox/emails.test.ts).
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail!.links[0]).toMatch(/^\/emails\/verify\/password\/confirm\/[\w-]{20,}$/);
    const token = tokenOf(mail!.links[0]);

    const mismatch = await sb.call('POST', `/api/accounts/password/reset/confirm/${token}`, {
      body: { new_password1: 'brand-new-pass', new_password2: 'brand-new-pasS' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ field: 'new_password2', code: 'password_mismatch', message: expect.any(String) }]);

    const short = await sb.call('POST', `/api/accounts/password/reset/confirm/${token}`, {
      body: { new_password1: 'short', new_password2: 'short' },
    });
    expect(short.body.errors).toEqual([{ field: 'new_password1', code: 'min_length', message: expect.any(String) }]);

    const done = await sb.call('POST', `/api/accounts/password/reset/confirm/${token}`, {
      body: { new_password1: 'brand-new-pass', new_password2: 'brand-new-pass' },
    });
    expect(done.status).toBe(200);
    expect(done.body.code).toBe('ok');

    expect((await sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234' } })).status).toBe(401);
    expect((await sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'brand-new-pass' } })).status).toBe(200);
    expect((await sb.call('GET', '/api/accounts/user', { token: old.access })).body.code).toBe('token_not_valid');

    const reuse = await sb.call('POST', `/api/accounts/password/reset/confirm/${token}`, {
      body: { new_password1: 'another-pass', new_password2: 'another-pass' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('invalid_token');
  });

  it('answers unknown addresses the same way and sends nothing', async () => {
    const before = (await sb.call('GET', '/sandbox/api/outbox')).body.length;
    const res = await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'nobody@example.test' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('ok');
    expect((await sb.call('GET', '/sandbox/api/outbox')).body.length).toBe(before);
    const invalid = await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'nobody' } });
    expect(invalid.body.errors).toEqual([{ field: 'email', code: 'invalid_email', message: expect.any(String) }]);
  });

  it('expires links after one hour, and a newer link retires the older one', async () => {
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'low@casino.test' } });
    const first = tokenOf((await sb.lastEmail('low@casino.test'))!.links[0]);
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'low@casino.test' } });
    const second = tokenOf((await sb.lastEmail('low@casino.test'))!.links[0]);
    expect(second).not.toBe(first);
    const body = { new_password1: 'low-new-pass', new_password2: 'low-new-pass' };
    expect((await sb.call('POST', `/api/accounts/password/reset/confirm/${first}`, { body })).body.code).toBe('invalid_token');
    sb.clock.advance(3600_000 + 1);
    expect((await sb.call('POST', `/api/accounts/password/reset/confirm/${second}`, { body })).body.code).toBe('invalid_token');
  });
});
