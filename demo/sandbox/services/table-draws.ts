/**
 * What a live table or a virtual event draws, decided by the server before anything is paid (docs/api.md
 * "Live tables and virtual sports"): the number, the wheel's segment, the dice, the cards dealt by the
 * games' own rules, the race's order or the match's score. QA may force the next result of a kind
 * (`forced`): the draw is dealt again until it gives that result, so it stays one the rules can deal.
 */
import { randomInt } from 'node:crypto';
import { baccaratPoints, blackjackPoints, cardRank, resultOf, type LiveKind, type Outcome } from '../games/live/rules.js';
import { isMatch, virtualWinner, type VirtualEvent } from '../games/virtual/events.js';

export type Draw = (n: number) => number;
const card = (draw: Draw) => `${1 + draw(13)}${'SHDC'[draw(4)]}`;

/** Punto banco's tableau: naturals stand; the player draws on 0-5; the banker by the player's third card. */
function baccarat(draw: Draw): Outcome {
  const player = [card(draw), card(draw)];
  const banker = [card(draw), card(draw)];
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (baccaratPoints(player) <= 5) {
      player.push(card(draw));
      third = Math.min(cardRank(player[2]), 10) % 10;
    }
    const b = baccaratPoints(banker);
    const draws = third === null ? b <= 5 : b <= 2 || (b === 3 && third !== 8) || (b === 4 && third >= 2 && third <= 7) || (b === 5 && third >= 4 && third <= 7) || (b === 6 && third >= 6 && third <= 7);
    if (draws) banker.push(card(draw));
  }
  const p = baccaratPoints(player);
  const k = baccaratPoints(banker);
  return { player, banker, player_points: p, banker_points: k, winner: p > k ? 'player' : p < k ? 'banker' : 'tie' };
}

/** One hand against the dealer: the player draws to 17 (the table's seat plays the house's basic rule), the dealer stands on 17. */
function blackjack(draw: Draw): Outcome {
  const player = [card(draw), card(draw)];
  const dealer = [card(draw), card(draw)];
  const natural = (cards: string[]) => cards.length === 2 && blackjackPoints(cards) === 21;
  let result: string;
  if (natural(player)) result = natural(dealer) ? 'push' : 'blackjack';
  else {
    while (blackjackPoints(player) < 17) player.push(card(draw));
    if (blackjackPoints(player) > 21) result = 'lose';
    else {
      while (blackjackPoints(dealer) < 17) dealer.push(card(draw));
      const p = blackjackPoints(player);
      const d = blackjackPoints(dealer);
      result = d > 21 || p > d ? 'win' : p === d ? 'push' : 'lose';
    }
  }
  return { player, dealer, player_points: blackjackPoints(player), dealer_points: blackjackPoints(dealer), result };
}

/** Two cards, aces high: the higher one wins. */
function duel(draw: Draw): Outcome {
  const player = card(draw);
  const dealer = card(draw);
  const rank = (c: string) => (cardRank(c) === 1 ? 14 : cardRank(c));
  return { player, dealer, winner: rank(player) > rank(dealer) ? 'player' : rank(player) < rank(dealer) ? 'dealer' : 'tie' };
}

const DEALS: Record<LiveKind, (draw: Draw) => Outcome> = {
  roulette: (draw) => ({ number: draw(37) }),
  wheel: (draw) => ({ index: draw(54) }),
  dice: (draw) => ({ dice: [1 + draw(6), 1 + draw(6), 1 + draw(6)] }),
  baccarat,
  blackjack,
  cards: duel,
};

/** A pick by its chance (`chances` add up to 1). */
function byChance(draw: Draw, chances: number[]): number {
  let ticket = draw(1_000_000) / 1_000_000;
  for (let i = 0; i < chances.length; i++) {
    if (ticket < chances[i]) return i;
    ticket -= chances[i];
  }
  return chances.length - 1;
}

/**
 * A race's finishing order (each place drawn by the runners' chances among those left), or a match's
 * score and goals (football: minutes 1-90; tennis: sets, best of three).
 */
function play(event: VirtualEvent, draw: Draw): Outcome {
  if (!isMatch(event.sport)) {
    const left = event.picks.map((p) => ({ i: p.pick as number, chance: p.chance }));
    const order: number[] = [];
    while (left.length) {
      const total = left.reduce((a, r) => a + r.chance, 0);
      const [next] = left.splice(byChance(draw, left.map((r) => r.chance / total)), 1);
      order.push(next.i);
    }
    return { order };
  }
  const winner = event.picks[byChance(draw, event.picks.map((p) => p.chance))].pick;
  const best = event.sport === 'football' ? 1 + draw(4) : 2;
  const other = winner === 'draw' ? best - 1 : draw(best);
  const home_score = winner === 'away' ? other : winner === 'draw' ? other : best;
  const away_score = winner === 'home' ? other : winner === 'draw' ? other : best;
  const goals =
    event.sport === 'football'
      ? [...Array(home_score).fill('home'), ...Array(away_score).fill('away')].map((side) => ({ side, minute: 1 + draw(90) })).sort((a, b) => a.minute - b.minute)
      : [];
  return { home_score, away_score, goals };
}

const FORCE_TRIES = 20_000;

function dealt(deal: () => Outcome, resultOfIt: (o: Outcome) => string, forced: string | null): Outcome {
  if (forced === null) return deal();
  for (let i = 0; i < FORCE_TRIES; i++) {
    const o = deal();
    if (resultOfIt(o) === forced) return o;
  }
  return deal(); // a result the table cannot give (a draw in tennis): an ordinary round
}

export const drawLive = (kind: LiveKind, forced: string | null, draw: Draw = randomInt): Outcome =>
  dealt(() => DEALS[kind](draw), (o) => resultOf(kind, o), forced);

export const drawVirtual = (event: VirtualEvent, forced: string | null, draw: Draw = randomInt): Outcome =>
  dealt(() => play(event, draw), (o) => String(virtualWinner(event, o)), forced);
