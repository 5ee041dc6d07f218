// The partner page (demo/partner, docs/qa.md): a second origin (PARTNER_PORT = PORT + 1) that loads the
// login element by script tag from the main origin, calls the API cross-origin (CORS), and follows the
// session only through the `casino-session-change` events our elements emit.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl, call, partnerUrl } from './support/sandbox';
import { DEMO, DEMO_BALANCE_FR, loginWidget } from './support/site';

describe('partner page on another origin', () => {
  const browser = useBrowser();
  // The seeded balance the member line is checked against: a file before this one on the worker's sandbox
  // may have played (the game pages' tests move demo's money).
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('loads casino-login from the main origin and signs a player in; the member line follows', async () => {
    const main = baseUrl();
    const partner = partnerUrl();
    expect(new URL(partner).origin).not.toBe(new URL(main).origin);

    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const calls = recordApiCalls(page);
    await page.goto(`${partner}/`);

    // The partner's own markup: its member line, written only from our events.
    const memberArea = page.getByRole('region', { name: 'Espace membre', exact: true });
    const memberLine = memberArea.getByText(/^Espace membre : /);
    expect(await memberLine.textContent()).toBe('Espace membre : non connecté');

    // The header's inline form, from the bundle of the main origin.
    const header = loginWidget(page.getByRole('banner'));
    await header.username.waitFor();
    expect(scripts).toContain(`${main}/dist/casino-login.js`);
    expect(await page.evaluate(() => location.origin)).toBe(new URL(partner).origin);

    await header.signIn(DEMO.username, DEMO.password);

    await header.logout.waitFor();
    expect(await header.summary()).toEqual({ Joueur: DEMO.username, ID: DEMO.id, Solde: DEMO_BALANCE_FR });
    await memberArea.getByText(/^Espace membre : connecté en tant que demo \(à \d{2}:\d{2}:\d{2}\)$/).waitFor();

    // Every API call went cross-origin to the main origin, and was answered.
    const login = calls.responses.find((c) => c.path === '/api/accounts/login/');
    expect(login?.status).toBe(200);
    expect(calls.requests.length).toBeGreaterThan(0);
    expect(calls.requests.filter((c) => new URL(c.url).origin !== new URL(main).origin)).toEqual([]);
    expect((await login!.request.allHeaders())['origin']).toBe(new URL(partner).origin);

    // The sidebar's modal element shares the session: it shows the player too, not a sign-in button.
    const sidebar = loginWidget(memberArea);
    await sidebar.logout.waitFor();
    expect(await memberArea.getByRole('button', { name: 'Se connecter' }).count()).toBe(0);

    // Signing out on the partner page reaches the member line as well.
    await header.logout.click();
    await header.username.waitFor();
    await memberArea.getByText(/^Espace membre : non connecté \(à \d{2}:\d{2}:\d{2}\)$/).waitFor();
  });
});
