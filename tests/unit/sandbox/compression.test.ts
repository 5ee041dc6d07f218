// Compression of what the sandbox generates per request (demo/sandbox/http/compress.ts): the
// API's JSON (a game catalogue page is about 1 MB), SVGs and pages. Static files choose their own
// encoding (precompressed siblings): tests/unit/sandbox/static.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression, encodedEtag, etagMatches, negotiateEncoding } from '../../../demo/sandbox/http/compress';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

const decode = (body: Buffer, encoding: string | null) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('negotiation', () => {
  it('picks the acceptable encoding with the highest q, brotli on a tie, none for identity', () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0.4, gzip;q=0.9', 'gzip'],
      ['GZIP;Q=0.5, BR;Q=0.6', 'br'],
      ['*', 'br'],
      ['*;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['deflate, zstd', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [header, expected] of cases) expect(negotiateEncoding(header), String(header)).toBe(expected);
  });

  it('suffixes the ETag per encoding and compares ETags weakly, in lists too', () => {
    expect(encodedEtag('W/"abc"', 'br')).toBe('W/"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(encodedEtag('W/"abc"', undefined)).toBe('W/"abc"');
    expect(etagMatches('W/"abc-br"', 'W/"abc-br"')).toBe(true);
    expect(etagMatches('"abc-br"', 'W/"abc-br"')).toBe(true);
    expect(etagMatches('"x", W/"abc-br"', 'W/"abc-br"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', 'W/"abc-br"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('compression() on generated answers', () => {
  const big = 'x'.repeat(5_000);
  const app = new Hono();
  app.use('*', compression());
  app.get('/json', (c) => c.json({ big }, 200, { ETag: 'W/"v1"', Vary: 'Origin' }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/png', (c) => c.body(new Uint8Array(5_000), 200, { 'Content-Type': 'image/png' }));
  app.get('/events', (c) => c.body(big, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/no-transform', (c) => c.body(big, 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-transform' }));
  app.get('/encoded', (c) => c.body(big, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'identity' }));
  app.get('/not-modified', (c) => c.body(null, 304, { ETag: 'W/"v1"' }));
  app.get('/error', (c) => c.json({ code: 'boom', detail: big }, 500));

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('compresses JSON of 1 KB or more, keeps other Vary values, suffixes the ETag, sets the length', async () => {
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, br', 'br']] as const) {
      const res = await get('/json', { 'Accept-Encoding': accept });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
      expect(res.headers.get('etag')).toBe(`W/"v1-${encoding}"`);
      expect(res.headers.get('content-length')).toBe(String(body.length));
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(decode(body, encoding).toString())).toEqual({ big });
      expect(body.length).toBeLessThan(200);
    }
    const error = await get('/error', { 'Accept-Encoding': 'br' });
    expect(error.status).toBe(500);
    expect(JSON.parse(decode(Buffer.from(await error.arrayBuffer()), error.headers.get('content-encoding')).toString()).code).toBe('boom');
  });

  it('sends identity, still varying, when the client accepts no encoding we have', async () => {
    const res = await get('/json', { 'Accept-Encoding': 'deflate' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(await res.json()).toEqual({ big });
  });

  it('leaves alone bodies under 1 KB, images, event streams, no-transform, encoded answers and 304s', async () => {
    const small = await get('/small', { 'Accept-Encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
    for (const url of ['/png', '/events', '/no-transform']) {
      const res = await get(url, { 'Accept-Encoding': 'br' });
      expect(res.headers.get('content-encoding'), url).toBeNull();
      expect(res.headers.get('vary'), url).toBeNull();
      expect((await res.arrayBuffer()).byteLength, url).toBe(5_000);
    }
    expect((await get('/encoded', { 'Accept-Encoding': 'br' })).headers.get('content-encoding')).toBe('identity');
    const notModified = await get('/not-modified', { 'Accept-Encoding': 'br' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-encoding')).toBeNull();
  });
});

describe('the sandbox API', () => {
  let sb: Sandbox;
  beforeAll(async () => {
    sb = await bootSandbox();
  }, BOOT_TIMEOUT);
  afterAll(() => sb?.close());

  const raw = async (url: string, headers: Record<string, string>) => {
    const res = await sb.app.request(url, { headers });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('sends the game catalogue (about 1 MB of JSON per 1,000 games) compressed, decoding to the same JSON', async () => {
    const url = '/api/integrations/hub/games/?provider=amatic&page=1&page_size=1000';
    const plain = await raw(url, { Origin: 'http://localhost:8081' });
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.length).toBeGreaterThan(300_000);
    for (const encoding of ['br', 'gzip']) {
      const { res, body } = await raw(url, { 'Accept-Encoding': `${encoding}`, Origin: 'http://localhost:8081' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/(^|, )Accept-Encoding$/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
      expect(decode(body, encoding).equals(plain.body)).toBe(true);
      expect(body.length).toBeLessThan(plain.body.length / 10);
    }
  });

  it('leaves small answers under 1 KB as they are', async () => {
    for (const url of ['/health']) {
      const { res } = await raw(url, { 'Accept-Encoding': 'br' });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-encoding'), url).toBeNull();
    }
  });
});
