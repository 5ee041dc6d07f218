// Money in the sportsbook's frame as the header writes it (docs/embedding.md "Sportsbook message
// contract", `balance` and its `display`): the host reads its display off the header's formatMoney
// (widgets/sportsbook/money-display.ts), the frame writes wire amounts with the contract's
// formatWireMoney, and the two must give the same text for every currency and language.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/format/money-format';
import type { Locale } from '../../../src/i18n/locale';
import { formatWireMoney, hostMessage, wireMoney } from '../../../widgets/sportsbook/messages';
import { moneyDisplay } from '../../../widgets/sportsbook/money-display';

const LOCALES: Locale[] = ['fr', 'en', 'ar'];
const CURRENCIES = ['TND', 'EUR', 'USD', 'RUB', 'FNT', 'KGS', 'AUD', 'XYZ'];
const AMOUNTS = [0, 5, 12.5, 1019.4, 1_234_567.89, -3, -1030.75];

describe('the frame writes money as the header does', () => {
  it('formatWireMoney with the host\'s display equals formatMoney, for every currency, language and amount', () => {
    for (const locale of LOCALES)
      for (const currency of CURRENCIES) {
        const display = moneyDisplay(currency, locale);
        for (const amount of AMOUNTS) expect(formatWireMoney(wireMoney(amount), display), `${amount} ${currency} ${locale}`).toBe(formatMoney(amount, currency, locale));
      }
  });

  it('gives « 1 019,40 DT » in French, the dinar\'s Arabic symbol in Arabic, the euro first in English', () => {
    expect(formatWireMoney('1019.40', moneyDisplay('TND', 'fr'))).toBe('1\u202F019,40\u00A0DT');
    expect(formatWireMoney('5.00', moneyDisplay('TND', 'ar'))).toBe('5.00\u00A0د.ت');
    expect(formatWireMoney('1234.50', moneyDisplay('EUR', 'en'))).toBe('€1,234.50');
  });

  it('is a display the contract accepts for every currency and language', () => {
    for (const locale of LOCALES)
      for (const currency of CURRENCIES)
        expect(() => hostMessage({ type: 'balance', balance: '1.00', bonus_balance: null, currency: currency === 'FNT' ? 'RUB' : currency, display: moneyDisplay(currency, locale) })).not.toThrow();
  });
});
