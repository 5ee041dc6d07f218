/**
 * What the frames read (docs/contracts/sportsbook.md §3): the catalogue of a book, one event, the results, in
 * the frame's language, with the odds, clock and score of the moment. Also the provider-down switch they
 * obey.
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { categoryName, marketName, outcomeName, sportDef, type Lang, type MarketKind, type Provider } from '../seeds/sport-leagues';
import { sportsOf } from './sport-catalogue';
import { liveOdd, liveState, marketStatus, type ClosedReason, type LiveState, type MarketStatus } from './sport-live';
import { matchOf, scoreAtTime, type Clock, type Incident } from './sport-match';
import { currentOdd, eventStatus, minuteOf, type EventStatus, type Score } from './sport-odds';

export interface EventRow {
  id: string;
  provider: Provider;
  sport: string;
  category: string;
  tournament: string;
  home: string;
  away: string;
  start_time: Date;
  seed: number;
  odds_factor: string;
  odds_nudge: number;
  finished_at: Date | null;
  result_home: number | null;
  result_away: number | null;
  /** Each period's own score once the clock finished it (sport-match.ts); null before and for QA's forced score. */
  result_periods: Score[] | null;
  voided: boolean;
}

export interface OutcomeRow {
  id: string;
  market_id: string;
  code: string;
  base_odd: string;
  blocked: boolean;
}

export interface MarketRow {
  id: string;
  event_id: string;
  kind: MarketKind;
  line: string | null;
  blocked: boolean;
}

export interface EventJson {
  id: string;
  provider: Provider;
  sport: string;
  sport_name: string;
  category: string;
  tournament: string;
  home: string;
  away: string;
  start_time: string;
  status: EventStatus;
  minute: number | null;
  /** A live event's clock as its sport reads (sport-match.ts): football's minute, tennis's set and games, basketball's quarter. */
  clock: Clock | null;
  score: Score | null;
  markets: {
    id: string;
    name: string;
    kind: MarketKind;
    /** A total's line, the home side's handicap; null for the others. */
    line: number | null;
    blocked: boolean;
    /** Live markets: suspended a few seconds after a goal, closed once decided or in the final minutes. */
    status: MarketStatus;
    reason?: ClosedReason;
    reopens_at?: string;
    outcomes: { id: string; name: string; odd: string; blocked: boolean }[];
  }[];
}

export const EVENT_COLUMNS = `e.id, e.provider, e.sport, e.category, e.tournament, e.home, e.away, e.start_time, e.seed,
  e.odds_factor::text AS odds_factor, e.odds_nudge, e.finished_at, e.result_home, e.result_away, e.result_periods, e.voided`;

/** The score shown: the clock's while live, the result once finished (none for a void), none before. */
export function scoreOf(e: EventRow, now: number): Score | null {
  const status = eventStatus(e, now);
  if (status === 'live') return scoreAtTime(matchOf(e.sport, e.seed), now - e.start_time.getTime());
  if (status === 'finished' && e.result_home !== null && e.result_away !== null) return { home: e.result_home, away: e.result_away };
  return null;
}

/** The live state of a live event at `now` (sport-live.ts), null before kick-off and after. */
export const liveOf = (e: EventRow, now: number): LiveState | null => (eventStatus(e, now) === 'live' ? liveState(e, now) : null);

export interface MarketState {
  status: MarketStatus;
  reason?: ClosedReason;
  /** While suspended: when the market takes bets again (ISO). */
  reopens_at?: string;
}

/** Whether a market takes bets at `now`: open before kick-off, live as sport-live.ts says, closed after. */
export function marketStateOf(e: EventRow, m: { kind: MarketKind; line: number | null }, now: number, live: LiveState | null = liveOf(e, now)): MarketState {
  if (eventStatus(e, now) === 'upcoming') return { status: 'open' };
  if (!live) return { status: 'closed' };
  const state = marketStatus(live, m.kind, m.line);
  return state.status === 'suspended' ? { ...state, reopens_at: new Date(live.suspendedUntil!).toISOString() } : state;
}

/** An outcome's odd at `now`: before kick-off its base odd drifting with the clock, live its price from the score and the minute. */
export function oddOf(
  e: EventRow,
  m: { kind: MarketKind; line: number | null },
  o: Pick<OutcomeRow, 'id' | 'base_odd' | 'code'>,
  now: number,
  live: LiveState | null = liveOf(e, now),
): string {
  return live ? liveOdd(e, live, m.kind, m.line, o.code) : currentOdd(o.base_odd, o.id, e.odds_factor, e.odds_nudge, now);
}

/** Events with their markets and outcomes as the frames read them. */
export async function eventsJson(q: Queryable, events: EventRow[], lang: Lang, now: number): Promise<EventJson[]> {
  if (!events.length) return [];
  const ids = events.map((e) => e.id);
  const markets = (await q.query<MarketRow>(
    'SELECT id, event_id, kind, line::text AS line, blocked FROM sport_markets WHERE event_id = ANY($1::text[]) ORDER BY event_id, position',
    [ids],
  )).rows;
  const outcomes = (await q.query<OutcomeRow>(
    `SELECT o.id, o.market_id, o.code, o.base_odd::text AS base_odd, o.blocked FROM sport_outcomes o
       JOIN sport_markets m ON m.id = o.market_id WHERE m.event_id = ANY($1::text[]) ORDER BY o.market_id, o.position`,
    [ids],
  )).rows;
  return events.map((e) => {
    const def = sportDef(e.sport);
    const live = liveOf(e, now);
    return {
      id: e.id,
      provider: e.provider,
      sport: e.sport,
      sport_name: def.name[lang],
      category: categoryName(e.category, lang),
      tournament: e.tournament,
      home: e.home,
      away: e.away,
      start_time: e.start_time.toISOString(),
      status: eventStatus(e, now),
      minute: minuteOf(e, now),
      clock: live?.clock ?? null,
      score: scoreOf(e, now),
      markets: markets
        .filter((m) => m.event_id === e.id)
        .map((m) => {
          const line = m.line === null ? null : Number(m.line);
          const market = { kind: m.kind, line };
          const { status, reason, reopens_at } = marketStateOf(e, market, now, live);
          return {
            id: m.id,
            name: marketName(m.kind, line, def, lang),
            kind: m.kind,
            line,
            blocked: m.blocked,
            status,
            ...(reason ? { reason } : {}),
            ...(reopens_at ? { reopens_at } : {}),
            outcomes: outcomes
              .filter((o) => o.market_id === m.id)
              .map((o) => ({ id: o.id, name: outcomeName(o.code, line, e.home, e.away, lang), odd: oddOf(e, market, o, now, live), blocked: o.blocked })),
          };
        }),
    };
  });
}

export interface CatalogueQuery {
  provider: Provider;
  /** true: live only; false: upcoming only; undefined: both. */
  live?: boolean;
  sport?: string;
  lang: Lang;
}

/** A book's open events (live and/or upcoming), by start time, and its sports with their counts. */
export async function catalogue(q: Queryable, query: CatalogueQuery, now: number) {
  const { rows } = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sport_events e WHERE e.provider = $1 AND e.finished_at IS NULL ORDER BY e.start_time, e.id`,
    [query.provider],
  );
  const open = rows.filter((e) => {
    const status = eventStatus(e, now);
    if (status === 'finished') return false;
    return query.live === undefined || (status === 'live') === query.live;
  });
  const sports = sportsOf(query.provider).map((s) => ({ slug: s.slug, name: s.name[query.lang], count: open.filter((e) => e.sport === s.slug).length }));
  const events = query.sport ? open.filter((e) => e.sport === query.sport) : open;
  return { now: new Date(now).toISOString(), sports, events: await eventsJson(q, events, query.lang, now) };
}

export async function eventRow(q: Queryable, id: string, lock = false): Promise<EventRow | undefined> {
  const { rows } = await q.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sport_events e WHERE e.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** How many of a match's last events its page lists. */
const LAST_INCIDENTS = 12;

/**
 * What happened in a live match so far, newest first (sport-match.ts): goals and cards, sets and breaks
 * of serve, quarters. Nothing before kick-off, nor for a finished event whose score QA forced.
 */
export function incidentsOf(e: EventRow, now: number): Incident[] {
  const status = eventStatus(e, now);
  if (status === 'upcoming' || (status === 'finished' && e.result_periods === null)) return [];
  const elapsed = now - e.start_time.getTime();
  return matchOf(e.sport, e.seed).incidents.filter((i) => i.at <= elapsed).slice(-LAST_INCIDENTS).reverse();
}

/** One event as its page reads it: the catalogue's fields and the match's last events. */
export async function eventById(q: Queryable, id: string, lang: Lang, now: number): Promise<EventJson & { incidents: Incident[] }> {
  const row = await eventRow(q, id);
  if (!row) throw new ApiError(404, 'not_found', undefined, `no event "${id}"`);
  return { ...(await eventsJson(q, [row], lang, now))[0], incidents: incidentsOf(row, now) };
}

/** Finished events of a book, newest first (the Results page). */
export async function results(q: Queryable, provider: Provider, lang: Lang, now: number) {
  const { rows } = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sport_events e WHERE e.provider = $1 AND e.finished_at IS NOT NULL AND e.finished_at <= $2
      ORDER BY e.finished_at DESC, e.id LIMIT 100`,
    [provider, new Date(now).toISOString()],
  );
  return { now: new Date(now).toISOString(), events: await eventsJson(q, rows, lang, now) };
}

export async function isProviderDown(q: Queryable, provider: Provider): Promise<boolean> {
  const { rows } = await q.query<{ down: boolean }>('SELECT down FROM sport_providers WHERE provider = $1', [provider]);
  return rows[0]?.down ?? false;
}

export const providerDown = (provider: Provider) =>
  new ApiError(503, 'provider_down', 'The sportsbook is unavailable at the moment.', `provider ${provider} is down (sandbox QA)`);

/** 503 provider_down while QA holds the book down. */
export async function assertProviderUp(q: Queryable, provider: Provider): Promise<void> {
  if (await isProviderDown(q, provider)) throw providerDown(provider);
}
