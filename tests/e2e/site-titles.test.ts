// Every page of the site has its own title in the current language (lobby pages, registration, verify,
// recovery and settings included: never just "Casino", nor "Accueil" on /wheel-game). Deep links in a real
// browser, so the element pages' titles (read from the element's own h1: a category, a provider, the
// cashier's section) are checked as a player's tab shows them; then a language change renames the tab without
// a reload. tests/unit/site/page-titles.test.ts covers every route of the table in fr and en.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { header, signInAsDemo, siteUrl, waitForPath } from './support/shell';

/** [path, the tab's title in French]. */
const GUEST: [string, string][] = [
  ['/main', 'Accueil · Casino'],
  ['/registration', 'Créer un compte · Casino'],
  ['/verify-email', "Confirmation de l'adresse e-mail · Casino"],
  ['/recovery-password', 'Mot de passe oublié · Casino'],
  ['/slots/casino', 'Casino · Casino'],
  ['/slots/live-casino', 'Casino en direct · Casino'],
  ['/slots/all', 'Tous les jeux · Casino'],
  ['/slots/casino/popular', 'Populaires · Casino'],
  ['/slots/tvbet', 'TVBet en direct · Casino'],
  ['/slots/virtual', 'Jeux virtuels · Casino'],
  ['/sport/sft', 'Paris sportifs · Casino'],
  ['/help', 'Aide · Casino'],
];
const PLAYER: [string, string][] = [
  ['/settings', 'Paramètres du compte · Casino'],
  ['/wheel-game', 'Roue de la fortune · Casino'],
  ['/wheel-game-history', 'Historique de la roue · Casino'],
  ['/profile/transactions', 'Relevé de compte · Casino'],
  ['/profile/withdraw', 'Retrait · Casino'],
  ['/profile/replenishment', 'Dépôt · Casino'],
];

async function expectTitle(page: Page, path: string, title: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
  await waitForPath(page, path);
  await expect.poll(() => page.title(), { timeout: 10_000, message: path }).toBe(title);
}

describe('page titles', () => {
  const browser = useBrowser();

  it('names every page a guest opens, lobby pages by what they show', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    for (const [path, title] of GUEST) await expectTitle(page, path, title);
  });

  it('names the signed-in pages, the wheel over the home page and the cashier by its section', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await signInAsDemo(page);
    for (const [path, title] of PLAYER) await expectTitle(page, path, title);
  });

  it('renames the tab when the player changes the language, element pages included', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await expectTitle(page, '/slots/live-casino', 'Casino en direct · Casino');
    await header(page).language.click();
    await header(page).banner.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Live casino · Casino');
    await page.getByRole('banner').getByRole('link', { name: 'Kenz', exact: true }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Home · Casino');
    await page.goto(siteUrl('/slots/all'));
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('All games · Casino');
  });
});
