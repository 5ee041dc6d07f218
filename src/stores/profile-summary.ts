// $profileSummary: the signed-in player's summary for the profile (GET /api/user/profile; issue 15).
// Loaded only while something shows it (nanostores onMount), and it follows the session: signed out,
// nothing of the last player stays; another player signs in, their own summary is loaded (an answer for
// the previous one, arriving late, is dropped). The balances it shows come from the session's user,
// which moves live; this store adds the rest (date joined, ban, e-mail and documents' states).
import { map, onMount, type MapStore, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { profileApi, type ProfileApi, type ProfileSummary } from '../api/profile';
import { playerIdOf, type AuthState } from '../session/session-manager';
import { $auth } from './auth';

export interface ProfileSummaryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whose summary the store holds or loads (null: nobody's). */
  userId: number | null;
  summary: ProfileSummary | null;
  error: unknown;
}

export const EMPTY_SUMMARY: ProfileSummaryState = { status: 'idle', userId: null, summary: null, error: null };

export interface ProfileSummaryDeps {
  api: Pick<ProfileApi, 'summary'>;
  auth: ReadableAtom<AuthState>;
}

export function createProfileSummary(deps: ProfileSummaryDeps) {
  const $state: MapStore<ProfileSummaryState> = map<ProfileSummaryState>({ ...EMPTY_SUMMARY });
  let seq = 0;

  const signedInUser = (): number | null => playerIdOf(deps.auth.get());

  /** Reads the summary again (a section changed what it shows: an upload, a new e-mail); a failure is shown with retry. */
  async function load(): Promise<void> {
    const userId = signedInUser();
    const mine = ++seq;
    if (userId === null) {
      $state.set({ ...EMPTY_SUMMARY });
      return;
    }
    const before = $state.get();
    // Reloading the same player's summary keeps the old one on screen meanwhile; another player's never shows.
    const same = before.userId === userId && before.summary !== null;
    $state.set({ status: 'loading', userId, summary: same ? before.summary : null, error: null });
    try {
      const summary = await deps.api.summary();
      if (mine !== seq) return;
      $state.set({ status: 'ready', userId, summary, error: null });
    } catch (error) {
      if (mine !== seq) return;
      $state.set({ status: 'error', userId, summary: same ? before.summary : null, error });
    }
  }

  onMount($state, () => {
    let shownFor: number | null | undefined;
    const off = deps.auth.subscribe(() => {
      const userId = signedInUser();
      // Balance updates (every poll) change $auth too: only a change of player loads again.
      if (userId === shownFor) return;
      shownFor = userId;
      void load();
    });
    return () => {
      off();
      seq++;
      $state.set({ ...EMPTY_SUMMARY });
    };
  });

  return { $state, reload: load };
}

const shared = sharedSlot('profileSummary', () => createProfileSummary({ api: profileApi(http), auth: $auth }));

export const $profileSummary = shared.$state;
/** Reads the summary again (after a change a section made: documents sent, e-mail changed). */
export const reloadProfileSummary = (): Promise<void> => shared.reload();
