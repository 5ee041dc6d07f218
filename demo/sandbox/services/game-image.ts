/**
 * A generated cover for a game (docs/api.md "Slots and games", images): a catalogue looks like one only
 * when its covers differ, so no single placeholder, and a screen of the lobby shows no two that read
 * alike. Three layers decide it, all deterministic:
 * - the plan (./game-cover-plan.ts): the motif (a slot's theme, the game's first category, as its game
 *   page draws it; a live table's type; a virtual game's sport; a crash game's own game), from the game's
 *   place among its provider's games of that motif the composition (one large, to the side with an echo,
 *   three, a close-up, a medallion) and the palette, from its name the background pattern and the title plate;
 * - the provider's house style: the gradient's direction and depth, the accent colour, the frame and the
 *   badge in the corner;
 * - the game's id (it seeds a random source): the motif's exact place, size and tilt, and its details.
 * The game's name is NOT drawn (the tile prints it below). Live tables carry a "LIVE" badge. Under 4 KB of
 * SVG each (the motif is drawn once and repeated with <use>), cached a day with an ETag (routes/games.ts).
 */
import { between, pick, REELS, sparkle, THEME_ART, type Rand } from './game-art';
import { CRASH_ART, SPORT_ART } from './game-art-instant';
import { LIVE_ART } from './game-art-live';
import { coverPlan, motifOf, type CoverPlan } from './game-cover-plan';

export interface CoverGame {
  id: number;
  name: string;
  /** The server's name (evosw) or the canonical one (evolution). */
  provider: string;
  game_type: string;
  categories: string[];
  live_groups: string[];
}

/** mulberry32: a small, good-enough deterministic source from one 32-bit seed. */
function random(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Background by theme: hue, saturation, light at the top, light at the bottom. */
const PALETTES: Record<string, [number, number, number, number]> = {
  egypt: [38, 70, 55, 25], asia: [355, 65, 38, 14], wolfs: [228, 45, 30, 10], world_of_sea: [200, 75, 45, 18],
  girls: [320, 60, 45, 20], fruits: [190, 70, 55, 28], books: [28, 55, 30, 10], jokers: [275, 55, 35, 12],
  hot: [12, 80, 35, 10], wild: [30, 80, 55, 25], lucky_clover: [135, 55, 38, 14], gangsta: [220, 15, 28, 8],
  sport: [205, 70, 55, 30], sweets: [330, 70, 78, 55], fantasy: [255, 55, 32, 10], old_school: [0, 60, 30, 10],
  card_games: [150, 60, 28, 10], lotto: [230, 55, 42, 16], roulette: [150, 45, 22, 8], show_games: [270, 65, 35, 10],
  crash: [235, 50, 22, 6], virtual: [210, 60, 48, 20], slots: [260, 50, 40, 15],
};

/** A palette's variants: hue turned, saturation and light changed (the plan picks one per game). */
const VARIANTS: [number, number, number][] = [[0, 1, 0], [45, 1.1, 4], [-45, 0.9, -4], [180, 0.8, -6], [120, 1, 2], [-100, 1, -2]];

type Frame = 'double' | 'rim' | 'dashed' | 'brackets' | 'band' | 'thin';
interface HouseStyle {
  accent: string;
  frame: Frame;
  badge: (a: string) => string;
  /** Gradient from (x1 y1) to (x2 y2), in the box's fractions. */
  direction: [number, number, number, number];
  /** Added to the palette's light (a darker or brighter house). */
  light: number;
  /** Live studios: the background hue. */
  studio: number;
}

const B = { x: 262, y: 38 };
const BADGES = {
  diamond: (a: string) => `<path d="M${B.x} ${B.y - 18}l16 18l-16 18l-16 -18Z" fill="${a}" stroke="#0008" stroke-width="2"/>`,
  hexagon: (a: string) => `<path d="M${B.x - 16} ${B.y}l8 -14h16l8 14l-8 14h-16Z" fill="${a}" stroke="#0008" stroke-width="2"/>`,
  triangle: (a: string) => `<path d="M${B.x} ${B.y - 16}l17 30h-34Z" fill="${a}" stroke="#0008" stroke-width="2"/>`,
  ring: (a: string) => `<circle cx="${B.x}" cy="${B.y}" r="14" fill="none" stroke="${a}" stroke-width="6"/>`,
  star: (a: string) => `<path d="M${B.x} ${B.y - 18}l5 11l12 1l-9 8l3 12l-11 -7l-11 7l3 -12l-9 -8l12 -1Z" fill="${a}"/>`,
  square: (a: string) => `<rect x="${B.x - 14}" y="${B.y - 14}" width="28" height="28" rx="6" fill="${a}" stroke="#0008" stroke-width="2"/>`,
  screen: (a: string) =>
    `<rect x="${B.x - 18}" y="${B.y - 10}" width="36" height="26" rx="5" fill="#0b1120" stroke="${a}" stroke-width="4"/><path d="M${B.x - 8} ${B.y - 20}l8 9l8 -9" stroke="${a}" stroke-width="3" fill="none"/>`,
  shield: (a: string) => `<path d="M${B.x - 14} ${B.y - 16}h28v14q0 14 -14 22q-14 -8 -14 -22Z" fill="${a}" stroke="#0008" stroke-width="2"/>`,
  bars: (a: string) => `<path d="M${B.x - 16} ${B.y + 14}v-12h8v12ZM${B.x - 4} ${B.y + 14}v-22h8v22ZM${B.x + 8} ${B.y + 14}v-32h8v32Z" fill="${a}"/>`,
};

const STYLES: Record<string, HouseStyle> = {
  amatic: { accent: '#f5c542', frame: 'double', badge: BADGES.diamond, direction: [0, 0, 0, 1], light: -4, studio: 40 },
  pgsoft: { accent: '#22d3ee', frame: 'rim', badge: BADGES.hexagon, direction: [0, 0, 1, 1], light: 4, studio: 190 },
  upgaming: { accent: '#a3e635', frame: 'dashed', badge: BADGES.triangle, direction: [1, 0, 0, 1], light: 0, studio: 90 },
  betsolutions: { accent: '#fb923c', frame: 'brackets', badge: BADGES.square, direction: [0, 1, 1, 0], light: -2, studio: 25 },
  spribe: { accent: '#ef4444', frame: 'thin', badge: BADGES.ring, direction: [0, 0, 0, 1], light: -6, studio: 0 },
  pragmaticplay: { accent: '#f97316', frame: 'band', badge: BADGES.star, direction: [0.5, 0, 0.5, 1], light: 6, studio: 25 },
  novomatic: { accent: '#60a5fa', frame: 'thin', badge: BADGES.shield, direction: [0, 0, 0, 1], light: 0, studio: 215 },
  egt: { accent: '#f472b6', frame: 'thin', badge: BADGES.bars, direction: [0, 0, 1, 1], light: 0, studio: 330 },
  evolution: { accent: '#e5e7eb', frame: 'thin', badge: BADGES.ring, direction: [0, 0, 0, 1], light: 0, studio: 350 },
  pragmaticplaylive: { accent: '#f97316', frame: 'band', badge: BADGES.star, direction: [0, 0, 0, 1], light: 0, studio: 220 },
  vivogaming: { accent: '#38bdf8', frame: 'double', badge: BADGES.hexagon, direction: [0, 0, 1, 1], light: 0, studio: 200 },
  xpg: { accent: '#c084fc', frame: 'brackets', badge: BADGES.diamond, direction: [1, 0, 0, 1], light: 0, studio: 280 },
  tvbet: { accent: '#facc15', frame: 'rim', badge: BADGES.screen, direction: [0, 0, 0, 1], light: 0, studio: 45 },
};
const SERVER_NAMES: Record<string, string> = { evosw: 'evolution', pragmatic: 'pragmaticplay', xprogaming: 'xpg' };
const DEFAULT_STYLE = STYLES.novomatic!;

function frame(kind: Frame, a: string): string {
  switch (kind) {
    case 'double':
      return `<rect x="6" y="6" width="288" height="288" rx="18" fill="none" stroke="${a}" stroke-width="4"/><rect x="14" y="14" width="272" height="272" rx="12" fill="none" stroke="${a}" stroke-width="1.5" opacity=".7"/>`;
    case 'rim':
      return `<rect x="5" y="5" width="290" height="290" rx="26" fill="none" stroke="${a}" stroke-width="10"/>`;
    case 'dashed':
      return `<rect x="10" y="10" width="280" height="280" rx="14" fill="none" stroke="${a}" stroke-width="3" stroke-dasharray="14 8"/>`;
    case 'brackets':
      return `<path d="M12 52V12H52M248 12H288V52M288 248V288H248M52 288H12V248" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`;
    case 'band':
      return `<path d="M0 270H300V300H0Z" fill="${a}" opacity=".9"/><rect x="3" y="3" width="294" height="294" fill="none" stroke="${a}" stroke-width="3"/>`;
    default:
      return `<rect x="3" y="3" width="294" height="294" rx="20" fill="none" stroke="${a}" stroke-width="2.5"/>`;
  }
}

/** A faint texture behind the motif: rays, dots, rings, stripes, a grid or chevrons. */
function pattern(kind: number, tint: string): string {
  const r2 = (n: number) => Math.round(n);
  if (kind === 0)
    return `<g fill="${tint}" opacity=".12">${Array.from({ length: 12 }, (_, i) => `<path d="M150 150L${r2(150 + 260 * Math.cos((i * Math.PI) / 6))} ${r2(150 + 260 * Math.sin((i * Math.PI) / 6))}L${r2(150 + 260 * Math.cos((i * Math.PI) / 6 + 0.22))} ${r2(150 + 260 * Math.sin((i * Math.PI) / 6 + 0.22))}Z"/>`).join('')}</g>`;
  if (kind === 1) return `<g fill="${tint}" opacity=".14">${Array.from({ length: 25 }, (_, i) => `<circle cx="${30 + (i % 5) * 60}" cy="${30 + Math.floor(i / 5) * 60}" r="5"/>`).join('')}</g>`;
  if (kind === 2) return `<g fill="none" stroke="${tint}" opacity=".12" stroke-width="6">${[40, 80, 120, 160, 200].map((rad) => `<circle cx="150" cy="150" r="${rad}"/>`).join('')}</g>`;
  if (kind === 3) return `<path d="${Array.from({ length: 8 }, (_, i) => `M${i * 50 - 100} 300L${i * 50 + 200} 0`).join('')}" stroke="${tint}" stroke-width="14" opacity=".08"/>`;
  if (kind === 4) return `<path d="${[50, 100, 150, 200, 250].map((v) => `M${v} 0V300M0 ${v}H300`).join('')}" stroke="${tint}" stroke-width="2" opacity=".12"/>`;
  return `<path d="${[40, 110, 180, 250].map((y) => `M0 ${y}l50 -30l50 30l50 -30l50 30l50 -30l50 30`).join('')}" fill="none" stroke="${tint}" stroke-width="8" opacity=".1"/>`;
}

/** Where the motif (defined once as #m) goes: one large, to one side with a small echo, three, a close-up or a medallion. */
function compose(plan: CoverPlan, r: Rand, accent: string): string {
  const use = (x: number, y: number, s: number, flip: boolean, extra = '') =>
    `<use href="#m" transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s}) translate(-150 -150)"${extra}/>`;
  const flip = r() < 0.5;
  const dx = between(r, -16, 16);
  switch (plan.composition) {
    case 'side': {
      const left = r() < 0.5;
      return use(left ? 110 : 190, 170, 0.74, flip) + use(left ? 238 : 62, 82, 0.34, !flip, ' opacity=".75"');
    }
    case 'trio':
      return use(72, 190, 0.44, flip) + use(228, 190, 0.44, !flip) + use(150, 128, 0.56, flip);
    case 'closeup':
      return use(150 + (flip ? -34 : 34), 185, 1.5, flip);
    case 'medallion':
      return (
        `<clipPath id="c"><circle cx="150" cy="155" r="110"/></clipPath><circle cx="150" cy="155" r="116" fill="#0006" stroke="${accent}" stroke-width="6"/>` +
        `<g clip-path="url(#c)">${use(150, 160, 0.8, flip)}</g>`
      );
    default:
      return use(150 + dx, 150 + between(r, -8, 12), between(r, 0.95, 1.1), flip);
  }
}

/** The plate a studio puts its title on (left blank: the tile prints the name). */
function titlePlate(kind: CoverPlan['title'], accent: string): string {
  switch (kind) {
    case 'ribbon':
      return `<path d="M20 244H280L266 260L280 276H20L34 260Z" fill="${accent}" opacity=".85" stroke="#0006" stroke-width="2"/>`;
    case 'arch':
      return `<path d="M96 58V40Q150 6 204 40V58Z" fill="#0008" stroke="${accent}" stroke-width="3"/>`;
    case 'sash':
      return `<path d="M300 210V250L250 300H210Z" fill="${accent}" opacity=".9"/>`;
    case 'shade':
      return `<path d="M0 210H300V300H0Z" fill="url(#s)"/>`;
    default:
      return '';
  }
}

/** The drawing the plan names, in its 300 × 300 box. */
function motif(plan: CoverPlan, r: Rand, accent: string): string {
  const [kind, name] = plan.motif.includes(':') ? plan.motif.split(':') : ['slot', plan.motif];
  if (kind === 'live') return (LIVE_ART[name!] ?? LIVE_ART.roulette!)(r, accent);
  if (kind === 'virtual') return (SPORT_ART[name!] ?? SPORT_ART.football!)(r);
  if (kind === 'crash') return (CRASH_ART[name!] ?? CRASH_ART.plane!)(r);
  return (THEME_ART[name!] ?? REELS)(r);
}

/** What a game's cover draws: a slot's theme, `live:<group>`, `virtual:<sport>` or `crash:<kind>`. */
export function themeOf(game: Pick<CoverGame, 'name' | 'game_type' | 'categories' | 'live_groups'>): string {
  return motifOf(game);
}

export const planOf = (game: CoverGame) => coverPlan(game);

export function renderGameImage(game: CoverGame): string {
  const house = STYLES[SERVER_NAMES[game.provider] ?? game.provider] ?? DEFAULT_STYLE;
  const r = random(game.id * 2654435761);
  const plan = planOf(game);
  const live = plan.motif.startsWith('live:');
  const family = plan.motif.split(':')[0]!;
  const [hue, sat, top, bottom] = live ? [house.studio, 35, 20, 5] : (PALETTES[plan.motif] ?? PALETTES[family] ?? PALETTES.slots!);
  const [turn, saturate, lighten] = VARIANTS[plan.palette]!;
  const h = Math.round(hue + turn + between(r, -12, 12) + 360) % 360;
  const s = Math.min(90, Math.round(sat * saturate));
  const l = Math.round(between(r, -3, 3)) + lighten + house.light;
  const [x1, y1, x2, y2] = house.direction;
  const tint = pick(r, ['#fff', house.accent]);
  const art = motif(plan, r, house.accent);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">` +
    `<defs><linearGradient id="b" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="hsl(${h} ${s}% ${Math.max(4, top + l)}%)"/><stop offset="1" stop-color="hsl(${(h + 25) % 360} ${s}% ${Math.max(3, bottom + l)}%)"/></linearGradient>` +
    `<radialGradient id="v"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".4"/></radialGradient>` +
    (plan.title === 'shade' ? `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity=".7"/></linearGradient>` : '') +
    `<g id="m">${art}</g></defs>` +
    `<rect width="300" height="300" fill="url(#b)"/>${pattern(plan.pattern, tint)}${compose(plan, r, house.accent)}` +
    Array.from({ length: 2 + Math.floor(r() * 3) }, () => sparkle(between(r, 24, 276), between(r, 24, 120), between(r, 5, 10), tint)).join('') +
    `<rect width="300" height="300" fill="url(#v)"/>` +
    titlePlate(plan.title, house.accent) +
    frame(house.frame, house.accent) +
    house.badge(house.accent) +
    (live
      ? `<rect x="16" y="18" width="78" height="30" rx="15" fill="#dc2626"/><circle cx="34" cy="33" r="6" fill="#fff"/><text x="46" y="39" font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="#fff">LIVE</text>`
      : '') +
    `</svg>`
  );
}
