/**
 * A live event's markets at a moment (docs/api.md "Sportsbook" §2 and §5): priced from the score and the
 * clock (sport-live-pricing.ts), suspended for a few seconds after each goal, closed once decided and
 * in the final minutes. Pure functions of the event and the clock: the catalogue a frame reads and the
 * placement that checks its slip see the same state.
 */
import { sportDef, type MarketKind } from '../seeds/sport-leagues';
import { basketMeans, finalModel, gameChance, goalsOf, isDecided, MAP_EDGE, oddForChance, outcomeChance, strengthOf, type FinalModel, type LiveInput } from './sport-live-pricing';
import { clockAt, FOOTBALL, matchOf, playedShare, scoreAtTime, type Clock } from './sport-match';
import { MATCH_MINUTES, MINUTE_MS, ODDS_STEP_MS, type Score } from './sport-odds';

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
  /** The clock a player reads (sport-match.ts). */
  clock: Clock;
  /** The final score's model the odds come from. */
  model: FinalModel;
  /** The match as it stands now (what decides a market). */
  now: LiveInput;
}

/** The instants (ms) at which the points land, in order (a basket is one instant whatever its value). */
export function pointTimes(e: Pick<LiveEvent, 'sport' | 'seed' | 'start_time'>): { side: 'home' | 'away'; at: number }[] {
  const start = e.start_time.getTime();
  return matchOf(e.sport, e.seed).points.map((p) => ({ side: p.side, at: start + p.at }));
}

/**
 * What the sport's model needs to price the match `elapsed` ms after kick-off (0: the pre-match odds):
 * the score, the share played, the first period so far; for sets, the games of the set and the first
 * set's winner.
 */
export function inputAt(sport: string, seed: number, elapsed: number): LiveInput {
  const def = sportDef(sport);
  const { strength, pOver } = strengthOf(seed);
  const match = matchOf(sport, seed);
  const score = scoreAtTime(match, elapsed);
  const played = playedShare(sport, seed, elapsed);
  if (sport === 'tennis' || sport === 'esports') {
    const done = match.periodEnds.filter((end) => end <= elapsed).length;
    const tennis = sport === 'tennis';
    const games = { home: 0, away: 0 };
    if (tennis) for (const g of match.games) if (g.set === done && g.at <= elapsed) games[g.side]++;
    const first = match.periods[0];
    return {
      prematch: { home: 0, away: 0 },
      score,
      played,
      draws: false,
      model: 'sets',
      sets: {
        p: tennis ? gameChance(strength) : 0.5 + MAP_EDGE * strength,
        games: tennis ? games : null,
        gamesSoFar: tennis ? match.periods.slice(0, done).reduce((n, p) => n + p.home + p.away, 0) : 0,
        firstSet: done > 0 ? (first.home > first.away ? 'home' : 'away') : null,
      },
    };
  }
  if (sport === 'basketball') {
    const q1 = { home: 0, away: 0 };
    for (const p of match.points) if (p.at <= elapsed && p.at < match.periodEnds[0]) q1[p.side] += p.value;
    return { prematch: basketMeans(def, strength, pOver), score, played, draws: false, model: 'points', first: { score: q1, played: Math.min(1, played * 4), weight: 0.25 } };
  }
  const input: LiveInput = { prematch: goalsOf(def, strength, pOver), score, played, draws: def.draws };
  if (sport === 'football') {
    const half = { home: 0, away: 0 };
    for (const p of match.points) if (p.at <= elapsed && p.at < FOOTBALL.firstEnd) half[p.side]++;
    input.first = { score: half, played: elapsed >= FOOTBALL.firstEnd ? 1 : Math.min(1, played * 2), weight: 0.5 };
  }
  return input;
}

/** The model of the match before kick-off: the pre-match odds (sport-catalogue.ts) come from it. */
export const prematchModel = (sport: string, seed: number): FinalModel => finalModel(inputAt(sport, seed, 0));

/**
 * The live state at `now` (the event live: started, not finished). Prices are taken at the last 20-s
 * odds step, or at the last goal when one came since: they change at most every 20 s, and at once with
 * a goal, so a slip priced before a goal is refused with the new odds (coefs_changed). Basketball's
 * points do not reprice between steps. Whether a market is decided is read at `now`.
 */
export function liveState(e: LiveEvent, now: number): LiveState {
  const start = e.start_time.getTime();
  const points = pointTimes(e);
  const suspending = SUSPENDING.has(e.sport);
  const lastGoal = suspending ? points.filter((p) => p.at <= now).at(-1)?.at : undefined;
  const pricedAt = Math.max(start, Math.floor(now / ODDS_STEP_MS) * ODDS_STEP_MS, lastGoal ?? -Infinity);
  const current = inputAt(e.sport, e.seed, now - start);
  return {
    score: current.score,
    minute: Math.min(MATCH_MINUTES, Math.floor((now - start) / MINUTE_MS) + 1),
    clock: clockAt(e.sport, e.seed, now - start),
    suspendedUntil: lastGoal !== undefined && now < lastGoal + SUSPEND_MS ? lastGoal + SUSPEND_MS : null,
    model: finalModel(inputAt(e.sport, e.seed, pricedAt - start)),
    now: current,
  };
}

/** Whether a market of the live event takes bets now, and why not. */
export function marketStatus(live: LiveState, kind: MarketKind, line: number | null): { status: MarketStatus; reason?: ClosedReason } {
  if (live.minute > LAST_BET_MINUTE) return { status: 'closed', reason: 'final_minutes' };
  if (isDecided(kind, line, live.score, { input: live.now })) return { status: 'closed', reason: 'decided' };
  if (live.suspendedUntil !== null) return { status: 'suspended' };
  return { status: 'open' };
}

/** An outcome's live odd (QA's factor applied). */
export function liveOdd(e: Pick<LiveEvent, 'odds_factor'>, live: LiveState, kind: MarketKind, line: number | null, code: string): string {
  return oddForChance(outcomeChance(live.model, kind, line, code), Number(e.odds_factor));
}
