/**
 * The player's side of the tickets (docs/contracts/sportsbook.md §2, bearer calls): the bet history the
 * profile lists, a ticket's sub-bets, and a ticket's status as the frame asks for it. Field names are the
 * spec's (snake_case); statuses are the spec's names (the client capitalises and shows Cancelled as "Sold").
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { PRODUCERS, type Provider } from '../seeds/sport-leagues';

export type HistoryProvider = Provider | 'alt';

export interface HistoryItem {
  id: number;
  date: string;
  amount_in: string;
  amount_out: string;
  coef: string;
  status: string;
  provider: Provider;
  producer: string;
  token: string;
  ticket_id: number;
  ticket_code: string;
  ticket_type: 'single' | 'express';
  user_id: number;
}

interface TicketRow {
  id: number;
  created_at: Date;
  amount_in: string;
  amount_out: string;
  coef: string;
  status: string;
  provider: Provider;
  token_short: string;
  code: string;
  type: 'single' | 'express';
  user_id: number;
}

const TICKET_COLUMNS = `id, created_at, amount_in::text AS amount_in, amount_out::text AS amount_out, coef::text AS coef, status,
  provider, token_short, code, type, user_id`;

const toItem = (t: TicketRow): HistoryItem => ({
  id: t.id,
  date: t.created_at.toISOString(),
  amount_in: t.amount_in,
  amount_out: t.amount_out,
  coef: t.coef,
  status: t.status,
  provider: t.provider,
  producer: PRODUCERS[t.provider],
  token: t.token_short,
  ticket_id: t.id,
  ticket_code: t.code,
  ticket_type: t.type,
  user_id: t.user_id,
});

export interface HistoryQuery {
  date_from?: Date;
  date_to?: Date;
  provider?: HistoryProvider;
  page: number;
  page_size: number;
}

/** The player's tickets placed in [date_from, date_to), newest first; `alt` has no book here: empty. */
export async function betsHistory(q: Queryable, userId: number, query: HistoryQuery): Promise<{ count: number; results: HistoryItem[] }> {
  if (query.provider === 'alt') return { count: 0, results: [] };
  const where = `user_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
    AND ($4::text IS NULL OR provider = $4)`;
  const params = [userId, query.date_from?.toISOString() ?? null, query.date_to?.toISOString() ?? null, query.provider ?? null];
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM sport_tickets WHERE ${where}`, params);
  const { rows } = await q.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM sport_tickets WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, query.page_size, (query.page - 1) * query.page_size],
  );
  return { count: count.rows[0].n, results: rows.map(toItem) };
}

/** One of the player's tickets as a history item; 404 for another player's (or no) ticket. */
export async function historyItem(q: Queryable, userId: number, ticketId: number): Promise<HistoryItem> {
  const { rows } = await q.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM sport_tickets WHERE id = $1 AND user_id = $2`, [ticketId, userId]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no ticket ${ticketId} of this player`);
  return toItem(rows[0]);
}

/** The legs of one of the player's tickets. */
export async function subBets(q: Queryable, userId: number, ticketId: number) {
  await historyItem(q, userId, ticketId);
  const { rows } = await q.query<{
    id: number;
    category: string;
    sport: string;
    tournament: string;
    event: string;
    market: string;
    outcome: string;
    odd: string;
    result: string | null;
    status: string;
    start_time: Date;
  }>(
    `SELECT id, category, sport, tournament, event, market, outcome, odd::text AS odd, result, status, start_time
       FROM sport_ticket_legs WHERE ticket_id = $1 ORDER BY position`,
    [ticketId],
  );
  return { results: rows.map((r) => ({ ...r, start_time: r.start_time.toISOString() })) };
}

/** ticket/status: the frame's view of one of its player's tickets. */
export async function ticketStatus(q: Queryable, userId: number, ticketId: number) {
  const t = await historyItem(q, userId, ticketId);
  return { ticket_id: t.ticket_id, ticket_code: t.ticket_code, status: t.status, amount_in: t.amount_in, amount_out: t.amount_out, coef: t.coef };
}
