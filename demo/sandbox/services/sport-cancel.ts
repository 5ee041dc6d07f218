/**
 * POST /api/integrations/softion/ticket/{id}/cancel (docs/contracts/sportsbook.md §2): the player takes back
 * an open ticket before any of its events has started; the stake comes back once (closeTicket's guard, on the
 * request's transaction with its Idempotency-Key). Otherwise 409 ticket_not_cancelable.
 */
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { toCents } from './money';
import { historyItem, type HistoryItem } from './sport-history';
import { closeTicket } from './sport-settlement';
import { getBalances, type Balances } from './wallet';

const notCancelable = (detail: string) => new ApiError(409, 'ticket_not_cancelable', 'This ticket can no longer be cancelled.', detail);

export async function cancelTicket(tx: Queryable, userId: number, ticketId: number, now: Date): Promise<{ ticket: HistoryItem } & Balances> {
  await historyItem(tx, userId, ticketId, now); // 404 for another player's ticket
  const closed = await closeTicket(
    tx,
    ticketId,
    async (t) => {
      const { rows } = await tx.query(
        `SELECT 1 FROM sport_ticket_legs l LEFT JOIN sport_events e ON e.id = l.event_id
          WHERE l.ticket_id = $1 AND (l.start_time <= $2 OR e.start_time <= $2 OR e.finished_at IS NOT NULL) LIMIT 1`,
        [t.id, now.toISOString()],
      );
      if (rows.length) throw notCancelable(`an event of ticket ${t.id} has started`);
      return { status: 'Cancelled', amountOut: toCents(t.amount_in) };
    },
    'cancel',
    now,
  );
  if (!closed) throw notCancelable(`ticket ${ticketId} is already settled or cancelled`);
  return { ticket: await historyItem(tx, userId, ticketId, now), ...(await getBalances(tx, userId)) };
}
