import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Deps } from '../deps';
import { claimKey, completeKey, releaseKey, requestHash } from '../services/idempotency';
import type { AppEnv } from './env';
import { ApiError } from './errors';

/** Visible ASCII, as Stripe and the IETF draft allow; the client sends a UUID. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const POLL_MS = 25;

export interface IdempotencyOptions {
  /** How long a request waits for an earlier one with the same key before answering 409; default 10 s. */
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For money-moving POSTs, after the auth middleware (keys are per user):
 * `r.post('/spin/', requireAuth, idempotent(deps), jsonBody(schema), handler)`.
 * Without an `Idempotency-Key` header the request runs as usual. With one: the same key and request
 * replay the first answer (`Idempotent-Replayed: true`), another request with the key is 422
 * idempotency_key_reused, and a key still being processed is waited for, then 409
 * idempotency_key_in_progress. 2xx-4xx answers are stored for 24 h; 5xx are not (the key can be retried).
 */
export function idempotent(deps: Deps, options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const waitMs = options.waitMs ?? 10_000;
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'invalid', undefined, 'Idempotency-Key: 1 to 255 visible ASCII characters', [
        { field: 'Idempotency-Key', code: 'invalid', message: 'Use 1 to 255 visible ASCII characters (a UUID).' },
      ]);
    }
    const userId = c.get('user').id;
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const giveUpAt = Date.now() + waitMs;

    for (;;) {
      const outcome = await claimKey(deps.db, userId, key, hash, new Date(deps.clock.now()));
      if (outcome.kind === 'claimed') break;
      if (outcome.kind === 'reused') throw new ApiError(422, 'idempotency_key_reused', undefined, 'this key was used for another request');
      if (outcome.kind === 'done') {
        return c.json(outcome.body as object, outcome.status as ContentfulStatusCode, { 'Idempotent-Replayed': 'true' });
      }
      if (Date.now() >= giveUpAt) {
        throw new ApiError(409, 'idempotency_key_in_progress', undefined, 'a request with this key is still being processed');
      }
      await sleep(POLL_MS);
    }

    // Thrown errors are turned into c.res by Hono's onError before next() returns.
    try {
      await next();
    } catch (error) {
      await releaseKey(deps.db, userId, key);
      throw error;
    }
    let body: unknown;
    try {
      body = c.res.status < 500 ? await c.res.clone().json() : undefined;
    } catch {
      body = undefined; // not JSON: nothing replayable
    }
    if (body === undefined) await releaseKey(deps.db, userId, key);
    else await completeKey(deps.db, userId, key, c.res.status, body);
  };
}
