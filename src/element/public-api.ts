// window.CasinoWidgets: the small imperative API for hosts (docs/conventions.md §2.9: rich config goes through
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
  // `onEvent` and `webVitals` (docs/embedding.md "Analytics") fetch the adapter's chunk, on any page and
  // whichever element it holds; a page that sets neither never loads it.
  configure: (config) => {
    if ('onEvent' in config || config.webVitals) void import('./analytics/adapter').then((m) => m.startAnalytics(config));
    return configure(config);
  },
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
