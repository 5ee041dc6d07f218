// Response compression, as a CDN in front of the operator's servers would do it (docs/architecture.md "Speed
// budgets"): brotli when the request's Accept-Encoding allows it, else gzip, for text types only (JS, CSS,
// HTML, SVG, JSON), never for bodies under 1 KB (the stream's header and warm-up eat the gain), 304s, or
// already-compressed images.
//
// hono/compress is not used: it compresses through CompressionStream, which in Node 20 has no 'br' (only
// gzip and deflate), it compresses bodies of unknown length however small, and it sends one ETag for the
// gzip and the identity bodies. This is node:zlib, asynchronous (the libuv pool, not the event loop).
//
// Two users: the static files (http/static.ts, which prefers the build's precompressed .br/.gz siblings)
// and `compression()` for everything generated per request (the API's JSON — a game catalogue page is
// about 1 MB —, the generated SVGs, the sandbox's pages).
import type { NonSharedBuffer } from 'node:buffer';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are (scripts/rollup-precompress.mjs skips the same files). */
export const MIN_COMPRESS_BYTES = 1024;

/** Text types; images other than SVG, fonts, audio, video and wasm are compressed already or gain nothing. */
const COMPRESSIBLE = /^\s*(?:text\/(?!event-stream)|image\/svg\+xml|application\/(?:json|javascript|manifest\+json|xml|[\w.+-]+\+(?:json|xml)))/i;

export const isCompressible = (contentType: string | null | undefined) => !!contentType && COMPRESSIBLE.test(contentType);

/** The file extension of a precompressed sibling (`app.js.br`, `app.js.gz`). */
export const SIBLING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send for an Accept-Encoding header: the acceptable one with the highest q, brotli on a tie
 * (smaller), undefined for identity. `*` covers the encodings not named; `q=0` refuses one.
 */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const qOf = (encoding: string) => q.get(encoding) ?? (encoding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | undefined>((found, enc) => (qOf(enc) > (found ? qOf(found) : 0) ? enc : found), undefined);
  return best;
}

/**
 * The ETag of an encoded representation: the identity ETag with `-br` or `-gzip` inside the quotes. Each
 * representation needs its own (RFC 9110 §8.8.3), or a cache holding the gzip body could answer a 304
 * to a client that asked for brotli.
 */
export function encodedEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? etag.replace(/"$/, `-${encoding}"`) : etag;
}

/** If-None-Match against an ETag, by weak comparison (RFC 9110 §13.1.2): a list, `*`, W/ ignored. */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses on the fly. Brotli quality 5 and gzip level 6: what CDNs and web servers use for dynamic
 * answers (quality 11 costs about 50× the CPU for a few % on a 1 MB catalogue page); the build's
 * precompressed files use the highest levels.
 */
export function compressBody(body: Uint8Array, encoding: Encoding): Promise<NonSharedBuffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gz(body, { level: 6 });
}

/** Adds Accept-Encoding to a Vary header value, keeping what is there (`Origin` from CORS). */
export function varyOnEncoding(current: string | null | undefined): string {
  if (!current) return 'Accept-Encoding';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

const NO_BODY = new Set([101, 204, 205, 206, 304]);

/**
 * Compresses the responses of the routes it wraps. A response that already chose its representation
 * (a Content-Encoding, or Vary: Accept-Encoding, as the static files do), one marked `no-transform`, one
 * without a text type or without a body, is left alone.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const vary = res.headers.get('Vary');
    if (
      NO_BODY.has(res.status) ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      (vary && varyOnEncoding(vary) === vary) ||
      /(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '') ||
      !isCompressible(res.headers.get('Content-Type'))
    ) {
      return;
    }
    // Headers are set on c.res after each assignment: Hono's setter copies the previous response's
    // headers over the new one's.
    c.header('Vary', varyOnEncoding(vary));
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const varied = c.res; // c.header() made a new Response around the same body
    if (!encoding || Number(varied.headers.get('Content-Length') ?? NaN) < MIN_COMPRESS_BYTES) return;
    const body = new Uint8Array(await varied.arrayBuffer());
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      c.res = new Response(body, varied);
      return;
    }
    const compressed = await compressBody(body, encoding);
    c.res = new Response(compressed, varied);
    c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(compressed.byteLength));
    const etag = c.res.headers.get('ETag');
    if (etag) c.header('ETag', encodedEtag(etag, encoding));
  };
}
