// Identity documents (KYC; docs/api.md "Identity documents").
// A player uploads a picture or a PDF; QA reviews it from the control plane. The file is typed by its
// first bytes, never by its name or the browser's Content-Type: a text file named passport.jpg is refused.
// users.documents_status follows every change in the same transaction (payouts read it: services/payments.ts):
// an upload never takes an approval away, a review's verdict does.
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { ApiError, validationError } from '../http/errors';
import { checkDocumentQuota, MAX_PENDING_DOCUMENTS, MAX_UPLOADS_PER_HOUR } from './document-quota';

/** 5 MB (5 * 1024 * 1024): the file's own size; the request may carry a little multipart framing more. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_KINDS = ['id_card', 'passport', 'driving_licence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The type the content really is (magic bytes), or undefined for anything the contract does not accept. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

export interface DocumentJson {
  id: number;
  kind: DocumentKind;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  file_name: string;
  content_type: DocumentType;
  size: number;
  created_at: string;
  reviewed_at: string | null;
}

interface DocumentRow extends Omit<DocumentJson, 'created_at' | 'reviewed_at'> {
  created_at: Date;
  reviewed_at: Date | null;
}

const COLUMNS = 'id, kind, status, reason, file_name, content_type, size, created_at, reviewed_at';

const toJson = (row: DocumentRow): DocumentJson => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  reason: row.reason,
  file_name: row.file_name,
  content_type: row.content_type,
  size: row.size,
  created_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
});

export const documentRules = () => ({
  max_size: MAX_DOCUMENT_BYTES,
  content_types: [...DOCUMENT_TYPES],
  kinds: [...DOCUMENT_KINDS],
  max_pending: MAX_PENDING_DOCUMENTS,
  max_per_hour: MAX_UPLOADS_PER_HOUR,
});

/**
 * A name fit to show and to put in a Content-Disposition: the last path segment (old browsers sent
 * C:\fakepath\…), control characters and quotes out, at most 200 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return clean || 'document';
}

export interface Upload {
  kind: DocumentKind;
  fileName: string;
  bytes: Uint8Array;
}

export async function uploadDocument(deps: Deps, userId: number, upload: Upload): Promise<DocumentJson> {
  if (upload.bytes.length > MAX_DOCUMENT_BYTES) {
    throw new ApiError(413, 'file_too_large', undefined, `the file is ${upload.bytes.length} bytes, over ${MAX_DOCUMENT_BYTES}`);
  }
  if (upload.bytes.length === 0) throw validationError([{ field: 'picture', code: 'required', message: 'The file is empty.' }]);
  const type = sniffDocumentType(upload.bytes);
  if (!type) throw new ApiError(400, 'unsupported_file_type', undefined, 'the content is not a JPEG, PNG, WebP or PDF file');
  return deps.db.transaction(async (tx) => {
    // The player's row locked first: their concurrent uploads check the quota one after another.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await checkDocumentQuota(tx, userId, deps.clock.now());
    const { rows } = await tx.query<DocumentRow>(
      `INSERT INTO documents (user_id, kind, file_name, content_type, size, content, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [userId, upload.kind, cleanFileName(upload.fileName), type, upload.bytes.length, upload.bytes, new Date(deps.clock.now()).toISOString()],
    );
    // A new document waits for review. An approved player stays approved meanwhile: their identity is
    // verified, and sending a newer passport must not block their withdrawals until someone looks at it
    // (docs/api.md "Identity documents"); only a review can take the approval away. Anyone else is pending.
    await tx.query(`UPDATE users SET documents_status = CASE WHEN documents_status = 'approved' THEN 'approved' ELSE 'pending' END WHERE id = $1`, [userId]);
    return toJson(rows[0]);
  });
}

/** A page of a list (docs/api.md "Identity documents"): 1-based; `next` is the following page's number, or null. */
export interface PageQuery {
  page: number;
  page_size: number;
}
export interface Page<T> {
  count: number;
  page: number;
  page_size: number;
  next: number | null;
  results: T[];
}

const pageOf = <T>(count: number, query: PageQuery, results: T[]): Page<T> => ({
  count,
  page: query.page,
  page_size: query.page_size,
  next: query.page * query.page_size < count ? query.page + 1 : null,
  results,
});

/** The player's own documents, newest first, a page at a time (a flood of uploads is never one answer). */
export async function listDocuments(q: Queryable, userId: number, query: PageQuery): Promise<Page<DocumentJson>> {
  const count = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM documents WHERE user_id = $1', [userId]);
  const { rows } = await q.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM documents WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, query.page_size, (query.page - 1) * query.page_size],
  );
  return pageOf(count.rows[0].count, query, rows.map(toJson));
}

// ---- Control plane (QA) ----

export type ReviewedDocument = DocumentJson & { user_id: number; username: string };

const REVIEWED_SELECT = `SELECT ${COLUMNS.split(', ').map((c) => `d.${c}`).join(', ')}, d.user_id, u.username
  FROM documents d JOIN users u ON u.id = d.user_id`;

async function selectReviewed(q: Queryable, where: string, params: unknown[], tail = ''): Promise<ReviewedDocument[]> {
  const { rows } = await q.query<DocumentRow & { user_id: number; username: string }>(`${REVIEWED_SELECT} WHERE ${where} ${tail}`, params);
  return rows.map((r) => ({ ...toJson(r), user_id: r.user_id, username: r.username }));
}

/**
 * QA's review queue, a page at a time, optionally by status. What waits comes first, the oldest first (the
 * order it should be reviewed in: a document sent before a flood is on the first page, never pushed off
 * the end by newer ones); reviewed documents follow, the latest review first.
 */
export async function listAllDocuments(q: Queryable, query: PageQuery & { status?: DocumentJson['status'] }): Promise<Page<ReviewedDocument>> {
  const where = '($1::text IS NULL OR d.status = $1)';
  const status = query.status ?? null;
  const count = await q.query<{ count: number }>(`SELECT count(*)::int AS count FROM documents d WHERE ${where}`, [status]);
  const results = await selectReviewed(
    q,
    where,
    [status, query.page_size, (query.page - 1) * query.page_size],
    `ORDER BY d.status = 'pending' DESC,
       CASE WHEN d.status = 'pending' THEN d.created_at END ASC,
       CASE WHEN d.status = 'pending' THEN d.id END ASC,
       d.reviewed_at DESC, d.id DESC
     LIMIT $2 OFFSET $3`,
  );
  return pageOf(count.rows[0].count, query, results);
}

const notFound = (id: number) => new ApiError(404, 'not_found', 'Document not found.', `no document ${id}`);

export async function documentFile(q: Queryable, id: number): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const { rows } = await q.query<{ content: Uint8Array; content_type: string; file_name: string }>(
    'SELECT content, content_type, file_name FROM documents WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw notFound(id);
  return { bytes: new Uint8Array(rows[0].content), contentType: rows[0].content_type, fileName: rows[0].file_name };
}

export type Review = { decision: 'approve' } | { decision: 'reject'; reason: string };

export async function reviewDocument(deps: Deps, id: number, review: Review): Promise<ReviewedDocument> {
  return deps.db.transaction(async (tx) => {
    // FOR UPDATE: two reviewers pressing at once get one review and one 409.
    const { rows } = await tx.query<{ status: string; user_id: number }>('SELECT status, user_id FROM documents WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) throw notFound(id);
    if (rows[0].status !== 'pending') {
      throw new ApiError(409, 'document_already_reviewed', 'This document has already been reviewed.', `document ${id} is ${rows[0].status}`);
    }
    const status = review.decision === 'approve' ? 'approved' : 'rejected';
    const reason = review.decision === 'reject' ? review.reason : null;
    await tx.query('UPDATE documents SET status = $2, reason = $3, reviewed_at = $4 WHERE id = $1', [id, status, reason, new Date(deps.clock.now()).toISOString()]);
    // The player's summary follows the review: an approval verifies the identity at once (withdrawals
    // open even if another document waits); a rejection takes any approval away, and the player is
    // pending if another document still waits, rejected otherwise (docs/api.md "Identity documents").
    await tx.query(
      `UPDATE users SET documents_status = CASE
         WHEN $2 = 'approved' THEN 'approved'
         WHEN EXISTS (SELECT 1 FROM documents WHERE user_id = $1 AND status = 'pending') THEN 'pending' ELSE 'rejected' END
       WHERE id = $1`,
      [rows[0].user_id, status],
    );
    return (await selectReviewed(tx, 'd.id = $1', [id]))[0];
  });
}
