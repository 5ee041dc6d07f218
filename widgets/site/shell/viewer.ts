import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { $jurisdiction } from '@src/stores/jurisdiction';
import { isWithdrawOnly } from '@src/session/tokens';
import type { AuthState } from '@src/session/session-manager';
import type { User } from '@src/api/types';
import type { Viewer } from '../chrome/menu';

/**
 * The player the chrome (header, bottom navigation) is drawn for: the signed-in one, and while a stored
 * session is being restored (spec shell §4 item 4) the one it stored. A signed-in page that first painted
 * a guest's header and navigation would re-lay them out when the server answers (docs/architecture.md
 * "Speed budgets": nothing painted moves); if the server refuses the stored session, the guest's chrome
 * follows as it would after a sign-out.
 */
export function chromePlayer(auth: AuthState): User | null {
  return auth.isAuth || auth.status === 'restoring' ? auth.user : null;
}

/** Whether the chrome is drawn for a player: signed in, or a stored one being restored (chromePlayer). */
const drawnForPlayer = (auth: AuthState): boolean => auth.isAuth || chromePlayer(auth) !== null;

/** Who is looking, as the menus need it: the session, and the products their jurisdiction offers. */
export function useViewer(): Viewer {
  const auth = useStore($auth);
  const { jurisdiction } = useStore($jurisdiction);
  const isAuth = drawnForPlayer(auth);
  return {
    isAuth,
    userTypes: auth.user ? auth.user.userTypes : null,
    products: jurisdiction.products,
    withdrawOnly: isAuth && isWithdrawOnly(auth.session?.access),
  };
}

/**
 * Whether the jurisdiction offers `product` (the header's wheel button, the bottom nav's casino) to this
 * viewer: a withdraw-only login (./withdraw-only.ts) is offered none.
 */
export function useOffers(product: string): boolean {
  const offered = useStore($jurisdiction).jurisdiction.products.includes(product);
  const auth = useStore($auth);
  return offered && !(drawnForPlayer(auth) && isWithdrawOnly(auth.session?.access));
}
