/**
 * The sportsbooks' events, generated relative to the clock (docs/contracts/sportsbook.md §3 and §7) so a
 * sandbox running for days never runs dry: every 2.5 minutes a "rolling" event starts in each book (live for
 * 15 real minutes, so ~6 are live at any time), and every 4 hours a scheduled one (~42 over the next 7 days).
 * Ids come from the slot, so the same event is generated again identically and two requests topping up at
 * once insert the same rows (ON CONFLICT DO NOTHING). Events finish by their clock here.
 */
import type { Queryable } from '../db';
import { LEAGUES, SPORTS, sportDef, type MarketKind, type Provider } from '../seeds/sport-leagues';
import { finalScore, hash32, MATCH_MS, unit } from './sport-odds';

export const PROVIDERS: Provider[] = ['sft', 'dgt'];
export const ROLL_MS = 150_000;
export const SLOT_MS = 4 * 3600_000;
const HORIZON_MS = 7 * 86_400_000;
/** Rolling events are listed this long before they start. */
const ROLL_AHEAD_MS = 10 * 60_000;
/** A read tops the catalogue up at most once a minute. */
const TOPUP_EVERY_MS = 60_000;
/** Finished events stay listed (results) this long, unless an open ticket still needs them. */
const KEEP_FINISHED_MS = 2 * 86_400_000;

export interface EventSpec {
  id: string;
  provider: Provider;
  sport: string;
  category: string;
  tournament: string;
  home: string;
  away: string;
  start: number;
  seed: number;
}

interface OutcomeSpec {
  id: string;
  code: string;
  odd: number;
  position: number;
}

interface MarketSpec {
  id: string;
  kind: MarketKind;
  line: number | null;
  position: number;
  outcomes: OutcomeSpec[];
}

function specOf(provider: Provider, id: string, start: number): EventSpec {
  const h = hash32(id);
  // A league of the book's sports (esports only in provider two's).
  const leagues = LEAGUES.filter((l) => sportDef(l.sport).providers.includes(provider));
  const league = leagues[h % leagues.length];
  const i = hash32(`${id}:home`) % league.teams.length;
  const j = (i + 1 + (hash32(`${id}:away`) % (league.teams.length - 1))) % league.teams.length;
  return {
    id,
    provider,
    sport: league.sport,
    category: league.category.fr,
    tournament: league.tournament,
    home: league.teams[i],
    away: league.teams[j],
    start,
    seed: h & 0x7fffffff,
  };
}

/** The k-th rolling event of a book (starts at k × 2.5 min; provider two's half a slot later). */
export const rollingEvent = (provider: Provider, k: number) =>
  specOf(provider, `${provider}-r${k}`, k * ROLL_MS + (provider === 'dgt' ? ROLL_MS / 2 : 0));

/** The j-th scheduled event (every 4 h; provider two's 2 h later), at a quarter hour inside its slot. */
export const scheduledEvent = (provider: Provider, j: number) => {
  const id = `${provider}-s${j}`;
  return specOf(provider, id, j * SLOT_MS + (provider === 'dgt' ? SLOT_MS / 2 : 0) + (hash32(`${id}:min`) % 8) * 15 * 60_000);
};

/** Every event a book lists at `now`: live and coming rolling events, scheduled ones over 7 days. */
export function eventsAround(provider: Provider, now: number): EventSpec[] {
  const out: EventSpec[] = [];
  for (let k = Math.floor((now - MATCH_MS) / ROLL_MS); k <= Math.floor((now + ROLL_AHEAD_MS) / ROLL_MS); k++) {
    const e = rollingEvent(provider, k);
    if (e.start + MATCH_MS > now && e.start <= now + ROLL_AHEAD_MS) out.push(e);
  }
  for (let j = Math.floor((now - MATCH_MS) / SLOT_MS); j <= Math.floor((now + HORIZON_MS) / SLOT_MS); j++) {
    const e = scheduledEvent(provider, j);
    if (e.start + MATCH_MS > now && e.start <= now + HORIZON_MS) out.push(e);
  }
  return out;
}

const round3 = (v: number) => Math.max(1.1, Math.round(v * 1000) / 1000);
const MARGIN = 0.94;

/**
 * What the seed says of a match before it starts: `strength` from −1 (the away side much stronger) to 1
 * (the home side), and the chance `pOver` of its total line. The base odds and the live prices
 * (sport-live.ts) both start from these.
 */
export function strengthOf(seed: number): { strength: number; pOver: number } {
  return { strength: unit(`${seed}:strength`) * 2 - 1, pOver: 0.5 + 0.15 * (unit(`${seed}:total`) * 2 - 1) };
}

/** The markets of an event and their base odds, from its seed (a stronger home side, a higher total…). */
export function marketsOf(e: Pick<EventSpec, 'id' | 'sport' | 'seed'>): MarketSpec[] {
  const def = sportDef(e.sport);
  const { strength: s, pOver } = strengthOf(e.seed);
  const pHome = def.draws ? 0.42 + 0.22 * s : 0.5 + 0.3 * s;
  const pAway = def.draws ? 0.33 - 0.2 * s : 1 - pHome;
  const odd = (p: number) => round3(MARGIN / p);
  const outcomes = (mid: string, list: [string, number][]) => list.map(([code, p], position) => ({ id: `${mid}-${code}`, code, odd: odd(p), position }));
  const pCover = Math.min(0.85, Math.max(0.15, pHome - 0.18));
  const x12: [string, number][] = def.draws ? [['1', pHome], ['X', 1 - pHome - pAway], ['2', pAway]] : [['1', pHome], ['2', pAway]];
  return [
    { id: `${e.id}-1x2`, kind: '1x2', line: null, position: 0, outcomes: outcomes(`${e.id}-1x2`, x12) },
    { id: `${e.id}-total`, kind: 'total', line: def.totalLine, position: 1, outcomes: outcomes(`${e.id}-total`, [['over', pOver], ['under', 1 - pOver]]) },
    { id: `${e.id}-hcp`, kind: 'handicap', line: def.handicapLine, position: 2, outcomes: outcomes(`${e.id}-hcp`, [['home', pCover], ['away', 1 - pCover]]) },
  ];
}

/** Inserts the events with their markets and outcomes; existing ids are left as they are. */
export async function insertEvents(q: Queryable, events: EventSpec[]): Promise<void> {
  if (!events.length) return;
  const col = <T>(pick: (e: EventSpec) => T) => events.map(pick);
  await q.query(
    `INSERT INTO sport_events (id, provider, sport, category, tournament, home, away, start_time, seed)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::int[])
     ON CONFLICT (id) DO NOTHING`,
    [col((e) => e.id), col((e) => e.provider), col((e) => e.sport), col((e) => e.category), col((e) => e.tournament),
      col((e) => e.home), col((e) => e.away), col((e) => new Date(e.start).toISOString()), col((e) => e.seed)],
  );
  const markets = events.flatMap((e) => marketsOf(e).map((m) => ({ ...m, event: e.id })));
  await q.query(
    `INSERT INTO sport_markets (id, event_id, kind, line, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::int[]) ON CONFLICT (id) DO NOTHING`,
    [markets.map((m) => m.id), markets.map((m) => m.event), markets.map((m) => m.kind), markets.map((m) => m.line), markets.map((m) => m.position)],
  );
  const outcomes = markets.flatMap((m) => m.outcomes.map((o) => ({ ...o, market: m.id })));
  await q.query(
    `INSERT INTO sport_outcomes (id, market_id, code, base_odd, position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[], $5::int[]) ON CONFLICT (id) DO NOTHING`,
    [outcomes.map((o) => o.id), outcomes.map((o) => o.market), outcomes.map((o) => o.code), outcomes.map((o) => o.odd), outcomes.map((o) => o.position)],
  );
}

/**
 * Brings a book's events up to `now` (on the caller's transaction): the coming ones are added, finished
 * ones older than two days are removed unless an open ticket needs them. Skipped when done within the
 * last minute (a clock moved back, as tests do, tops up again).
 */
export async function topUp(q: Queryable, provider: Provider, now: number, force = false): Promise<void> {
  if (!force) {
    const { rows } = await q.query<{ topped_at: Date }>('SELECT topped_at FROM sport_topups WHERE provider = $1', [provider]);
    const last = rows[0]?.topped_at.getTime();
    if (last !== undefined && now >= last && now - last < TOPUP_EVERY_MS) return;
  }
  await insertEvents(q, eventsAround(provider, now));
  await q.query(
    `DELETE FROM sport_events e WHERE e.provider = $1 AND e.start_time < $2
        AND NOT EXISTS (SELECT 1 FROM sport_ticket_legs l JOIN sport_tickets t ON t.id = l.ticket_id WHERE l.event_id = e.id AND t.status = 'Wait')`,
    [provider, new Date(now - KEEP_FINISHED_MS).toISOString()],
  );
  await q.query(
    `INSERT INTO sport_topups (provider, topped_at) VALUES ($1, $2) ON CONFLICT (provider) DO UPDATE SET topped_at = EXCLUDED.topped_at`,
    [provider, new Date(now).toISOString()],
  );
}

/**
 * Events whose clock ran out get their final score (the seed's) and finished_at; QA's forced results
 * are set elsewhere and never overwritten (finished_at IS NULL). Call it in a transaction: the rows are
 * locked first, and those another finisher holds (the timer and a read at once, PostgreSQL) are left
 * to it rather than waited for in another order. Returns how many finished.
 */
export async function finishDueEvents(q: Queryable, now: number): Promise<number> {
  const { rows } = await q.query<{ id: string; sport: string; seed: number; start_time: Date }>(
    'SELECT id, sport, seed, start_time FROM sport_events WHERE finished_at IS NULL AND start_time <= $1 ORDER BY id FOR UPDATE SKIP LOCKED',
    [new Date(now - MATCH_MS).toISOString()],
  );
  if (!rows.length) return 0;
  const scores = rows.map((r) => finalScore(r.sport, r.seed));
  const done = await q.query(
    `UPDATE sport_events e SET finished_at = e.start_time + interval '${MATCH_MS / 1000} seconds', result_home = r.home, result_away = r.away
       FROM unnest($1::text[], $2::int[], $3::int[]) AS r(id, home, away)
      WHERE e.id = r.id AND e.finished_at IS NULL`,
    [rows.map((r) => r.id), scores.map((s) => s.home), scores.map((s) => s.away)],
  );
  return done.rowCount;
}

/** The sports a book offers, in display order. */
export const sportsOf = (provider: Provider) => SPORTS.filter((s) => s.providers.includes(provider));
