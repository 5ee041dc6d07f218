// The clock a player reads on a live match (sport-match.ts clockAt): football's minutes with added time
// and half time, tennis's set and games with no minute, basketball's quarters counting down. Pure
// functions of the seed and the time since kick-off.
import { describe, expect, it } from 'vitest';
import { BASKET, clockAt, FOOTBALL, footballAdded, matchOf, quarterStart } from '../../../demo/sandbox/services/sport-match';
import { MATCH_MS } from '../../../demo/sandbox/services/sport-odds';

describe('the sports\' clocks', () => {
  it('runs football\'s minutes to 45 plus added time, half time, then to 90 plus added time', () => {
    const seed = 4242;
    const [a1, a2] = footballAdded(seed);
    expect(clockAt('football', seed, 0)).toEqual({ kind: 'football', half: 1, minute: '1' });
    expect(clockAt('football', seed, FOOTBALL.firstEnd - 1)).toEqual({ kind: 'football', half: 1, minute: `45+${a1}` });
    expect(clockAt('football', seed, FOOTBALL.firstEnd)).toEqual({ kind: 'football', half: null, minute: null });
    expect(clockAt('football', seed, FOOTBALL.secondStart)).toEqual({ kind: 'football', half: 2, minute: '46' });
    expect(clockAt('football', seed, MATCH_MS - 1)).toEqual({ kind: 'football', half: 2, minute: `90+${a2}` });
    // No goal at half time.
    for (let s = 1; s < 200; s++) for (const p of matchOf('football', s).points) expect(p.at < FOOTBALL.firstEnd || p.at >= FOOTBALL.secondStart).toBe(true);
  });

  it('gives tennis sets and games, never a minute; the games add up to the sets played', () => {
    for (let seed = 1; seed < 50; seed++) {
      const match = matchOf('tennis', seed);
      const end = clockAt('tennis', seed, MATCH_MS - 1);
      expect(end.kind).toBe('sets');
      if (end.kind !== 'sets') continue;
      expect(end.set).toBe(match.periods.length);
      expect(end.games).toEqual(match.periods.at(-1));
      const mid = clockAt('tennis', seed, match.periodEnds[0] + 1);
      expect(mid).toMatchObject({ kind: 'sets', set: 2, games: { home: 0, away: 0 } });
    }
  });

  it('counts basketball\'s quarters down from 10:00, with the pauses between them', () => {
    const seed = 77;
    expect(clockAt('basketball', seed, 0)).toEqual({ kind: 'quarter', quarter: 1, overtime: false, left: '10:00' });
    expect(clockAt('basketball', seed, quarterStart(2) + BASKET.quarter / 2)).toEqual({ kind: 'quarter', quarter: 3, overtime: false, left: '05:00' });
    expect(clockAt('basketball', seed, quarterStart(1) - 1)).toEqual({ kind: 'quarter', quarter: 1, overtime: false, left: null });
    // The points land inside the quarters (or the overtime), never in a pause.
    for (let s = 1; s < 100; s++) {
      const match = matchOf('basketball', s);
      const fourthEnd = quarterStart(3) + BASKET.quarter;
      for (const p of match.points) {
        if (p.at > fourthEnd) {
          expect(match.periods.length, 'points after the fourth quarter only in overtime').toBeGreaterThan(4);
          continue;
        }
        const q = Math.min(3, Math.floor(p.at / (BASKET.quarter + BASKET.pause)));
        expect(p.at - quarterStart(q)).toBeLessThanOrEqual(BASKET.quarter);
      }
    }
  });
});
