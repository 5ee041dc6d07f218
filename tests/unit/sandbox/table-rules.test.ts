// The live tables' pay tables and draws (demo/sandbox/games/live/rules.js, services/table-draws.ts) and the
// virtual sports' events (games/virtual/events.js): every bet type's return, exact, and what each draw
// deals; the house keeps a little on every table (docs/api.md "Live tables and virtual sports").
import { describe, expect, it } from 'vitest';
import { baccaratPoints, betProblem, blackjackPoints, BETS, colourOf, liveKindOf, resultOf, returnsOf, WHEEL, WHEEL_VALUES, type LiveKind } from '../../../demo/sandbox/games/live/rules.js';
import { eventOf, sportOf, virtualBetProblem, virtualReturns } from '../../../demo/sandbox/games/virtual/events.js';
import { drawLive, drawVirtual } from '../../../demo/sandbox/services/table-draws';

const roulette = (type: string, number: number, target?: number) => returnsOf('roulette', { type, target }, { number });
const numbers = Array.from({ length: 37 }, (_, n) => n);

describe('roulette pays as a single-zero table', () => {
  it('straight 35:1, dozen and column 2:1, the even chances 1:1, all outside bets lose on zero', () => {
    expect(roulette('straight', 17, 17)).toBe(3600);
    expect(roulette('straight', 0, 0)).toBe(3600);
    expect(roulette('straight', 18, 17)).toBe(0);
    expect([roulette('red', 1), roulette('red', 2), roulette('black', 2), roulette('black', 1)]).toEqual([200, 0, 200, 0]);
    expect([roulette('odd', 17), roulette('even', 17), roulette('even', 36)]).toEqual([200, 0, 200]);
    expect([roulette('low', 18), roulette('low', 19), roulette('high', 19), roulette('high', 36)]).toEqual([200, 0, 200, 200]);
    expect([roulette('dozen', 12, 1), roulette('dozen', 13, 2), roulette('dozen', 24, 2), roulette('dozen', 25, 3), roulette('dozen', 25, 2)]).toEqual([300, 300, 300, 300, 0]);
    expect([roulette('column', 1, 1), roulette('column', 34, 1), roulette('column', 36, 3), roulette('column', 35, 2), roulette('column', 35, 1)]).toEqual([300, 300, 300, 300, 0]);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high']) expect(roulette(type, 0)).toBe(0);
    expect(roulette('dozen', 0, 1) + roulette('column', 0, 1)).toBe(0);
  });

  it('over the 37 numbers every bet returns 36 units for 37 staked (the zero is the house’s)', () => {
    expect(numbers.filter((n) => colourOf(n) === 'red')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    const total = (type: string, target?: number) => numbers.reduce((sum, n) => sum + roulette(type, n, target), 0);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high']) expect(total(type)).toBe(3600);
    for (const t of [1, 2, 3]) expect([total('dozen', t), total('column', t)]).toEqual([3600, 3600]);
    expect(total('straight', 7)).toBe(3600);
  });
});

describe('the other tables', () => {
  it('the money wheel: 54 segments, a value pays it to 1, each bet keeps the house a margin', () => {
    expect(WHEEL).toHaveLength(54);
    const count = (v: number) => WHEEL.filter((s) => s === v).length;
    expect(WHEEL_VALUES.map(count)).toEqual([25, 15, 7, 4, 2, 1]);
    expect(returnsOf('wheel', { type: 'segment', target: 10 }, { index: WHEEL.indexOf(10) })).toBe(1100);
    expect(returnsOf('wheel', { type: 'segment', target: 40 }, { index: WHEEL.indexOf(40) })).toBe(4100);
    expect(returnsOf('wheel', { type: 'segment', target: 2 }, { index: WHEEL.indexOf(1) })).toBe(0);
    for (const v of WHEEL_VALUES) expect(((v + 1) * count(v)) / 54).toBeLessThan(1);
  });

  it('Sic Bo: small and big lose on a triple, any triple 30:1, a single number 1:1 per die', () => {
    const dice = (type: string, d: number[], target?: number) => returnsOf('dice', { type, target }, { dice: d });
    expect([dice('small', [1, 2, 3]), dice('big', [1, 2, 3]), dice('big', [6, 5, 1]), dice('small', [2, 2, 2]), dice('big', [5, 5, 5])]).toEqual([200, 0, 200, 0, 0]);
    expect([dice('odd', [1, 2, 4]), dice('even', [1, 2, 4]), dice('odd', [3, 3, 3])]).toEqual([200, 0, 0]);
    expect([dice('triple', [4, 4, 4]), dice('triple', [4, 4, 3])]).toEqual([3100, 0]);
    expect([dice('single', [3, 3, 5], 3), dice('single', [3, 3, 3], 3), dice('single', [1, 2, 4], 4), dice('single', [1, 2, 4], 6)]).toEqual([300, 400, 200, 0]);
  });

  it('baccarat: player 1:1, banker 0.95:1, tie 8:1, the stake back on a tie; blackjack 3:2, a push back; the duel', () => {
    const bac = (type: string, winner: string) => returnsOf('baccarat', { type }, { winner });
    expect([bac('player', 'player'), bac('banker', 'banker'), bac('tie', 'tie'), bac('player', 'tie'), bac('banker', 'tie'), bac('banker', 'player')]).toEqual([200, 195, 900, 100, 100, 0]);
    const hand = (result: string) => returnsOf('blackjack', { type: 'hand' }, { result });
    expect(['blackjack', 'win', 'push', 'lose'].map(hand)).toEqual([250, 200, 100, 0]);
    expect(['player', 'dealer', 'tie'].map((w) => returnsOf('cards', { type: 'tie' }, { winner: w }))).toEqual([0, 0, 1100]);
    expect(baccaratPoints(['9S', '13H', '5D'])).toBe(4);
    expect([blackjackPoints(['1S', '13H']), blackjackPoints(['1S', '1H', '9D']), blackjackPoints(['10S', '9H', '5D'])]).toEqual([21, 21, 24]);
  });

  it('refuses a bet the table does not take', () => {
    expect(betProblem('roulette', { type: 'straight', target: 37 })).toMatch(/straight takes one of/);
    expect(betProblem('roulette', { type: 'red', target: 1 })).toBe('red takes no target');
    expect(betProblem('wheel', { type: 'segment', target: 3 })).toMatch(/segment takes/);
    expect(betProblem('baccarat', { type: 'dragon' })).toBe('no bet "dragon" at a baccarat table');
    expect(betProblem('roulette', { type: 'dozen', target: 2 })).toBeNull();
  });

  it('a live game’s table by its groups', () => {
    expect([['popular', 'showGames'], ['roulette'], ['firstPerson'], ['blackJack'], ['baccarat'], ['dice'], ['poker'], ['lotto']].map(liveKindOf)).toEqual([
      'wheel', 'roulette', 'roulette', 'blackjack', 'baccarat', 'dice', 'cards', 'cards',
    ]);
  });
});

describe('the draws', () => {
  it('deals what the rules deal, and a forced result is dealt as it is', () => {
    for (let i = 0; i < 200; i++) {
      const b = drawLive('baccarat', null);
      expect(b.player.length).toBeGreaterThanOrEqual(2);
      expect(b.player.length + b.banker.length).toBeLessThanOrEqual(6);
      if (b.player.length === 2 && b.banker.length === 2 && baccaratPoints(b.player) <= 5 && baccaratPoints(b.banker) <= 7) {
        throw new Error(`the player stood on ${baccaratPoints(b.player)} without a natural: ${JSON.stringify(b)}`);
      }
      const j = drawLive('blackjack', null);
      if (j.result !== 'blackjack' && j.result !== 'lose' && j.result !== 'push') expect(blackjackPoints(j.dealer)).toBeGreaterThanOrEqual(17);
    }
    const forced: [LiveKind, string][] = [['roulette', '17'], ['wheel', '40'], ['dice', '3-3-3'], ['baccarat', 'tie'], ['blackjack', 'blackjack'], ['cards', 'tie']];
    for (const [kind, result] of forced) expect(resultOf(kind, drawLive(kind, result))).toBe(result);
    expect(Object.keys(BETS)).toEqual(['roulette', 'wheel', 'dice', 'baccarat', 'blackjack', 'cards']);
  });

  it('a virtual event: its odds follow from its number, carry the book’s margin, and pay the pick that won', () => {
    expect([sportOf('Virtual Football 1'), sportOf('Virtual Horses 2'), sportOf('Virtual Greyhounds 1'), sportOf('Virtual Tennis 3')]).toEqual(['football', 'horses', 'greyhounds', 'tennis']);
    const race = eventOf('horses', 4242);
    expect(eventOf('horses', 4242)).toEqual(race);
    expect(race.picks).toHaveLength(6);
    const book = race.picks.reduce((sum, p) => sum + 100 / p.odds, 0);
    expect(book).toBeGreaterThan(1.05); // the overround: the odds pay less than the chances
    const order = drawVirtual(race, '2');
    expect(order.order[0]).toBe(2);
    expect([...order.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(virtualReturns(race, { type: 'win', target: 2 }, order)).toBe(race.picks[2].odds);
    expect(virtualReturns(race, { type: 'win', target: 3 }, order)).toBe(0);
    const match = eventOf('football', 77);
    expect(match.picks.map((p) => p.pick)).toEqual(['home', 'draw', 'away']);
    const drawn = drawVirtual(match, 'draw');
    expect(drawn.home_score).toBe(drawn.away_score);
    expect(drawn.goals).toHaveLength(drawn.home_score * 2);
    expect(virtualReturns(match, { type: 'draw' }, drawn)).toBe(match.picks[1].odds);
    expect(eventOf('tennis', 77).picks.map((p) => p.pick)).toEqual(['home', 'away']);
    expect(virtualBetProblem(eventOf('tennis', 77), { type: 'draw' })).toMatch(/takes home, away/);
    expect(virtualBetProblem(race, { type: 'win', target: 6 })).toMatch(/runner/);
  });
});
