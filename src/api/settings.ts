// /api/settings (spec §3 "Settings", §7): limits are rounded here, once: minBet up, maxBet, maxWin and
// maxTransaction down, to 2 decimals.
import type { HttpClient } from './client';
import { arr, decimal, obj, optStr, str } from './convert';
import { roundDown2, roundUp2 } from '../format/money';

export interface Rate {
  currency: string;
  rate: number;
}

export interface Limits {
  minBet: number;
  maxBet: number;
  maxWin: number;
  maxTransaction: number;
}

export interface Settings {
  rates: Rate[];
  limits: Limits;
  currencies: string[];
}

export interface CurrencyOption {
  code: string;
  name: string;
}

export function toSettings(data: unknown): Settings {
  const body = obj(data);
  const limits = obj(body.limits, 'limits');
  return {
    rates: arr(body.rates ?? [], 'rates').map((r) => {
      const rate = obj(r, 'rate');
      return { currency: str(rate.currency, 'rate.currency'), rate: decimal(rate.rate, 'rate.rate') };
    }),
    limits: {
      minBet: roundUp2(decimal(limits.min_bet, 'limits.min_bet')),
      maxBet: roundDown2(decimal(limits.max_bet, 'limits.max_bet')),
      maxWin: roundDown2(decimal(limits.max_win, 'limits.max_win')),
      maxTransaction: roundDown2(decimal(limits.max_transaction, 'limits.max_transaction')),
    },
    currencies: arr(body.currencies ?? [], 'currencies').map((c) => str(c, 'currency')),
  };
}

export function toCurrencyList(data: unknown): CurrencyOption[] {
  const list = Array.isArray(data) ? data : arr(obj(data).results, 'results');
  return list.map((item) => {
    if (typeof item === 'string') return { code: item, name: item };
    const c = obj(item, 'currency');
    const code = str(c.code, 'currency.code');
    return { code, name: optStr(c.name) ?? code };
  });
}

export function settingsApi(http: HttpClient) {
  return {
    settings: () => http.request({ method: 'GET', path: '/api/settings/' }, toSettings),
    currencyList: () => http.request({ method: 'GET', path: '/api/settings/currency-list/', auth: false }, toCurrencyList),
  };
}
