// The identity documents' quota (docs/api.md "Identity documents", docs/security.md "Identity documents"):
// a player may have MAX_PENDING_DOCUMENTS waiting for review at once, and send MAX_UPLOADS_PER_HOUR in
// any hour. Without it one session could store thousands of 5 MB files and bury a real document under
// them in QA's queue. Both figures are published in GET /api/users/documents/rules/ and enforced here.
//
// The counts are read from the documents themselves (the window slides over their created_at), not from
// a separate counter: only a stored document counts, so a refused file (too large, not a picture) costs
// the player nothing of their quota.
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

export const MAX_PENDING_DOCUMENTS = 5;
export const MAX_UPLOADS_PER_HOUR = 10;
const HOUR_MS = 3600_000;

export class DocumentQuotaExceeded extends ApiError {
  constructor(code: 'too_many_pending_documents' | 'too_many_uploads', message: string, detail: string, retryAfter: number) {
    super(429, code, message, detail);
    this.headers = { 'Retry-After': String(retryAfter) };
  }
}

/**
 * Throws 429 when the player may not store another document now. Retry-After: for the hourly count,
 * the seconds until the oldest upload of the window leaves it; for the pending count, when a document
 * leaves it only on a review, nobody can tell, so it says the hour (a client retrying sooner is refused
 * again without cost: the check runs before the file is read).
 *
 * Called twice: by the route before it reads the body (a flood is refused before 5 MB are parsed), and
 * inside the upload's transaction after the player's row is locked, which makes the check and the insert
 * one step (concurrent uploads of one player queue on that lock).
 */
export async function checkDocumentQuota(q: Queryable, userId: number, now: number): Promise<void> {
  const { rows } = await q.query<{ pending: number; recent: number; oldest: Date | null }>(
    `SELECT (SELECT count(*) FROM documents WHERE user_id = $1 AND status = 'pending')::int AS pending,
            count(*)::int AS recent, min(created_at) AS oldest
       FROM documents WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(now - HOUR_MS).toISOString()],
  );
  const { pending, recent, oldest } = rows[0];
  if (recent >= MAX_UPLOADS_PER_HOUR) {
    const retryAfter = Math.max(1, Math.ceil((new Date(oldest!).getTime() + HOUR_MS - now) / 1000));
    throw new DocumentQuotaExceeded(
      'too_many_uploads',
      `Too many documents sent. Try again in ${retryAfter} seconds.`,
      `${recent} documents in the last hour, at most ${MAX_UPLOADS_PER_HOUR}`,
      retryAfter,
    );
  }
  if (pending >= MAX_PENDING_DOCUMENTS) {
    throw new DocumentQuotaExceeded(
      'too_many_pending_documents',
      'Your documents are waiting for review: send another once they have been reviewed.',
      `${pending} documents pending, at most ${MAX_PENDING_DOCUMENTS}`,
      HOUR_MS / 1000,
    );
  }
}
