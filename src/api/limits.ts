// Responsible gaming (docs/contracts/responsible-gaming.md §1, §3; docs/api.md): the player's
// limits (GET/PUT /api/users/limits/, POST …/cancel-pending/) and time-out / self-exclusion
// (GET/POST /api/users/self-exclusion/). Converters between the wire (snake_case, money as 2-decimal strings,
// null = no limit) and the client's types (amounts as numbers rounded to the cent). The limit fields keep
// their wire names on the client: the form's inputs and the server's field errors use them.
import type { HttpClient } from './client';
import { bool, int, obj, optStr, ShapeError, str, type Json } from './convert';
import { isApiError } from './errors';
import { parseAmount, round2, toCents } from '../format/money';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
type MoneyLimitField = `${LimitKind}_${LimitPeriod}`;
const MONEY_LIMIT_FIELDS = LIMIT_KINDS.flatMap((k) => LIMIT_PERIODS.map((p) => `${k}_${p}` as MoneyLimitField));
export type LimitField = MoneyLimitField | 'session_minutes' | 'reality_check_minutes';
const LIMIT_FIELDS: readonly LimitField[] = [...MONEY_LIMIT_FIELDS, 'session_minutes', 'reality_check_minutes'];
export const SESSION_MINUTES_RANGE = { min: 5, max: 1440 } as const;
export const REALITY_CHECK_CHOICES = [10, 20, 30, 60] as const;

export const isMoneyField = (field: LimitField): field is MoneyLimitField => (MONEY_LIMIT_FIELDS as string[]).includes(field);

interface LimitUsage {
  used: number;
  /** null: no limit on this field. */
  remaining: number | null;
  /** ISO 8601 with the operator's offset. */
  periodStart: string;
  periodEnd: string;
}

interface PendingChange {
  /** null: the limit is being removed. */
  value: number | null;
  /** ISO 8601: when the change takes effect (now + cooling-off). */
  effectiveAt: string;
}

export interface Limits {
  currency: string;
  /** Every field: its current value, null for none. */
  limits: Record<LimitField, number | null>;
  pending: Partial<Record<LimitField, PendingChange>>;
  usage: Partial<Record<MoneyLimitField, LimitUsage>>;
  coolingOffHours: number;
  timeZone: string;
  mustSetBeforeDeposit: boolean;
}

/** A PUT: any subset of the fields (null removes). */
export type LimitsPatch = Partial<Record<LimitField, number | null>>;

const money = (value: unknown, what: string): number => {
  try {
    return round2(parseAmount(value as string));
  } catch {
    throw new ShapeError(`${what}: amount expected`);
  }
};
const optMoney = (value: unknown, what: string): number | null => (value === null || value === undefined ? null : money(value, what));
const iso = (value: unknown, what: string): string => {
  const s = str(value, what);
  if (Number.isNaN(Date.parse(s))) throw new ShapeError(`${what}: ISO date expected`);
  return s;
};

/** A field's value as the wire has it: money for the money fields, whole minutes for the others. */
function fieldValue(field: LimitField, value: unknown, what: string): number | null {
  if (value === null || value === undefined) return null;
  return isMoneyField(field) ? money(value, what) : int(value, what);
}

export function toLimits(data: unknown): Limits {
  const body = obj(data, 'limits');
  const rawLimits = obj(body.limits, 'limits.limits');
  const rawPending = body.pending === undefined || body.pending === null ? {} : obj(body.pending, 'limits.pending');
  const rawUsage = body.usage === undefined || body.usage === null ? {} : obj(body.usage, 'limits.usage');
  const limits = {} as Record<LimitField, number | null>;
  const pending: Limits['pending'] = {};
  const usage: Limits['usage'] = {};
  for (const field of LIMIT_FIELDS) {
    limits[field] = fieldValue(field, rawLimits[field], `limits.${field}`);
    if (rawPending[field] !== undefined && rawPending[field] !== null) {
      const p = obj(rawPending[field], `pending.${field}`);
      pending[field] = { value: fieldValue(field, p.value, `pending.${field}.value`), effectiveAt: iso(p.effective_at, `pending.${field}.effective_at`) };
    }
  }
  for (const field of MONEY_LIMIT_FIELDS) {
    if (rawUsage[field] === undefined || rawUsage[field] === null) continue;
    const u = obj(rawUsage[field], `usage.${field}`);
    usage[field] = {
      used: money(u.used, `usage.${field}.used`),
      remaining: optMoney(u.remaining, `usage.${field}.remaining`),
      periodStart: iso(u.period_start, `usage.${field}.period_start`),
      periodEnd: iso(u.period_end, `usage.${field}.period_end`),
    };
  }
  return {
    currency: str(body.currency, 'currency'),
    limits,
    pending,
    usage,
    coolingOffHours: body.cooling_off_hours === undefined ? 24 : int(body.cooling_off_hours, 'cooling_off_hours'),
    timeZone: optStr(body.time_zone) ?? 'Africa/Tunis',
    mustSetBeforeDeposit: body.must_set_before_deposit === undefined ? false : bool(body.must_set_before_deposit, 'must_set_before_deposit'),
  };
}

/** An amount as the wire wants it: "20.00" (exact to the cent, never "20.000000001"). */
export function moneyToWire(amount: number): string {
  const cents = toCents(amount, 'half-up');
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function toWireLimits(patch: LimitsPatch): Json {
  const body: Json = {};
  for (const field of LIMIT_FIELDS) {
    const value = patch[field];
    if (value === undefined) continue;
    body[field] = value === null ? null : isMoneyField(field) ? moneyToWire(value) : Math.round(value);
  }
  return body;
}

// ---- time-out and self-exclusion (§3) -----------------------------------------------------------------

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '42d'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export const EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
export type ExclusionMonths = (typeof EXCLUSION_MONTHS)[number];
export type ExclusionKind = 'timeout' | 'self_exclusion';

export type ExclusionRequest = { kind: 'timeout'; duration: TimeoutDuration } | { kind: 'self_exclusion'; months: ExclusionMonths; password: string };

export interface Exclusion {
  kind: ExclusionKind;
  startsAt: string | null;
  endsAt: string;
}

function kindOf(value: unknown): ExclusionKind {
  if (value === 'timeout' || value === 'self_exclusion') return value;
  throw new ShapeError('kind: timeout or self_exclusion expected');
}

function toExclusion(data: unknown): Exclusion {
  const body = obj(data, 'exclusion');
  return {
    kind: kindOf(body.kind),
    startsAt: body.starts_at === undefined || body.starts_at === null ? null : iso(body.starts_at, 'starts_at'),
    endsAt: iso(body.ends_at, 'ends_at'),
  };
}

export const toActiveExclusion = (data: unknown): Exclusion | null => {
  const active = obj(data, 'self_exclusion').active;
  return active === null || active === undefined ? null : toExclusion(active);
};

/**
 * The exclusion a `self_excluded` refusal carries (403 on login or on any route of a withdraw-only
 * session: `{ code, kind, ends_at, withdraw_only }`), or null when the error is not one or lacks the date.
 */
export function exclusionOfError(error: unknown): Exclusion | null {
  if (!isApiError(error) || error.code !== 'self_excluded') return null;
  try {
    return toExclusion(error.body);
  } catch {
    return null;
  }
}

export function toWireExclusion(request: ExclusionRequest): Json {
  return request.kind === 'timeout'
    ? { kind: 'timeout', duration: request.duration }
    : { kind: 'self_exclusion', months: request.months, password: request.password };
}

const LIMITS_PATH = '/api/users/limits/';
const CANCEL_PENDING_PATH = '/api/users/limits/cancel-pending/';
const SELF_EXCLUSION_PATH = '/api/users/self-exclusion/';

// One exported function per call (a bundle carries only what it uses: the cashier reads the limits only).
const getLimits = (http: HttpClient) => http.request({ method: 'GET', path: LIMITS_PATH }, toLimits);
const putLimits = (http: HttpClient, patch: LimitsPatch) => http.request({ method: 'PUT', path: LIMITS_PATH, data: toWireLimits(patch) }, toLimits);
const cancelPendingLimit = (http: HttpClient, field: LimitField) =>
  http.request({ method: 'POST', path: CANCEL_PENDING_PATH, data: { field } }, toLimits);
const getSelfExclusion = (http: HttpClient) => http.request({ method: 'GET', path: SELF_EXCLUSION_PATH }, toActiveExclusion);
const postSelfExclusion = (http: HttpClient, request: ExclusionRequest) =>
  http.request({ method: 'POST', path: SELF_EXCLUSION_PATH, data: toWireExclusion(request) }, toExclusion);

export function limitsApi(http: HttpClient) {
  return {
    get: () => getLimits(http),
    put: (patch: LimitsPatch) => putLimits(http, patch),
    cancelPending: (field: LimitField) => cancelPendingLimit(http, field),
    getExclusion: () => getSelfExclusion(http),
    startExclusion: (request: ExclusionRequest) => postSelfExclusion(http, request),
  };
}

export type LimitsApi = ReturnType<typeof limitsApi>;

// ---- derived values the pages show ---------------------------------------------------------------------

interface Allowance {
  field: MoneyLimitField;
  remaining: number;
  periodEnd: string;
}

/**
 * What the player may still deposit: the smallest remaining of the three deposit periods that have a
 * limit (with the end of that period, when it renews), or null when no deposit limit is set.
 */
export function depositAllowance(limits: Limits): Allowance | null {
  let best: Allowance | null = null;
  for (const period of LIMIT_PERIODS) {
    const field = `deposit_${period}` as const;
    const usage = limits.usage[field];
    if (limits.limits[field] === null || !usage || usage.remaining === null) continue;
    if (!best || usage.remaining < best.remaining) best = { field, remaining: usage.remaining, periodEnd: usage.periodEnd };
  }
  return best;
}

/** Whole hours, minutes and seconds from `now` until `at` (all 0 once it has passed). */
export function countdown(at: string, now: number): { done: boolean; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
  return { done: left === 0, hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/**
 * What a new value does (docs/contracts/responsible-gaming.md §1): 'now' (lower, or a first limit), 'pending'
 * (higher, or removing: after the cooling-off), 'cancel' (the current value again: a pending change is
 * dropped), 'same' (nothing to send). The reality-check interval is not a limit: it changes at once both
 * ways.
 */
export function changeEffect(field: LimitField, current: number | null, next: number | null, hasPending: boolean): 'now' | 'pending' | 'cancel' | 'same' {
  if (current === next) return hasPending ? 'cancel' : 'same';
  if (field === 'reality_check_minutes') return 'now';
  if (current === null) return 'now';
  if (next === null) return 'pending';
  return next < current ? 'now' : 'pending';
}
