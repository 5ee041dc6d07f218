/**
 * Calendar periods of the responsible-gaming limits (docs/contracts/responsible-gaming.md): the local day,
 * the week from Monday and the month from the 1st, in the operator's time zone. Pure (no database, no clock):
 * the instant comes in, the period's bounds go out. Built on Intl only, so a DST switch is handled by the
 * zone database the runtime ships: a day is 23 or 25 hours long when the clocks move, never wrong.
 */

export type PeriodKind = 'daily' | 'weekly' | 'monthly';

export interface Period {
  start: Date;
  end: Date;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown zone: config.ts checks RG_TIME_ZONE with it at start.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of `ms` in the zone. */
function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The zone's offset from UTC at `ms`, in milliseconds (+3 600 000 for Tunis). */
export function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The first instant of a local date. Two passes over the offset find it when the offset changes between
 * the UTC guess and the answer; where midnight does not exist (a zone that springs forward at 00:00),
 * the day starts when the clocks do, the first instant whose local date is that day.
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  let t = guess - offsetAt(guess, timeZone);
  t = guess - offsetAt(t, timeZone);
  const w = wallClock(t, timeZone);
  const sameDay = w.year === date.year && w.month === date.month && w.day === date.day;
  if (!sameDay || w.hour !== 0 || w.minute !== 0) {
    // In a gap: step to the next whole hour that is on the date (at most a couple of hours later).
    const dayUtc = Date.UTC(date.year, date.month - 1, date.day);
    for (let probe = t - 3 * 3_600_000; probe <= t + 3 * 3_600_000; probe += 15 * 60_000) {
      const p = wallClock(probe, timeZone);
      if (Date.UTC(p.year, p.month - 1, p.day) === dayUtc) return new Date(probe);
    }
  }
  return new Date(t);
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The local calendar date of an instant. */
export function localDate(at: Date, timeZone: string): LocalDate {
  const w = wallClock(at.getTime(), timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

/** The period of `kind` that holds `at`: [start, end). */
export function periodOf(kind: PeriodKind, at: Date, timeZone: string): Period {
  const today = localDate(at, timeZone);
  let first: LocalDate;
  let next: LocalDate;
  if (kind === 'daily') {
    first = today;
    next = addDays(today, 1);
  } else if (kind === 'weekly') {
    // getUTCDay: 0 = Sunday; the week starts on Monday (ISO 8601).
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
    first = addDays(today, -((weekday + 6) % 7));
    next = addDays(first, 7);
  } else {
    first = { year: today.year, month: today.month, day: 1 };
    next = today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 };
  }
  return { start: startOfLocalDay(first, timeZone), end: startOfLocalDay(next, timeZone) };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 with the zone's offset at that instant: "2025-03-30T00:00:00+01:00". */
export function isoInZone(at: Date, timeZone: string): string {
  const ms = at.getTime();
  const w = wallClock(ms, timeZone);
  const offsetMin = Math.round(offsetAt(ms, timeZone) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.trunc(Math.abs(offsetMin) / 60))}:${pad(Math.abs(offsetMin) % 60)}`;
}

/** True when the runtime knows the zone (config validation). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}
