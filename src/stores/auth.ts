// $auth: the page's one session (spec §3 "Auth state": user, isAuth, session, partnerId, additionalData),
// shared by every element and every build on the page. The rules live in session/session-manager.ts.
import { map } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { sessionApi } from '../api/accounts';
import { createSessionManager, GUEST_STATE, type AuthState, type SessionNotice } from '../session/session-manager';
import {
  browserActivityStore,
  browserLocks,
  browserPageSignals,
  browserTokenStore,
} from '../session/browser-platform';
import { browserTimers } from '../platform/wall-clock-timer';
import { emitFromPage, type SessionChangeDetail } from '../element/events';
import { showToast } from './toasts';
import { i18n } from '../i18n/i18n';
import { notices } from '../i18n/messages';
import { activateLocale } from '../i18n/load';
import { $locale } from './locale';

export const $auth = sharedSlot('auth', () => map<AuthState>({ ...GUEST_STATE }));

const NOTICE_TEXT = {
  'only-players': () => i18n._(notices.onlyPlayers),
  'session-expired': () => i18n._(notices.sessionExpired),
} satisfies Record<SessionNotice, () => string>;

export const session = sharedSlot('session', () => {
  const now = () => Date.now();
  const manager = createSessionManager({
    api: sessionApi(http),
    state: $auth,
    tokens: browserTokenStore(),
    activity: browserActivityStore(now),
    now,
    timers: browserTimers,
    page: typeof document === 'undefined' ? undefined : browserPageSignals(),
    locks: browserLocks(),
    // Production descriptors carry only ids (scripts/rollup-lingui-strip.mjs): translate once the catalog is in.
    notify: (notice) =>
      void activateLocale($locale.get())
        .catch(() => undefined)
        .then(() => showToast(NOTICE_TEXT[notice](), 'warn')),
    onChange: (state, user) =>
      emitFromPage<SessionChangeDetail>('casino-session-change', {
        state,
        user: user && { id: user.id, username: user.username, currency: user.currency },
      }),
  });
  http.setAuthHooks(manager.authHooks);
  return manager;
});

/** Starts the session once per page (restores a stored one); every element calls it on connect. */
export function startSession(): Promise<void> {
  return session.start();
}

export const signIn = (username: string, password: string) => session.signIn(username, password);
export const signOut = () => session.signOut();
