// Live betting on the simulated books (docs/api.md "Sportsbook" §2, §5): markets suspended a few
// seconds after a goal (market_suspended), a decided total closed and every market in the final minutes
// (market_closed), a slip priced before a goal refused with the new odds (coefs_changed). Each refusal
// moves nothing. The events' goals come from their seed (sport-live.ts pointTimes), so the test moves
// the sandbox clock to the moments around one. Runs on PostgreSQL too (see postgres.test.ts).
import { describe, expect, it } from 'vitest';
import { sportDef } from '../../../demo/sandbox/seeds/sport-leagues';
import { LAST_BET_MINUTE, liveOdd, liveState, pointTimes, SUSPEND_MS } from '../../../demo/sandbox/services/sport-live';
import { MINUTE_MS, ODDS_STEP_MS } from '../../../demo/sandbox/services/sport-odds';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest } from './helpers';
import { pick, sportClient } from './sport-helpers';

const ctx = sandboxPerTest();
const { sportToken, catalogue, place, control, balance } = sportClient(() => ctx.sb);
const START = Date.UTC(2025, 0, 15, 12, 0, 0);
/** Scenes happen in the next 15 minutes; demo signs in again at the scene (tokens live 5 and 10 minutes). */
const END = START + 15 * 60_000;

interface Row {
  id: string;
  sport: string;
  seed: number;
  start_time: Date;
}

/** demo's integration token, demo signed in at `at`. */
async function tokenAt(at: number) {
  ctx.sb.clock.set(at);
  return sportToken((await ctx.sb.login('demo')).access);
}

/** The book's events that are live at some moment of [START, END], with their goals' instants. */
async function liveSoon() {
  await catalogue('sft');
  const { rows } = await ctx.sb.db.query<Row>(`SELECT id, sport, seed, start_time FROM sport_events WHERE provider = 'sft' AND finished_at IS NULL`);
  return rows
    .map((e) => ({ ...e, start: new Date(e.start_time).getTime(), goals: pointTimes({ ...e, start_time: new Date(e.start_time) }) }))
    .filter((e) => e.start < END && e.start + 90 * MINUTE_MS > START && ['football', 'ice-hockey'].includes(e.sport));
}

const minuteAt = (e: { start: number }, at: number) => Math.floor((at - e.start) / MINUTE_MS) + 1;
const quiet = (e: { goals: { at: number }[] }, from: number, to: number) => !e.goals.some((g) => g.at > from && g.at <= to);

/** The event as the catalogue lists it at `at`. */
async function eventAt(id: string, at: number) {
  ctx.sb.clock.set(at);
  const { events } = await catalogue('sft', 1);
  const event = events.find((e: any) => e.id === id);
  expect(event, `event ${id} live at ${new Date(at).toISOString()}`).toBeDefined();
  return event;
}

describe('live betting', () => {
  it('prices every live event from its score and minute (sport-live-pricing.ts), not from its pre-match odds', async () => {
    const { events } = await catalogue('sft', 1);
    const rows = (await ctx.sb.db.query<Row & { odds_factor: string }>(
      `SELECT id, sport, seed, start_time, odds_factor::text AS odds_factor FROM sport_events WHERE id = ANY($1::text[])`, [events.map((e: any) => e.id)],
    )).rows;
    expect(events.length).toBeGreaterThanOrEqual(6);
    for (const event of events) {
      const row = rows.find((r) => r.id === event.id)!;
      const state = liveState({ ...row, start_time: new Date(row.start_time) }, START);
      expect(event.score).toEqual(state.score);
      for (const m of event.markets) {
        // An outcome's id is its market's and its code (services/sport-catalogue.ts marketsOf).
        const codes = m.outcomes.map((o: any) => o.id.slice(m.id.length + 1));
        expect(m.outcomes.map((o: any) => o.odd), `${event.id} ${m.kind}`).toEqual(codes.map((c: string) => liveOdd(row, state, m.kind, m.line, c)));
      }
    }
  });

  it('suspends the event\'s markets for a few seconds after a goal (market_suspended), then takes bets again', async () => {
    const scene = (await liveSoon()).flatMap((e) => e.goals.map((g) => ({ e, g })))
      .find(({ e, g }) => g.at - 30_000 > START && g.at + SUSPEND_MS < END && minuteAt(e, g.at) <= 80 && quiet(e, g.at, g.at + SUSPEND_MS));
    expect(scene, 'a goal between 12:00 and 12:15').toBeDefined();
    const { e, g } = scene!;
    const token = await tokenAt(g.at - 20_000);
    const during = await eventAt(e.id, g.at + 1_000);
    // Every market is suspended, but those the goal decided (both teams scored, a total passed): closed.
    expect(during.markets.filter((m: any) => m.reason !== 'decided').map((m: any) => m.status)).toEqual(during.markets.filter((m: any) => m.reason !== 'decided').map(() => 'suspended'));
    expect(during.markets[0].status).toBe('suspended');
    expect(during.markets[0].reopens_at).toBe(new Date(g.at + SUSPEND_MS).toISOString());
    const sel = pick(during);
    const refused = await place({ token, type: 'single', stake: '5.00', selections: [sel] });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'market_suspended', outcome_ids: [sel.outcome_id], reopens_at: new Date(g.at + SUSPEND_MS).toISOString() });
    expect(await balance()).toBe('1000.00');
    const after = await eventAt(e.id, g.at + SUSPEND_MS);
    expect(after.markets[0].status).toBe('open');
    const placed = await place({ token, type: 'single', stake: '5.00', selections: [pick(after)] });
    expect(placed.status, placed.text).toBe(200);
    expect(await balance()).toBe('995.00');
  });

  it('refuses a slip priced before a goal with the new odds (coefs_changed), inside one 20-s odds step', async () => {
    // The goal falls mid-step, so only the goal (not the step's drift) can move the odds in between.
    const scene = (await liveSoon()).flatMap((e) => e.goals.map((g) => ({ e, g })))
      .find(({ e, g }) => g.at - 30_000 > START && g.at % ODDS_STEP_MS === ODDS_STEP_MS / 2 && g.at + 9_000 < END
        && minuteAt(e, g.at) <= 80 && quiet(e, g.at - ODDS_STEP_MS, g.at - 1) && quiet(e, g.at, g.at + 9_000)
        // The side that concedes neither at the shortest nor at the longest price offered (which cannot lengthen).
        && ((odd) => odd > 1.05 && odd < 100)(Number(liveOdd({ odds_factor: '1' }, liveState({ ...e, start_time: new Date(e.start_time), odds_factor: '1' }, g.at - 5_000), '1x2', null, g.side === 'home' ? '2' : '1'))));
    expect(scene, 'a goal in the middle of an odds step between 12:00 and 12:15').toBeDefined();
    const { e, g } = scene!;
    const token = await tokenAt(g.at - 30_000);
    const before = await eventAt(e.id, g.at - 5_000);
    expect(before.markets[0].status).toBe('open');
    const sel = pick(before, 0, g.side === 'home' ? 2 : 0); // the side that concedes: its price lengthens
    const after = await eventAt(e.id, g.at + 9_000);
    expect(after.score[g.side]).toBe(before.score[g.side] + 1);
    const now = pick(after, 0, g.side === 'home' ? 2 : 0);
    expect(Number(now.odd)).toBeGreaterThan(Number(sel.odd));
    const refused = await place({ token, type: 'single', stake: '5.00', selections: [sel] });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'coefs_changed', coefs: [{ outcome_id: sel.outcome_id, odd: now.odd }] });
    expect(await balance()).toBe('1000.00');
    const placed = await place({ token, type: 'single', stake: '5.00', selections: [{ ...sel, odd: refused.body.coefs[0].odd }] });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.coef).toBe(now.odd);
  });

  it('closes a total once it is passed (market_closed, decided); the event\'s other markets stay open', async () => {
    const scene = (await liveSoon()).map((e) => {
      const line = sportDef(e.sport).totalLine;
      return { e, g: e.goals[Math.floor(line)] }; // the goal that passes the line
    }).find(({ e, g }) => g && g.at - 30_000 > START && g.at + SUSPEND_MS + 1_000 < END && minuteAt(e, g.at + SUSPEND_MS) <= LAST_BET_MINUTE
      && quiet(e, g.at, g.at + SUSPEND_MS + 1_000));
    expect(scene, 'a total passed between 12:00 and 12:15').toBeDefined();
    const { e, g } = scene!;
    const token = await tokenAt(g.at);
    const event = await eventAt(e.id, g.at + SUSPEND_MS + 1_000);
    expect(event.markets.slice(0, 3).map((m: any) => [m.kind, m.status, m.reason])).toEqual([['1x2', 'open', undefined], ['total', 'closed', 'decided'], ['handicap', 'open', undefined]]);
    const over = pick(event, 1, 0);
    const refused = await place({ token, type: 'single', stake: '5.00', selections: [over] });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'market_closed', reason: 'decided', outcome_ids: [over.outcome_id] });
    expect(await balance()).toBe('1000.00');
    expect((await place({ token, type: 'single', stake: '5.00', selections: [pick(event, 0, 0)] })).status).toBe(200);
  });

  it('refuses bets in the final minutes (market_closed, final_minutes), an express with such a leg whole', async () => {
    const scene = (await liveSoon()).find((e) => {
      const closes = e.start + LAST_BET_MINUTE * MINUTE_MS;
      return closes - 30_000 > START && closes + 1_000 < END && quiet(e, closes - 5_000 - SUSPEND_MS, closes + 1_000);
    });
    expect(scene, 'an event reaching its final minutes between 12:00 and 12:15').toBeDefined();
    const closes = scene!.start + LAST_BET_MINUTE * MINUTE_MS;
    const token = await tokenAt(closes - 30_000);
    const open = await eventAt(scene!.id, closes - 5_000);
    expect([open.minute, open.markets[0].status]).toEqual([LAST_BET_MINUTE, 'open']);
    expect((await place({ token, type: 'single', stake: '5.00', selections: [pick(open)] })).status).toBe(200);
    const late = await eventAt(scene!.id, closes + 1_000);
    expect(late.minute).toBe(LAST_BET_MINUTE + 1);
    expect(late.markets.map((m: any) => [m.status, m.reason])).toEqual(late.markets.map(() => ['closed', 'final_minutes']));
    const upcoming = (await catalogue('sft', 0)).events[0];
    const sels = [pick(late, 0, 0), pick(upcoming)];
    const refused = await place({ token, type: 'express', stake: '5.00', selections: sels });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'market_closed', reason: 'final_minutes', outcome_ids: [sels[0].outcome_id] });
    expect(await balance()).toBe('995.00');
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });

  it("QA moves a match's clock (POST events/{id}/minute): its final minutes close it at once, an earlier minute reopens it; a finished match is refused", async () => {
    ctx.sb.clock.set(START);
    const token = await sportToken((await ctx.sb.login("demo")).access);
    const upcoming = (await catalogue('sft', 0)).events.find((e: any) => e.sport === 'basketball') ?? (await catalogue('sft', 0)).events[0];
    // A coming match kicks off: it is live at the minute asked, its score that minute's.
    const late = await control('POST', `/events/${upcoming.id}/minute`, { minute: LAST_BET_MINUTE + 1 });
    expect(late.status, late.text).toBe(200);
    expect([late.body.status, late.body.minute]).toEqual(['live', LAST_BET_MINUTE + 1]);
    const listed = await eventAt(upcoming.id, START);
    expect(listed.markets.map((m: any) => [m.status, m.reason])).toEqual(listed.markets.map(() => ['closed', 'final_minutes']));
    const refused = await place({ token, type: 'single', stake: '5.00', selections: [pick(listed)] });
    expect([refused.status, refused.body.code, refused.body.reason]).toEqual([409, 'market_closed', 'final_minutes']);
    // Back to an early minute: the match takes bets again, as the clock says.
    const early = await control('POST', `/events/${upcoming.id}/minute`, { minute: 3 });
    expect(early.body.minute).toBe(3);
    const reopened = await eventAt(upcoming.id, START + 1_000);
    expect(reopened.markets[0].status).not.toBe('closed');
    // Refusals: a finished match, a minute outside 1–90, an unknown event; none moves a clock.
    await control('POST', `/events/${upcoming.id}/result`, { home: 1, away: 0 });
    const over = await control('POST', `/events/${upcoming.id}/minute`, { minute: 10 });
    expect([over.status, over.body.code]).toEqual([409, 'event_finished']);
    for (const minute of [0, 91, 2.5, '10']) expect((await control('POST', `/events/${upcoming.id}/minute`, { minute })).status, String(minute)).toBe(400);
    expect((await control('POST', '/events/no-such-event/minute', { minute: 10 })).status).toBe(404);
    expect(await balance()).toBe('1000.00');
    expect(await auditWallet(ctx.sb.db)).toEqual([]);
  });
});
