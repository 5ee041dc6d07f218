// GET /services/wheel/statistics/betshistory/ (spec shell-session-wheel.md §3 "spin history item", §7;
// docs/api.md "Wheel"). Apart from ./wheel.ts: only the wheel's lazy history view loads it.
import type { HttpClient } from './client';
import { arr, int, optStr, ShapeError, str } from './convert';
import { fieldsOf, prizeFields, WHEEL_BASE, type WheelWallet } from './wheel';

export interface WheelHistoryItem {
  id: number;
  date: string;
  type: 'free' | 'paid';
  winAmount: number;
  currency: string;
  prizeName: string;
  isPresent: boolean;
  wallet: WheelWallet | null;
}

export interface WheelHistoryPage {
  count: number;
  results: WheelHistoryItem[];
}

function toWheelHistoryItem(data: unknown): WheelHistoryItem {
  const f = fieldsOf(data, 'history');
  const type = f('type', str);
  if (type !== 'free' && type !== 'paid') throw new ShapeError('history.type: free or paid expected');
  const { amount, ...fields } = prizeFields(f, 'win_amount');
  return { id: f('id', int), date: f('date', str), type, winAmount: amount, ...fields, prizeName: f('prize_name', optStr) ?? '' };
}

export function toWheelHistoryPage(data: unknown): WheelHistoryPage {
  const f = fieldsOf(data, 'history');
  return { count: f('count', int), results: f('results', arr).map(toWheelHistoryItem) };
}

export function wheelHistoryApi(http: HttpClient) {
  return {
    /** Page `page` (1-based) of the player's spins, newest first; prize names in `lang`. */
    history: (page: number, pageSize: number, lang?: string) =>
      http.request(
        { method: 'GET', path: `${WHEEL_BASE}/statistics/betshistory/`, data: { page, page_size: pageSize, lang } },
        toWheelHistoryPage,
      ),
  };
}

export type WheelHistoryApi = ReturnType<typeof wheelHistoryApi>;
