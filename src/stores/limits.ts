// $limits: the signed-in player's responsible-gaming limits (issue 17; contract §1, §3), read by the
// profile's limits page and the cashier's deposit view. Loaded while something shows it (onMount) and it
// follows the session as src/stores/profile-summary.ts does: signed out, nothing of the last player stays;
// another player signs in, their own limits load; an answer that lands for the previous player (or after
// a newer request) is dropped. The actions (save, cancel a pending change, time-out / self-exclusion) are
// plain async functions; they reject with the server's ApiError and leave the store as it was.
import { map, onMount, type MapStore, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { limitsApi, type Exclusion, type ExclusionRequest, type LimitField, type Limits, type LimitsApi, type LimitsPatch } from '../api/limits';
import { playerIdOf, type AuthState, type SessionManager } from '../session/session-manager';
import { $auth, session } from './auth';

export interface LimitsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whose limits the store holds (null: nobody's). */
  userId: number | null;
  limits: Limits | null;
  error: unknown;
}

export const EMPTY_LIMITS: LimitsState = { status: 'idle', userId: null, limits: null, error: null };

export interface LimitsDeps {
  api: Pick<LimitsApi, 'get' | 'put' | 'cancelPending' | 'getExclusion' | 'startExclusion'>;
  auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>>;
  /** Ends the session here and in storage, so every tab of the page follows (session-manager.ts). */
  session: Pick<SessionManager, 'signOut'>;
}

export function createLimits(deps: LimitsDeps) {
  const $state: MapStore<LimitsState> = map<LimitsState>({ ...EMPTY_LIMITS });
  /** Bumped by every request that writes the store and by a change of player: older answers are dropped. */
  let seq = 0;

  const player = (): number | null => playerIdOf(deps.auth.get());

  /** Writes `limits` when they are still the latest answer for the player signed in now. */
  function accept(limits: Limits, mine: number, userId: number): boolean {
    if (mine !== seq || player() !== userId) return false;
    $state.set({ status: 'ready', userId, limits, error: null });
    return true;
  }

  /** Reads the limits again (the same player's stay on screen meanwhile; another player's never show). */
  async function load(): Promise<void> {
    const userId = player();
    const mine = ++seq;
    if (userId === null) {
      $state.set({ ...EMPTY_LIMITS });
      return;
    }
    const before = $state.get();
    const same = before.userId === userId ? before.limits : null;
    $state.set({ status: 'loading', userId, limits: same, error: null });
    try {
      accept(await deps.api.get(), mine, userId);
    } catch (error) {
      if (mine !== seq || player() !== userId) return;
      $state.set({ status: 'error', userId, limits: same, error });
    }
  }

  /** A write (PUT, cancel): the answer is the GET shape; a refusal rejects and changes nothing. */
  async function write(call: () => Promise<Limits>): Promise<Limits> {
    const userId = player();
    const mine = ++seq;
    const limits = await call();
    if (userId !== null) accept(limits, mine, userId);
    return limits;
  }

  const save = (patch: LimitsPatch) => write(() => deps.api.put(patch));
  const cancelPending = (field: LimitField) => write(() => deps.api.cancelPending(field));

  /**
   * Starts a time-out or a self-exclusion. The server revokes every login of the player at once; this tab
   * then signs out through the session (storage cleared: the player's other tabs follow at once, not on
   * their next call). Resolves with the exclusion (its end date, for the notice).
   */
  async function startExclusion(request: ExclusionRequest): Promise<Exclusion> {
    const exclusion = await deps.api.startExclusion(request);
    await deps.session.signOut().catch(() => undefined);
    return exclusion;
  }

  onMount($state, () => {
    let shownFor: number | null | undefined;
    const off = deps.auth.subscribe(() => {
      const userId = player();
      // Balance updates change $auth on every poll: only a change of player loads again.
      if (userId === shownFor) return;
      shownFor = userId;
      void load();
    });
    return () => {
      off();
      seq++;
      shownFor = undefined;
      $state.set({ ...EMPTY_LIMITS });
    };
  });

  return { $state, load, save, cancelPending, getExclusion: () => deps.api.getExclusion(), startExclusion };
}

const shared = sharedSlot('limits', () => createLimits({ api: limitsApi(http), auth: $auth, session }));

export const $limits = shared.$state;
export const reloadLimits = (): Promise<void> => shared.load();
export const saveLimits = (patch: LimitsPatch): Promise<Limits> => shared.save(patch);
export const cancelPendingLimit = (field: LimitField): Promise<Limits> => shared.cancelPending(field);
export const getSelfExclusion = (): Promise<Exclusion | null> => shared.getExclusion();
export const startExclusion = (request: ExclusionRequest): Promise<Exclusion> => shared.startExclusion(request);
