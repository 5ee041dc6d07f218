// Placing a ticket from a sportsbook frame page (docs/contracts/sportsbook.md): one Idempotency-Key per
// press, the same key after no answer, and after an expired token (renewed by the host) — never a second bet.
import { describe, expect, it, vi } from 'vitest';
import { CallError } from '../../../demo/sandbox/sport/api.js';
import { createIdempotencyKeys, placeTicket } from '../../../demo/sandbox/sport/placement.js';

const body = { type: 'single', stake: '5.00', selections: [{ event_id: 'e1', market_id: 'm1', outcome_id: 'o1', odd: '1.85' }] };
const ticket = { ticket_id: 7, ticket_code: 'SFT-7', amount_in: '5.00', balance: '995.00' };

function fakeApi(...answers: (Error | object)[]) {
  const place = vi.fn(async (_body: Record<string, unknown>, _key: string) => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { place };
}

describe('ticket placement', () => {
  it('retries a silence with the same key, twice at most', async () => {
    const api = fakeApi(new CallError(0, 'network'), new CallError(0, 'network'), ticket);
    const answer = await placeTicket({ api, body, key: 'k1', token: () => 'tok', renewToken: vi.fn() });
    expect(answer).toEqual(ticket);
    expect(api.place.mock.calls.map((c) => c[1])).toEqual(['k1', 'k1', 'k1']);
    const silent = fakeApi(new CallError(0, 'network'), new CallError(0, 'network'), new CallError(0, 'network'), ticket);
    await expect(placeTicket({ api: silent, body, key: 'k2', token: () => 'tok', renewToken: vi.fn() })).rejects.toMatchObject({ code: 'network' });
    expect(silent.place).toHaveBeenCalledTimes(3);
  });

  it('after token_expired asks the host once, then sends the same placement with the new token and the same key', async () => {
    let token = 'old-token';
    const api = fakeApi(new CallError(401, 'token_expired'), ticket);
    const renewToken = vi.fn(async () => (token = 'new-token'));
    expect(await placeTicket({ api, body, key: 'k3', token: () => token, renewToken })).toEqual(ticket);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(api.place.mock.calls).toEqual([
      [{ ...body, token: 'old-token' }, 'k3'],
      [{ ...body, token: 'new-token' }, 'k3'],
    ]);
  });

  it('stops when the host signs the player out instead, or the token expires twice', async () => {
    const signedOut = fakeApi(new CallError(401, 'token_expired'));
    let token: string | null = 'old';
    await expect(placeTicket({ api: signedOut, body, key: 'k', token: () => token, renewToken: async () => (token = '-') })).rejects.toMatchObject({ code: 'signed_out' });
    expect(signedOut.place).toHaveBeenCalledTimes(1);
    const twice = fakeApi(new CallError(401, 'token_expired'), new CallError(401, 'token_expired'));
    await expect(placeTicket({ api: twice, body, key: 'k', token: () => 'x', renewToken: async () => 'y' })).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('never sends as a guest, and a refusal is final', async () => {
    const api = fakeApi(new CallError(409, 'coefs_changed', { coefs: [] }));
    await expect(placeTicket({ api, body, key: 'k', token: () => '-', renewToken: vi.fn() })).rejects.toMatchObject({ code: 'signed_out' });
    expect(api.place).not.toHaveBeenCalled();
    await expect(placeTicket({ api, body, key: 'k', token: () => 't', renewToken: vi.fn() })).rejects.toMatchObject({ code: 'coefs_changed' });
    expect(api.place).toHaveBeenCalledTimes(1);
  });

  it('keeps the Idempotency-Key while the same bet is unanswered, a new one after an answer or another slip', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `key-${++n}`);
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1'); // pressed again after no answer
    expect(keys.keyFor({ ...body, stake: '6.00' })).toBe('key-2'); // another bet
    keys.answered();
    expect(keys.keyFor({ ...body, stake: '6.00' })).toBe('key-3');
  });
});
