import type { Queryable } from '../db';
import { ApiError } from '../http/errors';

export const HOUSE_CURRENCY = 'TND';

export interface SettingsJson {
  rates: { currency: string; rate: number }[];
  limits: { min_bet: number; max_bet: number; max_win: number; max_transaction: number };
  currencies: string[];
}

/** Units of `currency` per 1 TND; 400 unknown_currency for a code the sandbox does not know. */
export async function rateOf(q: Queryable, currency: string): Promise<string> {
  const { rows } = await q.query<{ rate: string }>('SELECT rate::text AS rate FROM currencies WHERE code = $1', [currency]);
  if (!rows[0]) throw new ApiError(400, 'unknown_currency', undefined, `no currency "${currency}"`);
  return rows[0].rate;
}

export async function listCurrencies(q: Queryable): Promise<{ code: string; name: string }[]> {
  const { rows } = await q.query<{ code: string; name: string }>('SELECT code, name FROM currencies ORDER BY position, code');
  return rows;
}

export type LimitName = keyof SettingsJson['limits'];

/**
 * The limits as published: kept in TND and converted with the currency's rate in SQL (exact decimals),
 * rounded to the backend's 4 decimals ("0.5050"). The client rounds min_bet up and the others down
 * (spec §3); the server enforces those same figures (services/limits.ts). A limit not configured is absent.
 */
export async function publishedLimits(q: Queryable, currency: string): Promise<Partial<Record<LimitName, string>>> {
  const { rows } = await q.query<{ name: LimitName; value: string }>(
    `SELECT l.name, round(l.value * c.rate, 4)::text AS value FROM limits l CROSS JOIN currencies c WHERE c.code = $1`,
    [currency],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

export async function getSettings(q: Queryable, currency = HOUSE_CURRENCY): Promise<SettingsJson> {
  const [rates, limits] = await Promise.all([
    q.query<{ code: string; rate: string }>('SELECT code, rate FROM currencies ORDER BY position, code'),
    publishedLimits(q, currency),
  ]);
  const limitValues = { min_bet: 0, max_bet: 0, max_win: 0, max_transaction: 0 };
  for (const name of Object.keys(limitValues) as LimitName[]) limitValues[name] = Number(limits[name] ?? 0);
  return {
    rates: rates.rows.map((row) => ({ currency: row.code, rate: Number(row.rate) })),
    limits: limitValues,
    currencies: rates.rows.map((row) => row.code),
  };
}
