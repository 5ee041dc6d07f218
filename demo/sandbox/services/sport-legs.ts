/**
 * A ticket's legs as the player reads them (docs/contracts/sportsbook.md §2 "History"): each leg's own
 * state, decided as soon as its event is over, while the ticket still waits for its other events — the
 * same decision settlement makes (sport-settlement.ts byEvents), so the leg a player sees won is the leg
 * the ticket is paid on.
 */
import type { Queryable } from '../db';
import type { MarketKind } from '../seeds/sport-leagues';
import { legOutcome, type LegStatus, type Score } from './sport-odds';

/** What decides a leg: its market and pick, and its event's end as the events table has it. */
export interface LegFacts {
  kind: MarketKind;
  line: string | null;
  code: string;
  /** False when the event is no longer in the catalogue (it then counts as void). */
  found: boolean;
  voided: boolean | null;
  result_home: number | null;
  result_away: number | null;
  /** Each period's score (a half, a set, a quarter) when the clock finished the event; null for QA's forced score. */
  result_periods?: Score[] | null;
}

/** A finished event's verdict on a leg: Voided (void, vanished or no score) or won/lost on the final score and its periods. */
export function decideLeg(r: LegFacts): { status: LegStatus; result: string | null } {
  if (!r.found || r.voided || r.result_home === null || r.result_away === null) return { status: 'Voided', result: null };
  const score = { home: r.result_home, away: r.result_away };
  return { status: legOutcome(r.kind, r.line === null ? null : Number(r.line), r.code, { ...score, periods: r.result_periods ?? null }), result: `${score.home}:${score.away}` };
}

/** A leg as the history and the sub-bets answer it (spec money-and-games §3 "Sub-bet"). */
export interface LegItem {
  id: number;
  ticket_id: number;
  category: string;
  sport: string;
  tournament: string;
  event: string;
  market: string;
  outcome: string;
  odd: string;
  /** The score once the event is over ("2:1"); null before and for a void. */
  result: string | null;
  /** Wait until the leg's own event is over, then Winner, Loser or Voided even while the ticket waits. */
  status: string;
  start_time: string;
}

interface LegRow extends LegFacts, Omit<LegItem, 'start_time'> {
  start_time: Date;
  finished_at: Date | null;
}

/** The legs of `ticketIds`, in each ticket's order, with the state of the moment `now`. */
export async function legsOf(q: Queryable, ticketIds: number[], now: Date): Promise<Map<number, LegItem[]>> {
  const byTicket = new Map<number, LegItem[]>(ticketIds.map((id) => [id, []]));
  if (!ticketIds.length) return byTicket;
  const { rows } = await q.query<LegRow>(
    `SELECT l.id, l.ticket_id, l.category, l.sport, l.tournament, l.event, l.market, l.outcome, l.odd::text AS odd, l.result, l.status,
            l.start_time, l.kind, l.line::text AS line, l.code, e.id IS NOT NULL AS found, e.finished_at, e.voided, e.result_home, e.result_away, e.result_periods
       FROM sport_ticket_legs l LEFT JOIN sport_events e ON e.id = l.event_id
      WHERE l.ticket_id = ANY($1::int[]) ORDER BY l.ticket_id, l.position`,
    [ticketIds],
  );
  for (const r of rows) {
    // A leg still waiting on the ticket's row is decided here once its event is over (the ticket settles
    // when all are); an event gone from the catalogue stays Wait until settlement says void.
    const over = r.status === 'Wait' && r.found && r.finished_at !== null && r.finished_at <= now;
    const { status, result } = over ? decideLeg(r) : { status: r.status, result: r.result };
    byTicket.get(r.ticket_id)?.push({
      id: r.id,
      ticket_id: r.ticket_id,
      category: r.category,
      sport: r.sport,
      tournament: r.tournament,
      event: r.event,
      market: r.market,
      outcome: r.outcome,
      odd: r.odd,
      result,
      status,
      start_time: r.start_time.toISOString(),
    });
  }
  return byTicket;
}
