// Where the site lets a player go, as they click (docs/architecture.md "Withdraw-only login", spec
// money-and-games §2 "guests are redirected to /main"): a withdraw-only login (a player on a time-out who
// chose « Retirer mes fonds ») lands on the withdrawal with a banner that says why and what remains, sees
// no casino, wheel or « Dépôt », and every other page sends them back there; a guest opening a profile or
// cashier link is on /main with the sign-in dialog, and signing in there brings them to the page they
// asked for, while closing the dialog leaves them on /main. By role and French label, real sandbox.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { baseUrl, call } from './support/sandbox';
import { pathOf, siteUrl, waitForPath } from './support/shell';
import { DEMO, loginWidget } from './support/site';

/** The French texts (ids in src/ui/rg, widgets/login, widgets/site). */
const FR = {
  onBreak: 'Votre compte est en pause', // rg.login.timeout_title
  withdraw: 'Retirer mes fonds', // rg.login.withdraw
  bannerTitle: 'Retraits uniquement', // rg.withdraw_only.title
  timeoutUntil: 'Vous avez choisi une pause (time-out) jusqu’au', // rg.withdraw_only.timeout_until
  allowed: 'Vous pouvez retirer vos fonds, consulter l’historique de vos paiements et vous déconnecter.', // rg.withdraw_only.allowed
  deposit: 'Dépôt', // site.deposit
  wheel: 'Roue de la fortune', // site.wheel.open
  casino: 'Casino', // menu.casino
  mainMenu: 'Menu principal', // site.menu.main
  signInDialog: 'Connexion requise', // site.modal.sign_in
  mainTitle: 'Casino — paris sportifs et casino en ligne', // site.main.title
  userInfo: 'Informations personnelles', // profile.user_info.title
  statement: 'Relevé de compte', // the statement's heading (menu.statement)
};

const DATE = /\d\d\/\d\d\/\d{4} \d\d:\d\d/;

/** Low takes a 24 h time-out through the API, as the profile's page would (docs/api.md "Time-out and self-exclusion"). */
async function timeOut(username: string, password: string): Promise<void> {
  const login = await call<{ access: string }>('POST', '/api/accounts/login/', { username, password });
  const res = await fetch(`${baseUrl()}/api/users/self-exclusion/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.access}` },
    body: JSON.stringify({ kind: 'timeout', duration: '24h' }),
  });
  expect(res.status).toBe(200);
}

const signInDialog = (page: Page) => page.getByRole('dialog', { name: FR.signInDialog, exact: true });

describe('withdraw-only confinement and the guest deep link', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  afterAll(async () => {
    // Low's time-out must not reach the files that run after this one.
    await call('POST', '/sandbox/api/reset');
  });

  it('a withdraw-only login lands on /profile/withdraw with the banner, sees no casino, wheel or deposit, and cannot reach /main or /balance', { timeout: 60_000 }, async () => {
    await timeOut('low', 'low12345');
    // On purpose: the ordinary sign-in is refused (self_excluded), and the header's jackpots are refused
    // to the withdraw-only login (demo/sandbox/http/rg-withdraw-only.ts).
    browser.allowFailedResource(403, '/api/accounts/login/');
    browser.allowFailedResource(403, '/api/jackpot/v1/jackpots/?currency=TND');
    const page = await browser.newPage();
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn('low', 'low12345');
    const notice = page.getByRole('main').getByRole('alert').filter({ hasText: FR.onBreak });
    await notice.getByRole('button', { name: FR.withdraw, exact: true }).click();

    // Landed on the withdrawal, not /main.
    await waitForPath(page, '/profile/withdraw');
    const banner = page.getByRole('main').getByRole('region', { name: FR.bannerTitle, exact: true });
    await banner.getByText(FR.timeoutUntil, { exact: false }).waitFor({ timeout: 10_000 });
    expect(await banner.textContent()).toMatch(DATE);
    expect(await banner.textContent()).toContain(FR.allowed);

    // The header offers neither the wheel nor a deposit, the main menu no casino.
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: FR.deposit, exact: true }).count()).toBe(0);
    expect(await header.getByRole('button', { name: FR.wheel }).count()).toBe(0);
    expect(await header.getByRole('navigation', { name: FR.mainMenu }).getByRole('link', { name: FR.casino, exact: true }).count()).toBe(0);

    // Every other page sends them back to the withdrawal; the payment history stays open.
    for (const path of ['/main', '/balance', '/profile/replenishment', '/wheel-game', '/slots/casino', '/profile/user-info']) {
      await page.goto(siteUrl(path));
      await waitForPath(page, '/profile/withdraw');
      await banner.waitFor();
    }
    // The payment history and the statement stay open to it, without a refusal.
    await page.goto(siteUrl('/profile/pay-history'));
    await banner.waitFor();
    expect(pathOf(page)).toBe('/profile/pay-history');
    await page.goto(siteUrl('/profile/transactions'));
    await page.getByRole('main').getByRole('heading', { name: FR.statement, exact: true }).waitFor();
    expect(pathOf(page)).toBe('/profile/transactions');
  });

  it('a guest opening /profile/user-info is asked to sign in over /main and is brought back after signing in; signing out there asks nothing', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('/profile/user-info'));
    await waitForPath(page, '/main');
    const dialog = signInDialog(page);
    await dialog.waitFor();
    await loginWidget(dialog).signIn(DEMO.username, DEMO.password);
    await waitForPath(page, '/profile/user-info');
    await page.getByRole('main').getByRole('heading', { name: FR.userInfo, exact: true }).waitFor();
    await expect.poll(() => signInDialog(page).count()).toBe(0);

    // Signing out there is no deep link: /main, without the dialog.
    await loginWidget(page.getByRole('banner')).logout.click();
    await waitForPath(page, '/main');
    await page.getByRole('main').getByRole('heading', { level: 1, name: FR.mainTitle, exact: true }).waitFor();
    expect(await signInDialog(page).count()).toBe(0);
  });

  it('a guest closing the sign-in dialog of a /balance link stays on /main, and a later sign-in does not jump there', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('/balance'));
    await waitForPath(page, '/main');
    await signInDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => signInDialog(page).count()).toBe(0);
    expect(pathOf(page)).toBe('/main');
    await page.getByRole('main').getByRole('heading', { level: 1, name: FR.mainTitle, exact: true }).waitFor();

    // Signing in later, from the header's form, keeps the player where they are.
    await loginWidget(page.getByRole('banner')).signIn(DEMO.username, DEMO.password);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('casino-widgets:session') !== null), { timeout: 10_000 }).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: FR.deposit, exact: true }).waitFor();
    expect(pathOf(page)).toBe('/main');
  });
});
