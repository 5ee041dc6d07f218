/**
 * Idempotency-Key records (docs/api.md "Idempotency-Key").
 *
 * The rule for every money-moving request: its key, its money movement and its answer commit in ONE
 * transaction (`withIdempotentTransaction`). A crash before that commit leaves nothing behind (no
 * claim, no movement: the retry runs afresh); after it, the retry finds the answer and nothing moves
 * again. There is no state in between, so no claim can be left half done, go stale and let a retry
 * pay twice. Routes get this from the `idempotent()` middleware (http/idempotency.ts) and run their
 * services on its transaction; the wallet refuses a movement on any other one (services/wallet.ts).
 *
 * Concurrency: the key's row is inserted first in the transaction; its primary key (scope, key) makes a
 * second transaction with the same key wait on that insert (PostgreSQL) until the first commits (it
 * then reads the answer) or rolls back (it then runs). PGlite runs one transaction at a time.
 */
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { bindWallet } from './wallet';

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/**
 * Only rows left `in_progress` by a sandbox older than this rule (it committed the claim on its own)
 * can be found unfinished; such a claim older than this is taken over.
 */
export const STALE_CLAIM_MS = 120_000;

/** Who a key belongs to (keys are per owner): a player (`user:1001`) or a game session (`game_session:<token>`). */
export interface KeyOwner {
  scope: string;
}

export const userKeys = (userId: number): KeyOwner => ({ scope: `user:${userId}` });
export const gameSessionKeys = (token: string): KeyOwner => ({ scope: `game_session:${token}` });

export interface KeyedRequest extends KeyOwner {
  key: string;
  /** requestHash() of the request: the same key with another request is refused. */
  hash: string;
  now: Date;
  /** How long to wait for a concurrent request with the same key (PostgreSQL) before 409. */
  waitMs: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'reused' }
  | { kind: 'in_progress' }
  | { kind: 'done'; status: number; body: unknown };

/** Object keys sorted at every level, so `{"a":1,"b":2}` and `{"b":2, "a":1}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** SHA-256 of the method, the path (trailing slash ignored) and the body (canonical JSON, else as sent). */
export function requestHash(method: string, path: string, body: string): string {
  let text = body;
  try {
    text = JSON.stringify(canonical(JSON.parse(body)));
  } catch {
    // Not JSON: compared byte for byte.
  }
  return createHash('sha256').update(`${method.toUpperCase()} ${path.replace(/\/+$/, '')}\n${text}`).digest('hex');
}

const isLockTimeout = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';

/** Inside the request's transaction: the key's row is inserted (claimed) or read back. */
export async function claimKey(tx: Queryable, request: KeyedRequest): Promise<ClaimOutcome> {
  const { scope, key, hash } = request;
  const at = request.now.toISOString();
  // Expired keys are forgotten (24 h); an old sandbox's abandoned claim is freed.
  await tx.query(
    `DELETE FROM idempotency_keys WHERE scope = $1
        AND (expires_at <= $2 OR (key = $3 AND status = 'in_progress' AND created_at <= $2::timestamptz - $4 * interval '1 millisecond'))`,
    [scope, at, key, STALE_CLAIM_MS],
  );
  // A concurrent request holding the key (uncommitted) makes this insert wait: not for ever.
  await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${Math.max(1, Math.round(request.waitMs))}ms`]);
  let inserted;
  try {
    inserted = await tx.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $4::timestamptz + $5 * interval '1 millisecond') ON CONFLICT DO NOTHING RETURNING key`,
      [scope, key, hash, at, IDEMPOTENCY_TTL_MS],
    );
  } catch (error) {
    if (isLockTimeout(error)) return { kind: 'in_progress' };
    throw error;
  }
  await tx.query('SET LOCAL lock_timeout TO DEFAULT');
  if (inserted.rows.length) return { kind: 'claimed' };
  const { rows } = await tx.query<{ request_hash: string; status: string; response_status: number | null; response_body: unknown }>(
    'SELECT request_hash, status, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  const row = rows[0];
  if (!row) return { kind: 'in_progress' };
  if (row.request_hash !== hash) return { kind: 'reused' };
  if (row.status === 'done') return { kind: 'done', status: row.response_status!, body: row.response_body };
  return { kind: 'in_progress' };
}

/** A 5xx answer: its transaction is rolled back whole, the key with it (it may be retried). */
class NotKept extends Error {
  constructor(readonly answer: Answer) {
    super(`answer ${answer.status} not kept`);
  }
}

/**
 * Runs `run` on one transaction with the key (`request`; null: a request without a key, still on its
 * own transaction) and commits the key, the money and the answer together:
 * - the key already answered: that answer (`replayed`), `run` is not called;
 * - the key used for another request: 422 idempotency_key_reused; still held by a request that does not
 *   finish in time: 409 idempotency_key_in_progress (both thrown, nothing kept);
 * - a 2xx answer: kept with everything `run` wrote;
 * - a 4xx answer (a refusal, a validation error): what `run` wrote is rolled back, the answer kept;
 * - a 5xx answer, or `run` throwing: everything rolled back, the key free again.
 * While `run` runs, the wallet accepts movements on this transaction only.
 */
export async function withIdempotentTransaction(
  db: Db,
  request: KeyedRequest | null,
  run: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      if (request) {
        const claim = await claimKey(tx, request);
        if (claim.kind === 'done') return { replayed: true, status: claim.status, body: claim.body };
        if (claim.kind === 'reused') throw new ApiError(422, 'idempotency_key_reused', undefined, 'this key was used for another request');
        if (claim.kind === 'in_progress') throw new ApiError(409, 'idempotency_key_in_progress', undefined, 'a request with this key is still being processed');
      }
      await tx.query('SAVEPOINT money_request');
      const answer = await bindWallet(tx, () => run(tx));
      if (answer.status >= 500) throw new NotKept(answer);
      if (answer.status >= 400) await tx.query('ROLLBACK TO SAVEPOINT money_request');
      if (request) {
        await tx.query(
          `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::json WHERE scope = $1 AND key = $2`,
          [request.scope, request.key, answer.status, JSON.stringify(answer.body)],
        );
      }
      return { replayed: false, ...answer };
    });
  } catch (error) {
    if (error instanceof NotKept) return { replayed: false, ...error.answer };
    throw error;
  }
}
