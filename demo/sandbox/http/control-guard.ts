import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost, type Config } from '../config';
import { ApiError } from './errors';

type OriginConfig = Pick<Config, 'port' | 'partnerPort' | 'publicUrl' | 'host' | 'controlOrigins'>;

/** The loopback names, and HOST's when it names one address, with `port`: the sandbox's origins there. */
function originsOn(config: OriginConfig, ports: readonly number[]): Set<string> {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  // 0.0.0.0 and :: are "every interface", not an address a browser can be on: PUBLIC_URL names that one.
  if (config.host && !['0.0.0.0', '::', '[::]'].includes(config.host)) {
    hosts.push(config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host);
  }
  const origins = new Set<string>();
  for (const port of ports) for (const host of hosts) origins.add(`http://${host.toLowerCase()}:${port}`);
  return origins;
}

/**
 * Who may use the control plane (`/sandbox/api/*`): it resets the database, rigs every player's next
 * round and reads the outbox (verification and reset links: an account takeover); docs/api.md "Sandbox
 * control" says the same for QA, docs/security.md why.
 *
 * The sandbox's own pages: http://localhost, http://127.0.0.1 and http://[::1] on PORT (the reference site
 * and the QA page), PUBLIC_URL's origin, HOST's when it names one address, and the embedding server's
 * (config.controlOrigins). Not the partner page on PARTNER_PORT: it stands for a third party's page, which
 * the threat model treats as hostile (docs/security.md), so it gets no more than any other web page.
 */
export function controlOrigins(config: OriginConfig): string[] {
  const origins = originsOn(config, [config.port]);
  for (const url of [config.publicUrl, ...config.controlOrigins]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      /* not a URL: nothing to allow */
    }
  }
  return [...origins];
}

/** The demo partner page's origins (PARTNER_PORT): a place a game or a payment may return to. */
export const partnerPageOrigins = (config: OriginConfig): string[] => [...originsOn(config, [config.partnerPort])];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refuse = (detail: string) =>
  new ApiError(403, 'control_origin_refused', 'The sandbox control API only answers its own pages.', detail);

/**
 * The rules, in order (each answers with the contract's error body):
 *
 * 1. `Sec-Fetch-Site: cross-site` → 403: a browser says another site sent it (a link, a form, an
 *    image, a fetch from any web page). Every current browser sends it; `same-site` (another port of
 *    localhost) and `same-origin` go on to rule 2, `none` (typed in the address bar) too.
 * 2. An `Origin` that is not one of the sandbox's own (`null` included: sandboxed frames, data: URLs)
 *    → 403. Browsers send Origin on every POST, PUT, PATCH, DELETE and on every cross-origin fetch.
 * 3. A `Host` that is not one of the sandbox's own hosts → 403: DNS rebinding (a page of
 *    evil.example whose name now points at 127.0.0.1 is same-origin with the sandbox to the browser,
 *    so its GET carries no Origin; only the Host it addressed tells). Vite and webpack-dev-server check
 *    the Host for the same reason.
 * 4. POST, PUT, PATCH, DELETE without `Content-Type: application/json` → 415, body or not: the JSON
 *    type is what makes a browser ask a CORS preflight first (text/plain, form types and no type at all
 *    are "simple" and go out without one), and the preflight of a foreign origin is refused by rule 2.
 *    This holds even for a browser that sent neither Sec-Fetch-Site nor Origin.
 *
 * Requests without Origin, Sec-Fetch-Site and Host (curl sends a Host of its URL; app.request() in the
 * tests sends none) are not a browser acting for another site: they pass rules 1–3 and still need rule 4.
 */
export function controlGuard(allowedOrigins: readonly string[]): MiddlewareHandler {
  const origins = new Set(allowedOrigins);
  const hosts = new Set(allowedOrigins.map((origin) => new URL(origin).host));
  return async (c, next) => {
    const site = c.req.header('Sec-Fetch-Site');
    if (site?.toLowerCase() === 'cross-site') throw refuse('Cross-site browser requests are refused (Sec-Fetch-Site: cross-site).');
    const origin = c.req.header('Origin');
    if (origin !== undefined && !origins.has(origin.toLowerCase())) {
      throw refuse(`Origin ${origin} is not one of the sandbox's own origins.`);
    }
    const host = c.req.header('Host');
    if (host !== undefined && !hosts.has(host.toLowerCase())) {
      // A sandbox on a LAN address (HOST=0.0.0.0) is addressed by a name it cannot guess: PUBLIC_URL.
      throw refuse(`Host ${host} is not one of the sandbox's own hosts${isLoopbackHost(host.replace(/:\d+$/, '')) ? '' : ' (set PUBLIC_URL to the address browsers use)'}.`);
    }
    if (WRITES.has(c.req.method)) {
      const type = c.req.header('Content-Type')?.split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'The sandbox control API takes JSON only.',
          `${c.req.method} needs Content-Type: application/json (got ${type ? type : 'none'}), even without a body.`,
        );
      }
    }
    await next();
  };
}
