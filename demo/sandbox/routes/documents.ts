import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps';
import { ApiError, validationError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { jsonBody, queryOf, withoutBlanks } from '../http/validation';
import {
  DOCUMENT_KINDS,
  documentFile,
  documentRules,
  listAllDocuments,
  listDocuments,
  reviewDocument,
  uploadDocument,
  type DocumentKind,
} from '../services/documents';
import { checkDocumentQuota } from '../services/document-quota';

/** The multipart form, or a 400: a body that is not multipart/form-data, or broken framing. */
async function formOf(c: Context): Promise<Record<string, string | File>> {
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (!type.startsWith('multipart/form-data')) {
    throw validationError([{ field: 'picture', code: 'required', message: 'Send the file as multipart/form-data, field "picture".' }]);
  }
  try {
    return (await c.req.parseBody()) as Record<string, string | File>;
  } catch (cause) {
    throw new ApiError(400, 'invalid', undefined, `the multipart body could not be read: ${(cause as Error).message}`);
  }
}

/**
 * The upload's multipart form (money-and-games.md §7), as the backend contract describes it
 * (contract/operations.ts). The handler reads it a field at a time: each refusal has its own code and
 * status (a missing file 400 invalid, a large one 413, docs/api.md "Identity documents").
 */
export const uploadForm = z.object({
  picture: z.file().meta({ description: 'JPEG, PNG, WebP or PDF (read from its first bytes), 5 MB at most.' }),
  kind: z.enum(DOCUMENT_KINDS).default('id_card'),
});

/**
 * Mounted at /api/users (money-and-games.md §7 "POST /api/users/documents/upload/ (picture)").
 * The body limit (http/body-limit.ts) has already refused a request much over 5 MB before this reads a
 * byte; the file's own size is checked exactly here.
 */
export function documentRoutes(deps: Deps, requireAuth: MiddlewareHandler<AppEnv>) {
  const r = new Hono<AppEnv>();
  const upload = async (c: Context<AppEnv>) => {
    // The quota first (services/document-quota.ts): a flood is refused before its bodies are read.
    await checkDocumentQuota(deps.db, c.get('user').id, deps.clock.now());
    const form = await formOf(c);
    const picture = form.picture;
    if (!(picture instanceof File)) throw validationError([{ field: 'picture', code: 'required', message: 'No file was submitted.' }]);
    const kindField = uploadForm.shape.kind.safeParse(form.kind === '' ? undefined : form.kind);
    if (!kindField.success) {
      throw validationError([{ field: 'kind', code: 'invalid', message: `One of ${DOCUMENT_KINDS.join(', ')}.` }]);
    }
    const kind: DocumentKind = kindField.data;
    if (picture.size > documentRules().max_size) {
      throw new ApiError(413, 'file_too_large', undefined, `the file is ${picture.size} bytes, over ${documentRules().max_size}`);
    }
    const bytes = new Uint8Array(await picture.arrayBuffer());
    return c.json(await uploadDocument(deps, c.get('user').id, { kind, fileName: picture.name, bytes }), 201);
  };
  // Both spellings of each path: a sub-app's root cannot carry the trailing slash (as routes/transfers.ts).
  for (const slash of ['', '/']) {
    r.post(`/documents/upload${slash}`, requireAuth, upload);
    r.get(`/documents${slash}`, requireAuth, queryOf(documentListQuery), async (c) => c.json(await listDocuments(deps.db, c.get('user').id, c.req.valid('query'))));
    r.get(`/documents/rules${slash}`, requireAuth, (c) => c.json(documentRules()));
  }
  return r;
}

const pageFields = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(defaultSize),
});
const pageQuery = (defaultSize: number) => withoutBlanks(z.object(pageFields(defaultSize)));
/** GET /api/users/documents/: 20 a page (also the backend contract's, contract/operations.ts). */
export const documentListQuery = pageQuery(20);
const queueQuery = withoutBlanks(z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), ...pageFields(50) }));
const reviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
]);

const idOf = (c: Context) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(404, 'not_found', 'Document not found.', `no document ${c.req.param('id')}`);
  return id;
};

/**
 * Mounted at /sandbox/api/documents (QA's control plane, docs/api.md "Sandbox control"): the review queue,
 * the file (only here: the player's API never serves a document back), approve and reject.
 */
export function sandboxDocumentRoutes(deps: Deps) {
  const r = new Hono();
  r.get('/', queryOf(queueQuery), async (c) => c.json(await listAllDocuments(deps.db, c.req.valid('query'))));

  r.get('/:id{[0-9]+}/file', async (c) => {
    const file = await documentFile(deps.db, idOf(c));
    // Chromium will not run its PDF viewer in a sandboxed document (below), so a PDF is a download: QA
    // opens it from the disk, away from this origin. (The QA page fetches the bytes and shows them itself.)
    const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
    const headers = {
      'Content-Type': file.contentType,
      'Content-Disposition': `${disposition}; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      // A player's upload opened on the sandbox's origin: its type is the sniffed one and is never
      // sniffed again into HTML.
      'X-Content-Type-Options': 'nosniff',
      // Every file, PDF included, opens in a sandboxed document (no script, an opaque origin): a player's
      // upload never runs on the control plane's origin (docs/security.md "Identity documents").
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'",
    };
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });

  r.post('/:id{[0-9]+}/review', jsonBody(reviewBody), async (c) => c.json(await reviewDocument(deps, idOf(c), c.req.valid('json'))));
  return r;
}
