// Jurisdiction profiles (docs/contracts/responsible-gaming.md §4, §5): the French profile (ANJ: sport only)
// switched through the QA control plane hides the casino everywhere on the site — menus, home tiles,
// header wheel button, phone bottom bar — and the casino and wheel routes answer a clear translated page
// with a way to sport (never the lobby, never a 404). Then the QA page's Responsible-gaming section,
// driven by role and name as QA would: the switch, and a player's limits with the cooling-off advanced.
// Every test leaves the jurisdiction at "none" (afterAll / afterEach), which the other files expect.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { baseUrl, call } from './support/sandbox';
import { header, pageHeading, SITE_FR, signInAsDemo, siteUrl, waitForPath } from './support/shell';

const RG_FR = {
  casinoUnavailable: 'Le casino n’est pas proposé dans votre juridiction.', // rg.unavailable.casino
  wheelUnavailable: 'La roue de la fortune n’est pas proposée dans votre juridiction.', // rg.unavailable.wheel
  toSport: 'Voir les paris sportifs', // rg.unavailable.to_sport
  tools: 'Vos outils', // rg.page.tools
};
const CASINO_LABELS = ['Casino', 'Casino en direct', 'Crash game', 'TVBet en direct', 'Evolution en direct', 'Jeux virtuels'];

interface Jurisdiction {
  code: string;
  products: string[];
}
const setJurisdiction = (code: string) => call<Jurisdiction>('POST', '/sandbox/api/rg/jurisdiction', { code });

async function linkNames(page: Page, scope: ReturnType<Page['getByRole']>): Promise<string[]> {
  await scope.getByRole('link').first().waitFor();
  return (await scope.getByRole('link').allTextContents()).map((t) => t.trim());
}

describe('French jurisdiction: no casino on the site', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    expect((await setJurisdiction('fr')).products).toEqual(['sport']);
  });
  afterAll(async () => {
    await setJurisdiction('none');
  });

  it('desktop: the main and side menus and the home page offer sport only; the responsible-gaming link stays', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('/main'));
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    const { mainMenu, burger } = header(page);
    await expect.poll(() => linkNames(page, mainMenu)).toEqual(['Paris sportifs', 'Paris en direct']);

    // The home tiles: sport and live betting, no casino, live casino, crash game or wheel.
    const universes = page.getByRole('main').getByRole('region', { name: 'Nos univers', exact: true });
    await universes.getByRole('link', { name: /^Paris sportifs/ }).waitFor();
    for (const label of CASINO_LABELS) expect(await universes.getByRole('link', { name: new RegExp(`^${label}`) }).count(), label).toBe(0);
    expect(await universes.getByRole('button', { name: /Roue de la fortune/ }).count()).toBe(0);
    // The jackpots are the casino's: not on the French home page.
    expect(await page.getByRole('main').getByRole('heading', { name: 'Jackpots', exact: true }).count()).toBe(0);

    await burger.click();
    const side = page.getByRole('dialog', { name: SITE_FR.sideMenu, exact: true }).getByRole('navigation', { name: SITE_FR.sideMenu, exact: true });
    const names = await linkNames(page, side);
    for (const label of CASINO_LABELS) expect(names, label).not.toContain(label);
    expect(names).toEqual(expect.arrayContaining(['Paris sportifs', 'Paris en direct', SITE_FR.responsible]));
    // The footer keeps "Jeu responsable" too.
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: SITE_FR.responsible, exact: true }).waitFor();
  });

  it('/slots/casino and /wheel-game answer the jurisdiction page with a way to sport, not the lobby nor a 404', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('/slots/casino'));
    await pageHeading(page, RG_FR.casinoUnavailable).waitFor();
    expect(await page.getByRole('searchbox').count()).toBe(0); // the lobby's game search is not there
    expect(await pageHeading(page, SITE_FR.notFound).count()).toBe(0);
    expect(await page.title()).toContain(RG_FR.casinoUnavailable);

    await page.goto(siteUrl('/slots/live-casino'));
    await pageHeading(page, RG_FR.casinoUnavailable).waitFor();
    await page.goto(siteUrl('/wheel-game'));
    await pageHeading(page, RG_FR.wheelUnavailable).waitFor();
    expect(await page.getByRole('dialog', { name: 'Roue de la fortune' }).count()).toBe(0);

    await page.goto(siteUrl('/slots/casino'));
    await page.getByRole('main').getByRole('link', { name: RG_FR.toSport, exact: true }).click();
    await waitForPath(page, '/sport/sft');
  });

  it('phone, signed in: no casino in the bottom bar; desktop: no wheel button in the header', async () => {
    const context = await browser.newContext();
    const page = await browser.newPage(context);
    await signInAsDemo(page);
    await page.getByRole('banner').getByRole('link', { name: 'Profil', exact: true }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Roue de la fortune', exact: true }).count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const bottom = page.getByRole('navigation', { name: SITE_FR.bottomNav, exact: true });
    await bottom.getByRole('link', { name: SITE_FR.sport, exact: true }).waitFor();
    expect(await bottom.getByRole('link', { name: SITE_FR.casino, exact: true }).count()).toBe(0);
  });

  it('the responsible-gaming page links the player to the limits, the pause and help', async () => {
    const page = await browser.newPage();
    await signInAsDemo(page);
    await page.getByRole('contentinfo').getByRole('link', { name: SITE_FR.responsible, exact: true }).click();
    await waitForPath(page, '/terms-and-conditions/responsibleGaming');
    const tools = page.getByRole('navigation', { name: RG_FR.tools, exact: true });
    await tools.waitFor();
    expect(await tools.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/profile/limits',
      '/profile/self-exclusion',
      '/help',
    ]);
  });
});

describe('QA page: Responsible-gaming section', () => {
  const browser = useBrowser();

  afterEach(async () => {
    await setJurisdiction('none');
  });

  it('switches the jurisdiction live: an open site tab drops the casino at once, and brings it back', { timeout: 90_000 }, async () => {
    const context = await browser.newContext();
    const site = await browser.newPage(context, 'site');
    await site.goto(siteUrl('/main'));
    const { mainMenu } = header(site);
    await expect.poll(() => linkNames(site, mainMenu)).toContain('Casino');

    const qa = await browser.newPage(context, 'qa');
    await qa.goto(`${baseUrl()}/qa/`);
    const section = qa.getByRole('region', { name: /^Responsible gaming/ });
    const switcher = section.getByRole('group', { name: 'Switch the jurisdiction', exact: true });
    await switcher.getByRole('button', { name: 'France (ANJ)', exact: true }).click();
    await expect.poll(() => switcher.getByRole('button', { name: 'France (ANJ)', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await section.getByText('sport', { exact: true }).waitFor();

    // The site tab (not reloaded, not refocused) follows: told on the BroadcastChannel.
    await expect.poll(() => linkNames(site, mainMenu), { timeout: 10_000 }).toEqual(['Paris sportifs', 'Paris en direct']);

    await switcher.getByRole('button', { name: 'None', exact: true }).click();
    await expect.poll(() => linkNames(site, mainMenu), { timeout: 10_000 }).toContain('Casino');
  });

  it("shows a player's pending raise and makes it effective with 'Advance past the cooling-off'", { timeout: 90_000 }, async () => {
    await call('POST', '/sandbox/api/reset');
    // demo sets a daily deposit limit of 20 (at once), then raises it to 100 (pending the cooling-off).
    const login = await call<{ access: string }>('POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' });
    const put = (body: unknown) =>
      fetch(`${baseUrl()}/api/users/limits/`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${login.access}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ deposit_daily: '20.00' })).status).toBe(200);
    expect((await put({ deposit_daily: '100.00' })).status).toBe(200);

    const qa = await browser.newPage(undefined, 'qa');
    await qa.goto(`${baseUrl()}/qa/`);
    const panel = qa.getByRole('article', { name: /^A player's limits/ });
    const row = panel.getByRole('row', { name: /^deposit_daily/ });
    await expect.poll(() => row.getByRole('cell').nth(0).textContent(), { timeout: 10_000 }).toBe('20.00');
    expect(await row.getByRole('cell').nth(1).textContent()).toMatch(/^100\.00 at /);

    await panel.getByRole('button', { name: 'Advance past the cooling-off', exact: true }).click();
    await expect.poll(() => row.getByRole('cell').nth(0).textContent(), { timeout: 10_000 }).toBe('100.00');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('—');
  });
});
