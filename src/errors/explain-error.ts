// What the player is told about a failed call (spec shell-session-wheel.md §8 "Global handling"). Kept
// out of the first-load bundles with its catalogue: src/errors/report.ts loads it on demand and preloads it
// once the page is idle, so an error while offline still finds it in memory.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { showToast, type ToastType } from '../stores/toasts';
import { errorCatalogue, errorDescriptor } from './error-catalogue';
import { ABORTED, isObject, text, type ApiError, type FieldError } from '../api/errors';
import { callCode, toApiError } from '../api/to-api-error';

/** Body keys that are not field names in a Django REST framework `{ field: [messages] }` body. */
const RESERVED_KEYS = new Set(['code', 'message', 'detail', 'errors', 'status', 'status_code', 'error']);

/** `["msg"]`, `"msg"`, `[{ code, message }]` (DRF full details) → field errors for `field`. */
function drfFieldErrors(field: string, value: unknown): FieldError[] {
  const out: FieldError[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string') out.push({ field, code: 'invalid', message: item });
    else if (isObject(item) && (text(item.message) || text(item.code)))
      out.push({ field, code: text(item.code) ?? 'invalid', message: text(item.message) });
  }
  return out;
}

/**
 * The field errors of a refused call: the contract's `errors` list (read by toApiError), or, from a
 * backend that answers like Django REST framework, `errors: { field: [...] }` or `{ field: [...] }`
 * at the top level of a body without a code. Read here, lazily, to keep first loads small.
 */
export function fieldErrorsOf(error: ApiError): FieldError[] {
  if (error.fieldErrors.length || !isObject(error.body)) return error.fieldErrors;
  const body = error.body;
  if (isObject(body.errors)) return Object.entries(body.errors).flatMap(([field, value]) => drfFieldErrors(field, value));
  if (text(body.code)) return [];
  return Object.entries(body).flatMap(([field, value]) =>
    RESERVED_KEYS.has(field) || !Array.isArray(value) ? [] : drfFieldErrors(field, value),
  );
}

export interface ApiErrorExplanation {
  toasts: { type: ToastType; message: string }[];
  /** Message per field name, for a form to show under the matching input. */
  fieldMessages: Record<string, string>;
}

const t = (d: MessageDescriptor): string => i18n._(d);

// A 429 with Retry-After (docs/api.md "Abuse controls"): the wait, rounded up to the unit the player
// reads (45 s, 5 min, 1 h).
const waitSeconds = /*i18n*/ { id: 'error.too_many_attempts.seconds', message: 'Trop de tentatives. Réessayez dans {count} s.' };
const waitMinutes = /*i18n*/ { id: 'error.too_many_attempts.minutes', message: 'Trop de tentatives. Réessayez dans {count} min.' };
const waitHours = /*i18n*/ { id: 'error.too_many_attempts.hours', message: 'Trop de tentatives. Réessayez dans {count} h.' };

/**
 * Seconds from the answer's `Retry-After` (the client keeps the answer as the error's `cause`,
 * src/api/errors.ts); an HTTP-date or no header gives undefined.
 */
export function retryAfterOf(error: ApiError): number | undefined {
  const headers = isObject(error.cause) ? error.cause.headers : undefined;
  const value = headers instanceof Headers ? Number(headers.get('retry-after')) : NaN;
  return value > 0 ? value : undefined;
}

export function tooManyAttemptsMessage(retryAfter: number | undefined): string {
  if (!retryAfter || retryAfter <= 0) return t(errorCatalogue.too_many_attempts);
  if (retryAfter < 60) return t({ ...waitSeconds, values: { count: Math.ceil(retryAfter) } });
  if (retryAfter < 3600) return t({ ...waitMinutes, values: { count: Math.ceil(retryAfter / 60) } });
  return t({ ...waitHours, values: { count: Math.ceil(retryAfter / 3600) } });
}

/**
 * What the player is told about `error` (spec §8 "Global handling"), translated in the active locale.
 * Pure: nothing is shown here (see reportApiError).
 * - no_active_account (login refused): one warn toast, invalid user name or password;
 * - any other 401: nothing (the session refreshes or signs out, and says so itself), likewise 'aborted';
 * - a 429 (too many attempts): one error toast with the wait from Retry-After ("Réessayez dans 5 min."),
 *   also as a form message (under the password for the sign-in, else `non_field_errors`);
 * - a non-500 answer with field errors: per field error, catalogue by call code, else by code, else the
 *   error's own message, else the default; every field gets its first message, and one error toast is
 *   shown per distinct message;
 * - otherwise one error toast: catalogue by code, else the server's message, else its detail, else the
 *   default.
 */
export function explainApiError(error: ApiError): ApiErrorExplanation {
  const none: ApiErrorExplanation = { toasts: [], fieldMessages: {} };
  if (error.code === 'no_active_account') {
    return { toasts: [{ type: 'warn', message: t(errorCatalogue.no_active_account) }], fieldMessages: {} };
  }
  if (error.status === 401 || error.code === ABORTED) return none;
  // too_many_attempts, or a throttled 429 with no message of its own (DRF's `throttled`), not
  // sms_limit_exceeded. Also as a form message: under the password in the sign-in form (the field the
  // player retries), non_field_errors elsewhere.
  if (error.code === 'too_many_attempts' || (error.status === 429 && !errorDescriptor(error.code))) {
    const message = tooManyAttemptsMessage(retryAfterOf(error));
    const field = /accounts\/login\/?$/.test(error.path) ? 'password' : 'non_field_errors';
    return { toasts: [{ type: 'error', message }], fieldMessages: { [field]: message } };
  }

  const fieldErrors = fieldErrorsOf(error);
  if (error.status !== 500 && fieldErrors.length > 0) {
    const fieldMessages: Record<string, string> = {};
    const messages: string[] = [];
    for (const fe of fieldErrors) {
      const descriptor = errorDescriptor(callCode(error.path, fe.field, fe.code)) ?? errorDescriptor(fe.code);
      const message = descriptor ? t(descriptor) : (text(fe.message) ?? t(errorCatalogue.default));
      if (!(fe.field in fieldMessages)) fieldMessages[fe.field] = message;
      if (!messages.includes(message)) messages.push(message);
    }
    return { toasts: messages.map((message) => ({ type: 'error' as const, message })), fieldMessages };
  }

  const descriptor = errorDescriptor(error.code);
  const message = descriptor
    ? t(descriptor)
    : (text(error.serverMessage) ?? text(error.detail) ?? t(errorCatalogue.default));
  return { toasts: [{ type: 'error', message }], fieldMessages: {} };
}

/**
 * Explains `error` (normalised with toApiError first when it is not an ApiError yet) and shows its toasts.
 * Returns the per-field messages, for a form to show inline under the matching inputs.
 */
export function reportApiErrorNow(
  error: unknown,
  request: { method: string; path: string } = { method: 'GET', path: '' },
): Record<string, string> {
  const apiError = toApiError(error, request);
  const { toasts, fieldMessages } = explainApiError(apiError);
  for (const toast of toasts) showToast(toast.message, toast.type);
  return fieldMessages;
}
