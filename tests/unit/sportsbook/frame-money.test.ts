// Money in the sportsbook's frame as the header writes it (docs/embedding.md "Sportsbook message
// contract", `balance` and `locale`): the frame writes the wire amounts of the host's `balance` (and its own
// tickets) with the contract's formatWireMoney, in the language of the host's `locale`, and the result is
// the header's formatMoney for the same amount, currency and language.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/format/money-format';
import { currencyLabel, formatWireMoney, wireMoney, type FrameLang } from '../../../widgets/sportsbook/messages';

const LANGS: FrameLang[] = ['fr', 'en', 'ar'];
const CURRENCIES = ['TND', 'EUR', 'USD', 'RUB', 'FNT', 'KGS', 'AUD', 'XYZ'];
const AMOUNTS = [0, 5, 12.5, 1019.4, 1_234_567.89, -3, -1030.75];

describe('the frame writes money as the header does', () => {
  it('formatWireMoney of the wire amount equals formatMoney, for every currency, language and amount', () => {
    for (const lang of LANGS)
      for (const currency of CURRENCIES)
        for (const amount of AMOUNTS) expect(formatWireMoney(wireMoney(amount), currency, lang), `${amount} ${currency} ${lang}`).toBe(formatMoney(amount, currency, lang));
  });

  it('gives « 1 019,40 DT » in French, the dinar\'s Arabic symbol in Arabic, the euro first in English', () => {
    expect(formatWireMoney('1019.40', 'TND', 'fr')).toBe('1\u202F019,40\u00A0DT');
    expect(formatWireMoney('5.00', 'TND', 'ar')).toBe('5.00\u00A0د.ت');
    expect(formatWireMoney('1234.50', 'EUR', 'en')).toBe('€1,234.50');
    expect([currencyLabel('TND', 'fr'), currencyLabel('TND', 'ar'), currencyLabel('FNT', 'en')]).toEqual(['DT', 'د.ت', '₽']);
  });
});
