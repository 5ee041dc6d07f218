import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AmountParseError, floor2, parseAmount, round2, roundDown2, roundUp2 } from '../../../src/format/money';
import { CURRENCY_SYMBOLS, currencySymbol, displayCurrency, formatMoney } from '../../../src/format/money-format';

const NNBSP = '\u202F'; // fr digit groups
const NBSP = '\u00A0'; // between amount and symbol

describe('exact cent rounding', () => {
  it('is not fooled by binary floats', () => {
    // 0.505, 1.005 and 2.675 are stored just below or above what they say.
    expect(roundUp2(0.505)).toBe(0.51);
    expect(roundDown2(1.005)).toBe(1);
    expect(roundUp2(2.675)).toBe(2.68);
    expect(roundDown2(5000.999)).toBe(5000.99);
    expect(round2(1.005)).toBe(1.01); // (1.005).toFixed(2) is "1.00"
    expect(round2(2.675)).toBe(2.68); // (2.675).toFixed(2) is "2.67"
    expect(round2(0.505)).toBe(0.51);
    expect(floor2(4.35)).toBe(4.35); // 4.35 * 100 = 434.99999999999994
    expect(roundUp2(4.35)).toBe(4.35);
    expect(roundDown2(1.1)).toBe(1.1); // 1.1 * 100 = 110.00000000000001
    expect(roundUp2(1.1)).toBe(1.1);
  });

  it('ignores arithmetic noise below 15 significant digits', () => {
    expect(roundUp2(0.1 + 0.2)).toBe(0.3);
    expect(roundDown2(0.7 + 0.1)).toBe(0.8); // 0.7999999999999999
    expect(floor2(1.15 * 3)).toBe(3.45); // 3.4499999999999997
  });

  it('rounds up and down only when there is something past the cent', () => {
    expect(roundUp2(12)).toBe(12);
    expect(roundUp2(12.3)).toBe(12.3);
    expect(roundUp2(12.341)).toBe(12.35);
    expect(roundUp2(0.001)).toBe(0.01);
    expect(roundDown2(12.349999)).toBe(12.34);
    expect(roundDown2(0.009)).toBe(0);
    expect(floor2(9.999)).toBe(9.99);
  });

  it('round2 rounds halves away from zero', () => {
    expect(round2(0.125)).toBe(0.13);
    expect(round2(0.124999)).toBe(0.12);
    expect(round2(-0.125)).toBe(-0.13);
    expect(round2(1000.005)).toBe(1000.01);
  });

  it('documents negatives: up = toward +∞, down = toward zero, floor = toward −∞', () => {
    expect(roundUp2(-1.239)).toBe(-1.23);
    expect(roundDown2(-1.239)).toBe(-1.23);
    expect(floor2(-1.231)).toBe(-1.24);
    expect(floor2(-1.23)).toBe(-1.23);
  });

  it('never returns -0 and leaves non-finite values alone', () => {
    expect(Object.is(roundDown2(-0.001), 0)).toBe(true);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(Object.is(roundUp2(-0.001), 0)).toBe(true);
    expect(round2(NaN)).toBeNaN();
    expect(roundUp2(Infinity)).toBe(Infinity);
  });

  it('handles very small and very large magnitudes', () => {
    expect(roundUp2(1.23e-7)).toBe(0.01);
    expect(round2(1.23e-7)).toBe(0);
    expect(round2(1e21)).toBe(1e21);
    expect(roundDown2(123456789012.345)).toBe(123456789012.34);
  });

  it('matches integer arithmetic on every amount with 3 decimals (property)', () => {
    const cents = (c: number) => Number((c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (mills) => {
        const x = mills / 1000; // the decimal the server would send, e.g. "12.345"
        const down = Math.trunc(mills / 10);
        const rest = mills - down * 10; // -9..9
        expect(roundDown2(x)).toBe(cents(down) || 0);
        expect(roundUp2(x)).toBe(cents(rest > 0 ? down + 1 : down) || 0);
        expect(floor2(x)).toBe(cents(rest < 0 ? down - 1 : down) || 0);
        expect(round2(x)).toBe(cents(Math.abs(rest) >= 5 ? down + Math.sign(rest) : down) || 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseAmount', () => {
  it('reads server decimal strings and numbers', () => {
    expect(parseAmount('1000.00')).toBe(1000);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('-3')).toBe(-3);
    expect(parseAmount('+0.75')).toBe(0.75);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('1E+3')).toBe(1000);
    expect(parseAmount(42.1)).toBe(42.1);
    expect(Object.is(parseAmount('-0.00'), 0)).toBe(true);
  });

  it.each([null, undefined, '', '  ', 'abc', '12,50', '1 000', '12.5.1', 'NaN', 'Infinity', '0x10', NaN, Infinity])(
    'throws an AmountParseError for %j',
    (value) => {
      expect(() => parseAmount(value as string)).toThrow(AmountParseError);
      try {
        parseAmount(value as string);
      } catch (e) {
        expect((e as Error).name).toBe('AmountParseError');
        expect((e as AmountParseError).value).toBe(value);
      }
    },
  );
});

describe('currencies', () => {
  it('has the spec symbols', () => {
    expect(CURRENCY_SYMBOLS).toMatchObject({
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
    });
  });

  it('shows FNT as RUB', () => {
    expect(displayCurrency('FNT')).toBe('RUB');
    expect(displayCurrency('fnt')).toBe('RUB');
    expect(currencySymbol('FNT')).toBe('₽');
    expect(displayCurrency('tnd')).toBe('TND');
  });

  it('writes the dinar in Arabic for ar, and unknown codes as themselves', () => {
    expect(currencySymbol('TND', 'ar')).toBe('د.ت');
    expect(currencySymbol('TND', 'fr')).toBe('DT');
    expect(currencySymbol('EUR', 'ar')).toBe('€');
    expect(currencySymbol('BTC')).toBe('BTC');
  });
});

describe('formatMoney', () => {
  it('fr: narrow no-break space groups, comma decimals, symbol after', () => {
    expect(formatMoney(1234.5, 'EUR', 'fr')).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(1234567.891, 'TND', 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}DT`);
    expect(formatMoney(0, 'USD', 'fr')).toBe(`0,00${NBSP}$`);
    expect(formatMoney(-5, 'EUR', 'fr')).toBe(`-5,00${NBSP}€`);
  });

  it('en: comma groups, dot decimals, sign symbols before, letter symbols after', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(1000000, 'USD', 'en')).toBe('$1,000,000.00');
    expect(formatMoney(3, 'AUD', 'en')).toBe('A$3.00');
    expect(formatMoney(12, 'TND', 'en')).toBe(`12.00${NBSP}DT`);
    expect(formatMoney(5, 'KGS', 'en')).toBe(`5.00${NBSP}сом`);
    expect(formatMoney(-12.5, 'GBP', 'en')).toBe('-£12.50');
  });

  it('ar: Latin digits, symbol after the amount', () => {
    expect(formatMoney(1234.5, 'TND', 'ar')).toBe(`1,234.50${NBSP}د.ت`);
    expect(formatMoney(0.5, 'EUR', 'ar')).toBe(`0.50${NBSP}€`);
    expect(formatMoney(1234.5, 'TND', 'ar')).toMatch(/^[0-9,.]+\u00A0/);
  });

  it('shows FNT as roubles', () => {
    expect(formatMoney(12, 'FNT', 'fr')).toBe(`12,00${NBSP}₽`);
    expect(formatMoney(12, 'FNT', 'en')).toBe('₽12.00');
  });

  it('always 2 decimals, rounded to the nearest cent exactly', () => {
    expect(formatMoney(1.005, 'EUR', 'en')).toBe('€1.01');
    expect(formatMoney(2.675, 'EUR', 'en')).toBe('€2.68');
    expect(formatMoney(999.999, 'EUR', 'en')).toBe('€1,000.00');
    expect(formatMoney(-0.001, 'EUR', 'en')).toBe('€0.00');
  });

  it('no currency: just the number; non-finite: a dash', () => {
    expect(formatMoney(12, '', 'en')).toBe('12.00');
    expect(formatMoney(NaN, 'EUR', 'fr')).toBe('—');
  });
});
