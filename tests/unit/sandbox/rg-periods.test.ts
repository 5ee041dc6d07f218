// Calendar periods of the RG limits (docs/contracts/responsible-gaming.md): local day, week from Monday,
// month from the 1st, in a time zone, across DST switches (services/rg-periods.ts). Pure: no database.
import { describe, expect, it } from 'vitest';
import { isoInZone, isTimeZone, offsetAt, periodOf, type PeriodKind } from '../../../demo/sandbox/services/rg-periods';
import { loadConfig } from '../../../demo/sandbox/config';

const TUNIS = 'Africa/Tunis';
const PARIS = 'Europe/Paris';
const at = (iso: string) => new Date(iso);
const bounds = (kind: PeriodKind, iso: string, tz: string) => {
  const p = periodOf(kind, at(iso), tz);
  return [isoInZone(p.start, tz), isoInZone(p.end, tz)];
};

describe('RG periods', () => {
  it('Tunis (UTC+1, no DST): the local day starts at 23:00 UTC of the day before', () => {
    expect(bounds('daily', '2025-01-15T12:00:00Z', TUNIS)).toEqual(['2025-01-15T00:00:00+01:00', '2025-01-16T00:00:00+01:00']);
    // 23:30 UTC is already the next local day in Tunis.
    expect(bounds('daily', '2025-01-15T23:30:00Z', TUNIS)).toEqual(['2025-01-16T00:00:00+01:00', '2025-01-17T00:00:00+01:00']);
    const p = periodOf('daily', at('2025-01-15T23:30:00Z'), TUNIS);
    expect(p.start.toISOString()).toBe('2025-01-15T23:00:00.000Z');
    // The last instant of a day is in it, the next day's first is not.
    expect(periodOf('daily', at('2025-01-15T22:59:59.999Z'), TUNIS).start.toISOString()).toBe('2025-01-14T23:00:00.000Z');
    expect(periodOf('daily', at('2025-01-15T23:00:00.000Z'), TUNIS).start.toISOString()).toBe('2025-01-15T23:00:00.000Z');
  });

  it('weeks start on Monday 00:00, a Sunday belongs to the week before, a Monday to its own', () => {
    // 2025-01-15 is a Wednesday.
    expect(bounds('weekly', '2025-01-15T12:00:00Z', TUNIS)).toEqual(['2025-01-13T00:00:00+01:00', '2025-01-20T00:00:00+01:00']);
    expect(bounds('weekly', '2025-01-19T22:59:00Z', TUNIS)).toEqual(['2025-01-13T00:00:00+01:00', '2025-01-20T00:00:00+01:00']);
    expect(bounds('weekly', '2025-01-19T23:00:00Z', TUNIS)).toEqual(['2025-01-20T00:00:00+01:00', '2025-01-27T00:00:00+01:00']);
    // A week across a month and a year end.
    expect(bounds('weekly', '2025-01-01T10:00:00Z', TUNIS)).toEqual(['2024-12-30T00:00:00+01:00', '2025-01-06T00:00:00+01:00']);
  });

  it('months run from the 1st to the next 1st: February of a leap year, December into January', () => {
    expect(bounds('monthly', '2024-02-29T12:00:00Z', TUNIS)).toEqual(['2024-02-01T00:00:00+01:00', '2024-03-01T00:00:00+01:00']);
    expect(bounds('monthly', '2025-12-31T22:59:59Z', TUNIS)).toEqual(['2025-12-01T00:00:00+01:00', '2026-01-01T00:00:00+01:00']);
    expect(bounds('monthly', '2025-12-31T23:00:00Z', TUNIS)).toEqual(['2026-01-01T00:00:00+01:00', '2026-02-01T00:00:00+01:00']);
    expect(bounds('monthly', '2025-01-31T23:30:00Z', TUNIS)).toEqual(['2025-02-01T00:00:00+01:00', '2025-03-01T00:00:00+01:00']);
  });

  it('Paris in March: the day of the switch lasts 23 hours, the bounds carry each side\'s offset', () => {
    // Clocks go from 02:00 to 03:00 on Sunday 30 March 2025.
    const p = periodOf('daily', at('2025-03-30T12:00:00Z'), PARIS);
    expect([isoInZone(p.start, PARIS), isoInZone(p.end, PARIS)]).toEqual(['2025-03-30T00:00:00+01:00', '2025-03-31T00:00:00+02:00']);
    expect(p.end.getTime() - p.start.getTime()).toBe(23 * 3_600_000);
    // The week holding the switch ends on Monday 31 March at 00:00 summer time.
    expect(bounds('weekly', '2025-03-29T12:00:00Z', PARIS)).toEqual(['2025-03-24T00:00:00+01:00', '2025-03-31T00:00:00+02:00']);
    expect(bounds('monthly', '2025-03-15T12:00:00Z', PARIS)).toEqual(['2025-03-01T00:00:00+01:00', '2025-04-01T00:00:00+02:00']);
  });

  it('Paris in October: the day of the switch lasts 25 hours', () => {
    // Clocks go from 03:00 back to 02:00 on Sunday 26 October 2025; 01:30 UTC is 02:30 the second time.
    const p = periodOf('daily', at('2025-10-26T01:30:00Z'), PARIS);
    expect([isoInZone(p.start, PARIS), isoInZone(p.end, PARIS)]).toEqual(['2025-10-26T00:00:00+02:00', '2025-10-27T00:00:00+01:00']);
    expect(p.end.getTime() - p.start.getTime()).toBe(25 * 3_600_000);
    expect(bounds('monthly', '2025-10-31T22:59:00Z', PARIS)).toEqual(['2025-10-01T00:00:00+02:00', '2025-11-01T00:00:00+01:00']);
    expect(offsetAt(Date.parse('2025-10-26T00:30:00Z'), PARIS)).toBe(2 * 3_600_000);
    expect(offsetAt(Date.parse('2025-10-26T01:30:00Z'), PARIS)).toBe(3_600_000);
  });

  it('a zone whose midnight does not exist starts the day when the clocks do (Santiago, September)', () => {
    // Chile springs forward at 24:00 on Saturday 6 September 2025: Sunday starts at 01:00 (-03:00).
    const p = periodOf('daily', at('2025-09-07T12:00:00Z'), 'America/Santiago');
    expect(isoInZone(p.start, 'America/Santiago')).toBe('2025-09-07T01:00:00-03:00');
    expect(isoInZone(p.end, 'America/Santiago')).toBe('2025-09-08T00:00:00-03:00');
  });

  it('periods in UTC and far east zones; RG_TIME_ZONE is checked at start', () => {
    expect(bounds('daily', '2025-01-15T12:00:00Z', 'UTC')).toEqual(['2025-01-15T00:00:00+00:00', '2025-01-16T00:00:00+00:00']);
    expect(bounds('daily', '2025-01-15T12:00:00Z', 'Pacific/Kiritimati')).toEqual(['2025-01-16T00:00:00+14:00', '2025-01-17T00:00:00+14:00']);
    expect(isTimeZone('Africa/Tunis')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(loadConfig({}).rgTimeZone).toBe('Africa/Tunis');
    expect(loadConfig({ RG_TIME_ZONE: 'Europe/Paris' }).rgTimeZone).toBe('Europe/Paris');
    expect(() => loadConfig({ RG_TIME_ZONE: 'Mars/Olympus' })).toThrow(/RG_TIME_ZONE/);
  });
});
