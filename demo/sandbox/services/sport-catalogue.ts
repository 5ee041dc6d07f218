/**
 * The sportsbooks' events, generated relative to the clock (docs/contracts/sportsbook.md §3 and §7) so a
 * sandbox running for days never runs dry: every 2.5 minutes a "rolling" event starts in each book (live for
 * 15 real minutes, so ~6 are live at any time), and every 4 hours a scheduled one (~42 over the next 7 days).
 * Ids come from the slot, so the same event is generated again identically and two requests topping up at
 * once insert the same rows (ON CONFLICT DO NOTHING). Events finish by their clock here.
 */
import type { Queryable } from '../db';
import { LEAGUES, SPORTS, sportDef, type MarketKind, type Provider } from '../seeds/sport-leagues';
import { MARGIN, MAX_ODD, MIN_ODD, outcomeChance } from './sport-live-pricing';
import { prematchModel } from './sport-live';
import { matchOf } from './sport-match';
import { hash32, MATCH_MS } from './sport-odds';

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

const round3 = (v: number) => Math.max(MIN_ODD, Math.round(v * 1000) / 1000);

/** A market of an event: its kind, line (a total's, the home side's handicap) and outcome codes. */
type MarketDef = { key: string; kind: MarketKind; line: number | null; codes: string[] };

const grid = [0, 1, 2, 3].flatMap((h) => [0, 1, 2, 3].map((a) => `${h}:${a}`));

/**
 * Each sport's markets, in display order; the first three (result, main total, main handicap) keep the
 * ids they always had. Football offers ten (spec money-and-games "Sports"; docs/api.md "Sportsbook").
 */
function marketDefs(sport: string): MarketDef[] {
  const def = sportDef(sport);
  const main: MarketDef[] = [
    { key: '1x2', kind: '1x2', line: null, codes: def.draws ? ['1', 'X', '2'] : ['1', '2'] },
    { key: 'total', kind: 'total', line: def.totalLine, codes: ['over', 'under'] },
    { key: 'hcp', kind: 'handicap', line: def.handicapLine, codes: ['home', 'away'] },
  ];
  const over = ['over', 'under'];
  if (sport === 'football') {
    return [
      ...main,
      { key: 'dc', kind: 'double_chance', line: null, codes: ['1X', '12', 'X2'] },
      { key: 'total-1.5', kind: 'total', line: 1.5, codes: over },
      { key: 'total-3.5', kind: 'total', line: 3.5, codes: over },
      { key: 'btts', kind: 'btts', line: null, codes: ['yes', 'no'] },
      { key: 'hcp-p1.5', kind: 'handicap', line: 1.5, codes: ['home', 'away'] },
      { key: 'ht', kind: 'first_period', line: null, codes: ['1', 'X', '2'] },
      { key: 'cs', kind: 'correct_score', line: null, codes: [...grid, 'other'] },
    ];
  }
  if (sport === 'ice-hockey') return [...main, { key: 'dc', kind: 'double_chance', line: null, codes: ['1X', '12', 'X2'] }, { key: 'btts', kind: 'btts', line: null, codes: ['yes', 'no'] }];
  if (sport === 'tennis') {
    return [
      ...main,
      { key: 'sets', kind: 'set_betting', line: null, codes: ['2:0', '2:1', '1:2', '0:2'] },
      { key: 'first', kind: 'first_period', line: null, codes: ['1', '2'] },
      { key: 'games', kind: 'total_games', line: 22.5, codes: over },
    ];
  }
  if (sport === 'basketball') {
    return [
      ...main,
      { key: 'total-lo', kind: 'total', line: def.totalLine - 10, codes: over },
      { key: 'total-hi', kind: 'total', line: def.totalLine + 10, codes: over },
      { key: 'q1', kind: 'first_period', line: null, codes: ['1', 'X', '2'] },
    ];
  }
  return main;
}

/** The markets of an event and their base odds: the sport's model before kick-off, with the margin. */
export function marketsOf(e: Pick<EventSpec, 'id' | 'sport' | 'seed'>): MarketSpec[] {
  const model = prematchModel(e.sport, e.seed);
  return marketDefs(e.sport).map((m, position) => {
    const id = `${e.id}-${m.key}`;
    const outcomes = m.codes.map((code, i) => ({ id: `${id}-${code}`, code, odd: round3(Math.min(MAX_ODD, MARGIN / Math.max(1e-9, outcomeChance(model, m.kind, m.line, code)))), position: i }));
    return { id, kind: m.kind, line: m.line, position, outcomes };
  });
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
 * Events whose clock ran out get their final score and each period's (the seed's match, sport-match.ts) and finished_at; QA's forced results
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
  const matches = rows.map((r) => matchOf(r.sport, r.seed));
  const done = await q.query(
    `UPDATE sport_events e SET finished_at = e.start_time + interval '${MATCH_MS / 1000} seconds', result_home = r.home, result_away = r.away,
            result_periods = r.periods::jsonb
       FROM unnest($1::text[], $2::int[], $3::int[], $4::text[]) AS r(id, home, away, periods)
      WHERE e.id = r.id AND e.finished_at IS NULL`,
    [rows.map((r) => r.id), matches.map((m) => m.final.home), matches.map((m) => m.final.away), matches.map((m) => JSON.stringify(m.periods))],
  );
  return done.rowCount;
}

/** The sports a book offers, in display order. */
export const sportsOf = (provider: Provider) => SPORTS.filter((s) => s.providers.includes(provider));
