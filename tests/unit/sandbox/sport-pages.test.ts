// The simulated sportsbooks' pages (docs/contracts/sportsbook.md §4): served only for an allowed host origin,
// under a strict policy whose frame-ancestors are those origins, 503 while QA holds the provider down.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../demo/sandbox/config';
import type { Deps } from '../../../demo/sandbox/deps';
import { sportPageRoutes } from '../../../demo/sandbox/routes/sport-pages';
import { sandboxPerTest } from './helpers';

const ctx = sandboxPerTest();
const HOST = encodeURIComponent('http://localhost:8080');

describe('sportsbook pages', () => {
  it('serve both books titled and localised, under a strict policy framed by the allowed origins only', async () => {
    for (const provider of ['sft', 'dgt']) {
      const res = await ctx.sb.call('GET', `/sandbox/sport/${provider}/?origin=${HOST}&lang=ar&view=m&page=Home`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).toMatch(/style-src 'self';/);
      expect(csp).not.toMatch(/unsafe-inline|frame-ancestors \*/);
      const ancestors = csp.split('; ').find((d) => d.startsWith('frame-ancestors '))!.split(' ').slice(1);
      expect(ancestors).toContain('http://localhost:8080');
      expect(ancestors).toContain('http://localhost:8081');
      expect(ancestors.every((o) => /^https?:\/\/[^/\s[\]]+$/.test(o))).toBe(true); // no IPv6 literal: CSP has no grammar for it
      expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
      expect(res.text).toContain(`<script type="module" src="/sandbox/sport/assets/${provider}.js"></script>`);
      expect(res.text).not.toMatch(/<script>|style="/);
      // Every module the book imports, four levels deep, is fetched with the page (docs/architecture.md "Speed budgets").
      const preloads = [...res.text.matchAll(/<link rel="modulepreload" href="\/sandbox\/sport\/assets\/([\w.-]+)">/g)].map((m) => m[1]);
      expect(preloads).toEqual(expect.arrayContaining(['book.js', 'channel.js', 'sport-messages.js', 'views.js', 'dom.js']));
      expect(preloads).not.toContain(`${provider}.js`);
      for (const file of preloads) expect((await ctx.sb.call('GET', `/sandbox/sport/assets/${file}`)).status, file).toBe(200);
    }
    const en = await ctx.sb.call('GET', `/sandbox/sport/sft/?origin=${HOST}&lang=en&live=1`);
    expect(en.text).toMatch(/<html lang="en" dir="ltr">/);
    expect(en.text).toContain('<title>Softion Sport</title>');
  });

  it('answer 400 for a host origin the sandbox does not allow, or none', async () => {
    for (const origin of ['https://evil.example', 'null', '*', 'http://localhost:8080/path', '']) {
      const res = await ctx.sb.call('GET', `/sandbox/sport/dgt/?origin=${encodeURIComponent(origin)}`);
      expect(res.status, origin).toBe(400);
      expect(res.text).not.toContain('dgt.js');
    }
    expect((await ctx.sb.call('GET', '/sandbox/sport/sft/')).status).toBe(400);
  });

  it('answer 503 while the provider is down, the other provider still up', async () => {
    const down = await ctx.sb.call('POST', '/sandbox/api/sport/provider', { body: { provider: 'dgt', down: true } });
    expect(down.status).toBe(200);
    const res = await ctx.sb.call('GET', `/sandbox/sport/dgt/?origin=${HOST}`);
    expect(res.status).toBe(503);
    expect(res.text).toContain('role="alert"');
    // It tells the host at once (down.js posts error provider_down), not after the element's 15 s for a ready.
    expect(res.text).toContain('<script type="module" src="/sandbox/sport/assets/down.js"></script>');
    const script = await ctx.sb.call('GET', '/sandbox/sport/assets/down.js');
    expect([script.status, script.text]).toEqual([200, expect.stringContaining("channel.send('error', { code: 'provider_down' })")]);
    expect((await ctx.sb.call('GET', `/sandbox/sport/sft/?origin=${HOST}`)).status).toBe(200);
    await ctx.sb.call('POST', '/sandbox/api/sport/provider', { body: { provider: 'dgt', down: false } });
    expect((await ctx.sb.call('GET', `/sandbox/sport/dgt/?origin=${HOST}`)).status).toBe(200);
  });

  it('serve the modules and the style, nothing else of the folder', async () => {
    const js = await ctx.sb.call('GET', '/sandbox/sport/assets/channel.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('Content-Type')).toMatch(/javascript/);
    expect(js.text).toContain('export function createChannel');
    expect((await ctx.sb.call('GET', '/sandbox/sport/assets/sport.css')).status).toBe(200);
    expect((await ctx.sb.call('GET', '/sandbox/sport/assets/channel.d.ts')).status).toBe(404);
    expect((await ctx.sb.call('GET', '/sandbox/sport/assets/../routes/sport-pages.ts')).status).toBe(404);
  });
});

describe('the message contract the pages import', () => {
  const pages = (dist: string) =>
    new Hono().route('/sandbox/sport', sportPageRoutes({ config: resolveConfig({}) } as Deps, { dist, isDown: async () => false }));

  it('is the build\'s dist/frames/sport-messages.js, beside the pages\' scripts, under their policy', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sport-contract-'));
    try {
      mkdirSync(join(dist, 'frames'));
      writeFileSync(join(dist, 'frames/sport-messages.js'), 'export const SPORT_NS="casino-sport";\n');
      const res = await pages(dist).request('/sandbox/sport/assets/sport-messages.js', { headers: { Origin: 'null' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/javascript/);
      expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self';/);
      expect(await res.text()).toBe('export const SPORT_NS="casino-sport";\n');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is a 404 before any build', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sport-contract-'));
    try {
      expect((await pages(dist).request('/sandbox/sport/assets/sport-messages.js')).status).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
