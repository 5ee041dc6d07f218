// Keeps the open game's session alive (docs/api.md "Slots and games" §3; docs/security.md "Tokens the
// frames hold"). The frame holds its session as a bearer token it cannot bind to the login's DPoP key, so
// the server gives it minutes; our page, which holds the key, renews it through the start answer's
// renew_token, as the sportsbook renews its tokens (stores/sport-tokens.ts):
// - at 80 % of the lifetime the server gave (a wall-clock timer: a laptop that slept renews on waking);
// - a renewal with no definitive answer (network, 5xx, unreadable) is tried again after 5 s, doubling to a
//   minute, while the session has time left: the frame keeps playing meanwhile;
// - a refusal (401 game_session_expired, a revoked login, 403 session limit) stops: the session is over
//   and the frame says so at its next round; nothing is retried into a login that ended.
// One game is open at a time: start() replaces the previous session, stop() ends the renewals.
import { isApiError } from '../api/errors';
import type { GameSessionRenewal, GamesApi } from '../api/games';
import { createWallClockTimer, type Timers } from '../platform/wall-clock-timer';

/** Renew when this share of the session's lifetime has passed (the sportsbook's rule, SPORT_RENEW_AT). */
const GAME_RENEW_AT = 0.8;
export const GAME_RENEW_RETRY_MIN_MS = 5_000;
const GAME_RENEW_RETRY_MAX_MS = 60_000;

/** Answers a later try may change: no answer, a server error, a body the client could not read. */
const passing = (e: unknown) =>
  !isApiError(e) || e.status === 0 || e.status >= 500 || e.code === 'malformed_response' || e.code === 'timeout';

export function createGameRenewal(deps: { api: Pick<GamesApi, 'renewSession'>; now: () => number; timers: Timers }) {
  const { api, now, timers } = deps;
  const timer = createWallClockTimer({ now, timers });
  /** Bumped by start() and stop(): an answer for an earlier session is dropped. */
  let epoch = 0;

  function plan(mine: number, token: string, expiresAt: number, lifetimeMs: number) {
    timer.schedule(expiresAt - lifetimeMs * (1 - GAME_RENEW_AT), () => void renew(mine, token, expiresAt, GAME_RENEW_RETRY_MIN_MS));
  }

  async function renew(mine: number, token: string, expiresAt: number, retryMs: number): Promise<void> {
    const sentAt = now();
    try {
      const lifetimeMs = await api.renewSession(token);
      if (mine === epoch) plan(mine, token, sentAt + lifetimeMs, lifetimeMs);
    } catch (error) {
      if (mine !== epoch || !passing(error)) return;
      const at = now() + retryMs;
      // Past the session's end a retry would only meet its refusal.
      if (at < expiresAt) timer.schedule(at, () => void renew(mine, token, expiresAt, Math.min(retryMs * 2, GAME_RENEW_RETRY_MAX_MS)));
    }
  }

  return {
    /** The session just opened: renew it before it ends (null: the server keeps it alive itself). */
    start(renewal: GameSessionRenewal | null) {
      const mine = ++epoch;
      timer.cancel();
      if (renewal) plan(mine, renewal.token, renewal.expiresAt, renewal.lifetimeMs);
    },
    stop() {
      epoch++;
      timer.cancel();
    },
    /** When the next renewal is due (epoch ms), or null: for tests and the QA inspector. */
    get dueAt() {
      return timer.dueAt;
    },
  };
}

type GameRenewal = ReturnType<typeof createGameRenewal>;
