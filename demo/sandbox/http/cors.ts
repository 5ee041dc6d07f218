import { cors } from 'hono/cors';

/** Any localhost / 127.0.0.1 origin, any port: the partner page (8081) and dev servers. */
export function isAllowedOrigin(origin: string | undefined): boolean {
  return !!origin && /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin);
}

export const apiCors = () =>
  cors({
    origin: (origin) => (isAllowedOrigin(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Cache-Control', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
