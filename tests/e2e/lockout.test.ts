// The sign-in lockout (docs/api.md "Abuse controls"): after 5 wrong passwords the account is locked
// for 15 minutes; the sign-in form says so in French, with the wait from Retry-After, under the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl, call } from './support/sandbox';
import { referenceSite, storedSession } from './support/site';

const LOCKED = 'Trop de tentatives. Réessayez dans 15 min.'; // error.too_many_attempts.minutes

async function wrongPassword(username: string) {
  const res = await fetch(`${baseUrl()}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'not-the-password' }),
  });
  return res.status;
}

describe('reference site: sign-in lockout', () => {
  const browser = useBrowser();
  // Counters are shared by the whole suite's sandbox (the account and 127.0.0.1): none left behind.
  beforeAll(() => call('DELETE', '/sandbox/api/rate-limits'));
  afterAll(() => call('DELETE', '/sandbox/api/rate-limits'));

  it('after 5 wrong passwords even the right one is refused: "Trop de tentatives. Réessayez dans 15 min." in the form', async () => {
    for (let i = 0; i < 5; i++) expect(await wrongPassword('low')).toBe(401);

    const page = await browser.newPage();
    browser.allowFailedResource(429, '/api/accounts/login/');
    const calls = recordApiCalls(page);
    await page.goto(`${baseUrl()}/sign-in`);
    const site = referenceSite(page);

    await site.signInPage.signIn('low', 'low12345');

    // In the sign-in form itself (the page's main), under the password, and announced as a toast.
    await page.getByRole('main').getByText(LOCKED, { exact: true }).waitFor();
    const login = calls.responses.find((c) => c.path === '/api/accounts/login/');
    expect(login?.status).toBe(429);
    expect(await site.signInPage.username.inputValue()).toBe('low');
    expect(await storedSession(page)).toBeNull();

    // QA's "Clear rate limits" (DELETE /sandbox/api/rate-limits) lets the player in again.
    await call('DELETE', '/sandbox/api/rate-limits');
    await site.signInPage.submit.click();
    await page.waitForURL(`${baseUrl()}/main`);
  });

  it('the QA page\'s "Clear rate limits" ends a lockout', async () => {
    for (let i = 0; i < 5; i++) expect(await wrongPassword('cashplayer')).toBe(401);
    expect(await wrongPassword('cashplayer')).toBe(429);

    const page = await browser.newPage(undefined, 'qa');
    await page.goto(`${baseUrl()}/qa/`);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/sandbox/api/rate-limits' && r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Clear rate limits', exact: true }).click();
    expect((await answered).status()).toBe(200);
    expect(await wrongPassword('cashplayer')).toBe(401);
  });
});
