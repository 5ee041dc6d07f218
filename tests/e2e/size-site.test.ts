// `npm run size`'s site figures (scripts/size-site.mjs, docs/architecture.md "Build and budgets"): what
// Chromium fetches on /main, each script counted once, at the bytes the sandbox sends for it gzipped, and
// including what a static reading of the imports missed: the page's own chunk and the elements it mounts
// (imported when the route resolves), and the chunks fetched when the page is idle. The lobby rows are not
// in it on a phone: they begin below a screen and a third (widgets/site/pages/game-rows.tsx).
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { measurePages } from '../../scripts/size-site.mjs';
import { pagesFrom } from '../../scripts/site-pages.mjs';
import { baseUrl } from './support/sandbox';

/** The raw body of `path` as the sandbox sends it to a client accepting gzip only (not decoded). */
function servedBytes(path: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm run size: the site as Chromium loads it', () => {
  it('/main (guest): every script fetched until it settles, once each, at its gzip size as served', { timeout: 120_000 }, async () => {
    const [result] = await measurePages(baseUrl(), pagesFrom('/main').filter((p) => !p.signedIn));
    const scripts = result!.scripts;
    const paths = scripts.map((s) => s.path);
    expect(new Set(paths).size, 'a script counted twice').toBe(paths.length);
    // What the static list of the first load left out: the page's chunk, the banners it mounts, the idle preloads.
    expect(paths.some((p) => /^\/dist\/chunks\/main-page-/.test(p))).toBe(true);
    expect(paths).toContain('/dist/casino-banners.js');
    expect(paths).not.toContain('/dist/casino-lobby.js');
    expect(paths.some((p) => /^\/dist\/chunks\/explain-error-/.test(p))).toBe(true);
    expect(paths).toContain('/dist/casino-site.js');
    for (const script of scripts) {
      const served = await servedBytes(script.path);
      expect({ path: script.path, bytes: script.encoded, encoding: script.encoding }).toEqual({ path: script.path, ...served });
    }
    const entry = scripts.find((s) => s.path === '/dist/casino-site.js')!;
    expect(entry.encoding).toBe('gzip');
    expect(entry.encoded).toBeLessThan(entry.decoded);
  });
});
