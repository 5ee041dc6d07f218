// The sportsbooks' integration tokens (spec shell-session-wheel.md §3 "Sport tokens", §7;
// docs/contracts/sportsbook.md §1, §8): per provider, the token the frame gets and its expiry.
//
// - A guest has the spec's defaults ('-' for sft, null for dgt) and no call is made.
// - Fetched only for the providers a sportsbook on the page wants (wantSportToken), so a casino page never
//   logs into a sportsbook.
// - Renewed at 80% of its lifetime (a wall-clock timer: a laptop that slept renews on waking), and at once
//   after the session renews its own tokens (the sport token belongs to the login: the server may tie it
//   to the access token's family, so a fresh one follows the fresh session).
// - On a sign-out (or another player) back to the defaults at once, and an answer still in flight is
//   dropped (epoch): a late token of the last player must never reach the frame.
// - renewSportToken(): the frame said `token-expired` (or QA expired it): a fresh token at once, one request
//   for every caller while it is in flight (single flight).
// - A failed renewal keeps a token that is still valid and tries again later (5 s, doubling to a minute); the
//   failure the frame waits on (renewSportToken) is reported to the player (src/stores/error-reporter.ts).
import { map, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { GUEST_SPORT_TOKENS, SPORT_PROVIDER_IDS, sportApi, type SportApi, type SportProviderId, type SportToken } from '../api/sport';
import type { AuthState } from '../session/session-manager';
import { browserTimers, createWallClockTimer, type Timers, type WallClockTimer } from '../platform/wall-clock-timer';
import { $auth } from './auth';
import { reportError } from './error-reporter';

/** Renew when this share of the token's lifetime has passed. */
const SPORT_RENEW_AT = 0.8;
export const SPORT_RETRY_MIN_MS = 5_000;
const SPORT_RETRY_MAX_MS = 60_000;

interface SportTokenState {
  /** 'guest': the default token; 'loading': the first token of this player is on its way. */
  status: 'guest' | 'loading' | 'ready' | 'error';
  /** What the frame gets: the player's token, or the provider's default ('-' / null). */
  token: string | null;
  /** Epoch ms; null for the default. */
  expiresAt: number | null;
}

type SportTokensState = Record<SportProviderId, SportTokenState>;

const guestState = (provider: SportProviderId): SportTokenState => ({ status: 'guest', token: GUEST_SPORT_TOKENS[provider], expiresAt: null });
const allGuests = (): SportTokensState => ({ sft: guestState('sft'), dgt: guestState('dgt') });

interface SportTokensDeps {
  api: Pick<SportApi, 'login'>;
  auth: ReadableAtom<Pick<AuthState, 'status' | 'user' | 'session'>>;
  now: () => number;
  timers: Timers;
  report?: (error: unknown) => void;
}

export function createSportTokens(deps: SportTokensDeps) {
  const { api, auth, now, timers } = deps;
  const $sportTokens = map<SportTokensState>(allGuests());
  const wanted: Record<SportProviderId, number> = { sft: 0, dgt: 0 };
  const timer: Record<SportProviderId, WallClockTimer> = {
    sft: createWallClockTimer({ now, timers }),
    dgt: createWallClockTimer({ now, timers }),
  };
  const inFlight: Partial<Record<SportProviderId, Promise<string | null>>> = {};
  const failures: Record<SportProviderId, number> = { sft: 0, dgt: 0 };
  /** Bumped when the player changes (or signs out): answers asked for before are dropped. */
  let epoch = 0;
  let player: number | null = null;
  let access: string | null = null;

  const signedIn = () => {
    const a = auth.get();
    return a.status === 'signed-in' && !!a.user && !!a.session;
  };

  function set(provider: SportProviderId, state: SportTokenState) {
    $sportTokens.setKey(provider, state);
  }

  function fetchToken(provider: SportProviderId): Promise<string | null> {
    const running = inFlight[provider];
    if (running) return running;
    const mine = epoch;
    const current = $sportTokens.get()[provider];
    if (current.status === 'guest') set(provider, { ...current, status: 'loading' });
    const request = api
      .login(provider)
      .then(
        (answer: SportToken) => {
          if (mine !== epoch) return latest(provider);
          failures[provider] = 0;
          set(provider, { status: 'ready', token: answer.token, expiresAt: answer.expiresAt });
          if (wanted[provider] > 0) timer[provider].schedule(now() + answer.lifetimeMs * SPORT_RENEW_AT, () => void fetchToken(provider));
          return answer.token;
        },
        (error: unknown) => {
          if (mine !== epoch) return latest(provider);
          failures[provider]++;
          const state = $sportTokens.get()[provider];
          // A token still valid stays (the frame bets on); an expired one is of no use to anybody.
          const valid = state.status === 'ready' && state.expiresAt !== null && state.expiresAt > now();
          if (!valid) set(provider, { status: 'error', token: GUEST_SPORT_TOKENS[provider], expiresAt: null });
          const wait = Math.min(SPORT_RETRY_MIN_MS * 2 ** (failures[provider] - 1), SPORT_RETRY_MAX_MS);
          if (wanted[provider] > 0) timer[provider].schedule(now() + wait, () => void fetchToken(provider));
          throw error;
        },
      )
      .finally(() => {
        if (inFlight[provider] === request) delete inFlight[provider];
      });
    inFlight[provider] = request;
    // The scheduled renewals handle their own failure (retry); only renewSportToken's caller hears it.
    request.catch(() => undefined);
    return request;
  }

  /** For a caller whose answer was dropped: the request that replaced it, or what the store holds now. */
  const latest = (provider: SportProviderId): Promise<string | null> | string | null => inFlight[provider] ?? $sportTokens.get()[provider].token;

  function toGuests() {
    epoch++;
    for (const provider of SPORT_PROVIDER_IDS) {
      timer[provider].cancel();
      delete inFlight[provider];
      failures[provider] = 0;
    }
    $sportTokens.set(allGuests());
  }

  function fetchWanted() {
    for (const provider of SPORT_PROVIDER_IDS) if (wanted[provider] > 0) void fetchToken(provider);
  }

  auth.subscribe((a) => {
    const id = signedIn() ? a.user!.id : null;
    const nextAccess = id === null ? null : a.session!.access;
    if (id !== player) {
      player = id;
      access = nextAccess;
      // Another player or none: nothing of the last one's stays, nothing of theirs in flight lands.
      toGuests();
      if (id !== null) fetchWanted();
      return;
    }
    if (id !== null && nextAccess !== access) {
      access = nextAccess;
      // The session renewed its tokens: the sport tokens follow at once (a request in flight was asked
      // with the old bearer; it is dropped and asked again).
      epoch++;
      for (const provider of SPORT_PROVIDER_IDS) delete inFlight[provider];
      fetchWanted();
    }
  });

  return {
    $sportTokens,

    /** A sportsbook of `provider` is on the page: keep its token fresh while it is. Returns the release. */
    wantSportToken(provider: SportProviderId): () => void {
      wanted[provider]++;
      const state = $sportTokens.get()[provider];
      // A token kept fresh by its timer is enough; otherwise (none yet, a failure, a renewal stopped
      // while no sportsbook wanted it) one now.
      if (signedIn() && !(state.status === 'ready' && timer[provider].dueAt !== null)) void fetchToken(provider);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        wanted[provider]--;
        if (wanted[provider] === 0) timer[provider].cancel();
      };
    },

    /**
     * A fresh token now (the frame said `token-expired`): one request for every caller while it is in
     * flight. Resolves with the token the frame should get (the default for a guest, who makes no call).
     */
    async renewSportToken(provider: SportProviderId): Promise<string | null> {
      if (!signedIn()) return GUEST_SPORT_TOKENS[provider];
      try {
        return await fetchToken(provider);
      } catch (error) {
        (deps.report ?? reportError)(error);
        return $sportTokens.get()[provider].token;
      }
    },
  };
}

type SportTokens = ReturnType<typeof createSportTokens>;

const sportTokens = sharedSlot('sportTokens', () =>
  createSportTokens({ api: sportApi(http), auth: $auth, now: () => Date.now(), timers: browserTimers }),
);

export const $sportTokens = sportTokens.$sportTokens;
export const wantSportToken = (provider: SportProviderId) => sportTokens.wantSportToken(provider);
export const renewSportToken = (provider: SportProviderId) => sportTokens.renewSportToken(provider);
