// Each live table's board (its bet spots, from rules.js) and how it shows a result: the roulette's
// number and colour, the wheel's value, the three dice, the hands dealt (docs/api.md "Live tables and
// virtual sports"). Symbols every system font has: a bare headless browser draws no emoji.
import { $ } from '../common/page.js';
import { spot } from './table.js';
import { BETS, baccaratPoints, blackjackPoints, cardRank, colourOf, WHEEL } from './rules.js';

const el = (tag, className, text = '') => Object.assign(document.createElement(tag), { className, textContent: text });
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANKS = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const cardText = (c) => `${RANKS[cardRank(c)] ?? cardRank(c)}${SUITS[c.slice(-1)]}`;

/** A roulette layout: the zero, three rows of twelve numbers, the columns, dozens and even chances. */
function roulette(board, T) {
  const grid = el('div', 'numbers');
  grid.append(spot('straight', 0, '0', 'n green zero'));
  // Each number's place on the cloth (table.css): `a` along it (1-12, then the columns' 2:1), `b` across
  // (1-3); the cloth lies across a wide screen and along a phone's.
  for (let n = 1; n <= 36; n++) grid.append(spot('straight', n, String(n), `n ${colourOf(n)} a${Math.ceil(n / 3)} b${((n - 1) % 3) + 1}`));
  for (const col of [1, 2, 3]) grid.append(spot('column', col, '2:1', `col a13 b${col}`));
  const outside = el('div', 'outside');
  for (const d of [1, 2, 3]) outside.append(spot('dozen', d, `${T.bets.dozen} ${d}`, 'wide'));
  for (const type of ['low', 'even', 'red', 'black', 'odd', 'high']) outside.append(spot(type, undefined, T.bets[type], type));
  board.append(grid, outside);
  for (const s of grid.querySelectorAll('[data-type="column"]')) s.setAttribute('aria-label', `${T.bets.column} ${s.dataset.target} (2:1)`);
}

const simple = (kind) => (board, T) => {
  for (const [type, rule] of Object.entries(BETS[kind])) {
    for (const target of rule.targets ?? [undefined]) {
      const label = target === undefined ? T.bets[type] : kind === 'wheel' ? String(target) : `${T.bets[type]} ${target}`;
      board.append(spot(type, target, label, kind === 'wheel' ? `w w${target}` : type));
    }
  }
};

/** The pay of each bet, as the table's notice shows it (rules.js BETS). */
const PAYS = {
  roulette: 'straight 35:1 · dozen, column 2:1 · red, black, odd, even, low, high 1:1',
  wheel: '1 (1:1) · 2 (2:1) · 5 (5:1) · 10 (10:1) · 20 (20:1) · 40 (40:1)',
  dice: 'small, big, odd, even 1:1 · triple 30:1 · single 1:1 / 2:1 / 3:1',
  baccarat: 'player 1:1 · banker 0.95:1 · tie 8:1',
  blackjack: 'blackjack 3:2 · win 1:1 · push',
  cards: 'player, dealer 1:1 · tie 10:1',
};
const paysIn = (kind, T) => PAYS[kind].replace(/[a-z]+/g, (word) => T.bets[word] ?? T.outcomes[word] ?? word);

/** Draws the kind's board and pay table into the page. */
export function drawBoard(kind, T) {
  const board = $('board');
  board.dataset.kind = kind;
  (kind === 'roulette' ? roulette : simple(kind))(board, T);
  $('pays').textContent = paysIn(kind, T);
}

/** The result in words, for the live region and the stage's name. */
export function resultText(kind, o, T) {
  if (kind === 'roulette') return `${o.number} ${T.outcomes[colourOf(o.number)]}`;
  if (kind === 'wheel') return `${T.bets.segment} ${WHEEL[o.index]}`;
  if (kind === 'dice') return `${o.dice.join(' · ')} (${o.dice[0] + o.dice[1] + o.dice[2]})`;
  if (kind === 'cards') return `${T.outcomes.player} ${cardText(o.player)}, ${T.outcomes.dealer} ${cardText(o.dealer)} : ${T.outcomes[o.winner]}`;
  const [a, b] = kind === 'baccarat' ? ['player', 'banker'] : ['player', 'dealer'];
  const pts = kind === 'baccarat' ? baccaratPoints : blackjackPoints;
  const verdict = T.outcomes[kind === 'baccarat' ? o.winner : o.result];
  return `${T.outcomes[a]} ${pts(o[a])}, ${T.outcomes[b]} ${pts(o[b])} : ${verdict}`;
}

/** A past result on the history strip, and its class (a roulette number's colour, a wheel value's). */
export function historyLabel(kind, T) {
  if (kind === 'roulette') return { label: (r) => r, className: (r) => colourOf(Number(r)) };
  if (kind === 'wheel') return { label: (r) => r, className: (r) => `w${r}` };
  if (kind === 'dice') return { label: (r) => r.replace(/-/g, ' '), className: () => '' };
  return { label: (r) => T.outcomes[r] ?? r, className: (r) => `o-${r}` };
}

/** A random face of the kind while the result is on its way (the wheel turning, the dice rolling). */
function teaser(kind) {
  const pick = (n) => Math.floor(Math.random() * n);
  if (kind === 'roulette') {
    const n = pick(37);
    return [el('span', `ball ${colourOf(n)}`, String(n))];
  }
  if (kind === 'wheel') return [wheelStrip(pick(54))];
  if (kind === 'dice') return [0, 1, 2].map(() => el('span', 'die', String(1 + pick(6))));
  return [el('span', 'dealing', '…')];
}

/** The wheel under its pointer: the segment at `index` and four on each side, as the studio's camera frames it. */
function wheelStrip(index) {
  const strip = el('div', 'strip');
  for (let d = -4; d <= 4; d++) {
    const v = WHEEL[(index + d + WHEEL.length) % WHEEL.length];
    strip.append(el('span', `seg w w${v}${d === 0 ? ' at' : ''}`, String(v)));
  }
  return strip;
}

function hand(name, cards, points) {
  const row = el('div', 'hand');
  row.append(el('span', 'who', `${name} (${points})`), ...cards.map((c) => el('span', `card ${'HD'.includes(c.slice(-1)) ? 'red' : 'black'}`, cardText(c))));
  return row;
}

/** The stage at rest with the result: what the table shows once the round is decided. */
function shown(kind, o, T) {
  if (kind === 'roulette') return [el('span', `ball ${colourOf(o.number)}`, String(o.number))];
  if (kind === 'wheel') return [wheelStrip(o.index)];
  if (kind === 'dice') return o.dice.map((d) => el('span', 'die', String(d)));
  if (kind === 'cards') return [hand(T.outcomes.player, [o.player], cardRank(o.player)), hand(T.outcomes.dealer, [o.dealer], cardRank(o.dealer))];
  const other = kind === 'baccarat' ? 'banker' : 'dealer';
  const pts = kind === 'baccarat' ? baccaratPoints : blackjackPoints;
  return [hand(T.outcomes.player, o.player, pts(o.player)), hand(T.outcomes[other], o[other], pts(o[other]))];
}

/**
 * The stage while the round is decided: faces turning over until `stop()`, at most 2.5 changes a second
 * (below the three flashes a second WCAG 2.3.1 allows: the faces change colour).
 */
export function spinStage(kind) {
  const stage = $('stage');
  stage.classList.add('turning');
  const timer = setInterval(() => stage.replaceChildren(...teaser(kind)), 400);
  return () => {
    clearInterval(timer);
    stage.classList.remove('turning');
  };
}

export function showResult(kind, o, T) {
  $('stage').replaceChildren(...shown(kind, o, T));
  $('stage').setAttribute('aria-label', `${T.result} ${resultText(kind, o, T)}`);
  // A phone's cloth is taller than the screen: the result is brought into view (the live region says it).
  $('stage').scrollIntoView?.({ block: 'nearest' });
}
