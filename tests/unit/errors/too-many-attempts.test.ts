// A 429 with Retry-After reaches the player as a translated message with the wait (docs/api.md "Abuse
// controls"): the HTTP client keeps the answer (its Retry-After) as the ApiError's
// cause, the explainer says "Trop de tentatives. Réessayez dans 5 min.", as a toast and under the sign-in
// form's password (non_field_errors for the other forms).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/api/client';
import type { ApiError } from '../../../src/api/errors';
import { toApiError } from '../../../src/api/to-api-error';
import { explainApiError, retryAfterOf, tooManyAttemptsMessage } from '../../../src/errors/explain-error';
import { activateLocale } from '../../../src/i18n/load';
import { clearToasts } from '../../../src/stores/toasts';
import { login, registration } from '../support/api-errors';

const body = { code: 'too_many_attempts', message: 'Too many attempts. Try again in 300 seconds.', detail: 'rate limit login:account' };

function throttled(retryAfter: string | null) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (retryAfter !== null) headers.set('Retry-After', retryAfter);
  return { status: 429, statusText: '', ok: false, headers, url: 'http://x', config: {}, data: body };
}

beforeEach(async () => {
  await activateLocale('fr');
  clearToasts();
});
afterEach(() => clearToasts());

describe('429 too_many_attempts', () => {
  it('the client keeps the answer, so Retry-After (seconds) is read from the ApiError', async () => {
    const fetchImpl = async () => new Response(JSON.stringify(body), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '300' } });
    const http = createHttpClient({ baseUrl: () => 'http://sandbox.test', fetch: fetchImpl as unknown as typeof fetch });
    const error = (await http.request({ method: 'POST', path: '/api/accounts/login/', data: {}, auth: false }, (d) => d).catch((e: ApiError) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, code: 'too_many_attempts' });
    expect(retryAfterOf(error)).toBe(300);
  });

  it.each([
    ['300', 'Trop de tentatives. Réessayez dans 5 min.'],
    ['899', 'Trop de tentatives. Réessayez dans 15 min.'],
    ['45', 'Trop de tentatives. Réessayez dans 45 s.'],
    ['3600', 'Trop de tentatives. Réessayez dans 1 h.'],
    [null, 'Trop de tentatives. Réessayez plus tard.'],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 'Trop de tentatives. Réessayez plus tard.'],
  ])('Retry-After %s → "%s", as a toast and under the sign-in password', (retryAfter, text) => {
    const explained = explainApiError(toApiError(throttled(retryAfter), login));
    expect(explained.toasts).toEqual([{ type: 'error', message: text }]);
    expect(explained.fieldMessages).toEqual({ password: text });
  });

  it('other forms get it as non_field_errors', () => {
    expect(explainApiError(toApiError(throttled('3600'), registration)).fieldMessages).toEqual({
      non_field_errors: 'Trop de tentatives. Réessayez dans 1 h.',
    });
  });

  it('is translated: English and Arabic', async () => {
    await activateLocale('en');
    expect(tooManyAttemptsMessage(120)).toBe('Too many attempts. Try again in 2 min.');
    await activateLocale('ar');
    expect(tooManyAttemptsMessage(120)).toContain('2');
    expect(tooManyAttemptsMessage(120)).not.toContain('Trop');
  });
});

describe('other 429s', () => {
  it('sms_limit_exceeded keeps its own message', () => {
    const sms = { ...throttled(null), data: { code: 'sms_limit_exceeded', message: 'Daily SMS limit exceeded.' } };
    expect(explainApiError(toApiError(sms, registration)).toasts).toEqual([{ type: 'error', message: 'Limite quotidienne de SMS dépassée' }]);
  });
});
