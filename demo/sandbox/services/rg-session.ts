/**
 * The session limit and the reality check's numbers (docs/contracts/responsible-gaming.md §2 and §6).
 * A login starts at its token family's `created_at` (migration 001); with a `session_minutes` limit, every
 * game session and sportsbook token of that login ends at start + session_minutes, after which rounds,
 * placements and new launches answer 403 session_limit_reached until the player signs in again.
 *
 * The limit values live in helper F's tables (migration 020, services/rg-limits.ts). They are read here
 * as the contract defines them, without writing: a pending change whose cooling-off is over counts as
 * current (F's service applies it to the rows on its next read; the answer is the same).
 */
import type { Queryable } from '../db';
import { ApiError, type ErrorBody } from '../http/errors';
import { currentJurisdiction } from './rg-jurisdiction';
// What a stake takes and what comes back: the same ledger reasons as the wager and loss limits.
import { RETURN_REASONS, STAKE_REASONS } from './rg-limits';

/** 403 session_limit_reached `{ ends_at }`. */
export class SessionLimitError extends ApiError {
  constructor(readonly endsAt: Date) {
    super(
      403,
      'session_limit_reached',
      'Your session time limit is reached. Sign in again to play.',
      `the session limit of this login ended at ${endsAt.toISOString()}`,
    );
  }

  override toBody(): ErrorBody & Record<string, unknown> {
    return { ...super.toBody(), ends_at: this.endsAt.toISOString() };
  }
}

type MinutesField = 'session_minutes' | 'reality_check_minutes';

/** The player's value of a minutes field at `now`, or null: a due pending change wins over the row. */
export async function minutesOf(q: Queryable, userId: number, field: MinutesField, now: Date): Promise<number | null> {
  const { rows } = await q.query<{ current: string | null; pending: string | null; due: boolean | null }>(
    `SELECT (SELECT value::text FROM rg_limits WHERE user_id = $1 AND field = $2) AS current,
            p.value::text AS pending, p.effective_at <= $3 AS due
       FROM (SELECT 1) one LEFT JOIN rg_pending_limits p ON p.user_id = $1 AND p.field = $2`,
    [userId, field, now.toISOString()],
  );
  const row = rows[0];
  const value = row?.due ? row.pending : row?.current;
  return value == null ? null : Math.round(Number(value));
}

/** When the login `familyId` started (its first sign-in), or undefined for an unknown family. */
export async function loginStartedAt(q: Queryable, familyId: string): Promise<Date | undefined> {
  const { rows } = await q.query<{ created_at: Date }>('SELECT created_at FROM token_families WHERE id = $1', [familyId]);
  return rows[0]?.created_at;
}

/** The end the session limit puts on everything of this login, or null without a limit. */
export async function sessionLimitEnd(q: Queryable, userId: number, familyId: string, now: Date): Promise<Date | null> {
  const minutes = await minutesOf(q, userId, 'session_minutes', now);
  if (minutes === null) return null;
  const started = await loginStartedAt(q, familyId);
  return started ? new Date(started.getTime() + minutes * 60_000) : null;
}

/**
 * Throws 403 session_limit_reached once the login's session limit is over; otherwise answers its end
 * (null without a limit) so a new game session or sport token can be cut to it.
 */
export async function assertWithinSessionLimit(q: Queryable, userId: number, familyId: string, now: Date): Promise<Date | null> {
  const end = await sessionLimitEnd(q, userId, familyId, now);
  if (end && end.getTime() <= now.getTime()) throw new SessionLimitError(end);
  return end;
}


export interface RgSessionJson {
  started_at: string;
  staked: string;
  returned: string;
  net: string;
  currency: string;
  reality_check_minutes: number | null;
}

/**
 * GET /api/users/rg/session/: this login's stakes and returns in the balance's ledger since it started
 * (the money the loss limit counts), and the reality-check interval: the player's, else the
 * jurisdiction's required one (none when neither).
 */
export async function rgSession(q: Queryable, user: { id: number; currency: string }, familyId: string, now: Date): Promise<RgSessionJson> {
  const started = (await loginStartedAt(q, familyId)) ?? now;
  const { rows } = await q.query<{ staked: string; returned: string; net: string }>(
    `SELECT coalesce(-sum(amount) FILTER (WHERE reason = ANY($3::text[])), 0)::numeric(14, 2)::text AS staked,
            coalesce(sum(amount) FILTER (WHERE reason = ANY($4::text[])), 0)::numeric(14, 2)::text AS returned,
            coalesce(sum(amount) FILTER (WHERE reason = ANY($3::text[]) OR reason = ANY($4::text[])), 0)::numeric(14, 2)::text AS net
       FROM wallet_ledger WHERE user_id = $1 AND wallet = 'balance' AND created_at >= $2`,
    [user.id, started.toISOString(), STAKE_REASONS, RETURN_REASONS],
  );
  const own = await minutesOf(q, user.id, 'reality_check_minutes', now);
  const required = (await currentJurisdiction(q)).reality_check_required_every;
  return {
    started_at: started.toISOString(),
    staked: rows[0].staked,
    returned: rows[0].returned,
    net: rows[0].net,
    currency: user.currency,
    // The jurisdiction's minimum bounds the player's choice (one made before a switch, too).
    reality_check_minutes: own === null ? required : required === null ? own : Math.min(own, required),
  };
}
