/**
 * Time-outs and self-exclusions (docs/contracts/responsible-gaming.md §3; migration 021). Taking one
 * revokes every login of the player in the same transaction, so every tab is signed out at its next
 * call; while it runs, sign-in is refused `self_excluded` except for a withdraw-only login (purpose
 * "withdraw"), which http/rg-withdraw-only.ts confines to the payout paths. Only QA ends one early.
 */
import type { Deps } from '../deps';
import type { Queryable } from '../db';
import { ApiError, type ErrorBody } from '../http/errors';
import { verifyPassword } from './passwords';
import { endOpenDeposits, lockOpenDeposits } from './rg-exclusion-deposits';
import type { Transaction } from './wallet';
import type { UserRow } from './accounts';

export type ExclusionKind = 'timeout' | 'self_exclusion';

export interface ExclusionJson {
  kind: ExclusionKind;
  starts_at: string;
  ends_at: string;
}

/** The time-out lengths the contract offers (UKGC/Deriv: up to 6 weeks). */
export const TIMEOUT_HOURS = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '42d': 42 * 24 } as const;
export type TimeoutDuration = keyof typeof TIMEOUT_HOURS;
/** Self-exclusion from 6 months (MGA's minimum) to 5 years. */
export const EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;

export type ExclusionInput =
  | { kind: 'timeout'; duration: TimeoutDuration }
  | { kind: 'self_exclusion'; months: (typeof EXCLUSION_MONTHS)[number]; password: string };

/** 403 self_excluded with what the sign-in notice shows (the end date), as the contract's body. */
export class SelfExcludedError extends ApiError {
  constructor(readonly exclusion: ExclusionJson, status: 403 | 409 = 403) {
    super(
      status,
      'self_excluded',
      'Your account is excluded from play until the end of your time-out or self-exclusion. You can still withdraw your balance.',
      `${exclusion.kind} until ${exclusion.ends_at}`,
    );
  }

  override toBody(): ErrorBody & Record<string, unknown> {
    return { ...super.toBody(), kind: this.exclusion.kind, ends_at: this.exclusion.ends_at, withdraw_only: true };
  }
}

interface ExclusionRow {
  kind: ExclusionKind;
  starts_at: Date;
  ends_at: Date;
}

const toJson = (row: ExclusionRow): ExclusionJson => ({ kind: row.kind, starts_at: row.starts_at.toISOString(), ends_at: row.ends_at.toISOString() });

/** The exclusion running at `now` (the one ending last when several overlap), or null. */
export async function activeExclusion(q: Queryable, userId: number, now: Date): Promise<ExclusionJson | null> {
  const { rows } = await q.query<ExclusionRow>(
    `SELECT kind, starts_at, ends_at FROM rg_exclusions
      WHERE user_id = $1 AND ended_at IS NULL AND starts_at <= $2 AND ends_at > $2
      ORDER BY ends_at DESC LIMIT 1`,
    [userId, now.toISOString()],
  );
  return rows[0] ? toJson(rows[0]) : null;
}

/** Same, by username (QA's routes); 404 for an unknown account. */
export async function activeExclusionOf(q: Queryable, username: string, now: Date): Promise<{ userId: number; exclusion: ExclusionJson | null }> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account "${username}"`);
  return { userId: rows[0].id, exclusion: await activeExclusion(q, rows[0].id, now) };
}

/** Refuses with 403/409 self_excluded when the player is excluded at `now`. */
export async function assertNotExcluded(q: Queryable, userId: number, now: Date, status: 403 | 409 = 403): Promise<void> {
  const exclusion = await activeExclusion(q, userId, now);
  if (!exclusion) return;
  throw new SelfExcludedError(exclusion, status);
}

/**
 * QA grants (bonus items, notices) to an excluded player: 409 self_excluded. An unknown name passes:
 * the grant itself answers its 404 as before.
 */
export async function refuseGrantIfExcluded(q: Queryable, username: string, now: Date): Promise<void> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username]);
  if (rows[0]) await assertNotExcluded(q, rows[0].id, now, 409);
}

/** A calendar-month step in UTC (31 Aug + 6 months = 28/29 Feb, not 3 Mar). */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export function exclusionEnd(input: ExclusionInput, now: Date): Date {
  return input.kind === 'timeout' ? new Date(now.getTime() + TIMEOUT_HOURS[input.duration] * 3_600_000) : addMonths(now, input.months);
}

/**
 * Starts an exclusion now, revokes every login of the player and ends their open deposits in the same
 * transaction (the login that asked too: the client signs out). A self-exclusion needs the player's password (the confirmation).
 * Should one already run (two tabs pressing at once), the longer one stands: an exclusion is never shortened.
 */
export async function startExclusion(deps: Deps, user: UserRow, input: ExclusionInput): Promise<ExclusionJson> {
  if (input.kind === 'self_exclusion' && !(await verifyPassword(input.password, user.password_hash))) {
    throw new ApiError(400, 'incorrect_password', 'The password is incorrect.', 'password: does not match', [
      { field: 'password', code: 'incorrect_password', message: 'The password is incorrect.' },
    ]);
  }
  const now = new Date(deps.clock.now());
  const endsAt = exclusionEnd(input, now);
  return deps.db.transaction(async (tx) => {
    // The open deposits before the player's row: the order a provider's completion takes (see
    // services/rg-exclusion-deposits.ts). The player's row lock orders two concurrent requests: the
    // second sees the first's exclusion; money in (services/rg-enforce.ts checkDeposit) queues on it too.
    await lockOpenDeposits(tx as Transaction, user.id);
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    const running = await activeExclusion(tx, user.id, now);
    await deps.tokens.revokeAllForUser(tx, user.id, input.kind);
    await endOpenDeposits(tx as Transaction, user.id, input.kind, now);
    if (running && new Date(running.ends_at) >= endsAt) return running;
    const { rows } = await tx.query<ExclusionRow>(
      `INSERT INTO rg_exclusions (user_id, kind, starts_at, ends_at) VALUES ($1, $2, $3, $4) RETURNING kind, starts_at, ends_at`,
      [user.id, input.kind, now.toISOString(), endsAt.toISOString()],
    );
    return toJson(rows[0]);
  });
}

/**
 * QA: ends the player's running exclusions now (POST /sandbox/api/rg/exclusion/end). Answers what is
 * active afterwards (null) and how many rows it ended; the rows stay, marked `ended_by_qa`.
 */
export async function endExclusion(q: Queryable, username: string, now: Date): Promise<{ username: string; ended: number; active: null }> {
  const { userId } = await activeExclusionOf(q, username, now);
  const { rowCount } = await q.query(
    `UPDATE rg_exclusions SET ended_at = $2, ended_by_qa = true
      WHERE user_id = $1 AND ended_at IS NULL AND ends_at > $2`,
    [userId, now.toISOString()],
  );
  const { rows } = await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  return { username: rows[0].username, ended: rowCount, active: null };
}
