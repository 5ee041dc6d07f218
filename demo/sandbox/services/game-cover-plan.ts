/**
 * What a game's cover shows, decided before anything is drawn (./game-image.ts draws it; docs/api.md
 * "Slots and games", images). A lobby lists a provider's games in catalogue order, and the seed's names
 * run through a theme's five nouns in a row (seeds/games.ts), so five neighbours often share a theme: the
 * theme (the game's first category, the one its game page draws) picks the motif, and the game's place
 * among its provider's games of that motif picks the composition and the palette, its name the
 * background pattern and the title plate, so those neighbours differ. Live tables draw their table type,
 * virtual games their sport, crash games their own game, by name.
 */
import { catalogueRows, PRODUCERS } from '../seeds/games';
import { THEME_ART } from './game-art';

export interface PlanGame {
  id: number;
  name: string;
  game_type: string;
  categories: string[];
  live_groups: string[];
}

export const COMPOSITIONS = ['hero', 'side', 'trio', 'closeup', 'medallion'] as const;
export const PALETTES = 6;
export const PATTERNS = 6;
export const TITLES = ['none', 'ribbon', 'arch', 'sash', 'shade'] as const;

export interface CoverPlan {
  /** The slot theme, `live:<group>`, `crash:<kind>` or `virtual:<sport>`. */
  motif: string;
  composition: (typeof COMPOSITIONS)[number];
  /** Index into the motif's palettes (0 … PALETTES − 1). */
  palette: number;
  pattern: number;
  title: (typeof TITLES)[number];
}

/** Virtual sports by a word of the name; the first that matches wins. */
export const SPORTS: [RegExp, string][] = [
  [/horse|cheva|hippi/i, 'horses'], [/greyhound|dog|l[ée]vrier/i, 'greyhounds'], [/tennis/i, 'tennis'],
  [/cycl|bike|v[ée]lo/i, 'cycling'], [/basket/i, 'basketball'], [/football|soccer|foot/i, 'football'],
];
/** Crash and instant games by name (spribe's and their kind). */
const CRASH_KINDS: [RegExp, string][] = [
  [/aviator|plane|jet/i, 'plane'], [/balloon/i, 'balloon'], [/plinko/i, 'plinko'], [/mines/i, 'mines'], [/hi-?lo/i, 'hilo'],
  [/trader/i, 'trader'], [/goal/i, 'goal'], [/keno/i, 'keno'], [/roulette/i, 'roulette'], [/dice/i, 'dice'], [/hot/i, 'hot'],
];
const LIVE_GROUP_ORDER = ['showGames', 'roulette', 'firstPerson', 'blackJack', 'baccarat', 'poker', 'dice', 'lotto'];

/** FNV-1a: a stable 32-bit number from a text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const drawn = (theme: string) => Object.hasOwn(THEME_ART, theme);

export function motifOf(game: Pick<PlanGame, 'name' | 'game_type' | 'categories' | 'live_groups'>): string {
  if (game.game_type === 'live') {
    const group = LIVE_GROUP_ORDER.find((g) => game.live_groups.includes(g)) ?? (/roulette/i.test(game.name) ? 'roulette' : 'showGames');
    return `live:${group}`;
  }
  if (game.game_type === 'virtual') return `virtual:${SPORTS.find(([re]) => re.test(game.name))?.[1] ?? 'football'}`;
  if (game.game_type === 'crash') return `crash:${CRASH_KINDS.find(([re]) => re.test(game.name))?.[1] ?? 'plane'}`;
  // A slot: its first category that has a drawing (the seed puts the theme first), else reels.
  return game.categories.find(drawn) ?? 'slots';
}

let ordinals: Map<number, { name: string; ordinal: number }> | undefined;

/**
 * A seeded game's place among its provider's games of the same motif, in catalogue order (the order
 * every lobby page lists them in), or undefined for a game the seed did not make (or made otherwise).
 */
function ordinalOf(game: PlanGame & { provider: string }): number | undefined {
  if (!ordinals) {
    ordinals = new Map();
    const counts = new Map<string, number>();
    for (const row of catalogueRows()) {
      const key = `${row.provider} ${motifOf(row)}`;
      const ordinal = counts.get(key) ?? 0;
      counts.set(key, ordinal + 1);
      ordinals.set(row.id, { name: row.name, ordinal });
    }
  }
  const seeded = ordinals.get(game.id);
  return seeded?.name === game.name ? seeded.ordinal : undefined;
}

/**
 * The plan. A provider's games of one motif take, in catalogue order, composition n mod 5 and palette
 * n mod 6: any 30 of them in a row differ in one or the other, two neighbours in both, so a provider's
 * page, a theme's page (all its games one motif) and a run of one theme in a list never show a twin. A
 * game the seed did not make takes them from its name's hash.
 */
export function coverPlan(game: PlanGame & { provider: string }): CoverPlan {
  const h = hash(`${game.name}#${game.id}`);
  // Each provider starts eight further on in the cycle (a live group's page lists a few tables of each
  // studio: two studios' first roulettes are not twins), and each motif elsewhere (a provider's crash
  // games, one of each kind, are not all drawn the same way).
  const ordinal = ordinalOf(game);
  const motif = motifOf(game);
  const n = ordinal === undefined ? h : ordinal + 8 * Math.max(0, PRODUCERS.findIndex((p) => p.name === game.provider)) + (hash(motif) % 30);
  return {
    motif,
    composition: COMPOSITIONS[n % COMPOSITIONS.length]!,
    palette: n % PALETTES,
    pattern: ((h >>> 7) + n) % PATTERNS,
    // A live table's dealer stands where the arch would be.
    title: motif.startsWith('live:') && TITLES[(h >>> 11) % TITLES.length] === 'arch' ? 'none' : TITLES[(h >>> 11) % TITLES.length]!,
  };
}
