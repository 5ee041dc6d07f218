// The game catalogue's calls: the game lists of the three integrations, sessions, favourites and
// free-spin info, each answer converted to games.ts's shapes (docs/api.md "Slots and games"). Only a call
// needs this module: the lobby's stores load it with their first call (stores/slots.ts), so it is not in
// what the lobby loads before its first paint (docs/conventions.md §4).
import type { HttpClient } from './client';
import { joinUrl } from './client';
import { ApiError } from './errors';
import { arr, bool, decimal, int, obj, optStr, ShapeError, str, type Json } from './convert';
import { contentBase } from '../config/config';
import { canonicalProvider } from './providers';
import {
  DROPS_AND_WINS,
  GAME_RENEW_PATH,
  INTEGRATIONS,
  PROVIDER_INTEGRATION,
  integrationOf,
  isAllowedProvider,
  type FavouriteRef,
  type FreeSpinInfo,
  type GameSessionStart,
  type GameItem,
  type GameListPage,
  type GameType,
  type Integration,
  type LaunchMode,
  type Platform,
  type Producer,
} from './games';

const isIntegration = (v: unknown): v is Integration => typeof v === 'string' && v in INTEGRATIONS;
const GAME_TYPES: readonly string[] = ['slots', 'live', 'virtual', 'crash'];
const PLATFORMS: readonly string[] = ['desktop', 'mobile'];

type Reader<T> = (value: unknown, what: string) => T;
const optional =
  <T,>(read: Reader<T>, fallback: T): Reader<T> =>
  (value, what) =>
    value === undefined || value === null ? fallback : read(value, what);
const strings: Reader<string[]> = (value, what) => arr(value, what).map((v, i) => str(v, `${what}[${i}]`));
const oneOf =
  <T extends string>(allowed: readonly string[]): Reader<T> =>
  (value, what) => {
    if (typeof value !== 'string' || !allowed.includes(value)) throw new ShapeError(`${what}: one of ${allowed.join(', ')} expected`);
    return value as T;
  };

/** A path on the content host or an http(s) URL of URL-safe characters (it reaches an img src). */
const IMAGE_URL = /^(https?:\/\/[a-z0-9.-]+(:\d+)?)?\/[\w\-./%]*$/i;
function imageUrlOf(image: string | null, base: string): string {
  if (!image || !IMAGE_URL.test(image) || image.startsWith('//')) return '';
  return /^https?:/i.test(image) ? image : joinUrl(base, image);
}

/** One server game record (snake_case) → GameItem; a malformed record throws ShapeError. */
export function toGameItem(data: unknown, base = ''): GameItem {
  const g = obj(data, 'game');
  const f = <T,>(key: string, read: Reader<T>): T => read(g[key], `game.${key}`);
  const serverProvider = f('provider', str);
  const provider = canonicalProvider(serverProvider);
  const routeProvider = f('integration', oneOf<Integration>(Object.keys(INTEGRATIONS)));
  const externalId = f('game_id', str);
  const tab = f('categories', optional(strings, []));
  if (f('drops_and_wins', optional(bool, false))) tab.push(DROPS_AND_WINS);
  return {
    id: f('id', int),
    gameId: `${routeProvider}:${provider}:${externalId}`,
    additionalIntegrationGameId: externalId,
    name: f('name', str),
    description: f('description', optional(str, '')),
    provider,
    serverProvider,
    producer: canonicalProvider(f('producer', optional(str, serverProvider))),
    routeProvider,
    gameType: f('game_type', oneOf<GameType>(GAME_TYPES)),
    tab,
    tabLive: f('live_groups', optional(strings, [])),
    imageUrl: imageUrlOf(optStr(g.image), base),
    hasDemoMode: f('has_demo_mode', optional(bool, false)),
    hasFreeSpins: f('has_free_spins', optional(bool, false)),
    isDefault: f('is_default', optional(bool, false)),
    slug: f('slug', optional(str, '')),
    platforms: f('platforms', optional((v, w) => arr(v, w).map((p, i) => oneOf<Platform>(PLATFORMS)(p, `${w}[${i}]`)), ['desktop', 'mobile'] as Platform[])),
  };
}

function toProducer(data: unknown): Producer {
  const p = obj(data, 'producer');
  return {
    name: canonicalProvider(str(p.name, 'producer.name')),
    active: optional(bool, true)(p.active, 'producer.active'),
    // An integration without an adapter cannot be listed or launched: dropped.
    integrations: optional(strings, [])(p.integrations, 'producer.integrations').filter(isIntegration),
  };
}

export const toProducers = (data: unknown): Producer[] => arr(obj(data).producers, 'producers').map(toProducer);

export function toFreeSpinInfo(data: unknown): FreeSpinInfo {
  const d = obj(data, 'freespin');
  const provider = optStr(d.provider);
  return {
    active: bool(d.active, 'freespin.active'),
    provider: provider ? canonicalProvider(provider) : null,
    gameId: optStr(d.game_id),
    sessionEnd: optional(bool, !d.active)(d.session_end, 'freespin.session_end'),
    freeSpinLeft: optional(int, 0)(d.free_spin_left, 'freespin.free_spin_left'),
    prize: {
      amount: optional(decimal, 0)(d.prize_amount, 'freespin.prize_amount'),
      currency: optional(str, '')(d.prize_currency, 'freespin.prize_currency'),
    },
    betAmount: optional(decimal, 0)(d.bet_amount, 'freespin.bet_amount'),
  };
}

function toFavourites(data: unknown): FavouriteRef[] {
  return arr(obj(data).results, 'results').map((item) => {
    const o = obj(item, 'favourite');
    const provider = canonicalProvider(str(o.provider, 'favourite.provider'));
    return {
      provider,
      additionalIntegrationGameId: str(o.game_id, 'favourite.game_id'),
      id: int(o.id, 'favourite.id'),
      routeProvider: isIntegration(o.integration) ? o.integration : integrationOf(provider),
    };
  });
}

/**
 * One list answer of any paging kind: `{ games }` plus `count` (hub) or `total` (direct); `total` null when
 * the answer does not say (live: the page is everything).
 */
export function toListPage(data: unknown, base = ''): { games: GameItem[]; total: number | null } {
  const o: Json = obj(data);
  const total = o.count ?? o.total;
  return {
    games: arr(o.games, 'games').map((g) => toGameItem(g, base)),
    total: total === undefined || total === null ? null : int(total, 'total'),
  };
}

const refusal = (code: string, path: string, method = 'GET') => new ApiError({ status: 404, code, path, method });

/**
 * `expires_in` (seconds) → the lifetime, ms, anchored at `receivedAt`: "in 600 s" holds whatever the page's
 * clock says, as for the sportsbook's tokens (api/sport.ts).
 */
function toLifetime(data: unknown, receivedAt: number): { expiresAt: number; lifetimeMs: number } {
  const seconds = int(obj(data, 'game_session').expires_in, 'game_session.expires_in');
  if (seconds <= 0) throw new ShapeError('game_session.expires_in: positive expected');
  return { expiresAt: receivedAt + seconds * 1000, lifetimeMs: seconds * 1000 };
}

/** The start answer: the URL in the integration's field, and the renewal when the server gives one. */
function toGameSession(data: unknown, urlField: string, receivedAt: number): GameSessionStart {
  const o = obj(data, 'game_session');
  const url = str(o[urlField], urlField);
  // A backend that does not keep its sessions short gives no renew_token: nothing to renew then.
  if (o.renew_token === undefined || o.renew_token === null) return { url, renewal: null };
  const token = str(o.renew_token, 'game_session.renew_token');
  return { url, renewal: { token, ...toLifetime(o, receivedAt) } };
}

export function gamesApi(http: HttpClient, imageBase: () => string = contentBase, now: () => number = Date.now) {
  /** What the last producers answer said: canonical → server name and integration. */
  const known = new Map<string, { serverName: string; integration: Integration }>();

  function route(provider: string): { serverName: string; integration: Integration } | null {
    const name = canonicalProvider(provider);
    if (!isAllowedProvider(name)) return null;
    return known.get(name) ?? { serverName: name, integration: PROVIDER_INTEGRATION[name] };
  }

  async function list(provider: string, platform: Platform = 'desktop'): Promise<GameListPage> {
    const r = route(provider);
    if (!r) throw refusal('provider_not_found', INTEGRATIONS.hub.list.path);
    const { path, paging, pageSize } = INTEGRATIONS[r.integration].list;
    const base = imageBase();
    const get = (query: Record<string, unknown>) =>
      http.request({ method: 'GET', path, data: { provider: r.serverName, platform, ...query } }, (d) => toListPage(d, base));
    const at = (n: number): Record<string, unknown> =>
      paging === 'page' ? { page: n + 1, page_size: pageSize } : paging === 'offset' ? { offset: n * pageSize, limit: pageSize } : {};
    const first = await get(at(0));
    const total = first.total ?? first.games.length;
    // The first answer says how many: the other pages are read together.
    const more = paging === 'none' || first.games.length === 0 ? 0 : Math.ceil(total / pageSize) - 1;
    const rest = await Promise.all(Array.from({ length: Math.max(0, more) }, (_, i) => get(at(i + 1))));
    // A list that moved between two pages repeats a game: kept once.
    const seen = new Set<number>();
    const games = [first, ...rest].flatMap((page) => page.games).filter((g) => !seen.has(g.id) && !!seen.add(g.id));
    return { games, total };
  }

  const serverName = (provider: string) => route(provider)?.serverName ?? provider;

  function openSession(
    game: Pick<GameItem, 'provider' | 'routeProvider' | 'additionalIntegrationGameId'> & { serverProvider?: string },
    mode: LaunchMode,
    options: { returnUrl: string; clientType: Platform; lang?: string },
  ): Promise<GameSessionStart> {
    const adapter = INTEGRATIONS[game.routeProvider];
    const r = route(game.provider);
    const path = adapter?.session[mode];
    if (!r || !adapter) return Promise.reject(refusal('provider_not_found', adapter?.session.real ?? '/session', 'POST'));
    if (!path) {
      const code = mode === 'demo' ? 'demo_not_available' : 'free_spins_not_available';
      return Promise.reject(new ApiError({ status: 400, code, path: adapter.session.real, method: 'POST' }));
    }
    const data = {
      provider: game.serverProvider ?? r.serverName,
      [adapter.gameField]: game.additionalIntegrationGameId,
      return_url: options.returnUrl || undefined,
      client_type: options.clientType,
      // The game's language, as providers take it in their session call (the sandbox's page reads it).
      lang: options.lang,
    };
    const sentAt = now();
    return http.request({ method: 'POST', path, data }, (body) => toGameSession(body, adapter.urlField, sentAt));
  }


  return {
    async producers(): Promise<Producer[]> {
      const answer = await http.request(
        { method: 'GET', path: '/services/game-catalog/producer', auth: false },
        (data) => arr(obj(data).producers, 'producers').map((p) => [optStr(obj(p).name) ?? '', toProducer(p)] as const),
      );
      for (const [serverName, p] of answer)
        if (p.integrations[0]) known.set(p.name, { serverName, integration: p.integrations[0] });
      return answer.map(([, p]) => p);
    },
    /** Every page of one provider's list (the adapter's paging), converted; unknown → ApiError provider_not_found. */
    list,
    /**
     * The game's URL (the adapter's urlField) and, when the server keeps the session short, how our page
     * renews it. A mode the integration lacks is refused without a call.
     */
    openSession,
    /**
     * Extends the session the start answer's `renew_token` names (docs/api.md "Slots and games" §3): with
     * the access token and its DPoP proof, as every authenticated call. Answers the new lifetime, ms.
     */
    renewSession: (renewToken: string) => {
      const sentAt = now();
      return http.request({ method: 'POST', path: GAME_RENEW_PATH, data: { renew_token: renewToken } }, (body) => toLifetime(body, sentAt).lifetimeMs);
    },
    favourites: () => http.request({ method: 'GET', path: '/api/users/favouritegames/' }, toFavourites),
    addFavourite: (provider: string, externalId: string) =>
      http.request({ method: 'POST', path: '/api/users/favouritegames/', data: { provider: serverName(provider), game_id: externalId } }, () => undefined),
    removeFavourite: (provider: string, externalId: string) =>
      http.request({ method: 'DELETE', path: '/api/users/favouritegames/', data: { provider: serverName(provider), game_id: externalId } }, () => undefined),
    freeSpinInfo: () => http.request({ method: 'GET', path: '/api/users/freespin-session/' }, toFreeSpinInfo),
  };
}

export type GamesApi = ReturnType<typeof gamesApi>;
