import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, createPartnerApp, SITE_CSP } from '../../../demo/sandbox/app';
import type { Db } from '../../../demo/sandbox/db';
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
const files: Record<string, string> = {
  'dist/casino-widgets.js': 'export const x = 1;',
  'dist/chunks/shared-abc123.js': 'export const y = 2;',
  'dist/casino-widgets.js.map': '{"version":3}',
  'dist/custom-elements.json': '{"schemaVersion":"1.0.0"}',
  'dist/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'dist/style.css': 'body{}',
  'site/index.html': '<!doctype html><title>site</title>',
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
  it('serves bundles with the right content types, no-cache and any-origin CORS', async () => {
    const cases: [string, string][] = [
      ['/dist/casino-widgets.js', 'text/javascript'],
      ['/dist/chunks/shared-abc123.js', 'text/javascript'],
      ['/dist/casino-widgets.js.map', 'application/json'],
      ['/dist/custom-elements.json', 'application/json'],
      ['/dist/logo.svg', 'image/svg+xml'],
      ['/dist/pixel.png', 'image/png'],
      ['/dist/style.css', 'text/css'],
    ];
    for (const [url, type] of cases) {
      const res = await get(app, url, { Origin: 'http://localhost:8081' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain(type);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect(await (await get(app, '/dist/casino-widgets.js')).text()).toBe('export const x = 1;');
  });

  it('revalidates with the ETag', async () => {
    const first = await get(app, '/dist/casino-widgets.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(app, '/dist/casino-widgets.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
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

describe('Content-Security-Policy', () => {
  const CSP =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; " +
    "frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

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

  it('is not set on the QA page, the partner page or the bundles', async () => {
    for (const url of ['/qa/', '/qa/qa.js', '/partner/', '/dist/casino-widgets.js']) {
      const res = await get(app, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-security-policy'), url).toBeNull();
    }
    expect((await get(partner, '/')).headers.get('content-security-policy')).toBeNull();
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
