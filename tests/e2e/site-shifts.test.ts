// Nothing painted moves (docs/conventions.md §4 "CLS ≤ 0.05"; docs/architecture.md "Speed budgets": space is reserved
// for what arrives later, late content goes below what is painted). A guard that is not a timing: each main
// page of the site, on a phone's screen, with every image and every API answer held back, so whatever
// arrives late arrives after the page has painted around it. The layout-shift entries Chromium records
// (none after an input) must add up to at most 0.01: a carousel, a row or a notice inserted without a
// reserved box moves what is below it by far more (a banner band on a phone is about 0.14).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { pageHeading, signInAsDemo, siteUrl, SITE_FR } from './support/shell';

const PHONE = { width: 375, height: 812 };
/** How long each image and each API answer (the site's, and the sportsbook frame's) is held back. */
const IMAGE_DELAY_MS = 900;
const API_DELAY_MS = 600;
const MAX_SHIFT = 0.01;

interface ShiftEntry {
  value: number;
  at: number;
  sources: string[];
}

/** The main pages of docs/conventions.md §4 (scripts/site-pages.mjs), with the h1 each shows once it is in. */
const PAGES: { path: string; signedIn?: boolean; h1: string }[] = [
  { path: '/main', h1: SITE_FR.mainTitle },
  { path: '/slots/casino', h1: 'Casino' },
  { path: '/slots/live-casino', h1: 'Casino en direct' },
  { path: '/sport/sft', h1: 'Paris sportifs' },
  { path: '/wheel-game', h1: SITE_FR.mainTitle },
  { path: '/sign-in', h1: '' },
  { path: '/main', signedIn: true, h1: SITE_FR.mainTitle },
  { path: '/balance', signedIn: true, h1: 'Solde' },
  { path: '/profile', signedIn: true, h1: 'Mon profil' },
];

/** Runs before any script of the page: keeps every layout shift not caused by an input, with what moved. */
function recordShifts() {
  const shifts: ShiftEntry[] = ((window as unknown as { __shifts: ShiftEntry[] }).__shifts = []);
  const name = (node: Node | null | undefined) => {
    let el: Element | null = node ? (node.nodeType === 1 ? (node as Element) : node.parentElement) : null;
    const path: string[] = [];
    while (el && path.length < 4) {
      path.unshift(el.localName + (el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''));
      el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host ?? null);
    }
    return path.join(' > ') || '(gone)';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((s) => `${name(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds back every image and API answer of the tab from now on. */
async function delayLateContent(page: Page) {
  await page.route(
    (url) => url.pathname.includes('/api/'),
    async (route) => {
      await new Promise((r) => setTimeout(r, API_DELAY_MS));
      await route.continue().catch(() => undefined); // the tab may have moved on
    },
  );
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'image') return route.fallback();
      await new Promise((r) => setTimeout(r, IMAGE_DELAY_MS));
      await route.continue().catch(() => undefined);
    },
  );
}

describe('nothing painted moves while images and API answers arrive late (phone)', () => {
  const browser = useBrowser();

  for (const { path, signedIn, h1 } of PAGES) {
    it(`${path} (${signedIn ? 'signed in' : 'guest'})`, { timeout: 90_000 }, async () => {
      const context = await browser.newContext();
      const page = await browser.newPage(context);
      await page.setViewportSize(PHONE);
      if (signedIn) {
        await signInAsDemo(page);
        // A cold load but for the session: no script or image in the cache.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
      }
      await page.addInitScript(recordShifts);
      await delayLateContent(page);
      await page.goto(siteUrl(path));
      if (h1) await expect.poll(() => pageHeading(page, h1).isVisible(), { timeout: 30_000 }).toBe(true);
      // Settled: every held-back answer and image is in and nothing was fetched for half a second since.
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      // Two frames, so that the last layouts' entries have been delivered.
      const shifts = await page.evaluate(
        () =>
          new Promise<ShiftEntry[]>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shifts: ShiftEntry[] }).__shifts))),
          ),
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      const where = shifts.map((s) => `${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join('; ')}`).join('\n');
      expect(total, `layout shifts on ${path}:\n${where}`).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
