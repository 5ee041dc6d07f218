/**
 * Crash rounds (spribe's Aviator and its kind; docs/api.md "Crash rounds"). The bet takes the stake and
 * draws the crash point at once, committed by its hash before the flight; the multiplier then rises with
 * the server's clock, `multiplierAt`. A cash-out is judged by the server's time, never by the page's
 * claim: before the crash it pays bet × the multiplier of that instant (within max_win), once; at or
 * after the crash it is refused (409 round_crashed) and the bet stays lost. The crash point and its seed
 * are revealed once the round has crashed. Bet and win go through the wallet on the request's transaction
 * with its Idempotency-Key (routes/games.ts), as a slot round's do.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { capWin, playerLimits } from './limits';
import { fromCents, toCents } from './money';
import { DEFAULT_RG } from './rg-enforce';
import type { RgContext } from './rg-limits';
import { insertRound, loadSession, moveRoundMoney, takeStake } from './games';
import type { Transaction } from './wallet';

/** The curve's growth per second: ×2 after ~8.7 s, ×10 after ~28.8 s (the page draws the same curve). */
export const CRASH_RATE = 0.08;
/** The house's edge: a crash point is 0.97 / (1 − u), so about 3 % of rounds crash at ×1.00. */
const EDGE = 0.97;
const MAX_CRASH = 1000;
const HISTORY = 20;

/** The multiplier `ms` after the take-off, in hundredths (floored: the server never rounds in the player's favour). */
export const multiplierAt = (ms: number) => Math.floor(100 * Math.exp((CRASH_RATE * Math.max(0, ms)) / 1000)) / 100;
/** When a round of crash point `point` crashes, in ms after its take-off: the first instant multiplierAt reaches it. */
export const crashAfterMs = (point: number) => Math.ceil((Math.log(point) / CRASH_RATE) * 1000);
const commitment = (seed: string, point: string) => createHash('sha256').update(`${seed}:${point}`).digest('hex');

async function drawCrashPoint(tx: Queryable): Promise<string> {
  const forced = await tx.query<{ p: string | null }>(
    `WITH old AS (SELECT next_crash_point FROM game_control WHERE id = 1 FOR UPDATE)
     UPDATE game_control SET next_crash_point = NULL FROM old WHERE game_control.id = 1 RETURNING old.next_crash_point::text AS p`,
  );
  const p = forced.rows[0]?.p;
  if (p !== null && p !== undefined) return Number(p).toFixed(2);
  const u = randomInt(2 ** 32) / 2 ** 32;
  return Math.min(MAX_CRASH, Math.max(1, Math.floor((EDGE * 100) / (1 - u)) / 100)).toFixed(2);
}

interface CrashRow {
  round_id: number;
  crash_point: string;
  seed: string;
  started_at: Date;
  cashed_out_at: Date | null;
  cashout_multiplier: string | null;
  bet_amount: string;
  win_amount: string;
  balance_after: string;
  currency: string;
}

const CRASH_SELECT = `SELECT c.round_id, c.crash_point::text AS crash_point, c.seed, c.started_at, c.cashed_out_at,
  c.cashout_multiplier::text AS cashout_multiplier, r.bet_amount::text AS bet_amount, r.win_amount::text AS win_amount,
  r.balance_after::text AS balance_after, r.currency
  FROM crash_rounds c JOIN game_rounds r ON r.id = c.round_id`;

const crashedBy = (r: CrashRow, now: Date) => now.getTime() - r.started_at.getTime() >= crashAfterMs(Number(r.crash_point));

/** A round as the page reads it: the crash point and seed only once it has crashed. */
function crashJson(r: CrashRow, now: Date) {
  const crashed = crashedBy(r, now);
  return {
    round_id: r.round_id,
    status: r.cashed_out_at ? 'cashed_out' : crashed ? 'crashed' : 'flying',
    hash: commitment(r.seed, r.crash_point),
    started_at: r.started_at.toISOString(),
    server_time: now.toISOString(),
    rate: CRASH_RATE,
    multiplier: crashed ? Number(r.crash_point) : multiplierAt(now.getTime() - r.started_at.getTime()),
    crash_point: crashed ? r.crash_point : null,
    seed: crashed ? r.seed : null,
    cashout_multiplier: r.cashout_multiplier,
    bet_amount: r.bet_amount,
    win_amount: r.win_amount,
    balance_after: r.balance_after,
    currency: r.currency,
  };
}
export type CrashRoundJson = ReturnType<typeof crashJson>;

async function crashRound(q: Queryable, token: string, roundId: number, lock = false): Promise<CrashRow> {
  const { rows } = await q.query<CrashRow>(`${CRASH_SELECT} WHERE c.session_token = $1 AND c.round_id = $2${lock ? ' FOR UPDATE OF c, r' : ''}`, [token, roundId]);
  if (!rows[0]) throw new ApiError(404, 'round_not_found', 'Round not found.', `no crash round ${roundId} in this session`);
  return rows[0];
}

async function assertCrashGame(q: Queryable, game: number) {
  const { rows } = await q.query<{ game_type: string }>('SELECT game_type FROM games WHERE id = $1', [game]);
  if (rows[0]?.game_type !== 'crash') throw new ApiError(400, 'not_a_crash_game', 'This game is not a crash game.', `game ${game} is ${rows[0]?.game_type}`);
}

/**
 * POST …/crash/bets: the stake taken (takeStake's checks) and the crash point drawn and committed. One
 * flight at a time per session: a bet while the last one still flies is 409 round_in_progress.
 */
export async function placeCrashBet(tx: Transaction, token: string, input: { key: string; bet: string | undefined }, now: Date, rg: RgContext = DEFAULT_RG): Promise<CrashRoundJson> {
  const stake = await takeStake(tx, token, input.bet, now, rg);
  await assertCrashGame(tx, stake.session.game);
  if (stake.session.mode === 'freespin') throw new ApiError(400, 'free_spins_not_available', 'This game has no free spins.', 'crash games play no free spins');
  const last = (await tx.query<CrashRow>(`${CRASH_SELECT} WHERE c.session_token = $1 ORDER BY c.round_id DESC LIMIT 1`, [token])).rows[0];
  if (last && !last.cashed_out_at && !crashedBy(last, now)) {
    throw new ApiError(409, 'round_in_progress', 'A round is still flying: cash out or wait for the crash.', `round ${last.round_id} flies`);
  }
  const after = stake.before - stake.stakedCents;
  const roundId = await insertRound(tx, stake, token, input.key, now, { win: 0n, after });
  await moveRoundMoney(tx, stake.session, token, roundId, stake.stakedCents, 0n, now);
  await tx.query('INSERT INTO crash_rounds (round_id, session_token, crash_point, seed, started_at) VALUES ($1, $2, $3, $4, $5)', [
    roundId, token, await drawCrashPoint(tx), randomBytes(16).toString('hex'), now.toISOString(),
  ]);
  return crashJson(await crashRound(tx, token, roundId), now);
}

/**
 * POST …/crash/rounds/:id/cashout: paid once. A round already cashed out answers its cash-out again
 * (another key included: the win is never paid twice); one that has crashed by the server's clock is
 * 409 round_crashed (the round's state, crashRoundState, then reveals the crash point).
 */
export async function cashOut(tx: Transaction, token: string, roundId: number, now: Date): Promise<CrashRoundJson> {
  const s = await loadSession(tx, token, now, true);
  const r = await crashRound(tx, token, roundId, true);
  if (r.cashed_out_at) return crashJson(r, now);
  if (crashedBy(r, now)) {
    throw new ApiError(409, 'round_crashed', 'Too late: the round crashed before the cash-out.', `crashed at ×${r.crash_point}`);
  }
  const multiplier = multiplierAt(now.getTime() - r.started_at.getTime());
  const bet = toCents(r.bet_amount);
  const won = (bet * BigInt(Math.round(multiplier * 100))) / 100n;
  const limits = s.mode === 'demo' ? undefined : await playerLimits(tx, r.currency);
  const { paid } = limits ? capWin(limits, won) : { paid: won };
  await tx.query(
    `UPDATE game_rounds SET win_amount = $2, balance_after = balance_after + $2::numeric, status = CASE WHEN $2::numeric > 0 THEN 'won' ELSE 'lost' END WHERE id = $1`,
    [roundId, fromCents(paid)],
  );
  await tx.query('UPDATE crash_rounds SET cashed_out_at = $2, cashout_multiplier = $3 WHERE round_id = $1', [roundId, now.toISOString(), multiplier.toFixed(2)]);
  await moveRoundMoney(tx, s, token, roundId, 0n, paid, now);
  return crashJson(await crashRound(tx, token, roundId), now);
}

/** GET …/crash/rounds/:id: where a round is now (the page asks while it flies). */
export async function crashRoundState(q: Queryable, token: string, roundId: number, now: Date): Promise<CrashRoundJson> {
  await loadSession(q, token, now);
  return crashJson(await crashRound(q, token, roundId), now);
}

/**
 * GET …/crash/rounds: the history strip, the game's last 20 rounds that have crashed, every player's, newest
 * first, as a studio's table shows them: only what is public once a round is over (its point, the hash
 * committed before it and the seed that proves it), never a player's bet or balance.
 */
export async function crashHistory(q: Queryable, token: string, now: Date) {
  const s = await loadSession(q, token, now);
  const { rows } = await q.query<CrashRow>(`${CRASH_SELECT} WHERE r.game = $1 ORDER BY c.round_id DESC LIMIT $2`, [s.game, HISTORY * 2]);
  const rounds = rows
    .filter((r) => crashedBy(r, now))
    .slice(0, HISTORY)
    .map((r) => ({ round_id: r.round_id, crash_point: r.crash_point, hash: commitment(r.seed, r.crash_point), seed: r.seed }));
  return { rate: CRASH_RATE, server_time: now.toISOString(), rounds };
}

/** QA: the next crash round's crash point (1.00 crashes at take-off), or null for a random one. */
export async function setNextCrashPoint(q: Queryable, point: number | null) {
  await q.query('UPDATE game_control SET next_crash_point = $1 WHERE id = 1', [point]);
}
