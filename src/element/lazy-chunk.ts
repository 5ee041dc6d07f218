// Code (and its styles) that only some renders need, in a chunk of its own (docs/conventions.md §1, §4): the game
// overlay, the wheel's history, the toaster, the login dialog a guest is offered, the site's pages. One
// way to load them: `lazyChunk` imports once and shares the promise (every element on the page waits for
// the same request), and forgets a failed import so the next use fetches again (offline, then back);
// `useChunk` renders the state of a load, adopts the chunk's stylesheet into the element's shadow root
// once before the chunk's first render (constructable stylesheets: docs/conventions.md §2.5), and retries on demand.
import { useEffect, useState } from 'react';

type ChunkState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

// The rule itself (once, shared, a failure forgotten) is the bottom layer's, shared with the HTTP client.
export { lazyChunk } from '../platform/lazy-chunk';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every shadow root. */
export function styleSheet(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds a stylesheet (or CSS text) to `root`, once. */
export function adoptSheet(root: ShadowRoot, styles: CSSStyleSheet | string | null | undefined): void {
  const sheet = typeof styles === 'string' ? styleSheet(styles) : styles;
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

interface ChunkOptions<T> {
  /** The shadow root that gets the chunk's styles before the chunk renders. */
  root?: ShadowRoot;
  /** The chunk's styles, from what it loaded. */
  styles?: (value: T) => CSSStyleSheet | string | null | undefined;
  /** False: nothing is loaded (yet). */
  enabled?: boolean;
}

const LOADING: ChunkState<never> = { status: 'loading' };

/** The load of `key` with `load` (a new key loads again); `retry()` after a failure loads again. */
export function useChunk<T>(key: string, load: () => Promise<T>, options: ChunkOptions<T> = {}): ChunkState<T> & { retry(): void } {
  const { root, styles, enabled = true } = options;
  const [loaded, setLoaded] = useState<{ key: string; state: ChunkState<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const settle = (state: ChunkState<T>) => live && setLoaded({ key, state });
    setLoaded((was) => (was?.key === key && was.state.status === 'ready' ? was : { key, state: LOADING }));
    load().then(
      (value) => settle({ status: 'ready', value }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, enabled]);
  const state = loaded?.key === key ? loaded.state : LOADING;
  if (state.status === 'ready' && root && styles) adoptSheet(root, styles(state.value));
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
