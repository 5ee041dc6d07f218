// Every failed call becomes one ApiError, and spec shell-session-wheel.md §8 "Global handling" decides
// what the player sees. This file is the error's shape, which every element loads; reading a failed
// answer into one is to-api-error.ts, loaded with the client's first call (api/wire.ts).

export interface FieldError {
  field: string;
  code: string;
  message?: string;
}

interface ApiErrorInit {
  /** HTTP status; 0 when no answer arrived (network error, timeout, abort). */
  status: number;
  code: string;
  detail?: string;
  serverMessage?: string;
  fieldErrors?: FieldError[];
  body?: unknown;
  path: string;
  method: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network error, timeout, abort). */
  status: number;
  /** The server's code, the status as a string when the body had none ('400'), or a client code. */
  code: string;
  detail?: string;
  /** The body's `message` (untranslated, server language). */
  serverMessage?: string;
  fieldErrors: FieldError[];
  /** The answer's parsed body, for readers of shapes other than the contract's (explain-error.ts). */
  body?: unknown;
  path: string;
  method: string;

  constructor(init: ApiErrorInit) {
    super(`${init.method.toUpperCase()} ${init.path} failed: ${init.status || 'no answer'} ${init.code}`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? [];
    this.body = init.body;
    this.path = init.path;
    this.method = init.method.toUpperCase();
  }
}

/** Client-side codes, for answers that never came or could not be read. */
export const TIMEOUT = 'timeout';
export const NETWORK_ERROR = 'network_error';
export const MALFORMED_RESPONSE = 'malformed_response';
/** The caller cancelled (an AbortError that is not the client's timeout): nobody waits for a message. */
export const ABORTED = 'aborted';

/** True for an ApiError from this build or from a second copy of the bundle on the page. */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).code === 'string')
  );
}

type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * A chunk that a call needs before it can be sent (the wire, a converter), loaded by `load`; one that
 * cannot be fetched (offline, a deploy that removed it) is the network error the call itself would have
 * met, so every caller handles it like any other failed call.
 */
export async function chunkForCall<T>(load: () => Promise<T>, call: { method: string; path: string }): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new ApiError({ status: 0, code: NETWORK_ERROR, path: call.path, method: call.method, cause });
  }
}
