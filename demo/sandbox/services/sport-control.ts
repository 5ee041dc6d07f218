/**
 * QA's control of the books (docs/contracts/sportsbook.md §6; docs/api.md "Sportsbook" → control plane): the
 * events with their markets, a forced result, odds moved now, a market blocked, a book down, the tickets of a
 * player. Money only moves through the settlement (services/sport-settlement.ts).
 */
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import type { Provider } from '../seeds/sport-leagues';
import { EVENT_COLUMNS, eventsJson, type EventRow } from './sport-events';
import { eventStatus, MINUTE_MS } from './sport-odds';
import { settleDue } from './sport-settlement';

/**
 * The events of the books (or one), by start time: upcoming, live, and those finished within the last
 * hour (a sandbox running for days keeps two days of results: QA's list stays short).
 */
export async function controlEvents(db: Db, provider: Provider | undefined, now: Date) {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sport_events e
      WHERE ($1::text IS NULL OR e.provider = $1) AND (e.finished_at IS NULL OR e.finished_at > $2) ORDER BY e.start_time, e.id`,
    [provider ?? null, new Date(now.getTime() - 3600_000).toISOString()],
  );
  const providers = (await db.query<{ provider: Provider; down: boolean }>('SELECT provider, down FROM sport_providers ORDER BY provider')).rows;
  return { now: now.toISOString(), providers, events: await eventsJson(db, rows, 'fr', now.getTime()) };
}

export type ForcedResult = { home: number; away: number } | { void: true };

/**
 * The event finishes now with `result` (or void), then its tickets settle (each whose events are all
 * finished). The event's update commits first, on its own: settling takes tickets' and players' locks,
 * which a placement takes in the other order. 409 event_finished when the event is already over.
 */
export async function forceResult(db: Db, eventId: string, result: ForcedResult, now: Date) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sport_events e WHERE e.id = $1 FOR UPDATE`, [eventId]);
    const e = rows[0];
    if (!e) throw new ApiError(404, 'not_found', undefined, `no event "${eventId}"`);
    if (eventStatus(e, now.getTime()) === 'finished') throw new ApiError(409, 'event_finished', 'This event is already finished.', `event ${eventId} is over`);
    const isVoid = 'void' in result;
    await tx.query('UPDATE sport_events SET finished_at = $2, voided = $3, result_home = $4, result_away = $5 WHERE id = $1', [
      eventId, now.toISOString(), isVoid, isVoid ? null : result.home, isVoid ? null : result.away,
    ]);
  });
  const settled = await settleDue(db, now);
  const { rows } = await db.query<{ ticket_id: number; ticket_code: string; username: string; status: string; amount_in: string; amount_out: string }>(
    `SELECT t.id AS ticket_id, t.code AS ticket_code, u.username, t.status, t.amount_in::text AS amount_in, t.amount_out::text AS amount_out
       FROM sport_tickets t JOIN users u ON u.id = t.user_id WHERE t.id = ANY($1::int[]) ORDER BY t.id`,
    [settled],
  );
  return { event_id: eventId, settled: rows };
}

/**
 * The match clock moved: a live or coming event is live at `minute` now (its kick-off moved back), with the
 * score, prices and market states of that minute (sport-live.ts: they follow the clock and the seed). QA
 * reaches a match's final minutes or a goal's suspension without waiting out its 15 real minutes; its
 * tickets settle on its final score as any other's. 409 event_finished once it is over.
 */
export async function setMatchMinute(db: Db, eventId: string, minute: number, now: Date) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sport_events e WHERE e.id = $1 FOR UPDATE`, [eventId]);
    const e = rows[0];
    if (!e) throw new ApiError(404, 'not_found', undefined, `no event "${eventId}"`);
    if (eventStatus(e, now.getTime()) === 'finished') throw new ApiError(409, 'event_finished', 'This event is already finished.', `event ${eventId} is over`);
    await tx.query('UPDATE sport_events SET start_time = $2 WHERE id = $1', [eventId, new Date(now.getTime() - (minute - 1) * MINUTE_MS).toISOString()]);
  });
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sport_events e WHERE e.id = $1`, [eventId]);
  return (await eventsJson(db, rows, 'fr', now.getTime()))[0];
}

const DEFAULT_FACTOR = 1.1;

/**
 * Odds moved now (all events or one): by `factor`, or, without one, between their base and +10 % (each
 * move changes every odd by ~10 %, more than rounding can hide: the next slip with old odds gets
 * coefs_changed). The factor stays within 0.5–2.
 */
export async function moveOdds(db: Db, input: { event_id?: string; factor?: number }, now: Date): Promise<{ moved: number }> {
  const { rowCount } = await db.query(
    `UPDATE sport_events SET odds_factor = CASE WHEN $2::numeric IS NULL THEN (CASE WHEN odds_factor > 1 THEN 1 ELSE $3::numeric END)
                                            ELSE least(2, greatest(0.5, odds_factor * $2::numeric)) END
      WHERE ($1::text IS NULL OR id = $1) AND (finished_at IS NULL OR finished_at > $4)`,
    [input.event_id ?? null, input.factor ?? null, DEFAULT_FACTOR, now.toISOString()],
  );
  if (input.event_id && !rowCount) throw new ApiError(404, 'not_found', undefined, `no open event "${input.event_id}"`);
  return { moved: rowCount };
}

export async function blockMarket(db: Db, marketId: string, blocked: boolean) {
  const { rows } = await db.query<{ id: string; blocked: boolean }>('UPDATE sport_markets SET blocked = $2 WHERE id = $1 RETURNING id, blocked', [marketId, blocked]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no market "${marketId}"`);
  return { market_id: rows[0].id, blocked: rows[0].blocked };
}

export async function setProviderDown(db: Db, provider: Provider, down: boolean) {
  await db.query('UPDATE sport_providers SET down = $2 WHERE provider = $1', [provider, down]);
  return { provider, down };
}

/** A player's tickets (or everyone's) with their legs, newest first. */
export async function controlTickets(db: Db, username: string | undefined, ticketId?: number) {
  const { rows } = await db.query<Record<string, unknown> & { id: number }>(
    `SELECT t.id, t.code AS ticket_code, u.username, t.provider, t.type AS ticket_type, t.status, t.amount_in::text AS amount_in,
            t.amount_out::text AS amount_out, t.coef::text AS coef, t.potential_win::text AS potential_win, t.currency, t.created_at, t.settled_at
       FROM sport_tickets t JOIN users u ON u.id = t.user_id WHERE ($1::text IS NULL OR u.username = $1) AND ($2::int IS NULL OR t.id = $2)
      ORDER BY t.created_at DESC, t.id DESC LIMIT 200`,
    [username ?? null, ticketId ?? null],
  );
  const legs = (await db.query<Record<string, unknown> & { ticket_id: number }>(
    `SELECT ticket_id, id, event_id, market_id, outcome_id, event, market, outcome, odd::text AS odd, status, result, start_time
       FROM sport_ticket_legs WHERE ticket_id = ANY($1::int[]) ORDER BY ticket_id, position`,
    [rows.map((r) => r.id)],
  )).rows;
  return { results: rows.map((t) => ({ ...t, legs: legs.filter((l) => l.ticket_id === t.id).map(({ ticket_id: _, ...l }) => l) })) };
}
