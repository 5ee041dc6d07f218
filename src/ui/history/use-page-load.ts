// Moved into the shared history kit (issue 15) from the cashier, whose payment history was its first user.
// One page of a list loaded for a key (the query that names it): the last page stays on screen while the
// next loads (the list dims it; no jump to a skeleton on every page turn), an answer for a key no longer
// asked for is dropped, and a failure keeps its error for the view to explain with a retry.
import { useEffect, useState } from 'react';

export type PageLoad<T> = {
  status: 'loading' | 'ready' | 'error';
  value: T | null;
  error: unknown;
  retry(): void;
};

export function usePageLoad<T>(key: string, load: () => Promise<T>, enabled = true): PageLoad<T> {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; value: T | null; error: unknown }>({
    status: 'loading',
    value: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading', error: null }));
    load().then(
      (value) => live && setState({ status: 'ready', value, error: null }),
      (error: unknown) => live && setState((s) => ({ ...s, status: 'error', error })),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, enabled]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
