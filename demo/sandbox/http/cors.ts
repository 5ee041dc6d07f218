import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Any localhost / 127.0.0.1 origin, any port: the partner page (8081) and dev servers. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The API's CORS rule: a local origin, or one of `extra` exactly (`API_ORIGINS`, config.ts: origins as
 * `URL.origin` spells them, so the browser's `Origin` header compares as a string). Anything else gets no
 * CORS header and its page cannot read the answer (docs/operators.md "CORS").
 */
export function isAllowedOrigin(origin: string | undefined, extra: readonly string[] = []): boolean {
  return !!origin && (LOCAL_ORIGIN.test(origin) || extra.includes(origin));
}

/**
 * No `Access-Control-Allow-Credentials`: the API's credential is the `Authorization` header (bearer or
 * DPoP, docs/security.md), never a cookie, so a page on an allowed origin sends only what it holds. A
 * page on any other origin gets no `Access-Control-*` header at all, its preflight an empty 204.
 */
export function apiCors(extra: readonly string[] = []): MiddlewareHandler {
  const allowed = apiCorsHeaders(extra);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined || isAllowedOrigin(origin, extra)) return allowed(c, next);
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) return c.body(null, 204, { Vary: 'Origin' });
    await next();
  };
}

const apiCorsHeaders = (extra: readonly string[]) =>
  cors({
    origin: (origin) => (isAllowedOrigin(origin, extra) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // DPoP: the proof header of every token request and API call from a DPoP client (docs/security.md).
    allowHeaders: ['Authorization', 'Content-Type', 'Cache-Control', 'Idempotency-Key', 'DPoP'],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });

/**
 * The game pages and their API (`/sandbox/games/…`): any origin, including "null". A game framed on the
 * site's own origin runs without allow-same-origin (docs/conventions.md §2.10), so its module script and its calls
 * come from an opaque origin. No cookie is involved: the game URL's one-time launch token is exchanged for
 * the session, whose token is then the credential.
 */
export const gameCors = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key'],
    exposeHeaders: ['Idempotent-Replayed'],
    maxAge: 600,
  });
