// Whole numbers as the player reads them, the locale's way and in Latin digits, as money is written
// (money-format.ts): fr `4 070` (narrow no-break space), en and ar `4,070`. Messages take counts formatted
// here (`{n}`) rather than ICU's `#`: `#` goes through Intl.NumberFormat, whose first use on a page loads
// ICU's number data in one block of about 100 ms on a throttled phone, inside the render that shows the
// count (docs/architecture.md "Speed budgets").
import type { Locale } from '../i18n/locale';

// The same separators as money-format.ts's (tests/unit/format/count.test.ts holds the two together): not
// imported from there, which would give every element with money a chunk more, nor imported by it, which
// would give the elements with counts the money chunks (docs/conventions.md §4).
const GROUP: Record<Locale, string> = { fr: '\u202F', en: ',', ar: ',' };

/** A string of digits grouped by thousands the locale's way. */
export const groupDigits = (digits: string, locale: Locale): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[locale] ?? ',');

/** A count (truncated to a whole number), grouped the locale's way. */
export const formatCount = (n: number, locale: Locale): string => (n < 0 ? '-' : '') + groupDigits(String(Math.trunc(Math.abs(n))), locale);
