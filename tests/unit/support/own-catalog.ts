// An element's own message catalog (src/i18n/catalogs.ts) for tests that render its components without
// the element: activateLocale(locale, ownCatalog('site')) registers it as the element would, and later
// language switches fetch it too.
import type { CatalogName } from '../../../src/i18n/catalogs';
import type { OwnCatalog } from '../../../src/i18n/load';

export const ownCatalog = (name: CatalogName): OwnCatalog => ({
  name,
  load: (locale) => import(`../../../src/i18n/locales/${locale}/${name}/messages.ts`),
});
