import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime } from '../../../src/format/date';

let savedTz: string | undefined;
beforeAll(() => {
  // Local time is the device's: pin it (Tunisia, UTC+1, no daylight saving time).
  savedTz = process.env.TZ;
  process.env.TZ = 'Africa/Tunis';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm in local time', () => {
    expect(formatDateTime('2024-03-01T10:15:00Z')).toBe('01/03/2024 11:15');
    expect(formatDateTime('2024-12-31T23:30:59Z')).toBe('01/01/2025 00:30');
    expect(formatDateTime('2024-03-01T10:15:00+03:00')).toBe('01/03/2024 08:15');
  });

  it('accepts epoch ms and Date', () => {
    expect(formatDateTime(Date.UTC(2023, 7, 25, 6, 5))).toBe('25/08/2023 07:05');
    expect(formatDateTime(new Date(2023, 7, 25, 6, 5))).toBe('25/08/2023 06:05');
  });

  it('gives an empty string for what is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(NaN)).toBe('');
  });
});

describe('formatCountdown', () => {
  it('HH:MM:SS', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1_000)).toBe('00:00:01');
    expect(formatCountdown((9 * 3600 + 5 * 60 + 7) * 1000)).toBe('09:05:07');
  });

  it('does not wrap hours at 24', () => {
    expect(formatCountdown(27 * 3600 * 1000)).toBe('27:00:00');
    expect(formatCountdown(100 * 3600 * 1000 + 1000)).toBe('100:00:01');
  });

  it('counts a started second as left, so it reaches zero exactly at the deadline', () => {
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(59_001)).toBe('00:01:00');
  });

  it('clamps negative and NaN to zero', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(NaN)).toBe('00:00:00');
  });
});
