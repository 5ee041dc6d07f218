// The responsible-gaming client (docs/contracts/responsible-gaming.md): the limits' converters and money
// rules (src/api/limits.ts), the derived values the pages show (allowance, countdown, what a change does) and
// the store's rules (src/stores/limits.ts): it follows the player, drops late answers, leaves itself
// unchanged on a refusal and signs out after a time-out.
import { describe, expect, it, vi } from 'vitest';
import { computed, map } from 'nanostores';
import {
  changeEffect,
  countdown,
  depositAllowance,
  exclusionOfError,
  moneyToWire,
  toActiveExclusion,
  toLimits,
  toWireExclusion,
  toWireLimits,
  type Limits,
} from '../../../src/api/limits';
import { ApiError } from '../../../src/api/errors';
import { createLimits } from '../../../src/stores/limits';
import { playerIdOf } from '../../../src/session/session-manager';

const nullLimits = {
  deposit_daily: null, deposit_weekly: null, deposit_monthly: null,
  loss_daily: null, loss_weekly: null, loss_monthly: null,
  wager_daily: null, wager_weekly: null, wager_monthly: null,
  session_minutes: null, reality_check_minutes: null,
};

function wire(over: Record<string, unknown> = {}) {
  return {
    currency: 'TND',
    limits: { ...nullLimits, deposit_daily: '20.00', deposit_weekly: '100.00', session_minutes: 60 },
    pending: { deposit_daily: { value: '50.00', effective_at: '2026-11-26T01:00:00+01:00' } },
    usage: {
      deposit_daily: { used: '5.50', remaining: '14.50', period_start: '2026-11-25T00:00:00+01:00', period_end: '2026-11-26T00:00:00+01:00' },
      deposit_weekly: { used: '90.00', remaining: '10.00', period_start: '2026-11-23T00:00:00+01:00', period_end: '2026-11-30T00:00:00+01:00' },
      deposit_monthly: { used: '90.00', remaining: null, period_start: '2026-11-01T00:00:00+01:00', period_end: '2026-12-01T00:00:00+01:00' },
    },
    cooling_off_hours: 24,
    time_zone: 'Africa/Tunis',
    must_set_before_deposit: false,
    ...over,
  };
}

describe('limits converters', () => {
  it('reads money as cents-exact numbers, minutes as integers, pending and usage', () => {
    const l = toLimits(wire());
    expect(l.limits.deposit_daily).toBe(20);
    expect(l.limits.loss_daily).toBeNull();
    expect(l.limits.session_minutes).toBe(60);
    expect(l.pending.deposit_daily).toEqual({ value: 50, effectiveAt: '2026-11-26T01:00:00+01:00' });
    expect(l.usage.deposit_daily).toMatchObject({ used: 5.5, remaining: 14.5 });
    expect(l.usage.deposit_monthly?.remaining).toBeNull();
    expect(l.coolingOffHours).toBe(24);
  });

  it('refuses a body of the wrong shape (never a limit read as 0)', () => {
    expect(() => toLimits(wire({ limits: { ...nullLimits, deposit_daily: '12,50' } }))).toThrow();
    expect(() => toLimits(wire({ limits: { ...nullLimits, session_minutes: 'soon' } }))).toThrow();
    expect(() => toLimits(wire({ pending: { loss_daily: { value: '1.00', effective_at: 'tomorrow' } } }))).toThrow();
  });

  it('sends 2-decimal strings, nulls for removals and only the fields given', () => {
    expect(moneyToWire(20)).toBe('20.00');
    expect(moneyToWire(0.1 + 0.2)).toBe('0.30');
    expect(moneyToWire(1.005)).toBe('1.01');
    expect(toWireLimits({ deposit_daily: 19.999, loss_weekly: null, session_minutes: 30 })).toEqual({
      deposit_daily: '20.00',
      loss_weekly: null,
      session_minutes: 30,
    });
  });

  it('exclusion requests and answers', () => {
    expect(toWireExclusion({ kind: 'timeout', duration: '24h' })).toEqual({ kind: 'timeout', duration: '24h' });
    expect(toWireExclusion({ kind: 'self_exclusion', months: 6, password: 'pw' })).toEqual({ kind: 'self_exclusion', months: 6, password: 'pw' });
    expect(toActiveExclusion({ active: null })).toBeNull();
    expect(toActiveExclusion({ active: { kind: 'timeout', starts_at: '2026-11-25T01:00:00Z', ends_at: '2026-11-26T01:00:00Z' } })).toEqual({
      kind: 'timeout',
      startsAt: '2026-11-25T01:00:00Z',
      endsAt: '2026-11-26T01:00:00Z',
    });
  });

  it('reads the end date of a self_excluded refusal, and nothing from other errors', () => {
    const refusal = new ApiError({ status: 403, code: 'self_excluded', body: { code: 'self_excluded', kind: 'timeout', ends_at: '2026-11-26T01:00:00Z', withdraw_only: true }, method: 'POST', path: '/api/accounts/login/' });
    expect(exclusionOfError(refusal)).toEqual({ kind: 'timeout', startsAt: null, endsAt: '2026-11-26T01:00:00Z' });
    expect(exclusionOfError(new ApiError({ status: 400, code: 'invalid_username_or_password', method: 'POST', path: '/x' }))).toBeNull();
    expect(exclusionOfError(new ApiError({ status: 403, code: 'self_excluded', body: {}, method: 'POST', path: '/x' }))).toBeNull();
  });
});

describe('derived values', () => {
  it('the deposit allowance is the smallest remaining of the limited periods, with its end', () => {
    const l = toLimits(wire());
    expect(depositAllowance(l)).toEqual({ field: 'deposit_weekly', remaining: 10, periodEnd: '2026-11-30T00:00:00+01:00' });
    const none = toLimits(wire({ limits: nullLimits, usage: {} }));
    expect(depositAllowance(none)).toBeNull();
  });

  it('the countdown to a pending change, never negative', () => {
    const at = '2026-11-26T01:00:00Z';
    const now = Date.parse('2026-11-25T00:58:30Z');
    expect(countdown(at, now)).toEqual({ done: false, hours: 24, minutes: 1, seconds: 30 });
    expect(countdown(at, Date.parse(at) + 5)).toEqual({ done: true, hours: 0, minutes: 0, seconds: 0 });
  });

  it('lower is at once, higher or removed waits, the same value cancels', () => {
    expect(changeEffect('deposit_daily', 50, 20, false)).toBe('now');
    expect(changeEffect('deposit_daily', null, 20, false)).toBe('now');
    expect(changeEffect('deposit_daily', 20, 50, false)).toBe('pending');
    expect(changeEffect('deposit_daily', 20, null, false)).toBe('pending');
    expect(changeEffect('deposit_daily', 20, 20, true)).toBe('cancel');
    expect(changeEffect('deposit_daily', 20, 20, false)).toBe('same');
    expect(changeEffect('reality_check_minutes', 10, 60, false)).toBe('now');
  });
});

function player(id: number) {
  return { isAuth: true, user: { id } } as never;
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup() {
  const auth = map<{ isAuth: boolean; user: { id: number } | null }>(player(1));
  const calls: ReturnType<typeof deferred<Limits>>[] = [];
  const api = {
    get: vi.fn(() => {
      const d = deferred<Limits>();
      calls.push(d);
      return d.promise;
    }),
    put: vi.fn(async () => toLimits(wire({ limits: { ...nullLimits, deposit_daily: '10.00' } }))),
    cancelPending: vi.fn(async () => toLimits(wire({ pending: {} }))),
    getExclusion: vi.fn(async () => null),
    startExclusion: vi.fn(async () => ({ kind: 'timeout' as const, startsAt: null, endsAt: '2026-11-26T01:00:00Z' })),
  };
  const signOut = vi.fn(async () => undefined);
  const store = createLimits({ api, player: computed(auth, playerIdOf), session: { signOut } });
  return { auth, api, calls, store, signOut };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('limits store', () => {
  it('loads for the player while shown, and forgets them when nobody shows it', async () => {
    const { store, calls } = setup();
    const off = store.$state.listen(() => undefined);
    expect(store.$state.get()).toMatchObject({ status: 'loading', data: null });
    calls[0].resolve(toLimits(wire()));
    await tick();
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { currency: 'TND' } });
    off();
    await new Promise((r) => setTimeout(r, 1100)); // nanostores unmounts 1 s after the last listener
    // get() mounts it again for a moment: a fresh read, nothing kept from before.
    expect(store.$state.get()).toMatchObject({ status: 'loading', data: null });
  });

  it("drops the previous player's late answer and loads the next player's own", async () => {
    const { store, calls, auth } = setup();
    store.$state.listen(() => undefined);
    auth.set(player(2));
    calls[0].resolve(toLimits(wire())); // player 1's answer, late
    await tick();
    expect(store.$state.get()).toMatchObject({ status: 'loading', data: null });
    calls[1].resolve(toLimits(wire({ currency: 'EUR' })));
    await tick();
    expect(store.$state.get().data?.currency).toBe('EUR');
    auth.set({ isAuth: false, user: null });
    await tick();
    expect(store.$state.get()).toMatchObject({ status: 'idle', data: null });
  });

  it('a save writes the answer; a refusal rejects and leaves the store as it was', async () => {
    const { store, calls, api } = setup();
    store.$state.listen(() => undefined);
    calls[0].resolve(toLimits(wire()));
    await tick();
    await store.save({ deposit_daily: 10 });
    expect(store.$state.get().data?.limits.deposit_daily).toBe(10);
    const before = store.$state.get();
    api.put.mockRejectedValueOnce(new ApiError({ status: 400, code: 'invalid', method: 'PUT', path: '/api/users/limits/' }));
    await expect(store.save({ deposit_daily: -1 })).rejects.toMatchObject({ code: 'invalid' });
    expect(store.$state.get()).toBe(before);
  });

  it('a load that lands after a newer save is dropped', async () => {
    const { store, calls } = setup();
    store.$state.listen(() => undefined);
    await store.save({ deposit_daily: 10 });
    calls[0].resolve(toLimits(wire())); // the mount's GET, answered after the PUT
    await tick();
    expect(store.$state.get().data?.limits.deposit_daily).toBe(10);
  });

  it('a time-out signs the session out (every tab follows) and gives the end date; a refusal does not', async () => {
    const { store, signOut, api } = setup();
    await expect(store.startExclusion({ kind: 'timeout', duration: '24h' })).resolves.toMatchObject({ endsAt: '2026-11-26T01:00:00Z' });
    expect(signOut).toHaveBeenCalledTimes(1);
    api.startExclusion.mockRejectedValueOnce(new ApiError({ status: 400, code: 'invalid', method: 'POST', path: '/x' }));
    await expect(store.startExclusion({ kind: 'self_exclusion', months: 6, password: 'x' })).rejects.toBeTruthy();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
