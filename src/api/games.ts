// The game catalogue's rules and shapes (spec money-and-games.md §3 "Game list item", §4, §5, §7 "Slots",
// §9; docs/api.md "Slots and games"). Providers, aliases, exclusions and the three integrations are data:
// adding an integration is one entry in INTEGRATIONS, adding a provider one entry in ALLOWED_PROVIDERS and
// PROVIDER_INTEGRATION. The calls and their converters are games-calls.ts, which the lobby loads with its
// first call rather than before its first paint (docs/architecture.md "Build and budgets").
import { ALLOWED_PROVIDERS, canonicalProvider, type AllowedProvider } from './providers';

// The providers' names and aliases are ./providers.ts (small: the profile's slots history reads them
// without this module); re-exported for the catalogue's readers.
export { ALLOWED_PROVIDERS, canonicalProvider, type AllowedProvider } from './providers';

/** Spec §5 "The aviator game is excluded from lists": by the provider's game id or slug. */
export const EXCLUDED_GAMES = ['aviator'];
/** Spec §5 "Some providers' games are filtered out (which: not shown)": data, empty until the operator says. */
const EXCLUDED_PROVIDERS: string[] = [];

export type Integration = 'hub' | 'direct' | 'live';
export type Platform = 'desktop' | 'mobile';
export type LaunchMode = 'real' | 'demo' | 'freespin';

/** The integration of each allowed provider when the producers list has not said (or not yet). */
export const PROVIDER_INTEGRATION: Record<AllowedProvider, Integration> = {
  amatic: 'hub', pgsoft: 'hub', spribe: 'hub', upgaming: 'hub', betsolutions: 'hub',
  pragmaticplay: 'direct',
  evolution: 'live', pragmaticplaylive: 'live', vivogaming: 'live', xpg: 'live', tvbet: 'live',
};

/** The provider's integration by the static table (hub for one the table does not know). */
export const integrationOf = (provider: string): Integration =>
  PROVIDER_INTEGRATION[canonicalProvider(provider) as AllowedProvider] ?? 'hub';

export const isAllowedProvider = (provider: string): provider is AllowedProvider =>
  (ALLOWED_PROVIDERS as readonly string[]).includes(provider) && !EXCLUDED_PROVIDERS.includes(provider);

/** One adapter per integration: adding an integration is one entry here, nothing else. */
interface IntegrationAdapter {
  /** `page`: page (from 1) + page_size; `offset`: offset (from 0) + limit; `none`: everything at once. */
  list: { path: string; paging: 'page' | 'offset' | 'none'; pageSize: number };
  /** POST paths; null: the integration has no such session (live has no demo). */
  session: { real: string; demo: string | null; freespin: string | null };
  /** Body field carrying the provider's game id. */
  gameField: 'game' | 'GameId';
  /** Answer field carrying the game's URL. */
  urlField: 'data' | 'gameURL' | 'game_url';
}

export const INTEGRATIONS: Record<Integration, IntegrationAdapter> = {
  hub: {
    list: { path: '/api/integrations/hub/games/', paging: 'page', pageSize: 1000 },
    session: { real: '/api/integrations/hub/session/', demo: '/api/integrations/hub/session/demo/', freespin: '/api/integrations/hub/session/freespin/' },
    gameField: 'game',
    urlField: 'data',
  },
  direct: {
    list: { path: '/services/direct/games', paging: 'offset', pageSize: 1000 },
    session: { real: '/services/direct/game/start', demo: '/services/direct/game/demo', freespin: null },
    gameField: 'GameId',
    urlField: 'gameURL',
  },
  live: {
    list: { path: '/api/integrations/live/games/', paging: 'none', pageSize: 0 },
    session: { real: '/api/integrations/live/session/', demo: null, freespin: null },
    gameField: 'game',
    urlField: 'game_url',
  },
};

/** Spec §9, in that order. */
export const CATEGORIES: readonly string[] = [
  'new', 'popular', 'megaways', 'show_games', 'games', 'roulette', 'card_games', 'lotto', 'fruits', 'hot', 'wild', 'books',
  'jokers', 'egypt', 'asia', 'wolfs', 'world_of_sea', 'girls', 'old_school', 'lucky_clover', 'gangsta', 'sport', 'sweets', 'fantasy',
];
export const LIVE_GROUPS: readonly string[] = ['popular', 'showGames', 'firstPerson', 'roulette', 'blackJack', 'lotto', 'poker', 'baccarat', 'dice'];
export const DROPS_AND_WINS = 'drops_and_wins';

export type GameType = 'slots' | 'live' | 'virtual' | 'crash';

/** Spec §3 "Game list item". */
export interface GameItem {
  /** Server id (images, favourites). */
  id: number;
  /** Composite `${routeProvider}:${provider}:${externalId}`. */
  gameId: string;
  /** The provider's own game id (server game_id): URLs and session calls. */
  additionalIntegrationGameId: string;
  name: string;
  description: string;
  /** Canonical (evolution, not evosw). */
  provider: string;
  /** As the server spells it (evosw). */
  serverProvider: string;
  /** Canonical. */
  producer: string;
  routeProvider: Integration;
  gameType: GameType;
  /** Category ids (+ 'drops_and_wins'). */
  tab: string[];
  /** Live group ids. */
  tabLive: string[];
  /** Absolute: content base + image path; '' when the server's is not a plain http(s) URL or path. */
  imageUrl: string;
  hasDemoMode: boolean;
  hasFreeSpins: boolean;
  isDefault: boolean;
  slug: string;
  platforms: Platform[];
}

export interface Producer {
  /** Canonical. */
  name: string;
  active: boolean;
  integrations: Integration[];
}

export interface FreeSpinInfo {
  active: boolean;
  /** Canonical. */
  provider: string | null;
  /** The provider's game id. */
  gameId: string | null;
  sessionEnd: boolean;
  freeSpinLeft: number;
  prize: { amount: number; currency: string };
  betAmount: number;
}

export interface GameListPage {
  games: GameItem[];
  /** The provider's count on the server. */
  total: number;
}

export interface FavouriteRef {
  /** Canonical. */
  provider: string;
  additionalIntegrationGameId: string;
  id: number;
  /** From the answer's `integration`, else the provider's known one: with it the store builds the favourite key. */
  routeProvider: Integration;
}

/** The renewal endpoint (docs/api.md "Slots and games" §3); a backend without it gives no renew_token. */
export const GAME_RENEW_PATH = '/api/integrations/game-session/renew';

/** A started game session (docs/api.md "Slots and games" §3). */
export interface GameSessionStart {
  url: string;
  /** How our page keeps a short session alive: null when the server gives no renew_token. */
  renewal: GameSessionRenewal | null;
}

export interface GameSessionRenewal {
  /** The start answer's renew_token: never given to the frame. */
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The lifetime the server gave, ms (renewed at 80 % of it). */
  lifetimeMs: number;
}

export type { GamesApi } from './games-calls';
