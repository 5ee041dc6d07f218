// $limits: the signed-in player's responsible-gaming limits (docs/contracts/responsible-gaming.md §1, §3), read by the
// profile's limits page and the cashier's deposit view. A player resource (player-resource.ts) loaded while
// something shows it: signed out, nothing of the last player stays; another player signs in, their own
// limits load; an answer that lands for the previous player (or after a newer request) is dropped. The
// actions (save, cancel a pending change, time-out / self-exclusion) are plain async functions; they
// reject with the server's ApiError and leave the store as it was.
import type { ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { limitsApi, type Exclusion, type ExclusionRequest, type LimitField, type Limits, type LimitsApi, type LimitsPatch } from '../api/limits';
import type { SessionManager } from '../session/session-manager';
import { playerResource, type Resource } from './player-resource';
import { $playerId } from './player-id';
import { session } from './auth';

type LimitsState = Resource<Limits>;

interface LimitsDeps {
  api: Pick<LimitsApi, 'get' | 'put' | 'cancelPending' | 'getExclusion' | 'startExclusion'>;
  player: ReadableAtom<number | null>;
  /** Ends the session here and in storage, so every tab of the page follows (session-manager.ts). */
  session: Pick<SessionManager, 'signOut'>;
}

export function createLimits(deps: LimitsDeps) {
  const resource = playerResource(() => deps.api.get(), { player: deps.player, whileShown: true });

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

  return {
    $state: resource.$state,
    load: resource.reload,
    // A write (PUT, cancel) answers the GET shape; a refusal rejects and changes nothing.
    save: (patch: LimitsPatch) => resource.write(() => deps.api.put(patch)),
    cancelPending: (field: LimitField) => resource.write(() => deps.api.cancelPending(field)),
    getExclusion: () => deps.api.getExclusion(),
    startExclusion,
  };
}

const shared = sharedSlot('limits-resource', () => createLimits({ api: limitsApi(http), player: $playerId, session }));

export const $limits = shared.$state;
export const reloadLimits = (): Promise<void> => shared.load();
export const saveLimits = (patch: LimitsPatch): Promise<Limits> => shared.save(patch);
export const cancelPendingLimit = (field: LimitField): Promise<Limits> => shared.cancelPending(field);
export const getSelfExclusion = (): Promise<Exclusion | null> => shared.getExclusion();
export const startExclusion = (request: ExclusionRequest): Promise<Exclusion> => shared.startExclusion(request);
