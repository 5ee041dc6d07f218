// In-play pricing of the simulated books (docs/api.md "Sportsbook" §5): chances from the pre-match
// strengths, the score and the share played (Poisson on the points to come), with the book's margin.
import { describe, expect, it } from 'vitest';
import { sportDef } from '../../../demo/sandbox/seeds/sport-leagues';
import {
  finalModel, isDecided, MARGIN, meanForOver, oddForChance, outcomeChance, poissonOver, prematchOf, type LiveInput,
} from '../../../demo/sandbox/services/sport-live-pricing';

const football = sportDef('football');
const even = prematchOf(football, 0, 0.5);
const at = (score: [number, number], minute: number, prematch = even, draws = true): LiveInput => ({
  prematch, score: { home: score[0], away: score[1] }, played: minute / 90, draws,
});
const odds = (input: LiveInput) => {
  const model = finalModel(input);
  return ['1', 'X', '2'].map((code) => Number(oddForChance(outcomeChance(model, '1x2', null, code))));
};

describe('live pricing', () => {
  it('finds the expected total whose chance of passing the line is the pre-match one', () => {
    const mean = meanForOver(2.5, 0.5);
    expect(poissonOver(mean, 2.5)).toBeCloseTo(0.5, 6);
    expect(mean).toBeGreaterThan(2.5);
    expect(mean).toBeLessThan(3);
    expect(even.home).toBeCloseTo(even.away, 9);
    const strong = prematchOf(football, 1, 0.5);
    expect(strong.home).toBeGreaterThan(2 * strong.away);
    // Basketball's large totals stay exact (no overflow in the Poisson terms).
    const basket = prematchOf(sportDef('basketball'), 0.5, 0.5);
    expect(basket.home + basket.away).toBeGreaterThan(160);
    expect(basket.home + basket.away).toBeLessThan(180);
  });

  it('prices a level match at kick-off with the margin: both sides alike, the three odds over-round by 6 %', () => {
    const [home, draw, away] = odds(at([0, 0], 0));
    expect(home).toBe(away);
    expect(home).toBeGreaterThan(2);
    expect(home).toBeLessThan(3.5);
    expect(draw).toBeGreaterThan(2.5);
    expect(1 / home + 1 / draw + 1 / away).toBeCloseTo(1 / MARGIN, 1);
  });

  it('a leader two goals up at 80 minutes is a short price, the side behind a long one', () => {
    const [home, draw, away] = odds(at([2, 0], 80));
    expect(home).toBeLessThanOrEqual(1.05);
    expect(draw).toBeGreaterThan(10);
    expect(away).toBeGreaterThan(40);
    // The same score at half time leaves more to play for.
    const [homeHalf, , awayHalf] = odds(at([2, 0], 45));
    expect(homeHalf).toBeGreaterThan(home);
    expect(awayHalf).toBeLessThan(away);
    // A goal for the side behind shortens its price.
    const [, , awayAfterGoal] = odds(at([2, 1], 80));
    expect(awayAfterGoal).toBeLessThan(away);
  });

  it('prices the total and the handicap from the score: under 2.5 at 1:0 with two minutes left is short', () => {
    const late = finalModel(at([1, 0], 88));
    expect(Number(oddForChance(outcomeChance(late, 'total', 2.5, 'under')))).toBeLessThan(1.05);
    expect(Number(oddForChance(outcomeChance(late, 'total', 2.5, 'over')))).toBeGreaterThan(20);
    const early = finalModel(at([1, 0], 10));
    expect(outcomeChance(early, 'total', 2.5, 'over')).toBeGreaterThan(outcomeChance(late, 'total', 2.5, 'over'));
    // Handicap −1.5: at 3:0 the home side covers unless the other side scores twice more than it.
    const ahead = finalModel(at([3, 0], 85));
    expect(outcomeChance(ahead, 'handicap', -1.5, 'home')).toBeGreaterThan(0.95);
    expect(outcomeChance(ahead, 'handicap', -1.5, 'home') + outcomeChance(ahead, 'handicap', -1.5, 'away')).toBeCloseTo(1, 9);
  });

  it('a total already passed is decided (Over 2.5 at 4:3, or with 7 goals); results and handicaps never are', () => {
    expect(isDecided('total', 2.5, { home: 4, away: 3 })).toBe(true);
    expect(isDecided('total', 2.5, { home: 7, away: 0 })).toBe(true);
    expect(isDecided('total', 2.5, { home: 1, away: 1 })).toBe(false);
    expect(isDecided('1x2', null, { home: 7, away: 0 })).toBe(false);
    expect(isDecided('handicap', -1.5, { home: 7, away: 0 })).toBe(false);
  });

  it('sports without draws give a level score to a side: no X, the two chances add up to 1', () => {
    const tennis = prematchOf(sportDef('tennis'), 0.6, 0.5);
    const model = finalModel(at([1, 1], 89, tennis, false));
    expect(outcomeChance(model, '1x2', null, 'X')).toBe(0);
    const home = outcomeChance(model, '1x2', null, '1');
    expect(home + outcomeChance(model, '1x2', null, '2')).toBeCloseTo(1, 9);
    expect(home).toBeGreaterThan(0.5);
  });

  it('keeps odds between 1.01 and 200 and applies the QA factor', () => {
    expect(oddForChance(1)).toBe('1.01');
    expect(oddForChance(0)).toBe('200.00');
    expect(oddForChance(1e-9)).toBe('200.00');
    expect(oddForChance(0.47)).toBe('2.00');
    expect(oddForChance(0.47, 1.1)).toBe('2.20');
  });
});
