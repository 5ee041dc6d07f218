// The seeded paid wheel's expected return (docs/api.md "Wheel"): a paid spin returns less than it
// costs on average, counting a bonus prize at what it converts to and a present at its value.
import { describe, expect, it } from 'vitest';
import { WHEEL_CONFIG, WHEEL_PRIZES } from '../../../demo/sandbox/seeds/wheel';
import { expectedReturn } from '../../../demo/sandbox/services/wheel';

describe('expectedReturn', () => {
  it('weighs each segment: 1.00 at weight 1 and nothing at weight 1 return 0.50 of a 1.00 spin', () => {
    expect(expectedReturn([{ amount: '1.00', weight: 1 }, { amount: '0.00', weight: 1 }], '1.00')).toBe(0.5);
    // A present counts at its value, not its (zero) amount.
    expect(expectedReturn([{ amount: '0.00', value: '3.00', weight: 1 }, { amount: '0.00', weight: 2 }], '2.00')).toBe(0.5);
    expect(() => expectedReturn([{ amount: '1.00', weight: 0 }], '1.00')).toThrow(/weight/);
  });
});

describe('the seeded paid wheel', () => {
  it('returns less than 100 % of the spin cost, bonus prizes counted at their full value', () => {
    const presents = WHEEL_PRIZES.filter((p) => p.is_present);
    // Every present carries the value the return counts.
    expect(presents.length).toBeGreaterThan(0);
    for (const p of presents) expect(Number(p.value), p.name.en).toBeGreaterThan(0);
    const rtp = expectedReturn(WHEEL_PRIZES, WHEEL_CONFIG.paid_spin_cost);
    expect(rtp).toBeLessThan(1);
    // Money and bonus prizes alone (presents aside) stay under the cost too.
    const cashOnly = WHEEL_PRIZES.map((p) => (p.is_present ? { amount: '0.00', weight: p.weight } : p));
    expect(expectedReturn(cashOnly, WHEEL_CONFIG.paid_spin_cost)).toBeLessThan(1);
  });
});
