// $auth: the page's one session (spec §3 "Auth state": user, isAuth, session, partnerId, additionalData),
// shared by every element and every build on the page. The rules live in session/session-manager.ts.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { lazySessionApi } from '../api/session-calls';
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
    api: lazySessionApi(http),
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
