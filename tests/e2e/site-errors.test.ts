// The site's error boundary (spec §4 "Error boundary": reload up to 3 times, then the root, the error
// screen on the fifth load) driven by the QA switch of widgets/site/site.tsx, and the strict
// Content-Security-Policy the reference site is served under: the header is there and no page of the
// site reports a violation.
import { describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { rendered, useBrowser } from './support/browser';
import { ERROR_COUNTER_RESET_MS } from '../../widgets/site/shell/error-reloads';
import { SITE_FR, cspViolations, header, pageHeading, pathOf, recordCspViolations, signInAsDemo, siteUrl, waitForPath } from './support/shell';

const CRASH_KEY = 'casino-widgets:qa:crash-site';

/**
 * Sets the QA switch (docs/qa.md) before the site's first load in this tab, once: the tab's
 * sessionStorage remembers it was set, so the reloads that follow find only what the site left. Returns
 * the paths of the tab's loads and navigations from now on (framenavigated of the main frame).
 */
async function armCrashes(page: Page, count: number): Promise<string[]> {
  const loads: string[] = [];
  page.on('framenavigated', (frame: Frame) => {
    if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
  });
  await page.addInitScript(
    ({ key, count }) => {
      if (sessionStorage.getItem('e2e:crash-armed')) return;
      sessionStorage.setItem('e2e:crash-armed', '1');
      localStorage.setItem(key, String(count));
    },
    { key: CRASH_KEY, count },
  );
  return loads;
}

describe('reference site: error boundary', () => {
  const browser = useBrowser();

  it('a site that keeps failing reloads 3 times, goes to /, then shows the error screen; "Réessayer" starts afresh', async () => {
    const page = await browser.newPage();
    const loads = await armCrashes(page, 5);
    // The page's timers under the test's hand (time still flows): "it stays" is checked past the
    // counter's reset without waiting it out.
    await page.clock.install();
    await page.goto(siteUrl('/main'));

    const screen = page.getByRole('alert').filter({ hasText: SITE_FR.errorTitle });
    await screen.getByRole('button', { name: SITE_FR.retry, exact: true }).waitFor({ timeout: 20_000 });
    // Load 1 fails → reloads (loads 2, 3, 4) → the 4th failure goes to the root (load 5) → the screen.
    expect(loads).toEqual(['/main', '/main', '/main', '/main', '/']);
    expect(pathOf(page)).toBe('/');
    expect(await screen.textContent()).toContain('QA: site crash requested');
    // It stays: no further reload once the screen shows.
    await page.clock.runFor(ERROR_COUNTER_RESET_MS + 500);
    await rendered(page);
    expect(loads).toHaveLength(5);

    // The switch is spent (it counted down once per load); "Réessayer" clears the counter and starts at /.
    expect(await page.evaluate((key) => localStorage.getItem(key), CRASH_KEY)).toBeNull();
    await screen.getByRole('button', { name: SITE_FR.retry, exact: true }).click();
    await waitForPath(page, '/main');
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    expect(loads.slice(5)).toEqual(['/', '/main']);
  });

  it('a single failure reloads once and the site comes back (the counter is cleared after 2 s)', async () => {
    const page = await browser.newPage();
    const loads = await armCrashes(page, 1);
    await page.goto(siteUrl('/faq'));
    await pageHeading(page, 'Questions fréquentes').waitFor({ timeout: 20_000 });
    expect(loads).toEqual(['/faq', '/faq']);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('casino-widgets:error-reloads')), { timeout: 5_000 })
      .toBeNull();
  });
});

describe('reference site: Content-Security-Policy', () => {
  const browser = useBrowser();

  it('/main is served with the strict policy (no inline script or style)', async () => {
    const page = await browser.newPage();
    const response = await page.goto(siteUrl('/main'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    // A deep link gets the same page under the same policy.
    const deep = await page.goto(siteUrl('/terms-and-conditions/privacyPolicy'));
    expect(deep?.headers()['content-security-policy']).toBe(policy);
  });

  it('the recorder sees a violation when there is one (an inline style the policy refuses)', async () => {
    // Not a watched page: Chromium also logs the refusal as a console error, which is the point here.
    const context = await browser.newContext();
    await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(siteUrl('/main'));
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect.poll(async () => (await cspViolations(page)).map((v) => v.directive)).toContain('style-src-elem');
  });

  it('no page of the site reports a violation: guest and player, menus, banners, panels, modals, languages', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    await recordCspViolations(context);
    const page = await browser.newPage(context);
    const seen: { path: string; violations: unknown[] }[] = [];
    const check = async () => seen.push({ path: pathOf(page), violations: await cspViolations(page) });

    for (const path of ['/main', '/sign-in', '/registration', '/faq/igrovoi-kont', '/terms-and-conditions', '/search?q=bonus', '/slots/casino', '/sport']) {
      await page.goto(siteUrl(path));
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await check();
    }
    // Signed in: notices, jackpots, the wheel modal.
    await signInAsDemo(page);
    // The notices' summary, opened so the cards are on the page too.
    await page.getByRole('main').getByRole('button', { name: /\d+ notifications/ }).click({ timeout: 20_000 });
    await page.getByRole('main').getByRole('article').first().waitFor({ timeout: 20_000 });
    await page.getByRole('main').getByRole('button', { name: /^Roue de la fortune/ }).click();
    const wheel = page.getByRole('dialog', { name: 'Roue de la fortune', exact: true });
    await wheel.waitFor();
    await check();
    await wheel.getByRole('button', { name: 'Fermer', exact: true }).click();
    await wheel.waitFor({ state: 'hidden' });
    // On a phone, in Arabic: the side panel and the account panel.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(siteUrl('/main'));
    await header(page).language.click();
    await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await header(page).banner.getByRole('button', { name: 'فتح القائمة', exact: true }).click();
    await page.getByRole('dialog', { name: 'القائمة', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'التنقل السريع' }).getByRole('button').click();
    await page.getByRole('dialog', { name: 'حسابي', exact: true }).waitFor();
    await check();

    expect(seen.filter((s) => s.violations.length > 0)).toEqual([]);
    expect(seen.length).toBe(10);
  });
});
