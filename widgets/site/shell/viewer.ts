import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { $jurisdiction } from '@src/stores/jurisdiction';
import { isWithdrawOnly } from '@src/session/tokens';
import type { Viewer } from '../chrome/menu';

/** Who is looking, as the menus need it: the session, and the products their jurisdiction offers. */
export function useViewer(): Viewer {
  const auth = useStore($auth);
  const { jurisdiction } = useStore($jurisdiction);
  return {
    isAuth: auth.isAuth,
    userTypes: auth.user ? auth.user.userTypes : null,
    products: jurisdiction.products,
    withdrawOnly: auth.isAuth && isWithdrawOnly(auth.session?.access),
  };
}

/**
 * Whether the jurisdiction offers `product` (the header's wheel button, the bottom nav's casino) to this
 * viewer: a withdraw-only login (./withdraw-only.ts) is offered none.
 */
export function useOffers(product: string): boolean {
  const offered = useStore($jurisdiction).jurisdiction.products.includes(product);
  const auth = useStore($auth);
  return offered && !(auth.isAuth && isWithdrawOnly(auth.session?.access));
}
