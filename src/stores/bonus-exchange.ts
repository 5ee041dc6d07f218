// The bonus exchange (issue 15; spec money §4 "Bonus exchange is available only while real balance is
// under the threshold", §5, §8, §9): the rules in the player's currency (read once per player), the two
// conditions checked before any call (checkExchange: the same order as the server's), and the exchange
// itself as a money press: one POST however often the button is pressed (single flight), the press's
// Idempotency-Key (kept after an unknown outcome, DESIGN.md §7 "Definitive answers", so the server
// replays instead of moving the bonus twice; the balances are read again meanwhile), and the answer's balances written through the session's one user-writing
// action (money-action.ts), so the header's balance and bonus follow.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { playerIdOf } from '../session/session-manager';
import { http } from '../api/http';
import { bonusApi, type BonusApi, type ExchangeAnswer, type ExchangeRules } from '../api/bonus';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { floor2 } from '../format/money';
import { defaultUuid, pressMoney, singleFlight, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';

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

export interface RulesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rules: ExchangeRules | null;
  error: unknown;
}

const IDLE: RulesState = { status: 'idle', rules: null, error: null };

export interface BonusExchangeDeps extends MoneyDeps {
  api: Pick<BonusApi, 'exchangeBonus' | 'exchangeRules'>;
}

export function createBonusExchange(deps: BonusExchangeDeps) {
  const $rules = map<RulesState>({ ...IDLE });
  const keys = createIdempotencyKeys(deps.uuid ?? defaultUuid);
  let player: number | null = null;
  let epoch = 0;

  // Another player (or none): their rules (another currency) and no key of the last player's.
  deps.auth.subscribe((a) => {
    const id = playerIdOf(a);
    if (id === player) return;
    player = id;
    epoch++;
    keys.reset();
    $rules.set({ ...IDLE });
  });

  let loading: Promise<ExchangeRules> | null = null;
  function loadRules(options: { force?: boolean } = {}): Promise<ExchangeRules> {
    const now = $rules.get();
    if (now.status === 'ready' && now.rules && !options.force) return Promise.resolve(now.rules);
    if (loading) return loading;
    const mine = epoch;
    $rules.set({ ...now, status: now.status === 'ready' ? 'ready' : 'loading', error: null });
    loading = deps.api
      .exchangeRules()
      .then(
        (rules) => {
          if (mine === epoch) $rules.set({ status: 'ready', rules, error: null });
          return rules;
        },
        (error: unknown) => {
          if (mine === epoch) $rules.set({ status: 'error', rules: null, error });
          throw error;
        },
      )
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** One exchange per press; a second press while one is in flight gets the same promise. */
  const exchange = singleFlight(async (amount: number): Promise<ExchangeAnswer> => {
    const wire = floor2(amount);
    return pressMoney(keys, wire.toFixed(2), deps, (key) => deps.api.exchangeBonus(wire, key));
  });

  return { $rules, loadRules, exchange };
}

export const bonusExchange = sharedSlot('bonus-exchange', () => createBonusExchange({ api: bonusApi(http), auth: $auth, session, recheck: () => session.pollNow() }));

export const $exchangeRules = bonusExchange.$rules;
export const loadExchangeRules = (options?: { force?: boolean }) => bonusExchange.loadRules(options);
export const exchangeBonus = (amount: number) => bonusExchange.exchange(amount);
