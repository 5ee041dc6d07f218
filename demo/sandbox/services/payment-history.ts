/**
 * The online payment history (spec money §3, §7: GET /services/facade/history/payment/; docs/api.md
 * "Online payment history"): one item per status a payment took (its timeline), newest first, so a
 * `?status=30` filter lists the payments that reached success and when.
 */
import type { Queryable } from '../db';
import type { PaymentStatus } from './payment-status';
import type { PaymentType } from './payment-systems';

export interface HistoryQuery {
  status?: PaymentStatus;
  payment_type?: PaymentType;
  /** Inclusive. */
  date_from?: Date;
  /** Exclusive. */
  date_to?: Date;
  page: number;
  page_size: number;
}

export interface HistoryItem {
  id: number;
  payment_id: number;
  currency: string;
  amount: string;
  status: PaymentStatus;
  payment_system: string;
  payment_type: PaymentType;
  created_at: string;
}

export async function paymentHistory(q: Queryable, userId: number, query: HistoryQuery) {
  const params: unknown[] = [userId, query.status ?? null, query.payment_type ?? null, query.date_from?.toISOString() ?? null, query.date_to?.toISOString() ?? null];
  const where = `WHERE p.user_id = $1 AND ($2::smallint IS NULL OR h.status = $2) AND ($3::text IS NULL OR p.type = $3)
    AND ($4::timestamptz IS NULL OR h.at >= $4) AND ($5::timestamptz IS NULL OR h.at < $5)`;
  const from = 'FROM payment_status_history h JOIN payments p ON p.id = h.payment_id';
  const [{ rows: count }, { rows }] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${where}`, params),
    q.query<{ id: string | number; payment_id: number; currency: string; amount: string; status: PaymentStatus; payment_system: string; payment_type: PaymentType; at: Date }>(
      `SELECT h.id, p.id AS payment_id, p.currency, p.amount::text AS amount, h.status, p.payment_system, p.type AS payment_type, h.at
       ${from} ${where} ORDER BY h.at DESC, h.id DESC LIMIT $6 OFFSET $7`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    ),
  ]);
  const results: HistoryItem[] = rows.map((r) => ({
    id: Number(r.id),
    payment_id: r.payment_id,
    currency: r.currency,
    amount: r.amount,
    status: r.status,
    payment_system: r.payment_system,
    payment_type: r.payment_type,
    created_at: new Date(r.at).toISOString(),
  }));
  return { count: count[0].n, page: query.page, results };
}
