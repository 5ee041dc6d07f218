// The profile's summary: the converter of GET /api/user/profile (src/api/profile.ts) and the store
// (src/stores/profile-summary.ts), which loads only while shown and follows the session: signed out,
// cleared; another player, their own summary (a late answer for the previous one is dropped); a failure
// kept with the summary already shown; balance polls do not reload it.
import { afterEach, describe, expect, it } from 'vitest';
import { allTasks, computed, map } from 'nanostores';
import { toProfileSummary, type ProfileSummary } from '../../../src/api/profile';
import { ShapeError } from '../../../src/api/convert';
import { ApiError } from '../../../src/api/errors';
import { createProfileSummary } from '../../../src/stores/profile-summary';
import { GUEST_STATE, playerIdOf, type AuthState } from '../../../src/session/session-manager';
import { user } from '../session/fakes';

const wire = {
  id: 1001,
  username: 'demo',
  date_joined: '2024-03-01T10:15:00Z',
  balance_currency: 'TND',
  balance: '1000.00',
  bonus_balance: '5.009',
  is_banned: false,
  email_verified: true,
  documents_status: 'pending',
};

describe('toProfileSummary', () => {
  it('converts the JSON: camelCase, amounts as numbers, the bonus floored to the cent', () => {
    expect(toProfileSummary(wire)).toEqual({
      id: 1001,
      username: 'demo',
      dateJoined: '2024-03-01T10:15:00Z',
      balanceCurrency: 'TND',
      balance: 1000,
      bonusBalance: 5,
      isBanned: false,
      emailVerified: true,
      documentsStatus: 'pending',
    });
  });

  it('reads an older backend without the verification fields as unconfirmed and no documents', () => {
    const { email_verified: _e, documents_status: _d, ...old } = wire;
    expect(toProfileSummary(old)).toMatchObject({ emailVerified: false, documentsStatus: 'none' });
  });

  it('refuses a body of the wrong shape', () => {
    expect(() => toProfileSummary({ ...wire, is_banned: 'no' })).toThrow(ShapeError);
    expect(() => toProfileSummary({ ...wire, documents_status: 'lost' })).toThrow(ShapeError);
    expect(() => toProfileSummary({ ...wire, date_joined: 'yesterday' })).toThrow(ShapeError);
    expect(() => toProfileSummary({ ...wire, balance: 'lots' })).toThrow(ShapeError);
    expect(() => toProfileSummary([])).toThrow(ShapeError);
  });
});

const summaryOf = (id: number, username: string): ProfileSummary => ({ ...toProfileSummary(wire), id, username });

function setup() {
  const auth = map<AuthState>({ ...GUEST_STATE });
  const calls: Array<{ resolve(s: ProfileSummary): void; reject(e: unknown): void; for: number | undefined }> = [];
  const api = {
    summary: () =>
      new Promise<ProfileSummary>((resolve, reject) => {
        calls.push({ resolve, reject, for: auth.get().user?.id });
      }),
  };
  const store = createProfileSummary({ api, player: computed(auth, playerIdOf) });
  const signIn = (id: number, username: string, balance = 10) =>
    auth.set({ ...GUEST_STATE, status: 'signed-in', isAuth: true, user: user({ id, username, balance }) });
  return { auth, store, calls, signIn };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('$profileSummary', () => {
  let clean: Array<() => void> = [];
  afterEach(() => {
    for (const c of clean) c();
    clean = [];
  });

  it('loads nothing until shown, and nothing for a guest', async () => {
    const shown = setup();
    shown.signIn(1001, 'demo');
    await flush();
    expect(shown.calls).toHaveLength(0);

    const guest = setup();
    clean.push(guest.store.$state.listen(() => undefined));
    await flush();
    expect(guest.calls).toHaveLength(0);
    expect(guest.store.$state.get().status).toBe('idle');
  });

  it("loads the player's summary when shown, not again for a balance poll, and clears it when signed out", async () => {
    const { store, calls, signIn, auth } = setup();
    signIn(1001, 'demo');
    clean.push(store.$state.listen(() => undefined));
    expect(store.$state.get()).toMatchObject({ status: 'loading', data: null });
    calls[0].resolve(summaryOf(1001, 'demo'));
    await flush();
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { id: 1001, username: 'demo' } });

    signIn(1001, 'demo', 999); // the session's poll moved the balance
    await flush();
    expect(calls).toHaveLength(1);

    auth.set({ ...GUEST_STATE });
    await flush();
    expect(store.$state.get()).toEqual({ status: 'idle', data: null, error: null });
  });

  it("loads another player's own summary and drops a late answer for the previous one", async () => {
    const { store, calls, signIn } = setup();
    signIn(1001, 'demo');
    clean.push(store.$state.listen(() => undefined));
    signIn(1002, 'low');
    expect(calls.map((c) => c.for)).toEqual([1001, 1002]);
    calls[1].resolve(summaryOf(1002, 'low'));
    await flush();
    calls[0].resolve(summaryOf(1001, 'demo'));
    await flush();
    expect(store.$state.get()).toMatchObject({ status: 'ready', data: { id: 1002, username: 'low' } });
  });

  it('keeps the summary shown when a reload fails, with the error for the retry', async () => {
    const { store, calls, signIn } = setup();
    signIn(1001, 'demo');
    clean.push(store.$state.listen(() => undefined));
    calls[0].resolve(summaryOf(1001, 'demo'));
    await flush();
    const reloading = store.reload();
    expect(store.$state.get()).toMatchObject({ status: 'loading', data: { username: 'demo' } });
    const failure = new ApiError({ status: 503, code: 'unavailable', method: 'GET', path: '/api/user/profile' });
    calls[1].reject(failure);
    await reloading;
    expect(store.$state.get()).toMatchObject({ status: 'error', data: { username: 'demo' }, error: failure });
    const again = store.reload();
    calls[2].resolve(summaryOf(1001, 'demo'));
    await again;
    await allTasks();
    expect(store.$state.get()).toMatchObject({ status: 'ready', error: null });
  });
});
