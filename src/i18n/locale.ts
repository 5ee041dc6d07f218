// The product's languages (spec shell-session-wheel.md §1): French is the default (`fr-fr`), English
// (`en-US`) is offered, Arabic is laid out right to left. Anything else falls back to French.

export type Locale = 'fr' | 'en' | 'ar';

export const LOCALES: readonly Locale[] = ['fr', 'en', 'ar'];

/** The spec's default language tag (§9); `toLocale(DEFAULT_LANGUAGE)` is 'fr'. */
export const DEFAULT_LANGUAGE = 'fr-fr';

export const DEFAULT_LOCALE: Locale = 'fr';

/**
 * Maps a language tag from an attribute, a stored setting, the user's profile (`lang`) or
 * `navigator.language` to one of our locales: the primary subtag decides ('en-US', 'EN_gb' → 'en';
 * 'ar-TN' → 'ar'); unknown or empty → 'fr'.
 */
export function toLocale(lang: string | null | undefined): Locale {
  if (typeof lang !== 'string') return DEFAULT_LOCALE;
  const primary = lang.trim().toLowerCase().split(/[-_]/, 1)[0];
  return (LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : DEFAULT_LOCALE;
}

export function isRtl(locale: Locale): boolean {
  return locale === 'ar';
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

const HTML_LANG: Record<Locale, string> = { fr: 'fr-FR', en: 'en-US', ar: 'ar' };

/** The BCP 47 tag for `lang` attributes and Intl (the spec's fr-fr and en-US, written canonically). */
export function htmlLangOf(locale: Locale): string {
  return HTML_LANG[locale];
}
