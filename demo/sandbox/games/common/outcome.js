// When a round's answer is definitive, and the round's Idempotency-Key (docs/conventions.md §7 "Definitive
// answers"; docs/api.md "Idempotency-Key"). The game is a third party's page: it does not load the
// widgets' code, so the rule is written again here, and tests/unit/api/definitive-rule.test.ts runs the
// same table of answers through this rule, the sportsbook frame's and src/api/idempotency-key.ts.
//
// A failed call is `{ status, code, body }`: status 0 without an answer, `body` the parsed JSON of the
// answer or undefined when it could not be read. Definitive: a 4xx whose body carried an error code,
// except 409 idempotency_key_in_progress. Anything else (no answer, a 5xx, a 2xx that could not be read,
// a 4xx without a code) is unknown: the server may have played the round, so the next press of the same
// bet sends the same key and the server answers the first round again.

/**
 * One JSON call of the page. Resolves with the answer's JSON; rejects with `{ status, code, body }`
 * (status 0 without an answer; body undefined when the answer could not be read, a 2xx included).
 */
export async function callJson(url, init, doFetch = (...args) => globalThis.fetch(...args)) {
  let res;
  try {
    res = await doFetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init?.headers ?? {}) } });
  } catch {
    throw Object.assign(new Error('network'), { status: 0 });
  }
  const body = await res.json().catch(() => undefined);
  if (!res.ok || body === undefined) throw Object.assign(new Error(body?.message ?? 'error'), { status: res.status, code: body?.code, body });
  return body;
}

export const KEY_IN_PROGRESS = 'idempotency_key_in_progress';

export function isDefinitive(error) {
  const status = error?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  if (status === 409 && error.code === KEY_IN_PROGRESS) return false;
  const code = error.body?.code;
  return (typeof code === 'string' && code.trim() !== '') || typeof code === 'number';
}

/** A fresh key per press; after an unknown outcome the next press of the same request gets the same key. */
export function createIdempotencyKeys(newKey = () => crypto.randomUUID()) {
  let unknown = null;
  return {
    press(request = '') {
      const key = unknown?.request === request ? unknown.key : newKey();
      unknown = null;
      return {
        key,
        /** Returns true when the outcome is unknown: the key waits for the next press of `request`. */
        fail(error) {
          if (isDefinitive(error)) return false;
          unknown = { request, key };
          return true;
        },
      };
    },
  };
}
