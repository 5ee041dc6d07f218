import type { MiddlewareHandler } from 'hono';
import type { RequestLog } from '../request-log';

export function logMiddleware(log: RequestLog, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.record({
      at: new Date(now()).toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
