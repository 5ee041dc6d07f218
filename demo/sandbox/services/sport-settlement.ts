/**
 * A ticket's outcome, once (docs/contracts/sportsbook.md §2 "Settlement"). Every way out of Wait — the
 * events' results, QA's forced status or cash-out, the player's cancel — goes through closeTicket: the
 * ticket's row locked, then a row of sport_settlements whose primary key is the ticket, the status, and the
 * money credited through the wallet, in ONE transaction. Whoever races (the 5 s timer, a read's lazy
 * settlement, QA, a cancel), the second finds the ticket out of Wait (or the guard row) and moves nothing.
 */
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { capWin, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import { finishDueEvents, PROVIDERS, topUp } from './sport-catalogue';
import { winOf } from './sport-money';
import { decideLeg, type LegFacts } from './sport-legs';
import type { LegStatus } from './sport-odds';
import { move } from './wallet';

export type FinalStatus = 'Winner' | 'Loser' | 'Voided' | 'Cancelled';
export type SettledHow = 'clock' | 'qa' | 'cancel' | 'cashout';

interface TicketLock {
  id: number;
  user_id: number;
  status: string;
  amount_in: string;
  potential_win: string;
  currency: string;
}

export interface Closing {
  status: FinalStatus;
  amountOut: bigint;
  /** Each leg's status and result, when the events decided them. */
  legs?: { id: number; status: LegStatus; result: string | null }[];
}

const REASONS: Record<SettledHow, Partial<Record<FinalStatus, string>>> = {
  clock: { Winner: 'sport_win', Voided: 'sport_void' },
  qa: { Winner: 'sport_win', Voided: 'sport_void', Cancelled: 'sport_cashout' },
  cancel: { Cancelled: 'sport_cancel' },
  // The player's sale at a quote (sport-cashout.ts; migrations/030_sport_cashout.sql).
  cashout: { Cancelled: 'sport_cashout' },
};

async function lockTicket(tx: Queryable, ticketId: number): Promise<TicketLock | undefined> {
  const { rows } = await tx.query<TicketLock>(
    `SELECT id, user_id, status, amount_in::text AS amount_in, potential_win::text AS potential_win, currency
       FROM sport_tickets WHERE id = $1 FOR UPDATE`,
    [ticketId],
  );
  return rows[0];
}

/** Takes the ticket out of Wait with `closing`; false (nothing moved) when it already was. */
export async function closeTicket(tx: Queryable, ticketId: number, closing: Closing | ((t: TicketLock) => Promise<Closing | null>), how: SettledHow, now: Date): Promise<boolean> {
  const ticket = await lockTicket(tx, ticketId);
  if (!ticket || ticket.status !== 'Wait') return false;
  const outcome = typeof closing === 'function' ? await closing(ticket) : closing;
  if (!outcome) return false;
  const at = now.toISOString();
  const amount = fromCents(outcome.amountOut);
  const guard = await tx.query(
    `INSERT INTO sport_settlements (ticket_id, status, amount_out, how, settled_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING ticket_id`,
    [ticketId, outcome.status, amount, how, at],
  );
  if (!guard.rows.length) return false;
  await tx.query('UPDATE sport_tickets SET status = $2, amount_out = $3, settled_at = $4 WHERE id = $1', [ticketId, outcome.status, amount, at]);
  for (const leg of outcome.legs ?? []) {
    await tx.query('UPDATE sport_ticket_legs SET status = $2, result = $3 WHERE id = $1', [leg.id, leg.status, leg.result]);
  }
  if (outcome.amountOut > 0n) {
    const reason = REASONS[how][outcome.status];
    if (!reason) throw new Error(`sport: no credit for ${outcome.status} by ${how}`);
    await move(tx, { userId: ticket.user_id, wallet: 'balance', amount, reason, reference: { type: 'sport_ticket', id: ticketId }, at: now });
  }
  return true;
}

/** The win of a ticket, never above max_win (the site's published limit in the ticket's currency). */
async function cappedWin(tx: Queryable, currency: string, win: bigint): Promise<bigint> {
  return capWin(await playerLimits(tx, currency), win).paid;
}

/** The outcome the events give a ticket; null while one of them is not finished. */
async function byEvents(tx: Queryable, t: TicketLock, now: Date): Promise<Closing | null> {
  const { rows } = await tx.query<LegFacts & { id: number; odd: string; finished_at: Date | null }>(
    `SELECT l.id, l.kind, l.line::text AS line, l.code, l.odd::text AS odd, e.id IS NOT NULL AS found, e.finished_at, e.voided, e.result_home, e.result_away,
            e.result_periods
       FROM sport_ticket_legs l LEFT JOIN sport_events e ON e.id = l.event_id WHERE l.ticket_id = $1 ORDER BY l.position`,
    [t.id],
  );
  if (rows.some((r) => r.found && (!r.finished_at || r.finished_at > now))) return null;
  // An event that vanished (never while a ticket waits on it) counts as void, like a QA void.
  const legs = rows.map((r) => ({ id: r.id, ...decideLeg(r), odd: r.odd }));
  const stake = toCents(t.amount_in);
  const plain = legs.map(({ id, status, result }) => ({ id, status, result }));
  if (legs.some((l) => l.status === 'Loser')) return { status: 'Loser', amountOut: 0n, legs: plain };
  const paying = legs.filter((l) => l.status === 'Winner').map((l) => l.odd);
  if (!paying.length) return { status: 'Voided', amountOut: stake, legs: plain };
  return { status: 'Winner', amountOut: await cappedWin(tx, t.currency, winOf(stake, paying)), legs: plain };
}

/** Settles one ticket by its events if they are all finished; true when it did. */
export async function settleByEvents(tx: Queryable, ticketId: number, now: Date): Promise<boolean> {
  return closeTicket(tx, ticketId, (t) => byEvents(tx, t, now), 'clock', now);
}

/**
 * Lazy settlement (every read that shows tickets or events, and the timer): events whose clock ran out
 * finish, then every waiting ticket whose events are all finished is settled, each in its own
 * transaction. Returns the ids settled by this call.
 */
export async function settleDue(db: Db, now: Date): Promise<number[]> {
  await db.transaction((tx) => finishDueEvents(tx, now.getTime()));
  const { rows } = await db.query<{ id: number }>(
    `SELECT t.id FROM sport_tickets t WHERE t.status = 'Wait' AND NOT EXISTS (
       SELECT 1 FROM sport_ticket_legs l JOIN sport_events e ON e.id = l.event_id
        WHERE l.ticket_id = t.id AND (e.finished_at IS NULL OR e.finished_at > $1)) ORDER BY t.id`,
    [now.toISOString()],
  );
  const settled: number[] = [];
  for (const { id } of rows) if (await db.transaction((tx) => settleByEvents(tx, id, now))) settled.push(id);
  return settled;
}

export interface ForcedSettlement {
  status: FinalStatus;
  /** For Winner (default: the potential win) and Cancelled = cashed out (default: the stake). */
  amount_out?: string;
}

/** QA: a ticket forced to a status (Cancelled = cashed out for amount_out). 409 when it already left Wait. */
export async function forceSettle(db: Db, ticketId: number, input: ForcedSettlement, now: Date): Promise<void> {
  const done = await db.transaction(async (tx) => {
    const exists = await tx.query('SELECT 1 FROM sport_tickets WHERE id = $1', [ticketId]);
    if (!exists.rows.length) throw new ApiError(404, 'not_found', undefined, `no ticket ${ticketId}`);
    return closeTicket(
      tx,
      ticketId,
      async (t) => {
        const stake = toCents(t.amount_in);
        const given = input.amount_out === undefined ? undefined : toCents(input.amount_out);
        const { rows: legs } = await tx.query<{ id: number }>('SELECT id FROM sport_ticket_legs WHERE ticket_id = $1', [t.id]);
        const legStatus = input.status === 'Cancelled' ? undefined : (input.status as LegStatus);
        const closing: Closing = {
          status: input.status,
          amountOut: input.status === 'Loser' ? 0n : input.status === 'Voided' ? stake : input.status === 'Winner' ? (given ?? toCents(t.potential_win)) : (given ?? stake),
          legs: legStatus ? legs.map((l) => ({ id: l.id, status: legStatus, result: null })) : undefined,
        };
        closing.amountOut = await cappedWin(tx, t.currency, closing.amountOut);
        return closing;
      },
      'qa',
      now,
    );
  });
  if (!done) throw new ApiError(409, 'ticket_already_settled', 'This ticket is already settled.', `ticket ${ticketId} is not waiting`);
}

/** The 5 s timer of main.ts: settles what the clock decided even when nobody reads. Returns stop(). */
export function startSettlementTimer(db: Db, now: () => number, everyMs = 5000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDue(db, new Date(now()))
      .catch((error: unknown) => console.error('[sandbox] sport settlement failed:', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * What every read of the books does first (lazily, as the contract says): the catalogue topped up to
 * the clock (at most once a minute), then the due settlements.
 */
export async function refreshSport(db: Db, now: Date): Promise<number[]> {
  await db.transaction(async (tx) => {
    for (const p of PROVIDERS) await topUp(tx, p, now.getTime());
  });
  return settleDue(db, now);
}
