// The cashier's amount rules (widgets/cashier/limits.ts; spec money §6): the site's minimums
// converted with the settings' rates (units per house currency), the tightest of all limits, what the
// player typed, quick amounts, IBANs.
import { describe, expect, it } from 'vitest';
import { amountLimits, amountProblem, formatIban, fromEur, isIban, MIN_DEPOSIT_EUR, MIN_PAYOUT_EUR, parseAmountInput, quickAmounts } from '../../../widgets/cashier/limits';

const RATES = [
  { currency: 'TND', rate: 1 },
  { currency: 'EUR', rate: 0.3 },
  { currency: 'RUB', rate: 29.13 },
];

describe('fromEur', () => {
  it('converts through the house currency and rounds up to the cent', () => {
    expect(fromEur(MIN_DEPOSIT_EUR, 'TND', RATES)).toBe(16.67); // 5 / 0.3 = 16.666…
    expect(fromEur(MIN_PAYOUT_EUR, 'TND', RATES)).toBe(33.34);
    expect(fromEur(5, 'EUR', RATES)).toBe(5);
    expect(fromEur(5, 'rub', RATES)).toBe(485.5);
  });
  it('is null without a usable rate', () => {
    expect(fromEur(5, 'USD', RATES)).toBeNull();
    expect(fromEur(5, 'TND', [{ currency: 'TND', rate: 1 }])).toBeNull();
    expect(fromEur(5, 'TND', [{ currency: 'TND', rate: 1 }, { currency: 'EUR', rate: 0 }])).toBeNull();
  });
});

describe('amountLimits', () => {
  it('takes the tightest bounds', () => {
    expect(amountLimits({ systemMin: 15, systemMax: 5000, siteMin: 16.67, maxTransaction: 3000 })).toEqual({ min: 16.67, max: 3000 });
    expect(amountLimits({ systemMin: 20, systemMax: null, maxTransaction: 0 })).toEqual({ min: 20, max: null });
    expect(amountLimits({ systemMin: 34, systemMax: 5000, maxAmount: 1000, balance: 250.555 })).toEqual({ min: 34, max: 250.55 });
  });
});

describe('amounts typed', () => {
  it('reads a comma or a dot, two decimals at most', () => {
    expect(parseAmountInput(' 12,5 ')).toBe(12.5);
    expect(parseAmountInput('1 000.00')).toBe(1000);
    expect(parseAmountInput('12.345')).toBeNull();
    expect(parseAmountInput('-3')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
  });
  it('says why an amount is refused', () => {
    const limits = { min: 16.67, max: 3000 };
    expect(amountProblem('', limits)).toBe('empty');
    expect(amountProblem('0', limits)).toBe('invalid');
    expect(amountProblem('x', limits)).toBe('invalid');
    expect(amountProblem('16,66', limits)).toBe('below');
    expect(amountProblem('16,67', limits)).toBeNull();
    expect(amountProblem('3000.01', limits)).toBe('above');
    expect(amountProblem('20', { min: 34, max: 20 })).toBe('impossible');
  });
});

describe('quickAmounts', () => {
  it('offers round figures inside the limits, scaled to the currency', () => {
    expect(quickAmounts({ min: 16.67, max: 5000 })).toEqual([17, 20, 50, 100]);
    expect(quickAmounts({ min: 485.5, max: 100000 })).toEqual([486, 500, 1000, 2000]);
    expect(quickAmounts({ min: 40, max: 60 })).toEqual([40, 50]);
    expect(quickAmounts({ min: 100, max: 50 })).toEqual([]);
  });
});

describe('IBAN', () => {
  it('checks the ISO 13616 checksum and groups by four', () => {
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('GB82WEST12345698765433')).toBe(false);
    expect(isIban('hello')).toBe(false);
    expect(formatIban('gb82west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
  });
});
