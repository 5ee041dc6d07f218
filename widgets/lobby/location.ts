// The lobby's URL model (spec money-and-games.md §2 "Casino"; docs/embedding.md "<casino-lobby>"): pure parse
// and build, so the site's routes, the `path` attribute and a partner page's attributes all name the same
// states. Provider names are taken as written (lower-case); whether one is allowed is the element's business
// (src/api/games.ts), since an unknown provider is a state of its own (an error page).
//
//   /slots/casino | /slots/live-casino | /slots/all   (+ ?providers=a,b&categories=c,d; live: providers)
//   /slots/casino/{category} | /slots/live-casino/{group} | /slots/all/{category}   a section
//   /slots/{provider}                  a provider's page
//   /slots/{gameType}                  a game type's page (virtual, crash…)
//   /slots/{provider}/{gameId}         a game for real money; …/demo a demo; …/freespin/session free spins

type LobbyView = 'casino' | 'live' | 'all' | 'provider' | 'game-type';
type GameMode = 'real' | 'demo' | 'freespin';

export interface LobbyLocation {
  view: LobbyView;
  /** view 'provider' */
  provider?: string;
  /** view 'game-type' */
  gameType?: string;
  /** casino / live / all: one category or live group shown as a page of its own */
  section?: string;
  providers: string[];
  categories: string[];
}

export interface GameLocation {
  provider: string;
  /** The provider's own game id (GameItem.additionalIntegrationGameId). */
  gameId: string;
  mode: GameMode;
}

/** A path: a lobby page, or a game over one (`lobby` null: whatever lobby was under it). */
export interface LobbyPath {
  lobby: LobbyLocation | null;
  game: GameLocation | null;
}

const ROOT = '/slots';
/** URL segment ↔ view. */
const VIEW_SEGMENTS: Record<string, LobbyView> = { casino: 'casino', 'live-casino': 'live', all: 'all' };
const SEGMENT_OF: Partial<Record<LobbyView, string>> = { casino: 'casino', live: 'live-casino', all: 'all' };
export const GAME_TYPES = ['virtual', 'crash', 'slots', 'live'] as const;
const DEMO = 'demo';
const FREESPIN = ['freespin', 'session'];

export const CASINO: LobbyLocation = { view: 'casino', providers: [], categories: [] };

function list(value: string | null | undefined, lower: boolean): string[] {
  const out: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const item = lower ? raw.trim().toLowerCase() : raw.trim();
    if (item && !out.includes(item)) out.push(item);
  }
  return out;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Reads a lobby path (with its query). `/slots` alone is the casino page. Null for what is not a lobby
 * path at all (another root, too many segments).
 */
export function parsePath(path: string): LobbyPath | null {
  const url = new URL(path || ROOT, 'http://lobby.invalid');
  const segments = url.pathname.split('/').filter(Boolean).map(decode);
  if (segments[0] !== ROOT.slice(1)) return null;
  const [, first, second, ...rest] = segments;
  const query = url.searchParams;
  const providers = list(query.get('providers'), true);
  const categories = list(query.get('categories'), false);

  if (first === undefined) return { lobby: { ...CASINO, providers, categories }, game: null };
  const view = VIEW_SEGMENTS[first.toLowerCase()];
  if (view) {
    if (rest.length) return null;
    const lobby: LobbyLocation = { view, providers, categories: view === 'live' ? [] : categories };
    if (second) lobby.section = second;
    return { lobby, game: null };
  }
  const name = first.toLowerCase();
  if (second === undefined) {
    const lobby: LobbyLocation = (GAME_TYPES as readonly string[]).includes(name)
      ? { view: 'game-type', gameType: name, providers, categories }
      : { view: 'provider', provider: name, providers: [], categories };
    return { lobby, game: null };
  }
  let mode: GameMode | null = null;
  if (rest.length === 0) mode = 'real';
  else if (rest.length === 1 && rest[0].toLowerCase() === DEMO) mode = 'demo';
  else if (rest.length === 2 && rest.every((s, i) => s.toLowerCase() === FREESPIN[i])) mode = 'freespin';
  return mode ? { lobby: null, game: { provider: name, gameId: second, mode } } : null;
}

const enc = (s: string) => encodeURIComponent(s);
/** Commas stay readable in the query (`providers=amatic,pgsoft`). */
const encList = (items: string[]) => items.map(enc).join(',');

export function lobbyPath(lobby: LobbyLocation): string {
  let path = ROOT;
  if (lobby.view === 'provider') path += `/${enc(lobby.provider ?? '')}`;
  else if (lobby.view === 'game-type') path += `/${enc(lobby.gameType ?? '')}`;
  else {
    path += `/${SEGMENT_OF[lobby.view]}`;
    if (lobby.section) path += `/${enc(lobby.section)}`;
  }
  const query: string[] = [];
  if (lobby.providers.length && lobby.view !== 'provider') query.push(`providers=${encList(lobby.providers)}`);
  if (lobby.categories.length && lobby.view !== 'live') query.push(`categories=${encList(lobby.categories)}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

export function gamePath(game: GameLocation): string {
  const base = `${ROOT}/${enc(game.provider)}/${enc(game.gameId)}`;
  return game.mode === 'demo' ? `${base}/${DEMO}` : game.mode === 'freespin' ? `${base}/${FREESPIN.join('/')}` : base;
}

export function buildPath(where: LobbyPath): string {
  if (where.game) return gamePath(where.game);
  return lobbyPath(where.lobby ?? CASINO);
}

export interface LocationAttributes {
  view?: string;
  provider?: string;
  gameType?: string;
  section?: string;
  providers?: string;
  categories?: string;
}

/** A partner page's attributes (no `path`): provider wins over game type, which wins over view. */
export function fromAttributes(a: LocationAttributes): LobbyLocation {
  const providers = list(a.providers, true);
  const categories = list(a.categories, false);
  if (a.provider?.trim()) return { view: 'provider', provider: a.provider.trim().toLowerCase(), providers: [], categories };
  if (a.gameType?.trim()) return { view: 'game-type', gameType: a.gameType.trim().toLowerCase(), providers, categories };
  const view = VIEW_SEGMENTS[(a.view ?? '').trim().toLowerCase()] ?? 'casino';
  const lobby: LobbyLocation = { view, providers, categories: view === 'live' ? [] : categories };
  if (a.section?.trim()) lobby.section = a.section.trim();
  return lobby;
}

/** The lobby under a game opened straight from its URL: the game's provider page. */
export const providerPage = (provider: string): LobbyLocation => ({ view: 'provider', provider, providers: [], categories: [] });

// The shell's part (its prefixes and the bare root's redirect) lives in routes.ts, without the rest.
export { PREFIXES, canonicalPath } from './routes';
