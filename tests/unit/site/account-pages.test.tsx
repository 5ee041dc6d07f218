// @vitest-environment node
// The account pages rendered in jsdom against a REAL sandbox (demo/sandbox on in-memory PGlite): the
// page's HTTP client (src/api/http.ts) sends through the platform fetch, which is pointed at the
// sandbox's app.request. What is checked is what the player sees and what the server received.
//
// Why not `@vitest-environment jsdom`: that mode transforms every module for the browser, and Vite then
// rewrites the sandbox's `new URL('../../', import.meta.url)` into a page URL (http://localhost:3000/…),
// so the sandbox cannot find its migrations. Here modules load as on Node and the DOM globals come from
// vitest's own jsdom environment, set up before React DOM and the pages are imported (React DOM decides
// at import whether a DOM exists).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { memorySandbox } from '../sandbox/helpers';
import type { PageProps } from '../../../widgets/site/shell/page';

const sandbox = await memorySandbox();

// jsdom's window brings its own ArrayBuffer and typed arrays; the sandbox (jose, PGlite, scrypt) runs on
// Node's and checks them with instanceof, so Node's stay in place. The DOM ones (Event, URL…) are jsdom's.
const BINARY = ['ArrayBuffer', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array', 'Int32Array',
  'Float32Array', 'Float64Array', 'Uint8ClampedArray'] as const;
const nodeBinary = BINARY.map((name) => [name, globalThis[name]] as const);
const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/registration' } });
for (const [name, value] of nodeBinary) Object.assign(globalThis, { [name]: value });
const { act, StrictMode } = await import('react');
const { createRoot } = await import('react-dom/client');
const { I18nProvider } = await import('@lingui/react');
const { i18n } = await import('../../../src/i18n/i18n');
const { activateLocale } = await import('../../../src/i18n/load');
const { ownCatalog } = await import('../support/own-catalog');
const { $toasts, clearToasts, showToast } = await import('../../../src/stores/toasts');
const { default: RegistrationPage } = await import('../../../widgets/site/pages/registration-page');
const { default: PasswordConfirmPage } = await import('../../../widgets/site/pages/password-confirm-page');
const { default: VerifyPage } = await import('../../../widgets/site/pages/verify-page');
const { default: RecoveryPage } = await import('../../../widgets/site/pages/recovery-page');
const { default: SettingsPage } = await import('../../../widgets/site/pages/settings-page');
const { $auth, signIn, signOut } = await import('../../../src/stores/auth');
const { register } = await import('../../../src/stores/account');
const { explainError } = await import('../../../src/errors/report');
const { $locale, chooseLanguage } = await import('../../../src/stores/locale');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every request the pages sent, in order. */
let sent: { method: string; path: string; body: unknown }[] = [];

beforeAll(async () => {
  await activateLocale('fr', ownCatalog('site'));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await sandbox?.close();
  await dom.teardown(globalThis);
});

beforeEach(() => {
  sent = [];
  clearToasts();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://sandbox.test');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: (init.method ?? 'GET').toUpperCase(), path: url.pathname, body });
    // jsdom's AbortSignal is not the one Node's Request accepts; the client's 30 s timeout is not under test.
    return sandbox.app.request(url.pathname + url.search, { ...init, signal: undefined });
  });
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
});

async function render(ui: ReactNode, strict = false) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const tree = <I18nProvider i18n={i18n}>{ui}</I18nProvider>;
  await act(async () => root!.render(strict ? <StrictMode>{tree}</StrictMode> : tree));
}

const props = (over: Partial<PageProps> = {}): PageProps => ({ route: 'x', params: {}, search: {}, path: '/', ...over });

const input = (name: string) => container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const text = () => container.textContent ?? '';
/** The message tied to an input by aria-describedby (its error, and hint when there is one). */
const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

async function type(name: string, value: string) {
  const el = input(name) as HTMLInputElement;
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

async function blur(name: string) {
  await act(async () => {
    input(name).focus();
    input(name).blur();
  });
}

/** Lets the page talk to the sandbox until `done` holds (PGlite and scrypt take real milliseconds). */
async function until(done: () => boolean, what: string, ms = 15_000) {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}; page says: ${text()}`);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 15));
    });
  }
}

async function api(method: string, path: string, body?: unknown) {
  const res = await sandbox.app.request(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json() as Promise<any>;
}

const outbox = async (to: string) =>
  (await api('GET', `/sandbox/api/outbox?to=${encodeURIComponent(to)}`)) as { subject: string; links: string[] }[];

const registrations = () => sent.filter((r) => r.method === 'POST' && r.path === '/api/accounts/registration/');

async function fillRegistration(values: Record<string, string>, consent = true) {
  // The currency list is loaded by the page; wait for it so the default is the list's.
  await until(() => (input('currency') as HTMLSelectElement).options.length > 1, 'the currency list');
  for (const [name, value] of Object.entries(values)) await type(name, value);
  // The two consents, ticked as a player would (unless the test is about them).
  if (!consent) return;
  for (const name of ['age_confirmed', 'terms_accepted']) {
    const box = input(name) as HTMLInputElement;
    if (!box.checked) await act(async () => box.click());
  }
}

describe('registration page', () => {
  it('registers: one POST with the fields the API expects, TND by default, then "check your e-mail" with resend', async () => {
    // For the host's analytics (docs/operators.md "Events"): started once, at the first field, then completed.
    const tracked: unknown[] = [];
    const onTrack = (e: Event) => tracked.push((e as CustomEvent).detail);
    document.addEventListener('casino-track', onTrack);
    await render(<RegistrationPage {...props({ route: 'registration' })} />);
    expect(container.querySelector('a[href="/sign-in"]')?.closest('p')?.textContent).toContain('Déjà inscrit ?');
    await fillRegistration({ username: 'newbie', email: 'Newbie@Example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57' });
    expect(input('currency').value).toBe('TND');

    await act(async () => submitButton().click());
    await until(() => text().includes('Vérifiez votre boîte e-mail'), 'the success state');
    document.removeEventListener('casino-track', onTrack);
    expect(tracked).toEqual([{ action: 'registration-started' }, { action: 'registration-completed' }]);

    expect(registrations()).toHaveLength(1);
    expect(registrations()[0]!.body).toEqual({
      username: 'newbie',
      email: 'Newbie@Example.test',
      password: 'cobalt-lynx-57',
      password2: 'cobalt-lynx-57',
      currency: 'TND',
      age_confirmed: true,
      terms_accepted: true,
      lang: 'fr',
    });
    expect(text()).toContain('Newbie@Example.test');
    expect(container.querySelector('a[href="/sign-in"]')?.textContent).toBe('Se connecter');
    // The outcome's heading takes the focus, so the news is where the player is.
    expect(document.activeElement?.textContent).toBe('Vérifiez votre boîte e-mail');

    const mails = await outbox('newbie@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(/^\/verify\/[\w-]{43}$/);

    // Resend: a second, fresh link and the success notice.
    await act(async () => submitButton().click());
    await until(() => $toasts.get().some((t) => t.type === 'success'), 'the resend notice');
    expect($toasts.get().map((t) => t.message)).toContain("L'e-mail de confirmation a été renvoyé");
    expect(await outbox('newbie@example.test')).toHaveLength(2);
    expect(sent.at(-1)).toMatchObject({ path: '/api/accounts/registration/resend-email/', body: { email: 'Newbie@Example.test' } });
  });

  it('without the 18+ box and the terms, no call; each box says what it needs and the first gets the focus', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'minor', email: 'minor@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57' }, false);
    const terms = container.querySelector<HTMLAnchorElement>('a[href="/terms-and-conditions"]');
    expect(terms?.target).toBe('_blank');
    expect(describedText(input('terms_accepted'))).toContain('Lire les conditions générales');
    await act(async () => submitButton().click());
    await until(() => input('age_confirmed').getAttribute('aria-invalid') === 'true', 'the consent errors');
    expect(registrations()).toHaveLength(0);
    expect(describedText(input('age_confirmed'))).toBe('Confirmez que vous avez 18 ans ou plus pour créer un compte');
    expect(describedText(input('terms_accepted'))).toContain('Acceptez les conditions générales pour créer un compte');
    expect(document.activeElement).toBe(input('age_confirmed'));
    // Ticking a box clears its own message only.
    await act(async () => (input('age_confirmed') as HTMLInputElement).click());
    expect(input('age_confirmed').hasAttribute('aria-invalid')).toBe(false);
    expect(input('terms_accepted').getAttribute('aria-invalid')).toBe('true');
  });

  it('the server refuses a registration without consent, and its codes read under the right boxes', async () => {
    await render(<RegistrationPage {...props()} />);
    const values = { username: 'skipper', email: 'skipper@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57', currency: 'TND', referral_code: '' };
    const error = await register({ ...values, age_confirmed: '', terms_accepted: 'yes' }).then(() => null, (e: unknown) => e);
    expect(sent.at(-1)!.body).toMatchObject({ age_confirmed: false, terms_accepted: true });
    const explained = await explainError(error);
    expect(explained?.fieldMessages).toEqual({ age_confirmed: 'Confirmez que vous avez 18 ans ou plus pour créer un compte' });
    const both = await register({ ...values, age_confirmed: '', terms_accepted: '' }).then(() => null, (e: unknown) => e);
    expect((await explainError(both))?.fieldMessages).toEqual({
      age_confirmed: 'Confirmez que vous avez 18 ans ou plus pour créer un compte',
      terms_accepted: 'Acceptez les conditions générales pour créer un compte',
    });
    expect(await outbox('skipper@example.test')).toHaveLength(0);
  });

  it('a taken username: the server field error is on the username input, nothing typed is lost', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'demo', email: 'someone-new@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57' });
    await act(async () => submitButton().click());
    await until(() => input('username').getAttribute('aria-invalid') === 'true', 'the username error');

    const username = input('username');
    expect(describedText(username)).toBe('Un utilisateur avec ce nom existe déjà');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.getAttribute('role')).toBe('alert');
    expect(input('email').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(username);
    expect([username.value, input('email').value, input('password').value, input('password2').value]).toEqual([
      'demo',
      'someone-new@example.test',
      'cobalt-lynx-57',
      'cobalt-lynx-57',
    ]);
    expect(submitButton().disabled).toBe(false);
    expect(await outbox('someone-new@example.test')).toHaveLength(0);
  });

  it("a success takes back the form's earlier error toasts, and only those", async () => {
    await render(<RegistrationPage {...props()} />);
    showToast('Une autre nouvelle de la page', 'info');
    await fillRegistration({ username: 'demo', email: 'toasty@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57' });
    await act(async () => submitButton().click());
    await until(() => $toasts.get().some((t) => t.message === 'Un utilisateur avec ce nom existe déjà'), 'the taken-username toast');
    await type('username', 'toasty');
    await act(async () => submitButton().click());
    await until(() => text().includes('Vérifiez votre boîte e-mail'), 'the success state');
    expect($toasts.get().map((t) => t.message)).toEqual(['Une autre nouvelle de la page']);
  });

  it('mismatched passwords: no call, the message on the confirmation, which gets the focus', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'mismatch', email: 'mismatch@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-75' });
    await act(async () => submitButton().click());

    expect(registrations()).toHaveLength(0);
    const confirmation = input('password2');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(confirmation)).toBe('Les mots de passe ne correspondent pas');
    expect(document.activeElement).toBe(confirmation);

    // Fixing it clears the error as the player types.
    await type('password2', 'cobalt-lynx-57');
    expect(input('password2').hasAttribute('aria-invalid')).toBe(false);
  });

  it('client checks: required and invalid e-mail, translated and tied to their inputs', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ email: 'not-an-email' });
    await act(async () => submitButton().click());
    expect(registrations()).toHaveLength(0);
    expect(describedText(input('username'))).toBe('Ce champ est obligatoire');
    expect(describedText(input('email'))).toBe('Saisissez une adresse e-mail valide');
    expect(describedText(input('password'))).toBe('8 caractères minimum | Ce champ est obligatoire');
    expect(document.activeElement).toBe(input('username'));
  });

  // The password policy (docs/api.md "Password policy") shows under the password as it
  // is typed, before any submit, and a password it refuses is not sent.
  it('password policy while typing: too short, too common, the username; a refused password is not sent', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'Kasparov1985', email: 'kasparov@example.test', password: 'abc' });
    expect(describedText(input('password'))).toBe('8 caractères minimum | Saisissez au moins 8 caractères');
    await type('password', '        ');
    expect(describedText(input('password'))).toBe('8 caractères minimum | Saisissez au moins 8 caractères');
    await type('password', '12345678');
    expect(describedText(input('password'))).toBe('8 caractères minimum | Ce mot de passe est trop courant, choisissez-en un autre');
    await type('password', 'kasparov1985');
    expect(describedText(input('password'))).toBe("8 caractères minimum | Le mot de passe ne doit pas être votre nom d'utilisateur ou votre e-mail");
    await type('password2', 'kasparov1985');
    await act(async () => submitButton().click());
    expect(registrations()).toHaveLength(0);
    await type('password', 'cobalt-lynx-57');
    expect(describedText(input('password'))).toBe('8 caractères minimum');
  });

  it('a password only the server knows as common: its field error comes back translated', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'commoner', email: 'commoner@example.test', password: 'secret123', password2: 'secret123' });
    await act(async () => submitButton().click());
    await until(() => describedText(input('password')).includes('trop courant'), 'the server field error');
    expect(registrations()).toHaveLength(1);
    expect(describedText(input('password'))).toBe('8 caractères minimum | Ce mot de passe est trop courant, choisissez-en un autre');
  });

  it('a double click sends one registration', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'twice', email: 'twice@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57' });
    await act(async () => {
      submitButton().click();
      submitButton().click();
    });
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => submitButton().click());
    await until(() => text().includes('Vérifiez votre boîte e-mail'), 'the success state');
    expect(registrations()).toHaveLength(1);
    expect(await outbox('twice@example.test')).toHaveLength(1);
  });

  it('referral code: checked on blur (partner found, or the translated not-found error), sent with the registration', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ referral_code: 'NOPE' });
    await blur('referral_code');
    await until(() => input('referral_code').getAttribute('aria-invalid') === 'true', 'the referral error');
    expect(describedText(input('referral_code'))).toBe('Code de parrainage introuvable');
    expect(sent.filter((r) => r.path === '/api/referral/register/validate_code/')).toHaveLength(1);

    await type('referral_code', 'welcome');
    expect(input('referral_code').hasAttribute('aria-invalid')).toBe(false);
    await blur('referral_code');
    await until(() => describedText(input('referral_code')).includes('partenaire'), 'the partner');
    expect(describedText(input('referral_code'))).toBe('Code valide : partenaire n° \u20687\u2069');

    await fillRegistration({ username: 'referred', email: 'referred@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57' });
    await act(async () => submitButton().click());
    await until(() => text().includes('Vérifiez votre boîte e-mail'), 'the success state');
    // Already validated for this code: no second check before submitting.
    expect(sent.filter((r) => r.path === '/api/referral/register/validate_code/')).toHaveLength(2);
    expect(registrations()[0]!.body).toMatchObject({ username: 'referred', referral_code: 'welcome' });
  });

  it('an unknown referral code typed without leaving the field is checked before submitting: no registration', async () => {
    await render(<RegistrationPage {...props()} />);
    await fillRegistration({ username: 'coded', email: 'coded@example.test', password: 'cobalt-lynx-57', password2: 'cobalt-lynx-57', referral_code: 'BOGUS' });
    await act(async () => submitButton().click());
    await until(() => input('referral_code').getAttribute('aria-invalid') === 'true', 'the referral error');
    expect(registrations()).toHaveLength(0);
    expect(document.activeElement).toBe(input('referral_code'));
    expect(input('username').value).toBe('coded');
  });
});

describe('password confirm page', () => {
  async function resetToken(email: string) {
    await api('POST', '/api/accounts/password/reset/', { email });
    const link = (await outbox(email)).find((m) => m.links[0]?.startsWith('/emails/verify/password/confirm/'))!.links[0]!;
    return link.split('/').at(-1)!;
  }

  it('without a token: "reset token not provided" and a way to ask for a new e-mail', async () => {
    await render(<PasswordConfirmPage {...props({ route: 'passwordConfirm' })} />);
    expect(text()).toContain('Le lien de réinitialisation est incomplet : le jeton est manquant');
    expect(container.querySelector('a[href="/recovery-password"]')).not.toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('mismatched passwords: no call', async () => {
    await render(<PasswordConfirmPage {...props({ params: { token: 'x'.repeat(43) } })} />);
    await type('new_password1', 'newsecret1');
    await type('new_password2', 'newsecret2');
    await act(async () => submitButton().click());
    expect(sent).toHaveLength(0);
    expect(describedText(input('new_password2'))).toBe('Les mots de passe ne correspondent pas');
  });

  it('sets the new password on the account, and the used link then fails with a way to ask again', async () => {
    const token = await resetToken('demo@casino.test');
    await render(<PasswordConfirmPage {...props({ route: 'passwordConfirmLegacy', params: { token } })} />);
    await type('new_password1', 'brand-new-1');
    await type('new_password2', 'brand-new-1');
    await act(async () => {
      submitButton().click();
      submitButton().click();
    });
    await until(() => text().includes('Votre mot de passe a été réinitialisé'), 'the success state');
    expect(sent.filter((r) => r.path.startsWith('/api/accounts/password/reset/confirm/'))).toEqual([
      { method: 'POST', path: `/api/accounts/password/reset/confirm/${token}`, body: { new_password1: 'brand-new-1', new_password2: 'brand-new-1' } },
    ]);
    expect(container.querySelector('a[href="/sign-in"]')).not.toBeNull();
    expect($toasts.get().map((t) => t.message)).toContain('Votre mot de passe a été réinitialisé');
    // The player signs in with the new password.
    const login = await sandbox.app.request('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'brand-new-1' }),
    });
    expect(login.status).toBe(200);

    // The same link again: the recovery failure, inline, with the way to a new e-mail.
    await act(async () => root!.unmount());
    clearToasts();
    await render(<PasswordConfirmPage {...props({ params: { token } })} />);
    await type('new_password1', 'another-one-2');
    await type('new_password2', 'another-one-2');
    await act(async () => submitButton().click());
    await until(() => text().includes('La réinitialisation du mot de passe a échoué'), 'the failure state');
    expect(container.querySelector('a[href="/recovery-password"]')?.textContent).toBe('Demander un nouvel e-mail');
    expect($toasts.get()).toEqual([]); // said on the page, not twice
  });

  it('a too short password is refused before any call, with the minimum in the message', async () => {
    await render(<PasswordConfirmPage {...props({ params: { token: 'y'.repeat(43) } })} />);
    await type('new_password1', 'short');
    await type('new_password2', 'short');
    await act(async () => submitButton().click());
    expect(sent).toHaveLength(0);
    expect(describedText(input('new_password1'))).toContain('Saisissez au moins 8 caractères');
  });
});

describe('verify page', () => {
  it('confirms a link once even under StrictMode double effects, then offers sign-in', async () => {
    await api('POST', '/api/accounts/registration/', {
      username: 'verifyme',
      email: 'verifyme@example.test',
      password: 'cobalt-lynx-57',
      password2: 'cobalt-lynx-57',
      currency: 'TND',
      age_confirmed: true,
      terms_accepted: true,
    });
    const key = (await outbox('verifyme@example.test'))[0]!.links[0]!.split('/').at(-1)!;
    await render(<VerifyPage {...props({ route: 'verifyKey', params: { key } })} />, true);
    await until(() => text().includes('Votre adresse e-mail est confirmée'), 'the success state');
    expect(sent.filter((r) => r.path.startsWith('/api/accounts/email-verify/'))).toHaveLength(1);
    expect(container.querySelector('a[href="/sign-in"]')).not.toBeNull();
  });

  it('a dead link: the translated error and a resend form', async () => {
    await render(<VerifyPage {...props({ route: 'emailVerify', params: { token: 'z'.repeat(43) } })} />);
    await until(() => text().includes("La confirmation de l'adresse e-mail a échoué"), 'the error state');
    expect(text()).toContain('Ce lien a expiré ou a déjà été utilisé');
    expect(input('email')).not.toBeNull();
  });

  it('without a key: check your inbox, and the resend form validates then sends', async () => {
    await render(<VerifyPage {...props({ route: 'verifyEmail' })} />);
    expect(text()).toContain('Vérifiez votre boîte de réception');
    await act(async () => submitButton().click());
    expect(describedText(input('email'))).toBe('Ce champ est obligatoire');
    expect(sent).toHaveLength(0);
    await type('email', 'nobody@example.test');
    await act(async () => submitButton().click());
    await until(() => $toasts.get().length > 0, 'the resend notice');
    expect($toasts.get()[0]).toMatchObject({ type: 'success', message: "L'e-mail de confirmation a été renvoyé" });
  });
});

describe('recovery page', () => {
  it('sends the reset e-mail and says so without telling whether the address exists', async () => {
    await render(<RecoveryPage {...props({ route: 'recovery' })} />);
    await type('email', 'unknown@example.test');
    await act(async () => submitButton().click());
    await until(() => text().includes('Un e-mail de réinitialisation du mot de passe vous a été envoyé'), 'the sent state');
    expect(text()).toContain('Si un compte utilise l');
    expect(sent).toEqual([{ method: 'POST', path: '/api/accounts/password/reset/', body: { email: 'unknown@example.test', lang: 'fr' } }]);
  });
});

describe('settings page', () => {
  afterEach(async () => {
    await act(async () => {
      chooseLanguage('fr-fr');
      await activateLocale('fr');
      await signOut();
    });
  });

  const userRow = async (username: string) =>
    (await sandbox.db.query<{ first_name: string; last_name: string; email: string; lang: string }>(
      'SELECT first_name, last_name, email, lang FROM users WHERE username = $1',
      [username],
    )).rows[0]!;

  it('saves names with PATCH /user; a taken e-mail shows on the e-mail input; a new e-mail waits for its link', async () => {
    await signIn('low', 'low12345');
    expect($auth.get().user?.username).toBe('low');
    await render(<SettingsPage {...props({ route: 'settings' })} />);
    expect(input('first_name').value).toBe('Low');
    expect(input('email').value).toBe('low@casino.test');

    await type('first_name', 'Lina');
    await act(async () => submitButton().click());
    await until(() => $toasts.get().some((t) => t.message === 'Vos informations ont été enregistrées'), 'the saved notice');
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/accounts/user', body: { first_name: 'Lina', last_name: 'Balance' } },
    ]);
    expect(await userRow('low')).toMatchObject({ first_name: 'Lina', email: 'low@casino.test' });
    // The answer went through the session: $auth (which the page and the header read) has it.
    expect($auth.get().user).toMatchObject({ firstName: 'Lina', lastName: 'Balance' });
    expect(input('first_name').value).toBe('Lina');

    await type('email', 'demo@casino.test');
    // A new e-mail needs the current password in the same step (docs/api.md "Change of e-mail").
    await act(async () => submitButton().click());
    await until(() => input('password').getAttribute('aria-invalid') === 'true', 'the password asked for');
    expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    await type('password', 'low12345');
    await act(async () => submitButton().click());
    await until(() => input('email').getAttribute('aria-invalid') === 'true', 'the e-mail error');
    expect(describedText(input('email'))).toContain('Un compte avec cette adresse e-mail existe déjà');
    expect(input('email').value).toBe('demo@casino.test');
    expect(input('first_name').value).toBe('Lina'); // unsaved changes and saved ones stay on a refusal
    expect($auth.get().user?.email).toBe('low@casino.test');

    await type('email', 'lina@example.test');
    await act(async () => submitButton().click());
    await until(() => text().includes('Confirmez votre nouvelle adresse'), 'the pending e-mail');
    expect(text()).toContain('lina@example.test');
    expect((await userRow('low')).email).toBe('low@casino.test'); // switched only by the link
    const mails = await outbox('lina@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links[0]).toMatch(/^\/verify\//);
  });

  it('language: applied at once and saved to the account', async () => {
    await signIn('low', 'low12345');
    await render(<SettingsPage {...props({ route: 'settings' })} />);
    const english = container.querySelector<HTMLInputElement>('input[name="lang"][value="en-US"]')!;
    expect(container.querySelector<HTMLInputElement>('input[name="lang"][value="fr-fr"]')!.checked).toBe(true);
    await act(async () => english.click());
    expect($locale.get()).toBe('en');
    await until(() => $toasts.get().some((t) => t.message === 'Language saved'), 'the saved notice, in English');
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ lang: 'en-US' }]);
    expect((await userRow('low')).lang).toBe('en-US');
  });
});
