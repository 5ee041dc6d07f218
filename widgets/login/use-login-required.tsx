// The guest's "sign in first" (docs/conventions.md §2.3): ask the host with the cancelable `casino-login-required`;
// when nobody took it (a partner page), open the login dialog here (./login-fallback.tsx, loaded then).
import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../src/stores/auth';
import { emit } from '../../src/element/events';
import type { LoginRequiredDetail } from '../../src/element/event-map';
import { useHost } from '../../src/element/define-widget';
import { LoginFallback } from './login-fallback';

interface LoginRequired {
  /** Asks for a sign-in; true when the element shows its own dialog (the host did not take the request). */
  requireLogin(): boolean;
  /** The login dialog, while a request of this element is open and the player is still a guest. */
  fallback: ReactNode;
}

/** `reason`: who asks, the detail of `casino-login-required` (the lobby: 'casino', the wheel: 'wheel-spin'). */
export function useLoginRequired(reason: LoginRequiredDetail['reason']): LoginRequired {
  const { host } = useHost();
  const auth = useStore($auth);
  const [request, setRequest] = useState(0);
  const requireLogin = () => {
    if (!emit(host, 'casino-login-required', { reason }, { cancelable: true })) return false;
    setRequest((n) => n + 1);
    return true;
  };
  return { requireLogin, fallback: request > 0 && !auth.isAuth ? <LoginFallback request={request} /> : null };
}
