// `npm run size`'s site figures (docs/conventions.md §4 "the reference site's first load"): what Chromium downloads,
// not what a static reading of the imports predicts. Each main page of scripts/site-pages.mjs is loaded
// once, unthrottled, in a new context (empty cache and storage; signed in for the player's pages) on the
// phone's screen (375×812, where the budgets apply: docs/architecture.md "Speed budgets"), and every
// script fetched until the page settles is summed: the entry, the page's chunks, the lobby rows it mounts,
// the chunks preloaded when idle, the catalogs. Each file counts its body as served, i.e. compressed with
// the Content-Encoding the sandbox answered (what the network carries), headers excluded; the decoded
// (minified) size is printed beside it.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { QUIET_MS, signedInContext } from './site-pages.mjs';

/**
 * The phone's screen, asking for gzip only: the budgets are gzip (docs/conventions.md §4; every browser accepts it,
 * brotli is the better case), and Chromium would otherwise take the sandbox's brotli.
 */
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
};
const SETTLE_TIMEOUT_MS = 60_000;
const isScript = (url, type) => /javascript/.test(type) || /\.m?js$/.test(new URL(url).pathname);

/** One cold load of `base + page.path`: `{ scripts: [{ path, encoded, decoded, encoding }] }`. */
async function load(browser, base, page) {
  const context = page.signedIn ? await signedInContext(browser, base, PHONE) : await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    let inFlight = 0;
    let lastActivity = Date.now();
    const pending = [];
    tab.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const finished = (request, ok) => {
      inFlight -= 1;
      lastActivity = Date.now();
      if (!ok) return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const headers = await response.allHeaders();
          if (!isScript(request.url(), headers['content-type'] ?? '')) return null;
          const sizes = await request.sizes();
          const body = await response.body().catch(() => null);
          return {
            path: new URL(request.url()).pathname,
            encoded: sizes.responseBodySize,
            decoded: body ? body.length : NaN,
            encoding: headers['content-encoding'] ?? 'identity',
          };
        })(),
      );
    };
    tab.on('requestfinished', (r) => finished(r, true));
    tab.on('requestfailed', (r) => finished(r, false));
    await tab.goto(base + page.path, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    const start = Date.now();
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - start > SETTLE_TIMEOUT_MS) throw new Error(`${page.path} did not settle`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const scripts = (await Promise.all(pending)).filter(Boolean);
    if (errors.length) console.warn(`  page errors on ${page.path}: ${errors.join('; ')}`);
    return { scripts };
  } finally {
    await context.close();
  }
}

/** Loads each page in turn with one browser; `base` is a running sandbox serving the build. */
export async function measurePages(base, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const out = [];
    for (const page of pages) out.push({ page, ...(await load(browser, base, page)) });
    return out;
  } finally {
    await browser.close();
  }
}
