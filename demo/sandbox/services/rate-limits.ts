// Abuse controls on the account routes (docs/api.md "Abuse controls"): attempts are
// counted per account and per client address in fixed windows kept in the database (migration 014), so
// the counts survive a restart and two sandboxes on one data folder share them. Over a limit the route
// answers 429 `too_many_attempts` with `Retry-After` (seconds until the window that is full ends).
import type { Context } from 'hono';
import type { Db, Queryable } from '../db';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';

export interface RateLimit {
  /** Attempts allowed in one window; the next one is refused until the window ends. */
  max: number;
  windowSeconds: number;
}

/**
 * The documented figures (docs/api.md "Abuse controls"). Sign-in and the change of password count
 * failed attempts only (countFailure: a success takes its attempt back and clears the account's count);
 * the others count every request (countAttempt).
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

// ------------------------------------------------------------------------------- failures only

/** How long an attempt waits for the ones in flight before it; past it, 429 as if over the limit. */
export const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 20;
/** An attempt in flight longer than this (a sandbox killed mid-check) no longer holds its place. */
const IN_FLIGHT_STALE_MS = 60_000;
const inFlightScope = (scope: RateLimitScope) => `${scope}:in-flight`;

export interface FailureAttempt {
  /** The password matched: this attempt is taken back and the account's failures are cleared. */
  succeeded(): Promise<void>;
  /** The attempt ended (success or not): it leaves the attempts in flight. Call it in a `finally`. */
  settled(): Promise<void>;
}

/** Adds `by` to the attempts in flight on scope/key (a row of its own beside the counter). */
async function moveInFlight(q: Queryable, scope: RateLimitScope, key: string, by: 1 | -1, now: number): Promise<number> {
  const { rows } = await q.query<{ hits: number }>(
    `INSERT INTO rate_limits (scope, key, window_start, hits) VALUES ($1, $2, $3, GREATEST($4, 0))
     ON CONFLICT (scope, key) DO UPDATE SET
       hits = GREATEST(0, CASE WHEN rate_limits.window_start <= $5 THEN 0 ELSE rate_limits.hits END + $4),
       window_start = CASE WHEN $4 > 0 THEN EXCLUDED.window_start ELSE rate_limits.window_start END
     RETURNING hits`,
    [inFlightScope(scope), key, new Date(now).toISOString(), by, new Date(now - IN_FLIGHT_STALE_MS).toISOString()],
  );
  return rows[0].hits;
}

// Every change below moves a counter and its attempts in flight in one transaction. Read apart, the
// failures (count less attempts in flight) would include attempts between their two statements: five
// right passwords ending at once read as five failures for a moment, and a waiting tab was refused.
// Each transaction locks the rows in one order (the counters in order, each count before its row in
// flight), so two of them never wait for each other.
type Counter = { scope: RateLimitScope; key: string };

/** Takes a place on every counter: counted and marked in flight. */
function takePlaces(db: Db, counters: readonly Counter[], now: number): Promise<Hit[]> {
  return db.transaction(async (tx) => {
    const hits: Hit[] = [];
    for (const { scope, key } of counters) {
      hits.push(await hit(tx, scope, key, now));
      await moveInFlight(tx, scope, key, 1, now);
    }
    return hits;
  });
}

/** Gives a place back on one counter: no longer counted, no longer in flight (the count's row first). */
async function givePlaceBack(tx: Queryable, { scope, key }: Counter, now: number): Promise<void> {
  await tx.query('UPDATE rate_limits SET hits = hits - 1 WHERE scope = $1 AND key = $2 AND hits > 0', [scope, key]);
  await moveInFlight(tx, scope, key, -1, now);
}

/** Gives a place back on every counter (a refused attempt). */
function givePlacesBack(db: Db, counters: readonly Counter[], now: number): Promise<void> {
  return db.transaction(async (tx) => {
    for (const counter of counters) await givePlaceBack(tx, counter, now);
  });
}

/** The count on scope/key less the attempts in flight: what failed (both rows read in one statement). */
async function failures(q: Queryable, scope: RateLimitScope, key: string, now: number): Promise<number> {
  const { rows } = await q.query<{ failed: number }>(
    `SELECT COALESCE((SELECT hits FROM rate_limits WHERE scope = $1 AND key = $3 AND window_start > $4), 0)
          - COALESCE((SELECT hits FROM rate_limits WHERE scope = $2 AND key = $3 AND window_start > $5), 0) AS failed`,
    [scope, inFlightScope(scope), key, new Date(now - RATE_LIMITS[scope].windowSeconds * 1000).toISOString(), new Date(now - IN_FLIGHT_STALE_MS).toISOString()],
  );
  return Number(rows[0].failed);
}

/**
 * 'free' when every counter has a place (its count, attempts in flight included, under the limit);
 * 'failed' when failures alone fill one (the next try is refused); else 'wait' for attempts in flight.
 */
async function room(q: Queryable, counters: readonly Counter[], now: number): Promise<'free' | 'failed' | 'wait'> {
  let answer: 'free' | 'wait' = 'free';
  for (const { scope, key } of counters) {
    const { rows } = await q.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE scope = $1 AND key = $2 AND window_start > $3', [
      scope,
      key,
      new Date(now - RATE_LIMITS[scope].windowSeconds * 1000).toISOString(),
    ]);
    if ((rows[0]?.hits ?? 0) < RATE_LIMITS[scope].max) continue;
    if ((await failures(q, scope, key, now)) >= RATE_LIMITS[scope].max) return 'failed';
    answer = 'wait';
  }
  return answer;
}

/**
 * Sign-in's count, and the change of password's (docs/api.md "Abuse controls"): failures only. An
 * attempt takes its place in the count (one upsert, as countAttempt: 50 wrong passwords at once still
 * check exactly 5) and is marked in flight; a success takes it back. When the count is full but part of
 * it is attempts still in flight (the player's own tabs signing in at once), the attempt is not refused:
 * it gives its place back and waits for those to end, then counts again. Refused (429) only when the failures alone fill the limit,
 * or after IN_FLIGHT_WAIT_MS.
 */
export async function countFailure(deps: Deps, action: 'login' | 'change-password', account: string, address: string | undefined): Promise<FailureAttempt> {
  const accountKey = account.trim().toLowerCase();
  const counters: Counter[] = [{ scope: `${action}:account`, key: accountKey }];
  if (address) counters.push({ scope: `${action}:address`, key: address });
  const deadline = performance.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const now = deps.clock.now();
    const hits = await takePlaces(deps.db, counters, now);
    const over = hits.filter((h) => h.hits > RATE_LIMITS[h.scope].max);
    if (!over.length) break;
    // Over: give this attempt's place back, then see whether the count is failures or attempts in flight.
    await givePlacesBack(deps.db, counters, now);
    let onlyInFlight = true;
    for (const h of over) if ((await failures(deps.db, h.scope, h.key, now)) >= RATE_LIMITS[h.scope].max) onlyInFlight = false;
    if (!onlyInFlight || performance.now() >= deadline) {
      const worst = over.reduce((a, b) => (b.retryAfter > a.retryAfter ? b : a));
      throw new TooManyAttempts(worst.retryAfter, worst.scope);
    }
    // Wait until the count has room again before taking a place (read only: waiters that kept taking
    // and giving back places would fill the count for each other); a random pause spreads them out.
    do {
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS * (0.5 + Math.random())));
    } while (performance.now() < deadline && (await room(deps.db, counters, deps.clock.now())) === 'wait');
  }
  let done = false;
  const settled = async () => {
    if (done) return;
    done = true;
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      for (const { scope, key } of counters) await moveInFlight(tx, scope, key, -1, now);
    });
  };
  return {
    async succeeded() {
      if (done) return;
      done = true;
      const now = deps.clock.now();
      // This attempt leaves the ones in flight and, in the same transaction, the account's failures go
      // (its count keeps only the places of its other attempts still in flight) and the address's count
      // gives this attempt's place back; a success never counts as a failure, not even for a moment.
      await deps.db.transaction(async (tx) => {
        const [account, ...rest] = counters;
        // The count's row is locked before its row in flight, the order every transaction here keeps.
        await tx.query('SELECT hits FROM rate_limits WHERE scope = $1 AND key = $2 FOR UPDATE', [account.scope, account.key]);
        const others = await moveInFlight(tx, account.scope, account.key, -1, now);
        await tx.query('UPDATE rate_limits SET hits = LEAST(hits, $3) WHERE scope = $1 AND key = $2', [account.scope, account.key, others]);
        for (const counter of rest) await givePlaceBack(tx, counter, now);
      });
    },
    settled,
  };
}

/** The QA page's "Clear rate limits" (DELETE /sandbox/api/rate-limits): every counter goes. */
export async function clearRateLimits(q: Queryable): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM rate_limits');
  return rowCount;
}
