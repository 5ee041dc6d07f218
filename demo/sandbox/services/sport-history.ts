/**
 * The player's side of the tickets (docs/contracts/sportsbook.md §2, bearer calls): the bet history the
 * profile lists, a ticket's sub-bets, and a ticket's status as the frame asks for it. Field names are the
 * spec's (snake_case); statuses are the spec's names (the client capitalises and shows Cancelled as "Sold").
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { PRODUCERS, type Provider } from '../seeds/sport-leagues';
import { legsOf, type LegItem } from './sport-legs';

export type HistoryProvider = Provider | 'alt';

export interface HistoryItem {
  id: number;
  date: string;
  amount_in: string;
  amount_out: string;
  coef: string;
  /** What the ticket pays if every leg wins (stake × the odds, rounded down): shown while it is open. */
  potential_win: string;
  status: string;
  provider: Provider;
  producer: string;
  token: string;
  ticket_id: number;
  ticket_code: string;
  ticket_type: 'single' | 'express';
  user_id: number;
  /** Its selections, each with its own state (sport-legs.ts): the list shows a ticket's events. */
  legs: LegItem[];
}

interface TicketRow {
  id: number;
  created_at: Date;
  amount_in: string;
  amount_out: string;
  coef: string;
  potential_win: string;
  status: string;
  provider: Provider;
  token_short: string;
  code: string;
  type: 'single' | 'express';
  user_id: number;
}

const TICKET_COLUMNS = `id, created_at, amount_in::text AS amount_in, amount_out::text AS amount_out, coef::text AS coef,
  potential_win::text AS potential_win, status,
  provider, token_short, code, type, user_id`;

const toItem = (t: TicketRow, legs: LegItem[]): HistoryItem => ({
  id: t.id,
  date: t.created_at.toISOString(),
  amount_in: t.amount_in,
  amount_out: t.amount_out,
  coef: t.coef,
  potential_win: t.potential_win,
  status: t.status,
  provider: t.provider,
  producer: PRODUCERS[t.provider],
  token: t.token_short,
  ticket_id: t.id,
  ticket_code: t.code,
  ticket_type: t.type,
  user_id: t.user_id,
  legs,
});

async function withLegs(q: Queryable, rows: TicketRow[], now: Date): Promise<HistoryItem[]> {
  const legs = await legsOf(q, rows.map((t) => t.id), now);
  return rows.map((t) => toItem(t, legs.get(t.id) ?? []));
}

export interface HistoryQuery {
  date_from?: Date;
  date_to?: Date;
  provider?: HistoryProvider;
  page: number;
  page_size: number;
}

/** The player's tickets placed in [date_from, date_to), newest first; `alt` has no book here: empty. */
export async function betsHistory(q: Queryable, userId: number, query: HistoryQuery, now: Date): Promise<{ count: number; results: HistoryItem[] }> {
  if (query.provider === 'alt') return { count: 0, results: [] };
  const where = `user_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
    AND ($4::text IS NULL OR provider = $4)`;
  const params = [userId, query.date_from?.toISOString() ?? null, query.date_to?.toISOString() ?? null, query.provider ?? null];
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM sport_tickets WHERE ${where}`, params);
  const { rows } = await q.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM sport_tickets WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, query.page_size, (query.page - 1) * query.page_size],
  );
  return { count: count.rows[0].n, results: await withLegs(q, rows, now) };
}

/** One of the player's tickets as a history item; 404 for another player's (or no) ticket. */
export async function historyItem(q: Queryable, userId: number, ticketId: number, now: Date): Promise<HistoryItem> {
  const { rows } = await q.query<TicketRow>(`SELECT ${TICKET_COLUMNS} FROM sport_tickets WHERE id = $1 AND user_id = $2`, [ticketId, userId]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no ticket ${ticketId} of this player`);
  return (await withLegs(q, rows, now))[0];
}

/** The legs of one of the player's tickets, each with its own state at `now`. */
export async function subBets(q: Queryable, userId: number, ticketId: number, now: Date) {
  const { legs } = await historyItem(q, userId, ticketId, now);
  return { results: legs.map(({ ticket_id: _ticket, ...leg }) => leg) };
}

/** ticket/status: the frame's view of one of its player's tickets. */
export async function ticketStatus(q: Queryable, userId: number, ticketId: number, now: Date) {
  const t = await historyItem(q, userId, ticketId, now);
  const { ticket_id, ticket_code, status, amount_in, amount_out, coef, potential_win, legs } = t;
  return { ticket_id, ticket_code, status, amount_in, amount_out, coef, potential_win, legs };
}
