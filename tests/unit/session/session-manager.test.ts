// Spec shell-session-wheel.md §4 "Sign-in and session" items 1–8 and §9, under fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { expiresAt } from '../../../src/session/tokens';
import { fakeLocks, laggingStorage, makeSession, sharedStorage, tokens, user } from './fakes';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

function apiError(status: number, code: string) {
  return new ApiError({ status, code, method: 'GET', path: '/api/accounts/user' });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startup (item 4) and freshness (item 5)', () => {
  it('is a guest without a stored session', async () => {
    const { manager, state, api } = makeSession();
    await manager.start();
    expect(state.get()).toMatchObject({ status: 'guest', isAuth: false, user: null, session: null });
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('shows the restoring state while a stored session is restored, then signs in and schedules the renewal', async () => {
    const stored = tokens(T0);
    const storage = sharedStorage(stored);
    const { manager, state, api, onChange } = makeSession({ storage });
    let release!: () => void;
    api.user.mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve(user()))));
    const started = manager.start();
    expect(state.get().status).toBe('restoring');
    release();
    await started;
    expect(state.get()).toMatchObject({ status: 'signed-in', isAuth: true, user: { username: 'demo' } });
    expect(onChange).toHaveBeenCalledWith('signed-in', expect.objectContaining({ username: 'demo' }));
    expect(api.refresh).not.toHaveBeenCalled();
    // exp − refresh_shift = 300 − 60 s from now
    await vi.advanceTimersByTimeAsync(239_000);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledWith(stored.refresh);
    // the next renewal is scheduled after each renewal
    await vi.advanceTimersByTimeAsync(240_000);
    expect(api.refresh).toHaveBeenCalledTimes(2);
    expect(storage.value?.access).not.toBe(stored.access);
    manager.stop();
  });

  it('renews at once when the stored access token has expired', async () => {
    const stored = tokens(T0 - 400_000); // access expired 100 s ago, refresh still valid
    const { manager, state, api } = makeSession({ storage: sharedStorage(stored) });
    await manager.start();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(state.get().status).toBe('signed-in');
    manager.stop();
  });

  it('renews at once when the access token is inside its refresh window', async () => {
    const stored = tokens(T0 - 250_000); // 50 s left, shift 60 s
    const { manager, api } = makeSession({ storage: sharedStorage(stored) });
    await manager.start();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    manager.stop();
  });

  it('logs out without renewal when the refresh token has expired', async () => {
    const storage = sharedStorage(tokens(T0 - 90_000_000));
    const { manager, state, api } = makeSession({ storage });
    await manager.start();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(state.get().status).toBe('guest');
    expect(storage.value).toBeNull();
  });

  it('counts missing and malformed tokens as expired', async () => {
    const storage = sharedStorage({ access: 'not-a-jwt', refresh: 'x.y.z' });
    const { manager, state, api } = makeSession({ storage });
    await manager.start();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(state.get().status).toBe('guest');
  });

  it('survives a sleeping laptop: an overdue renewal runs when the page wakes, not a timer-length later', async () => {
    const { manager, api, page } = makeSession();
    await manager.signIn('demo', 'demo1234');
    // The machine sleeps for 10 minutes: wall clock jumps, no timer fires meanwhile.
    vi.setSystemTime(T0 + 600_000);
    page.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    manager.stop();
  });
});

describe('sign-in and sign-out (items 1–3)', () => {
  it('stores user and session and sets isAuth for a player', async () => {
    const { manager, state, storage, onChange } = makeSession();
    const outcome = await manager.signIn('demo', 'demo1234');
    expect(outcome.ok).toBe(true);
    expect(state.get()).toMatchObject({ status: 'signed-in', isAuth: true, user: { id: 1001 } });
    expect(storage.value?.access).toBe(state.get().session?.access);
    expect(onChange).toHaveBeenCalledWith('signed-in', expect.objectContaining({ username: 'demo' }));
    manager.stop();
  });

  it('signs a non-player role out at once with the only-players notice', async () => {
    const { manager, state, api, notify, storage } = makeSession();
    api.login.mockResolvedValueOnce({ session: tokens(T0), user: user({ role: 'C', username: 'agent' }) });
    const outcome = await manager.signIn('agent', 'agent1234');
    expect(outcome).toEqual({ ok: false, reason: 'not-a-player' });
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('only-players');
    expect(state.get().isAuth).toBe(false);
    expect(storage.value).toBeNull();
  });

  it('lets a failed login reject and stays a guest', async () => {
    const { manager, state, api } = makeSession();
    api.login.mockRejectedValueOnce(apiError(401, 'no_active_account'));
    await expect(manager.signIn('demo', 'nope')).rejects.toMatchObject({ code: 'no_active_account' });
    expect(state.get().status).toBe('guest');
  });

  it('sends logout while both tokens are valid and always clears the state', async () => {
    const { manager, state, api, storage, onChange } = makeSession();
    await manager.signIn('demo', 'demo1234');
    await manager.signOut();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(state.get()).toMatchObject({ status: 'guest', isAuth: false, user: null, session: null });
    expect(storage.value).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('signed-out', null);
  });

  it('does not send logout when the access token has expired, but still clears', async () => {
    const { manager, state, api } = makeSession();
    api.login.mockResolvedValueOnce({ session: tokens(T0, 30, 86_400, 0), user: user() });
    await manager.signIn('demo', 'demo1234');
    manager.stop(); // keep the renewal timer from running
    vi.setSystemTime(T0 + 31_000);
    await manager.signOut();
    expect(api.logout).not.toHaveBeenCalled();
    expect(state.get().isAuth).toBe(false);
  });

  // The logout revokes the token family (docs/api.md): a renewal the server sees after it is refused.
  it('lets a renewal already on the wire land before the logout, which then names its new tokens', async () => {
    const { manager, state, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    const renewed = tokens(T0 + 240_000);
    let answer!: () => void;
    api.refresh.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(renewed))));
    await vi.advanceTimersByTimeAsync(240_000); // exp − refresh_shift: the renewal leaves
    expect(api.refresh).toHaveBeenCalledTimes(1);
    const out = manager.signOut();
    expect(state.get().status).toBe('logging-out');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.logout).not.toHaveBeenCalled();
    answer();
    await out;
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(api.logout).toHaveBeenCalledWith(expect.objectContaining({ access: renewed.access }));
    expect(state.get().status).toBe('guest');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('sends no renewal once the logout is on its way, even when one falls due meanwhile', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    let answer!: () => void;
    api.logout.mockImplementationOnce(() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))));
    await vi.advanceTimersByTimeAsync(239_000);
    const out = manager.signOut();
    await vi.advanceTimersByTimeAsync(5_000); // the renewal was due at 240 s
    expect(api.refresh).not.toHaveBeenCalled();
    answer();
    await out;
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('still clears when the logout call fails', async () => {
    const { manager, state, api } = makeSession();
    api.logout.mockRejectedValueOnce(apiError(0, 'network_error'));
    await manager.signIn('demo', 'demo1234');
    await manager.signOut();
    expect(state.get().isAuth).toBe(false);
  });
});

describe('401 while signed in (item 6)', () => {
  it('20 concurrent 401s share exactly one refresh and are all replayed', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    const stale = manager.authHooks.accessToken()!;
    let release!: () => void;
    api.refresh.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(tokens(Date.now())))),
    );
    const verdicts = Array.from({ length: 20 }, () => manager.authHooks.unauthorized(stale, apiError(401, 'token_not_valid')));
    await vi.advanceTimersByTimeAsync(0);
    release();
    expect(await Promise.all(verdicts)).toEqual(Array(20).fill(true));
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(manager.authHooks.accessToken()).not.toBe(stale);
    manager.stop();
  });

  it('replays without refreshing when the token was already renewed meanwhile', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    const stale = manager.authHooks.accessToken()!;
    await manager.refresh();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(await manager.authHooks.unauthorized(stale, apiError(401, 'token_not_valid'))).toBe(true);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    manager.stop();
  });

  it('logs out when the refresh token has expired, without a refresh call', async () => {
    const { manager, api, state, notify } = makeSession();
    api.login.mockResolvedValueOnce({ session: tokens(T0, 300, 100), user: user() });
    await manager.signIn('demo', 'demo1234');
    manager.stop();
    vi.setSystemTime(T0 + 101_000);
    const token = manager.authHooks.accessToken()!;
    expect(await manager.authHooks.unauthorized(token, apiError(401, 'token_not_valid'))).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(state.get().isAuth).toBe(false);
    expect(notify).toHaveBeenCalledWith('session-expired');
  });

  it('logs out when the refresh fails', async () => {
    const { manager, api, state, storage } = makeSession();
    await manager.signIn('demo', 'demo1234');
    api.refresh.mockRejectedValueOnce(apiError(401, 'access_and_refresh_token_invalid'));
    const token = manager.authHooks.accessToken()!;
    expect(await manager.authHooks.unauthorized(token, apiError(401, 'token_not_valid'))).toBe(false);
    expect(state.get().isAuth).toBe(false);
    expect(storage.value).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server, and retries', async () => {
    const { manager, api, state } = makeSession();
    await manager.signIn('demo', 'demo1234');
    api.refresh.mockRejectedValueOnce(apiError(0, 'network_error'));
    const token = manager.authHooks.accessToken()!;
    expect(await manager.authHooks.unauthorized(token, apiError(401, 'token_not_valid'))).toBe(false);
    expect(state.get().isAuth).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.refresh).toHaveBeenCalledTimes(2);
    expect(state.get().isAuth).toBe(true);
    manager.stop();
  });

  it('treats access_and_refresh_token_invalid as an expired session with its notice', async () => {
    const { manager, api, state, notify, onChange } = makeSession();
    await manager.signIn('demo', 'demo1234');
    const token = manager.authHooks.accessToken()!;
    expect(await manager.authHooks.unauthorized(token, apiError(401, 'access_and_refresh_token_invalid'))).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
    expect(state.get().isAuth).toBe(false);
    expect(notify).toHaveBeenCalledWith('session-expired');
    expect(onChange).toHaveBeenLastCalledWith('expired', null);
  });

  it('ignores 401s of a guest', async () => {
    const { manager, api } = makeSession();
    await manager.start();
    expect(await manager.authHooks.unauthorized('x', apiError(401, 'token_not_valid'))).toBe(false);
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('two tabs with Web Locks: one refresh for both, the second adopts the first one\'s tokens', async () => {
    const storage = sharedStorage();
    const locks = fakeLocks();
    const tabA = makeSession({ storage, locks });
    await tabA.manager.signIn('demo', 'demo1234');
    const tabB = makeSession({ storage, locks });
    await tabB.manager.start();
    expect(tabB.state.get().isAuth).toBe(true);
    const stale = tabA.manager.authHooks.accessToken()!;
    expect(tabB.manager.authHooks.accessToken()).toBe(stale);
    const a = Array.from({ length: 10 }, () => tabA.manager.authHooks.unauthorized(stale, apiError(401, 'token_not_valid')));
    const b = Array.from({ length: 10 }, () => tabB.manager.authHooks.unauthorized(stale, apiError(401, 'token_not_valid')));
    expect(await Promise.all([...a, ...b])).toEqual(Array(20).fill(true));
    expect(tabA.api.refresh.mock.calls.length + tabB.api.refresh.mock.calls.length).toBe(1);
    expect(tabA.manager.authHooks.accessToken()).toBe(tabB.manager.authHooks.accessToken());
    tabA.manager.stop();
    tabB.manager.stop();
  });
});

describe('cross-tab refresh when storage lags behind the lock', () => {
  it('the tab that waited for the lock finds the new tokens a moment later instead of refreshing again', async () => {
    const storage = laggingStorage(200);
    const locks = fakeLocks();
    const tabA = makeSession({ storage: storage as unknown as ReturnType<typeof sharedStorage>, locks });
    await tabA.manager.signIn('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(300); // tab B opens once the sign-in has reached its storage
    const tabB = makeSession({ storage: storage as unknown as ReturnType<typeof sharedStorage>, locks });
    await tabB.manager.start();
    await vi.advanceTimersByTimeAsync(4_000); // renewals come seconds after the tokens they replace
    const stale = tabA.manager.authHooks.accessToken()!;
    expect(tabB.manager.authHooks.accessToken()).toBe(stale);
    const a = tabA.manager.authHooks.unauthorized(stale, apiError(401, 'token_not_valid'));
    const b = tabB.manager.authHooks.unauthorized(stale, apiError(401, 'token_not_valid'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await Promise.all([a, b])).toEqual([true, true]);
    expect(tabA.api.refresh.mock.calls.length + tabB.api.refresh.mock.calls.length).toBe(1);
    expect(tabB.manager.authHooks.accessToken()).toBe(tabA.manager.authHooks.accessToken());
    // Late storage events of older writes do not roll either tab back to the old token.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tabA.manager.authHooks.accessToken()).toBe(storage.value!.access);
    expect(tabB.manager.authHooks.accessToken()).toBe(storage.value!.access);
    expect(tabA.manager.authHooks.accessToken()).not.toBe(stale);
    tabA.manager.stop();
    tabB.manager.stop();
  });
});

describe('user polling (item 7)', () => {
  it('polls every 5 s while signed in and stops on logout', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.user).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.user).toHaveBeenCalledTimes(4);
    await manager.signOut();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.user).toHaveBeenCalledTimes(4);
  });

  it('updates the balance from the poll', async () => {
    const { manager, api, state } = makeSession();
    await manager.signIn('demo', 'demo1234');
    api.user.mockResolvedValueOnce(user({ balance: 990.5 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.get().user?.balance).toBe(990.5);
    manager.stop();
  });

  it('pollNow reads the user at once (a game reported a round), then every 5 s again; nothing for a guest', async () => {
    const { manager, api, state } = makeSession();
    manager.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.user).not.toHaveBeenCalled();
    await manager.signIn('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(2_000);
    api.user.mockResolvedValueOnce(user({ balance: 999.5 }));
    manager.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.user).toHaveBeenCalledTimes(1);
    expect(state.get().user?.balance).toBe(999.5);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.user).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.user).toHaveBeenCalledTimes(2);
    manager.stop();
  });

  it('applyUser sets the user, saves the stored session other tabs read, and drops an answer of an older session', async () => {
    const storage = sharedStorage();
    const { manager, state } = makeSession({ storage });
    expect(manager.applyUser(user({ balance: 1 }))).toBe(false); // a guest has no user to write
    await manager.signIn('demo', 'demo1234');
    const epoch = manager.epoch();
    expect(manager.applyUser((u) => ({ ...u, balance: 998 }), epoch)).toBe(true);
    expect(state.get().user?.balance).toBe(998);
    expect(storage.value?.user?.balance).toBe(998);
    // Another player's answer is never written over the signed-in one.
    expect(manager.applyUser(user({ id: 999, balance: 5 }))).toBe(false);
    expect(manager.applyBalances(999, { balance: 5 })).toBe(false);
    expect(state.get().user?.balance).toBe(998);
    // Balances only: a null leaves that balance as it is.
    expect(manager.applyBalances(state.get().user!.id, { balance: 997.5, bonusBalance: null }, epoch)).toBe(true);
    expect(state.get().user).toMatchObject({ balance: 997.5, bonusBalance: user().bonusBalance });
    expect(storage.value?.user?.balance).toBe(997.5);
    // Signed out and in again: an answer taken under the old epoch is dropped.
    await manager.signOut();
    await manager.signIn('demo', 'demo1234');
    expect(manager.applyBalances(state.get().user!.id, { balance: 1 }, epoch)).toBe(false);
    expect(state.get().user?.balance).toBe(user().balance);
    manager.stop();
  });

  it('pauses while the page is hidden and polls at once when it shows again', async () => {
    const { manager, api, page } = makeSession();
    await manager.signIn('demo', 'demo1234');
    page.setHidden(true);
    await vi.advanceTimersByTimeAsync(60_000);
    const whileHidden = api.user.mock.calls.length;
    expect(whileHidden).toBe(0);
    page.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.user).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.user).toHaveBeenCalledTimes(2);
    manager.stop();
  });

  it('backs off on network errors: 10 s, 20 s, then back to 5 s after a success', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    api.user.mockRejectedValueOnce(apiError(0, 'network_error')).mockRejectedValueOnce(apiError(0, 'network_error'));
    await vi.advanceTimersByTimeAsync(5_000); // fails
    expect(api.user).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(api.user).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // fails again at +10 s
    expect(api.user).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000); // succeeds at +20 s
    expect(api.user).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.user).toHaveBeenCalledTimes(4);
    manager.stop();
  });
});

describe('inactivity (item 8)', () => {
  it('ends the session after 20 minutes without interaction, with the session-expired notice', async () => {
    const { manager, state, notify } = makeSession();
    await manager.signIn('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(19 * 60_000);
    expect(state.get().isAuth).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.get().isAuth).toBe(false);
    expect(notify).toHaveBeenCalledWith('session-expired');
  });

  it('an interaction restarts the 20 minutes', async () => {
    const { manager, state, page } = makeSession();
    await manager.signIn('demo', 'demo1234');
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    page.interact();
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(state.get().isAuth).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(state.get().isAuth).toBe(false);
  });
});

describe('other tabs', () => {
  it('follows a sign-out and a sign-in made in another tab', async () => {
    const storage = sharedStorage();
    const tabA = makeSession({ storage });
    const tabB = makeSession({ storage });
    await tabA.manager.start();
    await tabB.manager.start();
    await tabA.manager.signIn('demo', 'demo1234');
    expect(tabB.state.get()).toMatchObject({ status: 'signed-in', isAuth: true, user: { username: 'demo' } });
    expect(tabB.onChange).toHaveBeenCalledWith('signed-in', expect.anything());
    await tabA.manager.signOut();
    expect(tabB.state.get().isAuth).toBe(false);
    expect(tabB.onChange).toHaveBeenLastCalledWith('signed-out', null);
    tabA.manager.stop();
    tabB.manager.stop();
  });
});

describe('tokens', () => {
  it('reads exp from a JWT', () => {
    const t = tokens(T0);
    expect(expiresAt(t.access)).toBe(T0 + 300_000);
  });
});
