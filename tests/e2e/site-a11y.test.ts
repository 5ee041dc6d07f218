// axe-core on the reference site's main, sign-in, registration, FAQ, terms, wheel and casino pages, in French and in
// Arabic (right to left), on a desktop and on a phone: no violation of impact serious or critical. axe
// walks the elements' open shadow roots; each failure lists its rule, target and summary.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { describeViolations, header, seriousAxeViolations, siteUrl, visitInApp, type AxeViolation } from './support/shell';

const PAGES: [path: string, h1: { fr: string; ar: string } | null][] = [
  ['/main', { fr: 'Casino — paris sportifs et casino en ligne', ar: 'الكازينو — المراهنات الرياضية والكازينو عبر الإنترنت' }],
  ['/sign-in', null], // the login element's own heading (h2) names the page
  ['/registration', { fr: 'Créer un compte', ar: 'إنشاء حساب' }],
  ['/faq', { fr: 'Questions fréquentes', ar: 'الأسئلة الشائعة' }],
  ['/terms-and-conditions', { fr: 'Conditions générales', ar: 'الشروط والأحكام' }],
  ['/wheel-game', null], // the wheel, full screen over the home page: the dialog's title names it
  ['/slots/casino', { fr: 'Casino', ar: 'الكازينو' }], // the lobby: chips, search, the grid's first rows
];

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

describe('reference site: axe-core', () => {
  const browser = useBrowser();

  /** Waits until the page is what a player sees (its heading, the banners' first image, the form). */
  async function settle(page: Page, path: string, h1: string | null): Promise<void> {
    const main = page.getByRole('main');
    if (path === '/wheel-game') {
      // The wheel drawn with its prizes, the free-spin button ready.
      await page.getByRole('dialog').locator('casino-wheel').getByRole('button', { name: /^(Tour gratuit|دورة مجانية)$/ }).waitFor();
      return;
    }
    if (h1) await main.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
    else await main.getByRole('textbox').first().waitFor();
    if (path === '/slots/casino') await main.getByRole('list').getByRole('listitem').first().waitFor();
    if (path === '/main') {
      await main.getByRole('img').first().waitFor();
      await expect.poll(() => main.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
    }
  }

  async function switchToArabic(page: Page): Promise<void> {
    await header(page).language.click();
    await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  }

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      it(`${language}, ${device}: no serious or critical violation`, async () => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.goto(siteUrl('/main'));
        if (language === 'ar') await switchToArabic(page);
        const found: Record<string, AxeViolation[]> = {};
        // Each page as the site's links reach it, in the document opened on /main: axe reads what is drawn,
        // however the page came (a deep link of every route is site-routes' subject).
        for (const [path, h1] of PAGES) {
          await visitInApp(page, path);
          await settle(page, path, h1 ? h1[language] : null);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
          const serious = await seriousAxeViolations(page);
          if (serious.length) found[path] = serious;
        }
        const report = Object.entries(found)
          .map(([path, v]) => `${path}:\n${describeViolations(v)}`)
          .join('\n');
        expect(Object.keys(found), `serious or critical axe violations\n${report}`).toEqual([]);
      });
    }
  }
});
