// Abuse controls on the account routes (issue 13, hole 5; docs/api.md "Abuse controls"): attempts are
// counted per account and per client address in fixed windows kept in the database (migration 014), so
// the counts survive a restart and two sandboxes on one data folder share them. Over a limit the route
// answers 429 `too_many_attempts` with `Retry-After` (seconds until the window that is full ends).
import type { Context } from 'hono';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';

export interface RateLimit {
  /** Attempts allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
}

/**
 * The documented figures (docs/api.md "Abuse controls"). Sign-in counts failed attempts only (a
 * success takes its attempt back and clears the account's count); the others count every request.
 */
export const RATE_LIMITS = {
  'login:account': { max: 5, windowSeconds: 15 * 60 },
  'login:address': { max: 20, windowSeconds: 15 * 60 },
  'registration:account': { max: 5, windowSeconds: 3600 },
  'registration:address': { max: 10, windowSeconds: 3600 },
  'password-reset:account': { max: 3, windowSeconds: 3600 },
  'password-reset:address': { max: 10, windowSeconds: 3600 },
  'resend-email:account': { max: 3, windowSeconds: 3600 },
  'resend-email:address': { max: 10, windowSeconds: 3600 },
  // The profile's change of password: failures only, like sign-in (the old password is a guess there too).
  'change-password:account': { max: 5, windowSeconds: 15 * 60 },
  'change-password:address': { max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

export type RateLimitScope = keyof typeof RATE_LIMITS;
export type RateLimitAction = 'login' | 'registration' | 'password-reset' | 'resend-email' | 'change-password';

/**
 * The client's address: the TCP peer (`@hono/node-server` passes the socket in the env). Forwarding
 * headers are not read: anyone can write them, and the sandbox runs behind no proxy. A request without a
 * peer (a test's `app.request()`) has no address and only the per-account limits apply to it.
 */
export function clientAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress || undefined;
}

interface Hit {
  scope: RateLimitScope;
  key: string;
  hits: number;
  retryAfter: number;
}

/**
 * Counts one attempt on `scope`/`key` and answers the count in the current window. One statement: on
 * PostgreSQL concurrent attempts on one key queue on its row, so 50 at once count 50 (no check-then-act).
 */
async function hit(q: Queryable, scope: RateLimitScope, key: string, now: number): Promise<Hit> {
  const limit: RateLimit = RATE_LIMITS[scope];
  const { rows } = await q.query<{ hits: number; window_start: Date }>(
    `INSERT INTO rate_limits (scope, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (scope, key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start <= $4 THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $4 THEN EXCLUDED.window_start ELSE rate_limits.window_start END
     RETURNING hits, window_start`,
    [scope, key, new Date(now).toISOString(), new Date(now - limit.windowSeconds * 1000).toISOString()],
  );
  const ends = new Date(rows[0].window_start).getTime() + limit.windowSeconds * 1000;
  return { scope, key, hits: rows[0].hits, retryAfter: Math.max(1, Math.ceil((ends - now) / 1000)) };
}

export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfter: number, scope: string) {
    super(429, 'too_many_attempts', `Too many attempts. Try again in ${retryAfter} seconds.`, `rate limit ${scope}: retry after ${retryAfter} s`);
    this.headers = { 'Retry-After': String(retryAfter) };
  }
}

export interface Attempt {
  /** Takes this attempt back (a successful sign-in) and clears the account's count. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt of `action` for `account` (lower-cased: `Demo` and `demo` are one account) and for
 * the client's address; throws TooManyAttempts (429) when either count is over its limit, before the
 * route does any other work. The refused attempt is counted too (it cannot extend a fixed window).
 */
export async function countAttempt(deps: Deps, action: RateLimitAction, account: string, address: string | undefined): Promise<Attempt> {
  const now = deps.clock.now();
  const accountKey = account.trim().toLowerCase();
  const hits = [await hit(deps.db, `${action}:account`, accountKey, now)];
  if (address) hits.push(await hit(deps.db, `${action}:address`, address, now));
  const over = hits.filter((h) => h.hits > RATE_LIMITS[h.scope].max);
  if (over.length) {
    const worst = over.reduce((a, b) => (b.retryAfter > a.retryAfter ? b : a));
    throw new TooManyAttempts(worst.retryAfter, worst.scope);
  }
  return {
    async succeeded() {
      await deps.db.query('DELETE FROM rate_limits WHERE scope = $1 AND key = $2', [`${action}:account`, accountKey]);
      if (address) {
        await deps.db.query('UPDATE rate_limits SET hits = hits - 1 WHERE scope = $1 AND key = $2 AND hits > 0', [`${action}:address`, address]);
      }
    },
  };
}

/** The QA page's "Clear rate limits" (DELETE /sandbox/api/rate-limits): every counter goes. */
export async function clearRateLimits(q: Queryable): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM rate_limits');
  return rowCount;
}
