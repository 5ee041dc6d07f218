// Pinned releases as a partner uses them (docs/embedding.md "Pinning a release", docs/operators.md
// "Releases, CDN and SRI"), against `npm start`: dist/<version>/sri.json matches the bytes the sandbox
// serves, the release is immutable and the alias short-lived, and Chromium runs an entry loaded with its
// `integrity` from another origin, and refuses one whose integrity does not match.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { useBrowser } from './support/browser';
import { baseUrl, partnerUrl } from './support/sandbox';

const VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const ALIAS = `v${VERSION.split('.')[0]}`;
/**
 * A partner's page on another origin (the partner page's, PORT + 1), answered by the test. Chromium asks
 * the player before a page it did not load from the network reaches a loopback address (Local Network
 * Access), which a real partner's page and CDN never meet: the context grants it.
 */
const partnerTestPage = () => `${partnerUrl()}/release-test.html`;

interface SriManifest {
  version: string;
  algorithm: string;
  integrity: Record<string, string>;
}

const manifestOf = async (folder: string) => (await (await fetch(`${baseUrl()}/dist/${folder}/sri.json`)).json()) as SriManifest;

/** The page's script tag, as docs/embedding.md shows it. */
async function partnerPage(context: BrowserContext, src: string, integrity: string) {
  await context.grantPermissions(['local-network-access']);
  await context.route(partnerTestPage(), (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>partner</title><script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`,
    }),
  );
}

describe('pinned releases', () => {
  const browser = useBrowser();

  it('sri.json lists every entry with the sha384 of the bytes served, in the release and in its alias', async () => {
    const pinned = await manifestOf(VERSION);
    expect(pinned.version).toBe(VERSION);
    expect(pinned.algorithm).toBe('sha384');
    expect(await manifestOf(ALIAS)).toEqual(pinned);
    const entries = Object.keys(pinned.integrity).filter((file) => !file.includes('/'));
    expect(entries).toEqual(expect.arrayContaining(['casino-lobby.js', 'casino-login.js', 'casino-wheel.js', 'casino-widgets.js']));
    for (const file of Object.keys(pinned.integrity)) {
      for (const [folder, caching] of [
        [VERSION, 'public, max-age=31536000, immutable'],
        [ALIAS, file.startsWith('chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300'],
      ] as const) {
        const res = await fetch(`${baseUrl()}/dist/${folder}/${file}`, { headers: { 'Accept-Encoding': 'identity' } });
        expect(res.status, `${folder}/${file}`).toBe(200);
        expect(res.headers.get('cache-control'), `${folder}/${file}`).toBe(caching);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`, `${folder}/${file}`).toBe(pinned.integrity[file]);
      }
    }
    // The unversioned files stay where pages and scripts link them.
    const unversioned = await fetch(`${baseUrl()}/dist/casino-lobby.js`);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');
  });

  it('runs an entry loaded from another origin with its integrity, pinned or by the alias', async () => {
    const { integrity } = await manifestOf(VERSION);
    for (const folder of [VERSION, ALIAS]) {
      const context = await browser.newContext();
      await partnerPage(context, `${baseUrl()}/dist/${folder}/casino-lobby.js`, integrity['casino-lobby.js']!);
      const page = await browser.newPage(context);
      await page.goto(partnerTestPage());
      await expect.poll(() => page.evaluate(() => customElements.get('casino-lobby') !== undefined), { message: folder }).toBe(true);
    }
  });

  it('refuses an entry whose bytes do not match the integrity the page gives', async () => {
    const { integrity } = await manifestOf(VERSION);
    const context = await browser.newContext();
    // Another file's value: the bytes served are not the ones the page pinned.
    await partnerPage(context, `${baseUrl()}/dist/${VERSION}/casino-lobby.js`, integrity['casino-wheel.js']!);
    // Not a watched tab: the refusal is a console error, which this test expects.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto(partnerTestPage());
    await expect.poll(() => errors.join('\n')).toMatch(/integrity/i);
    expect(await page.evaluate(() => customElements.get('casino-lobby') === undefined)).toBe(true);
  });
});
