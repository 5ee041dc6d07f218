// A stake refused by the player's own wager or loss limit, said as the player reads it
// (docs/api.md "Responsible gaming": the refusal's body names the limit, `limit_kind` and `period`, and
// `period_end`, when it resets): « Votre limite de pertes journalière est atteinte. Elle se réinitialise
// le 06/12 à 00:00. » A stake over what is left (some remains) says the remaining instead of "atteinte".
// Used by the game overlay for a launch refused by the lobby's call and for a round the game page refused.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { isApiError, isObject, text } from '../api/errors';
import { formatDayAndTime } from '../format/day-time';
import { formatMoney } from '../format/money-format';
import { toLocale } from '../i18n/locale';
import { translate } from '../i18n/translate';

type StakeLimitKind = 'wager' | 'loss';
export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

export interface StakeLimitRefusal {
  kind: StakeLimitKind;
  period: LimitPeriod;
  /** When the limit resets (ISO 8601), null when the body did not say. */
  resetsAt: string | null;
  /** What is left of the limit, null when not said. */
  remaining: number | null;
  currency: string | null;
}

const CODES: Record<string, StakeLimitKind> = { wager_limit_reached: 'wager', loss_limit_reached: 'loss' };
const PERIODS: readonly string[] = ['daily', 'weekly', 'monthly'];

/**
 * The refusal in `error`: an ApiError (the lobby's launch call) or the plain body the game page passed
 * on. Null for anything that is not a wager or loss limit refusal naming its period.
 */
export function stakeLimitRefusal(error: unknown): StakeLimitRefusal | null {
  const body = isApiError(error) ? error.body : error;
  if (!isObject(body)) return null;
  const code = text(body.code) ?? (isApiError(error) ? error.code : undefined);
  const fromCode = code ? CODES[code] : undefined;
  if (!fromCode) return null;
  // limit_kind / period, or limit_field's two halves from a backend that sends only that.
  const [fieldKind, fieldPeriod] = (text(body.limit_field) ?? '').split('_');
  const kind = text(body.limit_kind) ?? fieldKind ?? fromCode;
  const period = text(body.period) ?? fieldPeriod;
  if (kind !== fromCode || !period || !PERIODS.includes(period)) return null;
  const remaining = Number(text(body.remaining) ?? NaN);
  return {
    kind: fromCode,
    period: period as LimitPeriod,
    resetsAt: text(body.period_end) ?? null,
    remaining: Number.isFinite(remaining) ? remaining : null,
    currency: text(body.currency) ?? null,
  };
}

const LIMIT_NAMES: Record<`${StakeLimitKind}_${LimitPeriod}`, MessageDescriptor> = {
  wager_daily: /*i18n*/ { id: 'rg.stake_limit.wager_daily', message: 'limite de mises journalière' },
  wager_weekly: /*i18n*/ { id: 'rg.stake_limit.wager_weekly', message: 'limite de mises hebdomadaire' },
  wager_monthly: /*i18n*/ { id: 'rg.stake_limit.wager_monthly', message: 'limite de mises mensuelle' },
  loss_daily: /*i18n*/ { id: 'rg.stake_limit.loss_daily', message: 'limite de pertes journalière' },
  loss_weekly: /*i18n*/ { id: 'rg.stake_limit.loss_weekly', message: 'limite de pertes hebdomadaire' },
  loss_monthly: /*i18n*/ { id: 'rg.stake_limit.loss_monthly', message: 'limite de pertes mensuelle' },
};

const REACHED = /*i18n*/ { id: 'rg.stake_limit.reached', message: 'Votre {limit} est atteinte.' };
const WOULD_EXCEED = /*i18n*/ { id: 'rg.stake_limit.would_exceed', message: 'Cette mise dépasserait votre {limit} : il vous reste {remaining}.' };
const RESETS = /*i18n*/ { id: 'rg.stake_limit.resets', message: 'Elle se réinitialise le {day} à {time}.' };

/** The sentence(s) for `refusal` in the active language. */
export function stakeLimitText(i18n: I18n, refusal: StakeLimitRefusal): string {
  const limit = i18n._(LIMIT_NAMES[`${refusal.kind}_${refusal.period}`]);
  const some = refusal.remaining !== null && refusal.remaining > 0 && refusal.currency !== null;
  const first = some
    ? translate(i18n, WOULD_EXCEED, { limit, remaining: `\u2066${formatMoney(refusal.remaining!, refusal.currency!, toLocale(i18n.locale))}\u2069` })
    : translate(i18n, REACHED, { limit });
  const at = formatDayAndTime(refusal.resetsAt);
  return at ? `${first} ${translate(i18n, RESETS, at)}` : first;
}
