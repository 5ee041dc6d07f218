// The latest bonus items for the bonus page (issue 15 "/profile/user-bonus"): the newest few items of the
// bonus balance history (credited and taken), read when the page opens and again after an exchange.
// The full list with its filters is the bonus history page's (/profile/bonus-history).
import { map, type ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { bonusApi, type BonusApi, type BonusHistoryItem } from '../api/bonus';
import { playerIdOf, type AuthState } from '../session/session-manager';
import { $auth } from './auth';

export const LATEST_COUNT = 5;

export interface LatestBonusState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: BonusHistoryItem[];
  /** All items of the list (the link says how many more there are). */
  count: number;
  error: unknown;
}

const IDLE: LatestBonusState = { status: 'idle', items: [], count: 0, error: null };

export function createLatestBonus(deps: { api: Pick<BonusApi, 'bonusHistory'>; auth: ReadableAtom<Pick<AuthState, 'isAuth' | 'user'>> }) {
  const $state = map<LatestBonusState>({ ...IDLE });
  let epoch = 0;
  let player: number | null = null;
  deps.auth.subscribe((a) => {
    const id = playerIdOf(a);
    if (id === player) return;
    player = id;
    epoch++;
    $state.set({ ...IDLE });
  });

  /** Reads the newest items; the list on screen stays while it reloads. */
  async function load(): Promise<void> {
    const mine = ++epoch;
    const before = $state.get();
    $state.set({ ...before, status: before.status === 'ready' ? 'ready' : 'loading', error: null });
    try {
      const page = await deps.api.bonusHistory({ page: 1, pageSize: LATEST_COUNT, ordering: '-date' });
      if (mine === epoch) $state.set({ status: 'ready', items: page.items, count: page.count, error: null });
    } catch (error) {
      if (mine === epoch) $state.set({ ...$state.get(), status: $state.get().status === 'ready' ? 'ready' : 'error', error });
    }
  }

  return { $state, load };
}

export const latestBonus = sharedSlot('bonus-latest', () => createLatestBonus({ api: bonusApi(http), auth: $auth }));
export const $latestBonus = latestBonus.$state;
export const loadLatestBonus = () => latestBonus.load();
