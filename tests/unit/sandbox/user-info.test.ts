// The profile's account routes on the real sandbox (docs/contracts/profile.md §Account): user info with the
// server's checks per field, a change of e-mail that keeps sign-in working, the change of password that
// ends the player's other logins and keeps the caller's, and the sportsbook preferences.
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const INFO = '/api/users/user/info/';
const PASSWORD = '/api/users/user/change-password/';
const BOOKMAKER = '/api/users/bookmaker-settings/';

const byField = (errors: { field: string; code: string }[]) => Object.fromEntries(errors.map((e) => [e.field, e.code]));

describe('user info', () => {
  it('answers the seeded info of the demo player, and 401 without a token', async () => {
    const res = await ctx.sb.call('GET', INFO, { token: ctx.demo });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      first_name: 'Demo',
      last_name: 'Player',
      middle_name: 'Ali',
      title: 'M.',
      gender: 'm',
      birth_date: '1990-05-17',
      country: 'TN',
      city: 'Tunis',
      address: '12 avenue Habib Bourguiba',
      mobile_phone: '+21620123456',
      email: 'demo@casino.test',
      contact_language: 'fr',
      document_series: 'TN',
      document_number: '08123456',
      account_number: 'TN5910006035183598478831',
      pending_email: null,
    });
    expect((await ctx.sb.call('GET', INFO)).body.code).toBe('not_authenticated');
    expect((await ctx.sb.call('GET', '/api/users/user/info', { token: ctx.demo })).status).toBe(200);
  });

  it('reads defaults for a player who never saved anything', async () => {
    const agent = (await ctx.sb.login('cashplayer')).access;
    const res = await ctx.sb.call('GET', INFO, { token: agent });
    expect(res.body).toMatchObject({ first_name: 'Cashier', gender: '', birth_date: null, country: '', contact_language: 'fr' });
  });

  it('saves a subset, normalises the phone and the country, and names reach the session user', async () => {
    const res = await ctx.sb.call('PATCH', INFO, {
      token: ctx.demo,
      body: { first_name: ' Amira ', city: 'Sfax', mobile_phone: '+216 98 765 432', country: 'fr', birth_date: '2000-02-29' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Amira',
      last_name: 'Player',
      city: 'Sfax',
      mobile_phone: '+21698765432',
      country: 'FR',
      birth_date: '2000-02-29',
      title: 'M.',
      email_changed: false,
    });
    const user = await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.demo });
    expect(user.body).toMatchObject({ first_name: 'Amira', last_name: 'Player' });
    // Cleared fields: '' for text, '' or null for the birth date.
    const cleared = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { city: '', birth_date: '' } });
    expect(cleared.body).toMatchObject({ city: '', birth_date: null });
  });

  it('reports every field problem at once, with the field codes of the contract', async () => {
    const res = await ctx.sb.call('PATCH', INFO, {
      token: ctx.demo,
      body: {
        first_name: 'x'.repeat(151),
        title: 'x'.repeat(31),
        gender: 'x',
        birth_date: '2001-02-29',
        country: 'UK',
        mobile_phone: '0612',
        email: 'not-an-email',
        contact_language: 'de',
        account_number: 'A'.repeat(35),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(byField(res.body.errors)).toEqual({
      first_name: 'max_length',
      title: 'max_length',
      gender: 'invalid',
      birth_date: 'invalid',
      country: 'invalid',
      mobile_phone: 'invalid',
      email: 'invalid_email',
      contact_language: 'invalid',
      account_number: 'max_length',
    });
    // Nothing was written.
    expect((await ctx.sb.call('GET', INFO, { token: ctx.demo })).body.gender).toBe('m');
  });

  it('refuses a birth date under 18 (the clock is 2025-01-15) or before 1900', async () => {
    const young = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { birth_date: '2007-01-16' } });
    expect(byField(young.body.errors)).toEqual({ birth_date: 'under_age' });
    const eighteen = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { birth_date: '2007-01-15' } });
    expect(eighteen.status).toBe(200);
    const old = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { birth_date: '1899-12-31' } });
    expect(byField(old.body.errors)).toEqual({ birth_date: 'too_old' });
  });

  it('refuses an e-mail another account uses: already_exists on the field email', async () => {
    const res = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'LOW@casino.test', password: 'demo1234', city: 'Sousse' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('already_exists');
    expect(res.body.errors).toEqual([{ field: 'email', code: 'already_exists', message: expect.any(String) }]);
    expect((await ctx.sb.call('GET', INFO, { token: ctx.demo })).body.city).toBe('Tunis');
  });

  it('a new e-mail waits for its link (with the password); sign-in keeps working meanwhile', async () => {
    const res = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'Demo.New@Example.test', password: 'demo1234' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'demo@casino.test', pending_email: 'demo.new@example.test', email_changed: true });
    expect((await ctx.sb.call('GET', '/api/accounts/user', { token: ctx.demo })).body.email).toBe('demo@casino.test');
    await ctx.sb.login('demo');

    // The server sent the link; a resend sends a fresh one; opening it confirms the new address.
    expect((await ctx.sb.lastEmail('demo.new@example.test'))?.links[0]).toMatch(/^\/verify\//);
    const resend = await ctx.sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'demo.new@example.test' } });
    expect(resend.status).toBe(200);
    const mail = await ctx.sb.lastEmail('demo.new@example.test');
    const verify = await ctx.sb.call('POST', `/api/accounts/email-verify/${mail!.links[0]!.split('/').pop()}`);
    expect(verify.status).toBe(200);
    const after = await ctx.sb.db.query<{ email: string; email_verified: boolean }>('SELECT email, email_verified FROM users WHERE id = 1001');
    expect(after.rows[0]).toEqual({ email: 'demo.new@example.test', email_verified: true });
    await ctx.sb.login('demo.new@example.test', 'demo1234');
  });

  it('a fresh account that never confirmed its e-mail still cannot sign in', async () => {
    const res = await ctx.sb.call('POST', '/api/accounts/login/', { body: { username: 'unverified', password: 'unverified1234' } });
    expect(res.body.code).toBe('email_not_verified');
  });

  it('a reset brings the seeded info back', async () => {
    await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { city: 'Bizerte' } });
    await ctx.sb.call('POST', '/sandbox/api/reset');
    const token = (await ctx.sb.login('demo')).access;
    expect((await ctx.sb.call('GET', INFO, { token })).body.city).toBe('Tunis');
  });
});

describe('change password', () => {
  it('refuses a wrong old password on the field old_password and changes nothing', async () => {
    const res = await ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password: 'wrong-one', new_password: 'Tr1cky-Horse-88' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('incorrect_old_password');
    expect(byField(res.body.errors)).toEqual({ old_password: 'incorrect_old_password' });
    await ctx.sb.login('demo', 'demo1234');
  });

  it('applies the password policy to the new password', async () => {
    const cases: [string, string][] = [
      ['short', 'min_length'],
      ['password123', 'password_too_common'],
      ['demo@casino.test', 'password_too_similar'],
      ['x'.repeat(129), 'max_length'],
    ];
    for (const [password, code] of cases) {
      const res = await ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password: 'demo1234', new_password: password } });
      expect(res.status, password).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(byField(res.body.errors)).toEqual({ new_password: code });
    }
    // Both problems at once, under the spec's code.
    const both = await ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password: 'nope', new_password: 'short' } });
    expect(byField(both.body.errors)).toEqual({ old_password: 'incorrect_old_password', new_password: 'min_length' });
  });

  it('changes it, ends the other logins of the player (password_changed) and keeps the caller signed in', async () => {
    const other = await ctx.sb.login('demo');
    const mine = await ctx.sb.login('demo');
    const res = await ctx.sb.call('POST', PASSWORD, { token: mine.access, body: { old_password: 'demo1234', new_password: 'Tr1cky-Horse-88' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'ok', message: 'Password changed.' });

    // The other tab: its access token and its refresh token are dead.
    expect((await ctx.sb.call('GET', '/api/accounts/user', { token: other.access })).status).toBe(401);
    expect((await ctx.sb.call('POST', '/api/accounts/refresh/', { body: { refresh: other.refresh } })).status).toBe(401);
    // This tab goes on, refresh included.
    expect((await ctx.sb.call('GET', INFO, { token: mine.access })).status).toBe(200);
    const refreshed = await ctx.sb.call('POST', '/api/accounts/refresh/', { body: { refresh: mine.refresh } });
    expect(refreshed.status).toBe(200);

    const families = await ctx.sb.db.query<{ revoked_reason: string | null }>(
      'SELECT revoked_reason FROM token_families WHERE user_id = 1001 ORDER BY created_at, id',
    );
    expect(families.rows.filter((f) => f.revoked_reason === null)).toHaveLength(1);
    expect(families.rows.filter((f) => f.revoked_reason === 'password_changed').length).toBeGreaterThanOrEqual(2);
    // Another player's logins are untouched.
    expect((await ctx.sb.call('GET', INFO, { token: ctx.low })).status).toBe(200);

    // The new password signs in, the old one no longer does.
    await ctx.sb.login('demo', 'Tr1cky-Horse-88');
    expect((await ctx.sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234' } })).status).toBe(401);
  });

  it('throttles guesses of the old password like sign-in', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password: `guess-${i}`, new_password: 'Tr1cky-Horse-88' } })).status;
    }
    expect(last).toBe(429);
  });

  it('counts only wrong old passwords: a new password the policy refuses, sent again and again, is never 429', { timeout: 30_000 }, async () => {
    for (let i = 0; i < 7; i++) {
      const res = await ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password: 'demo1234', new_password: '123' } });
      expect([res.status, res.body.code]).toEqual([400, 'invalid']);
    }
  });

  it('the right old password sent from 8 tabs at once is never refused as too many attempts', { timeout: 30_000 }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password: 'demo1234', new_password: 'short' } })),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill('invalid'));
    // Nothing failed: nothing stays counted against the account.
    const { rows } = await ctx.sb.db.query("SELECT scope, hits FROM rate_limits WHERE scope = 'change-password:account' AND hits > 0");
    expect(rows).toEqual([]);
  });

  it('a right old password clears the failures before it, as a sign-in does', { timeout: 30_000 }, async () => {
    const change = (old_password: string, new_password = 'short') => ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: { old_password, new_password } });
    for (let i = 0; i < 4; i++) expect((await change(`guess-${i}`)).body.code).toBe('incorrect_old_password');
    expect((await change('demo1234', 'Tr1cky-Horse-88')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await change(`again-${i}`)).body.code).toBe('incorrect_old_password');
    expect((await change('again-5')).status).toBe(429);
  });

  it('needs both fields', async () => {
    const res = await ctx.sb.call('POST', PASSWORD, { token: ctx.demo, body: {} });
    expect(byField(res.body.errors)).toEqual({ old_password: 'required', new_password: 'required' });
  });
});

describe('bookmaker settings', () => {
  it('answers the defaults, saves a partial update, reads it back per player', async () => {
    const first = await ctx.sb.call('GET', BOOKMAKER, { token: ctx.demo });
    expect(first.body).toEqual({ odds_format: 'decimal', sft_view: 'sport', dgt_view: 'auto', accept_odds: 'never', updated_at: null });
    const put = await ctx.sb.call('PUT', BOOKMAKER, { token: ctx.demo, body: { dgt_view: 'as', odds_format: 'american' } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ odds_format: 'american', sft_view: 'sport', dgt_view: 'as', accept_odds: 'never', updated_at: '2025-01-15T12:00:00.000Z' });
    const accept = await ctx.sb.call('PUT', BOOKMAKER, { token: ctx.demo, body: { accept_odds: 'higher' } });
    expect(accept.body).toMatchObject({ odds_format: 'american', dgt_view: 'as', accept_odds: 'higher' });
    expect((await ctx.sb.call('GET', '/api/users/bookmaker-settings', { token: ctx.demo })).body.dgt_view).toBe('as');
    expect((await ctx.sb.call('GET', BOOKMAKER, { token: ctx.low })).body.dgt_view).toBe('auto');
  });

  it('refuses unknown values with invalid per field, and needs a token', async () => {
    const res = await ctx.sb.call('PUT', BOOKMAKER, { token: ctx.demo, body: { odds_format: 'hongkong', sft_view: 'eu', dgt_view: 'xx', accept_odds: 'lower' } });
    expect(res.status).toBe(400);
    expect(byField(res.body.errors)).toEqual({ odds_format: 'invalid', sft_view: 'invalid', dgt_view: 'invalid', accept_odds: 'invalid' });
    expect((await ctx.sb.call('PUT', BOOKMAKER, { body: {} })).status).toBe(401);
  });
});
