// A wager or loss limit refusal as the player reads it (src/errors/stake-limit.ts; docs/api.md
// "Responsible gaming"): which limit, and when it resets, in French, English and Arabic; from the lobby's
// ApiError or the game page's plain body; anything else is not read as one.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { stakeLimitRefusal, stakeLimitText } from '../../../src/errors/stake-limit';
import { formatDayAndTime } from '../../../src/format/date';

// 06/12 at 00:00 on this machine's clock, whatever its zone (the overlay shows the device's local time).
const RESET = new Date(2026, 11, 6, 0, 0).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  code: 'loss_limit_reached',
  message: 'This stake would go past your loss limit.',
  limit_field: 'loss_daily',
  limit_kind: 'loss',
  period: 'daily',
  limit: '20.00',
  used: '20.00',
  remaining: '0.00',
  period_end: RESET,
  currency: 'TND',
  ...over,
});
const apiError = (b: Record<string, unknown>) =>
  new ApiError({ status: 403, code: String(b.code), path: '/api/integrations/hub/session/', method: 'post', body: b, serverMessage: String(b.message) });

beforeEach(async () => {
  await activateLocale('fr');
});

describe('stake limit refusals', () => {
  it('names the limit and when it resets: « Votre limite de pertes journalière est atteinte. Elle se réinitialise le 06/12 à 00:00. »', () => {
    const refusal = stakeLimitRefusal(apiError(body()))!;
    expect(refusal).toEqual({ kind: 'loss', period: 'daily', resetsAt: RESET, remaining: 0, currency: 'TND' });
    expect(stakeLimitText(i18n, refusal)).toBe('Votre limite de pertes journalière est atteinte. Elle se réinitialise le 06/12 à 00:00.');
  });

  it('names each limit and period, and says what is left when a stake is over the remaining', () => {
    const weekly = stakeLimitRefusal(body({ code: 'wager_limit_reached', limit_field: 'wager_weekly', limit_kind: 'wager', period: 'weekly' }))!;
    expect(stakeLimitText(i18n, weekly)).toBe('Votre limite de mises hebdomadaire est atteinte. Elle se réinitialise le 06/12 à 00:00.');
    const monthly = stakeLimitRefusal(body({ limit_field: 'loss_monthly', limit_kind: undefined, period: undefined, remaining: '1.50' }))!;
    expect(monthly).toMatchObject({ kind: 'loss', period: 'monthly', remaining: 1.5 });
    expect(stakeLimitText(i18n, monthly)).toMatch(/^Cette mise dépasserait votre limite de pertes mensuelle : il vous reste \u20661,50\s\S+\u2069\. Elle se réinitialise le 06\/12 à 00:00\.$/);
    // Without a reset time the first sentence stands alone.
    expect(stakeLimitText(i18n, { ...weekly, resetsAt: null })).toBe('Votre limite de mises hebdomadaire est atteinte.');
  });

  it('reads in English and Arabic', async () => {
    const refusal = stakeLimitRefusal(body())!;
    await activateLocale('en');
    expect(stakeLimitText(i18n, refusal)).toBe('Your daily loss limit has been reached. It resets on 06/12 at 00:00.');
    await activateLocale('ar');
    const ar = stakeLimitText(i18n, refusal);
    expect(ar).toContain('06/12');
    expect(ar).not.toMatch(/limite|limit/);
  });

  it('is null for other refusals and for a body that does not name the period', () => {
    expect(stakeLimitRefusal(apiError({ code: 'not_enough_money', message: 'x' }))).toBeNull();
    expect(stakeLimitRefusal(body({ code: 'deposit_limit_reached', limit_field: 'deposit_daily', limit_kind: 'deposit' }))).toBeNull();
    expect(stakeLimitRefusal(body({ limit_field: undefined, limit_kind: undefined, period: undefined }))).toBeNull();
    expect(stakeLimitRefusal(body({ period: 'yearly' }))).toBeNull();
    expect(stakeLimitRefusal('loss_limit_reached')).toBeNull();
    expect(formatDayAndTime('not a date')).toBeNull();
  });
});
