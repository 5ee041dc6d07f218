// The page's largest image is known from its HTML (docs/conventions.md §4 warm LCP; docs/architecture.md "Speed
// budgets"; demo/sandbox/http/site-lcp.ts): on a phone and on a desktop, the head of /main and of the lobby
// pages preloads the image their largest paint turns out to be (the banners' first slide), and the browser
// fetches it from that link, not after the shell, the banners' chunk and the content answers.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { siteUrl } from './support/shell';

const SCREENS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

/** Runs before the page's scripts: keeps the last largest-contentful-paint entry's URL. */
function recordLcp() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) (window as unknown as { __lcp: string }).__lcp = entry.url;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

describe('the LCP image is preloaded from the page head', () => {
  const browser = useBrowser();

  for (const path of ['/main', '/slots/casino']) {
    for (const [screen, size] of Object.entries(SCREENS)) {
      it(`${path} on a ${screen}`, { timeout: 90_000 }, async () => {
        const context = await browser.newContext();
        const page = await browser.newPage(context);
        await page.setViewportSize(size);
        await page.addInitScript(recordLcp);
        await page.goto(siteUrl(path));
        // The preload whose media query matches this screen, as the parser saw it in the head.
        const preloaded = await page.evaluate(() =>
          [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].filter((l) => matchMedia(l.media).matches).map((l) => l.href),
        );
        expect(preloaded).toHaveLength(1);
        // The banner's first slide painted: it is the largest paint, and it is the preloaded image.
        await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp?: string }).__lcp ?? ''), { timeout: 60_000 }).toBe(preloaded[0]);
        const initiator = await page.evaluate(
          (url) => (performance.getEntriesByName(url, 'resource')[0] as PerformanceResourceTiming | undefined)?.initiatorType,
          preloaded[0]!,
        );
        expect(initiator).toBe('link');
        await context.close();
      });
    }
  }

  it('on a phone, the first slide is painted from the HTML before any script, then handed to the carousel', { timeout: 90_000 }, async () => {
    const context = await browser.newContext();
    const page = await browser.newPage(context);
    await page.setViewportSize(SCREENS.phone);
    await page.addInitScript(recordLcp);
    // The bundle held back until the slide has painted: the page's HTML and CSS alone paint it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl('/main'), { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelector('[data-casino-prepaint] img'));
    const preloaded = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].filter((l) => matchMedia(l.media).matches).map((l) => l.href),
    );
    await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp?: string }).__lcp ?? ''), { timeout: 30_000 }).toBe(preloaded[0]);
    expect(await page.evaluate(() => customElements.get('casino-site') === undefined), 'no script has run').toBe(true);
    const standIn = await page.evaluate(() => {
      const box = document.querySelector('[data-casino-prepaint]')!.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    });
    // The scripts come: the carousel paints the same image in the same box, and the stand-in goes.
    release();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-casino-prepaint]') === null), { timeout: 60_000 }).toBe(true);
    const carousel = await page.evaluate(() => {
      const site = document.querySelector('casino-site')!.shadowRoot!;
      const image = site.querySelector('casino-banners')!.shadowRoot!.querySelector('img')!;
      const box = image.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height, complete: image.complete && image.naturalWidth > 0 };
    });
    expect(carousel.complete, 'the carousel\'s own image is in').toBe(true);
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(carousel[key] - standIn[key]), key).toBeLessThanOrEqual(1);
    await context.close();
  });
});
