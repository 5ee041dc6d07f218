// /api/bonus-system history lists and their acknowledgement (money-and-games.md §3 "Bonus or cashback
// history item", §7; shell-session-wheel.md §7 "Notifications"; contract in /work/briefs/contracts.md).
// Amounts are floored to the cent here, once: both lists credit the bonus balance, and bonus amounts are
// floored to 2 decimals (money §5), so a notice never promises a cent the balance does not show.
import type { HttpClient } from './client';
import { arr, bool, decimal, int, obj, ShapeError, str } from './convert';
import { floor2 } from '../format/money';

export const BONUS_TYPES = [
  'FirstDeposit',
  'PersonalJackpot',
  'Cashback',
  'SportDiscount',
  'DetractedFirstDepositBonusByWithdrawal',
  'IncreasedBySO',
  'TransferBonusesToBalance',
  'LuckySpin',
] as const;

export type BonusType = (typeof BONUS_TYPES)[number];

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
export type DateFilter = string | Date;

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

export function toBonusHistoryPage(data: unknown, page = 1): BonusHistoryPage {
  const body = obj(data);
  const items = arr(body.results, 'results').map(toBonusHistoryItem);
  return { page, count: body.count === undefined ? items.length : int(body.count, 'count'), items };
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
  };
}

export type BonusApi = ReturnType<typeof bonusApi>;
