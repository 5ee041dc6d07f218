// The bonus exchange (spec money §4 "Bonus exchange is available only while real balance is
// under the threshold", §5, §8, §9): the rules in the player's currency (a player resource,
// player-resource.ts: read once per player), the two conditions checked before any call (checkExchange:
// the same order as the server's), and the exchange itself as a money press: one POST however often the
// button is pressed (single flight), the press's Idempotency-Key (kept after an unknown outcome, docs/conventions.md
// §7 "Definitive answers", so the server replays instead of moving the bonus twice; the balances are read
// again meanwhile), and the answer's balances written through the session's one user-writing action
// (money-action.ts), so the header's balance and bonus follow.
import type { ReadableAtom } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { bonusApi, type BonusApi, type ExchangeAnswer, type ExchangeRules } from '../api/bonus';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { floor2 } from '../format/money';
import { defaultUuid, pressMoney, singleFlight, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';
import { $playerId } from './player-id';
import { playerResource, type Resource } from './player-resource';

/** What stops an exchange, in the server's order (docs/api.md "Bonus exchange"). */
export type ExchangeProblem = 'invalid' | 'bonus_amount_too_low' | 'balance_not_low_enough' | 'insufficient_funds_on_bonus_balance';

export interface ExchangeFigures {
  /** The real balance. */
  balance: number;
  /** The bonus balance, floored to the cent (money §5). */
  bonusBalance: number;
}

const cents = (x: number) => Math.round(x * 100);

/**
 * The first rule `amount` breaks, or null: the amount (positive, 2 decimals), at least the minimum bonus,
 * the balance strictly under the ceiling, not more than the bonus. Compared in whole cents.
 */
export function checkExchange(amount: number | null, rules: ExchangeRules, figures: ExchangeFigures): ExchangeProblem | null {
  const twoDecimals = amount !== null && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || !twoDecimals) return 'invalid';
  if (cents(amount) < cents(rules.minBonus)) return 'bonus_amount_too_low';
  if (cents(figures.balance) >= cents(rules.maxBalance)) return 'balance_not_low_enough';
  if (cents(amount) > cents(floor2(figures.bonusBalance))) return 'insufficient_funds_on_bonus_balance';
  return null;
}

/** The two conditions of the spec on their own (the bonus page shows whether each is met). */
export function exchangeConditions(rules: ExchangeRules, figures: ExchangeFigures) {
  return {
    bonusEnough: cents(floor2(figures.bonusBalance)) >= cents(rules.minBonus),
    balanceLow: cents(figures.balance) < cents(rules.maxBalance),
  };
}

type RulesState = Resource<ExchangeRules>;

interface BonusExchangeDeps extends MoneyDeps {
  api: Pick<BonusApi, 'exchangeBonus' | 'exchangeRules'>;
  player: ReadableAtom<number | null>;
}

export function createBonusExchange(deps: BonusExchangeDeps) {
  const rules = playerResource(() => deps.api.exchangeRules(), { player: deps.player });
  const keys = createIdempotencyKeys(deps.uuid ?? defaultUuid);
  // Another player (or none): no key of the last player's.
  deps.player.listen(() => keys.reset());

  /** One exchange per press; a second press while one is in flight gets the same promise. */
  const exchange = singleFlight(async (amount: number): Promise<ExchangeAnswer> => {
    const wire = floor2(amount);
    return pressMoney(keys, wire.toFixed(2), deps, (key) => deps.api.exchangeBonus(wire, key));
  });

  return { $rules: rules.$state, loadRules: rules.load, reloadRules: rules.reload, exchange };
}

const bonusExchange = sharedSlot('bonus-exchange-resource', () => createBonusExchange({ api: bonusApi(http), auth: $auth, player: $playerId, session, recheck: () => session.pollNow() }));

export const $exchangeRules = bonusExchange.$rules;
/** The rules, read once per player (never rejects: a failure is in $exchangeRules). */
export const loadExchangeRules = () => bonusExchange.loadRules();
export const reloadExchangeRules = () => bonusExchange.reloadRules();
export const exchangeBonus = (amount: number) => bonusExchange.exchange(amount);
