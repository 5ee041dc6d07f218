import type { NonSharedBuffer } from 'node:buffer';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import {
  compressBody,
  encodedEtag,
  etagMatches,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  SIBLING_SUFFIX,
  type Encoding,
} from './compress';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * Maps a URL path (relative to the mount point) to a file strictly inside `root`. Rejects encoded
 * traversal (`%2e%2e`), NUL bytes and dot-files (`.env`, `.git`); a directory resolves to its index.html.
 */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return undefined;
  const base = path.resolve(root);
  let file = path.resolve(base, ...segments);
  if (file !== base && !file.startsWith(base + path.sep)) return undefined;
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file);
    }
    return info.isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a static response is built from: a file, or a page rendered in memory (http/site-page.ts). `key`
 * names it in the cache of bodies compressed on the fly.
 */
export interface StaticSource {
  key: string;
  /** The identity representation's ETag; an encoded one adds `-br` or `-gzip` (http/compress.ts). */
  etag: string;
  lastModified: Date;
  type: string;
  size: number;
  read: () => Promise<NonSharedBuffer>;
  /** The build's precompressed body for this encoding, when there is a fresh one. */
  precompressed?: (encoding: Encoding) => Promise<NonSharedBuffer | undefined>;
}

/** A weak ETag from size and mtime: cheap, and it changes whenever a build rewrites the file. */
export const statEtag = (info: { size: number; mtimeMs: number }) => `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

/**
 * The sibling `file.br` / `file.gz` written by the build (scripts/rollup-precompress.mjs), if it exists and
 * is not older than the file: a sibling older than its file is left over from another build.
 */
async function freshSibling(file: string, fileMtimeMs: number, encoding: Encoding): Promise<NonSharedBuffer | undefined> {
  const sibling = file + SIBLING_SUFFIX[encoding];
  try {
    const info = await stat(sibling);
    return info.isFile() && info.mtimeMs >= fileMtimeMs ? await readFile(sibling) : undefined;
  } catch {
    return undefined;
  }
}

export async function fileSource(file: string): Promise<StaticSource> {
  const info = await stat(file);
  return {
    key: file,
    etag: statEtag(info),
    lastModified: info.mtime,
    type: contentTypeOf(file),
    size: info.size,
    read: () => readFile(file),
    precompressed: (encoding) => freshSibling(file, info.mtimeMs, encoding),
  };
}

/**
 * Bodies compressed on the fly for files without a precompressed sibling (the demo pages, the site's CSS):
 * the newest few, by source and ETag, so a reload does not compress them again.
 */
const compressedCache = new Map<string, NonSharedBuffer>();
const COMPRESSED_CACHE_ENTRIES = 64;

async function encodedBody(source: StaticSource, encoding: Encoding): Promise<NonSharedBuffer> {
  const ready = await source.precompressed?.(encoding);
  if (ready) return ready;
  const key = `${source.key}\0${source.etag}\0${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = await compressBody(await source.read(), encoding);
    if (compressedCache.size >= COMPRESSED_CACHE_ENTRIES) compressedCache.delete(compressedCache.keys().next().value!);
    compressedCache.set(key, body);
  }
  return body;
}

/**
 * A static response: brotli or gzip when the client accepts it and the body is text of 1 KB or more
 * (the precompressed sibling when the build wrote one), an ETag per representation, and 304 on a
 * matching If-None-Match (`no-cache` files are revalidated on every load, and this keeps that cheap).
 */
export async function sourceResponse(c: Context, source: StaticSource, headers: Record<string, string> = {}): Promise<Response> {
  const textual = isCompressible(source.type);
  const encoding = textual && source.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(c.req.header('Accept-Encoding')) : undefined;
  const etag = encodedEtag(source.etag, encoding);
  const common: Record<string, string> = {
    ETag: etag,
    'Last-Modified': source.lastModified.toUTCString(),
    // Text varies with Accept-Encoding whatever its size today (the next build may cross 1 KB).
    ...(textual ? { Vary: 'Accept-Encoding' } : {}),
    ...headers,
  };
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, common);
  const body = encoding ? await encodedBody(source, encoding) : await source.read();
  return c.body(body, 200, {
    'Content-Type': source.type,
    'Content-Length': String(body.byteLength),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...common,
  });
}

export async function fileResponse(c: Context, file: string, headers: Record<string, string> = {}): Promise<Response> {
  return sourceResponse(c, await fileSource(file), headers);
}

/** Serves `urlPath` from `root`, or undefined when there is no such file (the caller picks the 404). */
export async function serveFrom(
  c: Context,
  root: string,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<Response | undefined> {
  const file = await resolveFile(root, urlPath);
  return file ? fileResponse(c, file, headers) : undefined;
}

/** Whether a GET looks like a page navigation the single-page site should answer (history routing). */
export function wantsHtml(c: Context): boolean {
  const last = c.req.path.split('/').pop() ?? '';
  if (last.includes('.')) return false; // a missing asset stays a 404
  const accept = c.req.header('Accept') ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * A generated SVG (banner art, wheel icons, game covers): cached `maxAge` seconds and, opened directly,
 * a document in which nothing may run or load.
 */
export function generatedSvg(c: Context, svg: string, maxAge: number, headers: Record<string, string> = {}): Response {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': `public, max-age=${maxAge}`,
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
}
