// The slots history (spec money-and-games.md §3 "Slots history item", §4 "History date ranges", §7
// "Slots history: date_from, date_to (ISO with offset), page, page_size, producer"; docs/api.md "Slots
// and games" §7): GET /api/users/slots-history/. date_from is the start of the first chosen day and
// date_to the start of the day after the last (exclusive), both in the player's time zone.
import type { HttpClient } from './client';
import { decimal, int, obj, optStr, ShapeError, str } from './convert';
import { toResultsPage } from './bonus';
import { round2 } from '../format/money';

export interface SlotsHistoryItem {
  id: number;
  provider: string;
  /** ISO 8601 with offset. */
  date: string;
  balanceBefore: number;
  balanceAfter: number;
  currency: string;
  /** `won` / `lost` today; a newer status is kept as it came. */
  status: string;
  betAmount: number;
  winAmount: number;
  gameId: string;
  gameName: string;
  /** `real` or `freespin`. */
  type: string | null;
}

export interface SlotsHistoryPage {
  page: number;
  count: number;
  items: SlotsHistoryItem[];
}

export interface SlotsHistoryQuery {
  dateFrom?: string;
  dateTo?: string;
  producer?: string;
  page?: number;
  pageSize?: number;
}

export function toSlotsHistoryItem(data: unknown): SlotsHistoryItem {
  const r = obj(data, 'slots history item');
  const date = str(r.date, 'item.date');
  if (Number.isNaN(Date.parse(date))) throw new ShapeError('item.date: date expected');
  const gameId = str(r.game_id, 'item.game_id');
  return {
    id: int(r.id, 'item.id'),
    provider: str(r.provider, 'item.provider'),
    date,
    balanceBefore: round2(decimal(r.balance_before, 'item.balance_before')),
    balanceAfter: round2(decimal(r.balance_after, 'item.balance_after')),
    currency: str(r.currency, 'item.currency'),
    status: str(r.status, 'item.status'),
    betAmount: round2(decimal(r.bet_amount, 'item.bet_amount')),
    winAmount: round2(decimal(r.win_amount, 'item.win_amount')),
    gameId,
    gameName: optStr(r.game_name) ?? gameId,
    type: optStr(r.type),
  };
}

const toSlotsHistoryPage = (data: unknown, page = 1): SlotsHistoryPage => toResultsPage(data, toSlotsHistoryItem, page);

export function slotsHistoryApi(http: HttpClient) {
  return {
    list: (q: SlotsHistoryQuery = {}) =>
      http.request(
        {
          method: 'GET',
          path: '/api/users/slots-history/',
          data: { date_from: q.dateFrom, date_to: q.dateTo, producer: q.producer, page: q.page, page_size: q.pageSize },
        },
        (data) => toSlotsHistoryPage(data, q.page ?? 1),
      ),
  };
}
