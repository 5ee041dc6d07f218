// Request tracking (spec §4 "Request status"): loading, success, error and reset, as a small store any
// action can wrap its call in.
import { map, type MapStore } from 'nanostores';

type RequestState = 'idle' | 'loading' | 'success' | 'error';

interface RequestStatus<E = unknown> {
  state: RequestState;
  error: E | null;
}

interface RequestTracker<E = unknown> {
  $status: MapStore<RequestStatus<E>>;
  /** Runs `work` unless one is already loading (a double click sends one request); rethrows its error. */
  track<T>(work: () => Promise<T>): Promise<T | undefined>;
  reset(): void;
  isLoading(): boolean;
}

export function createRequestStatus<E = unknown>(): RequestTracker<E> {
  const $status = map<RequestStatus<E>>({ state: 'idle', error: null });
  return {
    $status,
    isLoading: () => $status.get().state === 'loading',
    async track(work) {
      if ($status.get().state === 'loading') return undefined;
      $status.set({ state: 'loading', error: null });
      try {
        const result = await work();
        $status.set({ state: 'success', error: null });
        return result;
      } catch (error) {
        $status.set({ state: 'error', error: error as E });
        throw error;
      }
    },
    reset: () => $status.set({ state: 'idle', error: null }),
  };
}
