import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isApiError, type FieldError } from '../../../src/api/errors';
import { callCode, toApiError } from '../../../src/api/to-api-error';
import { activateLocale } from '../../../src/i18n/load';
import { fieldErrorsOf } from '../../../src/errors/explain-error';
import { AmountParseError } from '../../../src/format/money';
import { apiError, login, registration, response } from '../support/api-errors';

beforeEach(async () => {
  await activateLocale('fr');
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

