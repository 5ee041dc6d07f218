// Where a game's exit button may send the player (docs/security.md "What the sandbox enforces"): one rule for
// the sandbox, which checks `return_url` when a session is started (and again when the game page reads it),
// and for the game page, which checks it once more before it navigates. Plain JavaScript so the page can
// import it as it is.
//
// Allowed: a path on the game's own origin (`/slots/casino`), or an absolute http(s) URL whose origin is
// one the operator configured (the sandbox's own origins and its partners', docs/api.md "Game sessions").
// Refused, whatever the list says:
// - protocol-relative references `//evil.example` and their backslash forms `/\evil.example`, `\\evil`:
//   browsers read `\` as `/` in http(s) URLs, so a backslash is refused anywhere;
// - any scheme but http(s) (`javascript:`, `data:`…) and `http:evil.example` without its `//`;
// - control characters and whitespace inside the URL (the URL parser strips tabs and newlines, so
//   `/\t/evil.example` would become `//evil.example`);
// - user info (`https://partner.example@evil.example` reads as the partner to a person, not to a browser);
// - anything over 2,000 characters;
// - a URL whose path, once the URL parser resolved it, starts with `//` or an encoded `/` or `\`
//   (`/..//evil.example`, `/%2e%2e//evil.example`): a page that keeps only the path (the provider pages'
//   return link adds `?payment=` to it) would hand the browser `//evil.example`, another host.
// Every value is parsed with `new URL(value, siteOrigin)` and the resulting origin compared, never judged
// by how its text begins (docs/security.md "Open redirects").

const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** Stands for the site when the caller has no origin at hand: a path must resolve onto it. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * Why `url` may not be a game's return URL (`null`: it may). `allowedOrigins`: the absolute URLs' allowed
 * origins (`http://localhost:8081`, compared as the URL parser writes them: lower case, no default port).
 * `siteOrigin`: the origin a path resolves against (the page's own); a path must stay on it.
 * @param {unknown} url
 * @param {readonly string[]} allowedOrigins
 * @param {string} [siteOrigin]
 * @returns {string | null}
 */
export function returnUrlProblem(url, allowedOrigins, siteOrigin = PROBE_ORIGIN) {
  if (typeof url !== 'string' || url === '') return 'not a URL';
  if (url.length > 2000) return 'longer than 2000 characters';
  if (UNSAFE.test(url)) return 'control characters or spaces';
  if (url.includes('\\')) return 'a backslash';
  const isPath = url.startsWith('/');
  if (isPath && url.startsWith('//')) return 'a protocol-relative URL (another host)';
  if (!isPath && !/^https?:\/\/[^/?#]/i.test(url)) return 'neither a path nor an http(s) URL';
  const site = originOf(siteOrigin);
  if (!site) return 'no site origin to resolve the URL against';
  let parsed;
  try {
    parsed = new URL(url, site);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'neither a path nor an http(s) URL';
  if (parsed.username || parsed.password) return 'user info in the URL';
  // Dot segments (plain or percent-encoded) are resolved by now: what remains is what a browser requests.
  if (/^\/(\/|%2f|%5c)/i.test(parsed.pathname)) return 'a path that resolves to //another host';
  if (isPath) return parsed.origin === site ? null : 'a path that leaves the site';
  const allowed = new Set(allowedOrigins.map(originOf).filter(Boolean));
  if (!allowed.has(parsed.origin)) return `the origin ${parsed.origin} is not one the operator allows`;
  return null;
}

/** `https://Partner.example:443/x` → `https://partner.example`; not a URL → ''. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
