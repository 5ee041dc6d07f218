// Settlement and cancel of sport tickets (docs/contracts/sportsbook.md §2): by the events' clock, forced by QA
// (win, lose, void, cash-out), exactly once whoever races; a cancel gives the stake back once and is
// refused once an event has started. Runs on PostgreSQL too (SANDBOX_TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { matchOf } from '../../../demo/sandbox/services/sport-match';
import { legOutcome, finalScore, MATCH_MS } from '../../../demo/sandbox/services/sport-odds';
import { settleDue, startSettlementTimer } from '../../../demo/sandbox/services/sport-settlement';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, placeOk, control, balance, credits } = sportClient(() => ctx.sb);
const history = async (query = '') => (await ctx.sb.call('GET', `/api/integrations/softion/betshistory/${query}`, { token: ctx.demo })).body;
const ticketOf = async (id: number) => (await history('?page_size=100')).results.find((t: any) => t.id === id);

describe('sport settlement', () => {
  it('settles by the clock once every event is over: the seed\'s score decides, credited once', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const e = events[0];
    const seed = (await ctx.sb.db.query<{ seed: number }>('SELECT seed FROM sport_events WHERE id = $1', [e.id])).rows[0].seed;
    const tickets = [];
    for (const [i, o] of e.markets[0].outcomes.entries()) tickets.push({ o, t: await placeOk({ token, type: 'single', stake: '2.00', selections: [pick(e, 0, i)] }) });
    expect(await balance()).toBe((1000 - 2 * tickets.length).toFixed(2));
    ctx.sb.clock.set(Date.parse(e.start_time) + MATCH_MS - 1000);
    ctx.demo = (await ctx.sb.login('demo')).access; // hours later: a new access token
    expect((await ticketOf(tickets[0].t.ticket_id)).status).toBe('Wait');
    ctx.sb.clock.advance(1000);
    const score = finalScore(e.sport, seed);
    let paid = 0;
    for (const { o, t } of tickets) {
      const item = await ticketOf(t.ticket_id);
      const expected = legOutcome('1x2', null, o.id.split('-').pop(), score);
      expect(item.status).toBe(expected);
      expect(item.amount_out).toBe(expected === 'Winner' ? t.potential_win : '0.00');
      if (expected === 'Winner') paid += Number(t.potential_win);
      const legs = (await ctx.sb.call('GET', `/api/integrations/softion/${t.ticket_id}/subbet/`, { token: ctx.demo })).body.results;
      expect(legs[0]).toMatchObject({ status: expected, result: `${score.home}:${score.away}` });
    }
    expect(tickets.filter(({ o }) => legOutcome('1x2', null, o.id.split('-').pop(), score) === 'Winner')).toHaveLength(1);
    await Promise.all([settleDue(ctx.sb.db, new Date(ctx.sb.clock.now())), settleDue(ctx.sb.db, new Date(ctx.sb.clock.now())), history()]);
    for (const { t } of tickets) expect((await credits(t.ticket_id)).length).toBeLessThanOrEqual(1);
    expect(await balance()).toBe((1000 - 2 * tickets.length + paid).toFixed(2));
    const results = await ctx.sb.call('GET', '/sandbox/sport/api/results?provider=sft');
    expect(results.body.events.find((r: any) => r.id === e.id)).toMatchObject({ status: 'finished', score });
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('settles a market on a period by the clock with the periods the match played; QA\'s forced score voids it', async () => {
    const token = await sportToken(ctx.demo);
    const { events } = await catalogue('sft', 0);
    const football = events.filter((e: any) => e.sport === 'football').slice(0, 2);
    expect(football, 'two upcoming football events').toHaveLength(2);
    const [e, forced] = football;
    const ht = (ev: any) => ev.markets.findIndex((m: any) => m.kind === 'first_period');
    const tickets = [];
    for (let i = 0; i < 3; i++) tickets.push(await placeOk({ token, type: 'single', stake: '2.00', selections: [pick(e, ht(e), i)] }));
    const voided = await placeOk({ token, type: 'single', stake: '3.00', selections: [pick(forced, ht(forced), 0)] });
    await control('POST', `/events/${forced.id}/result`, { home: 2, away: 1 });
    expect(await ticketOf(voided.ticket_id)).toMatchObject({ status: 'Voided', amount_out: '3.00' });
    ctx.sb.clock.set(Date.parse(e.start_time) + MATCH_MS);
    ctx.demo = (await ctx.sb.login('demo')).access;
    const seed = (await ctx.sb.db.query<{ seed: number }>('SELECT seed FROM sport_events WHERE id = $1', [e.id])).rows[0].seed;
    const half = matchOf('football', seed).periods[0];
    const winner = half.home > half.away ? 0 : half.home === half.away ? 1 : 2;
    const statuses = [];
    for (const t of tickets) statuses.push((await ticketOf(t.ticket_id)).status);
    expect(statuses).toEqual([0, 1, 2].map((i) => (i === winner ? 'Winner' : 'Loser')));
    const stored = await ctx.sb.db.query<{ result_periods: unknown }>('SELECT result_periods FROM sport_events WHERE id = $1', [e.id]);
    expect(stored.rows[0].result_periods).toEqual(matchOf('football', seed).periods);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('QA results: a win pays stake × odd, a loss nothing, a void the stake back; an express pays its non-void legs', async () => {
    const token = await sportToken(ctx.demo);
    const up = (await catalogue('sft', 0)).events;
    const [a, b] = [up[0], up[1]];
    const home = await placeOk({ token, type: 'single', stake: '10.00', selections: [pick(a, 0, 0)] });
    const away = await placeOk({ token, type: 'single', stake: '10.00', selections: [pick(a, 0, a.markets[0].outcomes.length - 1)] });
    const voided = await placeOk({ token, type: 'single', stake: '4.00', selections: [pick(b, 1, 0)] });
    const express = await placeOk({ token, type: 'express', stake: '5.00', selections: [pick(a, 0, 0), pick(b, 0, 0)] });
    const r1 = await control('POST', `/events/${a.id}/result`, { home: 3, away: 1 });
    expect(r1.status, r1.text).toBe(200);
    expect(r1.body.settled.map((t: any) => t.ticket_id).sort()).toEqual([home.ticket_id, away.ticket_id]);
    expect((await ticketOf(home.ticket_id))).toMatchObject({ status: 'Winner', amount_out: home.potential_win });
    expect((await ticketOf(away.ticket_id))).toMatchObject({ status: 'Loser', amount_out: '0.00' });
    // The express still waits on b, and already tells a's leg as it ended (spec money-and-games §3 "Sub-bet").
    const open = await ticketOf(express.ticket_id);
    expect(open).toMatchObject({ status: 'Wait', potential_win: express.potential_win, amount_out: '0.00' });
    expect(open.legs.map((l: any) => [l.event, l.odd, l.status, l.result])).toEqual([
      [`${a.home} – ${a.away}`, pick(a, 0, 0).odd, 'Winner', '3:1'],
      [`${b.home} – ${b.away}`, pick(b, 0, 0).odd, 'Wait', null],
    ]);
    expect(open.legs[0]).toMatchObject({ market: expect.any(String), outcome: expect.any(String) });
    const waiting = (await ctx.sb.call('GET', `/api/integrations/softion/${express.ticket_id}/subbet/`, { token: ctx.demo })).body.results;
    expect(waiting.map((l: any) => [l.status, l.result])).toEqual([['Winner', '3:1'], ['Wait', null]]);
    const r2 = await control('POST', `/events/${b.id}/result`, { void: true });
    expect(r2.body.settled.map((t: any) => t.ticket_id).sort()).toEqual([voided.ticket_id, express.ticket_id]);
    expect(await ticketOf(voided.ticket_id)).toMatchObject({ status: 'Voided', amount_out: '4.00' });
    const oddA = Number(pick(a, 0, 0).odd);
    expect(await ticketOf(express.ticket_id)).toMatchObject({ status: 'Winner', amount_out: (Math.floor(500 * oddA + 1e-6) / 100).toFixed(2) });
    const legs = (await ctx.sb.call('GET', `/api/integrations/softion/${express.ticket_id}/subbet/`, { token: ctx.demo })).body.results;
    expect(legs.map((l: any) => [l.status, l.result])).toEqual([['Winner', '3:1'], ['Voided', null]]);
    // An event is finished once.
    expect((await control('POST', `/events/${a.id}/result`, { home: 0, away: 0 })).status).toBe(409);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('QA forces a ticket once: cash-out (Cancelled) pays amount_out; a second settle is 409 and moves nothing', async () => {
    const token = await sportToken(ctx.demo);
    const e = (await catalogue('sft', 0)).events[0];
    const t = await placeOk({ token, type: 'single', stake: '10.00', selections: [pick(e)] });
    const answers = await Promise.all([
      control('POST', `/tickets/${t.ticket_id}/settle`, { status: 'Cancelled', amount_out: '7.00' }),
      control('POST', `/tickets/${t.ticket_id}/settle`, { status: 'Winner' }),
      control('POST', `/tickets/${t.ticket_id}/settle`, { status: 'Voided' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body;
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'ticket_already_settled')).toBe(true);
    expect((await credits(t.ticket_id))).toHaveLength(1);
    const item = await ticketOf(t.ticket_id);
    expect(item.status).toBe(won.status);
    // Forced Loser on another: nothing credited.
    const t2 = await placeOk({ token, type: 'single', stake: '3.00', selections: [pick(e, 1, 0)] });
    expect((await control('POST', `/tickets/${t2.ticket_id}/settle`, { status: 'Loser' })).body).toMatchObject({ status: 'Loser', amount_out: '0.00' });
    const t3 = await placeOk({ token, type: 'single', stake: '3.00', selections: [pick(e, 2, 0)] });
    expect((await control('POST', `/tickets/${t3.ticket_id}/settle`, { status: 'Cancelled', amount_out: '2.50' })).body).toMatchObject({ status: 'Cancelled', amount_out: '2.50' });
    expect(await credits(t3.ticket_id)).toEqual([{ reason: 'sport_cashout', amount: '2.50' }]);
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('the seeded open tickets: #7 cancels once (stake back, "Cancelled"), #8 has a started event (409); another player\'s is 404', async () => {
    const seeded = await history('?page_size=100');
    expect(new Set(seeded.results.map((t: any) => t.status))).toEqual(new Set(['Wait', 'Winner', 'Loser', 'Voided', 'Cancelled']));
    expect(new Set(seeded.results.map((t: any) => t.ticket_type))).toEqual(new Set(['single', 'express']));
    const cancel = (id: number, key: string, token = ctx.demo) =>
      ctx.sb.call('POST', `/api/integrations/softion/ticket/${id}/cancel`, { token, headers: { 'Idempotency-Key': key } });
    expect((await cancel(7, 'k1', ctx.low)).status).toBe(404);
    const [first, second] = await Promise.all([cancel(7, 'k2'), cancel(7, 'k3')]);
    const ok = [first, second].filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect([first, second].find((r) => r.status !== 200)!.body.code).toBe('ticket_not_cancelable');
    expect(ok[0].body).toMatchObject({ ticket: { id: 7, status: 'Cancelled', amount_out: '15.00', amount_in: '15.00' }, balance: '1015.00', bonus_balance: '5.00' });
    const replay = await cancel(7, first.status === 200 ? 'k2' : 'k3');
    expect([replay.status, replay.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(await credits(7)).toEqual([{ reason: 'sport_cancel', amount: '15.00' }]);
    expect(await balance()).toBe('1015.00');
    const started = await cancel(8, 'k4');
    expect([started.status, started.body.code]).toEqual([409, 'ticket_not_cancelable']);
    expect((await cancel(2, 'k5')).body.code).toBe('ticket_not_cancelable');
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it('cancel is refused once the event has started', async () => {
    const token = await sportToken(ctx.demo);
    const e = (await catalogue('sft', 0)).events[0];
    const t = await placeOk({ token, type: 'single', stake: '2.00', selections: [pick(e)] });
    ctx.sb.clock.set(Date.parse(e.start_time));
    const res = await ctx.sb.call('POST', `/api/integrations/softion/ticket/${t.ticket_id}/cancel`, { token: (await ctx.sb.login('demo')).access });
    expect([res.status, res.body.code]).toEqual([409, 'ticket_not_cancelable']);
    expect(await credits(t.ticket_id)).toEqual([]);
  });

  it('the timer settles what the clock finished without any read', async () => {
    const token = await sportToken(ctx.demo);
    const e = (await catalogue('sft', 1)).events[0];
    const t = await placeOk({ token, type: 'single', stake: '2.00', selections: [pick(e)] });
    ctx.sb.clock.set(Date.parse(e.start_time) + MATCH_MS);
    const stop = startSettlementTimer(ctx.sb.db, () => ctx.sb.clock.now(), 20);
    try {
      for (let i = 0; i < 200; i++) {
        const { rows } = await ctx.sb.db.query<{ status: string }>('SELECT status FROM sport_tickets WHERE id = $1', [t.ticket_id]);
        if (rows[0].status !== 'Wait') break;
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      stop();
    }
    const { rows } = await ctx.sb.db.query<{ status: string }>('SELECT status FROM sport_tickets WHERE id = $1', [t.ticket_id]);
    expect(['Winner', 'Loser']).toContain(rows[0].status);
  });
});
