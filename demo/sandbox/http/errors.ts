import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One field problem, as the client matches it to an input (spec §5, docs/api.md "Error body"). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  detail: string;
  errors?: FieldError[];
}

// English defaults; the client translates by code, these are for logs, curl and untranslated codes.
const MESSAGES: Record<string, string> = {
  invalid: 'Invalid input.',
  already_exists: 'A user with that username already exists.',
  referral_code_not_found: 'Referral code not found.',
  referral_code_already_activated: 'A referral code has already been activated for this account.',
  invalid_token: 'The link is invalid or has expired.',
  no_active_account: 'No active account found with the given credentials.',
  not_authenticated: 'Authentication credentials were not provided.',
  token_not_valid: 'Given token not valid for any token type.',
  access_and_refresh_token_invalid: 'Session expired, log in again.',
  user_is_banned: 'The account is banned.',
  email_not_verified: 'Please confirm your e-mail.',
  permission_denied: 'You do not have permission to perform this action.',
  not_found: 'Not found.',
  sms_limit_exceeded: 'Daily SMS limit exceeded.',
  fault_injected: 'Fault injected by the sandbox.',
  unknown_currency: 'Unknown currency.',
  not_enough_money: 'Not enough money.',
  free_spin_not_available: 'The free spin of today has already been used.',
  idempotency_key_reused: 'This Idempotency-Key was already used for another request.',
  idempotency_key_in_progress: 'A request with this Idempotency-Key is still being processed.',
  server_error: 'Something went wrong.',
  too_many_attempts: 'Too many attempts. Try again later.',
  payload_too_large: 'The request body is too large.',
  file_too_large: 'The file is too large (5 MB at most).',
  unsupported_file_type: 'Only JPEG, PNG, WebP and PDF files are accepted.',
  document_already_reviewed: 'This document has already been reviewed.',
};

/** An expected failure: thrown by services and routes, turned into the contract's body by onError. */
export class ApiError extends Error {
  /** Headers the answer carries (a 429's `Retry-After`). */
  headers?: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message?: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
  ) {
    super(message ?? MESSAGES[code] ?? code);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.detail, this.errors);
  }
}

export function errorBody(code: string, message?: string, detail?: string, errors?: FieldError[]): ErrorBody {
  const text = message ?? MESSAGES[code] ?? code;
  const body: ErrorBody = { code, message: text, detail: detail ?? text };
  if (errors) body.errors = errors;
  return body;
}

export const apiError = (status: ContentfulStatusCode, code: string, detail?: string, message?: string) =>
  new ApiError(status, code, message, detail);

/** 400 with field errors; the body code defaults to `invalid` (shape problems). */
export function validationError(errors: FieldError[], code = 'invalid', detail?: string): ApiError {
  const message = code === 'invalid' ? MESSAGES.invalid : (errors[0]?.message ?? MESSAGES[code]);
  return new ApiError(400, code, message, detail ?? errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
}

export function sendError(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(error.toBody(), error.status);
}

/** app.onError: expected errors keep their status; anything else is a JSON 500, logged. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return sendError(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 400s (malformed JSON body) in the contract's shape.
    const code = error.status === 400 ? 'invalid' : error.status === 404 ? 'not_found' : 'invalid';
    return sendError(c, new ApiError(error.status, code, undefined, error.message, error.status === 400 ? [] : undefined));
  }
  console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
  return sendError(c, new ApiError(500, 'server_error', undefined, 'unexpected server error'));
}

export function notFound(c: Context): Response {
  return sendError(c, new ApiError(404, 'not_found', undefined, `no route for ${c.req.method} ${c.req.path}`));
}
