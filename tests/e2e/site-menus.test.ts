// One rule for every menu: the cashier-registered player (user type 1) sees the casino in none of them,
// the phone's bottom navigation included, and the phone's account panel offers the deposit the desktop's
// header does. In Chromium, as the players see them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { SITE_FR, header, pageHeading, signInAsDemo, siteUrl, waitForPath } from './support/shell';
import { loginWidget } from './support/site';

const PHONE = { width: 390, height: 844 };
const bottomNav = (page: Page) => page.getByRole('navigation', { name: SITE_FR.bottomNav, exact: true });

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto(siteUrl('/sign-in'));
  await loginWidget(page.getByRole('main')).signIn(username, password);
  await waitForPath(page, '/main');
}

describe('menus', () => {
  const browser = useBrowser();

  it('cashplayer (user type 1) meets the casino neither in the main menu nor in the bottom navigation', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await signInAs(page, 'cashplayer', 'cashplayer1234');
    const main = header(page).mainMenu;
    await main.getByRole('link', { name: 'Paris sportifs', exact: true }).waitFor();
    expect(await main.getByRole('link', { name: 'Casino', exact: true }).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await bottomNav(page).getByRole('link', { name: 'Sport', exact: true }).waitFor();
    expect(await bottomNav(page).getByRole('link', { name: 'Casino', exact: true }).count()).toBe(0);
  });

  it('a self-registered player keeps the casino in both', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await signInAsDemo(page);
    await header(page).mainMenu.getByRole('link', { name: 'Casino', exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await bottomNav(page).getByRole('link', { name: 'Casino', exact: true }).waitFor();
  });

  it("the phone's account panel offers the deposit, to the cashier's deposit page", { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await signInAsDemo(page);
    await bottomNav(page).getByRole('button', { name: new RegExp(`^${SITE_FR.account} `) }).click();
    const panel = page.getByRole('dialog', { name: SITE_FR.account, exact: true });
    await panel.getByRole('link', { name: 'Dépôt', exact: true }).click();
    await waitForPath(page, '/profile/replenishment');
    await pageHeading(page, 'Dépôt').waitFor();
    // The panel closes itself (it slides out over 0.5 s).
    await panel.waitFor({ state: 'hidden' });
  });
});
