// Whether the browser says it is online (navigator.onLine), following its online and offline events: the
// lobby reads its lists again when it is back, the sportsbook shows its offline state instead of the frame.
// Kept under rollup's merge threshold (experimentalMinChunkSize, rollup.config.mjs): this small, it joins
// the runtime chunk rather than being a file of its own on the lobby's first load (docs/conventions.md §4).
import { useSyncExternalStore } from 'react';

const EVENTS = ['online', 'offline'];

const subscribe = (on: () => void) => {
  EVENTS.forEach((type) => addEventListener(type, on));
  return () => EVENTS.forEach((type) => removeEventListener(type, on));
};

/** False while the browser says it is offline. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
