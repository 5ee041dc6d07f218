/**
 * The sportsbooks' deterministic world (docs/contracts/sportsbook.md §3): how odds move, how a match's clock
 * and score run, how a selection is decided. Pure functions of the event, the outcome and the clock, so the
 * catalogue a frame shows and the placement that checks its odds compute the same figures.
 */
import type { MarketKind } from '../seeds/sport-leagues';

/** The scores of the simulated matches (sport-match.ts), where the catalogue and the tests read them. */
export { finalScore, scoreAt } from './sport-match';

/** One match minute per 10 real seconds; 90 minutes: an event is live for 15 real minutes. */
export const MINUTE_MS = 10_000;
export const MATCH_MINUTES = 90;
export const MATCH_MS = MINUTE_MS * MATCH_MINUTES;
/** Odds change at most this often (plus QA's moves). */
export const ODDS_STEP_MS = 20_000;
/** How far an odd drifts around its base (±6 %). */
const DRIFT = 0.06;
export const MIN_ODD = 1.01;

/** FNV-1a, 32 bits: a stable hash of a string (the same on every run and machine). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A stable number in [0, 1) for `text`. */
export const unit = (text: string) => hash32(text) / 0x1_0000_0000;

/**
 * The odd of an outcome now, to 2 decimals: its base times QA's factor, drifting by at most ±6 % with a
 * phase that changes every 20 s (and with each QA nudge).
 */
export function currentOdd(baseOdd: string | number, outcomeId: string, factor: string | number, nudge: number, now: number): string {
  const step = Math.floor(now / ODDS_STEP_MS) + nudge;
  const wave = unit(`${outcomeId}:${step}`) * 2 - 1;
  const value = Number(baseOdd) * Number(factor) * (1 + DRIFT * wave);
  return Math.max(MIN_ODD, Math.round(value * 100) / 100).toFixed(2);
}

export type EventStatus = 'upcoming' | 'live' | 'finished';

export interface EventTiming {
  start_time: Date;
  finished_at: Date | null;
}

export function eventStatus(e: EventTiming, now: number): EventStatus {
  if (e.finished_at && e.finished_at.getTime() <= now) return 'finished';
  const started = e.start_time.getTime();
  if (now >= started + MATCH_MS) return 'finished';
  return now >= started ? 'live' : 'upcoming';
}

/** The match minute (1..90) of a live event; null otherwise. */
export function minuteOf(e: EventTiming, now: number): number | null {
  if (eventStatus(e, now) !== 'live') return null;
  return Math.min(MATCH_MINUTES, Math.floor((now - e.start_time.getTime()) / MINUTE_MS) + 1);
}

export interface Score {
  home: number;
  away: number;
}

export type LegStatus = 'Winner' | 'Loser' | 'Voided';

/** What settles a leg: the final score, and each period's own score when the match's clock gave them. */
export interface Result extends Score {
  /** Halves (football), periods (hockey), sets' games (tennis), maps, quarters (basketball); null for QA's forced score. */
  periods?: Score[] | null;
}

const sideOf = (s: Score) => (s.home > s.away ? '1' : s.home < s.away ? '2' : 'X');

/**
 * How a selection ends on a result (lines are x.5: no push). A market on a period (the first half, set or
 * quarter; a tennis match's games) is void when the result has no periods (a score QA forced).
 */
export function legOutcome(kind: MarketKind, line: number | null, code: string, result: Result): LegStatus {
  const { home, away } = result;
  const periods = result.periods ?? null;
  let won: boolean;
  switch (kind) {
    case '1x2':
      won = code === sideOf(result);
      break;
    case 'double_chance':
      won = code.includes(sideOf(result));
      break;
    case 'total':
      won = code === 'over' ? home + away > line! : home + away < line!;
      break;
    case 'btts':
      won = (home > 0 && away > 0) === (code === 'yes');
      break;
    case 'correct_score':
      won = code === 'other' ? home > 3 || away > 3 : code === `${home}:${away}`;
      break;
    case 'set_betting':
      won = code === `${home}:${away}`;
      break;
    case 'first_period':
      if (!periods?.length) return 'Voided';
      won = code === sideOf(periods[0]);
      break;
    case 'total_games': {
      if (!periods?.length) return 'Voided';
      const games = periods.reduce((n, p) => n + p.home + p.away, 0);
      won = code === 'over' ? games > line! : games < line!;
      break;
    }
    default:
      won = code === 'home' ? home + line! > away : away - line! > home;
  }
  return won ? 'Winner' : 'Loser';
}
