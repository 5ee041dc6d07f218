// The headers every answer of the sandbox carries, and the policies of the pages that are not the
// reference site's (docs/security.md "Headers the sandbox sends"). The site's own policy is SITE_CSP in
// app.ts; the simulated providers' pages build theirs with providerCsp() below.
import type { MiddlewareHandler } from 'hono';

/**
 * Outermost middleware: whatever answered (a route, a static file, a redirect, a 404, an error, a CORS
 * preflight, a fault), the browser must take the Content-Type as sent and never guess a script or a page
 * out of a JSON body or a player's file (`nosniff`). An answer that names its own Referrer-Policy keeps it
 * (the payment and sportsbook pages: `no-referrer`); every other one sends its URL only to its own origin,
 * so a token in a URL (a password-reset or confirmation link, a game's launch URL) never leaves for another.
 *
 * `c.header()` after `next()` is safe on answers whose headers are immutable (`Response.redirect()`, a
 * fetched Response): Hono then rebuilds the Response around the same body first.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'same-origin');
  };
}

/**
 * The origins a policy can name: CSP's host-source grammar has no IPv6 literals (Chromium reports
 * `http://[::1]:8080` as an error and drops it), so such a host is left out of every policy.
 */
const cspSources = (origins: readonly string[]) => origins.filter((o) => !o.includes('['));

/**
 * `frame-ancestors` for a page only the sandbox's own origins may frame: the origins a game or payment
 * may return to (services/return-url.ts), the same list that decides where the page may report. An IPv6
 * host (cspSources) can still open the page alone, not frame it.
 */
export function frameAncestors(origins: readonly string[]): string {
  const framing = cspSources(origins);
  return `frame-ancestors ${framing.length ? framing.join(' ') : "'none'"}`;
}

/**
 * The simulated providers' pages (payment, game, sportsbook): no inline script or style, calls only to
 * their own origin, and framed only by the sandbox's own origins (a foreign site cannot wrap a payment
 * form or a game and trick a player's clicks).
 */
export function providerCsp(origins: readonly string[]): string {
  return `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; ${frameAncestors(origins)}`;
}

/**
 * The QA page: its own scripts only, nothing inline, and only its own origin may frame it (its buttons
 * reset the sandbox and rig rounds: a framing site must not steer a tester's clicks). Calls, images and
 * frames may go to another sandbox: `?api-base=` points the page there (docs/qa.md).
 */
export const QA_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: http: https:; connect-src 'self' http: https:; " +
  "frame-src 'self' http: https:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/**
 * The demo partner page, under the policy docs/security.md advises partners: scripts from itself and the
 * casino's origins only (no `'unsafe-inline'`, no `'unsafe-eval'`: our elements need neither), calls and
 * images to those origins, the games' frames from them, `object-src 'none'`, `base-uri 'none'`. `casino`
 * is the sandbox's own origins; `?main=` can point the page at one of them only.
 */
export function partnerCsp(casino: readonly string[]): string {
  const hosts = cspSources(casino).join(' ');
  return (
    `default-src 'self'; script-src 'self' ${hosts}; style-src 'self'; img-src 'self' ${hosts} data:; connect-src 'self' ${hosts}; ` +
    `frame-src 'self' ${hosts}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`
  );
}
