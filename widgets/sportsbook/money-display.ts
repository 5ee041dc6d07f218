// The header's way of writing money (src/format/money-format.ts formatMoney) as the sportsbook contract
// carries it to the frame (./messages.ts MoneyDisplay; docs/embedding.md "Sportsbook message contract"):
// read off the header's own output for one amount, so the two cannot disagree.
import { currencySymbol, formatMoney } from '../../src/format/money-format';
import type { Locale } from '../../src/i18n/locale';
import type { MoneyDisplay } from './messages';

/** The symbol, its side and the separators the header uses for `currency` in `locale`. */
export function moneyDisplay(currency: string, locale: Locale): MoneyDisplay {
  const symbol = currencySymbol(currency, locale);
  // 1234.5 shows both separators: "1 234,50 DT", "€1,234.50", "1,234.50 د.ت".
  const sample = formatMoney(1234.5, currency, locale);
  const first = sample.startsWith(symbol);
  const number = first ? sample.slice(symbol.length) : sample.slice(0, sample.lastIndexOf(symbol)).trimEnd();
  return { symbol, symbol_first: first, group: number.charAt(1), decimal: number.charAt(5) };
}
