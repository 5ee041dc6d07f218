// Counts the locale's way (src/format/count.ts), as money groups them (money-format.ts): the messages'
// plurals take them as `{n}` instead of ICU's `#`.
import { describe, expect, it } from 'vitest';
import { formatCount, groupDigits } from '../../../src/format/count';
import { formatMoney } from '../../../src/format/money-format';

describe('formatCount', () => {
  it('groups thousands the locale\'s way, in Latin digits', () => {
    expect(formatCount(4070, 'fr')).toBe('4\u202F070');
    expect(formatCount(4070, 'en')).toBe('4,070');
    expect(formatCount(4070, 'ar')).toBe('4,070');
    expect(formatCount(1234567, 'fr')).toBe('1\u202F234\u202F567');
  });

  it('writes small counts as they are, whole, and negatives with a minus', () => {
    expect(formatCount(0, 'fr')).toBe('0');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(2.9, 'fr')).toBe('2');
    expect(formatCount(-1500, 'en')).toBe('-1,500');
  });

  it('groups as ICU does for fr and en, and as money does in every locale', () => {
    for (const n of [0, 7, 1000, 4070, 98765, 1234567]) {
      expect(formatCount(n, 'fr')).toBe(new Intl.NumberFormat('fr').format(n));
      expect(formatCount(n, 'en')).toBe(new Intl.NumberFormat('en').format(n));
      for (const locale of ['fr', 'en', 'ar'] as const) {
        expect(formatMoney(n, '', locale).split(/[.,](?=\d\d$)/)[0]).toBe(groupDigits(String(n), locale));
      }
    }
  });
});
