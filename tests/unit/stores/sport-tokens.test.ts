// The sportsbooks' integration tokens (src/stores/sport-tokens.ts, docs/contracts/sportsbook.md §1 and §8)
// under fake timers: guests get the defaults without a call, a token is renewed at 80% of its lifetime and at
// once after the session renews, a sign-out brings the defaults back and drops a late answer, and a
// `token-expired` from the frame gets one fresh token however many times it is asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { createSportTokens, SPORT_RETRY_MIN_MS } from '../../../src/stores/sport-tokens';
import { toSportToken, type SportProviderId, type SportToken } from '../../../src/api/sport';
import { ApiError } from '../../../src/api/errors';
import { browserTimers } from '../../../src/platform/wall-clock-timer';

type Auth = { status: 'guest' | 'signed-in' | 'restoring' | 'logging-out'; user: { id: number } | null; session: { access: string; refresh: string } | null };
const GUEST: Auth = { status: 'guest', user: null, session: null };
const signedIn = (id: number, access = `access-${id}`): Auth => ({ status: 'signed-in', user: { id }, session: { access, refresh: 'r' } });

const TTL_S = 600;

interface Call {
  provider: SportProviderId;
  resolve(token?: string): void;
  reject(error: unknown): void;
}

function setup(options: { auto?: boolean } = {}) {
  const auth = atom<Auth>(GUEST);
  const calls: Call[] = [];
  let n = 0;
  const api = {
    login: vi.fn((provider: SportProviderId) => {
      return new Promise<SportToken>((resolve, reject) => {
        const call: Call = {
          provider,
          resolve: (token = `${provider}-token-${++n}-xxxxxxxx`) => resolve(toSportToken({ token, expires_in: TTL_S, expires_at: 'x' }, Date.now())),
          reject,
        };
        calls.push(call);
        if (options.auto) call.resolve();
      });
    }),
  };
  const report = vi.fn();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const store = createSportTokens({ api, auth: auth as any, now: () => Date.now(), timers: browserTimers, report });
  return { auth, api, calls, report, store, state: () => store.$sportTokens.get() };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('sport tokens', () => {
  it('gives a guest the spec defaults without any call, even when the frame asks for a new one', async () => {
    const { api, store, state } = setup();
    store.wantSportToken('sft');
    store.wantSportToken('dgt');
    expect(state().sft).toEqual({ status: 'guest', token: '-', expiresAt: null });
    expect(state().dgt).toEqual({ status: 'guest', token: null, expiresAt: null });
    expect(await store.renewSportToken('sft')).toBe('-');
    expect(await store.renewSportToken('dgt')).toBeNull();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('makes no call for a provider no sportsbook on the page wants', async () => {
    const { auth, api } = setup({ auto: true });
    auth.set(signedIn(1));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('fetches the token of a wanted provider once signed in and renews it at 80% of its lifetime', async () => {
    const { auth, api, store, state } = setup({ auto: true });
    store.wantSportToken('dgt');
    auth.set(signedIn(1));
    await settle();
    expect(api.login).toHaveBeenCalledTimes(1);
    expect(api.login).toHaveBeenLastCalledWith('dgt');
    const first = state().dgt;
    expect(first.status).toBe('ready');
    expect(first.expiresAt).toBe(Date.now() + TTL_S * 1000);

    await vi.advanceTimersByTimeAsync(TTL_S * 1000 * 0.8 - 1);
    expect(api.login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.login).toHaveBeenCalledTimes(2);
    expect(state().dgt.token).not.toBe(first.token);
    // And again 80% of the new lifetime later: the renewal keeps going while the sportsbook is there.
    await vi.advanceTimersByTimeAsync(TTL_S * 1000 * 0.8);
    expect(api.login).toHaveBeenCalledTimes(3);
  });

  it('stops renewing once the last sportsbook of that provider is gone, and starts again with the next', async () => {
    const { auth, api, store } = setup({ auto: true });
    auth.set(signedIn(1));
    const release = store.wantSportToken('sft');
    await settle();
    release();
    release(); // twice is once
    await vi.advanceTimersByTimeAsync(TTL_S * 1000 * 2);
    expect(api.login).toHaveBeenCalledTimes(1);
    store.wantSportToken('sft');
    await settle();
    expect(api.login).toHaveBeenCalledTimes(2);
  });

  it('renews at once after the session renews its own tokens', async () => {
    const { auth, api, store, state } = setup({ auto: true });
    store.wantSportToken('sft');
    auth.set(signedIn(1, 'access-a'));
    await settle();
    const before = state().sft.token;
    await vi.advanceTimersByTimeAsync(60_000);
    auth.set(signedIn(1, 'access-b')); // the session's refresh
    await settle();
    expect(api.login).toHaveBeenCalledTimes(2);
    expect(state().sft.token).not.toBe(before);
    // A write of the user (a balance) is not a renewal.
    auth.set({ ...signedIn(1, 'access-b') });
    await settle();
    expect(api.login).toHaveBeenCalledTimes(2);
  });

  it('goes back to the defaults on sign-out and drops an answer that arrives after it (epoch)', async () => {
    const { auth, calls, store, state } = setup();
    store.wantSportToken('sft');
    store.wantSportToken('dgt');
    auth.set(signedIn(1));
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]!.resolve('sft-first-token-000000');
    await settle();
    expect(state().sft.token).toBe('sft-first-token-000000');

    auth.set({ ...signedIn(1), status: 'logging-out' });
    auth.set(GUEST);
    expect(state().sft).toEqual({ status: 'guest', token: '-', expiresAt: null });
    // The dgt login asked before the sign-out answers now: nothing of it lands.
    calls[1]!.resolve('dgt-late-token-0000000');
    await settle();
    expect(state().dgt).toEqual({ status: 'guest', token: null, expiresAt: null });
    // And the renewal timer of the signed-out player is gone.
    await vi.advanceTimersByTimeAsync(TTL_S * 1000 * 2);
    expect(calls).toHaveLength(2);
  });

  it('never shows one player the token of the previous one', async () => {
    const { auth, calls, store, state } = setup();
    store.wantSportToken('sft');
    auth.set(signedIn(1));
    await settle();
    auth.set(signedIn(2));
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]!.resolve('token-of-player-one-00');
    await settle();
    expect(state().sft.status).toBe('loading');
    expect(state().sft.token).toBe('-');
    calls[1]!.resolve('token-of-player-two-00');
    await settle();
    expect(state().sft.token).toBe('token-of-player-two-00');
  });

  it('answers a token-expired with one fresh token, however many times it is asked while in flight', async () => {
    const { auth, calls, store, state } = setup();
    store.wantSportToken('dgt');
    auth.set(signedIn(1));
    await settle();
    calls[0]!.resolve('dgt-token-one-0000000');
    await settle();

    const asks = [store.renewSportToken('dgt'), store.renewSportToken('dgt'), store.renewSportToken('dgt')];
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('dgt-token-two-0000000');
    expect(await Promise.all(asks)).toEqual(['dgt-token-two-0000000', 'dgt-token-two-0000000', 'dgt-token-two-0000000']);
    expect(state().dgt.token).toBe('dgt-token-two-0000000');
    // The next one after it settled is a new request.
    void store.renewSportToken('dgt');
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('keeps a valid token when a renewal fails, retries later, and reports a failure the frame waits on', async () => {
    const { auth, calls, report, store, state } = setup();
    store.wantSportToken('sft');
    auth.set(signedIn(1));
    await settle();
    calls[0]!.resolve('sft-token-one-0000000');
    await settle();

    await vi.advanceTimersByTimeAsync(TTL_S * 1000 * 0.8);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new ApiError({ status: 0, code: 'network_error', method: 'POST', path: 'login' }));
    await settle();
    expect(state().sft).toMatchObject({ status: 'ready', token: 'sft-token-one-0000000' });
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SPORT_RETRY_MIN_MS);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('sft-token-two-0000000');
    await settle();
    expect(state().sft.token).toBe('sft-token-two-0000000');

    // The frame's token-expired, and the login fails: the player hears it, the frame keeps what there is.
    const ask = store.renewSportToken('sft');
    await settle();
    calls[3]!.reject(new ApiError({ status: 503, code: 'provider_down', method: 'POST', path: 'login' }));
    expect(await ask).toBe('sft-token-two-0000000');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default when a failed renewal leaves no valid token', async () => {
    const { auth, calls, store, state } = setup();
    store.wantSportToken('sft');
    auth.set(signedIn(1));
    await settle();
    calls[0]!.reject(new ApiError({ status: 500, code: 'server_error', method: 'POST', path: 'login' }));
    await settle();
    expect(state().sft).toEqual({ status: 'error', token: '-', expiresAt: null });
    // Retries back off: 5 s, then 10 s.
    await vi.advanceTimersByTimeAsync(SPORT_RETRY_MIN_MS);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new ApiError({ status: 500, code: 'server_error', method: 'POST', path: 'login' }));
    await vi.advanceTimersByTimeAsync(SPORT_RETRY_MIN_MS);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SPORT_RETRY_MIN_MS);
    expect(calls).toHaveLength(3);
  });

  it('reads the login answer strictly', () => {
    expect(toSportToken({ token: 'abcdefgh12345678', expires_in: 600, expires_at: 'x' }, 1000)).toEqual({
      token: 'abcdefgh12345678',
      expiresAt: 601_000,
      lifetimeMs: 600_000,
    });
    expect(() => toSportToken({ token: 'short', expires_in: 600 }, 0)).toThrow();
    expect(() => toSportToken({ token: 'abcdefgh12345678', expires_in: 0 }, 0)).toThrow();
    expect(() => toSportToken({ expires_in: 600 }, 0)).toThrow();
  });
});
