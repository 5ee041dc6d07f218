// The reference site as a player uses it (sign in as demo, reload and stay signed
// in, sign in as agent and be refused, log out), in French, against the real sandbox started by
// global-setup.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl, call } from './support/sandbox';
import { DEMO, DEMO_BALANCE_FR, FR, referenceSite, storedSession } from './support/site';

const EXPECTED_SUMMARY = { Joueur: DEMO.username, ID: DEMO.id, Solde: DEMO_BALANCE_FR };

describe('reference site: sign-in form', () => {
  const browser = useBrowser();
  // The seeded balance the summary is checked against: a file before this one on the worker's sandbox may
  // have played (the game pages' tests move demo's money).
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('signs demo in: name, ID and balance in French format; a reload keeps the session', async () => {
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`${baseUrl()}/sign-in`);
    const site = referenceSite(page);

    await site.signInPage.signIn(DEMO.username, DEMO.password);

    // Signed in, the sign-in page sends the player to /main (spec §2 "Sign-in page").
    await page.waitForURL(`${baseUrl()}/main`);
    await site.header.logout.waitFor();
    // textContent, not innerText: the exact characters (narrow no-break space, no-break space).
    expect(await site.header.summary()).toEqual(EXPECTED_SUMMARY);
    expect(await site.header.username.count()).toBe(0);

    const login = calls.responses.find((c) => c.path === '/api/accounts/login/');
    expect(login?.status).toBe(200);
    const stored = await storedSession(page);
    expect(stored?.user?.username).toBe('demo');
    expect(stored?.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const loginsBefore = calls.requests.filter((c) => c.path === '/api/accounts/login/').length;
    await page.reload();
    // A loader may show while the stored session is restored; then the same summary, no form.
    await site.header.logout.waitFor();
    expect(await site.header.summary()).toEqual(EXPECTED_SUMMARY);
    expect(await site.header.summary()).toEqual(EXPECTED_SUMMARY);
    expect(await site.header.username.count()).toBe(0);
    // Restored, not signed in again: no second login call, and the restore checked the user on the server.
    expect(calls.requests.filter((c) => c.path === '/api/accounts/login/')).toHaveLength(loginsBefore);
    await expect
      .poll(() => calls.userPolls().filter((c) => c.at > login!.at && c.status === 200).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect((await storedSession(page))?.refresh).toBeTruthy();
  });

  it('refuses agent (a cashier): the only-players notice, the form stays, no session is kept', async () => {
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`${baseUrl()}/`);
    const site = referenceSite(page);

    await site.header.signIn('agent', 'agent1234');

    await page.getByRole('alert').getByText(FR.onlyPlayers, { exact: true }).waitFor();
    // The server accepted the credentials; the site closed that session again on the server.
    await expect.poll(() => calls.responses.find((c) => c.path === '/api/accounts/logout/')?.status, { timeout: 10_000 }).toBe(200);
    expect(calls.responses.find((c) => c.path === '/api/accounts/login/')?.status).toBe(200);

    // The form stays, with what was typed; nobody is signed in, in either element or in storage.
    expect(await site.header.username.inputValue()).toBe('agent');
    expect(await site.header.submit.isVisible()).toBe(true);
    expect(await site.header.username.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: FR.logout }).count()).toBe(0);
    expect(await storedSession(page)).toBeNull();
  });

  it('a wrong password: the invalid username or password warning, the username stays typed', async () => {
    const page = await browser.newPage();
    browser.allowFailedResource(401, '/api/accounts/login/');
    const calls = recordApiCalls(page);
    await page.goto(`${baseUrl()}/`);
    const site = referenceSite(page);

    await site.header.signIn(DEMO.username, 'not-the-password');

    await page.getByRole('alert').getByText(FR.invalidCredentials, { exact: true }).waitFor();
    expect(calls.responses.find((c) => c.path === '/api/accounts/login/')?.status).toBe(401);
    expect(await site.header.username.inputValue()).toBe(DEMO.username);
    expect(await site.header.submit.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: FR.logout }).count()).toBe(0);
    expect(await storedSession(page)).toBeNull();

    // The player corrects the password only and gets in.
    await site.header.password.fill(DEMO.password);
    await site.header.submit.click();
    await site.header.logout.waitFor();
    expect(await site.header.summary()).toEqual(EXPECTED_SUMMARY);
  });

  it('logs out: back to the form, the server is told, a reload stays signed out', async () => {
    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await page.goto(`${baseUrl()}/`);
    const site = referenceSite(page);
    await site.header.signIn(DEMO.username, DEMO.password);
    await site.header.logout.waitFor();

    await site.header.logout.click();

    await site.header.username.waitFor();
    await site.header.username.waitFor();
    expect(await page.getByRole('button', { name: FR.logout }).count()).toBe(0);
    await expect.poll(() => calls.responses.find((c) => c.path === '/api/accounts/logout/')?.status, { timeout: 10_000 }).toBe(200);
    expect(await storedSession(page)).toBeNull();

    const apiCallsBefore = calls.requests.length;
    await page.reload();
    await site.header.username.waitFor();
    await site.header.username.waitFor();
    expect(await site.header.username.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: FR.logout }).count()).toBe(0);
    expect(await storedSession(page)).toBeNull();
    // A guest's reload asks nothing about a session.
    expect(calls.requests.slice(apiCallsBefore).filter((c) => c.path.startsWith('/api/accounts/'))).toEqual([]);
  });
});
