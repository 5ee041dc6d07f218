// The QA page (demo/qa, docs/qa.md) loads cleanly and lists the elements the bundle defines.
import { describe, expect, it } from 'vitest';
import { useBrowser, recordApiCalls } from './support/browser';
import { baseUrl } from './support/sandbox';
import { loginWidget } from './support/site';

describe('QA page', () => {
  const browser = useBrowser();

  it('loads without errors and lists casino-login with its instances', async () => {
    const page = await browser.newPage(undefined, 'qa');
    const calls = recordApiCalls(page);
    const controlCalls: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/sandbox/api/')) controlCalls.push({ url: r.url(), status: r.status() });
    });
    await page.goto(`${baseUrl()}/qa/`);

    // The Elements section: discovered from the bundle, casino-login among them.
    const elements = page.getByRole('region', { name: 'Elements', exact: true });
    await elements.getByText(/defined by \/dist\/casino-widgets\.js: .*\bcasino-login\b/).waitFor();
    const panel = elements.getByRole('article', { name: '<casino-login>', exact: true });
    await panel.getByRole('heading', { level: 3, name: '<casino-login>' }).waitFor();
    // Its instances are live: the page-mode and inline sign-in forms render inside the panel.
    await expect
      .poll(() => loginWidget(panel).username.count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);

    // The page's periodic work against the control API runs and is answered (server log, faults).
    await expect.poll(() => controlCalls.some((c) => c.url.includes('/sandbox/api/log')), { timeout: 10_000 }).toBe(true);
    expect(controlCalls.filter((c) => c.status >= 400)).toEqual([]);
    expect(calls.responses.filter((c) => c.status >= 400)).toEqual([]);
    // Console errors and page errors are checked after the test (support/browser.ts).
  });
});
