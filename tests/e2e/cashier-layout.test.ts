// The cashier's deposit page in French and in Arabic, on a phone (390×844) and a desktop (1280×800)
// (fr and ar, phone and desktop): it renders its methods, amount and pay button
// within the viewport, right to left in Arabic with the amounts kept as left-to-right islands (the field,
// the limits' figures), with no serious or critical axe violation and no Content-Security-Policy
// violation. The Arabic names are the cashier's catalogue entries (cashier.title.deposit, …).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { cspViolations, describeViolations, header, recordCspViolations, seriousAxeViolations, signInAsDemo, siteUrl } from './support/shell';

const TEXTS = {
  fr: { title: 'Dépôt', systems: 'Moyen de paiement', amount: /^Montant \(/, pay: 'Payer' },
  ar: { title: 'إيداع', systems: 'وسيلة الدفع', amount: /^المبلغ \(/, pay: 'ادفع' },
} as const;

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

/** An LTR isolate (U+2066 … U+2069) holding a figure: how the cashier writes an amount inside a sentence. */
const LTR_ISLAND = /\u2066[^\u2069]*\d[^\u2069]*\u2069/;

async function switchToArabic(page: Page): Promise<void> {
  await header(page).language.click();
  await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
}

describe('cashier deposit page: languages and sizes', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      it(`${language}, ${device}: renders, ${language === 'ar' ? 'right to left with LTR amounts' : 'left to right'}, no serious axe or CSP violation`, { timeout: 60_000 }, async () => {
        const t = TEXTS[language];
        const context = await browser.newContext();
        await recordCspViolations(context);
        const page = await browser.newPage(context);
        await page.setViewportSize(viewport);
        await signInAsDemo(page);
        if (language === 'ar') await switchToArabic(page);

        await page.goto(siteUrl('/profile/replenishment'));
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: t.title, exact: true }).waitFor();
        const methods = main.getByRole('group', { name: t.systems, exact: true });
        // The first method (the card), then an amount: the whole form shows (limits, quick amounts, pay).
        await methods.getByRole('radio').first().check();
        const amount = main.getByRole('textbox', { name: t.amount });
        await amount.fill('50');
        const pay = main.getByRole('button', { name: t.pay, exact: true });
        await pay.waitFor();

        // Direction: the page and the element follow the language; the amount stays left to right.
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
        // (CSS locators pierce the open shadow roots: the cashier sits inside the site's.)
        const dirs = {
          cashier: await page.locator('casino-cashier .cashier').evaluate((el) => getComputedStyle(el).direction),
          amount: await amount.evaluate((el) => getComputedStyle(el).direction),
        };
        expect(dirs).toEqual({ cashier: language === 'ar' ? 'rtl' : 'ltr', amount: 'ltr' });
        // The methods' limits and the amount's limits write their figures as LTR islands.
        expect(await methods.getByRole('radio').first().getAttribute('aria-describedby')).toBeTruthy();
        const limits = (await page.locator('casino-cashier [part~="limits"]').textContent()) ?? '';
        expect(limits).toMatch(LTR_ISLAND);
        const systemLimits = (await methods.textContent()) ?? '';
        expect(systemLimits).toMatch(LTR_ISLAND);

        // Within the viewport: nothing wider than the screen, the pay button reachable.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // (In right-to-left an overflow runs off the left edge: the element's own box says it either way.)
        const host = await page.locator('casino-cashier').boundingBox();
        expect(host && host.x >= 0 && host.x + host.width <= viewport.width).toBe(true);
        const box = await pay.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

        const serious = await seriousAxeViolations(page);
        expect(serious, `serious or critical axe violations\n${describeViolations(serious)}`).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
      });
    }
  }
});
