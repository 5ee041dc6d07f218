// window.CasinoWidgets: the small imperative API for hosts (DESIGN.md §2.9: rich config goes through
// configure(), not attributes). Installed once per page, by whichever build loads first.
import { configure, $config, type CasinoConfig } from '../config/config';
import { sharedSlot } from '../platform/shared-slot';
import { signOut } from '../stores/auth';
import type { CasinoAnalyticsOptions } from './analytics-events';

// The events' names and details for a host written in TypeScript (importing this module, or any element
// file, also types `addEventListener('casino-…', (e) => e.detail…)` on elements, document and window).
export type * from './event-map';
// What `configure({ onEvent })` hands the partner's analytics (docs/embedding.md "Analytics").
export type * from './analytics-events';

declare const __CASINO_VERSION__: string;
export const VERSION: string = typeof __CASINO_VERSION__ === 'string' ? __CASINO_VERSION__ : '0.0.0-dev';

export interface CasinoWidgetsApi {
  version: string;
  configure(config: Partial<CasinoConfig> & CasinoAnalyticsOptions): CasinoConfig;
  config(): CasinoConfig;
  signOut(): Promise<void>;
}

export const CasinoWidgets: CasinoWidgetsApi = sharedSlot('publicApi', () => ({
  version: VERSION,
  // `onEvent` and `webVitals` are read by ./analytics/loader.ts where an entry installs it (docs/embedding.md
  // "Analytics"): not here, where every element's budget would pay for it.
  configure,
  config: () => $config.get(),
  signOut: () => signOut(),
}));

declare global {
  interface Window {
    CasinoWidgets?: CasinoWidgetsApi;
  }
}

export function installPublicApi(): void {
  if (typeof window !== 'undefined' && !window.CasinoWidgets) window.CasinoWidgets = CasinoWidgets;
}
