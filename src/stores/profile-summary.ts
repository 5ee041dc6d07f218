// $profileSummary: the signed-in player's summary for the profile (GET /api/user/profile), a player
// resource (player-resource.ts) loaded only while something shows it: signed out, nothing of the last
// player stays; another player signs in, their own summary is loaded (an answer for the previous one,
// arriving late, is dropped). The balances it shows come from the session's user, which moves live; this
// store adds the rest (date joined, ban, e-mail and documents' states).
import type { ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { profileApi, type ProfileApi, type ProfileSummary } from '../api/profile';
import { playerResource, type Resource } from './player-resource';
import { $playerId } from './player-id';

export type ProfileSummaryState = Resource<ProfileSummary>;

interface ProfileSummaryDeps {
  api: Pick<ProfileApi, 'summary'>;
  player: ReadableAtom<number | null>;
}

export const createProfileSummary = (deps: ProfileSummaryDeps) => playerResource(() => deps.api.summary(), { player: deps.player, whileShown: true });

const shared = sharedSlot('profile-summary', () => createProfileSummary({ api: profileApi(http), player: $playerId }));

export const $profileSummary = shared.$state;
/** Reads the summary again (after a change a section made: documents sent, e-mail changed). */
export const reloadProfileSummary = (): Promise<void> => shared.reload();
