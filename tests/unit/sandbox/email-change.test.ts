// The change of e-mail on the real sandbox (docs/api.md "Change of e-mail", docs/security.md "Account
// takeover through the e-mail"): a stolen access token alone cannot move the account to another address,
// the confirmed address keeps the account (sign-in, reset) until the new one is confirmed, and is told with
// a link that cancels the change. Both routes that take a new address follow the one rule.
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const INFO = '/api/users/user/info/';
const USER = '/api/accounts/user';
const RESET = '/api/accounts/password/reset/';
const tokenOf = (link: string | undefined) => link!.split('/').pop()!;

const userRow = async () =>
  (await ctx.sb.db.query<{ email: string; email_verified: boolean }>('SELECT email, email_verified FROM users WHERE id = 1001')).rows[0];

/** Every e-mail sent to `to`, newest first. */
const inbox = async (to: string) =>
  (await ctx.sb.call('GET', `/sandbox/api/outbox?to=${encodeURIComponent(to)}`)).body as { subject: string; text: string; links: string[] }[];

describe('change of e-mail: the takeover through the address', () => {
  it('refuses a new address with only the access token, on both routes, and changes nothing', async () => {
    for (const path of [INFO, USER]) {
      const res = await ctx.sb.call('PATCH', path, { token: ctx.demo, body: { email: 'thief@evil.test', first_name: 'Thief' } });
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toEqual([{ field: 'password', code: 'required', message: expect.any(String) }]);
    }
    expect(await userRow()).toEqual({ email: 'demo@casino.test', email_verified: true });
    expect((await ctx.sb.call('GET', INFO, { token: ctx.demo })).body).toMatchObject({ first_name: 'Demo', pending_email: null });
    expect(await inbox('thief@evil.test')).toEqual([]);
  });

  it('refuses a wrong password with incorrect_password, counts it, and 429s once over the limit', async () => {
    for (const [i, path] of [INFO, USER, INFO, USER, INFO].entries()) {
      const res = await ctx.sb.call('PATCH', path, { token: ctx.demo, body: { email: 'thief@evil.test', password: `guess-${i}` } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('incorrect_password');
      expect(res.body.errors).toEqual([{ field: 'password', code: 'incorrect_password', message: expect.any(String) }]);
    }
    // The sixth guess is refused before the check, even the right password (the change of password's count).
    const over = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'thief@evil.test', password: 'demo1234' } });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too_many_attempts');
    expect(await userRow()).toEqual({ email: 'demo@casino.test', email_verified: true });
  });

  it('keeps the confirmed address until the link is opened: sign-in and the reset stay with it', async () => {
    const res = await ctx.sb.call('PATCH', INFO, {
      token: ctx.demo,
      body: { email: 'Thief@Evil.test', password: 'demo1234', city: 'Sousse' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'demo@casino.test', pending_email: 'thief@evil.test', email_changed: true, city: 'Sousse' });
    expect(await userRow()).toEqual({ email: 'demo@casino.test', email_verified: true });
    expect((await ctx.sb.call('GET', USER, { token: ctx.demo })).body.email).toBe('demo@casino.test');
    expect((await ctx.sb.call('GET', INFO, { token: ctx.demo })).body.pending_email).toBe('thief@evil.test');

    // A reset asked for the pending address sends nothing there; asked for the confirmed one, goes there.
    expect((await ctx.sb.call('POST', RESET, { body: { email: 'thief@evil.test' } })).status).toBe(200);
    expect((await inbox('thief@evil.test')).map((m) => m.links[0])).toEqual([expect.stringMatching(/^\/verify\//)]);
    await ctx.sb.call('POST', RESET, { body: { email: 'demo@casino.test' } });
    expect((await inbox('demo@casino.test'))[0]!.links[0]).toMatch(/^\/emails\/verify\/password\/confirm\//);
    // The pending address does not sign in.
    const byNew = await ctx.sb.call('POST', '/api/accounts/login/', { body: { username: 'thief@evil.test', password: 'demo1234' } });
    expect(byNew.status).toBe(401);
  });

  it('a reset goes only to a confirmed address: an account that never confirmed its own gets nothing', async () => {
    expect((await ctx.sb.call('POST', RESET, { body: { email: 'unverified@casino.test' } })).status).toBe(200);
    expect(await inbox('unverified@casino.test')).toEqual([]);
  });

  it('tells the confirmed address, in the account language, with the "it wasn\'t me" link', async () => {
    await ctx.sb.call('PATCH', USER, { token: ctx.demo, body: { email: 'new@example.test', password: 'demo1234' } });
    const [notice] = await inbox('demo@casino.test');
    expect(notice!.subject).toBe('Changement de votre adresse e-mail');
    expect(notice!.text).toContain('new@example.test');
    expect(notice!.links).toEqual([expect.stringMatching(/^\/email\/cancel-change\/[\w-]{20,}$/)]);
    expect((await inbox('new@example.test'))[0]!.links[0]).toMatch(/^\/verify\//);
  });

  it('both e-mails follow the page language sent with the change', async () => {
    await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'new@example.test', password: 'demo1234', lang: 'en' } });
    expect((await inbox('demo@casino.test'))[0]!.subject).toBe('Your e-mail address is being changed');
    expect((await inbox('new@example.test'))[0]!.subject).toBe('Confirm your e-mail');
  });

  it('switches to the new address when its link is opened; the reset then goes there', async () => {
    await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'demo.new@example.test', password: 'demo1234' } });
    const link = (await inbox('demo.new@example.test'))[0]!.links[0];
    expect((await ctx.sb.call('POST', `/api/accounts/email-verify/${tokenOf(link)}`)).status).toBe(200);
    expect(await userRow()).toEqual({ email: 'demo.new@example.test', email_verified: true });
    expect((await ctx.sb.call('GET', INFO, { token: ctx.demo })).body).toMatchObject({ email: 'demo.new@example.test', pending_email: null });
    await ctx.sb.login('demo.new@example.test', 'demo1234');
    await ctx.sb.call('POST', RESET, { body: { email: 'demo.new@example.test' } });
    expect((await inbox('demo.new@example.test'))[0]!.links[0]).toMatch(/^\/emails\/verify\/password\/confirm\//);
  });

  it('a newer change retires the older link: opening it later switches nothing', async () => {
    await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'first@example.test', password: 'demo1234' } });
    await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'second@example.test', password: 'demo1234' } });
    const old = (await inbox('first@example.test'))[0]!.links[0];
    expect((await ctx.sb.call('POST', `/api/accounts/email-verify/${tokenOf(old)}`)).body.code).toBe('invalid_token');
    expect(await userRow()).toEqual({ email: 'demo@casino.test', email_verified: true });
  });

  it('"it wasn\'t me" cancels the pending change, signs out everywhere, locks the password and sends a reset', async () => {
    const other = await ctx.sb.login('demo');
    await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'thief@evil.test', password: 'demo1234' } });
    const cancel = tokenOf((await inbox('demo@casino.test'))[0]!.links[0]);
    const confirm = tokenOf((await inbox('thief@evil.test'))[0]!.links[0]);

    const res = await ctx.sb.call('POST', `/api/accounts/email-change/cancel/${cancel}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('ok');
    // The thief's link is dead, the account keeps its address, nobody is signed in any more.
    expect((await ctx.sb.call('POST', `/api/accounts/email-verify/${confirm}`)).body.code).toBe('invalid_token');
    expect(await userRow()).toEqual({ email: 'demo@casino.test', email_verified: true });
    expect((await ctx.sb.call('GET', USER, { token: ctx.demo })).status).toBe(401);
    expect((await ctx.sb.call('POST', '/api/accounts/refresh/', { body: { refresh: other.refresh } })).status).toBe(401);
    // The known password no longer signs in; the reset link went to the confirmed address and works.
    expect((await ctx.sb.call('POST', '/api/accounts/login/', { body: { username: 'demo', password: 'demo1234' } })).status).toBe(401);
    const reset = (await inbox('demo@casino.test'))[0]!;
    expect(reset.links[0]).toMatch(/^\/emails\/verify\/password\/confirm\//);
    const body = { new_password1: 'brand-new-pass', new_password2: 'brand-new-pass' };
    expect((await ctx.sb.call('POST', `/api/accounts/password/reset/confirm/${tokenOf(reset.links[0])}`, { body })).status).toBe(200);
    await ctx.sb.login('demo', 'brand-new-pass');
    // The link works once.
    expect((await ctx.sb.call('POST', `/api/accounts/email-change/cancel/${cancel}`)).body.code).toBe('invalid_token');
  });

  it('"it wasn\'t me" after the new address was confirmed puts the old one back', async () => {
    await ctx.sb.call('PATCH', USER, { token: ctx.demo, body: { email: 'thief@evil.test', password: 'demo1234' } });
    const cancel = tokenOf((await inbox('demo@casino.test'))[0]!.links[0]);
    await ctx.sb.call('POST', `/api/accounts/email-verify/${tokenOf((await inbox('thief@evil.test'))[0]!.links[0])}`);
    expect((await userRow())!.email).toBe('thief@evil.test');
    // The thief asks for a reset to the address now confirmed; the cancel kills that link too.
    await ctx.sb.call('POST', RESET, { body: { email: 'thief@evil.test' } });
    const stolen = tokenOf((await inbox('thief@evil.test'))[0]!.links[0]);

    expect((await ctx.sb.call('POST', `/api/accounts/email-change/cancel/${cancel}`)).status).toBe(200);
    expect(await userRow()).toEqual({ email: 'demo@casino.test', email_verified: true });
    const body = { new_password1: 'thief-pass-99', new_password2: 'thief-pass-99' };
    expect((await ctx.sb.call('POST', `/api/accounts/password/reset/confirm/${stolen}`, { body })).body.code).toBe('invalid_token');
    expect((await inbox('demo@casino.test'))[0]!.links[0]).toMatch(/^\/emails\/verify\/password\/confirm\//);
  });

  it('refuses an unknown or malformed cancel link with invalid_token', async () => {
    expect((await ctx.sb.call('POST', '/api/accounts/email-change/cancel/short')).body.code).toBe('invalid_token');
    const unknown = await ctx.sb.call('POST', `/api/accounts/email-change/cancel/${'a'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('invalid_token');
  });

  it('the same address (any case) needs no password and changes nothing', async () => {
    const res = await ctx.sb.call('PATCH', INFO, { token: ctx.demo, body: { email: 'DEMO@casino.test', city: 'Sfax' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'demo@casino.test', email_changed: false, pending_email: null, city: 'Sfax' });
  });
});
