// The allow-list every server-provided URL passes before it reaches an `href` or `src` (docs/conventions.md §2.11):
// `https:`, `http:` and relative references only. Preact, unlike React 19, writes `javascript:` URLs
// as they are, so this is the only thing between a compromised or careless content entry and script
// running on the operator's origin.
//
// Refused (the caller then renders no link): any other scheme (`javascript:`, `data:`, `vbscript:`,
// `file:`, `mailto:`…), protocol-relative references (`//host`, `/\host`, `\\host`: browsers read `\` as
// `/` in http(s) URLs, so a backslash is refused anywhere), `http:host` without the `//` (a scheme-
// relative trick), control characters and whitespace inside the URL (the URL parser strips tabs and
// newlines, so `java\tscript:` would run), and anything the WHATWG URL parser does not resolve to http(s).

/** C0/C1 controls, DEL, and every Unicode space, separator, soft hyphen, zero-width, bidi mark and BOM. */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Used only to resolve relative references for the final check; never shown. */
const PROBE_BASE = 'https://allow-list.invalid/dir/';

/**
 * `url` (trimmed) when it is an http(s) URL or a relative reference that resolves to one; otherwise null.
 * Surrounding whitespace is tolerated (a trailing newline in a CMS field is common); inside, it is not.
 */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const candidate = url.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  if (candidate === '' || candidate.length > 2048) return null;
  if (UNSAFE_CHARS.test(candidate) || candidate.includes('\\')) return null;
  if (candidate.startsWith('//')) return null;
  const scheme = SCHEME.exec(candidate)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== 'http' && scheme !== 'https') return null;
    if (!/^https?:\/\/[^/?#]/i.test(candidate)) return null;
  }
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_BASE);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  // A relative reference must stay relative: it may not reach another host.
  if (scheme === undefined && resolved.host !== 'allow-list.invalid') return null;
  return candidate;
}

/** Whether `url` (already allowed by safeUrl) leaves the page's origin. */
export function isExternalUrl(url: string, pageUrl: string): boolean {
  try {
    return new URL(url, pageUrl).origin !== new URL(pageUrl).origin;
  } catch {
    return true;
  }
}
