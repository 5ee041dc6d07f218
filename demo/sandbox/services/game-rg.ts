/**
 * What a game page shows of the player's responsible-gaming state (docs/api.md "Game pages: the player's
 * limits"; docs/contracts/responsible-gaming.md §2, §6): the loss and wager limits set, with what is left
 * of each period and when it resets, and the session limit's end. The page reads it when it opens and
 * after each settled round, so the player sees a limit coming before a round is refused. Play money (a
 * demo session, a guest) has none.
 */
import type { Db } from '../db';
import { loadSession } from './games';
import { getLimits, type RgContext } from './rg-limits';
import { loginStartedAt, sessionLimitEnd } from './rg-session';

export interface GameLimitJson {
  kind: 'loss' | 'wager';
  period: 'daily' | 'weekly' | 'monthly';
  limit: string;
  used: string;
  remaining: string;
  /** When the period ends and the limit starts again (the operator's zone, as every limit's dates). */
  period_end: string;
}

export interface GameRgJson {
  currency: string | null;
  /** The loss limits first, then the wager ones; each by period, day first. Empty without a limit. */
  limits: GameLimitJson[];
  /** The login's start and the session limit's end (null without a session limit). */
  session_started_at: string | null;
  session_ends_at: string | null;
  reality_check_minutes: number | null;
}

const KINDS = ['loss', 'wager'] as const;
const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/** GET …/sessions/:token/rg: the session's refusals first (ended, revoked, session limit), as every call. */
export async function gameSessionRg(db: Db, token: string, now: Date, rg: RgContext): Promise<GameRgJson> {
  const s = await loadSession(db, token, now);
  if (s.mode === 'demo' || s.user_id === null) {
    return { currency: null, limits: [], session_started_at: null, session_ends_at: null, reality_check_minutes: null };
  }
  const userId = s.user_id;
  // getLimits applies the pending changes that came due: a transaction, as the limits' own GET.
  const view = await db.transaction((tx) => getLimits(tx, userId, now, rg));
  const limits: GameLimitJson[] = [];
  for (const kind of KINDS) {
    for (const period of PERIODS) {
      const value = view.limits[`${kind}_${period}`];
      if (value === null || value === undefined) continue;
      const usage = view.usage[`${kind}_${period}`];
      limits.push({ kind, period, limit: String(value), used: usage.used, remaining: usage.remaining ?? '0.00', period_end: usage.period_end });
    }
  }
  const started = s.family_id ? await loginStartedAt(db, s.family_id) : undefined;
  const ends = s.family_id ? await sessionLimitEnd(db, userId, s.family_id, now) : null;
  const realityCheck = view.limits.reality_check_minutes;
  return {
    currency: view.currency,
    limits,
    session_started_at: started ? new Date(started).toISOString() : null,
    session_ends_at: ends ? ends.toISOString() : null,
    reality_check_minutes: typeof realityCheck === 'number' ? realityCheck : null,
  };
}
