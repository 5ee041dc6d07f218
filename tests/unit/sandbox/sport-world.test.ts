// The books' deterministic world (docs/contracts/sportsbook.md): how a selection is decided, the ticket
// arithmetic in cents, the match clock and the events generated relative to the clock. Pure functions, no
// database.
import { describe, expect, it } from 'vitest';
import { eventsAround, marketsOf, rollingEvent, scheduledEvent } from '../../../demo/sandbox/services/sport-catalogue';
import { coefOf, winOf } from '../../../demo/sandbox/services/sport-money';
import { currentOdd, eventStatus, finalScore, legOutcome, MATCH_MS, minuteOf, scoreAt } from '../../../demo/sandbox/services/sport-odds';

describe('sportsbook world', () => {
  it('decides selections on a final score (lines are x.5: no push)', () => {
    const s = { home: 2, away: 1 };
    expect(['1', 'X', '2'].map((c) => legOutcome('1x2', null, c, s))).toEqual(['Winner', 'Loser', 'Loser']);
    expect(legOutcome('1x2', null, 'X', { home: 1, away: 1 })).toBe('Winner');
    expect(['over', 'under'].map((c) => legOutcome('total', 2.5, c, s))).toEqual(['Winner', 'Loser']);
    expect(['home', 'away'].map((c) => legOutcome('handicap', -1.5, c, s))).toEqual(['Loser', 'Winner']);
    expect(['home', 'away'].map((c) => legOutcome('handicap', -1.5, c, { home: 3, away: 1 }))).toEqual(['Winner', 'Loser']);
  });

  it('computes coef and win in cents, rounded down', () => {
    expect(coefOf(['1.85'])).toBe('1.85');
    expect(coefOf(['1.85', '2.10', '1.33'])).toBe('5.16'); // 5.167…
    expect(winOf(1000n, ['1.85'])).toBe(1850n);
    expect(winOf(333n, ['1.85', '2.10'])).toBe(1293n); // 3.33 × 3.885 = 12.937…
  });

  it('runs a match clock of 90 minutes at 10 s each; the score only grows, to the final score; no draw where there are none', () => {
    const start = new Date(Date.UTC(2025, 0, 15, 12));
    const e = { start_time: start, finished_at: null };
    expect(eventStatus(e, start.getTime() - 1)).toBe('upcoming');
    expect([eventStatus(e, start.getTime()), minuteOf(e, start.getTime())]).toEqual(['live', 1]);
    expect(minuteOf(e, start.getTime() + MATCH_MS - 1)).toBe(90);
    expect(eventStatus(e, start.getTime() + MATCH_MS)).toBe('finished');
    for (let seed = 1; seed < 200; seed++) {
      let last = { home: 0, away: 0 };
      for (let m = 1; m <= 90; m += 7) {
        const now = scoreAt('football', seed, m);
        expect(now.home >= last.home && now.away >= last.away).toBe(true);
        last = now;
      }
      expect(scoreAt('football', seed, 90)).toEqual(finalScore('football', seed));
      const tennis = finalScore('tennis', seed);
      expect(tennis.home).not.toBe(tennis.away);
    }
  });

  it('moves odds at most every 20 s, by at most ±6 % of base × factor, and never below 1.01', () => {
    const t = Date.UTC(2025, 0, 15, 12);
    expect(currentOdd('2.000', 'x-1', 1, 0, t)).toBe(currentOdd('2.000', 'x-1', 1, 0, t + 19_999));
    for (let i = 0; i < 100; i++) {
      const odd = Number(currentOdd('2.000', `o${i}`, 1, 0, t + i * 20_000));
      expect(odd).toBeGreaterThanOrEqual(1.88);
      expect(odd).toBeLessThanOrEqual(2.12);
    }
    expect(currentOdd('1.100', 'x', 0.5, 0, t)).toBe('1.01');
  });

  it('generates the same events again for the same slot, ~6 live and ~42 scheduled per book, esports only in dgt', () => {
    expect(rollingEvent('sft', 42)).toEqual(rollingEvent('sft', 42));
    expect(scheduledEvent('dgt', 7)).toEqual(scheduledEvent('dgt', 7));
    const now = Date.UTC(2025, 0, 15, 12);
    for (const book of ['sft', 'dgt'] as const) {
      const all = eventsAround(book, now);
      const live = all.filter((e) => e.start <= now);
      expect(live.length).toBeGreaterThanOrEqual(6);
      expect(all.length).toBeGreaterThan(45);
      for (const e of all) {
        expect(e.home).not.toBe(e.away);
        for (const m of marketsOf(e)) for (const o of m.outcomes) expect(o.odd).toBeGreaterThan(1);
      }
      const sports = new Set(eventsAround(book, now + 30 * 86_400_000).concat(all).map((e) => e.sport));
      expect(sports.has('esports')).toBe(book === 'dgt');
    }
  });
});
