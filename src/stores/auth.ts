// $auth: the page's one session (spec §3 "Auth state": user, isAuth, session, partnerId, additionalData),
// shared by every element and every build on the page. The rules live in session/session-manager.ts.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import type { SessionApi } from '../api/accounts';
import { lazyCalls } from '../api/lazy-calls';
import { createSessionManager, GUEST_STATE, type AuthState, type SessionChangeKind, type SessionNotice } from '../session/session-manager';
import type { User } from '../api/types';
import {
  browserActivityStore,
  browserLocks,
  browserPageSignals,
  browserTokenStore,
} from '../session/browser-platform';
import { browserTimers } from '../platform/wall-clock-timer';
import { i18n } from '../i18n/i18n';
import { notices } from '../i18n/messages';
import { activateLocale } from '../i18n/load';
import { $locale } from './locale';

export const $auth = sharedSlot('auth', () => map<AuthState>({ ...GUEST_STATE }));

// The session's four calls, with api/accounts.ts (its converters and the amounts they round) loaded by the
// first of them: an element's first paint (a guest's form, a wheel, a lobby's skeleton) does not wait for
// it, and it is not in the runtime every element loads (docs/conventions.md §4, docs/architecture.md "Build and
// budgets"). The paths are accounts.ts's, written out: importing them would bring the module back into the
// runtime.
const loadAccounts = () => import('../api/accounts');

/** Fetches the calls before a sign-in needs them (define-widget.tsx, when the page is idle). */
export const preloadSessionCalls = (): void => void loadAccounts().catch(() => undefined);

const sessionCalls = (): SessionApi =>
  lazyCalls(() => loadAccounts().then((accounts) => accounts.sessionApi(http)), {
    login: { method: 'POST', path: '/api/accounts/login/' },
    refresh: { method: 'POST', path: '/api/accounts/refresh/' },
    logout: { method: 'POST', path: '/api/accounts/logout/' },
    user: { method: 'GET', path: '/api/accounts/user' },
  });

const NOTICE_TEXT = {
  'only-players': () => i18n._(notices.onlyPlayers),
  'session-expired': () => i18n._(notices.sessionExpired),
} satisfies Record<SessionNotice, () => string>;

type SessionChangeListener = (kind: SessionChangeKind, user: User | null) => void;

/** Who hears the session begin or end: the elements announce it as `casino-session-change` (src/element/events.ts). */
const sessionChangeListeners = sharedSlot('sessionChangeListeners', () => new Set<SessionChangeListener>());

export function onSessionChange(listener: SessionChangeListener): () => void {
  sessionChangeListeners.add(listener);
  return () => void sessionChangeListeners.delete(listener);
}

export const session = sharedSlot('session', () => {
  const now = () => Date.now();
  const manager = createSessionManager({
    api: sessionCalls(),
    state: $auth,
    tokens: browserTokenStore(),
    activity: browserActivityStore(now),
    now,
    timers: browserTimers,
    page: typeof document === 'undefined' ? undefined : browserPageSignals(),
    locks: browserLocks(),
    // Production descriptors carry only ids (scripts/rollup-lingui-strip.mjs): translate once the catalog is in.
    // The toasts store arrives with the toaster's chunk, which every page fetches on its first render
    // (define-widget.tsx, PageToaster): a notice is rare, so the runtime does not carry the store.
    notify: (notice) =>
      void activateLocale($locale.get())
        .catch(() => undefined)
        .then(() => import('./toasts'))
        .then(({ showToast }) => void showToast(NOTICE_TEXT[notice](), 'warn'))
        .catch(() => undefined), // no toaster chunk (offline before the first render): nothing to show it in
    onChange: (kind, user) => {
      for (const listener of sessionChangeListeners) listener(kind, user);
    },
  });
  http.setAuthHooks(manager.authHooks);
  return manager;
});

/** Starts the session once per page (restores a stored one); every element calls it on connect. */
export function startSession(): Promise<void> {
  return session.start();
}

export const signIn = (username: string, password: string, purpose?: 'withdraw') => session.signIn(username, password, purpose);
export const signOut = () => session.signOut();
