// The Idempotency-Key of a money press (DESIGN.md §1; the server side: docs/api.md, the sandbox's
// http/idempotency.ts): a fresh key for every press, and the same key again when the last press got no
// answer (a timeout, offline, the server still busy with that key), because the server may have moved
// the money: the retry then gets the first answer replayed instead of paying twice. An answer or a
// refusal retires the key. Written for the wheel's spin; the cashier's deposits and withdrawals reuse it.
import { isApiError } from './errors';

/** The failures after which the server may have acted: the next identical press replays the key. */
export const UNANSWERED_CODES: ReadonlySet<string> = new Set(['network_error', 'timeout', 'idempotency_key_in_progress']);

export const isUnanswered = (error: unknown): boolean => isApiError(error) && UNANSWERED_CODES.has(error.code);

export interface Press {
  /** The Idempotency-Key to send. */
  key: string;
  /** The press failed: without an answer its key waits for the next press of the same request. */
  fail(error: unknown): void;
}

export interface PressKeys {
  /**
   * A press that sends `request` (what identifies the body, e.g. the wheel's is_free or a deposit's
   * method and amount): it reuses the key of an unanswered press of the same request, else gets a new one.
   * The server refuses a used key with another body, so a press of another request never reuses it.
   */
  press(request?: string): Press;
  /** Forget an unanswered key (another player is signed in). */
  reset(): void;
}

export function createPressKeys(uuid: () => string): PressKeys {
  let unanswered: { request: string; key: string } | null = null;
  return {
    press(request = '') {
      const key = unanswered?.request === request ? unanswered.key : uuid();
      unanswered = null;
      return {
        key,
        fail(error) {
          if (isUnanswered(error)) unanswered = { request, key };
        },
      };
    },
    reset() {
      unanswered = null;
    },
  };
}
