// Placing a ticket without ever paying twice (issue 16; DESIGN.md §5 Idempotency-Key): one key per press
// of "place bet"; a call that got no answer is retried with the same key (the provider replays its first
// answer), and so is the press after it when the slip did not change. An expired token is not a failure:
// the page tells the host (`token-expired`), waits for the new `token` message and sends the same
// placement again, with the same key — no reload, no second debit.
import { isGuestToken } from './api.js';

/** A refusal from the provider is final for this key; only silence and an expired token are retried. */
const NETWORK_RETRIES = 2;

/**
 * Press keys: the same key while the same placement is still unanswered, a fresh one after an answer
 * (success or refusal) or when the slip changed.
 */
export function createPressKeys(newKey = () => crypto.randomUUID()) {
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
