// The registration's currency list as a player reads it: "Dinar tunisien (DT)", not
// "TND · Tunisian Dinar" nor "FNT · Fun Token". Names from Intl.DisplayNames in the page's language (the
// server's English name, then the code, when the browser has none); symbols from the spec's table
// (src/format/money-format.ts, FNT shown as RUB, shell spec §1). The option's value stays the server's code.
import { currencySymbol, displayCurrency } from '@src/format/money-format';
import type { Locale } from '@src/i18n/locale';

export interface CurrencyOption {
  value: string;
  label: string;
}

function displayNames(locale: Locale): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
  } catch {
    return null; // an engine without DisplayNames: the server's names
  }
}

/** "Dinar tunisien (DT)": the currency's name in `locale` (first letter upper-cased) and its symbol. */
export function currencyLabel(code: string, serverName: string | undefined, locale: Locale, names = displayNames(locale)): string {
  const shown = displayCurrency(code);
  const name = names?.of(shown) ?? (serverName && shown === code.toUpperCase() ? serverName : undefined) ?? shown;
  const capitalised = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  const symbol = currencySymbol(code, locale);
  return symbol === capitalised ? capitalised : `${capitalised} (${symbol})`;
}

/**
 * The options in the server's order. A code the spec shows as another one the list already offers (FNT
 * shown as RUB, beside RUB) is left out: two identical options would be a guess for the player.
 */
export function currencyOptions(list: readonly { code: string; name?: string }[], locale: Locale): CurrencyOption[] {
  const names = displayNames(locale);
  const offered = new Set(list.map((c) => c.code.toUpperCase()));
  return list
    .filter((c) => displayCurrency(c.code) === c.code.toUpperCase() || !offered.has(displayCurrency(c.code)))
    .map((c) => ({ value: c.code, label: currencyLabel(c.code, c.name, locale, names) }));
}
