import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, callCode, isApiError, toApiError, type FieldError } from '../../../src/api/errors';
import { explainApiError, fieldErrorsOf, reportApiErrorNow as reportApiError } from '../../../src/errors/explain-error';
import { errorCatalogue, errorDescriptor } from '../../../src/errors/error-catalogue';
import { activateLocale } from '../../../src/i18n/load';
import { $toasts, clearToasts } from '../../../src/stores/toasts';
import { AmountParseError } from '../../../src/format/money';

const login = { method: 'POST', path: '/api/accounts/login/' };
const registration = { method: 'POST', path: '/api/accounts/registration/' };

/** What redaxios rejects with for a non-success status. */
function response(status: number, data: unknown) {
  return { status, statusText: '', ok: false, headers: new Headers(), url: 'http://x', config: {}, data };
}

function apiError(init: Partial<ConstructorParameters<typeof ApiError>[0]> & { status: number; code: string }) {
  return new ApiError({ method: 'POST', path: '/api/accounts/registration/', ...init });
}

beforeEach(async () => {
  await activateLocale('fr');
  clearToasts();
});
afterEach(() => clearToasts());

describe('error catalogue', () => {
  const specCodes = [
    'default', 'already_exists', 'permission_denied', 'not_authenticated', 'transaction_limit',
    'transaction_limit_does_not_exist', '400', 'invalid_username_or_password', 'no_active_account',
    'referral_code_not_found', 'referral_code_already_activated', 'not_enough_money', 'email_not_verified',
    'documents_not_approved', 'balance_not_low_enough', 'insufficient_funds_on_bonus_balance', 'coefs_changed',
    'error_block_bet_data', 'error_exist_bet', 'user_is_banned', 'payment_system_limits', 'incorrect_old_password',
    'access_and_refresh_token_invalid', 'token_not_valid', 'sms_limit_exceeded', 'invalid_token', 'invalid',
    'required', 'invalid_email', 'password_mismatch', 'min_length', 'max_length', 'fault_injected', 'server_error',
    'not_found', 'timeout', 'network_error', 'malformed_response',
    'accounts.registration.username.already_exists', 'accounts.registration.email.already_exists',
    'accounts.registration.password2.password_mismatch',
  ];

  it.each(specCodes)('has %s with a French source message and a stable id', (code) => {
    const d = errorDescriptor(code);
    expect(d?.id).toMatch(/^error\.[a-z0-9_.]+$/);
    expect(d?.message).toBeTruthy();
  });

  it('both invalid-credential codes say the same thing', () => {
    expect(errorCatalogue.no_active_account).toBe(errorCatalogue.invalid_username_or_password);
  });

  it('has nothing for unknown codes, inherited names or undefined', () => {
    expect(errorDescriptor('nope')).toBeUndefined();
    expect(errorDescriptor('constructor')).toBeUndefined();
    expect(errorDescriptor('toString')).toBeUndefined();
    expect(errorDescriptor(undefined)).toBeUndefined();
    expect(errorDescriptor('')).toBeUndefined();
  });
});

describe('callCode', () => {
  it('joins the last two path segments, the field and the code', () => {
    expect(callCode('/api/accounts/registration/', 'username', 'already_exists')).toBe(
      'accounts.registration.username.already_exists',
    );
    expect(callCode('/api/accounts/registration', 'email', 'invalid_email')).toBe('accounts.registration.email.invalid_email');
  });

  it('strips the query, the fragment and an absolute URL origin', () => {
    expect(callCode('/api/referral/register/validate_code/?code=X/Y', 'code', 'invalid')).toBe(
      'register.validate_code.code.invalid',
    );
    expect(callCode('https://api.casino.test/api/users/user/change-password/#x', 'old_password', 'invalid')).toBe(
      'user.change-password.old_password.invalid',
    );
  });

  it('uses what there is for short paths', () => {
    expect(callCode('/login/', 'password', 'required')).toBe('login.password.required');
    expect(callCode('', 'password', 'required')).toBe('password.required');
  });
});

describe('toApiError', () => {
  it('reads the documented error body from a redaxios rejection', () => {
    const e = toApiError(
      response(400, {
        code: 'already_exists',
        message: 'A user with that username already exists.',
        detail: 'username taken',
        errors: [{ field: 'username', code: 'already_exists', message: 'A user with that username already exists.' }],
      }),
      registration,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'already_exists',
      serverMessage: 'A user with that username already exists.',
      detail: 'username taken',
      path: '/api/accounts/registration/',
      method: 'POST',
    });
    expect(e.fieldErrors).toEqual<FieldError[]>([
      { field: 'username', code: 'already_exists', message: 'A user with that username already exists.' },
    ]);
  });

  it('without a code in the body, uses the status (400 → "400", 5xx → server_error)', () => {
    expect(toApiError(response(400, { message: 'x' }), login).code).toBe('400');
    expect(toApiError(response(403, { detail: 'Forbidden.' }), login)).toMatchObject({ code: '403', detail: 'Forbidden.' });
    expect(toApiError(response(502, '<html>Bad gateway</html>'), login)).toMatchObject({
      status: 502,
      code: 'server_error',
      fieldErrors: [],
    });
    expect(toApiError(response(404, ''), login)).toMatchObject({ status: 404, code: '404' });
  });

  it('accepts Django REST framework shapes leniently', () => {
    const e = toApiError(
      response(400, { password: ['Too short.', 'Too common.'], email: ['Enter a valid email address.'], non_field_errors: ['Nope.'] }),
      registration,
    );
    expect(e.code).toBe('400');
    expect(fieldErrorsOf(e)).toEqual([
      { field: 'password', code: 'invalid', message: 'Too short.' },
      { field: 'password', code: 'invalid', message: 'Too common.' },
      { field: 'email', code: 'invalid', message: 'Enter a valid email address.' },
      { field: 'non_field_errors', code: 'invalid', message: 'Nope.' },
    ]);

    const full = toApiError(response(400, { username: [{ code: 'unique', message: 'Taken.' }] }), registration);
    expect(fieldErrorsOf(full)).toEqual([{ field: 'username', code: 'unique', message: 'Taken.' }]);

    const map = toApiError(response(400, { code: 'invalid', errors: { email: ['Bad.'] } }), registration);
    expect(fieldErrorsOf(map)).toEqual([{ field: 'email', code: 'invalid', message: 'Bad.' }]);
  });

  it('a fetch TypeError is a network error without a status', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed']) {
      expect(toApiError(new TypeError(message), login)).toMatchObject({ status: 0, code: 'network_error' });
    }
  });

  it("the client's timeout is 'timeout'; a caller's abort is 'aborted'", () => {
    const timeout = Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    expect(toApiError(timeout, login)).toMatchObject({ status: 0, code: 'timeout' });
    expect(toApiError(new DOMException('signal timed out', 'TimeoutError'), login).code).toBe('timeout');
    expect(toApiError(new DOMException('aborted', 'AbortError'), login)).toMatchObject({ status: 0, code: 'aborted' });
  });

  it('an unusable answer is malformed_response', () => {
    expect(toApiError(new SyntaxError('Unexpected token < in JSON'), login).code).toBe('malformed_response');
    expect(toApiError(new AmountParseError('abc'), login).code).toBe('malformed_response');
    expect(toApiError(Object.assign(new Error('body: object expected'), { name: 'ShapeError' }), login).code).toBe(
      'malformed_response',
    );
    // The HTTP client wraps a converter failure this way.
    const wrapped = toApiError({ malformed: true, cause: new Error('user.id: integer expected') }, login);
    expect(wrapped).toMatchObject({ status: 0, code: 'malformed_response', detail: 'user.id: integer expected' });
    // A success status can only be rejected for its body.
    expect(toApiError(response(200, 'not json'), login)).toMatchObject({ status: 200, code: 'malformed_response' });
    // A TypeError that is not fetch's is a bug reading the answer, not the network.
    expect(toApiError(new TypeError("Cannot read properties of undefined (reading 'id')"), login).code).toBe(
      'malformed_response',
    );
  });

  it('returns an ApiError as is, and makes something of anything else', () => {
    const e = apiError({ status: 403, code: 'user_is_banned' });
    expect(toApiError(e, login)).toBe(e);
    expect(toApiError('boom', login)).toMatchObject({ status: 0, code: 'default', detail: 'boom' });
    expect(toApiError(new RangeError('x'), login)).toMatchObject({ status: 0, code: 'default' });
    expect(toApiError(undefined, login).code).toBe('default');
  });

  it('recognises an ApiError from another copy of the bundle', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', status: 403, code: 'user_is_banned', fieldErrors: [] });
    expect(isApiError(foreign)).toBe(true);
    expect(toApiError(foreign, login)).toBe(foreign);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('explainApiError (spec §8)', () => {
  it('401 says nothing', () => {
    for (const code of ['token_not_valid', 'not_authenticated', 'access_and_refresh_token_invalid', '401']) {
      expect(explainApiError(apiError({ status: 401, code }))).toEqual({ toasts: [], fieldMessages: {} });
    }
  });

  it('no_active_account (a 401 on login) is one warning: invalid user name or password', () => {
    const e = toApiError(response(401, { code: 'no_active_account', message: 'No active account found' }), login);
    expect(explainApiError(e)).toEqual({
      toasts: [{ type: 'warn', message: "Nom d'utilisateur ou mot de passe incorrect" }],
      fieldMessages: {},
    });
  });

  it('an aborted request says nothing', () => {
    expect(explainApiError(apiError({ status: 0, code: 'aborted' })).toasts).toEqual([]);
  });

  it('field errors: call code first, then code, then own message, then default; deduplicated toasts', () => {
    const e = apiError({
      status: 400,
      code: 'invalid',
      fieldErrors: [
        { field: 'username', code: 'already_exists', message: 'A user with that username already exists.' },
        { field: 'email', code: 'invalid_email', message: 'Enter a valid email address.' },
        { field: 'password', code: 'weird_rule', message: 'Password too predictable.' },
        { field: 'password', code: 'another_rule', message: 'Second problem.' },
        { field: 'currency', code: 'unknown_thing' },
        { field: 'referral_code', code: 'also_unknown' },
      ],
    });
    const { toasts, fieldMessages } = explainApiError(e);
    expect(fieldMessages).toEqual({
      username: 'Un utilisateur avec ce nom existe déjà', // call code accounts.registration.username.already_exists
      email: 'Saisissez une adresse e-mail valide', // by code
      password: 'Password too predictable.', // own message; first one per field
      currency: "Une erreur s'est produite, veuillez réessayer", // default
      referral_code: "Une erreur s'est produite, veuillez réessayer",
    });
    expect(toasts).toEqual([
      { type: 'error', message: 'Un utilisateur avec ce nom existe déjà' },
      { type: 'error', message: 'Saisissez une adresse e-mail valide' },
      { type: 'error', message: 'Password too predictable.' },
      { type: 'error', message: 'Second problem.' },
      { type: 'error', message: "Une erreur s'est produite, veuillez réessayer" },
    ]);
  });

  it('the call code picks a field-specific message over the bare code', () => {
    const byCall = explainApiError(
      apiError({ status: 400, code: 'already_exists', fieldErrors: [{ field: 'email', code: 'already_exists' }] }),
    );
    expect(byCall.fieldMessages.email).toBe('Un compte avec cette adresse e-mail existe déjà');
    const elsewhere = explainApiError(
      apiError({ status: 400, code: 'x', path: '/api/users/user/info/', fieldErrors: [{ field: 'email', code: 'already_exists' }] }),
    );
    expect(elsewhere.fieldMessages.email).toBe('Un utilisateur avec ce nom existe déjà');
  });

  it('a 500 with field errors is not mapped to fields', () => {
    const e = apiError({ status: 500, code: 'server_error', fieldErrors: [{ field: 'username', code: 'required' }] });
    expect(explainApiError(e)).toEqual({
      toasts: [{ type: 'error', message: 'Erreur du serveur, veuillez réessayer plus tard' }],
      fieldMessages: {},
    });
  });

  it('otherwise one error toast: catalogue, else server message, else detail, else default', () => {
    const msg = (e: ApiError) => explainApiError(e).toasts;
    expect(msg(apiError({ status: 403, code: 'user_is_banned', serverMessage: 'banned', detail: 'd' }))).toEqual([
      { type: 'error', message: 'Ce compte est bloqué' },
    ]);
    expect(msg(apiError({ status: 409, code: 'custom_thing', serverMessage: 'Server says', detail: 'd' }))).toEqual([
      { type: 'error', message: 'Server says' },
    ]);
    expect(msg(apiError({ status: 409, code: 'custom_thing', detail: 'Only detail' }))).toEqual([
      { type: 'error', message: 'Only detail' },
    ]);
    expect(msg(apiError({ status: 409, code: 'custom_thing' }))).toEqual([
      { type: 'error', message: "Une erreur s'est produite, veuillez réessayer" },
    ]);
    expect(msg(apiError({ status: 400, code: '400', serverMessage: 'ignored' }))).toEqual([
      { type: 'error', message: 'Requête incorrecte' },
    ]);
  });

  it('client-side failures have their own messages', () => {
    expect(explainApiError(toApiError(new TypeError('Failed to fetch'), login)).toasts[0].message).toBe(
      'Connexion impossible, vérifiez votre connexion Internet et réessayez',
    );
    expect(
      explainApiError(toApiError(Object.assign(new Error('t'), { name: 'TimeoutError' }), login)).toasts[0].message,
    ).toBe('Le serveur ne répond pas, veuillez réessayer');
    expect(explainApiError(toApiError({ malformed: true }, login)).toasts[0].message).toBe(
      'Le serveur a envoyé une réponse inattendue, veuillez réessayer',
    );
  });

  it('speaks the active language', async () => {
    await activateLocale('en');
    expect(explainApiError(apiError({ status: 403, code: 'user_is_banned' })).toasts[0].message).toBe('This account is blocked');
    await activateLocale('ar');
    expect(explainApiError(apiError({ status: 403, code: 'user_is_banned' })).toasts[0].message).toBe('هذا الحساب محظور');
  });

  it('is pure: nothing is shown', () => {
    explainApiError(apiError({ status: 403, code: 'user_is_banned' }));
    expect($toasts.get()).toEqual([]);
  });
});

describe('reportApiError', () => {
  it('shows the toasts and returns the field messages', () => {
    const fields = reportApiError(
      response(400, {
        code: 'invalid',
        errors: [
          { field: 'password2', code: 'password_mismatch' },
          { field: 'email', code: 'required' },
          { field: 'username', code: 'required' },
        ],
      }),
      registration,
    );
    expect(fields).toEqual({
      password2: 'Les deux mots de passe ne correspondent pas',
      email: 'Ce champ est obligatoire',
      username: 'Ce champ est obligatoire',
    });
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([
      ['error', 'Les deux mots de passe ne correspondent pas'],
      ['error', 'Ce champ est obligatoire'],
    ]);
  });

  it('warns for no_active_account and stays silent for other 401s', () => {
    reportApiError(apiError({ status: 401, code: 'token_not_valid' }));
    expect($toasts.get()).toEqual([]);
    expect(reportApiError(apiError({ status: 401, code: 'no_active_account' }))).toEqual({});
    expect($toasts.get().map((t) => t.type)).toEqual(['warn']);
  });

  it('normalises raw rejections without a request description', () => {
    reportApiError(new TypeError('Failed to fetch'));
    expect($toasts.get().map((t) => t.message)).toEqual(['Connexion impossible, vérifiez votre connexion Internet et réessayez']);
  });
});
