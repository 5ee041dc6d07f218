// The session's four calls (api/accounts.ts sessionApi) with accounts.ts loaded by the first of them: its
// converters, and the amounts they round, are not needed before an element's first paint (a guest's form, a
// wheel, a lobby's skeleton), so they are not in the runtime every element loads (DESIGN.md §4).
import type { HttpClient } from './client';
import type { SessionApi } from './accounts';
import { lazyCalls } from './lazy-calls';

const loadAccounts = () => import('./accounts');

/** Fetches the calls before a sign-in needs them (define-widget.tsx, when the page is idle). */
export const preloadSessionCalls = (): void => void loadAccounts().catch(() => undefined);

export function lazySessionApi(http: HttpClient): SessionApi {
  return lazyCalls(() => loadAccounts().then((accounts) => accounts.sessionApi(http)), {
    login: { method: 'POST', path: '/api/accounts/login/' },
    refresh: { method: 'POST', path: '/api/accounts/refresh/' },
    logout: { method: 'POST', path: '/api/accounts/logout/' },
    user: { method: 'GET', path: '/api/accounts/user' },
  });
}
