// Request body limits (docs/api.md "Abuse controls"): a body over its limit is answered
// 413 `payload_too_large` before anything reads or parses it. hono/body-limit refuses at once on a
// `Content-Length` over the limit (the body is never read), and counts a chunked body as it streams,
// stopping at the first byte over the limit, so no route ever buffers more than its limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_DOCUMENT_BYTES } from '../services/documents';
import { ApiError, sendError } from './errors';

/** Every JSON call of the API and the control plane: the largest real body is a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * Document uploads (KYC pictures, money-and-games.md §7: `POST /api/users/documents/upload/`): the
 * file's limit (5 MB, services/documents.ts) plus 64 KB for the multipart framing and the `kind` field.
 * Over it the answer is the upload's own `file_too_large` (what the player is told), still before a byte
 * is read; a body under it whose file is just over 5 MB is refused by the route with the same code.
 */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
const UPLOAD_PATHS = ['/api/users/documents/upload/', '/api/users/documents/upload'];

const limited = (maxSize: number, code = 'payload_too_large') =>
  bodyLimit({
    maxSize,
    onError: (c) => sendError(c, new ApiError(413, code, undefined, `request body over ${maxSize} bytes`)),
  });

export function bodyLimits(): MiddlewareHandler {
  const small = limited(BODY_LIMIT_BYTES);
  const upload = limited(UPLOAD_BODY_LIMIT_BYTES, 'file_too_large');
  return (c, next) => {
    // HTTP/1.1 (RFC 9112 §6.3): a request with neither Content-Length nor Transfer-Encoding has no body.
    // Nothing to count; and hono/body-limit would rebuild the request around an empty stream, which
    // fails where the Request is node-server's lightweight one (the browser tests' embedded sandbox: 500
    // on every bodiless DELETE).
    const headers = c.req.raw.headers;
    if (!headers.has('content-length') && !headers.has('transfer-encoding')) return next();
    return UPLOAD_PATHS.includes(c.req.path) ? upload(c, next) : small(c, next);
  };
}
