/**
 * Jackpot and bonus-history seeds (docs/api.md "Jackpots", "Bonus and cashback history").
 * History ids are fixed (1..999 are seed ids; new items start at 1001).
 */
import type { BonusType, HistoryKind } from '../services/bonus-history';

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
  date: string;
  is_accrued?: boolean;
  is_acknowledged?: boolean;
}

const DEMO = 1001;
const LOW = 1002;

/**
 * For `demo`: what the three notices show (one first deposit, two personal jackpots, two unacknowledged
 * cashbacks of three), history-only items of other types, and items before the notices' fixed start
 * date 2023-08-25 (spec §9) that a client forgetting `date_from` would wrongly show.
 */
export const HISTORY: HistorySeed[] = [
  { id: 1, user_id: DEMO, history: 'bonusbalance', type: 'FirstDeposit', amount: '20.00', date: '2024-11-20T10:15:00Z' },
  { id: 2, user_id: DEMO, history: 'bonusbalance', type: 'PersonalJackpot', amount: '150.00', date: '2024-12-28T21:05:00Z' },
  { id: 3, user_id: DEMO, history: 'bonusbalance', type: 'PersonalJackpot', amount: '75.50', date: '2024-12-02T18:40:00Z' },
  { id: 4, user_id: DEMO, history: 'bonusbalance', type: 'LuckySpin', amount: '5.00', date: '2024-12-30T09:00:00Z', is_acknowledged: true },
  { id: 5, user_id: DEMO, history: 'bonusbalance', type: 'SportDiscount', amount: '3.20', date: '2024-10-11T16:30:00Z', is_acknowledged: true },
  { id: 6, user_id: DEMO, history: 'bonusbalance', type: 'TransferBonusesToBalance', amount: '10.00', date: '2024-12-31T08:45:00Z', is_accrued: false, is_acknowledged: true },
  { id: 7, user_id: DEMO, history: 'bonusbalance', type: 'PersonalJackpot', amount: '42.00', date: '2023-08-24T23:59:59Z' },
  { id: 8, user_id: DEMO, history: 'bonusbalance', type: 'LuckySpin', amount: '2.00', date: '2023-03-03T12:00:00Z' },
  { id: 9, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '12.40', date: '2024-12-23T07:00:00Z' },
  { id: 10, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '8.00', date: '2024-12-16T07:00:00Z', is_acknowledged: true },
  { id: 11, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '3.15', date: '2024-12-09T07:00:00Z' },
  { id: 12, user_id: DEMO, history: 'cashback', type: 'Cashback', amount: '4.00', date: '2023-05-10T07:00:00Z' },
  // Another player's items: never in demo's lists, 404 when demo acknowledges them.
  { id: 13, user_id: LOW, history: 'cashback', type: 'Cashback', amount: '2.50', date: '2024-12-20T07:00:00Z' },
  { id: 14, user_id: LOW, history: 'bonusbalance', type: 'FirstDeposit', amount: '10.00', date: '2024-12-01T10:00:00Z' },
];
