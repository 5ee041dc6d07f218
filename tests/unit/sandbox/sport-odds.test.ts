// The sportsbook pages' odds display (docs/contracts/sportsbook.md): the wire's decimal odds in the player's
// format.
import { describe, expect, it } from 'vitest';
import { formatOdd, oddsFormatOf, oddValue } from '../../../demo/sandbox/sport/odds.js';

describe('sportsbook odds formats', () => {
  it('prints decimal odds with two decimals', () => {
    expect(formatOdd('1.85')).toBe('1.85');
    expect(formatOdd('2', 'decimal')).toBe('2.00');
    expect(formatOdd(3.456, 'decimal')).toBe('3.46');
  });

  it('prints fractional odds with the first printed denominator closer than half a hundredth', () => {
    expect(formatOdd('2.00', 'fractional')).toBe('1/1');
    expect(formatOdd('2.50', 'fractional')).toBe('3/2');
    expect(formatOdd('1.85', 'fractional')).toBe('17/20');
    expect(formatOdd('1.91', 'fractional')).toBe('10/11');
    expect(formatOdd('1.50', 'fractional')).toBe('1/2');
    expect(formatOdd('11.00', 'fractional')).toBe('10/1');
    expect(formatOdd('1.01', 'fractional')).toBe('1/100');
    expect(formatOdd('1.33', 'fractional')).toBe('1/3');
    expect(formatOdd('1.47', 'fractional')).toBe('7/15');
    expect(formatOdd('1.37', 'fractional')).toBe('37/100');
  });

  it('prints american odds: + for 2.00 and over, − under', () => {
    expect(formatOdd('2.00', 'american')).toBe('+100');
    expect(formatOdd('3.50', 'american')).toBe('+250');
    expect(formatOdd('1.50', 'american')).toBe('-200');
    expect(formatOdd('1.25', 'american')).toBe('-400');
    expect(formatOdd('1.91', 'american')).toBe('-110');
  });

  it('prints Hong Kong odds as the profit per unit (the Asian view)', () => {
    expect(formatOdd('1.85', 'hongkong')).toBe('0.85');
    expect(formatOdd('2.40', 'hongkong')).toBe('1.40');
  });

  it('shows a dash for what is not an odd, and reads unknown formats as decimal', () => {
    for (const bad of ['1.00', '0.5', 'abc', '', null, undefined, -2]) expect(formatOdd(bad, 'fractional')).toBe('—');
    expect(oddValue('1.00')).toBeNaN();
    expect(oddsFormatOf('american')).toBe('american');
    expect(oddsFormatOf('hongkong')).toBe('decimal');
    expect(oddsFormatOf(undefined)).toBe('decimal');
  });
});
