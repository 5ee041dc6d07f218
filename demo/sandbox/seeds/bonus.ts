/**
 * Jackpot and bonus-history seeds (docs/api.md "Jackpots", "Bonus and cashback history").
 * History ids are fixed (1..999 are seed ids; new items start at 1001).
 */
import { BONUS_ITEM_REFERENCE } from '../services/bonus-exchange';
import type { BonusType, HistoryKind } from '../services/bonus-history';
import { fromCents, toCents } from '../services/money';
import type { Movement } from '../services/wallet';

export interface JackpotSeed {
  id: number;
  name: 'silver' | 'gold' | 'bronze';
  /** TND at the moment of seeding. */
  base: string;
  /** TND per second. */
  growth: string;
  winner_user_id: number | null;
}

/** In display order (spec §9: silver, gold, bronze). */
export const JACKPOTS: JackpotSeed[] = [
  { id: 1, name: 'silver', base: '12345.67', growth: '0.0731', winner_user_id: 1001 },
  { id: 2, name: 'gold', base: '48210.00', growth: '0.2113', winner_user_id: null },
  { id: 3, name: 'bronze', base: '2310.40', growth: '0.0127', winner_user_id: 1002 },
];

export interface HistorySeed {
  id: number;
  user_id: number;
  history: HistoryKind;
  type: BonusType;
  amount: string;
  /** A fixed instant, or how long before the seed's clock ("now") the item happened. */
  date: string | { ago: number };
  is_accrued?: boolean;
  is_acknowledged?: boolean;
}

const DEMO = 1001;
const LOW = 1002;

/**
 * Before the seed's clock by days, hours and minutes. The figures are those that put the items on their
 * documented dates under the tests' clock (2025-01-15 12:00 UTC, tests/unit/sandbox/helpers.ts), so a
 * sandbox started today shows notices from the last weeks, not from a past year labelled new.
 */
const ago = (days: number, hours = 0, minutes = 0) => ({ ago: ((days * 24 + hours) * 60 + minutes) * 60_000 });

/** An item's date under the seed's clock. */
export const historyDate = (h: HistorySeed, now: Date): Date =>
  typeof h.date === 'string' ? new Date(h.date) : new Date(now.getTime() - h.date.ago);

/**
 * For `demo`: what the three notices show (one first deposit, two personal jackpots, two unacknowledged
 * cashbacks of three), history-only items of other types, and items before the notices' fixed start
 * date 2023-08-25 (spec §9) that a client forgetting `date_from` would wrongly show; those keep fixed
 * dates (the start date is fixed), before the accounts were opened, so no money goes with them.
 *
 * Every other item is money that moved (seed.ts `historyMoney`): an accrued item credited the bonus
 * wallet, demo's exchange (6) moved the bonus to the real balance. The amounts add up to the accounts'
 * seeded bonus balances: demo 277.25 credited − 272.25 exchanged = 5.00, low 10.00 + 2.00 = 12.00.
 */
export const HISTORY: HistorySeed[] = [
  { id: 1, user_id: DEMO, history: 'bonusbalance', type: 'FirstDeposit', amount: '20.00', date: ago(56, 1, 45) },
  { id: 2, user_id: DEMO, history: 'bonusbalance', type: 'PersonalJackpot', amount: '150.00', date: ago(17, 14, 55) },
  { id: 3, user_id: DEMO, history: 'bonusbalance', type: 'PersonalJackpot', amount: '75.50', date: ago(43, 17, 20) },
  { id: 4, user_id: DEMO, history: 'bonusbalance', type: 'LuckySpin', amount: '5.00', date: ago(16, 3), is_acknowledged: true },
  { id: 5, user_id: DEMO, history: 'bonusbalance', type: 'SportDiscount', amount: '3.20', date: ago(95, 19, 30), is_acknowledged: true },
  { id: 6, user_id: DEMO, history: 'bonusbalance', type: 'TransferBonusesToBalance', amount: '272.25', date: ago(15, 3, 15), is_accrued: false, is_acknowledged: true },
  { id: 7, user_id: DEMO, history: 'bonusbalance', type: 'PersonalJackpot', amount: '42.00', date: '2023-08-24T23:59:59Z' },
  { id: 8, user_id: DEMO, history: 'bonusbalance', type: 'LuckySpin', amount: '2.00', date: '2023-03-03T12:00:00Z' },
  { id: 9, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '12.40', date: ago(23, 5) },
  { id: 10, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '8.00', date: ago(30, 5), is_acknowledged: true },
  { id: 11, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '3.15', date: ago(37, 5) },
  { id: 12, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '4.00', date: '2023-05-10T07:00:00Z' },
  // Another player's items: never in demo's lists, 404 when demo acknowledges them.
  { id: 13, user_id: LOW, history: 'cashback', type: 'Cashback', amount: '2.00', date: ago(26, 5) },
  { id: 14, user_id: LOW, history: 'bonusbalance', type: 'FirstDeposit', amount: '10.00', date: ago(45, 2) },
];

/**
 * A seeded account's money once its history items are in the ledger (docs/api.md "Bonus and cashback
 * history"): the opening credits are what is left of its seeded balances after the items' movements, and
 * the movements are the items' own, oldest first, as the services write them (an accrued item credits the
 * bonus wallet, reason `bonus_item`; an exchange moves bonus to balance, reason `bonus_exchange`; both
 * referencing the item). Items dated before the account was opened move nothing. A seed whose items
 * outgrow its balances is an error here, not a negative opening.
 */
export function historyMoney(
  userId: number,
  opened: Date,
  now: Date,
  seeded: { balance: string; bonus: string },
): { opening: { balance: string; bonus: string }; movements: Movement[] } {
  const items = HISTORY.filter((h) => h.user_id === userId && historyDate(h, now) >= opened).sort(
    (a, b) => historyDate(a, now).getTime() - historyDate(b, now).getTime(),
  );
  const movements = items.flatMap((h): Movement[] => {
    const at = historyDate(h, now);
    const reference = { type: BONUS_ITEM_REFERENCE, id: h.id };
    if (h.is_accrued ?? true) return [{ userId, wallet: 'bonus', amount: h.amount, reason: 'bonus_item', reference, at }];
    if (h.type !== 'TransferBonusesToBalance') throw new Error(`bonus seed ${h.id}: only an exchange may take bonus money`);
    return [
      { userId, wallet: 'bonus', amount: fromCents(-toCents(h.amount)), reason: 'bonus_exchange', reference, at },
      { userId, wallet: 'balance', amount: h.amount, reason: 'bonus_exchange', reference, at },
    ];
  });
  const net = (wallet: Movement['wallet']) => movements.filter((m) => m.wallet === wallet).reduce((sum, m) => sum + toCents(m.amount), 0n);
  const balance = toCents(seeded.balance) - net('balance');
  const bonus = toCents(seeded.bonus) - net('bonus');
  if (balance < 0n || bonus < 0n) throw new Error(`bonus seed: the items of user ${userId} move more than its seeded balances`);
  return { opening: { balance: fromCents(balance), bonus: fromCents(bonus) }, movements };
}
