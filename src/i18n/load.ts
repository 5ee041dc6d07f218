// Lazy catalogs (src/i18n/catalogs.ts): each locale's shared catalog and each element's own catalog are
// chunks of their own (one literal import() per file, so rollup can split them), fetched the first time
// that language is asked for. An element asks for its own catalog when it first renders
// (define-widget.tsx): a page showing only the lobby never downloads the cashier's messages.
import type { Messages } from '@lingui/core';
import type { CatalogName } from './catalogs';
import { i18n } from './i18n';
import { htmlLangOf, type Locale } from './locale';

/** Loads one catalog's compiled messages for a locale (the element's literal import()s). */
type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

/** An element's own catalog: its name (src/i18n/catalogs.ts) and how to fetch it. */
export interface OwnCatalog {
  name: CatalogName;
  load: CatalogLoader;
}

const SHARED = 'shared';

function importShared(locale: Locale): Promise<{ messages: Messages }> {
  switch (locale) {
    case 'en':
      return import('./locales/en/messages');
    case 'ar':
      return import('./locales/ar/messages');
    case 'fr':
    default:
      return import('./locales/fr/messages');
  }
}

/** The catalogs the page's elements asked for, by name; the shared one always. */
const wanted = new Map<string, CatalogLoader>([[SHARED, importShared]]);
/** Each catalog by `${name}:${locale}`: the load (dropped when it fails, so a later call retries), and its messages once in. */
const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, Messages>();
/** The locale asked for last: a slower, older request must not undo a newer one. */
let requested: Locale | null = null;
/** The active locale and the catalogs in it (`fr:shared,lobby`). */
let active = '';

const keyOf = (name: string, locale: Locale) => `${name}:${locale}`;

function loadOne(name: string, locale: Locale): Promise<unknown> {
  const key = keyOf(name, locale);
  let load = pending.get(key);
  if (!load) {
    load = wanted.get(name)!(locale).then(
      (m) => loaded.set(key, m.messages),
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, load);
  }
  return load;
}

/**
 * Puts every loaded catalog of `locale` into lingui and activates it, when it is still the one asked for
 * and its shared catalog is in (a language whose shared catalog failed is not switched to).
 */
function activate(locale: Locale): void {
  const names = [...wanted.keys()].filter((name) => loaded.has(keyOf(name, locale)));
  if (requested !== locale || names[0] !== SHARED || active === `${locale}:${names}`) return;
  active = `${locale}:${names}`;
  // One change event re-renders the elements.
  i18n.loadAndActivate({ locale, locales: [htmlLangOf(locale)], messages: Object.assign({}, ...names.map((name) => loaded.get(keyOf(name, locale)))) });
}

/** Whether `locale` is active with the shared catalog and `own` (if any) in it. */
export const catalogReady = (locale: Locale, own?: OwnCatalog): boolean =>
  active.startsWith(`${locale}:`) && (!own || active.split(/[:,]/).includes(own.name));

/**
 * Loads `locale`'s shared catalog and every element catalog asked for so far (`own` adds one), once
 * each, and activates the locale with what loaded. When calls for different locales race, the last one
 * requested is the one left active. Rejects when a catalog chunk cannot be loaded (a later call retries);
 * a language whose shared catalog failed is not switched to.
 */
export function activateLocale(locale: Locale, own?: OwnCatalog): Promise<void> {
  requested = locale;
  if (own && !wanted.has(own.name)) wanted.set(own.name, own.load);
  return Promise.all([...wanted.keys()].map((name) => loadOne(name, locale))).then(
    () => activate(locale),
    (error: unknown) => {
      activate(locale);
      throw error;
    },
  );
}
