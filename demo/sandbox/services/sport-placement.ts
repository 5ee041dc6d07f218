/**
 * POST /api/integrations/softion/ticket/placement (docs/contracts/sportsbook.md §2): a bet slip becomes a
 * ticket and its stake leaves the wallet, on the request's transaction (idempotent() + moneyTx: the key, the
 * ticket, its legs and the debit commit together, so a retried press never debits twice).
 *
 * Checks, in order: the slip's shape (single = 1 selection, express = 2..10 of different events), the
 * stake within the published limits, every selection still offered (error_exist_bet), none blocked
 * (error_block_bet_data), no live market closed (market_closed: decided, or the final minutes) or
 * suspended after a goal (market_suspended), every odd the current one unless the player's "accept odds
 * changes" preference takes the change (coefs_changed with the current odds: a goal since the slip was
 * priced changes them; see acceptsOdds), the potential win within max_win
 * (max_win_exceeded), then the money (not_enough_money).
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { categoryName, marketName, outcomeName, sportDef, type MarketKind } from '../seeds/sport-leagues';
import { checkStake, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import { eventStatus } from './sport-odds';
import { EVENT_COLUMNS, liveOf, marketStateOf, oddOf, type EventRow } from './sport-events';
import { coefOf, SportError, winOf } from './sport-money';
import type { TokenHolder } from './sport-tokens';
import { checkStake as checkRgStake, DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { getBalances, lockBalances, move, type Transaction } from './wallet';
import { acceptOddsOf, type AcceptOdds } from './bookmaker-settings';

export interface Selection {
  event_id: string;
  market_id: string;
  outcome_id: string;
  odd: string;
}

export interface PlacementInput {
  type: 'single' | 'express';
  stake: string;
  selections: Selection[];
}

export interface PlacedTicket {
  ticket_id: number;
  ticket_code: string;
  type: 'single' | 'express';
  status: 'Wait';
  amount_in: string;
  coef: string;
  potential_win: string;
  balance: string;
  bonus_balance: string;
  currency: string;
  created_at: string;
}

export const MAX_EXPRESS = 10;

type OfferRow = EventRow & {
  outcome_id: string;
  code: string;
  base_odd: string;
  outcome_blocked: boolean;
  market_id: string;
  kind: MarketKind;
  line: string | null;
  market_blocked: boolean;
};

const shapeError = (message: string) =>
  new ApiError(400, 'invalid', message, `selections: ${message}`, [{ field: 'selections', code: 'invalid', message }]);

function checkShape(input: PlacementInput): void {
  const n = input.selections.length;
  if (input.type === 'single' && n !== 1) throw shapeError('A single takes exactly one selection.');
  if (input.type === 'express' && (n < 2 || n > MAX_EXPRESS)) throw shapeError(`An express takes 2 to ${MAX_EXPRESS} selections.`);
  if (new Set(input.selections.map((s) => s.event_id)).size !== n) throw shapeError('Each selection must be on a different event.');
}

/** The selections as offered now (events, markets, outcomes), locked against QA's blocks and results. */
async function offersOf(tx: Queryable, selections: Selection[]): Promise<Map<string, OfferRow>> {
  const { rows } = await tx.query<OfferRow>(
    `SELECT ${EVENT_COLUMNS}, o.id AS outcome_id, o.code, o.base_odd::text AS base_odd, o.blocked AS outcome_blocked,
            m.id AS market_id, m.kind, m.line::text AS line, m.blocked AS market_blocked
       FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id JOIN sport_events e ON e.id = m.event_id
      WHERE o.id = ANY($1::text[]) ORDER BY e.id FOR SHARE OF e, m, o`,
    [selections.map((s) => s.outcome_id)],
  );
  return new Map(rows.map((r) => [r.outcome_id, r]));
}

/**
 * Whether the player's preference takes the slip at the current odds (docs/contracts/profile.md §Account
 * "accept_odds"): `never` takes no change, `higher` takes a slip whose every moved odd went up (one that went
 * down refuses it), `any` takes every change. The ticket then records the odds taken, never the slip's.
 */
export function acceptsOdds(accept: AcceptOdds, moves: { asked: string; current: string }[]): boolean {
  const moved = moves.filter((m) => Number(m.asked).toFixed(2) !== m.current);
  if (!moved.length || accept === 'any') return true;
  return accept === 'higher' && moved.every((m) => Number(m.current) > Number(m.asked));
}

export async function placeTicket(tx: Transaction, holder: TokenHolder, input: PlacementInput, now: Date, rg: RgContext = DEFAULT_RG): Promise<PlacedTicket> {
  checkShape(input);
  // The player's row first: two slips of one player then queue here, instead of each taking the ticket
  // insert's key-share lock on it and deadlocking when the debit asks for the row (PostgreSQL).
  await lockBalances(tx, [holder.userId]);
  const at = now.getTime();
  const stake = toCents(input.stake);
  const limits = await playerLimits(tx, holder.currency);
  checkStake(limits, stake);
  // The player's wager and loss limits (docs/contracts/responsible-gaming.md), on the row locked above.
  await checkRgStake(tx, holder.userId, stake, now, rg);

  const offers = await offersOf(tx, input.selections);
  const gone = input.selections.filter((s) => {
    const o = offers.get(s.outcome_id);
    return !o || o.id !== s.event_id || o.market_id !== s.market_id || o.provider !== holder.provider || eventStatus(o, at) === 'finished';
  });
  if (gone.length) {
    const ids = gone.map((s) => s.outcome_id);
    throw new SportError(409, 'error_exist_bet', 'Some selections are no longer offered.', `not offered: ${ids.join(', ')}`, { outcome_ids: ids });
  }
  const chosen = input.selections.map((s) => ({ s, o: offers.get(s.outcome_id)! }));
  const blocked = chosen.filter(({ o }) => o.market_blocked || o.outcome_blocked).map(({ s }) => s.outcome_id);
  if (blocked.length) {
    throw new SportError(409, 'error_block_bet_data', 'Some selections are blocked for betting.', `blocked: ${blocked.join(', ')}`, { outcome_ids: blocked });
  }
  // Live markets (sport-live.ts): the state and the odds of the same moment.
  const priced = chosen.map(({ s, o }) => {
    const market = { kind: o.kind, line: o.line === null ? null : Number(o.line) };
    const live = liveOf(o, at);
    return { s, state: marketStateOf(o, market, at, live), odd: oddOf(o, market, { id: o.outcome_id, base_odd: o.base_odd, code: o.code }, at, live) };
  });
  const closed = priced.filter((p) => p.state.status === 'closed');
  if (closed.length) {
    const ids = closed.map((p) => p.s.outcome_id);
    const reason = closed[0].state.reason;
    const message = reason === 'decided' ? 'The outcome of this market is already known.' : 'Betting on this match is closed for its final minutes.';
    throw new SportError(409, 'market_closed', message, `closed (${reason}): ${ids.join(', ')}`, { outcome_ids: ids, reason });
  }
  const suspended = priced.filter((p) => p.state.status === 'suspended');
  if (suspended.length) {
    const ids = suspended.map((p) => p.s.outcome_id);
    const reopens = suspended.map((p) => p.state.reopens_at!).sort().at(-1);
    throw new SportError(409, 'market_suspended', 'Betting is suspended for a few seconds after a goal.', `suspended until ${reopens}: ${ids.join(', ')}`, { outcome_ids: ids, reopens_at: reopens });
  }
  const current = priced.map((p) => ({ outcome_id: p.s.outcome_id, odd: p.odd }));
  const changed = chosen.filter(({ s }, i) => Number(s.odd).toFixed(2) !== current[i].odd);
  const accept = changed.length ? await acceptOddsOf(tx, holder.userId) : 'never';
  if (!acceptsOdds(accept, chosen.map(({ s }, i) => ({ asked: s.odd, current: current[i].odd })))) {
    throw new SportError(409, 'coefs_changed', 'The odds have changed.', `changed: ${changed.map(({ s }) => s.outcome_id).join(', ')}`, { coefs: current });
  }

  const odds = current.map((c) => c.odd);
  const potential = winOf(stake, odds);
  if (limits.maxWin !== undefined && potential > limits.maxWin) {
    const most = `${fromCents(limits.maxWin)} ${limits.currency}`;
    throw new ApiError(400, 'max_win_exceeded', `The potential win is above the maximum win of ${most}.`, `potential win ${fromCents(potential)} is above max_win ${most}`);
  }

  const code = `${holder.provider.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const coef = coefOf(odds);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO sport_tickets (code, user_id, provider, token_short, type, amount_in, coef, potential_win, currency, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [code, holder.userId, holder.provider, holder.short, input.type, fromCents(stake), coef, fromCents(potential), holder.currency, now.toISOString()],
  );
  const ticketId = rows[0].id;
  for (const [position, { o }] of chosen.entries()) {
    const def = sportDef(o.sport);
    const line = o.line === null ? null : Number(o.line);
    await tx.query(
      `INSERT INTO sport_ticket_legs (ticket_id, position, event_id, market_id, outcome_id, kind, line, code, odd,
                                      category, sport, tournament, event, market, outcome, start_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [ticketId, position, o.id, o.market_id, o.outcome_id, o.kind, o.line, o.code, odds[position],
        categoryName(o.category, 'fr'), def.name.fr, o.tournament, `${o.home} – ${o.away}`,
        marketName(o.kind, line, def, 'fr'), outcomeName(o.code, line, o.home, o.away, 'fr'), o.start_time.toISOString()],
    );
  }
  // The database refuses an overdraft: not_enough_money, and the ticket above is rolled back with it.
  await move(tx, { userId: holder.userId, wallet: 'balance', amount: fromCents(-stake), reason: 'sport_stake', reference: { type: 'sport_ticket', id: ticketId }, at: now });
  const balances = await getBalances(tx, holder.userId);
  return {
    ticket_id: ticketId,
    ticket_code: code,
    type: input.type,
    status: 'Wait',
    amount_in: fromCents(stake),
    coef,
    potential_win: fromCents(potential),
    ...balances,
    currency: holder.currency,
    created_at: now.toISOString(),
  };
}
