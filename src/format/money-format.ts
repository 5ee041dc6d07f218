// Money as the player reads it: display symbols (FNT shown as RUB) and locale formatting (spec
// shell-session-wheel.md §1, §3; money-and-games.md §1, §3). Rounding lives in money.ts.
import type { Locale } from '../i18n/locale';
import { toCents } from './money';

/** Display symbols for the spec's currencies (§1). Unknown codes are shown as the code itself. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: '$',
  RUB: '₽',
  UAH: '₴',
  TND: 'DT',
  TJS: 'SM',
  KGS: 'сом',
  UZS: 'soʻm',
  AUD: 'A$',
  CNY: '¥',
  TWD: 'NT$',
  GBP: '£',
  KRW: '₩',
};

/** Symbols an Arabic reader expects instead (the Tunisian dinar is written د.ت in Arabic). */
const AR_SYMBOLS: Readonly<Record<string, string>> = { TND: 'د.ت' };

/** The spec shows the code FNT as RUB (§1). Codes are upper-cased. */
export function displayCurrency(code: string): string {
  const c = (code ?? '').trim().toUpperCase();
  return c === 'FNT' ? 'RUB' : c;
}

export function currencySymbol(code: string, locale?: Locale): string {
  const c = displayCurrency(code);
  if (locale === 'ar' && AR_SYMBOLS[c]) return AR_SYMBOLS[c];
  return CURRENCY_SYMBOLS[c] ?? c;
}

const GROUP: Record<Locale, string> = { fr: '\u202F', en: ',', ar: ',' };
const DECIMAL_SEP: Record<Locale, string> = { fr: ',', en: '.', ar: '.' };

/**
 * `amount` rounded to the cent (round2) with exactly 2 decimals and the currency's symbol, written the
 * locale's way:
 * - fr: `1 234,50 €`, `12,00 DT` (narrow no-break space groups, comma decimal, no-break space, symbol after);
 * - en: `€1,234.50`, `A$3.00`; symbols that end with a letter go after: `12.00 DT`, `5.00 сом`;
 * - ar: Latin digits, `1,234.50 د.ت`, symbol after the amount.
 * Negative amounts start with '-'. The result is meant for an LTR island (see <Money>). Non-finite → '—'.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  if (!Number.isFinite(amount)) return '—';
  const cents = toCents(amount, 'half-up');
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const int = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[locale] ?? ',');
  const number = `${int}${DECIMAL_SEP[locale] ?? '.'}${(abs % 100n).toString().padStart(2, '0')}`;
  const sign = negative ? '-' : '';
  const symbol = currency ? currencySymbol(currency, locale) : '';
  if (!symbol) return sign + number;
  const before = locale === 'en' && !/\p{L}$/u.test(symbol);
  return before ? `${sign}${symbol}${number}` : `${sign}${number}\u00A0${symbol}`;
}
