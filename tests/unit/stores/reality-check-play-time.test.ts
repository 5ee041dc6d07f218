// The time played the reality check says (src/element/reality-check/play-time.ts): whole minutes, hours and
// minutes joined the language's way by Intl, Latin digits in Arabic as the amounts.
import { describe, expect, it } from 'vitest';
import { formatPlayTime } from '../../../src/element/reality-check/play-time';

const MIN = 60_000;

describe('formatPlayTime', () => {
  it('says minutes under an hour, hours and minutes after, in French, English and Arabic', () => {
    // Intl may join a number and its unit with a no-break space.
    expect(formatPlayTime(10 * MIN + 59_000, 'fr')).toMatch(/^10\sminutes$/);
    expect(formatPlayTime(65 * MIN, 'fr')).toMatch(/^1\sheure et 5\sminutes$/);
    expect(formatPlayTime(120 * MIN, 'fr')).toMatch(/^2\sheures$/);
    expect(formatPlayTime(65 * MIN, 'en')).toMatch(/^1\shour and 5\sminutes$/);
    expect(formatPlayTime(20 * MIN, 'ar')).toMatch(/^20\s/);
    expect(formatPlayTime(65 * MIN, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('never says a negative time (a clock behind the server)', () => {
    expect(formatPlayTime(-5_000, 'en')).toMatch(/^0\sminutes$/);
  });
});
