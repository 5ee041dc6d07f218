/**
 * The live tables' and virtual sports' rounds (docs/api.md "Live tables and virtual sports"): several bets
 * in one round, the outcome drawn by the server (services/table-draws.ts), each bet paid by the table's
 * rules (games/live/rules.js, games/virtual/events.js), the stake and the pay through the wallet once,
 * on the request's transaction with its Idempotency-Key (routes/table-games.ts), and the round recorded, as
 * a slot's round is (services/games.ts insertRound, moveRoundMoney).
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { betProblem, liveKindOf, resultOf, returnsOf, type LiveKind, type TableBet } from '../games/live/rules.js';
import { eventOf, sportOf, virtualBetProblem, virtualReturns, virtualWinner, type Sport, type VirtualEvent } from '../games/virtual/events.js';
import { insertRound, loadSession, moveRoundMoney, roundMoney, sessionInfo } from './games';
import { checkStake, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import { checkStake as checkRgStake, DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { drawLive, drawVirtual } from './table-draws';
import { lockBalances, notEnoughMoney, type Transaction } from './wallet';

export type TableKind = LiveKind | 'virtual';
export interface Table { kind: TableKind; sport: Sport | null }
export interface PlacedBet extends TableBet { amount: string }

/** The table a game is: a live game's by its live groups, a virtual sport's by its name. */
export function tableOf(game: { game_type: string; live_groups: string[]; name: string }): Table | null {
  if (game.game_type === 'live') return { kind: liveKindOf(game.live_groups), sport: null };
  if (game.game_type === 'virtual') return { kind: 'virtual', sport: sportOf(game.name) };
  return null;
}

const DEALERS = ['Amira', 'Sofiane', 'Léa', 'Karim', 'Inès', 'Youssef', 'Chloé', 'Mehdi', 'Nour', 'Julien'];
const SEATS = 7;
const HISTORY = 12;

interface SessionTable { game: number; table: Table }

/** The session's game and its table; 400 not_a_table for a slot or crash game. */
async function sessionTable(q: Queryable, token: string): Promise<SessionTable> {
  const { rows } = await q.query<{ game: number; name: string; game_type: string; live_groups: string[] }>(
    'SELECT g.id AS game, g.name, g.game_type, g.live_groups FROM game_sessions s JOIN games g ON g.id = s.game WHERE s.token = $1',
    [token],
  );
  const table = rows[0] && tableOf(rows[0]);
  if (!table) throw new ApiError(400, 'not_a_table', 'This game is not a live table or a virtual sport.', `session ${token} plays no table`);
  return { game: rows[0].game, table };
}

async function historyOf(q: Queryable, game: number): Promise<string[]> {
  const { rows } = await q.query<{ result: string }>('SELECT result FROM table_results WHERE game = $1 ORDER BY round_id DESC LIMIT $2', [game, HISTORY]);
  return rows.map((r) => r.result);
}

/** The next virtual event a page offers: a number, its card and odds following from it (events.js). */
const nextEvent = (table: Table) => (table.sport ? eventOf(table.sport, 1 + randomInt(999_999)) : null);

/**
 * GET …/sessions/:token/table: what the page draws around the bets. The dealer is the table's own; the
 * seats taken move with the minute, as players come and go.
 */
export async function tableInfo(q: Queryable, token: string, now: Date) {
  await sessionInfo(q, token, now); // the session's refusals (ended, revoked, limit) first
  const s = await sessionTable(q, token);
  const minute = Math.floor(now.getTime() / 60_000);
  return {
    kind: s.table.kind,
    sport: s.table.sport,
    dealer: DEALERS[s.game % DEALERS.length],
    seats: { total: SEATS, taken: 2 + ((s.game + minute) % (SEATS - 2)) },
    history: await historyOf(q, s.game),
    event: nextEvent(s.table),
  };
}

/** QA's forced result for the next round of `kind`, taken once (game_control.next_table_result). */
async function takeForced(tx: Queryable, kind: TableKind): Promise<string | null> {
  const { rows } = await tx.query<{ result: string }>(
    `WITH old AS (SELECT next_table_result FROM game_control WHERE id = 1 FOR UPDATE)
     UPDATE game_control SET next_table_result = NULL FROM old
      WHERE game_control.id = 1 AND old.next_table_result->>'kind' = $1 RETURNING old.next_table_result->>'result' AS result`,
    [kind],
  );
  return rows[0]?.result ?? null;
}

const refusedBet = (detail: string) => new ApiError(400, 'bet_not_on_table', 'This table does not take that bet.', detail);

/** What each bet returns, in hundredths of its stake, for the drawn outcome; the outcome's result for the history. */
function settle(table: Table, event: VirtualEvent | null, bets: PlacedBet[], forced: string | null) {
  if (event) {
    const outcome = drawVirtual(event, forced);
    return { outcome, result: String(virtualWinner(event, outcome)), returns: bets.map((b) => virtualReturns(event, b, outcome)) };
  }
  const kind = table.kind as LiveKind;
  const outcome = drawLive(kind, forced);
  return { outcome, result: resultOf(kind, outcome), returns: bets.map((b) => returnsOf(kind, b, outcome)) };
}

/**
 * One round of a table: every bet checked against the table (400 bet_not_on_table), the total stake
 * against the player's limits (min_bet, max_bet, max_transaction), the balance and the responsible-gaming
 * limits; then the draw, each bet's return (rounded down to the cent), the total paid up to max_win, and
 * one round row, one stake and one pay movement. Refusals are thrown: the route's transaction drops
 * what was written.
 */
export async function playTableRound(
  tx: Transaction,
  token: string,
  input: { key: string; bets: PlacedBet[]; event?: number },
  now: Date,
  rg: RgContext = DEFAULT_RG,
) {
  const info = await sessionInfo(tx, token, now);
  const row = await loadSession(tx, token, now, true); // locked: one round of the session at a time
  const s = await sessionTable(tx, token);
  if (info.mode === 'freespin') throw new ApiError(400, 'free_spins_not_offered', 'Free spins are not played at a table.', 'a free-spin session at a table');
  let event: VirtualEvent | null = null;
  if (s.table.sport) {
    if (input.event === undefined) throw new ApiError(400, 'invalid', undefined, 'event: required', [{ field: 'event', code: 'required', message: 'This field is required.' }]);
    event = eventOf(s.table.sport, input.event);
  }
  for (const bet of input.bets) {
    const problem = event ? virtualBetProblem(event, bet) : betProblem(s.table.kind as LiveKind, bet);
    if (problem) throw refusedBet(problem);
  }
  const stake = input.bets.reduce((total, b) => total + toCents(b.amount), 0n);
  const limits = info.mode === 'demo' ? undefined : await playerLimits(tx, info.currency!);
  if (limits) checkStake(limits, stake);

  const currency = info.currency!;
  let before = toCents(row.demo_balance);
  if (info.mode === 'real') before = toCents((await lockBalances(tx, [row.user_id!])).get(row.user_id!)!.balance);
  if (before < stake) throw notEnoughMoney(`balance ${fromCents(before)} ${currency}, stake ${fromCents(stake)}`);
  if (info.mode === 'real') await checkRgStake(tx, row.user_id!, stake, now, rg);

  const { outcome, result, returns } = settle(s.table, event, input.bets, await takeForced(tx, s.table.kind));
  const returned = input.bets.map((b, i) => (toCents(b.amount) * BigInt(returns[i])) / 100n);
  const won = returned.reduce((a, b) => a + b, 0n);
  const taken = { session: row, grant: undefined, limits, betCents: stake, stakedCents: stake, before, currency };
  const money = roundMoney(taken, won);

  const roundId = await insertRound(tx, taken, token, input.key, now, { win: money.paid, after: money.after });
  await tx.query('INSERT INTO table_results (round_id, game, result, outcome, date) VALUES ($1, $2, $3, $4, $5)', [
    roundId, s.game, result, JSON.stringify(outcome), now.toISOString(),
  ]);
  await moveRoundMoney(tx, row, token, roundId, stake, money.paid, now);
  return {
    round_id: roundId,
    kind: s.table.kind,
    outcome,
    result,
    bets: input.bets.map((b, i) => ({ ...b, returned: fromCents(returned[i]) })),
    ...money.answer,
    history: await historyOf(tx, s.game),
    event: nextEvent(s.table),
  };
}

/** QA: the next round of `kind` gives `result` (null: drawn again). */
export async function setNextTableResult(q: Queryable, next: { kind: TableKind; result: string } | null) {
  await q.query('UPDATE game_control SET next_table_result = $1 WHERE id = 1', [next === null ? null : JSON.stringify(next)]);
  return { next_table_result: next };
}
