import type { MiddlewareHandler } from 'hono';
import type { Faults } from '../faults';
import { errorBody } from './errors';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Valid UTF-8, starts like JSON, does not parse: what a proxy cutting a response short delivers.
export const MALFORMED_BODY = '{"code": "ok", "data": [1, 2,';

/**
 * Applies the oldest matching armed fault to an /api or /services call. `malformed` lets the real
 * handler run first: the effect happens and only the answer is lost, the interesting case for retries.
 */
export function faultMiddleware(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.takeForRequest(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delay_ms) await sleep(fault.delay_ms);
    if (fault.status) {
      return c.json(
        errorBody('fault_injected', undefined, `fault #${fault.id} answered ${fault.status}`),
        fault.status as 400,
      );
    }
    await next();
    if (fault.malformed) {
      // Hono's setter carries over the real answer's headers (CORS, caching): only the body is broken.
      c.res = new Response(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
      c.res.headers.delete('Content-Length');
    }
  };
}
