/**
 * The player's cash-out (docs/api.md "Sportsbook" §2; spec money-and-games §4: the ticket then reads
 * Cancelled, shown « Vendu »). A quote values an open ticket from the current odds of its undecided legs:
 * stake × the odds of the legs already won × (placed odd / current odd) of each open leg, less the book's
 * margin, never above the potential win (nor max_win). No quote (amount null, with the reason) while a leg
 * is lost, a market suspended, closed or blocked, or the book down; a sale then is 409 cashout_unavailable. The sale re-quotes inside closeTicket (the ticket's row locked, its
 * guard row, the credit through the wallet, one transaction): refused when the quote moved beyond the
 * tolerance, otherwise paid the amount the player confirmed, once.
 */
import type { Queryable } from '../db';
import type { MarketKind, Provider } from '../seeds/sport-leagues';
import { capWin, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import { EVENT_COLUMNS, isProviderDown, marketStateOf, oddOf, type EventRow } from './sport-events';
import { historyItem, type HistoryItem } from './sport-history';
import { decideLeg } from './sport-legs';
import { SportError } from './sport-money';
import { closeTicket } from './sport-settlement';
import { getBalances, type Balances } from './wallet';

/** The book keeps 5 % of a ticket's current value (in hundredths of a percent). */
export const CASHOUT_MARGIN_BP = 500n;
/** A confirmed amount is paid while the new quote is at least that and at most 1 % above it (odds drift every 20 s). */
export const CASHOUT_TOLERANCE_BP = 100n;

export type NoCashoutReason = 'settled' | 'lost' | 'suspended' | 'book_down';

export interface CashoutQuote {
  ticket_id: number;
  /** null: not offered right now, `reason` says why (a normal state of a ticket, not an error). */
  amount: string | null;
  currency: string;
  reason?: NoCashoutReason;
}

interface TicketFacts {
  id: number;
  amount_in: string;
  potential_win: string;
  currency: string;
  provider: Provider;
  status: string;
}

interface LegOffer extends Partial<EventRow> {
  odd: string;
  kind: MarketKind;
  line: string | null;
  code: string;
  outcome_id: string;
  found: boolean;
  base_odd: string | null;
  market_blocked: boolean | null;
  outcome_blocked: boolean | null;
}

const unavailable = (reason: NoCashoutReason, detail: string) =>
  new SportError(409, 'cashout_unavailable', 'Cash-out is not offered on this ticket right now.', detail, { reason });

const hundredths = (odd: string) => toCents(odd);

/** The quote in cents, or why there is none. */
async function valueOf(q: Queryable, t: TicketFacts, now: Date): Promise<bigint | NoCashoutReason> {
  if (t.status !== 'Wait') return 'settled';
  if (await isProviderDown(q, t.provider)) return 'book_down';
  const { rows } = await q.query<LegOffer>(
    `SELECT l.odd::text AS odd, l.kind, l.line::text AS line, l.code, l.outcome_id, e.id IS NOT NULL AS found, ${EVENT_COLUMNS},
            o.base_odd::text AS base_odd, m.blocked AS market_blocked, o.blocked AS outcome_blocked
       FROM sport_ticket_legs l LEFT JOIN sport_events e ON e.id = l.event_id
       LEFT JOIN sport_markets m ON m.id = l.market_id LEFT JOIN sport_outcomes o ON o.id = l.outcome_id
      WHERE l.ticket_id = $1 ORDER BY l.position`,
    [t.id],
  );
  const at = now.getTime();
  let numerator = toCents(t.amount_in) * (10_000n - CASHOUT_MARGIN_BP);
  let denominator = 10_000n;
  for (const r of rows) {
    const e = r as EventRow & LegOffer;
    if (r.found && e.finished_at && e.finished_at.getTime() <= at) {
      const { status } = decideLeg(e);
      if (status === 'Loser') return 'lost';
      // A won leg counts its odd in full; a void one pays as if it were not on the ticket.
      if (status === 'Winner') {
        numerator *= hundredths(r.odd);
        denominator *= 100n;
      }
      continue;
    }
    if (!r.found || r.base_odd === null || r.market_blocked || r.outcome_blocked) return 'suspended';
    const market = { kind: r.kind, line: r.line === null ? null : Number(r.line) };
    if (marketStateOf(e, market, at).status !== 'open') return 'suspended';
    const current = oddOf(e, market, { id: r.outcome_id, base_odd: r.base_odd, code: r.code }, at);
    numerator *= hundredths(r.odd);
    denominator *= hundredths(current);
  }
  const value = numerator / denominator;
  const potential = toCents(t.potential_win);
  const capped = capWin(await playerLimits(q, t.currency), value < potential ? value : potential).paid;
  return capped > 0n ? capped : 'suspended';
}

async function ticketFacts(q: Queryable, ticketId: number): Promise<TicketFacts> {
  const { rows } = await q.query<TicketFacts>(
    `SELECT id, amount_in::text AS amount_in, potential_win::text AS potential_win, currency, provider, status
       FROM sport_tickets WHERE id = $1`,
    [ticketId],
  );
  return rows[0];
}

/** GET ticket/{id}/cashout: what the player would be paid now, or amount null and the reason there is none. */
export async function quoteCashout(q: Queryable, userId: number, ticketId: number, now: Date): Promise<CashoutQuote> {
  await historyItem(q, userId, ticketId, now); // 404 for another player's ticket
  const t = await ticketFacts(q, ticketId);
  const value = await valueOf(q, t, now);
  if (typeof value === 'string') return { ticket_id: t.id, amount: null, currency: t.currency, reason: value };
  return { ticket_id: t.id, amount: fromCents(value), currency: t.currency };
}

/**
 * Whether a new quote is still the one the player confirmed: not below it (the book never pays more than the
 * ticket is worth now, so a request cannot ask for a little more than it was quoted), and not so far above
 * it that the player should see the better price first.
 */
export const withinTolerance = (confirmed: bigint, quote: bigint) =>
  quote >= confirmed && (quote - confirmed) * 10_000n <= confirmed * CASHOUT_TOLERANCE_BP;

/**
 * POST ticket/{id}/cashout { amount }: the ticket sold for the amount the player confirmed, on the
 * request's transaction (its Idempotency-Key's). 409 cashout_quote_changed (with the new `amount`) when the
 * quote moved beyond the tolerance, 409 cashout_unavailable when it is no longer offered (sold, settled).
 */
export async function cashOut(tx: Queryable, userId: number, ticketId: number, confirmed: string, now: Date): Promise<{ ticket: HistoryItem } & Balances> {
  await historyItem(tx, userId, ticketId, now);
  const asked = toCents(confirmed);
  const sold = await closeTicket(
    tx,
    ticketId,
    async () => {
      const value = await valueOf(tx, await ticketFacts(tx, ticketId), now);
      if (typeof value === 'string') throw unavailable(value, `ticket ${ticketId}: ${value}`);
      if (!withinTolerance(asked, value)) {
        throw new SportError(409, 'cashout_quote_changed', 'The cash-out amount has changed.', `asked ${confirmed}, quote ${fromCents(value)}`, { amount: fromCents(value) });
      }
      return { status: 'Cancelled', amountOut: asked };
    },
    'cashout',
    now,
  );
  if (!sold) throw unavailable('settled', `ticket ${ticketId} is no longer open`);
  return { ticket: await historyItem(tx, userId, ticketId, now), ...(await getBalances(tx, userId)) };
}
