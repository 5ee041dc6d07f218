/**
 * In-play prices of the simulated books (docs/api.md "Sportsbook" §5): the chance of every outcome from
 * the pre-match strengths, the score and the share of the match played, with the book's margin. Pure
 * arithmetic, no clock and no database, so the catalogue and the placement price the same way.
 *
 * One model per sport, the same before kick-off (the pre-match odds, sport-catalogue.ts) and in play, and
 * the one the simulated match is drawn from (sport-match.ts), so every market of an event agrees with the
 * others: football and hockey, each side's remaining goals Poisson with the side's pre-match expectation
 * times the share of the match still to play (1X2, double chance, totals, both teams to score, handicaps,
 * the half-time result and the correct score all read the same grid of final scores); tennis and esports,
 * best of three sets played game by game (maps); basketball, normal points about the sides' means. A
 * leader two up at 80' is then a short price and the side behind a long one, and a total already passed
 * is decided (the market closes instead of being priced).
 */
import type { MarketKind, SportDef } from '../seeds/sport-leagues';
import { unit, type Score } from './sport-odds';

type Side = 'home' | 'away';

/** The book keeps 6 % of every market (the same margin as the pre-match odds, sport-catalogue.ts). */
export const MARGIN = 0.94;
export const MIN_ODD = 1.01;
/** A long shot is never offered longer than this (its chance is below the model's precision). */
export const MAX_ODD = 200;

/** Each side's expected points over a whole match. */
export interface Prematch {
  home: number;
  away: number;
}

export interface LiveInput {
  prematch: Prematch;
  score: Score;
  /** The share of the match played, 0 (kick-off) to 1 (full time). */
  played: number;
  /** Sports without draws settle a level score on the stronger side's chance (extra time, tie-break). */
  draws: boolean;
  /** goals (Poisson, the default), sets (tennis, esports) or points (basketball). */
  model?: 'goals' | 'sets' | 'points';
  /** The first period (a half, a quarter): its score so far, the share of it played, its share of the match. */
  first?: { score: Score; played: number; weight: number };
  /** Sets: the home side's chance of a game (of a map when `games` is null), the set's games, the games of the sets played, the first set's winner. */
  sets?: { p: number; games: Score | null; gamesSoFar: number; firstSet: Side | null };
}

/** The final result's distribution, as the chance of any market's outcome. */
export interface FinalModel {
  input: LiveInput;
  chance: (kind: MarketKind, line: number | null, code: string) => number;
}

/** Poisson probabilities 0..k until their tail is below 1e-12 (log space: large means stay exact). */
function poisson(mean: number): number[] {
  if (mean <= 0) return [1];
  const out: number[] = [];
  let cumulative = 0;
  const logMean = Math.log(mean);
  let logFactorial = 0;
  for (let k = 0; ; k++) {
    if (k > 0) logFactorial += Math.log(k);
    const p = Math.exp(k * logMean - mean - logFactorial);
    out.push(p);
    cumulative += p;
    if ((k > mean && 1 - cumulative < 1e-12) || k > mean + 50 * Math.sqrt(mean) + 50) return out;
  }
}

/** P(Poisson(mean) > line). */
export function poissonOver(mean: number, line: number): number {
  const pmf = poisson(mean);
  let under = 0;
  for (let k = 0; k < pmf.length && k <= line; k++) under += pmf[k];
  return Math.max(0, 1 - under);
}

/** The expected total whose chance of going over `line` is `pOver` (bisection; the chance grows with the mean). */
export function meanForOver(line: number, pOver: number): number {
  let lo = 0.01;
  let hi = Math.max(10, line * 4);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (poissonOver(mid, line) < pOver) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * What the seed says of a match before it starts: `strength` from −1 (the away side much stronger) to 1
 * (the home side), and the chance `pOver` of its total line. The pre-match odds, the live prices and the
 * simulated match (sport-match.ts) all start from these.
 */
export function strengthOf(seed: number): { strength: number; pOver: number } {
  return { strength: unit(`${seed}:strength`) * 2 - 1, pOver: 0.5 + 0.15 * (unit(`${seed}:total`) * 2 - 1) };
}

/** Football's and hockey's expected goals: the total that makes `pOver` the chance of its line, shared by strength. */
export function goalsOf(sport: Pick<SportDef, 'totalLine'>, strength: number, pOver: number): Prematch {
  const total = meanForOver(sport.totalLine, pOver);
  const share = 0.5 + 0.2 * Math.max(-1, Math.min(1, strength));
  return { home: total * share, away: total * (1 - share) };
}

/** Basketball's points: a normal spread of BASKET_SD about the means; up to 8 points between the sides. */
export const BASKET_SD = 12;
export function basketMeans(sport: Pick<SportDef, 'totalLine'>, strength: number, pOver: number): Prematch {
  const total = sport.totalLine + BASKET_SD * normalQuantile(pOver);
  const diff = 8 * Math.max(-1, Math.min(1, strength));
  return { home: (total + diff) / 2, away: (total - diff) / 2 };
}

/** Tennis: the home side's chance of a game (its hold and break averaged); a server's edge on top. */
export const GAME_EDGE = 0.15;
export const gameChance = (strength: number) => 0.5 + 0.06 * Math.max(-1, Math.min(1, strength));
/** Esports: the home side's chance of a map is 0.5 ± MAP_EDGE × strength. */
export const MAP_EDGE = 0.25;

/** Pre-match expectations of a sport's event (goals or points per side). */
export function prematchOf(sport: Pick<SportDef, 'slug' | 'totalLine'>, strength: number, pOver: number): Prematch {
  return sport.slug === 'basketball' ? basketMeans(sport, strength, pOver) : goalsOf(sport, strength, pOver);
}

/** The least k with P(Poisson(mean) ≤ k) ≥ u: a Poisson draw from a uniform. */
export function poissonQuantile(mean: number, u: number): number {
  const pmf = poisson(mean);
  let c = 0;
  for (let k = 0; k < pmf.length; k++) {
    c += pmf[k];
    if (c >= u) return k;
  }
  return pmf.length - 1;
}

/** Φ, the standard normal distribution (Abramowitz-Stegun 7.1.26, error below 1e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function normalQuantile(p: number): number {
  let lo = -8;
  let hi = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(N(mean, sd) > x); a point mass at the mean when sd is 0. */
const above = (x: number, mean: number, sd: number) => (sd > 0 ? 1 - normalCdf((x - mean) / sd) : mean > x ? 1 : 0);

/** The distribution of the final result from now, as the sport's markets need it. */
export function finalModel(input: LiveInput): FinalModel {
  const kind = input.model ?? 'goals';
  if (kind === 'sets') return setsModel(input);
  if (kind === 'points') return pointsModel(input);
  return goalsModel(input);
}

/** The largest score of the correct-score grid (0:0 … 3:3, then « other »). */
export const GRID_MAX = 3;

function goalsModel(input: LiveInput): FinalModel {
  const left = Math.max(0, Math.min(1, 1 - input.played));
  const home = poisson(input.prematch.home * left);
  const away = poisson(input.prematch.away * left);
  const { score, draws, prematch } = input;
  /** Σ P(final) over the finals that `keep`. */
  const joint = (keep: (h: number, a: number) => boolean) => {
    let s = 0;
    for (let i = 0; i < home.length; i++) for (let j = 0; j < away.length; j++) if (keep(score.home + i, score.away + j)) s += home[i] * away[j];
    return s;
  };
  const homeShare = prematch.home + prematch.away > 0 ? prematch.home / (prematch.home + prematch.away) : 0.5;
  const level = draws ? 0 : joint((h, a) => h === a);
  const first = input.first;
  // The first period's goals still to come: its share of the match not yet played.
  const firstLeft = first ? first.weight * Math.max(0, 1 - first.played) : 0;
  const fh = poisson(prematch.home * firstLeft);
  const fa = poisson(prematch.away * firstLeft);
  const firstJoint = (keep: (h: number, a: number) => boolean) => {
    let s = 0;
    for (let i = 0; i < fh.length; i++) for (let j = 0; j < fa.length; j++) if (keep(first!.score.home + i, first!.score.away + j)) s += fh[i] * fa[j];
    return s;
  };
  const chance = (kind: MarketKind, line: number | null, code: string): number => {
    switch (kind) {
      case '1x2':
        if (code === 'X') return draws ? joint((h, a) => h === a) : 0;
        return code === '1' ? joint((h, a) => h > a) + level * homeShare : joint((h, a) => h < a) + level * (1 - homeShare);
      case 'double_chance':
        return code === '1X' ? joint((h, a) => h >= a) : code === 'X2' ? joint((h, a) => h <= a) : joint((h, a) => h !== a);
      case 'total':
        return code === 'over' ? joint((h, a) => h + a > line!) : joint((h, a) => h + a < line!);
      case 'btts':
        return code === 'yes' ? joint((h, a) => h > 0 && a > 0) : joint((h, a) => h === 0 || a === 0);
      case 'handicap':
        return code === 'home' ? joint((h, a) => h + line! > a) : joint((h, a) => h + line! < a);
      case 'correct_score': {
        if (code === 'other') return joint((h, a) => h > GRID_MAX || a > GRID_MAX);
        const [h0, a0] = code.split(':').map(Number);
        return joint((h, a) => h === h0 && a === a0);
      }
      case 'first_period':
        if (!first) return 0;
        return code === '1' ? firstJoint((h, a) => h > a) : code === '2' ? firstJoint((h, a) => h < a) : firstJoint((h, a) => h === a);
      default:
        return 0;
    }
  };
  return { input, chance };
}

/**
 * Tennis and esports: best of three sets (maps). A tennis set is played game by game, the home side taking
 * each with the chance `p` (a tie-break at 6-6 likewise); a map is one draw of `p`. The distribution is
 * over the sets' score, the match's games and the first set's winner.
 */
function setsModel(input: LiveInput): FinalModel {
  const { p, games, gamesSoFar, firstSet } = input.sets!;
  const tennis = games !== null;
  const memo = new Map<string, [Side, number, number][]>();
  /** The current set's end from (h, a) games: its winner, its games, the chance. */
  const setFrom = (h: number, a: number): [Side, number, number][] => {
    if (!tennis) return [['home', 0, p], ['away', 0, 1 - p]];
    const key = `${h}:${a}`;
    const known = memo.get(key);
    if (known) return known;
    const over = setWinner(h, a);
    let out: [Side, number, number][];
    if (over) out = [[over, h + a, 1]];
    else if (h === 6 && a === 6) out = [['home', 13, p], ['away', 13, 1 - p]];
    else {
      // Merged by (winner, games): a set's end has at most 14 forms, however many ways lead there.
      const merged = new Map<string, [Side, number, number]>();
      const add = (list: [Side, number, number][], w: number) => {
        for (const [side, n, q] of list) {
          const k = `${side}:${n}`;
          const was = merged.get(k);
          merged.set(k, [side, n, (was?.[2] ?? 0) + q * w]);
        }
      };
      add(setFrom(h + 1, a), p);
      add(setFrom(h, a + 1), 1 - p);
      out = [...merged.values()];
    }
    memo.set(key, out);
    return out;
  };
  const finals: { sets: Score; games: number; first: Side; chance: number }[] = [];
  const play = (sets: Score, g: Score, total: number, first: Side | null, chance: number) => {
    if (sets.home === 2 || sets.away === 2) {
      finals.push({ sets, games: total, first: first!, chance });
      return;
    }
    for (const [side, n, q] of setFrom(g.home, g.away)) {
      const next = side === 'home' ? { home: sets.home + 1, away: sets.away } : { home: sets.home, away: sets.away + 1 };
      play(next, { home: 0, away: 0 }, total + n, first ?? side, chance * q);
    }
  };
  play(input.score, games ?? { home: 0, away: 0 }, gamesSoFar, firstSet, 1);
  const sum = (keep: (f: (typeof finals)[number]) => boolean) => finals.reduce((s, f) => (keep(f) ? s + f.chance : s), 0);
  const chance = (kind: MarketKind, line: number | null, code: string): number => {
    switch (kind) {
      case '1x2':
        return code === '1' ? sum((f) => f.sets.home === 2) : code === '2' ? sum((f) => f.sets.away === 2) : 0;
      case 'total':
        return code === 'over' ? sum((f) => f.sets.home + f.sets.away > line!) : sum((f) => f.sets.home + f.sets.away < line!);
      case 'handicap':
        return code === 'home' ? sum((f) => f.sets.home + line! > f.sets.away) : sum((f) => f.sets.home + line! < f.sets.away);
      case 'set_betting':
        return sum((f) => `${f.sets.home}:${f.sets.away}` === code);
      case 'first_period':
        return sum((f) => f.first === (code === '1' ? 'home' : 'away'));
      case 'total_games':
        return code === 'over' ? sum((f) => f.games > line!) : sum((f) => f.games < line!);
      default:
        return 0;
    }
  };
  return { input, chance };
}

/** A tennis set's winner at (h, a) games, or null while it goes on (six with two clear, 7-5, 7-6). */
export function setWinner(h: number, a: number): Side | null {
  if ((h >= 6 && h - a >= 2) || h === 7) return 'home';
  if ((a >= 6 && a - h >= 2) || a === 7) return 'away';
  return null;
}

/** Basketball: the points to come are normal about the sides' means, the spread shrinking as time runs out. */
function pointsModel(input: LiveInput): FinalModel {
  const left = Math.max(0, Math.min(1, 1 - input.played));
  const { prematch, score } = input;
  const sd = BASKET_SD * Math.sqrt(left);
  const diff = score.home - score.away + (prematch.home - prematch.away) * left;
  const total = score.home + score.away + (prematch.home + prematch.away) * left;
  const first = input.first;
  const firstLeft = first ? Math.max(0, 1 - first.played) : 0;
  const firstDiff = first ? first.score.home - first.score.away + (prematch.home - prematch.away) * first.weight * firstLeft : 0;
  const firstSd = BASKET_SD * Math.sqrt(first ? first.weight * firstLeft : 0);
  const chance = (kind: MarketKind, line: number | null, code: string): number => {
    switch (kind) {
      case '1x2':
        // Overtime settles a level score: the tie's half-point either way.
        return code === '1' ? above(0, diff, sd) : code === '2' ? 1 - above(0, diff, sd) : 0;
      case 'total':
        return code === 'over' ? above(line!, total, sd) : 1 - above(line!, total, sd);
      case 'handicap':
        return code === 'home' ? above(-line!, diff, sd) : 1 - above(-line!, diff, sd);
      case 'first_period': {
        const home = above(0.5, firstDiff, firstSd);
        const away = 1 - above(-0.5, firstDiff, firstSd);
        return code === '1' ? home : code === '2' ? away : Math.max(0, 1 - home - away);
      }
      default:
        return 0;
    }
  };
  return { input, chance };
}

/** The chance that outcome `code` of a market wins. */
export const outcomeChance = (model: FinalModel, kind: MarketKind, line: number | null, code: string): number => model.chance(kind, line, code);

/**
 * Whether the market's result is already known now, whatever comes: a total once passed (more points
 * never bring it back), both teams having scored, the first period over, a correct score off the grid;
 * a result or a handicap can always turn.
 */
export function isDecided(kind: MarketKind, line: number | null, score: Score, model?: Pick<FinalModel, 'input'>): boolean {
  const input = model?.input;
  switch (kind) {
    case 'total':
      return line !== null && score.home + score.away > line;
    case 'btts':
      return score.home > 0 && score.away > 0;
    case 'correct_score':
      return score.home > GRID_MAX || score.away > GRID_MAX;
    case 'first_period':
      return input?.model === 'sets' ? input.sets!.firstSet !== null : (input?.first?.played ?? 0) >= 1;
    case 'total_games': {
      const sets = input?.sets;
      return !!sets && line !== null && sets.gamesSoFar + (sets.games ? sets.games.home + sets.games.away : 0) > line;
    }
    default:
      return false;
  }
}

/** The odd of a chance with the margin, to 2 decimals, between MIN_ODD and MAX_ODD. */
export function oddForChance(chance: number, factor = 1): string {
  const fair = chance > 0 ? MARGIN / chance : MAX_ODD;
  const value = Math.round(fair * factor * 100) / 100;
  return Math.min(MAX_ODD, Math.max(MIN_ODD, value)).toFixed(2);
}
