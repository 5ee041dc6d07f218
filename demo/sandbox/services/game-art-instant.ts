/**
 * Virtual sports' and crash games' motifs (./game-image.ts composes them; ./game-cover-plan.ts picks one
 * by the game's name): a virtual race or match shows its own sport, a crash or instant game its own game.
 * Same 300 × 300 box and rules as ./game-art.ts.
 */
import { ball, between, card, circle, flame, path, wheel, type Rand } from './game-art';
import { die } from './game-art-live';

const line = (d: string, stroke: string, width: number, extra = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

/** A racing oval: the turf or the sand, its rails. */
const track = (fill: string) =>
  `<ellipse cx="150" cy="250" rx="170" ry="60" fill="${fill}"/>` + line('M-20 250Q150 160 320 250', '#fff', 3, ' opacity=".8"') + line('M-20 282Q150 200 320 282', '#fff', 3, ' opacity=".8"');

export const SPORT_ART: Record<string, (r: Rand) => string> = {
  football: (r) => {
    const x = between(r, 120, 180);
    return (
      `<path d="M0 200H300V300H0Z" fill="#15803d"/>` + line('M0 200H300M150 200V300', '#fff', 3, ' opacity=".7"') +
      line(`M${between(r, 20, 60)} 200v-90h90v90`, '#fff', 5) +
      circle(x, 145, 52, '#fff', ' stroke="#111827" stroke-width="4"') + path(`M${x} 127l18 13l-7 21h-22l-7 -21Z`, '#111827')
    );
  },
  horses: (r) =>
    track('#15803d') +
    // A racehorse's head and neck, its bridle and its saddle cloth's number plate.
    path('M95 265Q100 190 140 150L132 96L156 124Q206 118 246 160Q258 176 246 186L214 190Q200 196 190 186L184 200Q178 232 190 265Z', '#3f2a1d', ' stroke="#f8fafc" stroke-width="3"') +
    line('M150 132Q120 160 104 220', '#1c1917', 10, ' stroke-linecap="round"') + circle(196, 150, 6, '#f8fafc') +
    line('M214 190L176 156L232 160', '#facc15', 4) + `<rect x="${between(r, 118, 138)}" y="222" width="40" height="30" rx="4" fill="#dc2626" stroke="#fff" stroke-width="3"/>`,
  greyhounds: (r) =>
    track('#b45309') +
    // A greyhound's narrow head, folded ear and racing muzzle, and the lure it chases.
    path('M88 268Q92 196 128 160L118 118L150 146Q198 140 252 166Q264 176 250 184L186 192Q172 224 176 268Z', '#cbd5e1', ' stroke="#0f172a" stroke-width="3"') +
    line('M214 168l30 4M212 178l32 2M226 160v26', '#0f172a', 3) + circle(186, 160, 5, '#0f172a') +
    `<rect x="100" y="222" width="62" height="34" rx="6" fill="#2563eb" stroke="#fff" stroke-width="3"/>` + circle(between(r, 40, 70), 90, 14, '#f8fafc'),
  tennis: (r) =>
    `<path d="M40 300L90 150H210L260 300Z" fill="#1d4ed8" stroke="#fff" stroke-width="4"/>` + line('M65 225H235M150 150V300M78 188H222', '#fff', 3) +
    line('M20 232H280', '#e2e8f0', 6) +
    `<ellipse cx="${between(r, 80, 110)}" cy="95" rx="42" ry="52" fill="none" stroke="#f97316" stroke-width="8" transform="rotate(-30 95 95)"/>` + line('M118 130l30 50', '#1c1917', 12, ' stroke-linecap="round"') +
    circle(215, 80, 30, '#d9f99d') + line('M192 62Q215 80 192 100M238 60Q215 80 238 102', '#fff', 4),
  cycling: (r) =>
    `<path d="M0 250Q150 180 300 250V300H0Z" fill="#7c2d12"/>` + line('M0 262Q150 196 300 262', '#fff', 3, ' opacity=".8"') +
    circle(85, 190, 48, 'none', ' stroke="#111827" stroke-width="8"') + circle(215, 190, 48, 'none', ' stroke="#111827" stroke-width="8"') +
    line('M85 190L130 120H200L215 190M130 120L155 190H85M155 190L200 120M120 108h24M192 106l14 -10', between(r, 0, 1) < 0.5 ? '#dc2626' : '#facc15', 7, ' stroke-linejoin="round"'),
  basketball: (r) =>
    `<rect x="${between(r, 170, 200)}" y="40" width="90" height="64" fill="#fff" stroke="#dc2626" stroke-width="5"/>` + line('M190 104h50', '#f97316', 6) +
    circle(130, 170, 70, '#ea580c', ' stroke="#1c1917" stroke-width="4"') + line('M60 170H200M130 100V240M82 120Q130 170 82 220M178 120Q130 170 178 220', '#1c1917', 4),
};

/** The rising curve every crash round draws, and what rides it. */
const curve = (r: Rand, rider: (x: number, y: number) => string) => {
  const x = between(r, 200, 240);
  const y = between(r, 60, 100);
  return `<path d="M20 270Q${x - 60} 260 ${x} ${y}V270Z" fill="#ef4444" opacity=".25"/>` + line(`M20 270Q${x - 60} 260 ${x} ${y}`, '#ef4444', 6) + rider(x, y);
};

export const CRASH_ART: Record<string, (r: Rand) => string> = {
  plane: (r) =>
    curve(r, (x, y) => `<g transform="translate(${x} ${y}) rotate(-30)">${path('M-44 0q4 -8 16 -8h44l16 -10h10l-8 14q10 2 10 6t-12 4h-60l-14 10h-8l6 -12q-4 0 0 -4Z', '#dc2626', ' stroke="#fff" stroke-width="2"')}</g>`),
  balloon: (r) => curve(r, (x, y) => `<ellipse cx="${x}" cy="${y - 10}" rx="34" ry="42" fill="#f43f5e"/>` + line(`M${x} ${y + 32}q-10 30 6 60`, '#f8fafc', 2) + circle(x - 12, y - 26, 8, '#ffffff88')),
  plinko: (r) =>
    Array.from({ length: 21 }, (_, i) => {
      const row = Math.floor((Math.sqrt(8 * i + 1) - 1) / 2);
      const col = i - (row * (row + 1)) / 2;
      return circle(150 + (col - row / 2) * 40, 60 + row * 32, 5, '#e2e8f0');
    }).join('') +
    ['#ef4444', '#f97316', '#facc15', '#22c55e', '#facc15', '#f97316', '#ef4444'].map((c, i) => `<rect x="${24 + i * 37}" y="250" width="33" height="24" rx="5" fill="${c}"/>`).join('') +
    circle(between(r, 110, 190), 140, 11, '#ec4899', ' stroke="#fff" stroke-width="3"'),
  mines: (r) => {
    const gem = Math.floor(r() * 16);
    return Array.from({ length: 16 }, (_, i) => {
      const x = 58 + (i % 4) * 62;
      const y = 58 + Math.floor(i / 4) * 62;
      const tile = `<rect x="${x - 27}" y="${y - 27}" width="54" height="54" rx="9" fill="${i === gem ? '#0f766e' : '#334155'}" stroke="#64748b" stroke-width="2"/>`;
      if (i === gem) return tile + path(`M${x} ${y - 18}l16 12l-16 24l-16 -24Z`, '#34d399', ' stroke="#ecfdf5" stroke-width="2"');
      if (i === (gem + 5) % 16) return tile + circle(x, y + 3, 14, '#0b1120') + line(`M${x + 8} ${y - 8}l8 -8`, '#f97316', 3);
      return tile;
    }).join('');
  },
  hilo: (r) =>
    `<g transform="translate(150 160) scale(1.6) translate(-150 -150)">${card(150, 150, between(r, -6, 6), 'heart')}</g>` +
    path('M50 120l30 -40l30 40h-18v40h-24v-40Z', '#22c55e') + path('M190 200l30 40l30 -40h-18v-40h-24v40Z', '#ef4444'),
  trader: (r) =>
    line('M20 260H280M20 40V260', '#64748b', 2) +
    Array.from({ length: 8 }, (_, i) => {
      const up = r() < 0.6;
      const top = between(r, 60, 180) - i * 8;
      const h = between(r, 30, 70);
      return line(`M${45 + i * 30} ${top - 14}v${h + 28}`, up ? '#22c55e' : '#ef4444', 3) + `<rect x="${35 + i * 30}" y="${top}" width="20" height="${h}" fill="${up ? '#22c55e' : '#ef4444'}"/>`;
    }).join(''),
  goal: (r) =>
    `<path d="M40 230V80H260V230" fill="#ffffff10" stroke="#fff" stroke-width="8"/>` +
    line('M70 80V230M100 80V230M130 80V230M160 80V230M190 80V230M220 80V230M40 110H260M40 140H260M40 170H260M40 200H260', '#ffffff55', 2) +
    `<path d="M0 230H300V300H0Z" fill="#15803d"/>` + circle(between(r, 110, 190), 190, 34, '#fff', ' stroke="#111827" stroke-width="3"'),
  keno: (r) => {
    const hits = new Set(Array.from({ length: 6 }, () => Math.floor(r() * 20)));
    const at = (i: number) => [60 + (i % 5) * 45, 70 + Math.floor(i / 5) * 50] as const;
    const all = Array.from({ length: 20 }, (_, i) => i);
    return (
      `<g fill="#ffffff22" stroke="#e2e8f0" stroke-width="2">${all.filter((i) => !hits.has(i)).map((i) => `<circle cx="${at(i)[0]}" cy="${at(i)[1]}" r="19"/>`).join('')}</g>` +
      [...hits].map((i) => ball(at(i)[0], at(i)[1], 19, '#facc15')).join('')
    );
  },
  roulette: (r) => wheel(150, 150, 90, r),
  dice: (r) => die(105, 160, 46, 1 + Math.floor(r() * 6), between(r, -20, 0)) + die(200, 150, 46, 1 + Math.floor(r() * 6), between(r, 0, 20)),
  hot: (r) => flame(150, 270, between(r, 95, 115), '#dc2626') + flame(150, 270, 70, '#f97316') + flame(150, 270, 45, '#facc15'),
};
