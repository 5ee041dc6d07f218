/**
 * Idempotency-Key records (docs/api.md "Idempotency"): a key is claimed by inserting its row (the
 * primary key (user_id, key) lets exactly one concurrent request win, on PGlite and PostgreSQL alike),
 * the answer is stored when the request ends, and later requests with the key read it back.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A claim older than this whose answer never came (the process died mid-request) may be taken over. */
export const STALE_CLAIM_MS = 120_000;

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

export async function claimKey(q: Queryable, userId: number, key: string, hash: string, now: Date): Promise<ClaimOutcome> {
  const at = now.toISOString();
  // Expired keys are forgotten (24 h); a claim abandoned by a crashed request is freed.
  await q.query(
    `DELETE FROM idempotency_keys WHERE user_id = $1
        AND (expires_at <= $2 OR (key = $3 AND status = 'in_progress' AND created_at <= $2::timestamptz - $4 * interval '1 millisecond'))`,
    [userId, at, key, STALE_CLAIM_MS],
  );
  const inserted = await q.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $4::timestamptz + $5 * interval '1 millisecond') ON CONFLICT DO NOTHING RETURNING key`,
    [userId, key, hash, at, IDEMPOTENCY_TTL_MS],
  );
  if (inserted.rows.length) return { kind: 'claimed' };
  const { rows } = await q.query<{ request_hash: string; status: string; response_status: number | null; response_body: unknown }>(
    'SELECT request_hash, status, response_status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  const row = rows[0];
  // Released between our insert and select (the first request failed with a 5xx): try again.
  if (!row) return { kind: 'in_progress' };
  if (row.request_hash !== hash) return { kind: 'reused' };
  if (row.status === 'done') return { kind: 'done', status: row.response_status!, body: row.response_body };
  return { kind: 'in_progress' };
}

export async function completeKey(q: Queryable, userId: number, key: string, status: number, body: unknown): Promise<void> {
  await q.query(
    `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::json WHERE user_id = $1 AND key = $2`,
    [userId, key, status, JSON.stringify(body)],
  );
}

/** Forgets a claim whose request failed with a 5xx: not an answer worth replaying, the key may be retried. */
export async function releaseKey(q: Queryable, userId: number, key: string): Promise<void> {
  await q.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status = 'in_progress'`, [userId, key]);
}
