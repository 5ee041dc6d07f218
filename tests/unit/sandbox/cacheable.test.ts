// The catalogue and the content answers are cacheable (http/cacheable.ts, docs/api.md "Caching"): public, a
// minute fresh plus ten minutes of stale-while-revalidate, with a strong ETag and a 304 on a matching
// If-None-Match (identity or encoded); what depends on the player stays no-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

const CACHE = 'public, max-age=60, stale-while-revalidate=600';
const PUBLIC_ANSWERS = [
  '/carousel/',
  '/slide/',
  '/slide/?carousel_id=1',
  '/services/game-catalog/producer',
  '/api/integrations/hub/games/?provider=amatic&platform=mobile&page=1&page_size=50',
  '/services/direct/games?provider=pragmaticplay&offset=0&limit=50',
  '/api/integrations/live/games/?provider=evolution',
];

const get = (url: string, headers: Record<string, string> = {}) => sb.app.request(url, { headers });

describe('cacheable public answers', () => {
  it.each(PUBLIC_ANSWERS)('%s: public with a short life, an ETag, and 304 when the ETag still matches', async (url) => {
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(CACHE);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const body = await first.text();
    expect(JSON.parse(body)).toBeTruthy();

    const again = await get(url, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(CACHE);

    // The same answer twice has the same validator; another one does not match.
    expect((await get(url)).headers.get('etag')).toBe(etag);
    expect((await get(url, { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('gives a compressed body its own ETag, and revalidates it with a 304', async () => {
    const url = '/api/integrations/hub/games/?provider=amatic&page=1&page_size=1000';
    const br = await get(url, { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/-br"$/);
    const again = await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    // A cache holding the gzip body cannot answer a client asking for brotli with it.
    expect((await get(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
  });

  it('changes the ETag when the content changes', async () => {
    const before = (await get('/slide/')).headers.get('etag')!;
    await sb.db.query('UPDATE slides SET is_active = NOT is_active WHERE id = (SELECT min(id) FROM slides)');
    try {
      const after = await get('/slide/', { 'If-None-Match': before });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(before);
    } finally {
      await sb.db.query('UPDATE slides SET is_active = NOT is_active WHERE id = (SELECT min(id) FROM slides)');
    }
  });

  it('keeps errors and what depends on the player no-store', async () => {
    const unknown = await get('/api/integrations/hub/games/?provider=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    const token = (await sb.login('demo')).access;
    for (const url of ['/api/settings/', '/api/users/favouritegames/', '/api/accounts/user']) {
      const res = await sb.call('GET', url, { token });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });
});
