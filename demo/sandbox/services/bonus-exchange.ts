/**
 * Bonus balance -> real balance (spec money §4 "Bonus exchange is available only while real
 * balance is under the threshold", §5, §8, §9; docs/api.md "Bonus exchange").
 *
 * The thresholds are configured in TND (3 and 1) and converted with the player's currency rate, as the
 * wheel's prices are: the minimum bonus rounded up (nobody exchanges less than 3 TND's worth), the
 * balance ceiling rounded down (nobody above 1 TND's worth exchanges). The rules are checked on the
 * locked row (wallet.lockBalances) in the request's transaction, so two presses with two keys cannot both
 * pass the balance rule: the second sees the first one's credit and is refused.
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { formatDate } from './bonus-history';
import { convertAmount, fromCents, toCents } from './money';
import { rateOf } from './settings';
import { lockBalances, moveAll, type AllBalances, type Transaction } from './wallet';

/** Spec money §9, in TND. */
export const EXCHANGE_MIN_BONUS_TND = '3.00';
export const EXCHANGE_MAX_BALANCE_TND = '1.00';

export const EXCHANGE_REASON = 'bonus_exchange';
/** The ledger rows point at the history item they belong to (the account statement's "bonus item"). */
export const BONUS_ITEM_REFERENCE = 'bonus_history';

export interface ExchangeRules {
  /** The least bonus amount one exchange may move. */
  exchange_min_bonus: string;
  /** The real balance plus what open payouts hold must be strictly below this. */
  exchange_max_balance: string;
  currency: string;
}

export async function exchangeRules(q: Queryable, currency: string): Promise<ExchangeRules> {
  const rate = await rateOf(q, currency);
  return {
    exchange_min_bonus: convertAmount(EXCHANGE_MIN_BONUS_TND, rate, 'up'),
    exchange_max_balance: convertAmount(EXCHANGE_MAX_BALANCE_TND, rate, 'down'),
    currency,
  };
}

/** "3.00" -> "3", "0.89" stays: the spec's message reads 'Amount bonus less 3 TND'. */
const shortAmount = (amount: string) => amount.replace(/\.00$/, '');

const amountError = (code: string, message: string, detail: string) =>
  new ApiError(400, code, message, detail, [{ field: 'amount', code, message }]);

/** The rules in the contract's order; throws the first one broken. */
export function checkExchange(rules: ExchangeRules, wallets: AllBalances, amount: string): void {
  const cents = toCents(amount);
  const { currency } = rules;
  if (cents < toCents(rules.exchange_min_bonus)) {
    throw amountError(
      'bonus_amount_too_low',
      `Amount bonus less ${shortAmount(rules.exchange_min_bonus)} ${currency}`,
      `${amount} is below the minimum exchange of ${rules.exchange_min_bonus} ${currency}`,
    );
  }
  // The player's real money is the balance and what open payouts hold (docs/api.md "Bonus exchange"):
  // counting the balance alone would let a player park it in a payout, exchange, and cancel the payout.
  const real = toCents(wallets.balance) + toCents(wallets.held_balance);
  if (real >= toCents(rules.exchange_max_balance)) {
    throw new ApiError(
      400,
      'balance_not_low_enough',
      `Transfer is available if balance is less than ${shortAmount(rules.exchange_max_balance)} ${currency}`,
      `the balance is ${wallets.balance} ${currency} and open payouts hold ${wallets.held_balance}; an exchange needs less than ${rules.exchange_max_balance} in all`,
    );
  }
  if (cents > toCents(wallets.bonus_balance)) {
    throw amountError(
      'insufficient_funds_on_bonus_balance',
      'Not enough money on the bonus balance.',
      `the bonus balance is ${wallets.bonus_balance} ${currency}, ${amount} asked`,
    );
  }
}

export interface ExchangeAnswer {
  code: 'ok';
  message: string;
  amount: string;
  currency: string;
  balances: AllBalances;
}

/**
 * Moves `amount` (a validated positive decimal string with 2 decimals) from the bonus wallet to the
 * balance and writes the TransferBonusesToBalance item (taken: is_accrued false; acknowledged: the player
 * did it, no notice is owed), all on `tx` (the request's transaction under idempotent()).
 */
export async function exchangeBonus(
  tx: Transaction,
  user: { id: number; currency: string },
  amount: string,
  now: Date,
): Promise<ExchangeAnswer> {
  const locked = (await lockBalances(tx, [user.id])).get(user.id)!;
  const rules = await exchangeRules(tx, user.currency);
  checkExchange(rules, locked, amount);

  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bonus_history (user_id, history, type, amount, amount_currency, date, is_accrued, is_acknowledged)
     VALUES ($1, 'bonusbalance', 'TransferBonusesToBalance', $2::numeric, $3, $4, false, true) RETURNING id`,
    [user.id, amount, user.currency, now.toISOString()],
  );
  const reference = { type: BONUS_ITEM_REFERENCE, id: rows[0].id };
  const [debit, credit] = await moveAll(tx, [
    { userId: user.id, wallet: 'bonus', amount: fromCents(-toCents(amount)), reason: EXCHANGE_REASON, reference, at: now },
    { userId: user.id, wallet: 'balance', amount, reason: EXCHANGE_REASON, reference, at: now },
  ]);
  return {
    code: 'ok',
    message: 'Balance converted.',
    amount,
    currency: user.currency,
    balances: { balance: credit.balance_after, bonus_balance: debit.balance_after, held_balance: locked.held_balance },
  };
}

/** The QA control's item (POST /sandbox/api/bonus-items). */
export interface BonusItemInput {
  username: string;
  list: 'bonusbalance' | 'cashback';
  type: string;
  amount: string;
  is_accrued: boolean;
  credit: boolean;
}

/**
 * A history item for a player, dated now, in their currency; with `credit` the bonus wallet moves too
 * (accrued: a credit; taken: a debit, 400 not_enough_money when the bonus balance is short), reason
 * `bonus_item`, so QA can give `demo` a bonus to exchange or take it back.
 */
export async function addBonusItem(tx: Transaction, input: BonusItemInput, now: Date) {
  const { rows: users } = await tx.query<{ id: number; username: string; currency: string }>(
    'SELECT id, username, currency FROM users WHERE lower(username) = lower($1)',
    [input.username],
  );
  const user = users[0];
  if (!user) throw new ApiError(404, 'not_found', undefined, `no account "${input.username}"`);
  const { rows } = await tx.query<{ id: number; date: Date; amount: string }>(
    `INSERT INTO bonus_history (user_id, history, type, amount, amount_currency, date, is_accrued, is_acknowledged)
     VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, false) RETURNING id, date, amount::text AS amount`,
    [user.id, input.list, input.type, input.amount, user.currency, now.toISOString(), input.is_accrued],
  );
  const item = rows[0];
  if (input.credit) {
    const cents = toCents(input.amount);
    await moveAll(tx, [
      {
        userId: user.id,
        wallet: 'bonus',
        amount: fromCents(input.is_accrued ? cents : -cents),
        reason: 'bonus_item',
        reference: { type: BONUS_ITEM_REFERENCE, id: item.id },
        at: now,
      },
    ]);
  }
  return {
    id: item.id,
    amount: item.amount,
    amount_currency: user.currency,
    date: formatDate(item.date),
    type: input.type,
    is_accrued: input.is_accrued,
    is_acknowledged: false,
    history: input.list,
    username: user.username,
    credited: input.credit,
  };
}
