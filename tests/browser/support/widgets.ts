// Loading the built bundles into the test page, and the page-wide API they install.
export interface CasinoWidgetsApi {
  version: string;
  configure(config: Record<string, string>): Record<string, string>;
  config(): Record<string, string>;
  signOut(): Promise<void>;
}

/** A built bundle by URL (dist/… or .build/…): not a module the typecheck knows, hence the variable. */
export async function load(url: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

export function casinoWidgets(): CasinoWidgetsApi {
  const api = (window as unknown as { CasinoWidgets?: CasinoWidgetsApi }).CasinoWidgets;
  if (!api) throw new Error('window.CasinoWidgets is not installed: no bundle loaded');
  return api;
}

export const SHARED_KEY = Symbol.for('casino-widgets@1');

/** The page-wide bag every build shares (docs/conventions.md §2.4). */
export function sharedBag(): Record<string, unknown> {
  const bag = (globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>)[SHARED_KEY];
  if (!bag) throw new Error('no shared state on globalThis[Symbol.for("casino-widgets@1")]');
  return bag;
}

export interface SessionChange {
  state: 'signed-in' | 'signed-out' | 'expired';
  user: { id: number; username: string; currency: string } | null;
}

/** Records every casino-session-change heard on document (so: bubbling and composed), with its flags. */
export function recordSessionChanges() {
  const events: { detail: SessionChange; bubbles: boolean; composed: boolean; target: EventTarget | null }[] = [];
  const listener = (e: Event) => {
    const ce = e as CustomEvent<SessionChange>;
    events.push({ detail: ce.detail, bubbles: ce.bubbles, composed: ce.composed, target: ce.target });
  };
  document.addEventListener('casino-session-change', listener);
  return { events, stop: () => document.removeEventListener('casino-session-change', listener) };
}
