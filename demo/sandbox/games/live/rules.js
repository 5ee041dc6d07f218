// The live tables' rules, one copy for the sandbox's server (services/table-rounds.ts settles every bet
// with them) and the table pages (they draw the layout and the pay table from them): docs/api.md "Live
// tables and virtual sports". A bet is `{ type, target? }`; what it returns is counted in hundredths of
// its stake (0 lost, 100 the stake back, 3600 a straight up that won: 35 to 1 and the stake).

/** The table a live game is, by its first live group that has one (seeds/games.ts LIVE_GROUPS). */
const KIND_OF_GROUP = { roulette: 'roulette', firstPerson: 'roulette', showGames: 'wheel', dice: 'dice', baccarat: 'baccarat', blackJack: 'blackjack', poker: 'cards', lotto: 'cards' };
/** @param {readonly string[]} groups */
export function liveKindOf(groups) {
  for (const group of groups) if (KIND_OF_GROUP[group]) return KIND_OF_GROUP[group];
  return 'roulette';
}

// Roulette (single zero): the red numbers of the European wheel, and the wheel's order.
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const colourOf = (n) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

// The money wheel: 54 segments (1 ×25, 2 ×15, 5 ×7, 10 ×4, 20 ×2, 40 ×1), a value's segments spread
// around it; a bet on a value pays it to 1, so each value returns 76-93 % of its stakes.
export const WHEEL = [1, 2, 1, 5, 2, 1, 10, 1, 2, 1, 5, 1, 2, 20, 1, 2, 1, 1, 5, 2, 10, 1, 1, 2, 1, 40, 5, 2, 1, 1, 2, 1, 1, 10, 2, 5, 1, 2, 1, 1, 20, 2, 1, 5, 1, 2, 1, 10, 2, 1, 5, 1, 2, 1];
export const WHEEL_VALUES = [1, 2, 5, 10, 20, 40];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Each kind's bets: the targets a type takes (none: no target) and what it returns for an outcome.
 * Roulette pays straight 35:1, dozen and column 2:1, the even chances 1:1 (all lose on zero); the wheel
 * its value to 1; Sic Bo small/big/odd/even 1:1 (lose on a triple), any triple 30:1, a single number 1:1
 * per die showing it; baccarat player 1:1, banker 0.95:1, tie 8:1 (player and banker get the stake back
 * on a tie); blackjack 1:1, a blackjack 3:2, a push the stake back; the card duel 1:1 and tie 10:1.
 */
export const BETS = {
  roulette: {
    straight: { targets: range(0, 36), returns: (o, t) => (o.number === t ? 3600 : 0) },
    red: { returns: (o) => (colourOf(o.number) === 'red' ? 200 : 0) },
    black: { returns: (o) => (colourOf(o.number) === 'black' ? 200 : 0) },
    odd: { returns: (o) => (o.number % 2 === 1 ? 200 : 0) },
    even: { returns: (o) => (o.number !== 0 && o.number % 2 === 0 ? 200 : 0) },
    low: { returns: (o) => (o.number >= 1 && o.number <= 18 ? 200 : 0) },
    high: { returns: (o) => (o.number >= 19 ? 200 : 0) },
    dozen: { targets: [1, 2, 3], returns: (o, t) => (o.number !== 0 && Math.ceil(o.number / 12) === t ? 300 : 0) },
    column: { targets: [1, 2, 3], returns: (o, t) => (o.number !== 0 && ((o.number - 1) % 3) + 1 === t ? 300 : 0) },
  },
  wheel: {
    segment: { targets: WHEEL_VALUES, returns: (o, t) => (WHEEL[o.index] === t ? (t + 1) * 100 : 0) },
  },
  dice: {
    small: { returns: (o) => (!triple(o) && sum(o) <= 10 ? 200 : 0) },
    big: { returns: (o) => (!triple(o) && sum(o) >= 11 ? 200 : 0) },
    odd: { returns: (o) => (!triple(o) && sum(o) % 2 === 1 ? 200 : 0) },
    even: { returns: (o) => (!triple(o) && sum(o) % 2 === 0 ? 200 : 0) },
    triple: { returns: (o) => (triple(o) ? 3100 : 0) },
    single: { targets: range(1, 6), returns: (o, t) => { const n = o.dice.filter((d) => d === t).length; return n ? (n + 1) * 100 : 0; } },
  },
  baccarat: {
    player: { returns: (o) => ({ player: 200, tie: 100 })[o.winner] ?? 0 },
    banker: { returns: (o) => ({ banker: 195, tie: 100 })[o.winner] ?? 0 },
    tie: { returns: (o) => (o.winner === 'tie' ? 900 : 0) },
  },
  blackjack: {
    hand: { returns: (o) => ({ blackjack: 250, win: 200, push: 100 })[o.result] ?? 0 },
  },
  cards: {
    player: { returns: (o) => (o.winner === 'player' ? 200 : 0) },
    dealer: { returns: (o) => (o.winner === 'dealer' ? 200 : 0) },
    tie: { returns: (o) => (o.winner === 'tie' ? 1100 : 0) },
  },
};
const sum = (o) => o.dice[0] + o.dice[1] + o.dice[2];
const triple = (o) => o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2];

/** Why a bet is not one of the kind's table (null: it is). */
export function betProblem(kind, bet) {
  const rule = BETS[kind]?.[bet.type];
  if (!rule) return `no bet "${bet.type}" at a ${kind} table`;
  if (rule.targets ? !rule.targets.includes(bet.target) : bet.target !== undefined) {
    return rule.targets ? `${bet.type} takes one of ${rule.targets.join(', ')}` : `${bet.type} takes no target`;
  }
  return null;
}

/** Hundredths of the stake a bet returns for an outcome (the bet checked by betProblem). */
export const returnsOf = (kind, bet, outcome) => BETS[kind][bet.type].returns(outcome, bet.target);

// Cards: rank 1 (ace) to 13 (king) and a suit letter, written "1S", "12H"; points as baccarat and
// blackjack count them.
export const cardRank = (card) => Number(card.slice(0, -1));
export const baccaratPoints = (cards) => cards.reduce((total, c) => total + (cardRank(c) >= 10 ? 0 : cardRank(c)), 0) % 10;
export function blackjackPoints(cards) {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const r = cardRank(c);
    total += r === 1 ? 11 : Math.min(r, 10);
    if (r === 1) aces++;
  }
  while (total > 21 && aces-- > 0) total -= 10;
  return total;
}

/** What QA forces and the history shows of an outcome: the number, the value, the dice, the winner. */
export function resultOf(kind, o) {
  if (kind === 'roulette') return String(o.number);
  if (kind === 'wheel') return String(WHEEL[o.index]);
  if (kind === 'dice') return o.dice.join('-');
  if (kind === 'blackjack') return o.result;
  return o.winner;
}
