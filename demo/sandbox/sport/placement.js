// Placing a ticket without ever paying twice (docs/conventions.md §7 "Definitive answers", docs/api.md
// "Idempotency-Key"): one key per press of "place bet", kept until the answer is definitive; a call that
// got no answer is retried with the same key (the provider replays its first answer), and so is the press
// after any unknown outcome when the slip did not change. An expired token is not a failure:
// the page tells the host (`token-expired`), waits for the new `token` message and sends the same
// placement again, with the same key — no reload, no second debit.
import { isGuestToken } from './api.js';

/** A refusal from the provider is final for this key; only silence and an expired token are retried. */
const NETWORK_RETRIES = 2;

export const KEY_IN_PROGRESS = 'idempotency_key_in_progress';

/**
 * True when a failed placement (api.js CallError: status 0 without an answer, `body` the answer's JSON or
 * {}) got the provider's definitive "no": a 4xx whose body carried an error code, except 409
 * idempotency_key_in_progress. Anything else (no answer, a 5xx, a 2xx that could not be read, a 4xx
 * without a code) is unknown: the bet may be placed, the key waits for the next press. The frame is a
 * third party's page and does not load the widgets' code: tests/unit/api/definitive-rule.test.ts runs one
 * table of answers through this rule, the slot game's and src/api/idempotency-key.ts.
 */
export function isDefinitive(error) {
  const status = error?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  if (status === 409 && error.code === KEY_IN_PROGRESS) return false;
  const code = error.body?.code;
  return (typeof code === 'string' && code.trim() !== '') || typeof code === 'number';
}

/**
 * The Idempotency-Key: the same key while the same placement's outcome is unknown, a fresh one after a
 * definitive answer (success or refusal, see isDefinitive) or when the slip changed.
 */
export function createIdempotencyKeys(newKey = () => crypto.randomUUID()) {
  let pending = null;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (!pending || pending.fingerprint !== fingerprint) pending = { fingerprint, key: newKey() };
      return pending.key;
    },
    /** An answer came: the next press is a new bet. */
    answered() {
      pending = null;
    },
  };
}

/**
 * Sends `body` (without its token) as a ticket. `token()` reads the current token; `renewToken()` asks the
 * host for a new one and resolves with it (null/default: the player signed out). Resolves with the
 * provider's answer; rejects with the last error (`signed_out` when the host ended the session meanwhile).
 */
export async function placeTicket({ api, body, key, token, renewToken }) {
  let silences = 0;
  let renewed = false;
  for (;;) {
    const current = token();
    if (isGuestToken(current)) throw Object.assign(new Error('signed out'), { code: 'signed_out' });
    try {
      return await api.place({ ...body, token: current }, key);
    } catch (error) {
      if (error.code === 'network' && silences < NETWORK_RETRIES) {
        silences++;
        continue;
      }
      if (error.code === 'token_expired' && !renewed) {
        renewed = true;
        const next = await renewToken();
        if (isGuestToken(next)) throw Object.assign(new Error('signed out'), { code: 'signed_out' });
        continue;
      }
      throw error;
    }
  }
}
