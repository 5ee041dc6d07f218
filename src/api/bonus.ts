// /api/bonus-system history lists and their acknowledgement (money-and-games.md §3 "Bonus or cashback
// history item", §7; shell-session-wheel.md §7 "Notifications"; docs/api.md "Bonus and cashback history").
// Amounts are floored to the cent here, once: both lists credit the bonus balance, and bonus amounts are
// floored to 2 decimals (money §5), so a notice never promises a cent the balance does not show.
import type { HttpClient } from './client';
import { arr, bool, decimal, int, obj, ShapeError, str } from './convert';
import { floor2, round2 } from '../format/money';
import type { BonusType } from './bonus-types';

export { BONUS_TYPES, type BonusType } from './bonus-types';

export interface BonusHistoryItem {
  id: number;
  /** Floored to 2 decimals. */
  amount: number;
  amountCurrency: string;
  /** ISO 8601 with offset, as the server sent it (shown with format/date.ts). */
  date: string;
  /** One of BONUS_TYPES; an unknown type from a newer backend is kept as it came. */
  type: BonusType | string;
  isAccrued: boolean;
  isAcknowledged: boolean;
}

export interface BonusHistoryPage {
  /** The 1-based page asked for. */
  page: number;
  /** Items matching the filters on every page. */
  count: number;
  items: BonusHistoryItem[];
}

/** A calendar day ('2023-08-25'), an ISO datetime with offset, or a Date (sent as ISO, UTC). */
type DateFilter = string | Date;

export interface BonusHistoryFilters {
  isAccrued?: boolean;
  /** Inclusive. */
  dateFrom?: DateFilter;
  /** Inclusive. */
  dateTo?: DateFilter;
  /** 1-based; default 1 on the server. */
  page?: number;
  /** 1..100; default 10 on the server. */
  pageSize?: number;
  /** Newest first is `-date` (the server's default). */
  ordering?: 'date' | '-date';
  /** One type or several (sent comma-separated). */
  type?: BonusType | BonusType[];
  isAcknowledged?: boolean;
}

export type BonusHistoryList = 'bonusbalance' | 'cashback';

/** A date the way the server reads it: YYYY-MM-DD kept as is, a Date as an ISO datetime. */
export function toDateParam(value: DateFilter | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('invalid date filter');
    return value.toISOString();
  }
  return value;
}

/** The query string fields of the contract; undefined ones are left out by the client. */
export function toHistoryQuery(filters: BonusHistoryFilters): Record<string, string | number | boolean | undefined> {
  return {
    is_accrued: filters.isAccrued,
    date_from: toDateParam(filters.dateFrom),
    date_to: toDateParam(filters.dateTo),
    page: filters.page,
    page_size: filters.pageSize,
    ordering: filters.ordering,
    type: Array.isArray(filters.type) ? (filters.type.length ? filters.type.join(',') : undefined) : filters.type,
    is_acknowledged: filters.isAcknowledged,
  };
}

function isoDate(value: unknown, what: string): string {
  const s = str(value, what);
  if (Number.isNaN(Date.parse(s))) throw new ShapeError(`${what}: date expected`);
  return s;
}

export function toBonusHistoryItem(data: unknown): BonusHistoryItem {
  const item = obj(data, 'history item');
  return {
    id: int(item.id, 'item.id'),
    amount: floor2(decimal(item.amount, 'item.amount')),
    amountCurrency: str(item.amount_currency, 'item.amount_currency'),
    date: isoDate(item.date, 'item.date'),
    type: str(item.type, 'item.type'),
    // Older answers leave the flags out: the lists are read with is_accrued=true, and only unread items count.
    isAccrued: item.is_accrued === undefined ? true : bool(item.is_accrued, 'item.is_accrued'),
    isAcknowledged: item.is_acknowledged === undefined ? false : bool(item.is_acknowledged, 'item.is_acknowledged'),
  };
}

/**
 * A history page, `{ count, results }`, each result through `item`; `count` (every page's items) is the
 * page's own length when an older answer leaves it out. `page` is the one asked for. Written for these
 * lists; the slots history and the account statement read their pages with it too.
 */
export function toResultsPage<T>(data: unknown, item: (data: unknown) => T, page: number): { page: number; count: number; items: T[] } {
  const body = obj(data);
  const items = arr(body.results, 'results').map(item);
  return { page, count: body.count === undefined ? items.length : int(body.count, 'count'), items };
}

export const toBonusHistoryPage = (data: unknown, page = 1): BonusHistoryPage => toResultsPage(data, toBonusHistoryItem, page);

/**
 * The exchange's two conditions (spec money §5, §9: bonus at least 3 TND, real balance under 1 TND),
 * in the player's currency as the server converts them (GET /api/bonus-system/rules/).
 */
export interface ExchangeRules {
  /** The least bonus one exchange may move. */
  minBonus: number;
  /** The real balance must be strictly below this. */
  maxBalance: number;
  currency: string;
}

/** The balances a money answer leaves (balance to the cent, bonus floored: money §5). */
interface ExchangeBalances {
  balance: number;
  bonusBalance: number | null;
  heldBalance: number | null;
}

/** POST /api/bonus-system/bonusbalance-to-balance/ answered 200 ("balance converted"). */
export interface ExchangeAnswer {
  amount: number;
  currency: string;
  balances: ExchangeBalances;
}

export function toExchangeRules(data: unknown): ExchangeRules {
  const body = obj(data, 'rules');
  return {
    minBonus: round2(decimal(body.exchange_min_bonus, 'rules.exchange_min_bonus')),
    maxBalance: round2(decimal(body.exchange_max_balance, 'rules.exchange_max_balance')),
    currency: str(body.currency, 'rules.currency'),
  };
}

export function toExchangeAnswer(data: unknown): ExchangeAnswer {
  const body = obj(data, 'exchange');
  const balances = obj(body.balances, 'exchange.balances');
  const optional = (value: unknown, what: string, round: (n: number) => number) =>
    value === undefined || value === null ? null : round(decimal(value, what));
  return {
    amount: floor2(decimal(body.amount, 'exchange.amount')),
    currency: str(body.currency, 'exchange.currency'),
    balances: {
      balance: round2(decimal(balances.balance, 'exchange.balances.balance')),
      bonusBalance: optional(balances.bonus_balance, 'exchange.balances.bonus_balance', floor2),
      heldBalance: optional(balances.held_balance, 'exchange.balances.held_balance', round2),
    },
  };
}

const BASE = '/api/bonus-system';

export function bonusApi(http: HttpClient) {
  const history = (list: BonusHistoryList, filters: BonusHistoryFilters = {}) =>
    http.request({ method: 'GET', path: `${BASE}/${list}/history`, data: toHistoryQuery(filters) }, (data) =>
      toBonusHistoryPage(data, filters.page ?? 1),
    );
  const acknowledge = (list: BonusHistoryList, id: number) =>
    http.request({ method: 'POST', path: `${BASE}/${list}/history/${encodeURIComponent(String(id))}/acknowledge/` }, (data) => {
      const body = obj(data);
      return { id: int(body.id, 'id'), isAcknowledged: bool(body.is_acknowledged, 'is_acknowledged') };
    });
  return {
    /** Bonus balance history: first deposit, personal jackpot and the other bonus types. */
    bonusHistory: (filters?: BonusHistoryFilters) => history('bonusbalance', filters),
    cashbackHistory: (filters?: BonusHistoryFilters) => history('cashback', filters),
    /** "Thanks" on a notice: idempotent; 404 not_found when the item is not the player's. */
    acknowledgeBonus: (id: number) => acknowledge('bonusbalance', id),
    acknowledgeCashback: (id: number) => acknowledge('cashback', id),
    /** The exchange's thresholds in the player's currency. */
    exchangeRules: () => http.request({ method: 'GET', path: `${BASE}/rules/` }, toExchangeRules),
    /**
     * Bonus -> real balance (a money POST: the press's Idempotency-Key, the same one again after no
     * answer). Refusals: bonus_amount_too_low, balance_not_low_enough, insufficient_funds_on_bonus_balance.
     */
    exchangeBonus: (amount: number, idempotencyKey: string) =>
      http.request(
        { method: 'POST', path: `${BASE}/bonusbalance-to-balance/`, data: { amount: floor2(amount).toFixed(2) }, idempotencyKey },
        toExchangeAnswer,
      ),
  };
}

export type BonusApi = ReturnType<typeof bonusApi>;
