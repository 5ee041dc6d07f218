/**
 * Live tables' motifs (./game-image.ts composes them): the table type a player looks for, drawn as the
 * table itself seen from above, by live group: a roulette wheel, a roulette layout for first-person
 * tables, a blackjack half-moon with its seats, baccarat's player and banker boxes, a game show's money
 * wheel, Sic Bo's three dice, a lotto drum, poker's five community cards. A lit dealer stands behind the
 * tables that have one. Same 300 × 300 box and rules as ./game-art.ts.
 */
import { ball, between, card, chip, circle, path, pick, wheel, type Rand } from './game-art';

const CHIPS = ['#dc2626', '#2563eb', '#16a34a', '#111827', '#f59e0b'];
const chips = (r: Rand, y: number) => [0, 1, 2].map((i) => chip(between(r, 40, 70) + i * between(r, 80, 100), y, pick(r, CHIPS))).join('');

/** A die's face, its pips from 1 to 6. */
export function die(x: number, y: number, s: number, pips: number, tilt: number): string {
  const at: Record<number, [number, number][]> = {
    1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  };
  return (
    `<g transform="rotate(${tilt} ${x} ${y})"><rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" rx="${s / 4}" fill="#fff" stroke="#0003" stroke-width="2"/>` +
    at[pips]!.map(([dx, dy]) => circle(x + dx * s * 0.5, y + dy * s * 0.5, s * 0.16, pips === 1 ? '#dc2626' : '#111827')).join('') +
    `</g>`
  );
}

/** A game show's money wheel: twelve coloured wedges, lights on the rim, the pointer on top. */
function moneyWheel(cx: number, cy: number, radius: number, r: Rand): string {
  const colours = ['#facc15', '#22c55e', '#3b82f6', '#ec4899', '#f97316', '#a855f7'];
  const turn = between(r, 0, 30);
  const wedges = Array.from({ length: 12 }, (_, i) => {
    const a0 = ((i * 30 + turn) * Math.PI) / 180;
    const a1 = (((i + 1) * 30 + turn) * Math.PI) / 180;
    const p = (a: number) => `${Math.round(cx + radius * Math.cos(a))} ${Math.round(cy + radius * Math.sin(a))}`;
    return path(`M${cx} ${cy}L${p(a0)}A${radius} ${radius} 0 0 1 ${p(a1)}Z`, colours[i % colours.length]!);
  }).join('');
  return (
    circle(cx, cy, radius + 12, '#4c1d95', ' stroke="#facc15" stroke-width="4"') + wedges +
    circle(cx, cy, radius + 6, 'none', ` stroke="#fef9c3" stroke-width="4" stroke-dasharray="2 ${Math.round((Math.PI * 2 * (radius + 6)) / 24 - 2)}"`) +
    circle(cx, cy, radius * 0.22, '#facc15', ' stroke="#fff" stroke-width="3"') +
    path(`M${cx - 14} ${cy - radius - 22}h28l-14 26Z`, '#fff', ' stroke="#111827" stroke-width="2"')
  );
}

/** A roulette layout: the zero and three rows of red and black numbers. */
function layout(r: Rand): string {
  const cells = (odd: number) =>
    Array.from({ length: 18 }, (_, i) => i)
      .filter((i) => (i + Math.floor(i / 6)) % 2 === odd)
      .map((i) => `M${62 + (i % 6) * 34} ${96 + Math.floor(i / 6) * 40}h32v38h-32Z`)
      .join('');
  return (
    `<rect x="30" y="80" width="246" height="150" rx="10" fill="#166534" stroke="#facc15" stroke-width="4"/>` +
    `<path d="M32 96h28v118h-28Z" fill="#16a34a" stroke="#fef3c7" stroke-width="2"/>` +
    path(cells(0), '#dc2626', ' stroke="#fef3c7" stroke-width="2"') + path(cells(1), '#111827', ' stroke="#fef3c7" stroke-width="2"') +
    chip(between(r, 90, 130), between(r, 120, 160), pick(r, CHIPS)) + chip(between(r, 170, 230), between(r, 150, 200), pick(r, CHIPS))
  );
}

/** The dealer: a silhouette behind the table, its outline lit in the studio's accent. */
export const dealer = (x: number, accent: string) =>
  circle(x, 62, 24, '#0b1120', ` stroke="${accent}" stroke-width="3"`) +
  path(`M${x - 54} 140Q${x - 50} 92 ${x} 88Q${x + 50} 92 ${x + 54} 140Z`, '#0b1120', ` stroke="${accent}" stroke-width="3"`) +
  path(`M${x - 9} 90l9 17l9 -17Z`, '#f8fafc');

/** Each live group's table, the table type drawn large. */
export const LIVE_ART: Record<string, (r: Rand, accent: string) => string> = {
  roulette: (r) => wheel(150, 150, 110, r) + chips(r, 276),
  firstPerson: (r) => layout(r) + ball(between(r, 80, 220), 262, 16, '#f8fafc'),
  blackJack: (r, accent) =>
    dealer(between(r, 110, 190), accent) +
    path('M10 130H290Q290 290 150 290Q10 290 10 130Z', '#065f46', ' stroke="#facc15" stroke-width="5"') +
    path(
      [0, 1, 2, 3, 4].map((i) => {
        const a = Math.PI * (0.15 + i * 0.175);
        return `M${Math.round(133 - 110 * Math.cos(a))} ${Math.round(138 + 110 * Math.sin(a))}h34v24h-34Z`;
      }).join(''),
      'none',
      ' stroke="#fef3c7" stroke-width="2.5"',
    ) +
    card(128, 190, -10, 'spade') + card(172, 188, 10, pick(r, ['heart', 'spade'] as const)),
  baccarat: (r, accent) =>
    dealer(between(r, 110, 190), accent) +
    `<rect x="8" y="130" width="284" height="165" rx="30" fill="#7f1d1d" stroke="#facc15" stroke-width="5"/>` +
    `<rect x="26" y="150" width="118" height="126" rx="14" fill="#1d4ed8" stroke="#fff" stroke-width="3"/>` +
    `<rect x="156" y="150" width="118" height="126" rx="14" fill="#b91c1c" stroke="#fff" stroke-width="3"/>` +
    card(85, 213, -6, 'spade') + card(215, 213, 6, pick(r, ['heart', 'spade'] as const)),
  poker: (r, accent) =>
    dealer(between(r, 110, 190), accent) +
    `<ellipse cx="150" cy="220" rx="150" ry="80" fill="#14532d" stroke="#facc15" stroke-width="5"/>` +
    // One card drawn, five shown (<use>): the flop, the turn and the river.
    `<g id="k" transform="translate(38 215) scale(.62) translate(-150 -150)">${card(150, 150, 0, pick(r, ['heart', 'spade'] as const))}</g>` +
    [1, 2, 3, 4].map((i) => `<use href="#k" x="${i * 56}"/>`).join('') +
    chips(r, 282),
  showGames: (r) => moneyWheel(150, 150, 105, r),
  dice: (r) =>
    `<ellipse cx="150" cy="165" rx="128" ry="112" fill="#ffffff14" stroke="#e0f2fe" stroke-width="4"/>` +
    die(100, 195, 36, 1 + Math.floor(r() * 6), between(r, -18, 18)) + die(200, 195, 36, 1 + Math.floor(r() * 6), between(r, -18, 18)) +
    die(150, 110, 36, 1 + Math.floor(r() * 6), between(r, -18, 18)),
  lotto: (r) =>
    circle(150, 140, 100, '#ffffff18', ' stroke="#e0f2fe" stroke-width="6"') + `<path d="M120 240h60l15 45h-90Z" fill="#94a3b8"/>` +
    ['#ef4444', '#facc15', '#3b82f6', '#22c55e', '#a855f7', '#f97316'].map((c) => ball(between(r, 85, 215), between(r, 95, 200), 22, c)).join(''),
};
