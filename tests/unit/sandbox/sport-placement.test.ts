// The sportsbook's placement (docs/contracts/sportsbook.md §2): the happy path debits once in one transaction,
// idempotent replays, every refusal code, express rules, limits, 4xx never 500 on bad input.
// Runs on PostgreSQL too (SANDBOX_TEST_DATABASE_URL, see postgres.test.ts).
import { describe, expect, it } from 'vitest';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, place, control, balance } = sportClient(() => ctx.sb);
const stakeCount = async () =>
  (await ctx.sb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_ledger WHERE reason = 'sport_stake'`)).rows[0].n;

describe('sportsbook placement', () => {
  it('places a single: one debit, the ticket in the history, ledger = balances; the same key replays it', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const sel = pick(events[0]);
    const res = await place({ token, type: 'single', stake: '10.00', selections: [sel] }, 'press-1');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ type: 'single', status: 'Wait', amount_in: '10.00', coef: sel.odd, balance: '990.00', bonus_balance: '5.00', currency: 'TND' });
    expect(res.body.ticket_id).toBeGreaterThanOrEqual(1001);
    expect(res.body.potential_win).toBe((Math.floor(10 * Number(sel.odd) * 100 + 1e-6) / 100).toFixed(2));
    const before = await stakeCount();
    const again = await place({ token, type: 'single', stake: '10.00', selections: [sel] }, 'press-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(res.body);
    expect(await stakeCount()).toBe(before);
    expect(await balance()).toBe('990.00');
    // The token expired meanwhile: the retry with a renewed one replays the answer, nothing moves.
    await control('POST', '/tokens/expire', { username: 'demo' });
    const renewed = await sportToken(ctx.demo);
    const retried = await place({ token: renewed, type: 'single', stake: '10.00', selections: [sel] }, 'press-1');
    expect([retried.status, retried.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(retried.body).toEqual(res.body);
    const stale = await place({ token, type: 'single', stake: '10.00', selections: [sel] }, 'press-1');
    expect([stale.status, stale.body.code]).toEqual([401, 'token_expired']);
    // The same key with another slip is refused, nothing moves.
    const reused = await place({ token: renewed, type: 'single', stake: '11.00', selections: [sel] }, 'press-1');
    expect(reused.status).toBe(422);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
    const history = await ctx.sb.call('GET', '/api/integrations/softion/betshistory/', { token: ctx.demo });
    expect(history.status).toBe(200);
    expect(history.body.results[0]).toMatchObject({
      id: res.body.ticket_id, ticket_id: res.body.ticket_id, ticket_code: res.body.ticket_code, status: 'Wait', amount_in: '10.00',
      amount_out: '0.00', coef: sel.odd, provider: 'sft', producer: 'Softion', ticket_type: 'single', user_id: 1001,
    });
    expect(history.body.results[0].token).toMatch(/^[0-9a-f]{8}$/);
    const status = await ctx.sb.call('POST', '/api/integrations/softion/ticket/status', { body: { token: renewed, ticket_id: res.body.ticket_id } });
    // The frames' status answer carries the potential win and each leg with its own state (docs/api.md Sportsbook §3).
    const potential = (10 * Number(sel.odd)).toFixed(2);
    expect(status.body).toEqual({
      ticket_id: res.body.ticket_id, ticket_code: res.body.ticket_code, status: 'Wait', amount_in: '10.00', amount_out: '0.00', coef: sel.odd,
      potential_win: potential, legs: [expect.objectContaining({ ticket_id: res.body.ticket_id, odd: sel.odd, status: 'Wait', result: null })],
    });
  });

  it('places an express on provider two: coef = product of the odds (rounded down), win = stake × product', async () => {
    const token = await sportToken(ctx.demo, 'dgt');
    const { events } = await catalogue('dgt', 0);
    const sels = [pick(events[0], 0, 0), pick(events[1], 1, 1), pick(events[2], 2, 0)];
    const res = await place({ token, type: 'express', stake: '3.00', selections: sels });
    expect(res.status, res.text).toBe(200);
    const cents = sels.reduce((p, s) => p * BigInt(Math.round(Number(s.odd) * 100)), 1n);
    expect(res.body.coef).toBe(((Number(cents / 10_000n)) / 100).toFixed(2));
    expect(res.body.potential_win).toBe((Number((300n * cents) / 1_000_000n) / 100).toFixed(2));
    expect(res.body.balance).toBe('997.00');
    const legs = await ctx.sb.call('GET', `/api/integrations/softion/${res.body.ticket_id}/subbet/`, { token: ctx.demo });
    expect(legs.status).toBe(200);
    expect(legs.body.results).toHaveLength(3);
    expect(legs.body.results[0]).toMatchObject({ odd: sels[0].odd, status: 'Wait', result: null });
    expect(Object.keys(legs.body.results[0]).sort()).toEqual(['category', 'event', 'id', 'market', 'odd', 'outcome', 'result', 'sport', 'start_time', 'status', 'tournament']);
  });

  it('refuses express rules: one selection, two on one event, a single with two, more than 10', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const cases = [
      { type: 'express', selections: [pick(events[0])] },
      { type: 'express', selections: [pick(events[0], 0, 0), pick(events[0], 1, 0)] },
      { type: 'single', selections: [pick(events[0]), pick(events[1])] },
      { type: 'express', selections: events.slice(0, 11).map((e) => pick(e)) },
    ];
    for (const c of cases) {
      const res = await place({ token, stake: '2.00', ...c });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(res.body.errors[0].field).toMatch(/^selections/);
    }
    expect(await balance()).toBe('1000.00');
  });

  it('coefs_changed after QA moves the odds, with the current odds; the slip then goes through with them', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const sels = [pick(events[0]), pick(events[1])];
    expect((await control('POST', '/odds/move', { event_id: events[1].id })).body).toEqual({ moved: 1 });
    const res = await place({ token, type: 'express', stake: '2.00', selections: sels });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('coefs_changed');
    expect(res.body.coefs[0]).toEqual({ outcome_id: sels[0].outcome_id, odd: sels[0].odd });
    expect(res.body.coefs[1].outcome_id).toBe(sels[1].outcome_id);
    expect(res.body.coefs[1].odd).not.toBe(sels[1].odd);
    expect(Number(res.body.coefs[1].odd)).toBeGreaterThan(Number(sels[1].odd));
    expect(await balance()).toBe('1000.00');
    const fresh = sels.map((s, i) => ({ ...s, odd: res.body.coefs[i].odd }));
    expect((await place({ token, type: 'express', stake: '2.00', selections: fresh })).status).toBe(200);
  });

  it('coefs_changed when the clock moved the odds (they change at most every 20 s)', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const sels = events.slice(0, 6).map((e) => pick(e));
    // Some step ahead moves at least one of the six odds (each drifts ±6 % at random every 20 s).
    let refused = false;
    for (let i = 0; i < 10 && !refused; i++) {
      ctx.sb.clock.advance(20_000);
      const res = await place({ token, type: 'express', stake: '1.00', selections: sels });
      if (res.status === 409) {
        expect(res.body.code).toBe('coefs_changed');
        refused = true;
      } else expect(res.status).toBe(200);
    }
    expect(refused).toBe(true);
  });

  it('error_block_bet_data for a blocked market, with the ids; unblocked it goes through', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const sel = pick(events[0], 1, 0);
    expect((await control('POST', `/markets/${sel.market_id}/block`, { blocked: true })).body).toEqual({ market_id: sel.market_id, blocked: true });
    const listed = await catalogue('sft', 0);
    expect(listed.events.find((e: any) => e.id === sel.event_id).markets[1].blocked).toBe(true);
    const res = await place({ token, type: 'single', stake: '2.00', selections: [sel] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'error_block_bet_data', outcome_ids: [sel.outcome_id] });
    await control('POST', `/markets/${sel.market_id}/block`, { blocked: false });
    expect((await place({ token, type: 'single', stake: '2.00', selections: [sel] })).status).toBe(200);
  });

  it('error_exist_bet for an unknown outcome, a finished event, another book\'s event, a mismatched market', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 1);
    const live = events[0];
    const other = (await catalogue('dgt', 0)).events[0];
    const up = (await catalogue('sft', 0)).events[0];
    const gone = [
      { ...pick(up), outcome_id: 'sft-s1-1x2-1' },
      pick(other),
      { ...pick(up), market_id: up.markets[1].id },
    ];
    for (const sel of gone) {
      const res = await place({ token, type: 'single', stake: '2.00', selections: [sel] });
      expect(res.status, JSON.stringify(sel)).toBe(409);
      expect(res.body).toMatchObject({ code: 'error_exist_bet', outcome_ids: [sel.outcome_id] });
    }
    // A live event takes bets until QA (or its clock) finishes it.
    expect((await place({ token, type: 'single', stake: '2.00', selections: [pick(live)] })).status).toBe(200);
    await control('POST', `/events/${live.id}/result`, { home: 1, away: 0 });
    const res = await place({ token, type: 'single', stake: '2.00', selections: [pick(live)] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('error_exist_bet');
  });

  it('limits: below min_bet, above max_bet, above max_transaction, potential win above max_win, not enough money', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const one = [pick(events[0])];
    expect((await place({ token, type: 'single', stake: '0.50', selections: one })).body.code).toBe('bet_below_minimum');
    expect((await place({ token, type: 'single', stake: '5001.00', selections: one })).body.code).toBe('bet_above_maximum');
    await ctx.sb.db.query(`UPDATE limits SET value = 100 WHERE name = 'max_transaction'`);
    const tx = await place({ token, type: 'single', stake: '150.00', selections: one });
    expect([tx.status, tx.body.code]).toEqual([400, 'transaction_limit']);
    await ctx.sb.db.query(`UPDATE limits SET value = 20000.129 WHERE name = 'max_transaction'`);
    // Ten legs at ~2 and more: stake 500 wins far above max_win (100,000.56).
    const many = events.slice(0, 10).map((e: any) => pick(e, 0, e.markets[0].outcomes.length - 1));
    const big = await place({ token, type: 'express', stake: '500.00', selections: many });
    expect([big.status, big.body.code]).toEqual([400, 'max_win_exceeded']);
    const poor = await place({ token, type: 'single', stake: '1001.00', selections: one });
    expect([poor.status, poor.body.code]).toEqual([400, 'not_enough_money']);
    // low has 0.50: the minimum stake (0.51) is more than it has.
    const lowToken = await sportToken(ctx.low);
    const low = await place({ token: lowToken, type: 'single', stake: '0.51', selections: one });
    expect([low.status, low.body.code]).toEqual([400, 'not_enough_money']);
    expect(await balance()).toBe('1000.00');
    expect(await stakeCount()).toBe(2); // the seed's two open tickets only
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('a guest (token "-" or none), an unknown token: 401 token_invalid; no key: 400; nothing moves', async () => {
    const { events } = await catalogue('sft', 0);
    const slip = { type: 'single', stake: '2.00', selections: [pick(events[0])] };
    for (const token of ['-', null, undefined, 'x'.repeat(43)]) {
      const res = await place({ ...slip, token });
      expect([res.status, res.body.code], String(token)).toEqual([401, 'token_invalid']);
    }
    const token = await sportToken(ctx.demo);
    const noKey = await ctx.sb.call('POST', '/api/integrations/softion/ticket/placement', { body: { ...slip, token } });
    expect(noKey.status).toBe(400);
    expect(await balance()).toBe('1000.00');
  });

  it('answers 4xx, never 500, to bad input on every sportsbook call', async () => {
    const token = await sportToken(ctx.demo);
    const bodies: unknown[] = [
      {}, { token }, { token, type: 'both', stake: '1', selections: [] }, { token, type: 'single', stake: '-1', selections: [] },
      { token, type: 'single', stake: '1.001', selections: [{}] }, { token, type: 'single', stake: 'abc', selections: 'x' },
      { token, type: 'single', stake: '2', selections: [{ event_id: 'a', market_id: 'b', outcome_id: 'c', odd: 'x' }] },
      { token, type: 'single', stake: '2', selections: [{ event_id: 'a'.repeat(500), market_id: 'b', outcome_id: 'c', odd: '1.5' }] },
      { token: 5, type: 'single' }, [], 'text',
    ];
    for (const body of bodies) {
      const res = await place(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const raw = await ctx.sb.app.request('/api/integrations/softion/ticket/placement', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'raw' }, body: '{not json' });
    expect(raw.status).toBe(401);
    const others: [string, string, unknown?][] = [
      ['POST', '/api/integrations/softion/ticket/status', { token, ticket_id: 'abc' }],
      ['POST', '/api/integrations/softion/ticket/status', { token, ticket_id: 99_999_999_999 }],
      ['POST', '/api/integrations/softion/session/create', { token: ['x'] }],
      ['GET', '/api/integrations/softion/betshistory/?date_from=yesterday'],
      ['GET', '/api/integrations/softion/betshistory/?provider=xyz&page=0'],
      ['GET', '/api/integrations/softion/abc/subbet/'],
      ['GET', '/api/integrations/softion/99999999999/subbet/'],
      ['POST', '/api/integrations/softion/ticket/abc/cancel'],
      ['GET', '/sandbox/sport/api/catalogue?provider=zzz'],
      ['GET', '/sandbox/sport/api/catalogue?provider=sft&live=2&lang=de'],
      ['GET', '/sandbox/sport/api/event/%00..%2F'],
      ['GET', '/sandbox/sport/api/results'],
      ['POST', '/sandbox/api/sport/events/sft-s1/result', { home: -1, away: 'x' }],
      ['POST', '/sandbox/api/sport/events/nope/result', { home: 1, away: 0 }],
      ['POST', '/sandbox/api/sport/odds/move', { factor: 100 }],
      ['POST', '/sandbox/api/sport/odds/move', { event_id: 'nope' }],
      ['POST', '/sandbox/api/sport/markets/nope/block', { blocked: true }],
      ['POST', '/sandbox/api/sport/markets/x/block', { blocked: 'yes' }],
      ['POST', '/sandbox/api/sport/provider', { provider: 'alt', down: true }],
      ['POST', '/sandbox/api/sport/tickets/abc/settle', { status: 'Winner' }],
      ['POST', '/sandbox/api/sport/tickets/1/settle', { status: 'Won' }],
      ['POST', '/sandbox/api/sport/tickets/424242/settle', { status: 'Loser' }],
      ['POST', '/sandbox/api/sport/tokens/expire', { provider: 'x' }],
    ];
    for (const [method, path, body] of others) {
      const res = await ctx.sb.call(method, path, { body, token: path.includes('betshistory') || path.includes('subbet') || path.includes('cancel') ? ctx.demo : undefined });
      expect(res.status, `${method} ${path} ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
