import { cors } from 'hono/cors';

/** Any localhost / 127.0.0.1 origin, any port: the partner page (8081) and dev servers. */
export function isAllowedOrigin(origin: string | undefined): boolean {
  return !!origin && /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin);
}

export const apiCors = () =>
  cors({
    origin: (origin) => (isAllowedOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // DPoP: the proof header of every token request and API call from a DPoP client (docs/security.md).
    allowHeaders: ['Authorization', 'Content-Type', 'Cache-Control', 'Idempotency-Key', 'DPoP'],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });

/**
 * The game pages and their API (`/sandbox/games/…`): any origin, including "null". A game framed on the
 * site's own origin runs without allow-same-origin (DESIGN.md §2.10), so its module script and its calls
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
