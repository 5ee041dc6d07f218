/**
 * The betting limits the settings publish, enforced (docs/api.md "Limits (enforced)"). The
 * server holds a player to exactly the figures the client shows: the published 4-decimal value in the
 * player's currency, min_bet rounded up and the others down to the cent (spec money §5).
 *
 * - min_bet, max_bet: a stake outside them is refused (400 bet_below_minimum, bet_above_maximum);
 * - max_transaction: no single stake, payment or transfer above it (400 transaction_limit, the
 *   spec's code); a win is not a transaction of the player's, max_win bounds it;
 * - max_win: a round's win above it is paid at max_win, and the round's answer says so.
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { convertAmount, fromCents, toCents } from './money';
import { publishedLimits, rateOf } from './settings';

export interface PlayerLimits {
  currency: string;
  /** Units of the currency per 1 TND. */
  rate: string;
  /** In cents of the currency; undefined when the limit is not configured. */
  minBet?: bigint;
  maxBet?: bigint;
  maxWin?: bigint;
  maxTransaction?: bigint;
}

const cents = (value: string | undefined, rounding: 'up' | 'down') => (value === undefined ? undefined : toCents(convertAmount(value, '1', rounding)));

export async function playerLimits(q: Queryable, currency: string): Promise<PlayerLimits> {
  const [published, rate] = await Promise.all([publishedLimits(q, currency), rateOf(q, currency)]);
  return {
    currency,
    rate,
    minBet: cents(published.min_bet, 'up'),
    maxBet: cents(published.max_bet, 'down'),
    maxWin: cents(published.max_win, 'down'),
    maxTransaction: cents(published.max_transaction, 'down'),
  };
}

const money = (value: bigint, currency: string) => `${fromCents(value)} ${currency}`;

/** 400 transaction_limit when one stake, payment or transfer of `amount` cents is above max_transaction. */
export function checkTransaction(limits: PlayerLimits, amount: bigint): void {
  if (limits.maxTransaction !== undefined && amount > limits.maxTransaction) {
    const most = money(limits.maxTransaction, limits.currency);
    throw new ApiError(400, 'transaction_limit', `The largest transaction allowed is ${most}.`, `${money(amount, limits.currency)} is above max_transaction ${most}`);
  }
}

/** A stake of `bet` cents: min_bet, max_bet, then max_transaction. */
export function checkStake(limits: PlayerLimits, bet: bigint): void {
  const { currency, minBet, maxBet } = limits;
  if (minBet !== undefined && bet < minBet) {
    throw new ApiError(400, 'bet_below_minimum', `The minimum bet is ${money(minBet, currency)}.`, `bet ${money(bet, currency)} is below min_bet ${money(minBet, currency)}`);
  }
  if (maxBet !== undefined && bet > maxBet) {
    throw new ApiError(400, 'bet_above_maximum', `The maximum bet is ${money(maxBet, currency)}.`, `bet ${money(bet, currency)} is above max_bet ${money(maxBet, currency)}`);
  }
  checkTransaction(limits, bet);
}

/** The win paid for a round that won `win` cents: never above max_win. */
export function capWin(limits: PlayerLimits, win: bigint): { paid: bigint; capped: boolean } {
  if (limits.maxWin !== undefined && win > limits.maxWin) return { paid: limits.maxWin, capped: true };
  return { paid: win, capped: false };
}

/**
 * The stakes a game offers in the player's currency: each step of `ladder` (TND) converted with the
 * rate (rounded down, as prizes are), brought within the limits (a step under min_bet becomes min_bet,
 * one above max_bet or max_transaction their lower), without repeats, in order.
 */
export function stakesWithin(limits: PlayerLimits, ladder: readonly string[]): string[] {
  const ceilings = [limits.maxBet, limits.maxTransaction].filter((v): v is bigint => v !== undefined);
  const ceiling = ceilings.length ? ceilings.reduce((a, b) => (a < b ? a : b)) : undefined;
  const stakes = ladder.map((step) => {
    let value = toCents(convertAmount(step, limits.rate, 'down'));
    if (limits.minBet !== undefined && value < limits.minBet) value = limits.minBet;
    if (ceiling !== undefined && value > ceiling) value = ceiling;
    return value;
  });
  return [...new Set(stakes)].filter((v) => v > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(fromCents);
}
