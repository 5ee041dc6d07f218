import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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
 * The file with its content type and a weak ETag (size + mtime), 304 on a matching If-None-Match:
 * `no-cache` files are revalidated on every load, and this keeps revalidation cheap.
 */
export async function fileResponse(c: Context, file: string, headers: Record<string, string> = {}): Promise<Response> {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const common = { ETag: etag, 'Last-Modified': info.mtime.toUTCString(), ...headers };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, common);
  const body = await readFile(file);
  return c.body(body, 200, { 'Content-Type': contentTypeOf(file), ...common });
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
