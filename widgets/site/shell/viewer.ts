import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import { $jurisdiction } from '@src/stores/jurisdiction';
import type { Viewer } from '../chrome/menu';

/** Who is looking, as the menus need it: the session, and the products their jurisdiction offers. */
export function useViewer(): Viewer {
  const auth = useStore($auth);
  const { jurisdiction } = useStore($jurisdiction);
  return { isAuth: auth.isAuth, userTypes: auth.user ? auth.user.userTypes : null, products: jurisdiction.products };
}

/** Whether the jurisdiction offers `product` (the header's wheel button, the bottom nav's casino). */
export function useOffers(product: string): boolean {
  return useStore($jurisdiction).jurisdiction.products.includes(product);
}
