// The bonus exchange's converters (src/api/bonus.ts; docs/api.md "Bonus exchange"): decimal strings to
// numbers with the spec's rounding (the bonus floored, money §5), and a clear ShapeError for an answer of
// another shape instead of a page that shows NaN.
import { describe, expect, it } from 'vitest';
import { toExchangeAnswer, toExchangeRules } from '../../../src/api/bonus';
import { ShapeError } from '../../../src/api/convert';

describe('toExchangeRules', () => {
  it('reads the thresholds in the player currency', () => {
    expect(toExchangeRules({ exchange_min_bonus: '3.00', exchange_max_balance: '1.00', currency: 'TND' })).toEqual({
      minBonus: 3,
      maxBalance: 1,
      currency: 'TND',
    });
    expect(toExchangeRules({ exchange_min_bonus: '0.89', exchange_max_balance: '0.29', currency: 'EUR' })).toMatchObject({ minBonus: 0.89, maxBalance: 0.29 });
  });

  it('refuses another shape', () => {
    expect(() => toExchangeRules({ exchange_min_bonus: 'abc', exchange_max_balance: '1.00', currency: 'TND' })).toThrow(ShapeError);
    expect(() => toExchangeRules({ exchange_max_balance: '1.00', currency: 'TND' })).toThrow(ShapeError);
    expect(() => toExchangeRules(null)).toThrow(ShapeError);
  });
});

describe('toExchangeAnswer', () => {
  it('reads the amount and the balances, the bonus floored to the cent', () => {
    expect(
      toExchangeAnswer({
        code: 'ok',
        message: 'Balance converted.',
        amount: '12.00',
        currency: 'TND',
        balances: { balance: '12.50', bonus_balance: '0.009', held_balance: '0.00' },
      }),
    ).toEqual({ amount: 12, currency: 'TND', balances: { balance: 12.5, bonusBalance: 0, heldBalance: 0 } });
  });

  it('keeps a missing bonus or held balance as null (the session keeps its own)', () => {
    expect(toExchangeAnswer({ amount: '3.00', currency: 'TND', balances: { balance: '3.50' } }).balances).toEqual({
      balance: 3.5,
      bonusBalance: null,
      heldBalance: null,
    });
  });

  it('refuses an answer without balances', () => {
    expect(() => toExchangeAnswer({ amount: '3.00', currency: 'TND' })).toThrow(ShapeError);
  });
});
