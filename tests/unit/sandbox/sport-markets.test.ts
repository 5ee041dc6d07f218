// The books' markets (docs/api.md "Sportsbook"; spec money-and-games "Sports"): one model per sport prices
// every market of an event (sport-live-pricing.ts), so each market's chances add up to one, the margin
// sits in a sane band and the markets agree with each other (the correct-score grid gives the 1X2); the
// simulated matches (sport-match.ts) end as their sport does; every market offered settles on a result.
import { describe, expect, it } from 'vitest';
import { sportDef } from '../../../demo/sandbox/seeds/sport-leagues';
import { eventsAround, marketsOf } from '../../../demo/sandbox/services/sport-catalogue';
import { prematchModel } from '../../../demo/sandbox/services/sport-live';
import { finalModel, GRID_MAX, outcomeChance, prematchOf } from '../../../demo/sandbox/services/sport-live-pricing';
import { matchOf } from '../../../demo/sandbox/services/sport-match';
import { legOutcome, type Result } from '../../../demo/sandbox/services/sport-odds';

const NOW = Date.UTC(2025, 0, 15, 12);
const events = [...eventsAround('sft', NOW), ...eventsAround('dgt', NOW)];
const first = (sport: string) => events.find((e) => e.sport === sport)!;
/** How many of a market's outcomes win together: a double chance's two of three, otherwise one. */
const winners = (kind: string) => (kind === 'double_chance' ? 2 : 1);

describe('sportsbook markets', () => {
  it('offers football ten markets or more, tennis its sets and games, basketball its points and first quarter', () => {
    const kinds = (sport: string) => marketsOf(first(sport)).map((m) => `${m.kind}${m.line === null ? '' : ` ${m.line}`}`);
    expect(kinds('football')).toEqual([
      '1x2', 'total 2.5', 'handicap -1.5', 'double_chance', 'total 1.5', 'total 3.5', 'btts', 'handicap 1.5', 'first_period', 'correct_score',
    ]);
    expect(kinds('tennis')).toEqual(['1x2', 'total 2.5', 'handicap -1.5', 'set_betting', 'first_period', 'total_games 22.5']);
    expect(kinds('basketball')).toEqual(['1x2', 'total 170.5', 'handicap -5.5', 'total 160.5', 'total 180.5', 'first_period']);
    // The correct score: the grid 0:0 … 3:3 and « other ».
    const cs = marketsOf(first('football')).find((m) => m.kind === 'correct_score')!;
    expect(cs.outcomes.map((o) => o.code)).toHaveLength((GRID_MAX + 1) ** 2 + 1);
  });

  it('gives every market\'s outcomes chances that add up to one before the margin, at kick-off and in play', () => {
    for (const sport of ['football', 'tennis', 'basketball', 'ice-hockey', 'esports']) {
      for (const e of events.filter((x) => x.sport === sport).slice(0, 6)) {
        const model = prematchModel(e.sport, e.seed);
        for (const m of marketsOf(e)) {
          const sum = m.outcomes.reduce((s, o) => s + outcomeChance(model, m.kind, m.line, o.code), 0);
          expect(sum, `${sport} ${m.kind} ${m.line}`).toBeCloseTo(winners(m.kind), 4);
        }
      }
    }
    const live = finalModel({ prematch: prematchOf(sportDef('football'), 0.3, 0.5), score: { home: 1, away: 0 }, played: 0.6, draws: true, first: { score: { home: 1, away: 0 }, played: 1, weight: 0.5 } });
    for (const m of marketsOf(first('football'))) {
      expect(m.outcomes.reduce((s, o) => s + outcomeChance(live, m.kind, m.line, o.code), 0), m.kind).toBeCloseTo(winners(m.kind), 4);
    }
  });

  it('keeps the overround of every market between 2 % and 10 % (odds between 1.01 and 200 aside)', () => {
    for (const e of events.slice(0, 40)) {
      for (const m of marketsOf(e)) {
        const odds = m.outcomes.map((o) => o.odd);
        if (odds.some((o) => o <= 1.01 || o >= 200)) continue;
        const book = odds.reduce((s, o) => s + 1 / o, 0) / winners(m.kind);
        expect(book, `${e.sport} ${m.kind}`).toBeGreaterThan(1.02);
        expect(book, `${e.sport} ${m.kind}`).toBeLessThan(1.1);
      }
    }
  });

  it('prices the 1X2, the totals and both-teams-to-score from the same grid the correct score reads', () => {
    for (const e of events.filter((x) => x.sport === 'football').slice(0, 8)) {
      const model = prematchModel(e.sport, e.seed);
      const cs = (h: number, a: number) => outcomeChance(model, 'correct_score', null, `${h}:${a}`);
      // Scores beyond the grid come from the same model: sum the grid and add what lies off it.
      let home = 0;
      let draw = 0;
      let under25 = 0;
      for (let h = 0; h <= GRID_MAX; h++) {
        for (let a = 0; a <= GRID_MAX; a++) {
          if (h > a) home += cs(h, a);
          if (h === a) draw += cs(h, a);
          if (h + a < 2.5) under25 += cs(h, a);
        }
      }
      const other = outcomeChance(model, 'correct_score', null, 'other');
      expect(outcomeChance(model, '1x2', null, 'X')).toBeGreaterThanOrEqual(draw);
      expect(outcomeChance(model, '1x2', null, 'X') - draw).toBeLessThanOrEqual(other);
      expect(outcomeChance(model, '1x2', null, '1')).toBeGreaterThanOrEqual(home);
      expect(outcomeChance(model, '1x2', null, '1') - home).toBeLessThanOrEqual(other);
      // Under 2.5 lies entirely inside the grid.
      expect(outcomeChance(model, 'total', 2.5, 'under')).toBeCloseTo(under25, 9);
      const noGoalSide = [0, 1, 2, 3].reduce((sum, k) => sum + (k ? cs(k, 0) + cs(0, k) : cs(0, 0)), 0);
      expect(outcomeChance(model, 'btts', null, 'no')).toBeGreaterThanOrEqual(noGoalSide);
      expect(outcomeChance(model, 'btts', null, 'no') - noGoalSide).toBeLessThanOrEqual(other);
      // Double chance is the sum of its two results.
      expect(outcomeChance(model, 'double_chance', null, '1X')).toBeCloseTo(outcomeChance(model, '1x2', null, '1') + outcomeChance(model, '1x2', null, 'X'), 9);
    }
    // Tennis: set betting, the winner and the sets' total agree likewise.
    for (const e of events.filter((x) => x.sport === 'tennis').slice(0, 4)) {
      const model = prematchModel(e.sport, e.seed);
      const sb = (code: string) => outcomeChance(model, 'set_betting', null, code);
      expect(outcomeChance(model, '1x2', null, '1')).toBeCloseTo(sb('2:0') + sb('2:1'), 9);
      expect(outcomeChance(model, 'total', 2.5, 'over')).toBeCloseTo(sb('2:1') + sb('1:2'), 9);
    }
  });

  it('ends each sport\'s matches as the sport does: tennis and esports 2:0 or 2:1 in sets, basketball never level, football halves add up', () => {
    for (let seed = 1; seed < 300; seed++) {
      const tennis = matchOf('tennis', seed * 7919);
      expect(['2:0', '2:1', '1:2', '0:2']).toContain(`${tennis.final.home}:${tennis.final.away}`);
      expect(tennis.periods).toHaveLength(tennis.final.home + tennis.final.away);
      for (const set of tennis.periods) expect(Math.max(set.home, set.away)).toBeGreaterThanOrEqual(6);
      const maps = matchOf('esports', seed * 7919).final;
      expect(Math.max(maps.home, maps.away)).toBe(2);
      const basket = matchOf('basketball', seed * 7919);
      expect(basket.final.home).not.toBe(basket.final.away);
      expect(basket.final.home + basket.final.away).toBeGreaterThan(120);
      expect(basket.final.home + basket.final.away).toBeLessThan(240);
      const football = matchOf('football', seed * 7919);
      expect(football.periods[0].home + football.periods[1].home).toBe(football.final.home);
      expect(football.final.home + football.final.away).toBeLessThan(12);
    }
  });

  it('settles every market it offers on the final score and the periods', () => {
    const r = (home: number, away: number, periods?: [number, number][]): Result => ({ home, away, periods: periods?.map(([h, a]) => ({ home: h, away: a })) ?? null });
    const football = r(2, 1, [[0, 1], [2, 0]]);
    const win = (kind: Parameters<typeof legOutcome>[0], line: number | null, codes: string[], result: Result) => codes.filter((c) => legOutcome(kind, line, c, result) === 'Winner');
    expect(win('1x2', null, ['1', 'X', '2'], football)).toEqual(['1']);
    expect(win('double_chance', null, ['1X', '12', 'X2'], football)).toEqual(['1X', '12']);
    expect(win('double_chance', null, ['1X', '12', 'X2'], r(1, 1))).toEqual(['1X', 'X2']);
    expect(win('total', 1.5, ['over', 'under'], football)).toEqual(['over']);
    expect(win('total', 3.5, ['over', 'under'], football)).toEqual(['under']);
    expect(win('btts', null, ['yes', 'no'], football)).toEqual(['yes']);
    expect(win('btts', null, ['yes', 'no'], r(3, 0))).toEqual(['no']);
    expect(win('handicap', 1.5, ['home', 'away'], r(0, 1))).toEqual(['home']);
    expect(win('handicap', -1.5, ['home', 'away'], football)).toEqual(['away']);
    expect(win('first_period', null, ['1', 'X', '2'], football)).toEqual(['2']);
    expect(win('correct_score', null, ['2:1', '1:2', 'other'], football)).toEqual(['2:1']);
    expect(win('correct_score', null, ['2:1', '3:3', 'other'], r(4, 1))).toEqual(['other']);
    const tennis = r(2, 1, [[6, 4], [3, 6], [7, 6]]);
    expect(win('set_betting', null, ['2:0', '2:1', '1:2', '0:2'], tennis)).toEqual(['2:1']);
    expect(win('first_period', null, ['1', '2'], tennis)).toEqual(['1']);
    expect(win('total_games', 22.5, ['over', 'under'], tennis)).toEqual(['over']); // 32 games
    expect(win('total_games', 22.5, ['over', 'under'], r(2, 0, [[6, 1], [6, 2]]))).toEqual(['under']);
    const basket = r(88, 84, [[20, 22], [25, 20], [21, 21], [22, 21]]);
    expect(win('first_period', null, ['1', 'X', '2'], basket)).toEqual(['2']);
    expect(win('1x2', null, ['1', '2'], basket)).toEqual(['1']);
    // A score forced without its periods (QA) voids the markets on a period, and only those.
    for (const kind of ['first_period', 'total_games'] as const) expect(legOutcome(kind, kind === 'total_games' ? 22.5 : null, '1', r(2, 1))).toBe('Voided');
    expect(legOutcome('btts', null, 'yes', r(2, 1))).toBe('Winner');
  });

  it('settles each market of a simulated match the way its final chance said: the outcome that wins had a chance', () => {
    for (const e of events.slice(0, 30)) {
      const match = matchOf(e.sport, e.seed);
      const result: Result = { ...match.final, periods: match.periods };
      const model = prematchModel(e.sport, e.seed);
      for (const m of marketsOf(e)) {
        const won = m.outcomes.filter((o) => legOutcome(m.kind, m.line, o.code, result) === 'Winner');
        expect(won.length, `${e.sport} ${m.kind}`).toBe(winners(m.kind));
        for (const o of won) expect(outcomeChance(model, m.kind, m.line, o.code)).toBeGreaterThan(0);
      }
    }
  });
});
