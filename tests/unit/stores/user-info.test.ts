// The profile's account actions (src/stores/user-info.ts, src/stores/bookmaker-settings.ts) against the
// REAL sandbox through the real HTTP client: every converter reads what the server answers, the session
// user follows a save of names and e-mail, a new e-mail gets its link, a password mismatch sends nothing.
import { describe, expect, it } from 'vitest';
import { atom, computed, map } from 'nanostores';
import { toUser } from '../../../src/api/accounts';
import { userInfoApi } from '../../../src/api/user-info';
import { bookmakerSettingsApi } from '../../../src/api/bookmaker-settings';
import { changedFields, createUserInfo, isDirty, valuesOf } from '../../../src/stores/user-info';
import { createBookmakerSettings } from '../../../src/stores/bookmaker-settings';
import type { User } from '../../../src/api/types';
import { isApiError } from '../../../src/api/errors';
import { sandboxPerTest } from '../sandbox/helpers';
import { sandboxClient } from '../support/sandbox-client';

const ctx = sandboxPerTest();

/** The session's user writer on a plain atom: the epoch rule of session-manager.ts (tested there). */
function sessionOf(user: User) {
  const $user = map<{ user: User | null }>({ user });
  let epoch = 1;
  return {
    $user,
    signOut: () => ((epoch += 1), $user.set({ user: null })),
    writer: {
      epoch: () => epoch,
      applyUser(next: User | ((u: User) => User), since = epoch) {
        const current = $user.get().user;
        if (since !== epoch || !current) return false;
        $user.set({ user: typeof next === 'function' ? next(current) : next });
        return true;
      },
    },
  };
}

async function setup() {
  const client = sandboxClient(ctx.sb);
  const login = await ctx.sb.login('demo');
  client.setToken(login.access);
  const s = sessionOf(toUser(login.user));
  const store = createUserInfo({ api: userInfoApi(client.http), player: computed(s.$user, (u) => u.user?.id ?? null), session: s.writer });
  return { client, s, store };
}

/** Reads the info and gives what the store now holds. */
async function loaded(store: ReturnType<typeof createUserInfo>) {
  await store.loadUserInfo();
  return store.$userInfo.get().data!;
}

describe('user info store', () => {
  it('loads the seeded info through the converter', async () => {
    const { store } = await setup();
    await loaded(store);
    expect(store.$userInfo.get()).toMatchObject({ status: 'ready', error: null });
    expect(store.$userInfo.get().data).toMatchObject({ firstName: 'Demo', middleName: 'Ali', gender: 'm', birthDate: '1990-05-17', country: 'TN', contactLanguage: 'fr' });
  });

  it('sends only what changed; the session user follows the names', async () => {
    const { client, s, store } = await setup();
    const info = await loaded(store);
    const saved = valuesOf(info);
    const values = { ...saved, first_name: '  Amira ', city: 'Sfax', mobile_phone: '+216 98 765 432', email: 'DEMO@casino.test' };
    expect(isDirty(saved, saved)).toBe(false);
    const patch = changedFields(saved, values);
    expect(patch).toEqual({ firstName: 'Amira', city: 'Sfax', mobilePhone: '+21698765432' });

    const outcome = await store.saveUserInfo(patch);
    expect(outcome.emailSent).toBeNull();
    expect(outcome.info).toMatchObject({ firstName: 'Amira', city: 'Sfax', mobilePhone: '+21698765432', emailChanged: false });
    expect(s.$user.get().user).toMatchObject({ firstName: 'Amira', lastName: 'Player', email: 'demo@casino.test' });
    expect(client.callsTo('/api/users/user/info')).toEqual(['GET /api/users/user/info/', 'PATCH /api/users/user/info/']);
    // Saved values are the new reference: nothing is dirty any more.
    expect(isDirty(valuesOf(store.$userInfo.get().data!), { ...values, first_name: 'Amira' })).toBe(false);
  });

  it('a new e-mail goes with the password, waits for its link, and the session keeps the confirmed address', async () => {
    const { client, s, store } = await setup();
    await loaded(store);
    const outcome = await store.saveUserInfo({ email: 'amira@example.test' }, 'demo1234');
    expect(outcome).toMatchObject({ emailSent: true, info: { email: 'demo@casino.test', pendingEmail: 'amira@example.test', emailChanged: true } });
    expect(store.$userInfo.get().data).toMatchObject({ email: 'demo@casino.test', pendingEmail: 'amira@example.test' });
    expect(s.$user.get().user).toMatchObject({ email: 'demo@casino.test', login: 'demo@casino.test' });
    // The server sent the link in the save: no second request for it.
    expect(client.callsTo('/api/accounts/registration/resend-email')).toHaveLength(0);
    expect((await ctx.sb.lastEmail('amira@example.test'))?.links[0]).toMatch(/^\/verify\//);
  });

  it('a new e-mail without the right password is refused on the field password', async () => {
    const { store } = await setup();
    const before = await loaded(store);
    const error = await store.saveUserInfo({ email: 'amira@example.test', city: 'Sfax' }, 'wrong-one').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('incorrect_password');
    expect(isApiError(error) && error.fieldErrors).toEqual([{ field: 'password', code: 'incorrect_password', message: expect.any(String) }]);
    expect(store.$userInfo.get().data).toEqual(before);
  });

  it('a refused save keeps the store and the session user as they were, with the field errors', async () => {
    const { s, store } = await setup();
    const before = await loaded(store);
    const error = await store.saveUserInfo({ email: 'low@casino.test', firstName: 'Other' }, 'demo1234').catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('already_exists');
    expect(isApiError(error) && error.fieldErrors).toEqual([{ field: 'email', code: 'already_exists', message: expect.any(String) }]);
    expect(store.$userInfo.get().data).toEqual(before);
    expect(s.$user.get().user).toMatchObject({ firstName: 'Demo', email: 'demo@casino.test' });
  });

  it('an answer that lands after a sign-out does not write the user', async () => {
    const { s, store } = await setup();
    const saving = store.saveUserInfo({ firstName: 'Late' });
    s.signOut();
    await saving;
    expect(s.$user.get().user).toBeNull();
  });

  it('a password mismatch makes no call', async () => {
    const { client, store } = await setup();
    const error = await store.changePassword({ oldPassword: 'demo1234', newPassword: 'Tr1cky-Horse-88', repeat: 'Tr1cky-Horse-89' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.fieldErrors).toEqual([{ field: 'new_password2', code: 'password_mismatch' }]);
    expect(client.callsTo('/api/users/user/change-password')).toEqual([]);
  });

  it('a wrong old password comes back on old_password; a right one changes it', async () => {
    const { client, store } = await setup();
    const wrong = await store.changePassword({ oldPassword: 'nope-nope', newPassword: 'Tr1cky-Horse-88', repeat: 'Tr1cky-Horse-88' }).catch((e: unknown) => e);
    expect(isApiError(wrong) && wrong.fieldErrors.map((f) => `${f.field}:${f.code}`)).toEqual(['old_password:incorrect_old_password']);
    await store.changePassword({ oldPassword: 'demo1234', newPassword: 'Tr1cky-Horse-88', repeat: 'Tr1cky-Horse-88' });
    expect(client.callsTo('/api/users/user/change-password')).toHaveLength(2);
    await ctx.sb.login('demo', 'Tr1cky-Horse-88');
  });
});

describe('bookmaker settings store', () => {
  it('starts from the defaults, saves and reads back', async () => {
    const client = sandboxClient(ctx.sb);
    client.setToken(ctx.demo);
    const store = createBookmakerSettings({ api: bookmakerSettingsApi(client.http), player: atom(1001) });
    expect(store.$bookmakerSettings.get().settings).toMatchObject({ oddsFormat: 'decimal', sftView: 'sport', dgtView: 'auto' });
    await store.saveBookmakerSettings({ oddsFormat: 'fractional', sftView: 'live', dgtView: 'eu' });
    const again = createBookmakerSettings({ api: bookmakerSettingsApi(client.http), player: atom(1001) });
    await again.loadBookmakerSettings();
    expect(again.$bookmakerSettings.get()).toMatchObject({
      status: 'ready',
      settings: { oddsFormat: 'fractional', sftView: 'live', dgtView: 'eu', updatedAt: expect.any(String) },
    });
  });

  it("another player signing in meets the defaults, never the last player's choice, even from a read that lands late", async () => {
    const client = sandboxClient(ctx.sb);
    client.setToken(ctx.demo);
    const player = atom<number | null>(1001);
    const store = createBookmakerSettings({ api: bookmakerSettingsApi(client.http), player });
    await store.saveBookmakerSettings({ oddsFormat: 'fractional', sftView: 'live', dgtView: 'eu' });
    const late = store.reloadBookmakerSettings(); // demo's read, on its way
    player.set(1002);
    await late;
    expect(store.$bookmakerSettings.get()).toMatchObject({ status: 'idle', settings: { oddsFormat: 'decimal', sftView: 'sport', dgtView: 'auto' } });
  });

  it('a failed read keeps the defaults and says so', async () => {
    const client = sandboxClient(ctx.sb);
    const store = createBookmakerSettings({ api: bookmakerSettingsApi(client.http), player: atom(1001) }); // no token: 401
    await store.loadBookmakerSettings();
    expect(store.$bookmakerSettings.get()).toMatchObject({ status: 'error', settings: { oddsFormat: 'decimal' }, error: { code: 'not_authenticated' } });
  });
});
