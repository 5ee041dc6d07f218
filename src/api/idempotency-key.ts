// The Idempotency-Key of a money press and when an outcome is definitive (docs/conventions.md §7 "Definitive
// answers"; the server side: docs/api.md "Idempotency-Key", the sandbox's http/idempotency.ts). A press
// gets a fresh key; it keeps that key until the server has said yes (2xx with a readable body) or no (4xx
// with an error code in its body). Anything else — no answer, a timeout, a 5xx, a 2xx whose body could not
// be read, 409 idempotency_key_in_progress, a 4xx without a code (a proxy's page) — is unknown: the server
// may have moved the money, so the next press of the same request sends the same key and body and gets
// the first answer replayed instead of paying twice. Every money press uses this module: the cashier's
// (stores/money-action.ts), the bonus exchange, the ticket cancellation and the wheel's spin.
import { ApiError, isApiError, isObject } from './errors';

/** The server still runs a request with this key: it may yet move the money. */
const KEY_IN_PROGRESS = 'idempotency_key_in_progress';

/**
 * True when a failed money press got the server's definitive "no": a 4xx whose body carried an error code
 * (to-api-error.ts keeps a JSON body in `body`; a body without a code, or none, gets the status as code),
 * except 409 idempotency_key_in_progress. A 401 reaching a store is definitive: the client has already
 * replayed it once after the session's refresh (client.ts), so what arrives is the server's last word (a
 * replay that got no answer arrives as that failure, unknown). A 2xx is only an error when its body was
 * unreadable (malformed_response), so it is never definitive here; neither is status 0, a 5xx, or anything
 * that is not an ApiError.
 */
export function isDefinitive(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status < 400 || error.status >= 500) return false;
  if (error.status === 409 && error.code === KEY_IN_PROGRESS) return false;
  const body = error.body;
  return isObject(body) && ((typeof body.code === 'string' && body.code.trim() !== '') || typeof body.code === 'number');
}

/** The code of an OutcomeUnknownError: the page says it is checking, not "try again". */
export const OUTCOME_UNKNOWN = 'outcome_unknown';

/**
 * What a money press rejects with when its outcome is unknown (not isDefinitive): the press's key waits
 * for the next press of the same request, and the store has asked the server for its state again. The
 * failure itself (a timeout, a 503, an unreadable 2xx…) is the `cause`. Status 0: no definitive answer.
 */
export class OutcomeUnknownError extends ApiError {
  constructor(cause: unknown) {
    const failed = isApiError(cause) ? cause : null;
    super({ status: 0, code: OUTCOME_UNKNOWN, method: failed?.method ?? 'POST', path: failed?.path ?? '', detail: failed?.code, cause });
  }
}

/** True for an OutcomeUnknownError (of this build or another copy of the bundle on the page). */
export const isOutcomeUnknown = (error: unknown): boolean => isApiError(error) && error.code === OUTCOME_UNKNOWN;

interface Press {
  /** The Idempotency-Key to send. */
  key: string;
  /**
   * The press failed with `error`. Returns true when the outcome is unknown (isDefinitive is false): the
   * key then waits for the next press of the same request. A definitive refusal retires it.
   */
  fail(error: unknown): boolean;
}

export interface IdempotencyKeys {
  /**
   * A press that sends `request` (what identifies the body, e.g. the wheel's is_free or a deposit's
   * method and amount): it reuses the key of an unknown-outcome press of the same request, else gets a
   * new one. The server refuses a used key with another body, so a press of another request never reuses it.
   */
  press(request?: string): Press;
  /** Forget a waiting key (another player is signed in). */
  reset(): void;
}

export function createIdempotencyKeys(uuid: () => string): IdempotencyKeys {
  let unknown: { request: string; key: string } | null = null;
  return {
    press(request = '') {
      const key = unknown?.request === request ? unknown.key : uuid();
      unknown = null;
      return {
        key,
        fail(error) {
          if (isDefinitive(error)) return false;
          unknown = { request, key };
          return true;
        },
      };
    },
    reset() {
      unknown = null;
    },
  };
}
