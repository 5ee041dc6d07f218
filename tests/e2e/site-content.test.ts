// The main page's content as a player meets it: the banner carousel (autoplay, a guest refused on a
// slide that needs sign-in) and a notice that, thanked, stays thanked after a reload; the seeded
// `javascript:` slide that must never run is a QA fixture on the QA page's /qa carousel.
import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { recordApiCalls, rendered, useBrowser } from './support/browser';
import { baseUrl } from './support/sandbox';
import { SITE_FR, bannerCarousel, pageHeading, pathOf, signInAsDemo, siteUrl, toast, waitForPath } from './support/shell';

/** The seeded /main carousel (demo/sandbox/seeds/content.ts): 3 active slides, no fixture. */
const SLIDES = 3;
const AUTH_REQUIRED_SLIDE = 2; // /profile/replenishment, authRequired
/** The QA page's /qa carousel: the same three, then the javascript: fixture; the 5th is inactive. */
const QA_SLIDES = 4;
const JAVASCRIPT_SLIDE = 4; // link "javascript:alert(document.domain)"

/** Every href in the document and in every open shadow root under it. */
function allHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hrefs: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        const href = el.getAttribute('href');
        if (href !== null) hrefs.push(href);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return hrefs;
  });
}

describe('reference site: banners on /main', () => {
  const browser = useBrowser();

  async function mainPage(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(siteUrl('/main'));
    await pageHeading(page, SITE_FR.mainTitle).waitFor();
    const carousel = bannerCarousel(page);
    await carousel.dot(1, SLIDES).waitFor();
    // The first image is in: the placeholder is gone and autoplay is armed.
    await expect.poll(() => carousel.region.getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
    return page;
  }

  it('turns to the next slide by itself after 10 s (autoplay), the pagination following', { timeout: 30_000 }, async () => {
    const page = await mainPage();
    const carousel = bannerCarousel(page);
    const started = Date.now();
    expect(await carousel.currentDot(SLIDES)).toBe(1);
    await expect.poll(() => carousel.currentDot(SLIDES), { timeout: 15_000, interval: 250 }).toBe(2);
    // Not sooner than the spec's 10 s (less the time it took to see the first image in).
    expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);
    // The slide on screen is the only one a player can reach.
    expect(await carousel.slide(2, SLIDES).getByRole('link').isVisible()).toBe(true);
  });

  it('a normal slide opens its page; a guest on the authRequired slide stays and reads "please authorize"', async () => {
    const page = await mainPage();
    const carousel = bannerCarousel(page);

    await carousel.dot(AUTH_REQUIRED_SLIDE, SLIDES).click();
    await expect.poll(() => carousel.currentDot(SLIDES)).toBe(AUTH_REQUIRED_SLIDE);
    await carousel.slide(AUTH_REQUIRED_SLIDE, SLIDES).getByRole('link', { name: `Offre promotionnelle ${AUTH_REQUIRED_SLIDE}` }).click();
    await toast(page, SITE_FR.pleaseAuthorize).waitFor();
    expect(pathOf(page)).toBe('/main');
    // Only the notice: no sign-in modal for a banner (spec §4 "Banners").
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The same click on an ordinary slide does navigate, so the refusal above is the rule, not a dead link.
    await carousel.dot(1, SLIDES).click();
    await expect.poll(() => carousel.currentDot(SLIDES)).toBe(1);
    await carousel.slide(1, SLIDES).getByRole('link', { name: 'Offre promotionnelle 1' }).click();
    await waitForPath(page, '/slots/casino');
    await pageHeading(page, 'Casino').waitFor();
  });

  it('/main shows players no QA fixture: no javascript: slide, no "QA" text', async () => {
    const page = await mainPage();
    expect(await bannerCarousel(page).dot(SLIDES + 1, SLIDES + 1).count()).toBe(0);
    expect((await allHrefs(page)).filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    expect(await page.getByText(/QA\s*:/).count()).toBe(0);
  });

  it('the javascript: slide (QA page, /qa carousel) is shown as a plain image: clicking it runs nothing and goes nowhere', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/qa/`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const carousel = bannerCarousel(page.locator('#banners'));
    await carousel.dot(JAVASCRIPT_SLIDE, QA_SLIDES).click();
    await expect.poll(() => carousel.currentDot(QA_SLIDES)).toBe(JAVASCRIPT_SLIDE);
    const slide = carousel.slide(JAVASCRIPT_SLIDE, QA_SLIDES);
    const image = slide.getByRole('img', { name: `Offre promotionnelle ${JAVASCRIPT_SLIDE}` });
    await image.waitFor();
    expect(await slide.getByRole('link').count()).toBe(0);
    const urlBefore = page.url();

    await image.click();
    await rendered(page); // an alert or a navigation would be under way by now
    expect(dialogs).toEqual([]);
    expect(page.url()).toBe(urlBefore);
    expect((await allHrefs(page)).filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  });
});

describe('reference site: notices', () => {
  const browser = useBrowser();

  it('a notice thanked with "Merci" is acknowledged on the server and stays gone after a reload', async () => {
    // A fresh first-deposit item for demo through the sandbox's QA route (docs/api.md "Sandbox control"),
    // so the test does not depend on what other tests did with the seeded ones. 77.77: its own amount.
    const created = await fetch(`${baseUrl()}/sandbox/api/notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', kind: 'first-deposit', amount: '77.77' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const page = await browser.newPage();
    const calls = recordApiCalls(page);
    await signInAsDemo(page);
    // The notices are one collapsed summary ("6 notifications") that shows the cards.
    const summary = page.getByRole('main').getByRole('button', { name: /\d+ notifications/ });
    await summary.click({ timeout: 20_000 });
    const notices = page.getByRole('main').getByRole('article');
    const ours = notices.filter({ has: page.getByRole('heading', { name: 'Bonus de premier dépôt', exact: true }) }).filter({ hasText: '77,77' });
    await ours.waitFor({ timeout: 20_000 });

    await ours.getByRole('button', { name: SITE_FR.thanks, exact: true }).click();
    await ours.waitFor({ state: 'detached' });
    const acknowledged = calls.responses.find((c) => c.method === 'POST' && c.path === `/api/bonus-system/bonusbalance/history/${id}/acknowledge/`);
    expect(acknowledged?.status).toBe(200);

    await page.reload();
    await summary.click({ timeout: 20_000 });
    // The first-deposit notice shows the newest unacknowledged item (page size 1): the seeded 20.00 one now,
    // which it could only be if ours is acknowledged on the server.
    const firstDeposit = notices.filter({ has: page.getByRole('heading', { name: 'Bonus de premier dépôt', exact: true }) });
    await firstDeposit.waitFor({ timeout: 20_000 });
    expect(await firstDeposit.textContent()).toContain('20,00');
    expect(await ours.count()).toBe(0);
  });
});
