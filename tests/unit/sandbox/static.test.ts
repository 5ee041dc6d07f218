import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, createPartnerApp, SITE_CSP } from '../../../demo/sandbox/app';
import type { Db } from '../../../demo/sandbox/db';
import { addModulePreloads } from '../../../demo/sandbox/http/site-page';
import { resolveFile } from '../../../demo/sandbox/http/static';

// Static serving needs no database: a stub that fails loudly if a route reaches for one.
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in static tests')),
  exec: () => Promise.reject(new Error('no database in static tests')),
  transaction: () => Promise.reject(new Error('no database in static tests')),
  close: async () => undefined,
};

const root = mkdtempSync(path.join(tmpdir(), 'sandbox-static-'));
// Bodies over the 1 KB below which nothing is compressed.
const BIG_ENTRY = `export const entry = ${JSON.stringify('entry '.repeat(400))};\n`;
const BIG_CHUNK = `export const chunk = ${JSON.stringify('chunk '.repeat(400))};\n`;
const BIG_CSS = `.a{color:red}\n`.repeat(200);
const SITE_PAGE = [
  '<!doctype html>',
  '<html>',
  '  <head>',
  '    <title>site</title>',
  `    <meta name="description" content="${'A page over 1 KB, as the real one is once its links are added. '.repeat(16)}" />`,
  '    <link rel="modulepreload" href="/dist/casino-site.js" />',
  '    <script type="module" src="/dist/casino-site.js"></script>',
  '  </head>',
  '</html>',
  '',
].join('\n');
const files: Record<string, string> = {
  'dist/casino-widgets.js': 'export const x = 1;',
  'dist/chunks/shared-abc123.js': 'export const y = 2;',
  'dist/casino-widgets.js.map': '{"version":3}',
  'dist/custom-elements.json': '{"schemaVersion":"1.0.0"}',
  'dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist/style.css': 'body{}',
  'dist/casino-big.js': BIG_ENTRY,
  'dist/chunks/big-abc123.js': BIG_CHUNK,
  'dist/chunks/stale-abc123.js': BIG_CHUNK,
  'dist/preload.json': JSON.stringify({ 'casino-site.js': ['chunks/shared-abc123.js', 'casino-login.js'] }),
  // A pinned release and the major's moving alias (scripts/rollup-release.mjs).
  'dist/0.1.0/casino-widgets.js': 'export const x = 1;',
  'dist/0.1.0/chunks/shared-abc123.js': 'export const y = 2;',
  'dist/0.1.0/sri.json': '{"version":"0.1.0"}',
  'dist/v0/casino-widgets.js': 'export const x = 1;',
  'dist/v0/chunks/shared-abc123.js': 'export const y = 2;',
  'dist/v0/sri.json': '{"version":"0.1.0"}',
  'site/index.html': SITE_PAGE,
  'site/big.css': BIG_CSS,
  'site/site.css': ':root{}',
  'site/.env': 'SECRET=1',
  'qa/index.html': '<!doctype html><title>qa</title>',
  'qa/qa.js': 'console.log(1)',
  'partner/index.html': '<!doctype html><title>partner</title>',
  'partner/partner.css': 'h1{}',
  'secret.txt': 'outside every root',
};
for (const [name, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
}
writeFileSync(path.join(root, 'dist/pixel.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(path.join(root, 'dist/big.png'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000)]));
// The build's precompressed siblings (scripts/rollup-precompress.mjs), written after their files.
for (const name of ['dist/casino-big.js', 'dist/chunks/big-abc123.js']) {
  const source = readFileSync(path.join(root, name));
  writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(source));
  writeFileSync(path.join(root, `${name}.gz`), gzipSync(source, { level: 9 }));
}
// A sibling left over from an older build: older than its file, and of other content.
writeFileSync(path.join(root, 'dist/chunks/stale-abc123.js.br'), brotliCompressSync(Buffer.from('stale')));
const anHourAgo = new Date(Date.now() - 3_600_000);
utimesSync(path.join(root, 'dist/chunks/stale-abc123.js.br'), anHourAgo, anHourAgo);

const roots = {
  dist: path.join(root, 'dist'),
  site: path.join(root, 'site'),
  qa: path.join(root, 'qa'),
  partner: path.join(root, 'partner'),
  assets: path.join(root, 'assets'),
};
const app = createApp({ db: noDb, config: { jwtSecret: 'static' }, roots });
const partner = createPartnerApp({ roots });

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (target: { request: (p: string, i?: RequestInit) => Response | Promise<Response> }, p: string, headers: Record<string, string> = {}) =>
  target.request(p, { headers });

describe('/dist', () => {
  it('serves bundles with the right content types and any-origin CORS: hashed chunks immutable, the rest no-cache', async () => {
    const IMMUTABLE = 'public, max-age=31536000, immutable';
    const cases: [string, string, string][] = [
      ['/dist/casino-widgets.js', 'text/javascript', 'no-cache'],
      ['/dist/casino-big.js', 'text/javascript', 'no-cache'],
      ['/dist/chunks/shared-abc123.js', 'text/javascript', IMMUTABLE],
      ['/dist/chunks/big-abc123.js', 'text/javascript', IMMUTABLE],
      ['/dist/casino-widgets.js.map', 'application/json', 'no-cache'],
      ['/dist/custom-elements.json', 'application/json', 'no-cache'],
      ['/dist/preload.json', 'application/json', 'no-cache'],
      ['/dist/logo.svg', 'image/svg+xml', 'no-cache'],
      ['/dist/pixel.png', 'image/png', 'no-cache'],
      ['/dist/style.css', 'text/css', 'no-cache'],
    ];
    for (const [url, type, caching] of cases) {
      for (const encoding of ['', 'gzip, deflate, br']) {
        const res = await get(app, url, { Origin: 'http://localhost:8081', 'Accept-Encoding': encoding });
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type'), url).toContain(type);
        expect(res.headers.get('cache-control'), url).toBe(caching);
        expect(res.headers.get('access-control-allow-origin'), url).toBe('*');
        expect(res.headers.get('etag'), url).toMatch(/^W\/"/);
      }
    }
    expect(await (await get(app, '/dist/casino-widgets.js')).text()).toBe('export const x = 1;');
  });

  it('serves a pinned release immutable and the major alias for five minutes (its hashed chunks immutable)', async () => {
    const IMMUTABLE = 'public, max-age=31536000, immutable';
    const ALIAS = 'public, max-age=300';
    for (const [url, caching] of [
      ['/dist/0.1.0/casino-widgets.js', IMMUTABLE],
      ['/dist/0.1.0/chunks/shared-abc123.js', IMMUTABLE],
      ['/dist/0.1.0/sri.json', IMMUTABLE],
      ['/dist/v0/casino-widgets.js', ALIAS],
      ['/dist/v0/sri.json', ALIAS],
      ['/dist/v0/chunks/shared-abc123.js', IMMUTABLE],
      // Not a release nor an alias folder by its name: the default.
      ['/dist/v0/../casino-widgets.js', 'no-cache'],
    ]) {
      const res = await get(app, url, { Origin: 'https://partner.example' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe(caching);
      expect(res.headers.get('access-control-allow-origin'), url).toBe('*');
    }
  });

  it('decides immutability by where the file is, not by how the URL is spelt', async () => {
    for (const url of ['/dist/chunks/../casino-big.js', '/dist/chunks/%2e%2e/casino-big.js', '/dist/chunks/./../casino-big.js']) {
      const res = await get(app, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('revalidates with the ETag', async () => {
    const first = await get(app, '/dist/casino-widgets.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(app, '/dist/casino-widgets.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('sends the precompressed sibling the client accepts: brotli first, then gzip, else the file', async () => {
    const cases: [string, string | null][] = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['deflate', null],
      ['identity', null],
      ['gzip;q=0, br;q=0', null],
      ['', null],
    ];
    for (const url of ['/dist/casino-big.js', '/dist/chunks/big-abc123.js']) {
      const file = path.join(root, url.replace('/dist/', 'dist/'));
      for (const [accept, encoding] of cases) {
        const res = await get(app, url, { 'Accept-Encoding': accept });
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-encoding'), `${url} ${accept}`).toBe(encoding);
        expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
        expect(res.headers.get('content-length'), accept).toBe(String(body.length));
        // The sibling's bytes as the build wrote them, which decode to the file.
        expect(body.equals(readFileSync(encoding ? file + (encoding === 'br' ? '.br' : '.gz') : file)), accept).toBe(true);
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        expect(decoded.toString(), accept).toBe(readFileSync(file, 'utf8'));
      }
    }
  });

  it('ignores a sibling older than its file and compresses the file itself', async () => {
    const res = await get(app, '/dist/chunks/stale-abc123.js', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BIG_CHUNK);
  });

  it('compresses text without a sibling on the fly, and leaves alone files under 1 KB and images', async () => {
    const css = await get(app, '/big.css', { 'Accept-Encoding': 'gzip' });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await css.arrayBuffer())).toString()).toBe(BIG_CSS);
    for (const url of ['/dist/casino-widgets.js', '/dist/style.css', '/dist/big.png', '/dist/pixel.png']) {
      const res = await get(app, url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-encoding'), url).toBeNull();
    }
    // Small text still varies (the next build may cross 1 KB); an image never does.
    expect((await get(app, '/dist/style.css')).headers.get('vary')).toBe('Accept-Encoding');
    expect((await get(app, '/dist/big.png', { 'Accept-Encoding': 'br' })).headers.get('vary')).toBeNull();
  });

  it('gives each encoding its own ETag, and answers 304 only to the ETag of the representation asked for', async () => {
    const url = '/dist/chunks/big-abc123.js';
    const etags = new Map<string, string>();
    for (const accept of ['br', 'gzip', '']) etags.set(accept, (await get(app, url, { 'Accept-Encoding': accept })).headers.get('etag')!);
    expect(new Set(etags.values()).size).toBe(3);
    expect(etags.get('br')).toBe(etags.get('')!.replace(/"$/, '-br"'));
    expect(etags.get('gzip')).toBe(etags.get('')!.replace(/"$/, '-gzip"'));
    for (const [accept, etag] of etags) {
      const again = await get(app, url, { 'Accept-Encoding': accept, 'If-None-Match': etag });
      expect(again.status, accept).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(again.headers.get('content-encoding')).toBeNull();
    }
    // A cache holding the gzip body must not be told it is fresh for a client asking for brotli.
    expect((await get(app, url, { 'Accept-Encoding': 'br', 'If-None-Match': etags.get('gzip')! })).status).toBe(200);
    expect((await get(app, url, { 'Accept-Encoding': 'br', 'If-None-Match': `"x", ${etags.get('br')}` })).status).toBe(304);
  });

  it('answers missing files with a JSON 404, never the site page', async () => {
    for (const url of ['/dist/missing.js', '/dist/', '/dist/nothing-here']) {
      const res = await get(app, url, { Accept: 'text/html' });
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('stays inside its root', async () => {
    for (const url of ['/dist/../secret.txt', '/dist/%2e%2e/secret.txt', '/dist/..%2fsecret.txt', '/dist/%2e%2e%5csecret.txt']) {
      const res = await get(app, url, { Accept: 'text/plain' });
      expect(res.status, url).toBe(404);
      expect(await res.text()).not.toContain('outside every root');
    }
    expect(await resolveFile(roots.dist, '/../secret.txt')).toBeUndefined();
    expect(await resolveFile(roots.dist, '/%2e%2e/secret.txt')).toBeUndefined();
    expect(await resolveFile(roots.site, '/.env')).toBeUndefined();
    expect(await resolveFile(roots.dist, '/casino-widgets.js')).toBe(path.join(roots.dist, 'casino-widgets.js'));
  });
});

describe('reference site', () => {
  it('serves its files at their path', async () => {
    const res = await get(app, '/site.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/css');
  });

  it('answers page URLs (deep links) with index.html, for history routing', async () => {
    for (const url of ['/', '/main', '/profile/bets/history', '/verify/abc-DEF_123', '/emails/verify/password/confirm/tok']) {
      const res = await get(app, url, { Accept: 'text/html,application/xhtml+xml' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>site</title>');
    }
  });

  it('keeps 404s for missing assets, dot-files, API paths and JSON requests', async () => {
    for (const url of ['/missing.js', '/img/logo.png', '/.env', '/api/whatever', '/services/x', '/sandbox/page']) {
      const res = await get(app, url, { Accept: 'text/html' });
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await get(app, '/main', { Accept: 'application/json' })).status).toBe(404);
  });
});

describe('reference site page: modulepreload of its entry\'s chunks', () => {
  const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

  it('adds a link per static import listed in dist/preload.json, after the entry\'s own, on every page URL', async () => {
    for (const url of ['/', '/main', '/index.html']) {
      const res = await get(app, url, { Accept: 'text/html' });
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(links(html), url).toEqual(['/dist/casino-site.js', '/dist/chunks/shared-abc123.js', '/dist/casino-login.js']);
      expect(html).toContain(
        '    <link rel="modulepreload" href="/dist/casino-site.js" />\n    <link rel="modulepreload" href="/dist/chunks/shared-abc123.js" />\n',
      );
      expect(res.headers.get('content-security-policy')).toBe(SITE_CSP);
    }
  });

  it('renders the page again when a build rewrites the list, with a new ETag', async () => {
    const list = path.join(root, 'dist/preload.json');
    const before = await get(app, '/main', { Accept: 'text/html' });
    const etag = before.headers.get('etag')!;
    try {
      writeFileSync(list, JSON.stringify({ 'casino-site.js': ['chunks/shared-def456.js'] }));
      const later = new Date(Date.now() + 5_000);
      utimesSync(list, later, later);
      const after = await get(app, '/main', { Accept: 'text/html', 'If-None-Match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(links(await after.text())).toEqual(['/dist/casino-site.js', '/dist/chunks/shared-def456.js']);
    } finally {
      writeFileSync(list, JSON.stringify({ 'casino-site.js': ['chunks/shared-abc123.js', 'casino-login.js'] }));
    }
  });

  it('keeps the page as it is without a list, and never links a path out of the folder', () => {
    expect(addModulePreloads(SITE_PAGE, {})).toBe(SITE_PAGE);
    const html = addModulePreloads(SITE_PAGE, {
      'casino-site.js': ['chunks/a-1.js', '../secret.js', 'chunks/a-1.js', 'x.js"><script>', 'chunks/b-2.js'],
      'casino-other.js': ['chunks/c-3.js'],
    });
    expect(links(html)).toEqual(['/dist/casino-site.js', '/dist/chunks/a-1.js', '/dist/chunks/b-2.js']);
  });

  it('is compressed like any text page, and revalidates per encoding', async () => {
    const res = await get(app, '/main', { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-security-policy')).toBe(SITE_CSP);
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(links(html)).toEqual(['/dist/casino-site.js', '/dist/chunks/shared-abc123.js', '/dist/casino-login.js']);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/-br"$/);
    expect((await get(app, '/profile', { Accept: 'text/html', 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    expect((await get(app, '/profile', { Accept: 'text/html', 'If-None-Match': etag })).status).toBe(200);
  });
});

describe('Content-Security-Policy', () => {
  const CSP =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; " +
    "frame-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

  it('is the strict policy on the reference site: its pages, deep links and files, revalidations too', async () => {
    expect(SITE_CSP).toBe(CSP);
    for (const url of ['/', '/main', '/profile/bets/history', '/site.css']) {
      const res = await get(app, url, { Accept: 'text/html' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-security-policy'), url).toBe(CSP);
    }
    const etag = (await get(app, '/main', { Accept: 'text/html' })).headers.get('etag')!;
    const again = await get(app, '/main', { Accept: 'text/html', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(CSP);
  });

  it('is not the site\'s on the QA page or the partner page (they have their own), nor on the bundles', async () => {
    for (const url of ['/qa/', '/qa/qa.js', '/partner/']) {
      const res = await get(app, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-security-policy'), url).not.toBe(CSP);
    }
    expect((await get(partner, '/')).headers.get('content-security-policy')).not.toBe(CSP);
    expect((await get(app, '/dist/casino-widgets.js')).headers.get('content-security-policy')).toBeNull();
  });
});

describe('QA and partner pages on the main origin', () => {
  it('serves /qa/ and /partner/ with their files, redirecting the bare paths', async () => {
    expect(await (await get(app, '/qa/')).text()).toContain('<title>qa</title>');
    expect((await get(app, '/qa/qa.js')).headers.get('content-type')).toContain('text/javascript');
    const bare = await get(app, '/qa');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/qa/');
    expect(await (await get(app, '/partner/')).text()).toContain('<title>partner</title>');
    expect((await get(app, '/qa/missing.js')).status).toBe(404);
  });
});

describe('partner origin', () => {
  it('serves the partner page and its files, nothing of the API', async () => {
    const page = await get(partner, '/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>partner</title>');
    expect((await get(partner, '/partner.css')).headers.get('content-type')).toContain('text/css');
    for (const url of ['/api/settings/', '/health', '/dist/casino-widgets.js', '/sandbox/api/faults', '/../secret.txt']) {
      const res = await get(partner, url);
      expect(res.status, url).toBe(404);
    }
  });
});
