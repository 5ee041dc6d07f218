// A live event's markets at a moment (docs/api.md "Sportsbook" §5): the goals of its seed, the markets
// suspended for SUSPEND_MS after each, closed in the final minutes and once decided, and the prices that
// move at once with a goal but otherwise every 20 s. Pure functions of the event and the clock.
import { describe, expect, it } from 'vitest';
import { eventsAround } from '../../../demo/sandbox/services/sport-catalogue';
import { LAST_BET_MINUTE, liveOdd, liveState, marketStatus, pointTimes, SUSPEND_MS } from '../../../demo/sandbox/services/sport-live';
import { MINUTE_MS, ODDS_STEP_MS, scoreAt } from '../../../demo/sandbox/services/sport-odds';

const NOW = Date.UTC(2025, 0, 15, 12);
const live = (sport: string) =>
  [...eventsAround('sft', NOW), ...eventsAround('dgt', NOW), ...eventsAround('sft', NOW + 86_400_000)]
    .filter((e) => e.sport === sport)
    .map((e) => ({ ...e, start_time: new Date(e.start), odds_factor: '1' }));

describe('a live event\'s markets', () => {
  it('lands each goal at its minute, as the score shows it', () => {
    for (const e of live('football')) {
      for (const g of pointTimes(e)) {
        const minute = (g.at - e.start) / MINUTE_MS + 1;
        expect(scoreAt(e.sport, e.seed, minute)[g.side]).toBeGreaterThan(scoreAt(e.sport, e.seed, minute - 1)[g.side]);
      }
    }
  });

  it('suspends a football match for SUSPEND_MS after a goal, with new prices from the goal on; basketball never', () => {
    const scenes = live('football').flatMap((e) => pointTimes(e).map((g) => ({ e, g })))
      .filter(({ e, g }) => g.at % ODDS_STEP_MS === ODDS_STEP_MS / 2 && (g.at - e.start) / MINUTE_MS < 80
        && pointTimes(e).filter((o) => Math.abs(o.at - g.at) <= ODDS_STEP_MS).length === 1);
    expect(scenes.length).toBeGreaterThan(0);
    for (const { e, g } of scenes) {
      const before = liveState(e, g.at - 1);
      const during = liveState(e, g.at + 1);
      const after = liveState(e, g.at + SUSPEND_MS);
      expect(marketStatus(before, '1x2', null).status).toBe('open');
      expect([marketStatus(during, '1x2', null).status, during.suspendedUntil]).toEqual(['suspended', g.at + SUSPEND_MS]);
      expect(marketStatus(after, '1x2', null).status).toBe('open');
      // The same 20-s step: only the goal moves the price, and the side that conceded lengthens (unless
      // it was already at the shortest or the longest price offered).
      const conceded = g.side === 'home' ? '2' : '1';
      const was = Number(liveOdd(e, before, '1x2', null, conceded));
      if (was > 1.05 && was < 100) expect(Number(liveOdd(e, after, '1x2', null, conceded))).toBeGreaterThan(was);
      expect(liveOdd(e, after, '1x2', null, conceded)).toBe(liveOdd(e, liveState(e, g.at + 9_999), '1x2', null, conceded));
    }
    const basket = live('basketball')[0];
    const point = pointTimes(basket).find((p) => p.at > basket.start + 10 * MINUTE_MS)!;
    expect(liveState(basket, point.at + 1).suspendedUntil).toBeNull();
  });

  it('closes every market after minute 85, and a total once passed', () => {
    const e = live('football')[0];
    const closes = e.start + LAST_BET_MINUTE * MINUTE_MS;
    expect(marketStatus(liveState(e, closes), 'handicap', -1.5)).toEqual({ status: 'closed', reason: 'final_minutes' });
    expect(liveState(e, closes - 1).minute).toBe(LAST_BET_MINUTE);
    const state = liveState(e, e.start + 30 * MINUTE_MS);
    expect(marketStatus({ ...state, score: { home: 2, away: 1 }, suspendedUntil: null }, 'total', 2.5)).toEqual({ status: 'closed', reason: 'decided' });
    expect(marketStatus({ ...state, score: { home: 2, away: 0 }, suspendedUntil: null }, 'total', 2.5)).toEqual({ status: 'open' });
  });
});
