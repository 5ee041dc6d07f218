// Money: display symbols, exact 2-decimal rounding and locale formatting (spec shell-session-wheel.md §1,
// §3; money-and-games.md §1, §3, §5).
import type { Locale } from '../i18n/locale';

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

/** A server amount that is not a number: converters turn it into a malformed_response (api/errors.ts). */
export class AmountParseError extends Error {
  override name = 'AmountParseError';
  constructor(readonly value: unknown) {
    super(`not an amount: ${typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value)}`);
  }
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads a server amount: a decimal string ("1000.00", " -3.5 ", "1E+3") or a finite number. Never
 * returns NaN: null, undefined, '', garbage ("12,50", "abc") and non-finite numbers throw an
 * AmountParseError, because a wrong balance shown as 0 would be worse than an error the player can retry.
 * A converter that allows a missing amount checks for null first.
 */
export function parseAmount(x: string | number | null | undefined): number {
  if (typeof x === 'number') {
    if (Number.isFinite(x)) return x;
    throw new AmountParseError(x);
  }
  if (typeof x === 'string') {
    const s = x.trim();
    if (DECIMAL.test(s)) {
      const n = Number(s);
      if (Number.isFinite(n)) return n === 0 ? 0 : n;
    }
  }
  throw new AmountParseError(x);
}

type Mode = 'ceil' | 'floor' | 'trunc' | 'half-up';

/**
 * The amount in cents (a BigInt), rounded with `mode`, computed on the decimal that `x` denotes to 15
 * significant digits (the precision a double holds for every decimal). So 1.005, stored in binary as
 * 1.00499999999999989…, is treated as 1.005, and arithmetic noise (0.1 + 0.2 = 0.30000000000000004) does
 * not push a result over a cent boundary. `x` must be finite.
 */
function toCents(x: number, mode: Mode): bigint {
  const negative = x < 0;
  const [mantissa, exponent = '0'] = Math.abs(x).toPrecision(15).split('e');
  const [int, frac = ''] = mantissa.split('.');
  let digits = BigInt(int + frac);
  let scale = frac.length - Number(exponent); // value = digits × 10^-scale
  if (scale < 2) {
    digits *= 10n ** BigInt(2 - scale);
    scale = 2;
  }
  const divisor = 10n ** BigInt(scale - 2);
  let cents = digits / divisor;
  const rest = digits % divisor;
  if (rest > 0n) {
    // On magnitudes: ceil moves positives away from zero, floor moves negatives away from zero.
    const away =
      mode === 'half-up' ? rest * 2n >= divisor : mode === 'ceil' ? !negative : mode === 'floor' ? negative : false;
    if (away) cents += 1n;
  }
  return negative ? -cents : cents;
}

function round(x: number, mode: Mode): number {
  if (!Number.isFinite(x)) return x;
  const cents = toCents(x, mode);
  if (cents === 0n) return 0;
  // One decimal-to-binary conversion (Number of "1234.50"), exact to the nearest double even past 2^53 cents.
  const abs = cents < 0n ? -cents : cents;
  return Number(`${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`);
}

/** Up to the next cent, toward +∞ (minBet, spec §3): 0.501 → 0.51, 0.505 → 0.51, 2.675 → 2.68, -1.239 → -1.23. */
export const roundUp2 = (x: number): number => round(x, 'ceil');

/**
 * Down to the cent, toward zero (maxBet, maxWin, maxTransaction, spec §3): 1.005 → 1, 5000.999 → 5000.99,
 * -1.239 → -1.23 (a negative limit is never made larger in magnitude).
 */
export const roundDown2 = (x: number): number => round(x, 'trunc');

/** Floor to the cent, toward −∞ (bonus balance, spec §3): same as roundDown2 for positives; -1.231 → -1.24. */
export const floor2 = (x: number): number => round(x, 'floor');

/** Nearest cent, halves away from zero (balances, "2 decimals"): 1.005 → 1.01, 2.675 → 2.68, -0.125 → -0.13. */
export const round2 = (x: number): number => round(x, 'half-up');

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
