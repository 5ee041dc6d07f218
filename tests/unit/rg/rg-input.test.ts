// The pure rules of the responsible-gaming forms (widgets/profile/sections/rg-input.ts).
import { describe, expect, it } from 'vitest';
import { expectedEnd, readLimitInput } from '../../../widgets/profile/sections/rg-input';

describe('readLimitInput', () => {
  it('reads amounts the French and the English way, to the cent', () => {
    expect(readLimitInput('deposit_daily', '20')).toBe(20);
    expect(readLimitInput('deposit_daily', ' 20,50 ')).toBe(20.5);
    expect(readLimitInput('loss_weekly', '1 000.5')).toBe(1000.5);
    expect(readLimitInput('wager_monthly', '')).toBeNull();
  });

  it('refuses zero, negatives, three decimals and words', () => {
    for (const bad of ['0', '-5', '1.234', 'abc', '12,5,0', '1e3']) expect(readLimitInput('deposit_daily', bad)).toBe('bad');
  });

  it('reads whole minutes within 5..1440 for the session', () => {
    expect(readLimitInput('session_minutes', '60')).toBe(60);
    expect(readLimitInput('session_minutes', '4')).toBe('bad');
    expect(readLimitInput('session_minutes', '1441')).toBe('bad');
    expect(readLimitInput('session_minutes', '30.5')).toBe('bad');
    expect(readLimitInput('reality_check_minutes', '10')).toBe(10);
  });
});

describe('expectedEnd', () => {
  const now = Date.parse('2026-01-31T12:00:00Z');
  it('time-outs are hours from now', () => {
    expect(expectedEnd({ kind: 'timeout', duration: '24h' }, now).toISOString()).toBe('2026-02-01T12:00:00.000Z');
    expect(expectedEnd({ kind: 'timeout', duration: '42d' }, now).getTime() - now).toBe(42 * 86_400_000);
  });
  it('self-exclusions are calendar months', () => {
    expect(expectedEnd({ kind: 'self_exclusion', months: 12 }, now).getUTCFullYear()).toBe(2027);
    expect(expectedEnd({ kind: 'self_exclusion', months: 60 }, now).getUTCFullYear()).toBe(2031);
  });
});
