import path from 'node:path';

/**
 * How long a file of dist/ may be kept, by where it is (docs/embedding.md "Serving dist/ behind a CDN",
 * docs/operators.md "Releases, CDN and SRI"). Any origin may load every one of them: partner pages import
 * them as ES modules from their own origin, and `integrity` needs a CORS answer.
 */
const ANY_ORIGIN = { 'Access-Control-Allow-Origin': '*' };

/** Never changes under its URL: hashed chunks and everything of a pinned release (dist/<version>/). */
const IMMUTABLE_STATIC = { 'Cache-Control': 'public, max-age=31536000, immutable', ...ANY_ORIGIN };
/** The moving alias dist/v<major>/: a release reaches its pages within five minutes, no revalidation before. */
const ALIAS_STATIC = { 'Cache-Control': 'public, max-age=300', ...ANY_ORIGIN };
/** dist/'s own entries and unhashed files, rebuilt in place: revalidated on every load (cheap, ETag). */
export const PUBLIC_STATIC = { 'Cache-Control': 'no-cache', ...ANY_ORIGIN };

const RELEASE_DIR = /^\d+\.\d+\.\d+(?:[-+][\w.+-]*)?$/;
const ALIAS_DIR = /^v\d+$/;
const CHUNKS_DIR = 'chunks';

/** The headers of the file at `relative` (to dist/, as resolved on disk, not as the URL spells it). */
export function distCacheHeaders(relative: string): Record<string, string> {
  const [first, ...rest] = relative.split(path.sep);
  if (first === CHUNKS_DIR || RELEASE_DIR.test(first ?? '')) return IMMUTABLE_STATIC;
  if (ALIAS_DIR.test(first ?? '')) return rest[0] === CHUNKS_DIR ? IMMUTABLE_STATIC : ALIAS_STATIC;
  return PUBLIC_STATIC;
}
