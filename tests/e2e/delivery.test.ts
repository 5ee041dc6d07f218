// The reference site delivered as a CDN would serve it (docs/architecture.md "Speed budgets"), seen from
// Chromium against `npm start`: the page preloads every chunk its entry imports statically and the chunks its
// route opens with (no import waterfall), hashed chunks come brotli-compressed and immutable, the entry
// (linked by name by partners) revalidates with its ETag. The unit side (every header decision, 304s,
// negotiation) is tests/unit/sandbox/static.test.ts.
import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { useBrowser } from './support/browser';
import { baseUrl } from './support/sandbox';
import { SITE_FR, pageHeading, recordCspViolations, cspViolations, siteUrl } from './support/shell';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the site as a CDN would serve it', () => {
  const browser = useBrowser();

  it('preloads every static chunk of casino-site.js; chunks come brotli-compressed and immutable, the entry no-cache with an ETag', async () => {
    const context = await browser.newContext();
    await recordCspViolations(context);
    const page = await browser.newPage(context);
    const dist = new Map<string, Response>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/dist/')) dist.set(path, response);
    });

    await page.goto(siteUrl('/main'));
    await expect.poll(() => pageHeading(page, SITE_FR.mainTitle).isVisible(), { timeout: 15_000 }).toBe(true);

    // What the build says casino-site.js imports statically, transitively (scripts/rollup-preload.mjs).
    const list = (await (await fetch(`${baseUrl()}/dist/preload.json`)).json()) as Record<string, string[]>;
    const chunks = list['casino-site.js'].map((file) => `/dist/${file}`);
    expect(chunks.some((href) => href.startsWith('/dist/chunks/define-widget-'))).toBe(true);
    const links = await page.locator('head link[rel="modulepreload"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
    expect(links.slice(0, chunks.length + 1)).toEqual(['/dist/casino-site.js', ...chunks]);
    // Then what /main opens with (http/site-preload.ts): the French catalogs (shared, the site's) and the home page's chunk.
    const lazy = (await (await fetch(`${baseUrl()}/dist/lazy-preload.json`)).json()) as Record<string, string[]>;
    for (const module of ['src/i18n/locales/fr/messages.ts', 'src/i18n/locales/fr/site/messages.ts', 'widgets/site/pages/main-page.tsx']) {
      expect(links, module).toContain(`/dist/${lazy[module]![0]}`);
    }

    // Every preloaded file answered 200, as the browser fetched it.
    for (const href of links) {
      const response = dist.get(href!);
      expect(response, `${href} fetched`).toBeDefined();
      expect(response!.status(), href!).toBe(200);
    }
    const accepted = (await dist.get('/dist/casino-site.js')!.request().allHeaders())['accept-encoding'] ?? '';
    expect(accepted).toContain('br');

    const hashed = chunks.filter((href) => href.startsWith('/dist/chunks/'));
    expect(hashed.length).toBeGreaterThan(0);
    for (const href of hashed) {
      const headers = await dist.get(href)!.allHeaders();
      // Files under 1 KB go as they are (a compressed stream's overhead eats the gain).
      const size = Number((await fetch(`${baseUrl()}${href}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })).headers.get('content-length'));
      expect(size, href).toBeGreaterThan(0);
      expect(headers['content-encoding'], href).toBe(size >= 1024 ? 'br' : undefined);
      expect(headers['cache-control'], href).toBe(IMMUTABLE);
      expect(headers['access-control-allow-origin'], href).toBe('*');
      expect(headers['vary'], href).toBe('Accept-Encoding');
    }
    const entry = await dist.get('/dist/casino-site.js')!.allHeaders();
    expect(entry['content-encoding']).toBe('br');
    expect(entry['cache-control']).toBe('no-cache');
    expect(entry['etag']).toMatch(/^W\/".+-br"$/);
    expect(entry['access-control-allow-origin']).toBe('*');

    expect(await cspViolations(page)).toEqual([]);
  });

  it('revalidates the entry and the page with 304, each encoding by its own ETag', async () => {
    for (const [path, headers] of [
      ['/dist/casino-site.js', {}],
      ['/main', { Accept: 'text/html' }],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const first = await fetch(`${baseUrl()}${path}`, { headers: { ...headers, 'Accept-Encoding': encoding } });
        await first.arrayBuffer();
        expect(first.headers.get('content-encoding'), path).toBe(encoding);
        const etag = first.headers.get('etag')!;
        expect(etag, path).toMatch(new RegExp(`-${encoding}"$`));
        const again = await fetch(`${baseUrl()}${path}`, { headers: { ...headers, 'Accept-Encoding': encoding, 'If-None-Match': etag } });
        expect(again.status, path).toBe(304);
      }
    }
  });
});
