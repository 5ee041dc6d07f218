// One rule for when a money press's answer is definitive (docs/conventions.md §7 "Definitive answers"), written
// three times because three kinds of page send money: the widgets (src/api/idempotency-key.ts, through the real
// client), the slot game (demo/sandbox/games/common/outcome.js) and the sportsbook frame
// (demo/sandbox/sport/placement.js, through its api.js). The frames are third parties' pages served as
// they are and load none of the widgets' code, so this table of real HTTP answers goes through all three
// and they must agree, answer by answer.
import { describe, expect, it } from 'vitest';
import { isDefinitive } from '../../../src/api/idempotency-key';
import { isObject } from '../../../src/api/errors';
import { callJson, isDefinitive as slotDefinitive } from '../../../demo/sandbox/games/common/outcome.js';
import { createApi } from '../../../demo/sandbox/sport/api.js';
import { isDefinitive as sportDefinitive } from '../../../demo/sandbox/sport/placement.js';
import { MALFORMED_BODY } from '../../../demo/sandbox/http/faults';
import { clientOn } from '../support/http';

type Answer = { status: number; body: string } | 'network';

/** [what, the answer, definitive?] — a success counts as definitive. */
const TABLE: Array<[string, Answer, boolean]> = [
  ['a readable 201', { status: 201, body: '{"id": 1}' }, true],
  ['a 200 cut short (the sandbox malformed fault)', { status: 200, body: MALFORMED_BODY }, false],
  ['a 200 with an empty body', { status: 200, body: '' }, false],
  ['400 with a code', { status: 400, body: '{"code": "not_enough_money", "message": "m"}' }, true],
  ['400 with a numeric code', { status: 400, body: '{"code": 1001}' }, true],
  ['401 with a code', { status: 401, body: '{"code": "token_not_valid"}' }, true],
  ['409 idempotency_key_in_progress', { status: 409, body: '{"code": "idempotency_key_in_progress"}' }, false],
  ['409 with another code', { status: 409, body: '{"code": "payment_not_cancellable"}' }, true],
  ['422 idempotency_key_reused', { status: 422, body: '{"code": "idempotency_key_reused"}' }, true],
  ['429 with a code', { status: 429, body: '{"code": "too_many_requests"}' }, true],
  ['400 without a code', { status: 400, body: '{"detail": "Bad request"}' }, false],
  ['404 HTML page', { status: 404, body: '<html><body>Not found</body></html>' }, false],
  ['500 with a code', { status: 500, body: '{"code": "server_error"}' }, false],
  ['502 HTML page', { status: 502, body: '<html>Bad gateway</html>' }, false],
  ['503 empty', { status: 503, body: '' }, false],
  ['no answer', 'network', false],
];

function fetchFor(answer: Answer) {
  return async () => {
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
}

/** Settles `call` into "definitive" by `rule` (a success is definitive). */
async function outcome(call: () => Promise<unknown>, rule: (error: unknown) => boolean): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    return rule(error);
  }
}

/** The widgets' converter for a money answer: an object with an id, else the client's malformed_response. */
const convert = (data: unknown) => {
  if (!isObject(data) || typeof data.id !== 'number') throw Object.assign(new Error('no id'), { name: 'ShapeError' });
  return data;
};

describe('definitive answers: src, the slot game and the sportsbook frame agree', () => {
  it.each(TABLE)('%s', async (_, answer, expected) => {
    const http = clientOn(fetchFor(answer));
    const widgets = await outcome(() => http.request({ method: 'POST', path: '/api/backoffice/payments/payout/', data: {}, idempotencyKey: 'k' }, convert), isDefinitive);
    const slot = await outcome(() => callJson('/sandbox/games/api/sessions/t/rounds', { method: 'POST', body: '{}' }, fetchFor(answer)), slotDefinitive);
    const sport = await outcome(() => createApi({ provider: 'sft', fetch: fetchFor(answer) }).place({}, 'k'), sportDefinitive);
    expect({ widgets, slot, sport }).toEqual({ widgets: expected, slot: expected, sport: expected });
  });
});
