// The registration's currency options (widgets/site/pages/account/currency-options.ts): names in
// the player's language, the spec's display symbols, FNT shown as RUB and never twice.
import { describe, expect, it } from 'vitest';
import { currencyLabel, currencyOptions } from '@widgets/site/pages/account/currency-options';

const LIST = [
  { code: 'TND', name: 'Tunisian Dinar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'RUB', name: 'Russian Ruble' },
  { code: 'KGS', name: 'Kyrgyzstani Som' },
  { code: 'FNT', name: 'Fun Token' },
];

describe('registration currency options', () => {
  it('French: translated names with the spec symbols; FNT left out beside RUB', () => {
    expect(currencyOptions(LIST, 'fr')).toEqual([
      { value: 'TND', label: 'Dinar tunisien (DT)' },
      { value: 'EUR', label: 'Euro (€)' },
      { value: 'RUB', label: 'Rouble russe (₽)' },
      { value: 'KGS', label: 'Som kirghize (сом)' },
    ]);
  });

  it('Arabic and English: their own names; the dinar written د.ت in Arabic', () => {
    expect(currencyOptions(LIST.slice(0, 2), 'ar')).toEqual([
      { value: 'TND', label: 'دينار تونسي (د.ت)' },
      { value: 'EUR', label: 'يورو (€)' },
    ]);
    expect(currencyOptions(LIST.slice(0, 2), 'en').map((o) => o.label)).toEqual(['Tunisian Dinar (DT)', 'Euro (€)']);
  });

  it('FNT alone is offered as RUB, under its own code; never "Fun Token"', () => {
    expect(currencyOptions([{ code: 'FNT', name: 'Fun Token' }], 'fr')).toEqual([{ value: 'FNT', label: 'Rouble russe (₽)' }]);
  });

  it('without Intl names: the server name, else the code', () => {
    const none = { of: () => undefined } as unknown as Intl.DisplayNames;
    expect(currencyLabel('TND', 'Tunisian Dinar', 'fr', none)).toBe('Tunisian Dinar (DT)');
    expect(currencyLabel('FNT', 'Fun Token', 'fr', none)).toBe('RUB (₽)');
    expect(currencyLabel('XYZ', undefined, 'fr', none)).toBe('XYZ');
  });
});
