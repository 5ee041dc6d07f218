/**
 * The sandbox game catalogue (docs/api.md "Slots and games"; spec money §5, §9): about 4,300 games,
 * generated deterministically (same ids, names and tags on every start) and inserted with ONE
 * statement (unnest of column arrays): many unit tests boot an in-memory sandbox, so this stays cheap.
 */
import type { Queryable } from '../db';

export type Integration = 'hub' | 'direct' | 'live';
type GameType = 'slots' | 'live' | 'virtual' | 'crash';

export interface ProducerSeed {
  name: string;
  integration: Integration;
  canonical: string;
  active: boolean;
  prefix: string;
  /** Games by type, in list order. */
  counts: Partial<Record<GameType, number>>;
  label: string;
  /**
   * Fixed names at given list positions (tests and QA name them); a live table may name its groups, a
   * slot its theme (its first category, which its cover draws: a tiger is not a sea game).
   */
  fixed?: Record<number, { name: string; game_id?: string; groups?: string[]; theme?: string }>;
}

/** TVBet's studio games: lottery and card draws shown live, so every one is named. */
const TVBET_TABLES: ProducerSeed['fixed'] = Object.fromEntries(
  ([
    ['Lucky 7', ['popular', 'lotto']], ['Poker TVBet', ['poker']], ['Wheelbet', ['popular', 'showGames']], ['Keno Live', ['lotto']],
    ['Baccarat TVBet', ['baccarat']], ['War of Bets', ['popular', 'poker']], ['Lucky 6', ['lotto']], ['Fast Keno', ['lotto']],
    ['5Bet', ['showGames']], ['7Bet', ['showGames']], ['Lucky 5', ['lotto']], ['Dice Duel', ['dice']],
  ] as const).map(([name, groups], i) => [i, { name, groups: [...groups] }]),
);

export const PRODUCERS: ProducerSeed[] = [
  { name: 'amatic', integration: 'hub', canonical: 'amatic', active: true, prefix: 'am', counts: { slots: 2939 }, label: 'Amatic', fixed: { 0: { name: 'Book of Fortune', theme: 'books' } } },
  { name: 'pgsoft', integration: 'hub', canonical: 'pgsoft', active: true, prefix: 'pg', counts: { slots: 101 }, label: 'PG Soft', fixed: { 3: { name: 'Fortune Tiger', theme: 'asia' } } },
  { name: 'upgaming', integration: 'hub', canonical: 'upgaming', active: true, prefix: 'up', counts: { slots: 101 }, label: 'UpGaming' },
  { name: 'betsolutions', integration: 'hub', canonical: 'betsolutions', active: true, prefix: 'bs', counts: { slots: 25, virtual: 15 }, label: 'BetSolutions' },
  { name: 'spribe', integration: 'hub', canonical: 'spribe', active: true, prefix: 'sp', counts: { crash: 12 }, label: 'Spribe', fixed: { 0: { name: 'Aviator', game_id: 'aviator' } } },
  { name: 'novomatic', integration: 'hub', canonical: 'novomatic', active: false, prefix: 'nv', counts: { slots: 20 }, label: 'Novomatic' },
  { name: 'egt', integration: 'hub', canonical: 'egt', active: false, prefix: 'eg', counts: { slots: 15 }, label: 'EGT' },
  { name: 'pragmatic', integration: 'direct', canonical: 'pragmaticplay', active: true, prefix: 'vs', counts: { slots: 878 }, label: 'Pragmatic Play', fixed: { 0: { name: 'Gates of Olympus', theme: 'fantasy' }, 1: { name: 'Sweet Bonanza', theme: 'sweets' } } },
  { name: 'evosw', integration: 'live', canonical: 'evolution', active: true, prefix: 'evo', counts: { live: 60 }, label: 'Evolution', fixed: { 0: { name: 'Crazy Time' }, 1: { name: 'Lightning Roulette' } } },
  { name: 'pragmaticplaylive', integration: 'live', canonical: 'pragmaticplaylive', active: true, prefix: 'ppl', counts: { live: 40 }, label: 'Pragmatic Play Live' },
  { name: 'vivogaming', integration: 'live', canonical: 'vivogaming', active: true, prefix: 'vivo', counts: { live: 30 }, label: 'Vivo Gaming' },
  { name: 'xprogaming', integration: 'live', canonical: 'xpg', active: true, prefix: 'xpg', counts: { live: 20 }, label: 'XPG' },
  // Last, so the ids of the games above stay the same in every database: the spec names tvbet as a live
  // provider (money §2) and the side menu links /slots/tvbet; docs/api.md "Spec resolutions".
  { name: 'tvbet', integration: 'live', canonical: 'tvbet', active: true, prefix: 'tvb', counts: { live: 12 }, label: 'TVBet', fixed: TVBET_TABLES },
];

export const CATEGORIES = [
  'new', 'popular', 'megaways', 'show_games', 'games', 'roulette', 'card_games', 'lotto', 'fruits', 'hot', 'wild', 'books',
  'jokers', 'egypt', 'asia', 'wolfs', 'world_of_sea', 'girls', 'old_school', 'lucky_clover', 'gangsta', 'sport', 'sweets', 'fantasy',
] as const;
export const LIVE_GROUPS = ['popular', 'showGames', 'firstPerson', 'roulette', 'blackJack', 'lotto', 'poker', 'baccarat', 'dice'] as const;

const ADJECTIVES = [
  'Golden', 'Lucky', 'Royal', 'Mighty', 'Magic', 'Crazy', 'Silver', 'Diamond', 'Blazing', 'Sacred', 'Ancient', 'Mystic', 'Jolly',
  'Happy', 'Grand', 'Secret', 'Electric', 'Frozen', 'Sunny', 'Midnight', 'Café', 'Señor', 'Très', 'Belle', 'Grande', 'Petit',
  'Rouge', 'Noir', 'Doré', 'Étoile', 'Fiesta', 'Viva', 'Turbo', 'Cosmic', 'Neon', 'Tiki', 'Epic', 'Twin', 'Triple', 'Infinite',
];

/** Nouns by theme: the theme is the game's category. */
const THEMES: [string, string[]][] = [
  ['egypt', ['Pharaoh', 'Sphinx', 'Cléopâtre', 'Anubis', 'Pyramids']],
  ['asia', ['Dragon', 'Panda', 'Geisha', 'Koi', 'Samurai']],
  ['wolfs', ['Wolf', 'Wolves', 'Howl', 'Alpha Pack', 'Moonwolf']],
  ['world_of_sea', ['Ocean', 'Pearl', 'Dolphin', 'Kraken', 'Reef']],
  ['girls', ['Queen', 'Princess', 'Diva', 'Señorita', 'Muse']],
  ['fruits', ['Cherry', 'Melon', 'Lemon', 'Fruits', 'Piña']],
  ['books', ['Book', 'Tome', 'Grimoire', 'Codex', 'Scroll']],
  ['jokers', ['Joker', 'Jester', 'Clown', 'Harlequin', 'Trickster']],
  ['hot', ['Fire', 'Chili', 'Blaze', 'Inferno', 'Lava']],
  ['wild', ['Safari', 'Buffalo', 'Jungle', 'Rhino', 'Eagle']],
  ['lucky_clover', ['Clover', 'Leprechaun', 'Shamrock', 'Horseshoe', 'Rainbow']],
  ['gangsta', ['Mafia', 'Heist', 'Gangster', 'Vault', 'Casino Boss']],
  ['sport', ['Goal', 'Champion', 'Stadium', 'Penalty', 'Derby']],
  ['sweets', ['Candy', 'Bonbon', 'Crème Brûlée', 'Cupcake', 'Macaron']],
  ['fantasy', ['Wizard', 'Unicorn', 'Elf', 'Crystal', 'Rune']],
  ['old_school', ['Sevens', 'Bars', 'Bells', 'Diamonds', 'Classic']],
  ['card_games', ['Poker', 'Aces', 'Royal Flush', 'Hold’em', 'Baccarat Slot']],
  ['lotto', ['Keno', 'Bingo', 'Lotto', 'Scratch', 'Tombola']],
  ['roulette', ['Wheel', 'Roulette Slot', 'Spin Wheel', 'Zero', 'Red & Black']],
  ['show_games', ['Show', 'Game Show', 'Studio', 'Jackpot Show', 'Showtime']],
];
const NOUNS = THEMES.flatMap(([theme, nouns]) => nouns.map((noun) => ({ noun, theme })));
const COMBINATIONS = ADJECTIVES.length * NOUNS.length; // 4,000: names stay unique for up to 4,000 slots

const LIVE_NAMES: Record<string, string> = {
  showGames: 'Money Wheel',
  firstPerson: 'First Person Roulette',
  roulette: 'Roulette',
  blackJack: 'Blackjack',
  lotto: 'Lotto',
  poker: 'Casino Hold’em',
  baccarat: 'Baccarat',
  dice: 'Sic Bo',
};
const LIVE_SUFFIXES = ['Live', 'VIP', 'Deluxe', 'Salon Privé', 'Français', 'Speed', 'Gold', 'Lounge'];
const CRASH_NAMES = ['Aviator', 'Dice', 'Plinko', 'Goal', 'Mines', 'Hi-Lo', 'Keno', 'Mini Roulette', 'Hotline', 'Balloon', 'Trader', 'Multikeno'];
const VIRTUAL_NAMES = ['Virtual Football', 'Virtual Horses', 'Virtual Greyhounds', 'Virtual Tennis', 'Virtual Cycling'];

export const searchKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const slugify = (text: string) => searchKey(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const pad = (n: number) => String(n).padStart(4, '0');

interface GameRow {
  id: number;
  provider: string;
  game_id: string;
  name: string;
  description: string;
  game_type: GameType;
  drops_and_wins: boolean;
  categories: string[];
  live_groups: string[];
  has_demo_mode: boolean;
  has_free_spins: boolean;
  desktop_only: boolean;
  position: number;
}

function slotGame(p: ProducerSeed, i: number, offset: number): Pick<GameRow, 'name' | 'categories' | 'description'> {
  const k = (i * 37 + offset) % COMBINATIONS; // 37 is coprime with 4,000: a permutation
  const adjective = ADJECTIVES[k % ADJECTIVES.length];
  const generated = NOUNS[Math.floor(k / ADJECTIVES.length)];
  const noun = generated.noun;
  const theme = p.fixed?.[i]?.theme ?? generated.theme;
  const megaways = i % 23 === 7;
  const categories = new Set<string>([theme]);
  if (megaways) categories.add('megaways');
  if (i % 17 === 3) categories.add('new');
  if (i % 11 === 0) categories.add('popular');
  if (i % 19 === 5) categories.add('hot');
  if (i % 7 === 2) categories.add('games');
  if (/wild/i.test(adjective) || i % 31 === 4) categories.add('wild');
  const name = `${adjective} ${noun}${megaways ? ' Megaways' : ''}`;
  return { name, categories: [...categories], description: `Machine à sous ${p.label} à 5 rouleaux, thème ${theme.replace(/_/g, ' ')}.` };
}

/** Every game, ids from 1 in PRODUCERS order. */
export function catalogueRows(): GameRow[] {
  const rows: GameRow[] = [];
  let id = 1;
  PRODUCERS.forEach((p, providerIndex) => {
    let i = 0;
    for (const [type, count] of Object.entries(p.counts) as [GameType, number][]) {
      for (let n = 0; n < count; n++, i++) {
        const fixed = p.fixed?.[i];
        let base: Pick<GameRow, 'name' | 'categories' | 'description' | 'live_groups'>;
        if (type === 'slots') {
          base = { ...slotGame(p, i, providerIndex * 613), live_groups: [] };
        } else if (type === 'live') {
          const group = LIVE_GROUPS[1 + (n % (LIVE_GROUPS.length - 1))];
          const round = Math.floor(n / (LIVE_GROUPS.length - 1));
          const suffix = LIVE_SUFFIXES[round % LIVE_SUFFIXES.length] + (round >= LIVE_SUFFIXES.length ? ` ${round}` : '');
          const groups = n % 5 === 0 ? ['popular', group] : [group];
          base = { name: `${LIVE_NAMES[group]} ${suffix}`, categories: [], live_groups: groups, description: `Table en direct ${p.label}.` };
        } else if (type === 'crash') {
          base = { name: CRASH_NAMES[n % CRASH_NAMES.length], categories: n % 3 === 0 ? ['popular'] : ['games'], live_groups: [], description: `Jeu instantané ${p.label}.` };
        } else {
          base = { name: `${VIRTUAL_NAMES[n % VIRTUAL_NAMES.length]} ${1 + Math.floor(n / VIRTUAL_NAMES.length)}`, categories: ['sport'], live_groups: [], description: `Jeu virtuel ${p.label}.` };
        }
        if (fixed) {
          base.name = fixed.name;
          if (type === 'live') base.live_groups = fixed.groups ?? (fixed.name === 'Crazy Time' ? ['popular', 'showGames'] : ['popular', 'roulette']);
          else base.categories = [...new Set(['popular', ...base.categories])];
        }
        rows.push({
          id: id++,
          provider: p.name,
          game_id: fixed?.game_id ?? `${p.prefix}-${pad(i)}`,
          ...base,
          game_type: type,
          drops_and_wins: p.canonical.startsWith('pragmaticplay') && (i % 9 === 0 || i < 2),
          has_demo_mode: type !== 'live' && i % 29 !== 5,
          has_free_spins: (p.name === 'pgsoft' || p.name === 'amatic') && (i % 10 === 3),
          desktop_only: i % 50 === 49,
          position: i,
        });
      }
    }
  });
  return rows;
}

/** How many games the generator makes (the catalogue's size without generating it). */
const CATALOGUE_SIZE = PRODUCERS.reduce((n, p) => n + Object.values(p.counts).reduce((a, b) => a + b, 0), 0);

/**
 * Reference data, kept by a reset (seed.ts RESET_KEPT_TABLES): inserted when the table is short of the
 * generator's games, so a reset or a restart costs one COUNT. A producer appended to PRODUCERS (as tvbet
 * is) reaches an existing database: the rows already there keep theirs (ON CONFLICT DO NOTHING).
 * A generator changed otherwise needs a fresh database (or DELETE FROM games).
 */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const { rows: present } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
  if (present[0].n >= CATALOGUE_SIZE) return;
  for (const [position, p] of PRODUCERS.entries()) {
    await tx.query(
      'INSERT INTO producers (name, integration, canonical, active, position) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING',
      [p.name, p.integration, p.canonical, p.active, position],
    );
  }
  const rows = catalogueRows();
  const col = <K extends keyof GameRow>(key: K) => rows.map((r) => r[key]);
  await tx.query(
    `INSERT INTO games (id, provider, game_id, name, search_name, description, slug, game_type, drops_and_wins, categories,
                        live_groups, has_demo_mode, has_free_spins, is_default, desktop_only, position)
     SELECT id, provider, game_id, name, search_name, description, slug, game_type, drops_and_wins,
            string_to_array(categories, ','), string_to_array(live_groups, ','), has_demo_mode, has_free_spins,
            position = 0, desktop_only, position
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bool[],
                   $10::text[], $11::text[], $12::bool[], $13::bool[], $14::bool[], $15::int[])
         AS t(id, provider, game_id, name, search_name, description, slug, game_type, drops_and_wins, categories,
              live_groups, has_demo_mode, has_free_spins, desktop_only, position)
     ON CONFLICT (id) DO NOTHING`,
    [
      col('id'), col('provider'), col('game_id'), col('name'), rows.map((r) => searchKey(r.name)), col('description'),
      rows.map((r) => `${r.provider}-${slugify(r.name)}-${pad(r.position)}`), col('game_type'), col('drops_and_wins'),
      rows.map((r) => r.categories.join(',')), rows.map((r) => r.live_groups.join(',')), col('has_demo_mode'),
      col('has_free_spins'), col('desktop_only'), col('position'),
    ],
  );
}

/** Per-reset game state: QA's control row and demo's 10 free spins on pgsoft's Fortune Tiger. */
export async function seedGameState(tx: Queryable, now: Date): Promise<void> {
  await tx.query('INSERT INTO game_control (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
  await tx.query(
    `INSERT INTO free_spin_grants (user_id, game, spins_total, spins_left, bet_amount, currency, created_at)
     SELECT 1001, g.id, 10, 10, 1.00, 'TND', $1 FROM games g
      WHERE g.provider = 'pgsoft' AND g.game_id = 'pg-0003'
        AND NOT EXISTS (SELECT 1 FROM free_spin_grants WHERE user_id = 1001)`,
    [now.toISOString()],
  );
}
