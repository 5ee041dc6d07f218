// $slots: the lobby's games (spec money-and-games.md §3 "Slots state", §4 "Favourites", "Game session url",
// "Game list re-fetch", §5 providers; docs/api.md "Slots and games"), joined by `computed` from small
// stores, one concern each:
//
// - ./slots-catalogue.ts: lists per canonical provider, the server's totals, loading and errors, the 300 rule;
// - ./slots-storage.ts, ./slots-persistence.ts: the catalogue saved as `{ version: 5, savedAt, data }` in
//   Cache Storage, read back within 2 h;
// - ./slots-favourites.ts: favourites, optimistic with rollback, following the signed-in player;
// - ./slots-launch.ts: launches (3 attempts, demo, free spins) and the free-spin offer;
// - ./slots-recent.ts: recently played, persisted without expiry.
//
// The favourites and the free-spin offer follow $auth while an element shows the store. Guests: real money
// and free-spin launches and favourites are refused with ApiError not_authenticated, without a call (the
// element shows the casino login notice). Demo works for guests.
import { computed, onMount, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { playerIdOf } from '../session/session-manager';
import { isWithdrawOnly } from '../session/tokens';
import { http } from '../api/http';
import type { ApiError } from '../api/errors';
import { GAME_RENEW_PATH, INTEGRATIONS, type FreeSpinInfo, type GameItem, type GamesApi, type LaunchMode, type Platform, type Producer } from '../api/games';
import { lazyCalls } from '../api/lazy-calls';
import { browserTimers, type Timers } from '../platform/wall-clock-timer';
import { $auth } from './auth';
import { createCatalogue, type LoadKind } from './slots-catalogue';
import { createFavourites } from './slots-favourites';
import { createLaunch, LAUNCH_RETRY_MS, type Launch, type LaunchOptions } from './slots-launch';
import { createRecent } from './slots-recent';
import { cacheStorage, jsonStorage, SLOTS_STORAGE_KEY, type AsyncKeyStorage, type KeyStorage } from './slots-storage';

export { type LoadKind } from './slots-catalogue';
export { favouriteKey } from './slots-favourites';
export { type LaunchOptions, type LaunchStatus } from './slots-launch';
export { RECENT_MAX } from './slots-recent';
export { RECENT_STORAGE_KEY, SLOTS_PERSIST_MS, SLOTS_STORAGE_KEY, SLOTS_STORE_VERSION } from './slots-storage';

interface SlotsState {
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
  favourites: string[];
  /** Same keys, newest first, at most RECENT_MAX (persisted). */
  recent: string[];
  gameUrl: string | null;
  freeSpinGameUrl: string | null;
  freeSpinInfo: FreeSpinInfo | null;
  launch: Launch;
}

export interface SlotsDeps {
  api: Pick<GamesApi, 'producers' | 'list' | 'openSession' | 'renewSession' | 'favourites' | 'addFavourite' | 'removeFavourite' | 'freeSpinInfo'>;
  auth: ReadableAtom<{ isAuth: boolean; user: { id: number } | null; session?: { access: string } | null }>;
  storage: KeyStorage | null;
  /** Where the catalogue is saved; `storage` when omitted. */
  catalogueStorage?: AsyncKeyStorage | null;
  now: () => number;
  timers: Timers;
  retryDelayMs?: number;
}

export function createSlots(deps: SlotsDeps) {
  const { api, auth, now, timers } = deps;
  const store = jsonStorage(deps.storage);
  const signedIn = () => playerIdOf(auth.get());
  const catalogue = createCatalogue({ api, storage: deps.catalogueStorage === undefined ? deps.storage : deps.catalogueStorage, now });
  const favourites = createFavourites({ api, signedIn });
  const recent = createRecent(store);
  const launch = createLaunch({ api, signedIn, now, timers, retryDelayMs: deps.retryDelayMs ?? LAUNCH_RETRY_MS, onStarted: recent.add });

  const $state: ReadableAtom<SlotsState> = computed(
    [
      catalogue.$producers,
      catalogue.$gameList,
      catalogue.$totals,
      catalogue.$loading,
      catalogue.$errors,
      favourites.$error,
      launch.$freeSpinError,
      favourites.$favourites,
      recent.$recent,
      launch.$gameUrl,
      launch.$freeSpinGameUrl,
      launch.$freeSpinInfo,
      launch.$launch,
    ],
    (producers, gameList, gameListInField, loading, listErrors, favouritesError, freeSpinError, favouriteKeys, recentKeys, gameUrl, freeSpinGameUrl, freeSpinInfo, current) => ({
      producers,
      gameList,
      gameListInField,
      loading,
      errors: {
        ...listErrors,
        ...(favouritesError ? { favourites: favouritesError } : {}),
        ...(freeSpinError ? { freeSpin: freeSpinError } : {}),
      },
      favourites: favouriteKeys,
      recent: recentKeys,
      gameUrl,
      freeSpinGameUrl,
      freeSpinInfo,
      launch: current,
    }),
  );

  function followAuth() {
    const user = signedIn();
    if (user === favourites.owner()) return;
    // A withdraw-only login (a player on a break, signed in to be paid out) is refused every game, its
    // favourites included: not asked for (a refusal arriving while the home page's rows show would be
    // an error on a page that offers nothing to fix).
    if (user !== null) return void (isWithdrawOnly(auth.get().session?.access) || favourites.load());
    // Signed out: nothing of the last player's stays (a real-money game they had open closes).
    favourites.clear();
    launch.signedOut();
  }

  // The saved catalogue and recently played are read once: here, or at the first call that needs them.
  onMount($state, () => {
    recent.restore();
    void catalogue.restore();
    return auth.subscribe(followAuth);
  });

  return {
    $state,
    loadProducers: catalogue.loadProducers,
    loadGames: catalogue.loadGames,
    loadFavourites: favourites.load,
    toggleFavourite: favourites.toggle,
    isFavourite: favourites.isFavourite,
    launchGame: launch.launchGame,
    findGame: catalogue.findGame,
    closeGame: launch.closeGame,
    loadFreeSpinInfo: launch.loadFreeSpinInfo,
    exitFreeSpin: launch.exitFreeSpin,
    clearFreeSpin: launch.clearFreeSpin,
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

/**
 * The lobby's calls, with api/games-calls.ts (the three integrations' paging and the converters) loaded by the
 * first of them: the lobby's first paint (its skeleton, its filters) does not wait for it
 * (docs/architecture.md "Build and budgets").
 */
const favourites = '/api/users/favouritegames/';
const gamesCalls = lazyCalls(() => import('../api/games-calls').then((m) => m.gamesApi(http)), {
  producers: { method: 'GET', path: '/services/game-catalog/producer' },
  list: { method: 'GET', path: INTEGRATIONS.hub.list.path },
  openSession: { method: 'POST', path: INTEGRATIONS.hub.session.real },
  renewSession: { method: 'POST', path: GAME_RENEW_PATH },
  favourites: { method: 'GET', path: favourites },
  addFavourite: { method: 'POST', path: favourites },
  removeFavourite: { method: 'DELETE', path: favourites },
  freeSpinInfo: { method: 'GET', path: '/api/users/freespin-session/' },
});

const slots = sharedSlot('slots', () => {
  const storage = browserStorage();
  const catalogueStorage = cacheStorage('casino-widgets');
  // The catalogue in Cache Storage (./slots-storage.ts says why); a copy an earlier build left in
  // localStorage goes. Without Cache Storage (an insecure origin) it stays in localStorage.
  if (catalogueStorage) storage?.removeItem(SLOTS_STORAGE_KEY);
  return createSlots({ api: gamesCalls, auth: $auth, storage, catalogueStorage: catalogueStorage ?? storage, now: () => Date.now(), timers: browserTimers });
});

export const $slots = slots.$state;
export const loadGames = (kind: LoadKind, platform: Platform) => slots.loadGames(kind, platform);
export const toggleFavourite = (game: GameItem) => slots.toggleFavourite(game);
export const launchGame = (game: GameItem, mode: LaunchMode, options: LaunchOptions) => slots.launchGame(game, mode, options);
export const findGame = (provider: string, externalId: string) => slots.findGame(provider, externalId);
export const closeGame = () => slots.closeGame();
export const loadFreeSpinInfo = () => slots.loadFreeSpinInfo();
export const exitFreeSpin = () => slots.exitFreeSpin();
export const clearFreeSpin = () => slots.clearFreeSpin();
