// Requests and error bodies shared by the error tests (tests/unit/api/errors, tests/unit/errors/*).
import { ApiError } from '../../../src/api/errors';

export const login = { method: 'POST', path: '/api/accounts/login/' };
export const registration = { method: 'POST', path: '/api/accounts/registration/' };

/** What redaxios rejects with for a non-success status. */
export function response(status: number, data: unknown) {
  return { status, statusText: '', ok: false, headers: new Headers(), url: 'http://x', config: {}, data };
}

export function apiError(init: Partial<ConstructorParameters<typeof ApiError>[0]> & { status: number; code: string }) {
  return new ApiError({ method: 'POST', path: '/api/accounts/registration/', ...init });
}
