// $slots: the lobby's games (spec money-and-games.md §3 "Slots state", §4 "Favourites", "Game session url",
// "Game list re-fetch", §5 providers; docs/api.md "Slots and games").
//
// - Lists: one per canonical provider, read through its integration's adapter (src/api/games.ts), filtered
//   for display (hidden producers, excluded games and providers, non-allowed providers). A provider is not
//   read again while its list holds within REFETCH_MARGIN (300) of the server's total (§4).
// - Persistence: producers, lists and totals under `casino:slots` as `{ version: 5, savedAt, data }`, read
//   back only for version 5 saved within 2 h (§4); lists are stored column-light (tuples + a dictionary of
//   repeated strings) because 4,256 games in plain JSON would take most of a 5 MB quota. Storage that is
//   missing, full or corrupt never throws: the lobby then simply reads the server again. The recently
//   played keys live under their own key without expiry (they are the player's, not the catalogue's).
// - Favourites ('{gameId}_{provider}', newest first): optimistic, rolled back when the server refuses;
//   loaded on sign-in, cleared on sign-out (the store follows $auth while an element shows it).
// - Launch: up to LAUNCH_ATTEMPTS session calls for answers that may be passing (no answer, 5xx, a body the
//   client could not read), then status 'failed' (retry = call again); refusals (404, 400, 401) fail at once.
// Guests: real money and free-spin launches and favourites are refused with ApiError not_authenticated,
// without a call (the element shows the casino login notice). Demo works for guests.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { ApiError, isApiError } from '../api/errors';
import {
  ALLOWED_PROVIDERS,
  canonicalProvider,
  EXCLUDED_GAMES,
  gamesApi,
  integrationOf,
  isAllowedProvider,
  type FreeSpinInfo,
  type GameItem,
  type GamesApi,
  type Integration,
  type LaunchMode,
  type Platform,
  type Producer,
} from '../api/games';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import { $auth } from './auth';

export const SLOTS_STORE_VERSION = 5;
export const SLOTS_PERSIST_MS = 2 * 60 * 60_000;
export const REFETCH_MARGIN = 300;
export const LAUNCH_ATTEMPTS = 3;
export const RECENT_MAX = 12;
/** Pause before the 2nd and 3rd session attempt (× attempt number). */
export const LAUNCH_RETRY_MS = 500;
export const SLOTS_STORAGE_KEY = 'casino:slots';
export const RECENT_STORAGE_KEY = 'casino:slots:recent';

export type LaunchStatus = 'idle' | 'starting' | 'ready' | 'failed';

export interface SlotsState {
  producers: Producer[] | null;
  /** Per canonical provider, as filtered for display. */
  gameList: Record<string, GameItem[]>;
  /** Per provider: the server's total. */
  gameListInField: Record<string, number>;
  /** Per provider. */
  loading: Record<string, boolean>;
  /** Per provider; '*' producers, 'favourites', 'freeSpin'. */
  errors: Record<string, ApiError | Error>;
  /** '{gameId}_{provider}', newest first. */
  favorite: string[];
  /** Same keys, newest first, at most RECENT_MAX (persisted). */
  recent: string[];
  gameUrl: string | null;
  freeSpinGameUrl: string | null;
  freeSpinInfo: FreeSpinInfo | null;
  launch: { status: LaunchStatus; game: GameItem | null; mode: LaunchMode; attempt: number; error: Error | null };
  /** Where "back" returns (lobby path with query). */
  backUrl: string | null;
  extraData: Record<string, unknown>;
}

const IDLE_LAUNCH: SlotsState['launch'] = { status: 'idle', game: null, mode: 'real', attempt: 0, error: null };

export const EMPTY_SLOTS: SlotsState = {
  producers: null,
  gameList: {},
  gameListInField: {},
  loading: {},
  errors: {},
  favorite: [],
  recent: [],
  gameUrl: null,
  freeSpinGameUrl: null,
  freeSpinInfo: null,
  launch: IDLE_LAUNCH,
  backUrl: null,
  extraData: {},
};

export const favouriteKey = (g: Pick<GameItem, 'gameId' | 'provider'>) => `${g.gameId}_${g.provider}`;

export type LoadKind = 'slots' | 'live' | 'all' | { provider: string } | { gameType: string };
export interface LaunchOptions {
  returnUrl: string;
  clientType: Platform;
  backUrl: string;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SlotsDeps {
  api: Pick<GamesApi, 'producers' | 'list' | 'startSession' | 'favourites' | 'addFavourite' | 'removeFavourite' | 'freeSpinInfo'>;
  auth: ReadableAtom<{ isAuth: boolean; user: { id: number } | null }>;
  storage: KeyStorage | null;
  now: () => number;
  timers: Timers;
  retryDelayMs?: number;
}

// ---- compact persistence -------------------------------------------------------------------------------

/** One game as a tuple; strings that repeat (producer, type, tags) are indexes into the list's dictionary. */
type GameTuple = [id: number, externalId: string, name: string, description: string, producer: number, gameType: number,
  tab: number[], tabLive: number[], image: string, flags: number, slug: string];
interface StoredList {
  provider: string;
  server: string;
  route: Integration;
  platform: Platform;
  /** The images' common prefix. */
  img: string;
  dict: string[];
  games: GameTuple[];
}
interface StoredSlots {
  /** When each list ('*': the producers) was read from the server. */
  at: Record<string, number>;
  producers: Producer[] | null;
  totals: Record<string, number>;
  lists: StoredList[];
  backUrl: string | null;
}
const FLAGS = ['hasDemoMode', 'hasFreeSpins', 'isDefault'] as const;
const PLATFORM_BITS: Record<Platform, number> = { desktop: 8, mobile: 16 };

function commonPrefix(values: string[]): string {
  let prefix = values[0] ?? '';
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

export function packList(games: GameItem[], platform: Platform): StoredList | null {
  const first = games[0];
  if (!first) return null;
  const dict: string[] = [];
  const index = new Map<string, number>();
  const ref = (s: string) => {
    let i = index.get(s);
    if (i === undefined) index.set(s, (i = dict.push(s) - 1));
    return i;
  };
  const img = commonPrefix(games.map((g) => g.imageUrl));
  return {
    provider: first.provider,
    server: first.serverProvider,
    route: first.routeProvider,
    platform,
    img,
    dict,
    games: games.map((g) => [
      g.id, g.additionalIntegrationGameId, g.name, g.description, ref(g.producer), ref(g.gameType),
      g.tab.map(ref), g.tabLive.map(ref), g.imageUrl.slice(img.length),
      FLAGS.reduce((bits, f, i) => (g[f] ? bits | (1 << i) : bits), 0) | g.platforms.reduce((b, p) => b | PLATFORM_BITS[p], 0),
      g.slug,
    ]),
  };
}

export function unpackList(list: StoredList): GameItem[] {
  const { provider, server, route, img, dict } = list;
  return list.games.map(([id, ext, name, description, producer, gameType, tab, tabLive, image, flags, slug]) => ({
    id,
    gameId: `${route}:${provider}:${ext}`,
    additionalIntegrationGameId: ext,
    name,
    description,
    provider,
    serverProvider: server,
    producer: dict[producer]!,
    routeProvider: route,
    gameType: dict[gameType] as GameItem['gameType'],
    tab: tab.map((i) => dict[i]!),
    tabLive: tabLive.map((i) => dict[i]!),
    imageUrl: img + image,
    hasDemoMode: !!(flags & 1),
    hasFreeSpins: !!(flags & 2),
    isDefault: !!(flags & 4),
    slug,
    platforms: (['desktop', 'mobile'] as Platform[]).filter((p) => flags & PLATFORM_BITS[p]),
  }));
}

// ---- the store --------------------------------------------------------------------------------------------

const notAuthenticated = (path: string, method = 'POST') =>
  new ApiError({ status: 401, code: 'not_authenticated', path, method });

/** Answers that may pass on a second try: no answer, a server error, a body the client could not read. */
const transient = (e: unknown) =>
  !isApiError(e) || e.status === 0 || e.status >= 500 || e.code === 'malformed_response' || e.code === 'timeout';

const excludedGame = (g: GameItem) =>
  EXCLUDED_GAMES.includes(g.additionalIntegrationGameId.toLowerCase()) || EXCLUDED_GAMES.includes(g.slug.toLowerCase());

export function createSlots(deps: SlotsDeps) {
  const { api, auth, storage, now, timers } = deps;
  const retryDelayMs = deps.retryDelayMs ?? LAUNCH_RETRY_MS;
  const $state = atom<SlotsState>({ ...EMPTY_SLOTS });
  const get = () => $state.get();
  const set = (patch: Partial<SlotsState>) => $state.set({ ...get(), ...patch });
  const setIn = <K extends 'loading' | 'errors' | 'gameList' | 'gameListInField'>(key: K, provider: string, value: SlotsState[K][string] | undefined) => {
    const next = { ...get()[key] } as Record<string, unknown>;
    if (value === undefined) delete next[provider];
    else next[provider] = value;
    set({ [key]: next } as Partial<SlotsState>);
  };

  /** The platform each list was read for: another platform reads again. */
  const platformOf: Record<string, Platform> = {};
  /** When each list ('*': producers) came from the server; the saved copy is as old as its oldest part. */
  let loadedAt: Record<string, number> = {};
  /** In-flight reads per provider and platform: a second loadGames joins the first. */
  const inFlight = new Map<string, Promise<boolean>>();
  let restored = false;
  let launchSeq = 0;
  let favouritesOf: number | null = null;
  let favouritesSeq = 0;

  // -- storage (never throws) --
  function read(key: string): unknown {
    try {
      const raw = storage?.getItem(key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  }
  function write(key: string, value: unknown) {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Full quota or storage switched off: the lists stay in memory; the next page load reads the server.
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing more to do */
      }
    }
  }

  function restore() {
    if (restored) return;
    restored = true;
    const recent = read(RECENT_STORAGE_KEY);
    if (Array.isArray(recent)) set({ recent: recent.filter((k): k is string => typeof k === 'string').slice(0, RECENT_MAX) });
    const saved = read(SLOTS_STORAGE_KEY) as { version?: unknown; savedAt?: unknown; data?: StoredSlots } | null;
    const age = typeof saved?.savedAt === 'number' ? now() - saved.savedAt : Infinity;
    if (!saved || saved.version !== SLOTS_STORE_VERSION || !(age >= 0 && age < SLOTS_PERSIST_MS) || !saved.data) return;
    try {
      const { producers, totals, lists, backUrl, at } = saved.data;
      const gameList: Record<string, GameItem[]> = {};
      loadedAt = { ...at, ...loadedAt };
      for (const list of lists) {
        gameList[list.provider] = unpackList(list);
        platformOf[list.provider] = list.platform;
      }
      const s = get();
      set({
        producers: s.producers ?? producers ?? null,
        gameList: { ...gameList, ...s.gameList },
        gameListInField: { ...totals, ...s.gameListInField },
        backUrl: s.backUrl ?? backUrl ?? null,
      });
    } catch {
      // Saved by a build with another shape under the same version: read the server instead.
    }
  }

  function persist() {
    const s = get();
    const lists = Object.entries(s.gameList).flatMap(([p, games]) => packList(games, platformOf[p] ?? 'desktop') ?? []);
    const data: StoredSlots = { at: loadedAt, producers: s.producers, totals: s.gameListInField, lists, backUrl: s.backUrl };
    // savedAt = the oldest part's age: re-saving restored lists never makes them look newer (spec §4: 2 h).
    write(SLOTS_STORAGE_KEY, { version: SLOTS_STORE_VERSION, savedAt: Math.min(now(), ...Object.values(loadedAt)), data });
  }

  // -- producers and lists --
  async function loadProducers(): Promise<void> {
    restore();
    try {
      const producers = await api.producers();
      loadedAt['*'] = now();
      set({ producers });
      setIn('errors', '*', undefined);
      // A producer that is now hidden hides its games already loaded.
      const shown = shownFilter();
      set({ gameList: Object.fromEntries(Object.entries(get().gameList).map(([p, games]) => [p, games.filter(shown)])) });
      persist();
    } catch (error) {
      setIn('errors', '*', error as Error);
    }
  }

  function hiddenProducers(): Set<string> {
    return new Set((get().producers ?? []).filter((p) => !p.active).map((p) => p.name));
  }

  /** Spec §5: what the lobby shows of a list. */
  function shownFilter(): (g: GameItem) => boolean {
    const hidden = hiddenProducers();
    return (g) => isAllowedProvider(g.provider) && !hidden.has(g.producer) && !hidden.has(g.provider) && !excludedGame(g);
  }

  /** The provider's integration: the producers list says, else the static table. */
  function routeOf(provider: string): Integration {
    return get().producers?.find((p) => p.name === provider)?.integrations[0] ?? integrationOf(provider);
  }

  function providersFor(kind: LoadKind): string[] {
    if (typeof kind === 'object' && 'provider' in kind) return [canonicalProvider(kind.provider)];
    const hidden = hiddenProducers();
    const all = ALLOWED_PROVIDERS.filter((p) => isAllowedProvider(p) && !hidden.has(p));
    if (kind === 'all' || typeof kind === 'object') return all;
    return all.filter((p) => (routeOf(p) === 'live') === (kind === 'live'));
  }

  /** Reads one provider unless the 300 rule skips it; true when a list came in. */
  function loadProvider(provider: string, platform: Platform): Promise<boolean> {
    const s = get();
    const list = s.gameList[provider];
    const total = s.gameListInField[provider];
    // Spec §4: skipped while the list holds within 300 of the server's count (for the same platform).
    if (list && total !== undefined && platformOf[provider] === platform && list.length >= total - REFETCH_MARGIN) return Promise.resolve(false);
    const flight = `${provider}:${platform}`;
    const running = inFlight.get(flight);
    if (running) return running;
    const run = (async () => {
      setIn('loading', provider, true);
      try {
        const page = await api.list(provider, platform);
        platformOf[provider] = platform;
        loadedAt[provider] = now();
        setIn('gameList', provider, page.games.filter(shownFilter()));
        setIn('gameListInField', provider, page.total);
        setIn('errors', provider, undefined);
        return true;
      } catch (error) {
        setIn('errors', provider, error as Error);
        return false;
      } finally {
        setIn('loading', provider, undefined);
        inFlight.delete(flight);
      }
    })();
    inFlight.set(flight, run);
    return run;
  }

  /** Every provider of `kind`, in parallel; failures are kept per provider (errors[provider]). */
  async function loadGames(kind: LoadKind, platform: Platform = 'desktop'): Promise<void> {
    restore();
    if (!get().producers) await loadProducers();
    const providers = providersFor(kind);
    if (typeof kind === 'object' && 'provider' in kind && !isAllowedProvider(providers[0]!)) {
      const provider = providers[0]!;
      setIn('errors', provider, new ApiError({ status: 404, code: 'provider_not_found', path: '/slots', method: 'GET' }));
      return;
    }
    const read = await Promise.all(providers.map((p) => loadProvider(p, platform)));
    if (read.includes(true)) persist();
  }

  function findGame(provider: string, externalId: string): GameItem | null {
    restore();
    return get().gameList[canonicalProvider(provider)]?.find((g) => g.additionalIntegrationGameId === externalId) ?? null;
  }

  // -- favourites --
  const signedIn = () => {
    const a = auth.get();
    return a.isAuth && a.user ? a.user.id : null;
  };

  async function loadFavourites(): Promise<void> {
    const user = signedIn();
    const mine = ++favouritesSeq;
    if (user === null) {
      favouritesOf = null;
      set({ favorite: [] });
      return;
    }
    favouritesOf = user;
    edits = [];
    try {
      const refs = await api.favourites();
      if (mine !== favouritesSeq) return;
      // Clicks made while the list was on its way are applied on top of the server's answer.
      const favorite = edits.reduce(
        (keys, [key, adding]) => (adding ? [key, ...keys.filter((k) => k !== key)] : keys.filter((k) => k !== key)),
        refs.map((r) => `${r.routeProvider}:${r.provider}:${r.additionalIntegrationGameId}_${r.provider}`),
      );
      set({ favorite });
      setIn('errors', 'favourites', undefined);
    } catch (error) {
      if (mine === favouritesSeq) setIn('errors', 'favourites', error as Error);
    }
  }

  /** The clicks since the last favourites read started: [key, adding]. */
  let edits: [string, boolean][] = [];
  const isFavourite = (game: GameItem) => get().favorite.includes(favouriteKey(game));

  /** Per key, the server calls go in the order of the clicks. */
  const favouriteChain = new Map<string, Promise<unknown>>();

  async function toggleFavourite(game: GameItem): Promise<void> {
    if (signedIn() === null) throw notAuthenticated('/api/users/favouritegames/');
    const key = favouriteKey(game);
    const before = get().favorite;
    const at = before.indexOf(key);
    const adding = at < 0;
    // Spec §4: add puts the key first; remove deletes it.
    set({ favorite: adding ? [key, ...before] : before.filter((k) => k !== key) });
    edits.push([key, adding]);
    const ext = game.additionalIntegrationGameId;
    const previous = favouriteChain.get(key) ?? Promise.resolve();
    const call = previous
      .catch(() => undefined)
      .then(() => (adding ? api.addFavourite(game.provider, ext) : api.removeFavourite(game.provider, ext)))
      // Removing one that is already gone is what was asked.
      .catch((e) => {
        if (adding || !isApiError(e) || e.code !== 'not_found') throw e;
      });
    favouriteChain.set(key, call);
    try {
      await call;
      setIn('errors', 'favourites', undefined);
    } catch (error) {
      // Roll back this click only (later clicks on other games stay).
      const back = get().favorite.filter((k) => k !== key);
      if (!adding) back.splice(Math.min(at, back.length), 0, key);
      set({ favorite: back });
      edits.push([key, !adding]);
      setIn('errors', 'favourites', error as Error);
      throw error;
    } finally {
      if (favouriteChain.get(key) === call) favouriteChain.delete(key);
    }
  }

  // -- launch --
  const pause = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? timers.setTimeout(resolve, ms) : resolve()));

  async function launchGame(game: GameItem, mode: LaunchMode, options: LaunchOptions): Promise<void> {
    if (mode !== 'demo' && signedIn() === null) throw notAuthenticated('/session');
    restore();
    const mine = ++launchSeq;
    const launch = (patch: Partial<SlotsState['launch']>) => set({ launch: { ...get().launch, ...patch } });
    set({
      backUrl: options.backUrl,
      launch: { status: 'starting', game, mode, attempt: 1, error: null },
      ...(mode === 'freespin' ? { freeSpinGameUrl: null } : { gameUrl: null }),
    });
    for (let attempt = 1; ; attempt++) {
      if (mine !== launchSeq) return;
      launch({ attempt });
      try {
        const url = await api.startSession(game, mode, { returnUrl: options.returnUrl, clientType: options.clientType });
        if (mine !== launchSeq) return;
        const key = favouriteKey(game);
        const recent = [key, ...get().recent.filter((k) => k !== key)].slice(0, RECENT_MAX);
        set({ recent, launch: { ...get().launch, status: 'ready', error: null }, ...(mode === 'freespin' ? { freeSpinGameUrl: url } : { gameUrl: url }) });
        write(RECENT_STORAGE_KEY, recent);
        persist();
        if (mode === 'freespin') void loadFreeSpinInfo();
        return;
      } catch (error) {
        if (mine !== launchSeq) return;
        if (attempt >= LAUNCH_ATTEMPTS || !transient(error)) return launch({ status: 'failed', error: error as Error });
        await pause(retryDelayMs * attempt);
      }
    }
  }

  function closeGame() {
    launchSeq++;
    set({ gameUrl: null, launch: IDLE_LAUNCH });
  }

  // -- free spins --
  async function loadFreeSpinInfo(): Promise<void> {
    if (signedIn() === null) return set({ freeSpinInfo: null });
    try {
      set({ freeSpinInfo: await api.freeSpinInfo() });
      setIn('errors', 'freeSpin', undefined);
    } catch (error) {
      setIn('errors', 'freeSpin', error as Error);
    }
  }

  function exitFreeSpin() {
    const info = get().freeSpinInfo;
    if (info) set({ freeSpinInfo: { ...info, sessionEnd: true } });
  }

  const clearFreeSpin = () => set({ freeSpinGameUrl: null, freeSpinInfo: null });

  // -- the session --
  function followAuth() {
    const user = signedIn();
    if (user === favouritesOf) return;
    if (user !== null) return void loadFavourites();
    // Signed out: nothing of the last player's stays (a real-money game they had open closes).
    favouritesOf = null;
    favouritesSeq++;
    const { launch } = get();
    set({ favorite: [], freeSpinInfo: null, freeSpinGameUrl: null });
    if (launch.status !== 'idle' && launch.mode !== 'demo') closeGame();
  }

  onMount($state, () => {
    restore();
    return auth.subscribe(followAuth);
  });

  return {
    $state: $state as ReadableAtom<SlotsState>,
    loadProducers,
    loadGames,
    loadFavourites,
    toggleFavourite,
    isFavourite,
    launchGame,
    findGame,
    closeGame,
    loadFreeSpinInfo,
    exitFreeSpin,
    clearFreeSpin,
  };
}

export type Slots = ReturnType<typeof createSlots>;

function browserStorage(): KeyStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy settings): the lobby reads the server each time
  }
}

export const slots = sharedSlot('slots', () =>
  createSlots({ api: gamesApi(http), auth: $auth, storage: browserStorage(), now: () => Date.now(), timers: browserTimers }),
);

export const $slots = slots.$state;
export const loadProducers = () => slots.loadProducers();
export const loadGames = (kind: LoadKind, platform: Platform) => slots.loadGames(kind, platform);
export const loadFavourites = () => slots.loadFavourites();
export const toggleFavourite = (game: GameItem) => slots.toggleFavourite(game);
export const isFavourite = (game: GameItem) => slots.isFavourite(game);
export const launchGame = (game: GameItem, mode: LaunchMode, options: LaunchOptions) => slots.launchGame(game, mode, options);
export const findGame = (provider: string, externalId: string) => slots.findGame(provider, externalId);
export const closeGame = () => slots.closeGame();
export const loadFreeSpinInfo = () => slots.loadFreeSpinInfo();
export const exitFreeSpin = () => slots.exitFreeSpin();
export const clearFreeSpin = () => slots.clearFreeSpin();
