/**
 * The online payment history (spec money §3, §7: GET /services/facade/history/payment/; docs/api.md
 * "Online payment history"): one item per payment at its latest status, newest payment first. The
 * player reads a list of payments: one row per status change read as the same payment listed two or
 * three times. The steps a payment went through are its timeline (GET deposit|payout/{id}/).
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
  const where = `WHERE p.user_id = $1 AND ($2::smallint IS NULL OR p.status = $2) AND ($3::text IS NULL OR p.type = $3)
    AND ($4::timestamptz IS NULL OR p.created_at >= $4) AND ($5::timestamptz IS NULL OR p.created_at < $5)`;
  // The item's id is the payment's latest timeline entry (the spec's item has an id of its own beside
  // payment_id); its status is the payment's, which that entry recorded.
  const latest = `JOIN LATERAL (SELECT h.id FROM payment_status_history h WHERE h.payment_id = p.id ORDER BY h.id DESC LIMIT 1) h ON true`;
  const [{ rows: count }, { rows }] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM payments p ${where}`, params),
    q.query<{ id: string | number; payment_id: number; currency: string; amount: string; status: PaymentStatus; payment_system: string; payment_type: PaymentType; created_at: Date }>(
      `SELECT h.id, p.id AS payment_id, p.currency, p.amount::text AS amount, p.status, p.payment_system, p.type AS payment_type, p.created_at
       FROM payments p ${latest} ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $6 OFFSET $7`,
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
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { count: count[0].n, page: query.page, results };
}
