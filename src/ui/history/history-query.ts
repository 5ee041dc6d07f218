// A history list's filters live in the URL's query (docs/conventions.md §1 "the history list (filters in the URL,
// paging, CSV)"), so a reload, a shared link or the Back button shows the same page of the same filter.
// Pure: the query → filters reading that forgives anything a person could type in the address bar, the
// filters → query writing that leaves out defaults (short, canonical URLs) and keeps the query keys the
// list does not own (a view's `tab`, the `payment` shown in detail), and the spec's day ranges (money
// §4 "History date ranges: start of the chosen day to start of next day").

/** A filter that takes one of a fixed set of values (a status, a type); absent = `fallback` or none. */
interface ChoiceFilterSpec {
  kind: 'choice';
  /** The query key. */
  name: string;
  values: readonly string[];
  /** The value when the query has none (or a bad one); it is left out of the query when chosen. */
  fallback?: string;
}

/** A range of days, inclusive at both ends, as two query keys holding `YYYY-MM-DD`. */
interface DateRangeFilterSpec {
  kind: 'dates';
  from: string;
  to: string;
}

type FilterSpec = ChoiceFilterSpec | DateRangeFilterSpec;

export interface HistorySchema {
  filters: readonly FilterSpec[];
  /** The page sizes offered; the first is the default. */
  pageSizes: readonly number[];
}

export interface HistoryFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The filters set, by query key (a choice's value, a day `YYYY-MM-DD`); a key not set is absent. */
  values: Record<string, string>;
}

const PAGE_KEY = 'page';
const PAGE_SIZE_KEY = 'page_size';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (2024-02-30 is not). */
export function isDay(value: string | undefined | null): value is string {
  const m = typeof value === 'string' ? DAY.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** The filters the query asks for; whatever is not valid for `schema` falls back to its default. */
export function parseHistoryQuery(schema: HistorySchema, query: Readonly<Record<string, string | undefined>>): HistoryFilters {
  const values: Record<string, string> = {};
  for (const spec of schema.filters) {
    if (spec.kind === 'choice') {
      const v = query[spec.name];
      const chosen = v !== undefined && spec.values.includes(v) ? v : spec.fallback;
      if (chosen !== undefined) values[spec.name] = chosen;
    } else {
      let from = isDay(query[spec.from]) ? query[spec.from]! : undefined;
      let to = isDay(query[spec.to]) ? query[spec.to]! : undefined;
      // A range typed backwards means the same days: read it the right way round rather than show nothing.
      if (from && to && from > to) [from, to] = [to, from];
      if (from) values[spec.from] = from;
      if (to) values[spec.to] = to;
    }
  }
  const size = positiveInt(query[PAGE_SIZE_KEY]);
  return {
    page: positiveInt(query[PAGE_KEY]) ?? 1,
    pageSize: size !== null && schema.pageSizes.includes(size) ? size : schema.pageSizes[0],
    values,
  };
}

/** The keys the list owns in the query (its filters and paging). */
function ownedKeys(schema: HistorySchema): string[] {
  const keys = [PAGE_KEY, PAGE_SIZE_KEY];
  for (const spec of schema.filters) keys.push(...(spec.kind === 'choice' ? [spec.name] : [spec.from, spec.to]));
  return keys;
}

/**
 * The query for `filters`: `base`'s keys the list does not own are kept as they are; the list's own keys
 * are written only when they differ from the default (page 1, the first page size, a choice's fallback).
 */
export function writeHistoryQuery(
  schema: HistorySchema,
  filters: HistoryFilters,
  base: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const owned = new Set(ownedKeys(schema));
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (!owned.has(k)) out[k] = v;
  for (const spec of schema.filters) {
    if (spec.kind === 'choice') {
      const v = filters.values[spec.name];
      if (v !== undefined && v !== spec.fallback && spec.values.includes(v)) out[spec.name] = v;
    } else {
      for (const key of [spec.from, spec.to]) if (isDay(filters.values[key])) out[key] = filters.values[key];
    }
  }
  if (filters.page > 1) out[PAGE_KEY] = String(filters.page);
  if (filters.pageSize !== schema.pageSizes[0] && schema.pageSizes.includes(filters.pageSize)) out[PAGE_SIZE_KEY] = String(filters.pageSize);
  return out;
}

/**
 * The query after the player changed some filters: `changes` set (a value) or clear (null) keys, and
 * the page goes back to 1, since page 4 of another filter is another list (or none at all).
 */
export function withFilters(
  schema: HistorySchema,
  query: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string | null>>,
): Record<string, string> {
  const current = parseHistoryQuery(schema, query);
  const values = { ...current.values };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') delete values[k];
    else values[k] = v;
  }
  return writeHistoryQuery(schema, { ...current, values, page: 1 }, query);
}

/** The query showing page `page` (and, when given, `pageSize` items a page) of the same filters. */
export function withPage(
  schema: HistorySchema,
  query: Readonly<Record<string, string>>,
  page: number,
  pageSize?: number,
): Record<string, string> {
  const current = parseHistoryQuery(schema, query);
  const size = pageSize ?? current.pageSize;
  return writeHistoryQuery(schema, { ...current, page: size === current.pageSize ? Math.max(1, Math.floor(page)) : 1, pageSize: size }, query);
}

/** Did the player set any filter (dates, or a choice other than its fallback)? */
export function hasFilters(schema: HistorySchema, filters: HistoryFilters): boolean {
  return schema.filters.some((spec) =>
    spec.kind === 'choice'
      ? filters.values[spec.name] !== undefined && filters.values[spec.name] !== spec.fallback
      : filters.values[spec.from] !== undefined || filters.values[spec.to] !== undefined,
  );
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** A local time as ISO 8601 with the device's offset at that moment (`2024-05-01T00:00:00+01:00`). */
export function localIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

function startOfDay(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  // new Date(y, m, d) is local midnight (or the first minute after a DST gap), whatever the offset was.
  return new Date(y, m - 1, d + plusDays);
}

/**
 * The instants a range of days covers in the device's time zone (spec money §4): from the start of
 * `from` (inclusive) to the start of the day after `to` (exclusive), as the servers' `date_from` and
 * `date_to` (ISO 8601 with offset). An open end stays undefined.
 */
export function dayRange(from?: string, to?: string): { dateFrom?: string; dateTo?: string } {
  return {
    dateFrom: isDay(from) ? localIso(startOfDay(from)) : undefined,
    dateTo: isDay(to) ? localIso(startOfDay(to, 1)) : undefined,
  };
}

/** Today in the device's time zone, `YYYY-MM-DD` (the date inputs' max: no history in the future). */
export function today(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Pages needed for `count` items (at least 1, so an empty list reads "page 1 of 1"). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, pageSize)));
}

/**
 * The page buttons to show: the first, the last, the current one with `around` neighbours on each side,
 * and 'gap' where pages are skipped. A gap of one page shows that page instead (a "…" that hides a
 * single number saves nothing).
 */
export function pageItems(current: number, total: number, around = 1): Array<number | 'gap'> {
  const shown = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push('gap');
    out.push(p);
  }
  return out;
}

/**
 * The same days for the lists whose upper bound is inclusive (spec money §4: "end of the day" for the
 * bonus and cashback histories): from the start of `from` to the last millisecond of `to`, local time.
 */
export function dayRangeToEndOfDay(from?: string, to?: string): { dateFrom?: string; dateTo?: string } {
  if (!isDay(to)) return { dateFrom: dayRange(from).dateFrom };
  const end = new Date(startOfDay(to, 1).getTime() - 1);
  return { dateFrom: dayRange(from).dateFrom, dateTo: localIso(end).replace(/(:\d{2})([+-])/, '$1.999$2') };
}

/** The quick ranges offered above the two date inputs; `custom` shows the inputs. */
export const DATE_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

function shiftDay(day: string, days: number): string {
  return today(startOfDay(day, days));
}

/** The days a preset covers, ending today (the device's time zone): 7d is today and the 6 days before. */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: string; to: string } {
  const to = today(now);
  switch (preset) {
    case 'today':
      return { from: to, to };
    case '7d':
      return { from: shiftDay(to, -6), to };
    case '30d':
      return { from: shiftDay(to, -29), to };
    case 'month':
      return { from: `${to.slice(0, 8)}01`, to };
  }
}

/**
 * Which preset a range is (so a reload or a shared link shows the preset chosen, not "custom"): none
 * for no dates at all, `custom` for any other range.
 */
export function presetOf(from: string | undefined, to: string | undefined, now: Date = new Date()): DatePreset | 'custom' | null {
  if (!from && !to) return null;
  for (const preset of DATE_PRESETS) {
    const r = presetRange(preset, now);
    if (r.from === from && r.to === to) return preset;
  }
  return 'custom';
}
