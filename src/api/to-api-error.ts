// Reading whatever a call rejected with into one ApiError (errors.ts), and the spec's code of a field error.
// Server bodies follow docs/api.md "Error body" (`{ code, message, detail, errors: [{ field, code, message }] }`);
// Django REST framework shapes (`{ detail }`, `{ field: ["msg"] }`) are read by errors/explain-error.ts.
// Only a call needs this, so it is not in the runtime every element loads before its first paint: the
// client loads it with the wire (api/wire.ts), and the explainer imports it (docs/conventions.md §4).
import { ABORTED, ApiError, MALFORMED_RESPONSE, NETWORK_ERROR, TIMEOUT, isApiError, isObject, text, type FieldError } from './errors';
import { apiBase } from '../config/config';

type Json = Record<string, unknown>;

/** The contract's field errors (docs/api.md "Error body"); other shapes are read by explain-error.ts. */
function fieldErrorsOf(body: Json): FieldError[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.filter(isObject).map((e) => ({
    field: text(e.field) ?? text(e.attr) ?? 'non_field_errors',
    code: text(e.code) ?? 'invalid',
    message: text(e.message) ?? text(e.detail),
  }));
}

/** A code for a body without one: '400' has a catalogue entry (bad request); 5xx is a server error. */
function codeOfStatus(status: number): string {
  return status >= 500 ? 'server_error' : String(status);
}

/** redaxios rejects with its Response-like object: `{ status, statusText, headers, data, config, … }`. */
function isResponseLike(v: unknown): v is { status: number; data?: unknown } {
  return isObject(v) && typeof v.status === 'number' && ('data' in v || 'headers' in v || 'config' in v);
}

/** fetch's TypeError for a failed connection ("Failed to fetch", "NetworkError …", "Load failed", "fetch failed"). */
const NETWORK_MESSAGE = /fetch|network|load failed|connection|offline/i;

function fromResponse(res: { status: number; data?: unknown }, request: { method: string; path: string }): ApiError {
  const { status, data } = res;
  // The answer itself is the cause: its headers (a 429's Retry-After) are read where they are needed.
  const base = { status, path: request.path, method: request.method, cause: res };
  // A success status only reaches here when its body could not be used.
  if ((status >= 200 && status < 300) || status === 302) return new ApiError({ ...base, code: MALFORMED_RESPONSE });
  if (!isObject(data)) {
    // Not JSON (a proxy's HTML page, an empty body): the status is all we know. The body is never shown to
    // the player (the status's translated message is), and a page answering in the API's place is most often
    // a missing or wrong `api-base`: the developer hears it once (docs/embedding.md "Configuration").
    notTheApi(request);
    return new ApiError({ ...base, code: codeOfStatus(status) });
  }
  const rawCode = typeof data.code === 'number' ? String(data.code) : text(data.code);
  return new ApiError({
    ...base,
    code: rawCode ?? codeOfStatus(status),
    serverMessage: text(data.message) ?? text(data.error),
    detail: text(data.detail),
    fieldErrors: fieldErrorsOf(data),
    body: data,
  });
}

let toldNotTheApi = false;

function notTheApi(request: { method: string; path: string }): void {
  if (toldNotTheApi) return;
  toldNotTheApi = true;
  console.error(
    `[casino-widgets] ${request.method.toUpperCase()} ${request.path} was not answered by the casino API at ${apiBase() || "the page's origin"}: set api-base on the element (or CasinoWidgets.configure({ apiBase })) to the API's origin`,
  );
}

/**
 * Normalises whatever a call rejected with into an ApiError:
 * - an ApiError (this build's or another copy's) is returned as is;
 * - redaxios's Response-like rejection → status and the body's code/message/detail/field errors
 *   (no code in the body: the status as code, 5xx → 'server_error'; a 2xx there means an unusable body);
 * - an Error named 'TimeoutError' (the client's 30 s timeout, or AbortSignal.timeout) → 'timeout', status 0;
 * - an Error named 'AbortError' (cancelled by the caller) → 'aborted', status 0, silent;
 * - fetch's TypeError → 'network_error', status 0;
 * - a JSON SyntaxError, a converter's ShapeError or AmountParseError, or `{ malformed: true }` (the client's
 *   wrapper around a converter failure) → 'malformed_response';
 * - anything else → 'default', status 0.
 */
export function toApiError(reason: unknown, request: { method: string; path: string }): ApiError {
  if (isApiError(reason)) return reason;
  const base = { path: request.path, method: request.method, cause: reason };
  if (isResponseLike(reason)) return fromResponse(reason, request);
  if (isObject(reason) && reason.malformed === true) {
    const status = typeof reason.status === 'number' ? reason.status : 0;
    const cause = reason.cause instanceof Error ? reason.cause : undefined;
    return new ApiError({ ...base, cause: reason.cause ?? reason, status, code: MALFORMED_RESPONSE, detail: cause?.message });
  }
  if (reason instanceof Error || (isObject(reason) && typeof reason.name === 'string')) {
    const { name, message } = reason as { name: string; message?: string };
    const detail = text(message);
    if (name === 'TimeoutError') return new ApiError({ ...base, status: 0, code: TIMEOUT, detail });
    if (name === 'AbortError') return new ApiError({ ...base, status: 0, code: ABORTED, detail });
    if (name === 'SyntaxError' || name === 'ShapeError' || name === 'AmountParseError')
      return new ApiError({ ...base, status: 0, code: MALFORMED_RESPONSE, detail });
    if (name === 'TypeError' && (!detail || NETWORK_MESSAGE.test(detail)))
      return new ApiError({ ...base, status: 0, code: NETWORK_ERROR, detail });
    if (name === 'TypeError') {
      // A TypeError that is not fetch's is our own bug reading an answer; offline is still offline.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      return new ApiError({ ...base, status: 0, code: offline ? NETWORK_ERROR : MALFORMED_RESPONSE, detail });
    }
    return new ApiError({ ...base, status: 0, code: 'default', detail });
  }
  return new ApiError({ ...base, status: 0, code: 'default', detail: text(reason) });
}

/**
 * The spec's code for a field error of one call (§5): the last two non-empty path segments (query and
 * fragment stripped), the field and the code, dot-joined:
 * `callCode('/api/accounts/registration/', 'username', 'already_exists')` →
 * 'accounts.registration.username.already_exists'.
 */
export function callCode(path: string, field: string, code: string): string {
  const pathname = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/, 1)[0];
  const segments = pathname.split('/').filter(Boolean).slice(-2);
  return [...segments, field, code].join('.');
}
