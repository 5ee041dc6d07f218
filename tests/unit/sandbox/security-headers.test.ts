// The headers every answer carries and the pages' own policies (docs/security.md "Headers the sandbox
// sends"): the real app on each kind of answer, with the repository's own QA, partner and site pages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createPartnerApp } from '../../../demo/sandbox/app';
import type { Db } from '../../../demo/sandbox/db';
import { securityHeaders } from '../../../demo/sandbox/http/security-headers';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

// A dist/ of our own: the repository's is rebuilt by other runs while this file runs.
const dist = mkdtempSync(path.join(tmpdir(), 'sandbox-headers-'));
mkdirSync(path.join(dist, 'chunks'));
writeFileSync(path.join(dist, 'casino-widgets.js'), 'export const x = 1;');
writeFileSync(path.join(dist, 'chunks/shared-abc123.js'), 'export const y = 2;');

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox({ roots: { dist } });
}, BOOT_TIMEOUT);
afterAll(async () => {
  await sb?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (app: { request: (p: string, i?: RequestInit) => Response | Promise<Response> }, url: string, init: RequestInit = {}) =>
  Promise.resolve(app.request(url, init));

/** A policy as directive -> sources. */
function policy(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const SANDBOX_ORIGINS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it('API JSON, 4xx, 404s, redirects, static files and their 304s, pages, preflights and fault answers', async () => {
    const app = sb.app;
    const etag = (await get(app, '/dist/casino-widgets.js')).headers.get('etag')!;
    const cases: [string, RequestInit, number][] = [
      ['/health', {}, 200],
      ['/api/referral/register/validate_code/?code=partner42', {}, 200],
      ['/api/referral/register/validate_code/?code=NOPE', {}, 400],
      ['/api/users/user/info/', {}, 401],
      ['/api/no-such-call/', {}, 404],
      ['/api/accounts/login/', { method: 'OPTIONS', headers: { Origin: 'http://localhost:8081', 'Access-Control-Request-Method': 'POST' } }, 204],
      ['/dist/casino-widgets.js', {}, 200],
      ['/dist/casino-widgets.js', { headers: { 'If-None-Match': etag } }, 304],
      ['/dist/chunks/shared-abc123.js', {}, 200],
      ['/dist/missing.js', {}, 404],
      ['/qa/qa.js', {}, 200],
      ['/qa', {}, 301],
      ['/partner', {}, 301],
      ['/sandbox/games/slot', {}, 301],
      ['/sandbox/payments/card', {}, 301],
      ['/', { headers: { Accept: 'text/html' } }, 200],
      ['/profile/bets', { headers: { Accept: 'text/html' } }, 200],
      ['/missing.png', {}, 404],
      ['/qa/', {}, 200],
      ['/partner/', {}, 200],
      ['/sandbox/games/slot/?session=x', {}, 200],
      ['/sandbox/payments/card/?payment=1&token=nope', {}, 404],
      ['/sandbox/sport/sft/?origin=https%3A%2F%2Fevil.example', {}, 400],
      ['/services/wheel/images/headphones.svg', {}, 200],
    ];
    for (const [url, init, status] of cases) {
      const res = await get(app, url, init);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('x-content-type-options'), `${init.method ?? 'GET'} ${url} ${status}`).toBe('nosniff');
    }

    // A fault QA armed answers in place of the route: nosniff too.
    expect((await sb.call('POST', '/sandbox/api/faults', { body: { route: '/api/jackpot/', status: 503, times: 1 } })).status).toBe(201);
    const fault = await get(app, '/api/jackpot/');
    expect(fault.status).toBe(503);
    expect(fault.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('on the partner origin: its page, its files and its 404', async () => {
    const partner = createPartnerApp({ config: {} });
    for (const [url, status] of [['/', 200], ['/partner.js', 200], ['/partner.css', 200], ['/nope.js', 404]] as const) {
      const res = await get(partner, url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
  });

  it('on answers whose headers are immutable: Response.redirect() (302) and a fetched-style Response', async () => {
    // Node's own Response, the class of a fetched answer: a file run earlier in this worker may have
    // started a server with @hono/node-server, which replaces the global Response with one whose
    // redirects have mutable headers, and the case below would not be tested.
    const NodeResponse = (await fetch('data:,')).constructor as typeof Response;
    const app = new Hono();
    app.use('*', securityHeaders());
    app.get('/away', () => NodeResponse.redirect('http://localhost:8080/main', 302));
    app.get('/frozen', () => {
      const res = NodeResponse.redirect('http://localhost:8080/', 303);
      expect(() => res.headers.set('X-Probe', '1')).toThrow(TypeError); // the case this guards against
      return res;
    });
    for (const [url, status] of [['/away', 302], ['/frozen', 303]] as const) {
      const res = await app.request(url);
      expect(res.status, url).toBe(status);
      expect(res.headers.get('location'), url).toMatch(/^http:\/\/localhost:8080\//);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('same-origin');
    }
  });
});

describe('Referrer-Policy on pages', () => {
  it('the site, the QA page and the partner page send the path only to their own origin', async () => {
    const partner = createPartnerApp({ config: {} });
    for (const [app, url] of [[sb.app, '/'], [sb.app, '/profile/reset?token=abc'], [sb.app, '/qa/'], [sb.app, '/partner/'], [partner, '/']] as const) {
      const res = await get(app, url, { headers: { Accept: 'text/html' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      expect(res.headers.get('referrer-policy'), url).toBe('same-origin');
    }
  });

  it('the providers\' pages keep sending none', async () => {
    for (const url of ['/sandbox/payments/card/?payment=1&token=nope', '/sandbox/sport/sft/?origin=http%3A%2F%2Flocalhost%3A8080']) {
      expect((await get(sb.app, url)).headers.get('referrer-policy'), url).toBe('no-referrer');
    }
  });
});

describe('the QA page\'s policy', () => {
  it('no inline code, and only its own origin may frame it, its files and revalidations included', async () => {
    const page = await get(sb.app, '/qa/');
    const csp = policy(page);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(page.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The page it guards has nothing the policy would block.
    expect(await page.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|style="/);
    const again = await get(sb.app, '/qa/', { headers: { 'If-None-Match': page.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(policy(again).get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy(await get(sb.app, '/qa/qa.js')).get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('the partner page\'s policy (what docs/security.md advises partners)', () => {
  it('scripts, calls and images only from itself and the casino\'s origins, nothing inline, on both origins', async () => {
    const partner = createPartnerApp({ config: {} });
    for (const res of [await get(partner, '/'), await get(sb.app, '/partner/')]) {
      const csp = policy(res);
      const header = res.headers.get('content-security-policy')!;
      expect(header).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      for (const directive of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
        expect(csp.get(directive), directive).toEqual(expect.arrayContaining(["'self'", ...SANDBOX_ORIGINS]));
        expect(csp.get(directive)!.every((s) => s === "'self'" || s === 'data:' || /^http:\/\/(localhost|127\.0\.0\.1):8080$/.test(s)), directive).toBe(true);
      }
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // The page itself runs under it: its script is a file, and nothing inline.
      const html = await res.text();
      expect(html).toContain('<script type="module" src="partner.js"></script>');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|style="/);
    }
  });

  it('names the casino\'s origins from the configuration (PORT, PUBLIC_URL)', async () => {
    const partner = createPartnerApp({ config: { port: 9100, publicUrl: 'https://casino.example/' } });
    const scripts = policy(await get(partner, '/')).get('script-src')!;
    expect(scripts).toEqual(expect.arrayContaining(['http://localhost:9100', 'https://casino.example']));
    expect(scripts).not.toContain('http://localhost:8080');
  });
});

describe('the providers\' pages are framed only by the sandbox\'s own origins', () => {
  it('game, payment and sportsbook pages: frame-ancestors lists the site and the partner page, never *', async () => {
    const pages = [
      '/sandbox/games/slot/?session=x',
      '/sandbox/games/slot/slot.js',
      '/sandbox/payments/card/?payment=1&token=nope',
      '/sandbox/payments/bank/?payment=1&token=nope',
      '/sandbox/sport/sft/?origin=http%3A%2F%2Flocalhost%3A8080',
    ];
    for (const url of pages) {
      const csp = policy(await get(sb.app, url));
      const ancestors = csp.get('frame-ancestors')!;
      expect(ancestors, url).toEqual(expect.arrayContaining([...SANDBOX_ORIGINS, 'http://localhost:8081']));
      expect(ancestors.every((o) => /^http:\/\/(localhost|127\.0\.0\.1):808[01]$/.test(o)), `${url}: ${ancestors.join(' ')}`).toBe(true);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
    }
  });

  it('follow PARTNER_ORIGINS: an operator\'s partner may frame them too', async () => {
    // These pages need no database: the payment page's lookup fails, and it answers its 404 page.
    const noDb: Db = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('no database here')),
      exec: () => Promise.reject(new Error('no database here')),
      transaction: () => Promise.reject(new Error('no database here')),
      close: async () => undefined,
    };
    const other = createApp({ db: noDb, config: { jwtSecret: 'headers', partnerOrigins: ['https://partner.example'] }, roots: { dist } });
    for (const url of ['/sandbox/games/slot/?session=x', '/sandbox/payments/card/?payment=1&token=nope']) {
      expect(policy(await get(other, url)).get('frame-ancestors'), url).toContain('https://partner.example');
    }
  });
});
