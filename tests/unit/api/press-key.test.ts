// The press key (src/api/press-key.ts, DESIGN.md §1): a fresh Idempotency-Key per press, the same key on
// the next press of the same request after a press that got no answer, a new one after an answer or a
// refusal, and never a reused key for another request. The wheel's store tests prove it end to end
// against a server that replays (tests/unit/stores/wheel.test.ts).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { createPressKeys, isUnanswered, UNANSWERED_CODES } from '../../../src/api/press-key';

function keys() {
  let n = 0;
  return createPressKeys(() => `key-${++n}`);
}

const failure = (code: string, status = 0) => new ApiError({ method: 'POST', path: '/services/wheel/spin/', status, code });

describe('press key', () => {
  it('gives every press a fresh key while the presses are answered', () => {
    const k = keys();
    expect([k.press('a').key, k.press('a').key, k.press('b').key]).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it.each([...UNANSWERED_CODES])('after %s the next press of the same request gets the same key, once', (code) => {
    const k = keys();
    const first = k.press('false');
    first.fail(failure(code));
    expect(k.press('false').key).toBe(first.key);
    expect(k.press('false').key).not.toBe(first.key); // the retry was answered (it did not fail)
  });

  it('a retry that again gets no answer keeps the key for the one after', () => {
    const k = keys();
    const first = k.press();
    first.fail(failure('timeout'));
    const retry = k.press();
    retry.fail(failure('network_error'));
    expect(k.press().key).toBe(first.key);
  });

  it('a refusal or a failure that is not an ApiError retires the key', () => {
    const k = keys();
    const refused = k.press('x');
    refused.fail(failure('not_enough_money', 400));
    expect(k.press('x').key).not.toBe(refused.key);
    const broken = k.press('x');
    broken.fail(new Error('timeout'));
    expect(k.press('x').key).not.toBe(broken.key);
  });

  it('a press of another request gets a new key and forgets the unanswered one', () => {
    const k = keys();
    const paid = k.press('false');
    paid.fail(failure('timeout'));
    expect(k.press('true').key).not.toBe(paid.key);
    expect(k.press('false').key).not.toBe(paid.key);
  });

  it('reset() forgets the unanswered key (another player)', () => {
    const k = keys();
    const first = k.press();
    first.fail(failure('network_error'));
    k.reset();
    expect(k.press().key).not.toBe(first.key);
  });

  it('isUnanswered: only the codes after which the server may have acted', () => {
    expect(isUnanswered(failure('network_error'))).toBe(true);
    expect(isUnanswered(failure('idempotency_key_in_progress', 409))).toBe(true);
    expect(isUnanswered(failure('idempotency_key_reused', 422))).toBe(false);
    expect(isUnanswered({ code: 'timeout' })).toBe(false);
  });
});
