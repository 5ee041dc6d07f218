// The player's spins, a page at a time (spec shell-session-wheel.md §3 "spin history item", §7 GET
// statistics/betshistory/). One per history view (the view creates it), so it loads only when shown.
import { map } from 'nanostores';
import { wheelHistoryApi, type WheelHistoryApi, type WheelHistoryItem } from '../api/wheel-history';
import { http } from '../api/http';

const WHEEL_HISTORY_PAGE_SIZE = 10;

interface WheelHistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  page: number;
  /** Pages in all (at least 1, so an empty history reads "page 1 of 1"). */
  pages: number;
  count: number;
  items: WheelHistoryItem[];
  error: unknown;
}

function createWheelHistory(api: WheelHistoryApi, pageSize = WHEEL_HISTORY_PAGE_SIZE) {
  const $state = map<WheelHistoryState>({ status: 'idle', page: 1, pages: 1, count: 0, items: [], error: null });
  let seq = 0;

  /** Page `page` (1-based) in `lang`; the rows of the page before stay until the new ones arrive. */
  async function load(page: number, lang?: string): Promise<void> {
    const mine = ++seq;
    $state.set({ ...$state.get(), status: 'loading', page, error: null });
    try {
      const { count, results } = await api.history(page, pageSize, lang);
      if (mine !== seq) return;
      $state.set({ status: 'ready', page, pages: Math.max(1, Math.ceil(count / pageSize)), count, items: results, error: null });
    } catch (error) {
      if (mine === seq) $state.set({ ...$state.get(), status: 'error', error });
    }
  }

  return { $state, load };
}

/** A history view's store on the page's HTTP client (components never hold the client: docs/conventions.md §1). */
export const openWheelHistory = () => createWheelHistory(wheelHistoryApi(http));
