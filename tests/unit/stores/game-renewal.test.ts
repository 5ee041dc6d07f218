// The open game's session kept alive by our page (src/stores/game-renewal.ts; docs/api.md "Slots and
// games" §3): renewed at 80 % of each lifetime the server gives, retried while it has time left after an
// answer that may pass, never after a refusal, and never for a game that closed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { browserTimers } from '../../../src/platform/wall-clock-timer';
import { createGameRenewal, GAME_RENEW_RETRY_MIN_MS } from '../../../src/stores/game-renewal';

const LIFETIME = 600_000;
const refused = (status: number, code: string) => new ApiError({ status, code, path: '/api/integrations/game-session/renew', method: 'POST' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 0, 15, 12, 0, 0));
});
afterEach(() => vi.useRealTimers());

function setup(answers: Array<number | Error>) {
  const calls: Array<{ token: string; at: number }> = [];
  const api = {
    renewSession: vi.fn(async (token: string) => {
      calls.push({ token, at: Date.now() });
      const next = answers.shift() ?? LIFETIME;
      if (next instanceof Error) throw next;
      return next;
    }),
  };
  const renewal = createGameRenewal({ api, now: () => Date.now(), timers: browserTimers });
  const start = (token = 'renew-1') => renewal.start({ token, expiresAt: Date.now() + LIFETIME, lifetimeMs: LIFETIME });
  return { api, calls, renewal, start };
}

describe('game session renewal', () => {
  it('renews at 80 % of each lifetime, again and again while the game is open', async () => {
    const { calls, start } = setup([]);
    const t0 = Date.now();
    start();
    await vi.advanceTimersByTimeAsync(LIFETIME * 0.8 - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ token: 'renew-1', at: t0 + LIFETIME * 0.8 }]);
    // An hour of play: a renewal every 8 minutes.
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(calls.length).toBe(1 + Math.floor(3600_000 / (LIFETIME * 0.8)));
    expect(calls.every((c, i) => c.at === t0 + (i + 1) * LIFETIME * 0.8)).toBe(true);
  });

  it('after no answer, tries again from 5 s, doubling, while the session has time left', async () => {
    const down = new ApiError({ status: 0, code: 'network_error', path: '/x', method: 'POST' });
    const { calls, start } = setup([down, refused(503, '503'), LIFETIME]);
    const t0 = Date.now();
    start();
    await vi.advanceTimersByTimeAsync(LIFETIME * 0.8 + GAME_RENEW_RETRY_MIN_MS * 3);
    expect(calls.map((c) => c.at - t0)).toEqual([480_000, 485_000, 495_000]);
    // The third answered: the next renewal is 80 % of the new lifetime later.
    await vi.advanceTimersByTimeAsync(LIFETIME * 0.8);
    expect(calls.map((c) => c.at - t0)).toEqual([480_000, 485_000, 495_000, 975_000]);
  });

  it('a refusal (the session or the login ended) stops the renewals', async () => {
    const { calls, renewal, start } = setup([refused(401, 'game_session_expired')]);
    start();
    await vi.advanceTimersByTimeAsync(LIFETIME * 2);
    expect(calls).toHaveLength(1);
    expect(renewal.dueAt).toBeNull();
  });

  it('stop() (the game closed) and a new game end the earlier session’s renewals; no renewal without a handle', async () => {
    const { calls, renewal, start } = setup([]);
    start('first');
    await vi.advanceTimersByTimeAsync(LIFETIME * 0.5);
    start('second');
    await vi.advanceTimersByTimeAsync(LIFETIME * 0.8);
    expect(calls.map((c) => c.token)).toEqual(['second']);
    renewal.stop();
    await vi.advanceTimersByTimeAsync(LIFETIME * 2);
    expect(calls).toHaveLength(1);
    renewal.start(null);
    await vi.advanceTimersByTimeAsync(LIFETIME * 2);
    expect(calls).toHaveLength(1);
    expect(renewal.dueAt).toBeNull();
  });
});
