import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { requestHash, userKeys, withIdempotentTransaction, type KeyOwner } from '../services/idempotency';
import type { AppEnv } from './env';
import { ApiError } from './errors';

/** Visible ASCII, as Stripe and the IETF draft allow; the client sends a UUID. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** How long a request waits for an earlier one with the same key before answering 409; default 10 s. */
  waitMs?: number;
  /** Whose keys these are; default the signed-in player's (after the auth middleware). */
  owner?: (c: Context<AppEnv>) => KeyOwner;
  /** A request without the header is a 400 (the game rounds); default: it runs without a key. */
  required?: boolean;
  /**
   * The body as the key's request hash reads it; default the body as sent. The sportsbook leaves out
   * its credential (the integration token in the body): a retry with a renewed token is the same bet.
   */
  hashedBody?: (c: Context<AppEnv>) => Promise<string>;
}

/**
 * Every money-moving POST goes through this (docs/api.md "Idempotency-Key"):
 * `r.post('/spin/', requireAuth, idempotent(deps), jsonBody(schema), (c) => c.json(await spin(moneyTx(c), …)))`.
 * The request runs on one database transaction, which the handler takes with `moneyTx(c)`; its key,
 * its money and its answer commit together (services/idempotency.ts `withIdempotentTransaction`).
 * With the key already answered, the stored answer again (`Idempotent-Replayed: true`); the key of
 * another request, 422 idempotency_key_reused; a key held by a request that does not finish in time,
 * 409 idempotency_key_in_progress. 2xx-4xx answers are kept for 24 h (a 4xx rolls back what the
 * handler wrote); a 5xx rolls everything back and the key may be retried.
 */
export function idempotent(deps: Deps, options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const waitMs = options.waitMs ?? 10_000;
  const ownerOf = options.owner ?? ((c: Context<AppEnv>) => userKeys(c.get('user').id));
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined ? options.required : !KEY_PATTERN.test(key)) {
      throw new ApiError(400, 'invalid', undefined, 'Idempotency-Key: 1 to 255 visible ASCII characters', [
        { field: 'Idempotency-Key', code: key === undefined ? 'required' : 'invalid', message: 'Use 1 to 255 visible ASCII characters (a UUID).' },
      ]);
    }
    const request =
      key === undefined
        ? null
        : { ...ownerOf(c), key, hash: requestHash(c.req.method, c.req.path, await (options.hashedBody ? options.hashedBody(c) : c.req.text())), now: new Date(deps.clock.now()), waitMs };

    const answer = await withIdempotentTransaction(deps.db, request, async (tx) => {
      c.set('moneyTx', tx);
      // A thrown error is already c.res here: Hono's onError answers it before next() returns.
      await next();
      return { status: c.res.status, body: c.res.status < 500 ? await jsonOf(c.res) : undefined };
    });
    if (answer.replayed) {
      return c.json(answer.body as object, answer.status as ContentfulStatusCode, { 'Idempotent-Replayed': 'true' });
    }
  };
}

async function jsonOf(res: Response): Promise<unknown> {
  try {
    return await res.clone().json();
  } catch {
    // An answer that cannot be replayed must not be kept with the money: the request fails whole.
    throw new Error('a money route answered something other than JSON');
  }
}

/** The money request's transaction: run every service of the handler on it (see idempotent()). */
export function moneyTx(c: Context<AppEnv>): Queryable {
  const tx = c.get('moneyTx');
  if (!tx) throw new Error(`${c.req.method} ${c.req.path} moves money without idempotent()`);
  return tx;
}
