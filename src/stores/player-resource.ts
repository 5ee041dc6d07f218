// One way for a store to hold data of the signed-in player (docs/architecture.md "Stores: one player's
// data"): a map {status, data, error} that loads once, reloads on demand, drops an answer that lands after
// the player changed or after a newer request, empties itself when the player changes (nothing of the last
// player stays on screen) and keeps a failure as an ApiError for the page to explain with a retry.
import { map, onMount, type MapStore, type ReadableAtom } from 'nanostores';
import { ApiError, isApiError } from '../api/errors';

export interface Resource<T> {
  /** idle: nothing asked yet (or a guest); loading keeps the same player's data on screen meanwhile. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
  error: ApiError | null;
}

interface PlayerResource<T> {
  $state: MapStore<Resource<T>>;
  /** Reads the data unless it is in or on its way. Never rejects: a failure is in `$state`. */
  load(): Promise<void>;
  /** Reads the data again (after a change elsewhere); an answer of an older read is dropped. Never rejects. */
  reload(): Promise<void>;
  /** A write whose answer is the new data (a save): shown when no newer read or player came meanwhile; rejects as `call` does. */
  write(call: () => Promise<T>): Promise<T>;
}

interface PlayerResourceOptions {
  /** Who is signed in: $playerId (src/stores/player-id.ts), or a test's atom. */
  player: ReadableAtom<number | null>;
  /** Load while something shows the store (nanostores onMount) and empty it when nothing does. */
  whileShown?: boolean;
}

const IDLE: Resource<never> = { status: 'idle', data: null, error: null };

/** What a load rejected with, as the ApiError the error explainer reads (a non-ApiError: a client-side failure). */
export const asApiError = (error: unknown): ApiError =>
  isApiError(error) ? error : new ApiError({ status: 0, code: 'client_error', method: 'GET', path: '', cause: error });

export function playerResource<T>(fetch: (playerId: number) => Promise<T>, options: PlayerResourceOptions): PlayerResource<T> {
  const { player } = options;
  const $state = map<Resource<T>>(IDLE);
  /** Bumped by every read, every write's answer and every change of player: an older answer is dropped. */
  let epoch = 0;
  let running: Promise<void> | null = null;
  // A read asked while no player is known: a page drawn for a stored session while it is restored (spec
  // shell §4 item 4) asks before $playerId is set; the read is made when the player arrives, else the
  // page would wait on an idle store for ever.
  let asked = false;

  function reset(): void {
    epoch++;
    running = null;
    $state.set(IDLE);
  }

  function reload(): Promise<void> {
    const id = player.get();
    asked = id === null;
    if (id === null) return Promise.resolve(reset());
    const mine = ++epoch;
    $state.set({ ...$state.get(), status: 'loading', error: null });
    // The executor runs `fetch` now (the request leaves at once) and turns a throw into a rejection.
    const settled = new Promise<T>((resolve) => resolve(fetch(id))).then(
      (data) => {
        if (mine === epoch) $state.set({ status: 'ready', data, error: null });
      },
      (error: unknown) => {
        if (mine === epoch) $state.set({ ...$state.get(), status: 'error', error: asApiError(error) });
      },
    );
    running = settled.finally(() => {
      if (mine === epoch) running = null;
    });
    return running;
  }

  const load = (): Promise<void> => ($state.get().status === 'ready' ? Promise.resolve() : (running ?? reload()));

  async function write(call: () => Promise<T>): Promise<T> {
    const mine = epoch;
    const data = await call();
    if (mine === epoch) {
      epoch++;
      running = null;
      $state.set({ status: 'ready', data, error: null });
    }
    return data;
  }

  const follow = () => {
    reset();
    if (options.whileShown || (asked && player.get() !== null)) void reload();
  };
  if (options.whileShown) {
    onMount($state, () => {
      const off = player.subscribe(follow);
      return () => {
        off();
        reset();
      };
    });
  } else {
    player.listen(follow);
  }

  return { $state, load, reload, write };
}
