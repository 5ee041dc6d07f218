// The account actions (src/stores/account.ts) against a REAL sandbox (demo/sandbox on in-memory PGlite):
// the page's shared HTTP client and session send through the platform fetch, pointed at the sandbox's
// app.request, so what is checked is what the server received and kept, and what $auth and the stored
// session other tabs read say afterwards.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { memorySandbox } from '../sandbox/helpers';
import { isApiError, type ApiError } from '../../../src/api/errors';
import { SESSION_STORAGE_KEY } from '../../../src/session/browser-platform';
import { $auth, signIn, signOut } from '../../../src/stores/auth';
import {
  checkReferralCode,
  confirmPasswordReset,
  register,
  requestPasswordReset,
  resendConfirmationEmail,
  updateUser,
  verifyEmail,
  type RegistrationValues,
} from '../../../src/stores/account';

const sandbox = await memorySandbox();

/** Every request the actions sent, in order. */
let sent: { method: string; path: string; body: unknown }[] = [];
/** When set, the first request with this method and path waits until `release` is called (in flight). */
let hold: { method: string; path: string; release?: () => void } | null = null;

beforeAll(() => {
  useTestStorageEngine();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await sandbox?.close();
});

beforeEach(() => {
  sent = [];
  hold = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://sandbox.test');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = (init.method ?? 'GET').toUpperCase();
    sent.push({ method, path: url.pathname, body });
    if (hold && !hold.release && method === hold.method && url.pathname === hold.path) {
      const held = hold;
      await new Promise<void>((resolve) => (held.release = resolve));
    }
    return sandbox.app.request(url.pathname + url.search, init);
  });
});
afterEach(async () => {
  await signOut();
});

async function api(method: string, path: string, body?: unknown) {
  const res = await sandbox.app.request(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
}

const outbox = async (to: string) =>
  (await api('GET', `/sandbox/api/outbox?to=${encodeURIComponent(to)}`)).body as { subject: string; links: string[] }[];

const login = (username: string, password: string) => api('POST', '/api/accounts/login/', { username, password });

async function rejection(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const userRow = async (username: string) =>
  (await sandbox.db.query<{ first_name: string; last_name: string; email: string; lang: string }>(
    'SELECT first_name, last_name, email, lang FROM users WHERE username = $1',
    [username],
  )).rows[0]!;

const storedUser = () => (JSON.parse(getTestStorage()[SESSION_STORAGE_KEY] ?? 'null') as { user?: { first_name?: string; firstName?: string } } | null)?.user;

const registration = (over: Partial<RegistrationValues> = {}): RegistrationValues => ({
  username: 'actions',
  email: 'actions@example.test',
  password: 'cobalt-lynx-57',
  password2: 'cobalt-lynx-57',
  currency: 'TND',
  referral_code: '',
  age_confirmed: 'yes',
  terms_accepted: 'yes',
  ...over,
});

describe('register, resend, verify', () => {
  it('registers with the fields the API expects (names trimmed, passwords as typed), then the link confirms the address once', async () => {
    await register(registration({ username: ' actions ', email: ' Actions@Example.test ', password: ' cobalt-lynx-57', password2: ' cobalt-lynx-57' }));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/accounts/registration/',
        body: {
          username: 'actions',
          email: 'Actions@Example.test',
          password: ' cobalt-lynx-57',
          password2: ' cobalt-lynx-57',
          currency: 'TND',
          age_confirmed: true,
          terms_accepted: true,
          lang: 'fr',
        },
      },
    ]);
    expect((await login('actions', ' cobalt-lynx-57')).body.code).toBe('email_not_verified');

    // Resend: a second, fresh link to the same address.
    await resendConfirmationEmail({ email: ' actions@example.test ' });
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/accounts/registration/resend-email/', body: { email: 'actions@example.test', lang: 'fr' } });
    const mails = await outbox('actions@example.test');
    expect(mails).toHaveLength(2);

    const key = mails[0]!.links[0]!.split('/').at(-1)!;
    await verifyEmail(key);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: `/api/accounts/email-verify/${key}` });
    expect((await login('actions', ' cobalt-lynx-57')).status).toBe(200);
    // A link works once.
    expect((await rejection(verifyEmail(key))).code).toBe('invalid_token');
  });

  it('a taken username rejects with its field error and creates nothing', async () => {
    const error = await rejection(register(registration({ username: 'demo', email: 'taken@example.test' })));
    expect(error.status).toBe(400);
    expect(error.fieldErrors.map((f) => f.field)).toContain('username');
    expect(await outbox('taken@example.test')).toHaveLength(0);
  });

  it('a referral code: the partner it belongs to, or referral_code_not_found; sent with the registration', async () => {
    expect(await checkReferralCode(' welcome ')).toEqual({ partnerId: 7 });
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/api/referral/register/validate_code/' });
    expect((await rejection(checkReferralCode('NOPE'))).code).toBe('referral_code_not_found');

    await register(registration({ username: 'referred2', email: 'referred2@example.test', referral_code: ' welcome ' }));
    expect(sent.at(-1)!.body).toMatchObject({ username: 'referred2', referral_code: 'welcome' });
  });
});

describe('password recovery', () => {
  it('the reset e-mail, then the new password with its token; the used link then fails with invalid_token', async () => {
    await requestPasswordReset({ email: ' demo@casino.test ' });
    expect(sent).toEqual([{ method: 'POST', path: '/api/accounts/password/reset/', body: { email: 'demo@casino.test', lang: 'fr' } }]);
    const link = (await outbox('demo@casino.test')).find((m) => m.links[0]?.includes('/password/confirm/'))!.links[0]!;
    const token = link.split('/').at(-1)!;

    await confirmPasswordReset(token, { new_password1: 'brand-new-9', new_password2: 'brand-new-9' });
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      path: `/api/accounts/password/reset/confirm/${token}`,
      body: { new_password1: 'brand-new-9', new_password2: 'brand-new-9' },
    });
    expect((await login('demo', 'brand-new-9')).status).toBe(200);

    const again = await rejection(confirmPasswordReset(token, { new_password1: 'another-one-2', new_password2: 'another-one-2' }));
    expect(again.code).toBe('invalid_token');
    expect((await login('demo', 'brand-new-9')).status).toBe(200);
  });

  it('an unknown address is answered like a known one (no account probing)', async () => {
    await requestPasswordReset({ email: 'nobody-here@example.test' });
    expect(await outbox('nobody-here@example.test')).toHaveLength(0);
  });
});

describe('updateUser', () => {
  it('saves with PATCH /user and applies the answer through the session: $auth and the stored session follow', async () => {
    await signIn('low', 'low12345');
    const before = $auth.get().user!;
    expect(before.firstName).toBe('Low');
    sent = [];

    const updated = await updateUser({ firstName: 'Lina', lastName: before.lastName });
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/accounts/user', body: { first_name: 'Lina', last_name: before.lastName } }]);
    expect(updated).toMatchObject({ id: before.id, firstName: 'Lina' });
    expect(await userRow('low')).toMatchObject({ first_name: 'Lina' });
    expect($auth.get().user).toEqual(updated);
    expect(storedUser()).toMatchObject({ firstName: 'Lina' });

    // The language likewise.
    await updateUser({ lang: 'en-US' });
    expect((await userRow('low')).lang).toBe('en-US');
    expect($auth.get().user?.lang).toBe('en-US');
    await updateUser({ firstName: 'Low', lang: 'fr-fr' });
  });

  it('an answer arriving after the session changed is not applied (the ticket is taken before the request)', async () => {
    await signIn('low', 'low12345');
    hold = { method: 'PATCH', path: '/api/accounts/user' };
    const saving = updateUser({ firstName: 'Late' });
    // Signed out and in again while the PATCH is in flight: a new session of the same player.
    await signOut();
    await signIn('low', 'low12345');
    const fresh = $auth.get().user!;
    expect(fresh.firstName).toBe('Low');
    await vi.waitFor(() => expect(hold?.release).toBeDefined());
    hold!.release!();

    expect(await saving).toMatchObject({ firstName: 'Late' }); // the server saved it…
    expect($auth.get().user).toEqual(fresh); // …but the answer belonged to the session before
    expect(storedUser()).toMatchObject({ firstName: 'Low' });
    await updateUser({ firstName: 'Low' });
  });

  it('a refused save rejects with the field error and leaves $auth as it was', async () => {
    await signIn('low', 'low12345');
    const before = $auth.get().user!;
    const error = await rejection(updateUser({ email: 'demo@casino.test', password: 'low12345' }));
    expect(error.fieldErrors.map((f) => f.field)).toContain('email');
    expect($auth.get().user).toEqual(before);
    expect((await userRow('low')).email).toBe('low@casino.test');
  });
});
