// The pure rules of the responsible-gaming forms (docs/contracts/responsible-gaming.md), apart from their
// components so the unit tests read them without a DOM: what a typed limit means, and when a chosen pause
// would end.
import { isMoneyField, SESSION_MINUTES_RANGE, type ExclusionMonths, type LimitField, type TimeoutDuration } from '../../../src/api/limits';
import { parseAmount, round2 } from '../../../src/format/money';

/**
 * What the player typed as a limit: null for an empty input (nothing to send), 'bad' for what is not a
 * positive amount with at most 2 decimals ("20", "20,50", "20.5" and "1 000" are fine) or whole minutes
 * out of range.
 */
export function readLimitInput(field: LimitField, text: string): number | null | 'bad' {
  const s = text.trim().replace(/[\s\u00A0\u202F]/g, '');
  if (s === '') return null;
  if (isMoneyField(field)) {
    const normal = s.replace(',', '.');
    if (!/^\d+(\.\d{1,2})?$/.test(normal)) return 'bad';
    const n = round2(parseAmount(normal));
    return n > 0 ? n : 'bad';
  }
  if (!/^\d+$/.test(s)) return 'bad';
  const n = Number(s);
  return n >= SESSION_MINUTES_RANGE.min && n <= SESSION_MINUTES_RANGE.max ? n : 'bad';
}

export type PauseChoice = { kind: 'timeout'; duration: TimeoutDuration } | { kind: 'self_exclusion'; months: ExclusionMonths };

const HOURS: Record<TimeoutDuration, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '42d': 42 * 24 };

/** When the chosen pause would end if it started at `now` (shown as "about"; the server's answer is the truth). */
export function expectedEnd(choice: PauseChoice, now: number): Date {
  if (choice.kind === 'timeout') return new Date(now + HOURS[choice.duration] * 3_600_000);
  const end = new Date(now);
  end.setMonth(end.getMonth() + choice.months);
  return end;
}
