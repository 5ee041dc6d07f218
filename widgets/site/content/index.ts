// The static content, one chunk per language, fetched the first time that language is asked for (the
// literal import() per locale lets rollup split them, as src/i18n/load.ts does for the catalogs).
import { DEFAULT_LOCALE, toLocale, type Locale } from '@src/i18n/locale';
import type { SiteContent } from './types';

export * from './types';

const loaders: Record<Locale, () => Promise<{ default: SiteContent }>> = {
  fr: () => import('./fr'),
  en: () => import('./en'),
  ar: () => import('./ar'),
};

const cache = new Map<Locale, Promise<SiteContent>>();
const settled = new Map<Locale, SiteContent>();

/**
 * The content in `locale` (a Locale of $locale, or any language tag: 'en-US' → en, unknown → French).
 * One request per language; a failed chunk load rejects and is forgotten, so the next call retries.
 */
export function loadContent(locale: Locale | string | null | undefined): Promise<SiteContent> {
  const key = toLocale(locale ?? DEFAULT_LOCALE);
  let pending = cache.get(key);
  if (!pending) {
    pending = loaders[key]().then((m) => {
      settled.set(key, m.default);
      return m.default;
    });
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The content already loaded for `locale`, if any: a page renders it at once, without a loading state. */
export function loadedContent(locale: Locale | string | null | undefined): SiteContent | undefined {
  return settled.get(toLocale(locale ?? DEFAULT_LOCALE));
}
