/**
 * A live event's markets at a moment (docs/api.md "Sportsbook" §2 and §5): priced from the score and the
 * clock (sport-live-pricing.ts), suspended for a few seconds after each goal, closed once decided and
 * in the final minutes. Pure functions of the event and the clock: the catalogue a frame reads and the
 * placement that checks its slip see the same state.
 */
import { sportDef, type MarketKind } from '../seeds/sport-leagues';
import { strengthOf } from './sport-catalogue';
import { finalModel, isDecided, oddForChance, outcomeChance, prematchOf, type FinalModel } from './sport-live-pricing';
import { MATCH_MINUTES, MATCH_MS, MINUTE_MS, ODDS_STEP_MS, pointMinutes, type Score } from './sport-odds';

/** The event's markets stay suspended this long after a goal (the frames poll live odds every 5 s). */
export const SUSPEND_MS = 8_000;
/** Bets are taken up to this minute; the last five minutes are closed. */
export const LAST_BET_MINUTE = 85;
/** Sports whose points are rare enough that each one suspends the markets (not a basketball basket). */
const SUSPENDING = new Set(['football', 'ice-hockey', 'tennis', 'esports']);

export interface LiveEvent {
  sport: string;
  seed: number;
  start_time: Date;
  odds_factor: string | number;
}

export type MarketStatus = 'open' | 'suspended' | 'closed';
export type ClosedReason = 'decided' | 'final_minutes';

export interface LiveState {
  /** The score now. */
  score: Score;
  /** The match minute now (1..90). */
  minute: number;
  /** Until when (ms) the markets are suspended after a goal; null when they are not. */
  suspendedUntil: number | null;
  /** The final score's model the odds come from. */
  model: FinalModel;
}

/** The instants (ms) at which the points land, in order. */
export function pointTimes(e: Pick<LiveEvent, 'sport' | 'seed' | 'start_time'>): { side: 'home' | 'away'; at: number }[] {
  const start = e.start_time.getTime();
  return pointMinutes(e.sport, e.seed)
    .map((p) => ({ side: p.side, at: start + (p.minute - 1) * MINUTE_MS }))
    .sort((a, b) => a.at - b.at);
}

function scoreBy(points: { side: 'home' | 'away'; at: number }[], at: number): Score {
  const score = { home: 0, away: 0 };
  for (const p of points) if (p.at <= at) score[p.side]++;
  return score;
}

/**
 * The live state at `now` (the event live: started, not finished). Prices are taken at the last 20-s
 * odds step, or at the last goal when one came since: they change at most every 20 s, and at once with
 * a goal, so a slip priced before a goal is refused with the new odds (coefs_changed). Basketball's
 * points do not reprice between steps.
 */
export function liveState(e: LiveEvent, now: number): LiveState {
  const start = e.start_time.getTime();
  const points = pointTimes(e);
  const suspending = SUSPENDING.has(e.sport);
  const lastGoal = suspending ? points.filter((p) => p.at <= now).at(-1)?.at : undefined;
  const pricedAt = Math.max(start, Math.floor(now / ODDS_STEP_MS) * ODDS_STEP_MS, lastGoal ?? -Infinity);
  const def = sportDef(e.sport);
  const { strength, pOver } = strengthOf(e.seed);
  const model = finalModel({
    prematch: prematchOf(def, strength, pOver),
    score: scoreBy(points, pricedAt),
    played: Math.min(1, (pricedAt - start) / MATCH_MS),
    draws: def.draws,
  });
  return {
    score: scoreBy(points, now),
    minute: Math.min(MATCH_MINUTES, Math.floor((now - start) / MINUTE_MS) + 1),
    suspendedUntil: lastGoal !== undefined && now < lastGoal + SUSPEND_MS ? lastGoal + SUSPEND_MS : null,
    model,
  };
}

/** Whether a market of the live event takes bets now, and why not. */
export function marketStatus(live: LiveState, kind: MarketKind, line: number | null): { status: MarketStatus; reason?: ClosedReason } {
  if (live.minute > LAST_BET_MINUTE) return { status: 'closed', reason: 'final_minutes' };
  if (isDecided(kind, line, live.score)) return { status: 'closed', reason: 'decided' };
  if (live.suspendedUntil !== null) return { status: 'suspended' };
  return { status: 'open' };
}

/** An outcome's live odd (QA's factor applied). */
export function liveOdd(e: Pick<LiveEvent, 'odds_factor'>, live: LiveState, kind: MarketKind, line: number | null, code: string): string {
  return oddForChance(outcomeChance(live.model, kind, line, code), Number(e.odds_factor));
}
