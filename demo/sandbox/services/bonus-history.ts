import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import type { BonusType } from '../../../src/api/bonus-types';

export { BONUS_TYPES, type BonusType } from '../../../src/api/bonus-types';

/** The two lists: /api/bonus-system/bonusbalance/history and /api/bonus-system/cashback/history. */
export type HistoryKind = 'bonusbalance' | 'cashback';

export interface HistoryItemJson {
  id: number;
  amount: string;
  amount_currency: string;
  date: string;
  type: BonusType;
  is_accrued: boolean;
  is_acknowledged: boolean;
}

export interface HistoryFilter {
  is_accrued?: boolean;
  is_acknowledged?: boolean;
  types?: BonusType[];
  /** Inclusive lower bound. */
  from?: Date;
  /** Upper bound: inclusive for a datetime, the next midnight (exclusive) for a date. */
  to?: { at: Date; inclusive: boolean };
  ordering: 'date' | '-date';
  page: number;
  page_size: number;
}

interface HistoryRow {
  id: number;
  amount: string;
  amount_currency: string;
  date: Date;
  type: BonusType;
  is_accrued: boolean;
  is_acknowledged: boolean;
}

/** ISO 8601 with an explicit offset and whole seconds, as the backend writes it: 2026-11-20T10:15:00+00:00. */
export const formatDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

const toJson = (row: HistoryRow): HistoryItemJson => ({
  id: row.id,
  amount: row.amount,
  amount_currency: row.amount_currency,
  date: formatDate(row.date),
  type: row.type,
  is_accrued: row.is_accrued,
  is_acknowledged: row.is_acknowledged,
});

const COLUMNS = 'id, amount::text AS amount, amount_currency, date, type, is_accrued, is_acknowledged';

/** One page of the caller's list; a page past the end is empty (count still tells the total). */
export async function listHistory(
  q: Queryable,
  userId: number,
  kind: HistoryKind,
  filter: HistoryFilter,
): Promise<{ count: number; results: HistoryItemJson[] }> {
  const where = `user_id = $1 AND history = $2
    AND ($3::boolean IS NULL OR is_accrued = $3::boolean)
    AND ($4::boolean IS NULL OR is_acknowledged = $4::boolean)
    AND ($5::text[] IS NULL OR type = ANY($5::text[]))
    AND ($6::timestamptz IS NULL OR date >= $6::timestamptz)
    AND ($7::timestamptz IS NULL OR date <= $7::timestamptz)
    AND ($8::timestamptz IS NULL OR date < $8::timestamptz)`;
  const params = [
    userId,
    kind,
    filter.is_accrued ?? null,
    filter.is_acknowledged ?? null,
    filter.types ?? null,
    filter.from?.toISOString() ?? null,
    filter.to?.inclusive ? filter.to.at.toISOString() : null,
    filter.to && !filter.to.inclusive ? filter.to.at.toISOString() : null,
  ];
  // The id breaks ties between items of the same instant, so paging never repeats or skips one.
  const direction = filter.ordering === 'date' ? 'ASC' : 'DESC';
  const [count, page] = await Promise.all([
    q.query<{ count: number }>(`SELECT count(*)::int AS count FROM bonus_history WHERE ${where}`, params),
    q.query<HistoryRow>(
      `SELECT ${COLUMNS} FROM bonus_history WHERE ${where}
        ORDER BY date ${direction}, id ${direction} LIMIT $9 OFFSET $10`,
      [...params, filter.page_size, (filter.page - 1) * filter.page_size],
    ),
  ]);
  return { count: count.rows[0]?.count ?? 0, results: page.rows.map(toJson) };
}

/** Idempotent; another player's item, or one of the other list, is a 404 (no probing of ids). */
export async function acknowledge(q: Queryable, userId: number, kind: HistoryKind, id: number): Promise<{ id: number; is_acknowledged: true }> {
  const { rowCount } = await q.query(
    'UPDATE bonus_history SET is_acknowledged = true WHERE id = $1 AND user_id = $2 AND history = $3',
    [id, userId, kind],
  );
  if (rowCount === 0) throw new ApiError(404, 'not_found', undefined, `no ${kind} history item ${id} for this account`);
  return { id, is_acknowledged: true };
}

/** The QA control's notification kinds and where each lands. */
export const NOTIFICATION_KINDS = {
  'first-deposit': { history: 'bonusbalance', type: 'FirstDeposit' },
  'personal-jackpot': { history: 'bonusbalance', type: 'PersonalJackpot' },
  cashback: { history: 'cashback', type: 'Cashback' },
} as const satisfies Record<string, { history: HistoryKind; type: BonusType }>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/**
 * A fresh, unacknowledged, accrued item for the player, dated now, in the player's currency (QA:
 * every notice state can be reached again). It records the event only; balances do not move.
 */
export async function createNotification(
  q: Queryable,
  input: { username: string; kind: NotificationKind; amount: string },
  now: Date,
): Promise<HistoryItemJson & { history: HistoryKind; username: string }> {
  const { history, type } = NOTIFICATION_KINDS[input.kind];
  const { rows } = await q.query<HistoryRow & { username: string }>(
    `INSERT INTO bonus_history (user_id, history, type, amount, amount_currency, date, is_accrued, is_acknowledged)
     SELECT u.id, $2, $3, $4::numeric, u.currency, $5, true, false FROM users u WHERE lower(u.username) = lower($1)
     RETURNING ${COLUMNS}, (SELECT username FROM users WHERE id = user_id) AS username`,
    [input.username, history, type, input.amount, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'not_found', undefined, `no account "${input.username}"`);
  return { ...toJson(row), history, username: row.username };
}
