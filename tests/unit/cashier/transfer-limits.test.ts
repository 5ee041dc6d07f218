// The transfer page's bounds (widgets/cashier/limits.ts transferAmountLimits, src/api/transfers.ts;
// docs/api.md "Transfers"): the figures the server publishes at GET transactions/limits/ and enforces,
// capped by the balance, so 0,50 under the cashier's 1,00 is refused in the field with the minimum named.
import { describe, expect, it } from 'vitest';
import { toTransferLimits } from '../../../src/api/transfers';
import { amountProblem, transferAmountLimits } from '../../../widgets/cashier/limits';

describe('toTransferLimits', () => {
  it('reads the published bounds, and none when the cashier has no limit in the currency', () => {
    expect(toTransferLimits({ currency: 'TND', min_amount: '1.00', max_amount: '1000.00', configured: true })).toEqual({ currency: 'TND', min: 1, max: 1000, configured: true });
    expect(toTransferLimits({ currency: 'TND', min_amount: null, max_amount: null, configured: false })).toEqual({ currency: 'TND', min: null, max: null, configured: false });
    expect(() => toTransferLimits({ currency: 'TND', min_amount: 'x', max_amount: '1', configured: true })).toThrow();
  });
});

describe('transferAmountLimits', () => {
  const published = { currency: 'TND', min: 1, max: 1000, configured: true };

  it("takes the server's minimum, and the lower of its maximum and the balance", () => {
    expect(transferAmountLimits(published, 150)).toEqual({ min: 1, max: 150 });
    expect(transferAmountLimits(published, 5000)).toEqual({ min: 1, max: 1000 });
    expect(transferAmountLimits({ ...published, configured: false, min: null, max: null }, 150)).toBeNull();
  });

  it('refuses 0,50 as below the minimum (never "a smaller amount"), accepts 1,00, refuses above the balance', () => {
    const limits = transferAmountLimits(published, 150)!;
    expect(amountProblem('0,50', limits)).toBe('below');
    expect(amountProblem('1,00', limits)).toBeNull();
    expect(amountProblem('150.01', limits)).toBe('above');
  });
});
