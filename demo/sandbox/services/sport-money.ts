/**
 * Bet arithmetic in exact cents (never a float on money): the coefficient of a ticket, its potential
 * win, and the refusals that carry data beside the usual error body (coefs_changed's current odds).
 */
import { ApiError, type ErrorBody } from '../http/errors';
import { fromCents, toCents } from './money';

/** "1.85" → 185n (odds have 2 decimals on the wire). */
const hundredths = (odd: string) => toCents(odd);

/** The product of the odds as a coefficient with 2 decimals, rounded down ("3.42"). */
export function coefOf(odds: string[]): string {
  if (!odds.length) return '1.00';
  const product = odds.reduce((p, o) => p * hundredths(o), 1n);
  return fromCents(product / 100n ** BigInt(odds.length - 1));
}

/** stake × the product of the odds, in cents, rounded down (the player is never paid a fraction). */
export function winOf(stakeCents: bigint, odds: string[]): bigint {
  const product = odds.reduce((p, o) => p * hundredths(o), 1n);
  return (stakeCents * product) / 100n ** BigInt(odds.length);
}

/** A refusal whose body carries more than code/message/detail (the slip needs the data to update). */
export class SportError extends ApiError {
  constructor(
    status: ConstructorParameters<typeof ApiError>[0],
    code: string,
    message: string,
    detail: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(status, code, message, detail);
  }

  override toBody(): ErrorBody & Record<string, unknown> {
    return { ...super.toBody(), ...this.extra };
  }
}
