// The sandbox's e-mails in the player's language (docs/api.md "Registration consent and e-mail language"):
// the request's language (body `lang`, else Accept-Language), else the account's stored language, else French
// — for the registration's confirmation, a resend, a password reset and a new address from the profile.
// Against the real sandbox (PGlite here, PostgreSQL in CI through the helpers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';
import { emailLanguage, passwordResetEmail, verificationEmail } from '../../../demo/sandbox/services/emails';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox({ config: { publicUrl: 'http://localhost:9999' }, databaseUrl: process.env.SANDBOX_TEST_DATABASE_URL });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const signup = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.test`,
  password: 'Velvet-Harbour-42',
  password2: 'Velvet-Harbour-42',
  currency: 'TND',
  age_confirmed: true,
  terms_accepted: true,
  ...extra,
});

describe('e-mail language', () => {
  it('picks the first supported language among the candidates, French otherwise', () => {
    expect(emailLanguage(undefined, null, '')).toBe('fr');
    expect(emailLanguage('ar', 'en')).toBe('ar');
    expect(emailLanguage('de-DE,en-US;q=0.8', 'fr')).toBe('en');
    expect(emailLanguage('EN-gb')).toBe('en');
    expect(emailLanguage('es', 'ar')).toBe('ar');
  });

  it('every template has its subject and the link in fr, en and ar', () => {
    for (const lang of ['fr', 'en', 'ar'] as const) {
      for (const mail of [verificationEmail(lang, 'nadia', 'http://x/verify/t'), passwordResetEmail(lang, 'nadia', 'http://x/reset/t')]) {
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain('http://x/');
        expect(mail.text).toContain('nadia');
      }
    }
    expect(verificationEmail('ar', 'n', 'u').subject).toBe('أكّد بريدك الإلكتروني');
  });
});

describe('the e-mails the sandbox sends', () => {
  it('registration: in the page language sent with it, stored on the account; a resend without one follows the account', async () => {
    expect((await sb.call('POST', '/api/accounts/registration/', { body: signup('arabic.player', { lang: 'ar' }) })).status).toBe(201);
    const first = await sb.lastEmail('arabic.player@example.test');
    expect(first!.subject).toBe('أكّد بريدك الإلكتروني');
    expect(first!.text).toContain('http://localhost:9999/verify/');
    const { rows } = await sb.db.query<{ lang: string }>(`SELECT lang FROM users WHERE username = 'arabic.player'`);
    expect(rows[0].lang).toBe('ar');

    await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'arabic.player@example.test' } });
    expect((await sb.lastEmail('arabic.player@example.test'))!.subject).toBe('أكّد بريدك الإلكتروني');
    // The request's language wins over the stored one: the player switched the page to English.
    await sb.call('POST', '/api/accounts/registration/resend-email/', { body: { email: 'arabic.player@example.test', lang: 'en' } });
    expect((await sb.lastEmail('arabic.player@example.test'))!.subject).toBe('Confirm your e-mail');
  });

  it('without any language: French; Accept-Language when the body has none', async () => {
    await sb.call('POST', '/api/accounts/registration/', { body: signup('plain.player') });
    const fr = await sb.lastEmail('plain.player@example.test');
    expect(fr!.subject).toBe('Confirmez votre adresse e-mail');
    expect(fr!.text).toMatch(/^Bonjour plain\.player,/);

    await sb.call('POST', '/api/accounts/registration/', { body: signup('header.player'), headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    expect((await sb.lastEmail('header.player@example.test'))!.subject).toBe('Confirm your e-mail');
  });

  it('password reset: the request language, else the account language', async () => {
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'demo@casino.test', lang: 'ar' } });
    expect((await sb.lastEmail('demo@casino.test'))!.subject).toBe('إعادة تعيين كلمة المرور');
    await sb.db.query(`UPDATE users SET lang = 'en' WHERE username = 'demo'`);
    await sb.call('POST', '/api/accounts/password/reset/', { body: { email: 'demo@casino.test' } });
    expect((await sb.lastEmail('demo@casino.test'))!.subject).toBe('Reset your password');
  });

  it('a new address from the profile: in the language of the PATCH, else the account', async () => {
    const { access } = await sb.login('demo');
    await sb.call('PATCH', '/api/accounts/user', { token: access, body: { email: 'demo.new@example.test', password: 'demo1234', lang: 'ar' } });
    expect((await sb.lastEmail('demo.new@example.test'))!.subject).toBe('أكّد بريدك الإلكتروني');
  });
});
