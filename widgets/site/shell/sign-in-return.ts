// A guest who opens a signed-in page (a /profile or /balance link) is sent to /main (spec money-and-games
// §2 "guests are redirected to /main"), with the sign-in dialog open over it (spec shell §2 "Modals"):
// signing in brings them back to the page they asked for, closing the dialog leaves them on /main.
// resolve.ts says so (`signInThen`); this module remembers the page while the dialog is open.
import { $auth } from '@src/stores/auth';
import { $openedModals, openModal } from '@src/stores/modals';
import { navigate } from './router';

let pending: string | null = null;

/** Opens the sign-in dialog; once signed in, the site goes to `path` (path, query and hash). */
export function signInThenReturn(path: string): void {
  pending = path;
  openModal('sign-in');
}

/**
 * Follows the session and the dialog for the shell's lifetime; returns the unsubscribe. A sign-in
 * (in the dialog or the header's form) goes to the remembered page; the dialog closed by a guest forgets it.
 */
export function followSignInReturn(): () => void {
  const offAuth = $auth.subscribe((auth) => {
    if (!auth.isAuth || pending === null) return;
    const to = pending;
    pending = null;
    navigate(to, { replace: true });
  });
  const offModals = $openedModals.subscribe((opened) => {
    if (pending !== null && !opened.includes('sign-in') && !$auth.get().isAuth) pending = null;
  });
  return () => {
    offAuth();
    offModals();
  };
}
