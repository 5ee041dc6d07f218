/**
 * The motifs of the generated slot covers (./game-image.ts composes them): one drawing per theme (the
 * seed's categories, demo/sandbox/seeds/games.ts), and the pieces the other covers share
 * (./game-art-live.ts, ./game-art-instant.ts). Each is SVG drawn in a 300 × 300 box around its middle, with presentation attributes only
 * (no <style>, no script, no <text>: the tile prints the game's name). `r` is the game's own
 * random source, so two games of one theme differ in what they hold and where.
 */

export type Rand = () => number;

/** A number in [a, b), rounded to one decimal (short SVG). */
export const between = (r: Rand, a: number, b: number) => Math.round((a + r() * (b - a)) * 10) / 10;
export const pick = <T,>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A four-pointed sparkle. */
export const sparkle = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`, fill);

export const heart = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y + s}C${x - s * 1.6} ${y} ${x - s} ${y - s * 1.1} ${x} ${y - s * 0.4}C${x + s} ${y - s * 1.1} ${x + s * 1.6} ${y} ${x} ${y + s}Z`, fill);

export const spade = (x: number, y: number, s: number, fill: string) =>
  heart(x, y, -s, fill).replace('/>', ` transform="rotate(180 ${x} ${y})"/>`) + path(`M${x} ${y}l${s * 0.5} ${s * 1.3}h${-s}Z`, fill);

export const coin = (x: number, y: number, s: number) =>
  circle(x, y, s, '#f5c542', ' stroke="#a16207" stroke-width="3"') + circle(x, y, s * 0.6, 'none', ' stroke="#fde68a" stroke-width="2"');

export const ball = (x: number, y: number, s: number, fill: string) => circle(x, y, s, fill) + circle(x, y, s * 0.5, '#fff') + circle(x - s * 0.35, y - s * 0.4, s * 0.18, '#ffffffaa');

export const card = (x: number, y: number, angle: number, suit: 'heart' | 'spade') =>
  `<g transform="rotate(${angle} ${x} ${y + 60})"><rect x="${x - 34}" y="${y - 48}" width="68" height="96" rx="8" fill="#fff" stroke="#1f2937" stroke-width="2"/>${
    suit === 'heart' ? heart(x, y, 16, '#dc2626') : spade(x, y - 4, 16, '#111827')
  }</g>`;

export const chip = (x: number, y: number, fill: string) =>
  circle(x, y, 15, fill, ' stroke="#fff" stroke-width="4" stroke-dasharray="6 5"') + circle(x, y, 8, fill, ' stroke="#ffffff88" stroke-width="1.5"');

const candy = (x: number, y: number, fill: string) =>
  path(`M${x - 20} ${y}l-16 -12v24Z M${x + 20} ${y}l16 -12v24Z`, fill) + circle(x, y, 20, fill) + circle(x, y, 12, 'none', ' stroke="#ffffffaa" stroke-width="4"');

export const flame = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y}c${-s * 0.9} 0 ${-s} ${-s * 0.8} ${-s * 0.4} ${-s * 1.5}c${s * 0.1} ${s * 0.5} ${s * 0.4} ${s * 0.6} ${s * 0.5} ${s * 0.3}c0 ${-s * 0.6} ${s * 0.3} ${-s} ${s * 0.6} ${-s * 1.3}c${s * 0.1} ${s * 0.6} ${s * 0.6} ${s} ${s * 0.4} ${s * 1.5}c0 ${s * 0.7} ${-s * 0.5} ${s} ${-s * 1.1} ${s}Z`, fill);

const lantern = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y - s * 1.6}V${y - s}" stroke="#fbbf24" stroke-width="2"/>` +
  `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s * 0.9}" fill="#dc2626"/>` +
  `<rect x="${x - s * 0.5}" y="${y - s * 1.05}" width="${s}" height="${s * 0.25}" fill="#fbbf24"/><rect x="${x - s * 0.5}" y="${y + s * 0.8}" width="${s}" height="${s * 0.25}" fill="#fbbf24"/>`;

const fish = (x: number, y: number, s: number, fill: string, flip: boolean) =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-20 0Q0 -16 20 0Q0 16 -20 0Z M-18 0l-12 -10v20Z" fill="${fill}"/>${circle(10, -3, 2.5, '#0f172a')}</g>`;

const crystal = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y - s * 2}l${s * 0.7} ${s}v${s * 1.4}l${-s * 0.7} ${s * 0.6}l${-s * 0.7} ${-s * 0.6}v${-s * 1.4}Z`, fill, ' stroke="#ffffffaa" stroke-width="2"');

/** Seven as a shape (no font): the old-school reel symbol. */
const seven = (x: number, y: number, fill: string) => path(`M${x - 34} ${y - 46}h68v16l-34 76h-24l32 -70h-42Z`, fill, ' stroke="#7f1d1d" stroke-width="4" stroke-linejoin="round"');

/** Theme motifs: the main drawing of a slot cover. */
export const THEME_ART: Record<string, (r: Rand) => string> = {
  egypt: (r) =>
    circle(between(r, 190, 240), between(r, 70, 100), 34, '#fde68a', ' opacity=".9"') +
    path('M20 250L115 110L210 250Z', '#d97706') + path('M115 110L210 250H140Z', '#92400e') +
    path(`M150 250L${between(r, 215, 235)} 150L290 250Z`, '#b45309') +
    `<path d="M95 180h40M85 205h60M75 230h80" stroke="#78350f" stroke-width="3" opacity=".5"/>`,
  asia: (r) =>
    path('M50 130Q150 90 250 130L230 140Q150 112 70 140Z', '#7f1d1d') + `<rect x="95" y="140" width="110" height="90" fill="#991b1b"/>` +
    path('M75 200Q150 168 225 200L212 210Q150 186 88 210Z', '#7f1d1d') + `<rect x="135" y="185" width="30" height="45" rx="14" fill="#fbbf24"/>` +
    lantern(between(r, 40, 60), between(r, 90, 120), 16) + lantern(between(r, 240, 262), between(r, 90, 130), 14) +
    [0, 1, 2, 3].map(() => circle(between(r, 20, 280), between(r, 30, 80), 5, '#fbcfe8')).join(''),
  wolfs: (r) =>
    circle(between(r, 110, 190), between(r, 80, 110), 56, '#f1f5f9', ' opacity=".92"') +
    path('M0 250L60 170L110 215L170 140L230 205L300 160V300H0Z', '#0f172a') +
    path('M190 250l8 -60l-14 -22l8 -40l-6 -24l18 16l10 -6l12 6l14 -14l-4 26l12 34l-16 26l6 58Z', '#1e293b', ' stroke="#94a3b8" stroke-width="2"'),
  world_of_sea: (r) =>
    path('M0 210Q40 190 75 210T150 210T225 210T300 210V300H0Z', '#0369a1') + path('M0 240Q40 222 75 240T150 240T225 240T300 240V300H0Z', '#075985') +
    fish(between(r, 70, 120), between(r, 110, 150), 1.8, '#f97316', false) + fish(between(r, 180, 240), between(r, 80, 120), 1.3, '#facc15', true) +
    [0, 1, 2, 3, 4].map(() => circle(between(r, 30, 270), between(r, 30, 190), between(r, 4, 9), 'none', ' stroke="#e0f2fe" stroke-width="2" opacity=".8"')).join('') +
    `<path d="M40 300q-14 -40 6 -80M260 300q14 -50 -8 -90" stroke="#22c55e" stroke-width="6" fill="none"/>`,
  girls: (r) =>
    path('M80 180L95 100L130 145L150 85L170 145L205 100L220 180Z', '#facc15', ' stroke="#a16207" stroke-width="4" stroke-linejoin="round"') +
    `<rect x="80" y="178" width="140" height="22" rx="6" fill="#eab308"/>` + circle(150, 189, 8, '#e11d48') + circle(110, 189, 6, '#22d3ee') + circle(190, 189, 6, '#22d3ee') +
    heart(between(r, 40, 70), between(r, 70, 100), 14, '#f472b6') + heart(between(r, 230, 260), between(r, 220, 250), 18, '#ec4899'),
  fruits: (r) =>
    `<path d="M120 120Q140 60 180 50M160 128Q165 80 180 50" stroke="#166534" stroke-width="5" fill="none"/>` + path('M180 50q30 -10 40 10q-25 8 -40 -10Z', '#22c55e') +
    circle(115, 150, 30, '#dc2626') + circle(165, 160, 30, '#b91c1c') + circle(105, 140, 7, '#fca5a5') + circle(155, 150, 7, '#fca5a5') +
    `<ellipse cx="${between(r, 60, 80)}" cy="235" rx="36" ry="26" fill="#facc15"/>` +
    path(`M${between(r, 170, 190)} 215a55 55 0 0 0 110 0Z`, '#16a34a') + path(`M${between(r, 180, 182)} 215a45 45 0 0 0 90 0Z`, '#ef4444'),
  books: (r) =>
    circle(150, 150, 95, '#fde68a', ' opacity=".25"') +
    path('M150 120Q110 100 55 110V230Q110 220 150 240Z', '#fef3c7', ' stroke="#78350f" stroke-width="4"') +
    path('M150 120Q190 100 245 110V230Q190 220 150 240Z', '#fde68a', ' stroke="#78350f" stroke-width="4"') +
    `<path d="M75 140q35 -6 60 6M75 165q35 -6 60 6M75 190q35 -6 60 6M165 146q25 -12 60 -6M165 171q25 -12 60 -6M165 196q25 -12 60 -6" stroke="#a16207" stroke-width="3" fill="none"/>` +
    [0, 1, 2].map(() => sparkle(between(r, 60, 240), between(r, 30, 90), between(r, 8, 14), '#fef9c3')).join(''),
  jokers: (r) =>
    path('M90 190Q80 120 40 100Q100 100 120 150Q130 90 150 60Q170 90 180 150Q200 100 260 100Q220 120 210 190Z', '#7c3aed', ' stroke="#fde047" stroke-width="4"') +
    path('M150 60Q170 90 180 150Q200 100 260 100Q220 120 210 190H150Z', '#16a34a') +
    circle(40, 100, 12, '#fde047') + circle(150, 56, 12, '#fde047') + circle(260, 100, 12, '#fde047') +
    `<rect x="85" y="185" width="130" height="26" rx="10" fill="#fde047"/>` + path(`M${between(r, 50, 80)} 250l14 -20l14 20l-14 20Z`, '#f43f5e') + path(`M${between(r, 220, 250)} 250l14 -20l14 20l-14 20Z`, '#22d3ee'),
  hot: (r) =>
    flame(150, 270, between(r, 95, 115), '#dc2626') + flame(150, 270, between(r, 70, 80), '#f97316') + flame(150, 270, 45, '#facc15') +
    flame(between(r, 50, 70), 280, 40, '#ea580c') + flame(between(r, 230, 250), 280, 46, '#ea580c'),
  wild: (r) =>
    circle(between(r, 100, 200), 200, 80, '#fb923c', ' opacity=".9"') +
    `<path d="M0 235H300V300H0Z" fill="#78350f"/><path d="M${between(r, 190, 220)} 240v-80" stroke="#1c1917" stroke-width="9"/>` +
    `<ellipse cx="${between(r, 200, 210)}" cy="155" rx="70" ry="18" fill="#1c1917"/>` +
    path(`M${between(r, 40, 60)} 240l10 -30l8 20l8 -26l8 36Z`, '#1c1917'),
  lucky_clover: (r) =>
    `<path d="M150 165q10 60 -20 100" stroke="#14532d" stroke-width="8" fill="none"/>` +
    [0, 90, 180, 270].map((a) => `<g transform="rotate(${a} 150 150)">${heart(150, 112, 30, '#22c55e')}</g>`).join('') + circle(150, 150, 10, '#15803d') +
    coin(between(r, 45, 70), between(r, 220, 250), 22) + coin(between(r, 230, 255), between(r, 60, 90), 18),
  gangsta: (r) =>
    [30, 70, 110, 150, 190, 230, 270].map((x) => `<rect x="${x - 18}" y="${between(r, 60, 150)}" width="36" height="200" fill="#111827" stroke="#374151"/>`).join('') +
    path('M70 250L90 210H160L180 250Z', '#eab308', ' stroke="#854d0e" stroke-width="3"') + path('M130 250L150 210H220L240 250Z', '#facc15', ' stroke="#854d0e" stroke-width="3"') +
    path('M105 210L125 172H190L210 210Z', '#fde047', ' stroke="#854d0e" stroke-width="3"'),
  sport: (r) => {
    const x = between(r, 120, 180);
    const y = between(r, 130, 150);
    return (
      `<path d="M0 200H300V300H0Z" fill="#15803d"/><path d="M0 200H300M150 200V300" stroke="#fff" stroke-width="3" opacity=".7"/>` +
      `<path d="M${between(r, 20, 60)} 200v-90h90v90" fill="none" stroke="#fff" stroke-width="5"/>` +
      circle(x, y, 52, '#fff', ' stroke="#111827" stroke-width="4"') + path(`M${x} ${y - 18}l18 13l-7 21h-22l-7 -21Z`, '#111827')
    );
  },
  sweets: (r) =>
    `<path d="M${between(r, 190, 215)} 140v130" stroke="#fff" stroke-width="8"/>` +
    circle(200, 110, 48, '#f472b6') + circle(200, 110, 34, '#fbcfe8') + circle(200, 110, 20, '#ec4899') +
    candy(between(r, 70, 95), between(r, 90, 120), '#a855f7') + candy(between(r, 80, 110), between(r, 200, 235), '#22d3ee'),
  fantasy: (r) =>
    path('M60 250V160l15 -20l15 20V190h30V130l30 -40l30 40V190h30V160l15 -20l15 20V250Z', '#312e81', ' stroke="#a5b4fc" stroke-width="3"') +
    crystal(between(r, 50, 80), 100, 20, '#a78bfa') + crystal(between(r, 220, 250), 90, 24, '#22d3ee') +
    [0, 1, 2, 3].map(() => sparkle(between(r, 20, 280), between(r, 20, 70), between(r, 6, 12), '#e0e7ff')).join(''),
  old_school: (r) =>
    `<rect x="35" y="70" width="230" height="160" rx="18" fill="#fff7ed" stroke="#b45309" stroke-width="6"/>` +
    `<path d="M111 70v160M189 70v160" stroke="#b45309" stroke-width="4"/>` +
    seven(73, 150, '#dc2626') + seven(150, 150, '#dc2626') + seven(227, 150, pick(r, ['#dc2626', '#2563eb'])),
  card_games: (r) => card(110, 140, -18, 'heart') + card(150, 130, 0, 'spade') + card(190, 140, 18, pick(r, ['heart', 'spade'] as const)) + chip(between(r, 60, 90), 250, '#2563eb') + chip(between(r, 210, 240), 250, '#dc2626'),
  lotto: (r) =>
    ['#ef4444', '#3b82f6', '#facc15', '#22c55e', '#a855f7', '#f97316'].map((c, i) => ball(60 + (i % 3) * 90 + between(r, -10, 10), 110 + Math.floor(i / 3) * 85 + between(r, -10, 10), 32, c)).join(''),
  roulette: (r) => wheel(150, 150, 100, r),
  show_games: (r) =>
    `<path d="M40 0L120 260H180L260 0" fill="#fef9c3" opacity=".18"/>` +
    `<ellipse cx="150" cy="255" rx="120" ry="26" fill="#7c3aed"/>` +
    path('M150 70l20 42l46 6l-34 32l9 46l-41 -22l-41 22l9 -46l-34 -32l46 -6Z', '#facc15', ' stroke="#fff" stroke-width="4" stroke-linejoin="round"') +
    [0, 1, 2].map(() => sparkle(between(r, 30, 270), between(r, 30, 120), between(r, 7, 12), '#fff')).join(''),
};

/** A roulette wheel: red and black pockets as dashes, the zero, the ball. */
export function wheel(cx: number, cy: number, radius: number, r: Rand): string {
  const ring = radius * 0.78;
  const dash = Math.round(((2 * Math.PI * ring) / 36) * 100) / 100;
  const angle = between(r, 0, 360);
  return (
    circle(cx, cy, radius, '#78350f', ' stroke="#facc15" stroke-width="5"') +
    circle(cx, cy, ring, 'none', ` stroke="#dc2626" stroke-width="${radius * 0.3}"`) +
    circle(cx, cy, ring, 'none', ` stroke="#111827" stroke-width="${radius * 0.3}" stroke-dasharray="${dash} ${dash}" transform="rotate(${angle} ${cx} ${cy})"`) +
    circle(cx, cy, radius * 0.58, '#166534') + circle(cx, cy, radius * 0.2, '#facc15') +
    circle(cx + radius * 0.7 * Math.cos(angle), cy + radius * 0.7 * Math.sin(angle), radius * 0.07, '#fff')
  );
}

/** The reels every slot shares when it has no theme of ours. */
export const REELS = (r: Rand) =>
  [60, 150, 240].map((x) => `<rect x="${x - 38}" y="70" width="76" height="160" rx="12" fill="#fff" opacity=".9"/>` + sparkle(x, 150, between(r, 18, 28), '#f59e0b')).join('');
