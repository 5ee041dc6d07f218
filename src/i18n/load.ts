// Lazy catalogs: each locale's compiled messages are their own chunk (one literal import() per locale,
// so rollup can split them), fetched the first time that language is asked for.
import type { Messages } from '@lingui/core';
import { i18n } from './i18n';
import { htmlLangOf, type Locale } from './locale';

function importCatalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return import('./locales/en/messages').then((m) => m.messages);
    case 'ar':
      return import('./locales/ar/messages').then((m) => m.messages);
    case 'fr':
    default:
      return import('./locales/fr/messages').then((m) => m.messages);
  }
}

const loaded = new Map<Locale, Messages>();
const inflight = new Map<Locale, Promise<void>>();
/** The locale asked for last: a slower, older request must not undo a newer one. */
let requested: Locale | null = null;

function activate(locale: Locale, messages: Messages): void {
  if (requested !== locale) return;
  if (i18n.locale === locale && i18n.messages === messages) return;
  i18n.loadAndActivate({ locale, locales: [htmlLangOf(locale)], messages });
}

/**
 * Loads `locale`'s catalog (once) and activates it. Concurrent calls for one locale share a promise; when
 * calls for different locales race, the last one requested is the one left active. Rejects when the
 * catalog chunk cannot be loaded (the current language then stays active, and a later call retries).
 */
export function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  const messages = loaded.get(locale);
  if (messages) {
    activate(locale, messages);
    return Promise.resolve();
  }
  let pending = inflight.get(locale);
  if (!pending) {
    pending = importCatalog(locale)
      .then((m) => {
        loaded.set(locale, m);
        activate(locale, m);
      })
      .finally(() => inflight.delete(locale));
    inflight.set(locale, pending);
  }
  return pending;
}
