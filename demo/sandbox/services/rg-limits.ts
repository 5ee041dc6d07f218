/**
 * A player's responsible-gaming limits (docs/contracts/responsible-gaming.md §1, docs/api.md "Responsible
 * gaming: limits"): what is set, what waits for its cooling-off, and how much of each period is used.
 *
 * The rules regulators share (UKGC RTS 12, MGA): a tighter limit holds at once; a looser one (a raise,
 * or removing the limit) only after the cooling-off, so a decision taken in the heat of play cannot undo
 * a cool one. A pending change becomes current lazily: every read and every enforcement first applies
 * the changes whose time has come (activatePending), inside the caller's transaction.
 *
 * Usage comes from the records the money already writes, never from a counter of our own that could
 * drift: deposits from `payments` and a cashier's `transfers` in, stakes and returns from `wallet_ledger`
 * (see usageOf).
 */
import type { Queryable } from '../db';
import { ApiError, validationError } from '../http/errors';
import { fromCents, toCents } from './money';
import { currentJurisdiction, type Jurisdiction } from './rg-jurisdiction';
import { isoInZone, periodOf, type PeriodKind } from './rg-periods';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const PERIOD_KINDS: readonly PeriodKind[] = ['daily', 'weekly', 'monthly'];
export type MoneyField = `${LimitKind}_${PeriodKind}`;
export const MONEY_FIELDS = LIMIT_KINDS.flatMap((k) => PERIOD_KINDS.map((p) => `${k}_${p}` as MoneyField));
export type LimitField = MoneyField | 'session_minutes';
export const LIMIT_FIELDS: readonly LimitField[] = [...MONEY_FIELDS, 'session_minutes'];
export const REALITY_CHECK_CHOICES = [10, 20, 30, 60] as const;

/** Stakes: a debit of the balance to play. Free spins and demo rounds write none. */
export const STAKE_REASONS = ['game_bet', 'wheel_spin', 'sport_stake'];
/** What play gave back to the balance (a wheel prize to the bonus wallet is not cash, so not counted). */
export const RETURN_REASONS = ['game_win', 'wheel_prize', 'sport_win', 'sport_void', 'sport_cashout', 'sport_cancel'];
/**
 * What a deposit uses of a deposit limit (docs/api.md "Responsible gaming: limits", usage): at 30 what
 * was credited (a crypto under-payment less than its amount); while in progress its amount, held as a
 * reservation so two deposits started together cannot pass the limit once both are paid; nothing once
 * it failed, was abandoned or expired (22, 40, 45). An unpaid one (10/20) past its deadline counts
 * nothing even before the sweep moves it to 45 (services/payment-expiry.ts).
 */
const DEPOSIT_USE = `CASE WHEN status = 30 THEN coalesce(credited_amount, amount)
  WHEN status IN (21, 27) THEN amount
  WHEN status IN (10, 20) AND (expires_at IS NULL OR expires_at > $8::timestamptz) THEN amount
  ELSE 0 END`;

export interface Usage {
  used: string;
  remaining: string | null;
  period_start: string;
  period_end: string;
}

export interface LimitsView {
  currency: string;
  limits: Record<string, string | number | null>;
  pending: Record<string, { value: string | number | null; effective_at: string }>;
  usage: Record<MoneyField, Usage>;
  cooling_off_hours: number;
  time_zone: string;
  must_set_before_deposit: boolean;
}

export interface RgContext {
  /** The operator's zone: config.rgTimeZone. */
  timeZone: string;
}

export const isMoneyField = (field: string): field is MoneyField => (MONEY_FIELDS as string[]).includes(field);
const kindOf = (field: MoneyField) => field.split('_')[0] as LimitKind;
const periodKindOf = (field: MoneyField) => field.split('_')[1] as PeriodKind;

/** A stored value as the wire shows it: money "20.00", minutes an integer. */
const wire = (field: string, value: string | null): string | number | null =>
  value === null ? null : isMoneyField(field) ? fromCents(toCents(value)) : Math.round(Number(value));

/**
 * Applies every pending change of the player whose effective_at has passed. DELETE … RETURNING claims
 * each change once, so two requests applying at the same moment cannot apply one twice.
 */
export async function activatePending(q: Queryable, userId: number, now: Date): Promise<void> {
  const { rows } = await q.query<{ field: string; value: string | null; effective_at: Date }>(
    'DELETE FROM rg_pending_limits WHERE user_id = $1 AND effective_at <= $2 RETURNING field, value::text AS value, effective_at',
    [userId, now.toISOString()],
  );
  for (const r of rows) await writeCurrent(q, userId, r.field, r.value, new Date(r.effective_at));
}

async function writeCurrent(q: Queryable, userId: number, field: string, value: string | number | null, at: Date): Promise<void> {
  if (value === null) {
    await q.query('DELETE FROM rg_limits WHERE user_id = $1 AND field = $2', [userId, field]);
    return;
  }
  await q.query(
    `INSERT INTO rg_limits (user_id, field, value, updated_at) VALUES ($1, $2, $3::numeric, $4)
     ON CONFLICT (user_id, field) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [userId, field, String(value), at.toISOString()],
  );
}

/** The current limits (after activatePending), as stored: decimal strings. */
export async function currentLimits(q: Queryable, userId: number): Promise<Map<string, string>> {
  const { rows } = await q.query<{ field: string; value: string }>('SELECT field, value::text AS value FROM rg_limits WHERE user_id = $1', [userId]);
  return new Map(rows.map((r) => [r.field, r.value]));
}

async function pendingLimits(q: Queryable, userId: number): Promise<Map<string, { value: string | null; effective_at: Date }>> {
  const { rows } = await q.query<{ field: string; value: string | null; effective_at: Date }>(
    'SELECT field, value::text AS value, effective_at FROM rg_pending_limits WHERE user_id = $1',
    [userId],
  );
  return new Map(rows.map((r) => [r.field, { value: r.value, effective_at: new Date(r.effective_at) }]));
}

/**
 * What each limit has used of its period holding `now`, in cents: one query over the payments and one
 * over the ledger, each with a sum per period (the three periods overlap and none contains the others:
 * a week can straddle two months).
 */
export async function usageOf(q: Queryable, userId: number, now: Date, timeZone: string): Promise<Record<MoneyField, { used: bigint; start: Date; end: Date }>> {
  const periods = PERIOD_KINDS.map((kind) => ({ kind, ...periodOf(kind, now, timeZone) }));
  const bounds = periods.flatMap((p) => [p.start.toISOString(), p.end.toISOString()]);
  const sums = (expr: string) => periods.map((_, i) => `coalesce(sum(${expr}) FILTER (WHERE created_at >= $${2 + 2 * i}::timestamptz AND created_at < $${3 + 2 * i}::timestamptz), 0)::text AS p${i}`);
  const deposits = await q.query<Record<string, string>>(
    `SELECT ${sums(DEPOSIT_USE).join(', ')} FROM payments WHERE user_id = $1 AND type = 'deposit'`,
    [userId, ...bounds, now.toISOString()],
  );
  // A cashier's transfer to the player is money in like a deposit, credited at once (docs/api.md
  // "Transfers"): its whole amount counts, as a credited deposit's does.
  const transfersIn = await q.query<Record<string, string>>(`SELECT ${sums('amount').join(', ')} FROM transfers WHERE to_id = $1`, [userId, ...bounds]);
  const ledger = await q.query<Record<string, string>>(
    `SELECT ${sums('CASE WHEN reason = ANY($8::text[]) THEN -amount ELSE 0 END').join(', ')},
            ${sums('CASE WHEN reason = ANY($9::text[]) THEN amount ELSE 0 END').map((s, i) => s.replace(` AS p${i}`, ` AS r${i}`)).join(', ')}
       FROM wallet_ledger
      WHERE user_id = $1 AND wallet = 'balance' AND (reason = ANY($8::text[]) OR reason = ANY($9::text[]))`,
    [userId, ...bounds, STAKE_REASONS, RETURN_REASONS],
  );
  const out = {} as Record<MoneyField, { used: bigint; start: Date; end: Date }>;
  periods.forEach((p, i) => {
    const staked = toCents(ledger.rows[0][`p${i}`]);
    const returned = toCents(ledger.rows[0][`r${i}`]);
    const loss = staked - returned;
    out[`deposit_${p.kind}`] = { used: toCents(deposits.rows[0][`p${i}`]) + toCents(transfersIn.rows[0][`p${i}`]), start: p.start, end: p.end };
    out[`wager_${p.kind}`] = { used: staked, start: p.start, end: p.end };
    out[`loss_${p.kind}`] = { used: loss > 0n ? loss : 0n, start: p.start, end: p.end };
  });
  return out;
}

/** The player's reality-check interval as it applies: the jurisdiction's minimum when the player has none or a longer one. */
function effectiveRealityCheck(value: string | undefined, jurisdiction: Jurisdiction): number | null {
  const own = value === undefined ? null : Math.round(Number(value));
  const most = jurisdiction.reality_check_required_every;
  if (most === null) return own;
  return own === null || own > most ? most : own;
}

async function currencyOf(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ currency: string }>('SELECT currency FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw new ApiError(404, 'not_found', undefined, `no account ${userId}`);
  return rows[0].currency;
}

/** The GET answer. Run it in a transaction: it applies the due pending changes first. */
export async function getLimits(q: Queryable, userId: number, now: Date, rg: RgContext): Promise<LimitsView> {
  await activatePending(q, userId, now);
  const [currency, current, pending, usage, jurisdiction] = await Promise.all([
    currencyOf(q, userId),
    currentLimits(q, userId),
    pendingLimits(q, userId),
    usageOf(q, userId, now, rg.timeZone),
    currentJurisdiction(q),
  ]);
  const limits: LimitsView['limits'] = {};
  for (const field of LIMIT_FIELDS) limits[field] = wire(field, current.get(field) ?? null);
  limits.reality_check_minutes = effectiveRealityCheck(current.get('reality_check_minutes'), jurisdiction);
  const pendingJson: LimitsView['pending'] = {};
  for (const [field, p] of pending) pendingJson[field] = { value: wire(field, p.value), effective_at: isoInZone(p.effective_at, rg.timeZone) };
  const usageJson = {} as Record<MoneyField, Usage>;
  for (const field of MONEY_FIELDS) {
    const u = usage[field];
    const limit = current.get(field);
    const left = limit === undefined ? null : toCents(limit) - u.used;
    usageJson[field] = {
      used: fromCents(u.used),
      remaining: left === null ? null : fromCents(left > 0n ? left : 0n),
      period_start: isoInZone(u.start, rg.timeZone),
      period_end: isoInZone(u.end, rg.timeZone),
    };
  }
  return {
    currency,
    limits,
    pending: pendingJson,
    usage: usageJson,
    cooling_off_hours: jurisdiction.cooling_off_hours,
    time_zone: rg.timeZone,
    must_set_before_deposit: jurisdiction.limits_before_first_deposit && !['deposit_daily', 'deposit_weekly', 'deposit_monthly'].some((f) => current.has(f)),
  };
}

/** A PUT's values, already in shape (routes/rg-limits.ts): money as "20.00", minutes as integers, null = remove. */
export type LimitsPatch = Partial<Record<LimitField | 'reality_check_minutes', string | number | null>>;

const HOUR = 3_600_000;

/** Compares two stored values of one field (money in cents, minutes as numbers). */
const amountOf = (value: string | number) => toCents(typeof value === 'number' ? String(value) : value);

/**
 * PUT: per field, a tighter value holds at once (and drops a pending loosening of that field), a looser
 * one (higher, or null) waits cooling_off_hours, the current value again cancels the pending change.
 * Run it in a transaction; the caller locks the player's row first so it queues with the enforcement.
 */
export async function putLimits(q: Queryable, userId: number, patch: LimitsPatch, now: Date, rg: RgContext): Promise<LimitsView> {
  await activatePending(q, userId, now);
  const jurisdiction = await currentJurisdiction(q);
  const current = await currentLimits(q, userId);
  const pending = await pendingLimits(q, userId);

  if ('reality_check_minutes' in patch) {
    const value = patch.reality_check_minutes ?? null;
    const most = jurisdiction.reality_check_required_every;
    if (most !== null && (value === null || Number(value) > most)) {
      throw validationError([{ field: 'reality_check_minutes', code: 'invalid', message: `Your jurisdiction requires a reality check at least every ${most} minutes.` }]);
    }
    // Not a limit: the player's own reminder interval, changed at once both ways.
    await writeCurrent(q, userId, 'reality_check_minutes', value, now);
  }

  for (const field of LIMIT_FIELDS) {
    if (!(field in patch)) continue;
    const value = patch[field] ?? null;
    const was = current.get(field);
    const dropPending = () => q.query('DELETE FROM rg_pending_limits WHERE user_id = $1 AND field = $2', [userId, field]);
    const same = value === null ? was === undefined : was !== undefined && amountOf(value) === amountOf(was);
    const tighter = value !== null && (was === undefined || amountOf(value) < amountOf(was));
    if (same) {
      await dropPending();
    } else if (tighter) {
      await writeCurrent(q, userId, field, value, now);
      await dropPending();
    } else {
      // Asking again for the change already waiting keeps its clock; another value starts a new one.
      const waiting = pending.get(field);
      const again = waiting && (waiting.value === null ? value === null : value !== null && amountOf(waiting.value) === amountOf(value));
      if (!again) {
        const effective = new Date(now.getTime() + jurisdiction.cooling_off_hours * HOUR);
        await q.query(
          `INSERT INTO rg_pending_limits (user_id, field, value, requested_at, effective_at) VALUES ($1, $2, $3::numeric, $4, $5)
           ON CONFLICT (user_id, field) DO UPDATE SET value = EXCLUDED.value, requested_at = EXCLUDED.requested_at, effective_at = EXCLUDED.effective_at`,
          [userId, field, value === null ? null : String(value), now.toISOString(), effective.toISOString()],
        );
      }
    }
  }
  return getLimits(q, userId, now, rg);
}

/** POST cancel-pending/: the field's pending change is dropped (none: nothing to do, the same answer). */
export async function cancelPending(q: Queryable, userId: number, field: LimitField, now: Date, rg: RgContext): Promise<LimitsView> {
  await activatePending(q, userId, now);
  await q.query('DELETE FROM rg_pending_limits WHERE user_id = $1 AND field = $2', [userId, field]);
  return getLimits(q, userId, now, rg);
}

/** QA: every pending change of the player becomes current now (the sandbox's "advance past the cooling-off"). */
export async function expireCoolingOff(q: Queryable, userId: number, now: Date, rg: RgContext): Promise<LimitsView> {
  await q.query('UPDATE rg_pending_limits SET effective_at = $2 WHERE user_id = $1 AND effective_at > $2', [userId, now.toISOString()]);
  return getLimits(q, userId, now, rg);
}
