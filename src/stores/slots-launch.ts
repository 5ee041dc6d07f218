// Game launches (spec money-and-games.md §4 "Game session url", free spins): up to LAUNCH_ATTEMPTS session
// calls for answers that may be passing (no answer, 5xx, a body the client could not read), then status
// 'failed' (retry = call again); refusals (404, 400, 401) fail at once. Guests: real money and free-spin
// launches are refused with not_authenticated without a call; demo works for guests. The free-spin offer
// (info, exit, clear) lives here too: a free-spin launch reads it again.
import { atom } from 'nanostores';
import { isApiError } from '../api/errors';
import type { FreeSpinInfo, GameItem, GamesApi, LaunchMode, Platform } from '../api/games';
import type { Timers } from '../platform/wall-clock-timer';
import { createGameRenewal } from './game-renewal';
import { notAuthenticated } from './slots-favourites';

const LAUNCH_ATTEMPTS = 3;
/** Pause before the 2nd and 3rd session attempt (× attempt number). */
export const LAUNCH_RETRY_MS = 500;

export type LaunchStatus = 'idle' | 'starting' | 'ready' | 'failed';
export interface Launch {
  status: LaunchStatus;
  game: GameItem | null;
  mode: LaunchMode;
  attempt: number;
  error: Error | null;
}
export interface LaunchOptions {
  returnUrl: string;
  clientType: Platform;
  /** The player's language (fr, en, ar): the game shows its texts and money in it. */
  lang?: string;
}

const IDLE_LAUNCH: Launch = { status: 'idle', game: null, mode: 'real', attempt: 0, error: null };

/** Answers that may pass on a second try: no answer, a server error, a body the client could not read. */
const transient = (e: unknown) =>
  !isApiError(e) || e.status === 0 || e.status >= 500 || e.code === 'malformed_response' || e.code === 'timeout';

export function createLaunch(deps: {
  api: Pick<GamesApi, 'openSession' | 'renewSession' | 'freeSpinInfo'>;
  signedIn: () => number | null;
  now: () => number;
  timers: Timers;
  retryDelayMs: number;
  /** A session URL came in for `game` (the recently played row takes it). */
  onStarted: (game: GameItem) => void;
}) {
  const { api, signedIn, timers, retryDelayMs, onStarted } = deps;
  // The open game's session, kept alive by our page while the game is open (./game-renewal.ts).
  const renewal = createGameRenewal({ api, now: deps.now, timers });
  const $launch = atom<Launch>(IDLE_LAUNCH);
  const $gameUrl = atom<string | null>(null);
  const $freeSpinGameUrl = atom<string | null>(null);
  const $freeSpinInfo = atom<FreeSpinInfo | null>(null);
  const $freeSpinError = atom<Error | undefined>(undefined);
  let seq = 0;
  /** Bumped when the offer is cleared or left: an info answer asked for before is late and dropped. */
  let infoEpoch = 0;

  const pause = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? timers.setTimeout(resolve, ms) : resolve()));
  const urlOf = (mode: LaunchMode) => (mode === 'freespin' ? $freeSpinGameUrl : $gameUrl);
  const patch = (change: Partial<Launch>) => $launch.set({ ...$launch.get(), ...change });

  async function launchGame(game: GameItem, mode: LaunchMode, options: LaunchOptions): Promise<void> {
    if (mode !== 'demo' && signedIn() === null) throw notAuthenticated('/session');
    const mine = ++seq;
    renewal.stop();
    urlOf(mode).set(null);
    $launch.set({ status: 'starting', game, mode, attempt: 1, error: null });
    for (let attempt = 1; ; attempt++) {
      if (mine !== seq) return;
      patch({ attempt });
      try {
        const started = await api.openSession(game, mode, options);
        if (mine !== seq) return;
        urlOf(mode).set(started.url);
        renewal.start(started.renewal);
        patch({ status: 'ready', error: null });
        onStarted(game);
        if (mode === 'freespin') void loadFreeSpinInfo();
        return;
      } catch (error) {
        if (mine !== seq) return;
        if (attempt >= LAUNCH_ATTEMPTS || !transient(error)) return patch({ status: 'failed', error: error as Error });
        await pause(retryDelayMs * attempt);
      }
    }
  }

  function closeGame() {
    seq++;
    renewal.stop();
    $gameUrl.set(null);
    $launch.set(IDLE_LAUNCH);
  }

  async function loadFreeSpinInfo(): Promise<void> {
    if (signedIn() === null) return $freeSpinInfo.set(null);
    const mine = infoEpoch;
    try {
      const info = await api.freeSpinInfo();
      if (mine !== infoEpoch) return;
      $freeSpinInfo.set(info);
      $freeSpinError.set(undefined);
    } catch (error) {
      if (mine === infoEpoch) $freeSpinError.set(error as Error);
    }
  }

  function exitFreeSpin() {
    infoEpoch++;
    const info = $freeSpinInfo.get();
    if (info) $freeSpinInfo.set({ ...info, sessionEnd: true });
  }

  function clearFreeSpin() {
    infoEpoch++;
    $freeSpinGameUrl.set(null);
    $freeSpinInfo.set(null);
  }

  /** Signed out: the offer goes, and a real-money game the last player had open closes. */
  function signedOut() {
    const { status, mode } = $launch.get();
    // The login ended: its sessions with it (a demo of that login too); nothing is renewed any more.
    renewal.stop();
    clearFreeSpin();
    if (status !== 'idle' && mode !== 'demo') closeGame();
  }

  return {
    $launch,
    $gameUrl,
    $freeSpinGameUrl,
    $freeSpinInfo,
    $freeSpinError,
    /** When the open game's next renewal is due (epoch ms), or null. */
    renewalDueAt: () => renewal.dueAt,
    launchGame,
    closeGame,
    loadFreeSpinInfo,
    exitFreeSpin,
    clearFreeSpin,
    signedOut,
  };
}
