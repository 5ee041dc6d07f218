// Money: parsing and exact 2-decimal rounding (spec shell-session-wheel.md §3; money-and-games.md §3, §5),
// used by the converters in the chunk every element loads. Symbols and locale formatting, which only
// the elements that show amounts need, are in money-format.ts.

/** A server amount that is not a number: converters turn it into a malformed_response (api/errors.ts). */
export class AmountParseError extends Error {
  override name = 'AmountParseError';
  constructor(readonly value: unknown) {
    super(`not an amount: ${typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : String(value)}`);
  }
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads a server amount: a decimal string ("1000.00", " -3.5 ", "1E+3") or a finite number. Never
 * returns NaN: null, undefined, '', garbage ("12,50", "abc") and non-finite numbers throw an
 * AmountParseError, because a wrong balance shown as 0 would be worse than an error the player can retry.
 * A converter that allows a missing amount checks for null first.
 */
export function parseAmount(x: string | number | null | undefined): number {
  if (typeof x === 'number') {
    if (Number.isFinite(x)) return x;
    throw new AmountParseError(x);
  }
  if (typeof x === 'string') {
    const s = x.trim();
    if (DECIMAL.test(s)) {
      const n = Number(s);
      if (Number.isFinite(n)) return n === 0 ? 0 : n;
    }
  }
  throw new AmountParseError(x);
}

type Mode = 'ceil' | 'floor' | 'trunc' | 'half-up';

/**
 * The amount in cents (a BigInt), rounded with `mode`, computed on the decimal that `x` denotes to 15
 * significant digits (the precision a double holds for every decimal). So 1.005, stored in binary as
 * 1.00499999999999989…, is treated as 1.005, and arithmetic noise (0.1 + 0.2 = 0.30000000000000004) does
 * not push a result over a cent boundary. `x` must be finite.
 */
export function toCents(x: number, mode: Mode): bigint {
  const negative = x < 0;
  const [mantissa, exponent = '0'] = Math.abs(x).toPrecision(15).split('e');
  const [int, frac = ''] = mantissa.split('.');
  let digits = BigInt(int + frac);
  let scale = frac.length - Number(exponent); // value = digits × 10^-scale
  if (scale < 2) {
    digits *= 10n ** BigInt(2 - scale);
    scale = 2;
  }
  const divisor = 10n ** BigInt(scale - 2);
  let cents = digits / divisor;
  const rest = digits % divisor;
  if (rest > 0n) {
    // On magnitudes: ceil moves positives away from zero, floor moves negatives away from zero.
    const away =
      mode === 'half-up' ? rest * 2n >= divisor : mode === 'ceil' ? !negative : mode === 'floor' ? negative : false;
    if (away) cents += 1n;
  }
  return negative ? -cents : cents;
}

function round(x: number, mode: Mode): number {
  if (!Number.isFinite(x)) return x;
  const cents = toCents(x, mode);
  if (cents === 0n) return 0;
  // One decimal-to-binary conversion (Number of "1234.50"), exact to the nearest double even past 2^53 cents.
  const abs = cents < 0n ? -cents : cents;
  return Number(`${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`);
}

/** Up to the next cent, toward +∞ (minBet, spec §3): 0.501 → 0.51, 0.505 → 0.51, 2.675 → 2.68, -1.239 → -1.23. */
export const roundUp2 = (x: number): number => round(x, 'ceil');

/**
 * Down to the cent, toward zero (maxBet, maxWin, maxTransaction, spec §3): 1.005 → 1, 5000.999 → 5000.99,
 * -1.239 → -1.23 (a negative limit is never made larger in magnitude).
 */
export const roundDown2 = (x: number): number => round(x, 'trunc');

/** Floor to the cent, toward −∞ (bonus balance, spec §3): same as roundDown2 for positives; -1.231 → -1.24. */
export const floor2 = (x: number): number => round(x, 'floor');

/** Nearest cent, halves away from zero (balances, "2 decimals"): 1.005 → 1.01, 2.675 → 2.68, -0.125 → -0.13. */
export const round2 = (x: number): number => round(x, 'half-up');
