import { useStore } from '@nanostores/react';
import { $auth } from '@src/stores/auth';
import type { Viewer } from '../chrome/menu';

/** Who is looking, as the menus need it. */
export function useViewer(): Viewer {
  const auth = useStore($auth);
  return { isAuth: auth.isAuth, userTypes: auth.user ? auth.user.userTypes : null };
}
