// Every page of the site has its own title in the current language (lobby pages, registration, verify,
// recovery and settings included: never just the brand, nor "Accueil" on /wheel-game). Each page's French
// title is checked where site-routes.test.ts opens it as a deep link in a real browser (the guest's pages,
// and the player's settings, wheel, statement and cashier pages), so the element pages' titles (read from
// the element's own h1: a category, a provider, the cashier's section) are checked as a player's tab shows
// them; here a language change renames the tab without a reload. tests/unit/site/page-titles.test.ts
// covers every route of the table in fr and en.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { header, siteUrl, waitForPath } from './support/shell';

async function expectTitle(page: Page, path: string, title: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
  await waitForPath(page, path);
  await expect.poll(() => page.title(), { timeout: 10_000, message: path }).toBe(title);
}

describe('page titles', () => {
  const browser = useBrowser();

  it('renames the tab when the player changes the language, element pages included', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await expectTitle(page, '/slots/live-casino', 'Casino en direct · Kenz');
    await header(page).language.click();
    await header(page).banner.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Live casino · Kenz');
    await page.getByRole('banner').getByRole('link', { name: 'Kenz', exact: true }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Home · Kenz');
    await page.goto(siteUrl('/slots/all'));
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('All games · Kenz');
  });
});
