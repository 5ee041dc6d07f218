// What the player is told about a failed call (spec shell-session-wheel.md §8 "Global handling"). Kept
// out of the first-load bundles with its catalogue: src/errors/report.ts loads it on demand and preloads it
// once the page is idle, so an error while offline still finds it in memory.
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../i18n/i18n';
import { showToast, type ToastType } from '../stores/toasts';
import { errorCatalogue, errorDescriptor } from './error-catalogue';
import { ABORTED, callCode, isObject, text, toApiError, type ApiError, type FieldError } from '../api/errors';

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

/**
 * What the player is told about `error` (spec §8 "Global handling"), translated in the active locale.
 * Pure: nothing is shown here (see reportApiError).
 * - no_active_account (login refused): one warn toast, invalid user name or password;
 * - any other 401: nothing (the session refreshes or signs out, and says so itself), likewise 'aborted';
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
