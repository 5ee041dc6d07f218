// The books' data (docs/contracts/sportsbook.md §3, §6, §7): the catalogue relative to the clock (~40 events
// over 7 days, ~6 live, a clock and score), events and results, the bet history's date range and provider
// filter, sub-bets, and the QA control plane behind its guard. Runs on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { MATCH_MS } from '../../../demo/sandbox/services/sport-odds';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, place, control } = sportClient(() => ctx.sb);
const DAY = 86_400_000;
const history = async (query: string, token = ctx.demo) => ctx.sb.call('GET', `/api/integrations/softion/betshistory/${query}`, { token });

describe('sport catalogue', () => {
  it('lists ~40 upcoming events over 7 days and ~6 live ones per book, with markets and 2-decimal odds', async () => {
    for (const book of ['sft', 'dgt'] as const) {
      const upcoming = await catalogue(book, 0);
      const live = await catalogue(book, 1);
      expect(upcoming.events.length).toBeGreaterThanOrEqual(40);
      expect(upcoming.events.length).toBeLessThanOrEqual(50);
      // Six rolling events, and now and then a scheduled one live too.
      expect(live.events.length).toBeGreaterThanOrEqual(6);
      expect(live.events.length).toBeLessThanOrEqual(8);
      const now = ctx.sb.clock.now();
      for (const e of upcoming.events) {
        expect(Date.parse(e.start_time)).toBeGreaterThan(now);
        expect(Date.parse(e.start_time)).toBeLessThanOrEqual(now + 7 * DAY);
        expect(e).toMatchObject({ status: 'upcoming', minute: null, score: null });
        // The result, the main total and handicap first; each sport's other markets after (sport-markets.test.ts).
        expect(e.markets.map((m: any) => m.kind).slice(0, 3)).toEqual(['1x2', 'total', 'handicap']);
        for (const m of e.markets) for (const o of m.outcomes) expect(o.odd).toMatch(/^\d+\.\d{2}$/);
      }
      for (const e of live.events) {
        expect(e.status).toBe('live');
        expect(e.minute).toBeGreaterThanOrEqual(1);
        expect(e.minute).toBeLessThanOrEqual(90);
        expect(e.score).toEqual({ home: expect.any(Number), away: expect.any(Number) });
      }
      const slugs = upcoming.sports.map((s) => s.slug);
      expect(slugs.includes('esports')).toBe(book === 'dgt');
      expect(upcoming.sports.reduce((n, s) => n + s.count, 0)).toBe(upcoming.events.length);
    }
    const all = await ctx.sb.call('GET', '/sandbox/sport/api/catalogue?provider=sft&sport=football&lang=ar');
    expect(all.body.events.every((e: any) => e.sport === 'football' && e.sport_name === 'كرة القدم')).toBe(true);
    expect(all.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('the clock runs: a live event\'s minute and score grow, it finishes after 90 minutes, and the book tops up for days', async () => {
    const live = (await catalogue('sft', 1)).events[0];
    ctx.sb.clock.advance(60_000);
    const later = (await ctx.sb.call('GET', `/sandbox/sport/api/event/${live.id}?lang=en`)).body;
    expect(later.minute).toBe(Math.min(90, live.minute + 6));
    expect(later.score.home + later.score.away).toBeGreaterThanOrEqual(live.score.home + live.score.away);
    ctx.sb.clock.set(Date.parse(live.start_time) + MATCH_MS);
    const done = (await ctx.sb.call('GET', `/sandbox/sport/api/event/${live.id}`)).body;
    expect(done.status).toBe('finished');
    expect((await ctx.sb.call('GET', '/sandbox/sport/api/results?provider=sft')).body.events.map((e: any) => e.id)).toContain(live.id);
    ctx.sb.clock.advance(10 * DAY);
    expect((await catalogue('sft', 0)).events.length).toBeGreaterThanOrEqual(40);
    expect((await catalogue('sft', 1)).events.length).toBeGreaterThanOrEqual(6);
    expect((await ctx.sb.call('GET', '/sandbox/sport/api/event/nope')).status).toBe(404);
  });

  it('odds change at most every 20 s and are the same for every reader in between', async () => {
    const first = (await catalogue('dgt', 0)).events.slice(0, 10).flatMap((e: any) => e.markets.flatMap((m: any) => m.outcomes.map((o: any) => o.odd)));
    ctx.sb.clock.set(Math.floor(ctx.sb.clock.now() / 20_000) * 20_000 + 19_000);
    const same = (await catalogue('dgt', 0)).events.slice(0, 10).flatMap((e: any) => e.markets.flatMap((m: any) => m.outcomes.map((o: any) => o.odd)));
    expect(same).toEqual(first);
    ctx.sb.clock.advance(1_000);
    const moved = (await catalogue('dgt', 0)).events.slice(0, 10).flatMap((e: any) => e.markets.flatMap((m: any) => m.outcomes.map((o: any) => o.odd)));
    expect(moved).not.toEqual(first);
  });
});

describe('sport bet history', () => {
  it('filters by date range [date_from, date_to) and by book; alt is empty; newest first', async () => {
    const now = ctx.sb.clock.now();
    const all = (await history('?page_size=100')).body;
    expect(all.count).toBe(8);
    expect(all.results.map((t: any) => t.id)).toEqual([8, 7, 6, 5, 1, 2, 3, 4]);
    const day = (offset: number) => new Date(Math.floor((now - offset * DAY) / DAY) * DAY).toISOString();
    // The day 3 days ago, start to start of the next: ticket #1 only.
    const one = (await history(`?date_from=${day(3)}&date_to=${day(2)}`)).body;
    expect(one.results.map((t: any) => t.id)).toEqual([1]);
    const span = (await history(`?date_from=${day(9)}&date_to=${day(4)}`)).body;
    expect(span.results.map((t: any) => t.id)).toEqual([2, 3, 4]);
    expect((await history('?provider=sft&page_size=100')).body.results.map((t: any) => t.id)).toEqual([7, 5, 1, 2]);
    expect((await history('?provider=dgt&page_size=100')).body.results.every((t: any) => t.provider === 'dgt' && t.producer === 'Digitain')).toBe(true);
    expect((await history('?provider=alt')).body).toEqual({ count: 0, results: [] });
    const page = (await history('?page=2&page_size=3')).body;
    expect([page.count, page.results.map((t: any) => t.id)]).toEqual([8, [5, 1, 2]]);
    expect((await history('', ctx.low)).body).toEqual({ count: 0, results: [] });
    expect((await ctx.sb.call('GET', '/api/integrations/softion/betshistory/')).status).toBe(401);
  });

  it('sub-bets of a ticket, 404 for another player\'s', async () => {
    const legs = (await ctx.sb.call('GET', '/api/integrations/softion/4/subbet/', { token: ctx.demo })).body.results;
    expect(legs).toHaveLength(3);
    expect(legs[0]).toMatchObject({ status: 'Winner', result: '3:1', odd: '1.65' });
    expect(typeof legs[0].category).toBe('string');
    const other = await ctx.sb.call('GET', '/api/integrations/softion/4/subbet/', { token: ctx.low });
    expect([other.status, other.body.code]).toEqual([404, 'not_found']);
    const status = await ctx.sb.call('POST', '/api/integrations/softion/ticket/status', { body: { token: await sportToken(ctx.low), ticket_id: 4 } });
    expect(status.status).toBe(404);
  });
});

describe('sport control plane', () => {
  it('is behind the control guard: a foreign origin gets 403 and changes nothing', async () => {
    const res = await ctx.sb.app.request('/sandbox/api/sport/provider', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ provider: 'sft', down: true }),
    });
    expect(res.status).toBe(403);
    expect((await ctx.sb.call('GET', '/sandbox/sport/api/catalogue?provider=sft')).status).toBe(200);
    const list = await ctx.sb.app.request('/sandbox/api/sport/tickets', { headers: { Origin: 'https://evil.example' } });
    expect(list.status).toBe(403);
  });

  it('lists events (with the books\' state) and tickets with their legs', async () => {
    const events = (await control('GET', '/events?provider=dgt')).body;
    expect(events.providers).toEqual([{ provider: 'dgt', down: false }, { provider: 'sft', down: false }]);
    expect(events.events.every((e: any) => e.provider === 'dgt')).toBe(true);
    const token = await sportToken(ctx.demo, 'dgt');
    const placed = (await place({ token, type: 'single', stake: '2.00', selections: [pick(events.events.find((e: any) => e.status === 'upcoming'))] })).body;
    const tickets = (await control('GET', '/tickets?username=demo')).body.results;
    expect(tickets[0]).toMatchObject({ id: placed.ticket_id, username: 'demo', status: 'Wait', amount_in: '2.00' });
    expect(tickets[0].legs).toHaveLength(1);
    expect(tickets).toHaveLength(9);
    expect((await control('GET', '/tickets?username=low')).body.results).toEqual([]);
  });
});

describe('sport tickets in the account statement', () => {
  it('a stake and its cancel are statement rows whose reference is the ticket', async () => {
    await ctx.sb.call('POST', '/api/integrations/softion/ticket/7/cancel', { token: ctx.demo, headers: { 'Idempotency-Key': 'c7' } });
    const list = (await ctx.sb.call('GET', '/api/users/statement/?reason=sport_stake,sport_cancel&page_size=100', { token: ctx.demo })).body;
    expect(list.results.map((r: any) => `${r.reason} ${r.amount} ${r.reference_id}`)).toEqual(['sport_cancel 15.00 7', 'sport_stake -6.00 8', 'sport_stake -15.00 7']);
    const row = (await ctx.sb.call('GET', `/api/users/statement/${list.results[0].id}/`, { token: ctx.demo })).body;
    expect(row.reference).toEqual({ id: 7, ticket_code: 'SFT-SEED0007', provider: 'sft', ticket_type: 'single', status: 'Cancelled', amount_in: '15.00', amount_out: '15.00', coef: expect.any(String) });
  });
});
