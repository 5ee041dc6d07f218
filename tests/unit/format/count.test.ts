// Counts in messages (src/format/count.ts): the number grouped as money groups it, and the case picked as
// ICU's plural picks it, without Intl.NumberFormat.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countValues } from '../../../src/format/count';
import { formatMoney } from '../../../src/format/money-format';
import { LOCALES } from '../../../src/i18n/locale';

const count = (n: number, locale: string) => countValues(n, locale).count;
const form = (n: number, locale: string) => countValues(n, locale).form;

describe('countValues', () => {
  afterEach(() => vi.restoreAllMocks());

  it("groups thousands the locale's way, in Latin digits", () => {
    expect(count(4070, 'fr')).toBe('4\u202F070');
    expect(count(4070, 'en')).toBe('4,070');
    expect(count(4070, 'ar')).toBe('4,070');
    expect(count(1234567, 'fr')).toBe('1\u202F234\u202F567');
    expect(count(999, 'en')).toBe('999');
    expect(count(0, 'fr')).toBe('0');
  });

  it('groups as ICU does for fr and en, and as money does in every locale', () => {
    for (const n of [0, 7, 1000, 4070, 98765, 1234567]) {
      expect(count(n, 'fr')).toBe(new Intl.NumberFormat('fr').format(n));
      expect(count(n, 'en')).toBe(new Intl.NumberFormat('en').format(n));
      for (const locale of LOCALES) expect(formatMoney(n, '', locale).replace(/[.,]00$/, '')).toBe(count(n, locale));
    }
  });

  it('is form none for zero in every locale, whatever its plural rules say of 0', () => {
    for (const locale of LOCALES) expect(form(0, locale)).toBe('none');
  });

  it("is the locale's plural category otherwise", () => {
    expect([1, 2, 5].map((n) => form(n, 'fr'))).toEqual(['one', 'other', 'other']);
    expect([1, 2, 5].map((n) => form(n, 'en'))).toEqual(['one', 'other', 'other']);
    expect([1, 2, 3, 11, 100].map((n) => form(n, 'ar'))).toEqual(['one', 'two', 'few', 'many', 'other']);
    for (const locale of LOCALES) {
      for (const n of [1, 2, 3, 7, 11, 21, 101, 1000]) expect(form(n, locale)).toBe(new Intl.PluralRules(locale).select(n));
    }
  });

  it("keeps the message's other values beside form and count", () => {
    expect(countValues(3, 'fr', { query: 'bonus' })).toEqual({ query: 'bonus', form: 'other', count: '3' });
  });

  it('never makes an Intl.NumberFormat', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const locale of LOCALES) countValues(3000, locale);
    expect(made).not.toHaveBeenCalled();
  });
});

describe('the catalogs', () => {
  const catalogs = readdirSync('src/i18n/locales', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.po'));

  it('write every count as a select on form, never as an ICU plural', () => {
    expect(catalogs.length).toBeGreaterThanOrEqual(3 * 7);
    const plurals = catalogs.flatMap((file) =>
      readFileSync(`src/i18n/locales/${file}`, 'utf8')
        .split('\n')
        .filter((line) => /\{\s*\w+\s*,\s*(plural|selectordinal)\s*,/.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(plurals).toEqual([]);
  });
});
