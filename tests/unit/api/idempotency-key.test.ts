// The Idempotency-Key (src/api/idempotency-key.ts, docs/conventions.md §7 "Definitive answers"): a fresh
// Idempotency-Key per press, kept for the next press of the same request until the server answered
// definitively (2xx with a readable body, or 4xx with an error code other than idempotency_key_in_progress),
// never reused for another request. The failures are read by the real client from real answers
// (tests/unit/api/definitive-rule.test.ts); here they are built as to-api-error.ts builds them.
import { describe, expect, it } from 'vitest';
import { ApiError, MALFORMED_RESPONSE } from '../../../src/api/errors';
import { createIdempotencyKeys, isDefinitive, isOutcomeUnknown, OutcomeUnknownError } from '../../../src/api/idempotency-key';

function keys() {
  let n = 0;
  return createIdempotencyKeys(() => `key-${++n}`);
}

const request = { method: 'POST', path: '/api/backoffice/payments/payout/' };
/** A 4xx/5xx with a JSON body carrying `code`, as to-api-error.ts reads it. */
const answered = (status: number, code: string) => new ApiError({ ...request, status, code, body: { code, message: 'm' } });
/** A 4xx/5xx without a code in its body (a proxy's page, `{ detail }`): the status is the code. */
const codeless = (status: number, body?: unknown) => new ApiError({ ...request, status, code: status >= 500 ? 'server_error' : String(status), body });
const noAnswer = (code: string) => new ApiError({ ...request, status: 0, code });

const UNKNOWN: Array<[string, unknown]> = [
  ['network_error', noAnswer('network_error')],
  ['timeout', noAnswer('timeout')],
  ['a 200 whose body could not be read', new ApiError({ ...request, status: 200, code: MALFORMED_RESPONSE })],
  ['a 201 whose body did not convert', new ApiError({ ...request, status: 201, code: MALFORMED_RESPONSE })],
  ['a 503 without a body', codeless(503)],
  ['a 500 with a code', answered(500, 'server_error')],
  ['409 idempotency_key_in_progress', answered(409, 'idempotency_key_in_progress')],
  ['a 404 HTML page', codeless(404)],
  ['a 400 { detail } without a code', codeless(400, { detail: 'Bad request' })],
  ['a failure that is not an ApiError', new Error('boom')],
];
const DEFINITIVE: Array<[string, unknown]> = [
  ['400 not_enough_money', answered(400, 'not_enough_money')],
  ['401 token_not_valid (the client already replayed it once)', answered(401, 'token_not_valid')],
  ['403 permission_denied', answered(403, 'permission_denied')],
  ['409 payment_not_cancellable', answered(409, 'payment_not_cancellable')],
  ['422 idempotency_key_reused', answered(422, 'idempotency_key_reused')],
  ['429 too_many_requests', answered(429, 'too_many_requests')],
  ['a numeric code', new ApiError({ ...request, status: 400, code: '1001', body: { code: 1001 } })],
];

describe('isDefinitive', () => {
  it.each(UNKNOWN)('%s: unknown', (_, error) => expect(isDefinitive(error)).toBe(false));
  it.each(DEFINITIVE)('%s: definitive', (_, error) => expect(isDefinitive(error)).toBe(true));
});

describe('Idempotency-Key', () => {
  it('gives every press a fresh key while the presses are answered', () => {
    const k = keys();
    expect([k.press('a').key, k.press('a').key, k.press('b').key]).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it.each(UNKNOWN)('after %s the next press of the same request gets the same key, once', (_, error) => {
    const k = keys();
    const first = k.press('false');
    expect(first.fail(error)).toBe(true);
    expect(k.press('false').key).toBe(first.key);
    expect(k.press('false').key).not.toBe(first.key); // the retry was answered (it did not fail)
  });

  it.each(DEFINITIVE)('%s retires the key', (_, error) => {
    const k = keys();
    const refused = k.press('x');
    expect(refused.fail(error)).toBe(false);
    expect(k.press('x').key).not.toBe(refused.key);
  });

  it('a retry whose outcome is again unknown keeps the key for the one after', () => {
    const k = keys();
    const first = k.press();
    first.fail(noAnswer('timeout'));
    const retry = k.press();
    retry.fail(codeless(503));
    expect(k.press().key).toBe(first.key);
  });

  it('a press of another request gets a new key and forgets the waiting one', () => {
    const k = keys();
    const paid = k.press('false');
    paid.fail(noAnswer('timeout'));
    expect(k.press('true').key).not.toBe(paid.key);
    expect(k.press('false').key).not.toBe(paid.key);
  });

  it('reset() forgets the waiting key (another player)', () => {
    const k = keys();
    const first = k.press();
    first.fail(noAnswer('network_error'));
    k.reset();
    expect(k.press().key).not.toBe(first.key);
  });
});

describe('OutcomeUnknownError', () => {
  it('is an ApiError the pages recognise, with the failure as its cause', () => {
    const cause = new ApiError({ ...request, status: 200, code: MALFORMED_RESPONSE });
    const error = new OutcomeUnknownError(cause);
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(error).toMatchObject({ code: 'outcome_unknown', status: 0, method: 'POST', path: request.path, detail: MALFORMED_RESPONSE });
    expect(error.cause).toBe(cause);
    expect(isOutcomeUnknown(cause)).toBe(false);
    expect(isOutcomeUnknown({ code: 'outcome_unknown' })).toBe(false); // not an ApiError
  });
});
