// Public answers a browser or a CDN may keep (docs/api.md "Caching"): the content host's carousels and
// slides and the game catalogue (producers and the integrations' lists) are the same for every player and
// every language, so they are `public` with a short life and a longer stale-while-revalidate window: a
// second visit uses the copy it has and revalidates it in the background, never on the page's critical path
// (docs/conventions.md §4 warm LCP). Each carries a strong ETag (a hash of its body), so a revalidation past the
// window is a 304 without a body. An answer that depends on the player or the language must not use this.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { encodedEtag, etagMatches, negotiateEncoding } from './compress';

/** A minute fresh; then up to ten minutes served as is while the browser revalidates it. */
export const PUBLIC_SHORT_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** A strong validator for a body: its SHA-256, 22 base64url characters (132 bits). */
export const bodyEtag = (body: string | Uint8Array) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * A JSON answer with `cacheControl`, its ETag, and 304 when If-None-Match names it. compression()
 * (http/compress.ts) gives an encoded body its own ETag (`…-br`): a client revalidating that one gets its
 * 304 too, with the same ETag back.
 */
export function cacheableJson(c: Context, value: unknown, cacheControl = PUBLIC_SHORT_CACHE): Response {
  const body = JSON.stringify(value);
  const etag = bodyEtag(body);
  const encoded = encodedEtag(etag, negotiateEncoding(c.req.header('Accept-Encoding')));
  const asked = c.req.header('If-None-Match');
  if (etagMatches(asked, encoded) || etagMatches(asked, etag)) {
    return c.body(null, 304, { ETag: etagMatches(asked, encoded) ? encoded : etag, 'Cache-Control': cacheControl });
  }
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8', ETag: etag, 'Cache-Control': cacheControl });
}

/**
 * Cache-Control: no-store on every answer of the routes it wraps, except those that chose their own
 * caching (cacheableJson above, the generated images): the API's default is never to be kept.
 */
export const noStoreUnlessSet: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
