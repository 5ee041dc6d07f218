// The player-facing side of errors (spec §8): the catalogue, explainApiError and reportApiError.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { OutcomeUnknownError } from '../../../src/api/idempotency-key';
import { toApiError } from '../../../src/api/to-api-error';
import { explainApiError, reportApiErrorNow as reportApiError } from '../../../src/errors/explain-error';
import { errorCatalogue, errorDescriptor } from '../../../src/errors/error-catalogue';
import { activateLocale } from '../../../src/i18n/load';
import { $toasts, clearToasts } from '../../../src/stores/toasts';
import { apiError, login, registration, response } from '../support/api-errors';

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

  it('tells the betting limits the sandbox enforces apart, in every language (docs/api.md "Limits (enforced)")', async () => {
    const said = () =>
      ['bet_below_minimum', 'bet_above_maximum', 'bet_not_offered', 'transaction_limit'].map(
        (code) => explainApiError(apiError({ status: 400, code })).toasts[0].message,
      );
    expect(said()).toEqual([
      'La mise est inférieure à la mise minimale',
      'La mise dépasse la mise maximale',
      "Cette mise n'est pas proposée par le jeu",
      'Le montant dépasse la limite autorisée par opération',
    ]);
    await activateLocale('en');
    expect(said()).toEqual([
      'The bet is below the minimum bet',
      'The bet is above the maximum bet',
      'This game does not offer that bet',
      'The amount is above the limit allowed per transaction',
    ]);
    await activateLocale('ar');
    expect(new Set(said()).size).toBe(4);
    expect(said().every((m) => /[\u0600-\u06ff]/.test(m))).toBe(true);
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

describe('a money press whose outcome is unknown (docs/conventions.md §7 "Definitive answers")', () => {
  it('is told as a check in progress, never as the raw failure or "try again"', () => {
    const cause = new ApiError({ status: 200, code: 'malformed_response', method: 'POST', path: '/api/backoffice/payments/payout/' });
    const { toasts } = explainApiError(new OutcomeUnknownError(cause));
    expect(toasts.map((t) => t.message)).toEqual(['Nous vérifions ce paiement…']);
  });
});
