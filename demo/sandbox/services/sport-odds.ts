/**
 * The sportsbooks' deterministic world (docs/contracts/sportsbook.md §3): how odds move, how a match's clock
 * and score run, how a selection is decided. Pure functions of the event, the outcome and the clock, so the
 * catalogue a frame shows and the placement that checks its odds compute the same figures.
 */
import { sportDef, type MarketKind } from '../seeds/sport-leagues';

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

/** The score the clock gives at full time (QA may force another). Sports without draws never draw. */
export function finalScore(sport: string, seed: number): Score {
  const def = sportDef(sport);
  const [lo, hi] = def.score;
  const span = hi - lo + 1;
  const home = lo + (hash32(`${seed}:home`) % span);
  let away = lo + (hash32(`${seed}:away`) % span);
  if (!def.draws && away === home) away = home === lo ? home + 1 : home - 1;
  return { home, away };
}

/** The minute (1..90) at which each point of the final score lands, by side. */
export function pointMinutes(sport: string, seed: number): { side: 'home' | 'away'; minute: number }[] {
  const full = finalScore(sport, seed);
  const out: { side: 'home' | 'away'; minute: number }[] = [];
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < full[side]; i++) out.push({ side, minute: (hash32(`${seed}:${side}:${i}`) % MATCH_MINUTES) + 1 });
  }
  return out;
}

/** The score at match minute `minute`: each point of the final score lands at a minute of its own. */
export function scoreAt(sport: string, seed: number, minute: number): Score {
  const score = { home: 0, away: 0 };
  for (const p of pointMinutes(sport, seed)) if (p.minute <= minute) score[p.side]++;
  return score;
}

export type LegStatus = 'Winner' | 'Loser' | 'Voided';

/** How a selection ends on a final score (lines are x.5: no push). */
export function legOutcome(kind: MarketKind, line: number | null, code: string, score: Score): 'Winner' | 'Loser' {
  const { home, away } = score;
  let won: boolean;
  if (kind === '1x2') won = code === '1' ? home > away : code === '2' ? away > home : home === away;
  else if (kind === 'total') won = code === 'over' ? home + away > line! : home + away < line!;
  else won = code === 'home' ? home + line! > away : away - line! > home;
  return won ? 'Winner' : 'Loser';
}
