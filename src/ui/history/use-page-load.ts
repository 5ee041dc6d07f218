// One page of a list loaded for a key (the query that names it), the history readers' side of the one way
// to load the player's data (docs/architecture.md "Stores: one player's data"): the last page stays on
// screen while the next loads (the list dims it; no jump to a skeleton on every page turn), an answer for a
// key or a player no longer asked for is dropped, nothing of the last player's stays on screen, and a
// failure is kept as an ApiError for the view to explain with a retry.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ApiError } from '../../api/errors';
import { $playerId } from '../../stores/player-id';
import { asApiError } from '../../stores/player-resource';

export type PageLoad<T> = {
  status: 'loading' | 'ready' | 'error';
  value: T | null;
  error: ApiError | null;
  retry(): void;
};

type Loaded<T> = Omit<PageLoad<T>, 'retry'> & { player: number | null };

export function usePageLoad<T>(key: string, load: () => Promise<T>, enabled = true): PageLoad<T> {
  const player = useStore($playerId);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', value: null, error: null, player });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    load().then(
      (value) => live && setState({ status: 'ready', value, error: null, player }),
      (error: unknown) => live && setState((s) => ({ ...s, status: 'error', error: asApiError(error) })),
    );
    return () => {
      live = false;
    };
  }, [key, player, attempt, enabled]);
  // A page read for the last player is never shown to the next one, not even while theirs loads.
  const value = state.player === player ? state.value : null;
  return { status: state.status, value, error: state.error, retry: () => setAttempt((n) => n + 1) };
}
