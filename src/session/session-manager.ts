// The session, spec shell-session-wheel.md §4 "Sign-in and session" items 1–8 with the constants of §9.
// Everything platform-bound (clock, timers, storage, Web Locks, page visibility and activity) is
// injected, so each rule is proven under fake timers in tests/unit/session.
import type { MapStore } from 'nanostores';
import type { SessionApi } from '../api/accounts';
import { PLAYER_ROLE, type SessionTokens, type User } from '../api/types';
import type { ApiError } from '../api/errors';
import { bothTokensValid, expiresAt, freshness, isExpired } from './tokens';
import { createWallClockTimer, type Timers } from '../platform/wall-clock-timer';

const USER_POLL_MS = 5_000;
const USER_POLL_MAX_BACKOFF_MS = 60_000;
const INACTIVITY_LIMIT_MS = 20 * 60_000;
/** After a refresh the server could not answer (offline, 5xx), try again this much later. */
const REFRESH_RETRY_MS = 15_000;

type SessionStatus = 'guest' | 'restoring' | 'signed-in' | 'logging-out';

export interface AuthState {
  status: SessionStatus;
  isAuth: boolean;
  user: User | null;
  session: SessionTokens | null;
  partnerId: number | null;
  additionalData: Record<string, unknown>;
}

/** The signed-in player's id, null for a guest: what a store keyed by player compares. */
export const playerIdOf = (auth: { isAuth: boolean; user: { id: number } | null }): number | null => (auth.isAuth && auth.user ? auth.user.id : null);

export const GUEST_STATE: AuthState = {
  status: 'guest',
  isAuth: false,
  user: null,
  session: null,
  partnerId: null,
  additionalData: {},
};

/** What the page keeps between reloads and shares between tabs. */
export interface StoredSession extends SessionTokens {
  user?: User | null;
}

export interface TokenStore {
  /** The stored session as it is in storage right now (other tabs may have written it). */
  read(): StoredSession | null;
  write(session: StoredSession | null): void;
  /** Changes written by other tabs; returns unsubscribe. */
  onExternalChange(listener: (session: StoredSession | null) => void): () => void;
}

export interface ActivityStore {
  /** Epoch ms of the player's last interaction in any tab. */
  last(): number;
  touch(at: number): void;
}

export interface PageSignals {
  isHidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  /** Player interactions (pointer, keys, touch, wheel); returns unsubscribe. */
  onActivity(listener: () => void): () => void;
  /** The clock may have jumped: visible again, back online, focused. */
  onWake(listener: () => void): () => void;
}

export interface LockManagerLike {
  /** Runs callback holding the exclusive lock; `waited` tells whether another holder had it first. */
  request<T>(name: string, callback: (waited: boolean) => Promise<T>): Promise<T>;
}

/** How long a tab that waited for the refresh lock looks for the other tab's tokens in storage. */
const STORAGE_CATCH_UP_MS = 1_000;

export type SessionChangeKind = 'signed-in' | 'signed-out' | 'expired';
export type SessionNotice = 'only-players' | 'session-expired';

export interface SessionDeps {
  api: SessionApi;
  state: MapStore<AuthState>;
  tokens: TokenStore;
  activity: ActivityStore;
  now: () => number;
  timers: Timers;
  page?: PageSignals;
  /** Web Locks: one refresh for all tabs. Without it, one refresh per tab (still single-flight inside it). */
  locks?: LockManagerLike;
  onChange?: (kind: SessionChangeKind, user: User | null) => void;
  notify?: (notice: SessionNotice) => void;
  pollMs?: number;
  inactivityMs?: number;
}

type SignInOutcome = { ok: true; user: User } | { ok: false; reason: 'not-a-player' };

const REFRESH_LOCK = 'casino-widgets:refresh';

/** No answer at all, or a server fault: not a verdict on the session. */
function isTransient(error: unknown): boolean {
  const status = (error as ApiError | undefined)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}

export function createSessionManager(deps: SessionDeps) {
  const { api, state, tokens, activity, now, timers, page } = deps;
  const pollMs = deps.pollMs ?? USER_POLL_MS;
  const inactivityMs = deps.inactivityMs ?? INACTIVITY_LIMIT_MS;
  const onWake = page ? (check: () => void) => page.onWake(check) : undefined;
  const refreshTimer = createWallClockTimer({ now, timers, onWake });
  const inactivityTimer = createWallClockTimer({ now, timers, onWake });

  let refreshing: Promise<boolean> | null = null;
  let pollHandle: unknown = null;
  let pollFailures = 0;
  let started = false;
  const stopSignals: (() => void)[] = [];
  /** Bumped whenever the session ends or changes hands, so late answers of an old session are dropped. */
  let epoch = 0;

  const current = () => state.get();
  const signedIn = () => current().status === 'signed-in';

  function save(session: SessionTokens, user: User | null) {
    const stored: StoredSession = { access: session.access, refresh: session.refresh, user };
    tokens.write(stored);
  }

  function setSignedIn(session: SessionTokens, user: User | null) {
    state.set({ ...current(), status: 'signed-in', isAuth: true, session, user: user ?? current().user });
  }

  // ---- item 5 and 4: scheduled renewal --------------------------------------------------------------

  function scheduleRefresh() {
    const session = current().session;
    const plan = freshness(session, now());
    if (plan.action === 'logout') {
      void endSession('expired');
      return;
    }
    const stale = session!.access;
    const run = () => {
      void refresh(stale);
    };
    // A time already past (refresh-now) runs at once.
    refreshTimer.schedule(plan.action === 'refresh-at' ? plan.at : 0, run);
  }

  /**
   * Renews the access token once for every caller that saw `staleAccess` fail or age, in this tab and
   * (with Web Locks) in every other tab: whoever gets the lock second finds fresh tokens in storage and
   * adopts them instead of calling the server again. Resolves true while the session goes on.
   */
  function refresh(staleAccess: string): Promise<boolean> {
    if (refreshing) return refreshing;
    const myEpoch = epoch;
    const run = async (waited = false): Promise<boolean> => {
      // localStorage reaches other tabs' processes a little after their lock is released (seen in
      // Chromium): a tab that had to wait gives the holder's new tokens a moment to arrive.
      const stored = waited ? await storedOtherThan(staleAccess) : tokens.read();
      if (!stored || myEpoch !== epoch) return false;
      if (stored.access !== staleAccess && !isExpired(stored.access, now())) {
        adopt(stored);
        return true;
      }
      if (isExpired(stored.refresh, now())) {
        await endSession('expired');
        return false;
      }
      try {
        const next = await api.refresh(stored.refresh);
        if (myEpoch !== epoch) return false;
        save(next, current().user);
        setSignedIn(next, current().user);
        scheduleRefresh();
        return true;
      } catch (error) {
        if (myEpoch !== epoch) return false;
        if (isTransient(error)) {
          // Offline for a moment: keep the session and try again, never log out for a lost packet.
          refreshTimer.schedule(now() + REFRESH_RETRY_MS, () => void refresh(staleAccess));
          return false;
        }
        await endSession('expired');
        return false;
      }
    };
    const locked = deps.locks ? () => deps.locks!.request(REFRESH_LOCK, run) : () => run();
    refreshing = locked().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The stored session once its access token is no longer `stale`, or as it is after a short wait. */
  async function storedOtherThan(stale: string): Promise<StoredSession | null> {
    const until = now() + STORAGE_CATCH_UP_MS;
    let stored = tokens.read();
    while (stored?.access === stale && now() < until) {
      await new Promise<void>((resolve) => timers.setTimeout(resolve, 25));
      stored = tokens.read();
    }
    return stored;
  }

  /** Tokens renewed by another tab. */
  function adopt(stored: StoredSession) {
    setSignedIn({ access: stored.access, refresh: stored.refresh }, stored.user ?? null);
    scheduleRefresh();
  }

  // ---- item 6: a 401 while signed in --------------------------------------------------------------

  async function unauthorized(token: string, error: ApiError): Promise<boolean> {
    if (!signedIn() && current().status !== 'restoring') return false;
    if (error.code === 'access_and_refresh_token_invalid') {
      await endSession('expired');
      return false;
    }
    const session = current().session;
    if (!session || isExpired(session.refresh, now())) {
      await endSession('expired');
      return false;
    }
    // Someone already renewed since this request left: replay it with the new token.
    if (session.access !== token && !isExpired(session.access, now())) return true;
    return refresh(token);
  }

  // ---- item 7: user polling --------------------------------------------------------------------------

  function stopPolling() {
    if (pollHandle !== null) timers.clearTimeout(pollHandle);
    pollHandle = null;
  }

  function schedulePoll(delay: number) {
    stopPolling();
    if (!signedIn() || page?.isHidden()) return;
    pollHandle = timers.setTimeout(() => void pollUser(), delay);
  }

  async function pollUser() {
    pollHandle = null;
    if (!signedIn() || page?.isHidden()) return;
    const myEpoch = epoch;
    try {
      const user = await api.user();
      if (myEpoch !== epoch || !signedIn()) return;
      pollFailures = 0;
      updateUser(user);
      schedulePoll(pollMs);
    } catch (error) {
      if (myEpoch !== epoch || !signedIn()) return;
      // Back off while the network is down: 5 s, 10 s, 20 s … up to a minute.
      pollFailures = isTransient(error) ? pollFailures + 1 : 0;
      schedulePoll(Math.min(pollMs * 2 ** pollFailures, USER_POLL_MAX_BACKOFF_MS));
    }
  }

  function updateUser(user: User) {
    const before = current().user;
    state.setKey('user', user);
    const session = current().session;
    if (session && JSON.stringify(before) !== JSON.stringify(user)) save(session, user);
  }

  /**
   * The one way to write the user and the balances (docs/conventions.md §1): a money action (a spin, a deposit,
   * a bet) or a profile save applies its answer here instead of writing `$auth`. It sets the user,
   * saves the stored session other tabs read, and refuses an answer of another session: the epoch
   * moved since `since` (sign-out, another sign-in, expiry) or the user is not the one signed in.
   * The next poll (item 7) still follows and wins. Returns whether the user was applied.
   */
  function applyUser(next: User | ((user: User) => User), since: number = epoch): boolean {
    const user = current().user;
    if (since !== epoch || !signedIn() || !user) return false;
    const updated = typeof next === 'function' ? next(user) : next;
    if (updated.id !== user.id) return false;
    updateUser(updated);
    return true;
  }

  /** `applyUser` for an answer that carries balances only (null or absent: unchanged). */
  function applyBalances(
    userId: number,
    balances: { balance?: number | null; bonusBalance?: number | null },
    since: number = epoch,
  ): boolean {
    if (current().user?.id !== userId) return false;
    return applyUser(
      (user) => ({
        ...user,
        balance: balances.balance ?? user.balance,
        bonusBalance: balances.bonusBalance ?? user.bonusBalance,
      }),
      since,
    );
  }

  function onVisibilityChange() {
    if (!signedIn()) return;
    if (page?.isHidden()) stopPolling();
    else schedulePoll(0); // one immediate poll when the page shows again
  }

  // ---- item 8: inactivity ----------------------------------------------------------------------------

  function scheduleInactivity() {
    inactivityTimer.schedule(activity.last() + inactivityMs, () => {
      if (!signedIn()) return;
      // Another tab may have seen the player meanwhile: the shared timestamp decides.
      if (now() - activity.last() >= inactivityMs) void endSession('expired');
      else scheduleInactivity();
    });
  }

  let lastTouch = 0;
  function onActivity() {
    if (!signedIn()) return;
    const at = now();
    // Storage writes are throttled; the deadline only needs second precision.
    if (at - lastTouch < 5_000) return;
    lastTouch = at;
    activity.touch(at);
    scheduleInactivity();
  }

  // ---- entering and leaving the signed-in state ---------------------------------------------------

  function enterSignedIn(session: SessionTokens, user: User | null) {
    setSignedIn(session, user);
    scheduleRefresh();
    scheduleInactivity();
    pollFailures = 0;
    schedulePoll(pollMs);
  }

  function clearLocal() {
    epoch++;
    refreshTimer.cancel();
    inactivityTimer.cancel();
    stopPolling();
    state.set({ ...GUEST_STATE });
  }

  /** Ends the session locally and in storage (so every tab follows), with the notice the reason needs. */
  async function endSession(kind: 'signed-out' | 'expired') {
    const wasSignedIn = current().status !== 'guest';
    clearLocal();
    tokens.write(null);
    if (!wasSignedIn) return;
    if (kind === 'expired') deps.notify?.('session-expired');
    deps.onChange?.(kind, null);
  }

  function onExternalChange(stored: StoredSession | null) {
    const mine = current().session;
    if (!stored) {
      if (current().status === 'guest') return;
      // Signed out in another tab.
      clearLocal();
      deps.onChange?.('signed-out', null);
      return;
    }
    if (mine && stored.access === mine.access) return;
    // A late storage event can carry tokens older than ours (another tab saved before we renewed).
    if (mine && (expiresAt(stored.access) ?? 0) < (expiresAt(mine.access) ?? 0)) return;
    if (current().status === 'guest') {
      // Signed in in another tab.
      enterSignedIn({ access: stored.access, refresh: stored.refresh }, stored.user ?? null);
      deps.onChange?.('signed-in', stored.user ?? null);
      if (!stored.user) void pollUser();
      return;
    }
    adopt(stored);
  }

  /** Other tabs, visibility and activity are heard from the first start() or signIn() on. */
  function listen() {
    if (started) return;
    started = true;
    stopSignals.push(tokens.onExternalChange(onExternalChange));
    if (page) {
      stopSignals.push(page.onVisibilityChange(onVisibilityChange));
      stopSignals.push(page.onActivity(onActivity));
    }
  }

  return {
    state,

    /** Item 4: restores a stored session (a loader shows meanwhile), renewing it first when it is due. */
    async start(): Promise<void> {
      if (started) return;
      listen();
      const stored = tokens.read();
      if (!stored) {
        state.set({ ...GUEST_STATE });
        return;
      }
      const plan = freshness(stored, now());
      if (plan.action === 'logout') {
        tokens.write(null);
        state.set({ ...GUEST_STATE });
        return;
      }
      const myEpoch = epoch;
      state.set({
        ...GUEST_STATE,
        status: 'restoring',
        session: { access: stored.access, refresh: stored.refresh },
        user: stored.user ?? null,
      });
      if (plan.action === 'refresh-now' && !(await refresh(stored.access))) {
        if (myEpoch === epoch && current().status === 'restoring') {
          // The server could not be reached: keep what we have and let the timers retry.
          enterSignedIn(current().session!, current().user);
          deps.onChange?.('signed-in', current().user);
        }
        return;
      }
      if (myEpoch !== epoch) return;
      let user = current().user;
      try {
        user = await api.user();
      } catch (error) {
        if (myEpoch !== epoch) return;
        if (!isTransient(error)) {
          await endSession('expired');
          return;
        }
      }
      if (myEpoch !== epoch) return;
      if (user && user.role !== PLAYER_ROLE) {
        await endSession('signed-out');
        return;
      }
      activity.touch(now());
      enterSignedIn(current().session!, user);
      if (user) save(current().session!, user);
      // A host that listens from page load learns of the restored session the same way as of a sign-in.
      deps.onChange?.('signed-in', user);
    },

    /**
     * Items 1–2: sign in; a role other than player is signed out at once with the only-players notice.
     * `purpose: 'withdraw'`: the withdraw-only login of a self-excluded player
     * (docs/contracts/responsible-gaming.md).
     */
    async signIn(username: string, password: string, purpose?: 'withdraw'): Promise<SignInOutcome> {
      listen();
      const { session, user } = await api.login(username, password, purpose);
      if (user.role !== PLAYER_ROLE) {
        // The server did open a session: close it there too, then say why.
        await api.logout(session).catch(() => undefined);
        deps.notify?.('only-players');
        return { ok: false, reason: 'not-a-player' };
      }
      clearLocal();
      activity.touch(now());
      lastTouch = now();
      save(session, user);
      enterSignedIn(session, user);
      deps.onChange?.('signed-in', user);
      return { ok: true, user };
    },

    /** Item 3: tells the server only while both tokens are valid; always clears the local state. */
    async signOut(): Promise<void> {
      if (current().status === 'guest') return;
      state.setKey('status', 'logging-out');
      stopPolling();
      // The logout revokes the token family: a renewal sent after it, or still on the wire, would be
      // refused. Let the one in flight land (the logout then names its tokens) and send no other.
      await refreshing;
      refreshTimer.cancel();
      const session = current().session;
      if (session && bothTokensValid(session, now())) await api.logout(session).catch(() => undefined);
      await endSession('signed-out');
    },

    /** For `access_and_refresh_token_invalid` and friends: notice, logout, "session expired". */
    expire: () => endSession('expired'),

    /** The HTTP client's hooks (spec §4 item 6). */
    authHooks: {
      accessToken: () => current().session?.access ?? null,
      unauthorized,
    },

    refresh: () => {
      const access = current().session?.access;
      return access ? refresh(access) : Promise.resolve(false);
    },

    /** Item 7 now rather than in 5 s (a game reported a round): the same poll, epoch and storage rules. */
    pollNow: () => schedulePoll(0),

    /**
     * The session's current epoch: take it before a request whose answer carries the user or the
     * balances, and hand it to `applyUser`, which drops the answer if the session changed meanwhile.
     */
    epoch: (): number => epoch,

    applyUser,
    applyBalances,

    /** Removes listeners and timers (tests, hot reload). */
    stop() {
      started = false;
      stopSignals.splice(0).forEach((off) => off());
      refreshTimer.cancel();
      inactivityTimer.cancel();
      stopPolling();
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
