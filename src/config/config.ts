// One configuration for the whole page, shared by every element and every build on it (docs/conventions.md §1):
// set by attributes on any element (`api-base`, `content-base`, `lang`, `currency`) or by
// `CasinoWidgets.configure({...})`. Defaults: the bundle's origin, fr-fr, TND (spec §1, §9).
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';

export interface CasinoConfig {
  /** Origin (and optional path) of the operator's API; default the bundle's origin; '' = the page's own origin. */
  apiBase: string;
  /** Host of banners and game images; '' = the API base. */
  contentBase: string;
  /** Language tag as the site uses it: fr-fr (default), en-US, ar. */
  language: string;
  /** Display currency for guests; a signed-in player's own currency wins. */
  currency: string;
  /** A jurisdiction preset for a page without our server's settings ('fr', 'ukgc', 'mga'; src/stores/jurisdiction.ts). */
  jurisdiction: string;
}

export const DEFAULT_CONFIG: CasinoConfig = {
  // The origin the bundle was fetched from (its module's URL): a partner page loading our script from the
  // casino reaches the casino's API without `api-base` (docs/embedding.md "Configuration"); '' (the page's
  // origin) where the module has no web URL (unit tests).
  apiBase: /^http/.test(import.meta.url) ? new URL(import.meta.url).origin : '',
  contentBase: '',
  language: 'fr-fr',
  currency: 'TND',
  jurisdiction: '',
};

export const $config = sharedSlot('config', () => map<CasinoConfig>({ ...DEFAULT_CONFIG }));

/** The attribute each config field is read from on any of our elements. */
export const CONFIG_ATTRIBUTES = {
  'api-base': 'apiBase',
  'content-base': 'contentBase',
  lang: 'language',
  currency: 'currency',
} as const satisfies Record<string, keyof CasinoConfig>;

export type ConfigAttribute = keyof typeof CONFIG_ATTRIBUTES;

function clean(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Sets the given fields (empty or missing ones are ignored); returns the resulting config. */
export function configure(partial: Partial<CasinoConfig>): CasinoConfig {
  const next: Partial<CasinoConfig> = {};
  for (const key of Object.keys(DEFAULT_CONFIG) as (keyof CasinoConfig)[]) {
    const value = clean(partial[key]);
    if (value === undefined || value === $config.get()[key]) continue;
    next[key] = key === 'apiBase' || key === 'contentBase' ? value.replace(/\/+$/, '') : value;
  }
  if (Object.keys(next).length) $config.set({ ...$config.get(), ...next });
  return $config.get();
}

export function apiBase(): string {
  return $config.get().apiBase;
}

export function contentBase(): string {
  const { contentBase: content, apiBase: api } = $config.get();
  return content || api;
}
