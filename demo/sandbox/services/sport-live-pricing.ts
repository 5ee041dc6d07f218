/**
 * In-play prices of the simulated books (docs/api.md "Sportsbook" §5): the chance of every outcome from
 * the pre-match strengths, the score and the share of the match played, with the book's margin. Pure
 * arithmetic, no clock and no database, so the catalogue and the placement price the same way.
 *
 * The model is the usual one for goals: each side's remaining points are Poisson with the side's
 * pre-match expectation times the share of the match still to play; the final score is the score now
 * plus those. A leader two up at 80' is then a short price and the side behind a long one, and a total
 * already passed is decided (the market closes instead of being priced).
 */
import type { MarketKind, SportDef } from '../seeds/sport-leagues';
import type { Score } from './sport-odds';

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
}

/** The final score's distribution as the markets need it: the goal difference and the total. */
export interface FinalModel {
  input: LiveInput;
  /** P(home − away = d) at full time. */
  diff: Map<number, number>;
  /** P(total = t) at full time. */
  total: Map<number, number>;
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
 * Pre-match expectations of a sport's event: the total that makes `pOver` the chance of its total line,
 * shared by `strength` (−1: the away side much stronger … 1: the home side). Basketball's totals are
 * large and its sides close: its share moves less.
 */
export function prematchOf(sport: Pick<SportDef, 'slug' | 'totalLine'>, strength: number, pOver: number): Prematch {
  const total = meanForOver(sport.totalLine, pOver);
  const spread = sport.slug === 'basketball' ? 0.03 : 0.2;
  const share = 0.5 + spread * Math.max(-1, Math.min(1, strength));
  return { home: total * share, away: total * (1 - share) };
}

/** The distribution of the final score from now. */
export function finalModel(input: LiveInput): FinalModel {
  const left = Math.max(0, Math.min(1, 1 - input.played));
  const home = poisson(input.prematch.home * left);
  const away = poisson(input.prematch.away * left);
  const diff = new Map<number, number>();
  for (let h = 0; h < home.length; h++) {
    for (let a = 0; a < away.length; a++) {
      const d = input.score.home + h - (input.score.away + a);
      diff.set(d, (diff.get(d) ?? 0) + home[h] * away[a]);
    }
  }
  const total = new Map<number, number>();
  const now = input.score.home + input.score.away;
  poisson((input.prematch.home + input.prematch.away) * left).forEach((p, k) => total.set(now + k, p));
  return { input, diff, total };
}

const sum = (m: Map<number, number>, keep: (k: number) => boolean) => {
  let s = 0;
  for (const [k, p] of m) if (keep(k)) s += p;
  return s;
};

/** The chance that outcome `code` of a market wins at full time. */
export function outcomeChance(model: FinalModel, kind: MarketKind, line: number | null, code: string): number {
  const { prematch, draws } = model.input;
  // Without draws a level score goes to a side with its pre-match share.
  const level = draws ? 0 : sum(model.diff, (d) => d === 0);
  const homeShare = prematch.home + prematch.away > 0 ? prematch.home / (prematch.home + prematch.away) : 0.5;
  if (kind === '1x2') {
    if (code === 'X') return draws ? sum(model.diff, (d) => d === 0) : 0;
    if (code === '1') return sum(model.diff, (d) => d > 0) + level * homeShare;
    return sum(model.diff, (d) => d < 0) + level * (1 - homeShare);
  }
  if (kind === 'total') {
    const over = sum(model.total, (t) => t > line!);
    return code === 'over' ? over : 1 - over;
  }
  // Handicap on the home side (x.5: no push): home covers when home + line > away.
  const covers = sum(model.diff, (d) => d + line! > 0);
  return code === 'home' ? covers : 1 - covers;
}

/**
 * Whether the market's result is already known from the score now, whatever comes: only a total can
 * be (once passed, more points never bring it back); a result or a handicap can always turn.
 */
export function isDecided(kind: MarketKind, line: number | null, score: Score): boolean {
  return kind === 'total' && line !== null && score.home + score.away > line;
}

/** The odd of a chance with the margin, to 2 decimals, between MIN_ODD and MAX_ODD. */
export function oddForChance(chance: number, factor = 1): string {
  const fair = chance > 0 ? MARGIN / chance : MAX_ODD;
  const value = Math.round(fair * factor * 100) / 100;
  return Math.min(MAX_ODD, Math.max(MIN_ODD, value)).toFixed(2);
}
