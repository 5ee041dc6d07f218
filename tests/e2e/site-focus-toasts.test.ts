// What screenshots showed must not come back: a focus box around the verify page's error heading (focused
// by script, no keyboard involved), and toasts covering the bottom navigation on a phone. In Chromium:
// what the site focuses by script (tabindex=-1) draws no outline while a control reached with Tab still
// does, and a toast on a phone ends above the bottom navigation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { siteUrl, toast, visitInApp, waitForPath } from './support/shell';
import { loginWidget } from './support/site';

/** The focused element, through the shadow roots, as tag, text and outline style. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? { tag: el.tagName.toLowerCase(), text: el.textContent?.trim() ?? '', outline: getComputedStyle(el).outlineStyle } : null;
  });

describe('focus and toasts', () => {
  const browser = useBrowser();

  it('the verify page focuses its error heading without a focus box; Tab then shows one on the next control', async () => {
    browser.allowFailedResource(400, '/api/accounts/email-verify/not-a-real-key');
    const page = await browser.newPage();
    await page.goto(siteUrl('/main'));
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    // Inside the site, as a player following a link: the shell's router, not a page load.
    await visitInApp(page, '/verify/not-a-real-key');
    await waitForPath(page, '/verify/not-a-real-key');
    const heading = "La confirmation de l'adresse e-mail a échoué, le lien n'est peut-être plus valide";
    await expect.poll(async () => (await focused(page))?.text, { timeout: 10_000 }).toBe(heading);
    expect(await focused(page)).toEqual({ tag: 'h2', text: heading, outline: 'none' });
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next?.tag).toMatch(/^(input|button|a)$/);
    expect(next?.outline).not.toBe('none');
  });

  it('a toast on a phone stands above the bottom navigation', async () => {
    browser.allowFailedResource(401, '/api/accounts/login/');
    const context = await browser.newContext();
    const page = await browser.newPage(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn('demo', 'not-the-password');
    const shown = toast(page, "Nom d'utilisateur ou mot de passe incorrect");
    await shown.waitFor();
    const nav = await page.getByRole('navigation', { name: 'Navigation rapide', exact: true }).boundingBox();
    // The whole toast, its padding and border included, not only its text.
    const bottom = await shown.evaluate((el) => (el.closest('.casino-toast') ?? el).getBoundingClientRect().bottom);
    expect(nav).toBeTruthy();
    expect(bottom).toBeLessThanOrEqual(nav!.y);
  });
});
