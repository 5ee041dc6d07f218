// Which product a route belongs to (jurisdiction profiles): a profile that does not offer it
// (France offers sport only) turns the route into the "not offered in your jurisdiction" page, never a
// 404 and never the lobby. Pure, so resolve.ts's tests cover every jurisdiction.
import type { Product } from '@src/api/jurisdiction';
import type { RouteName } from './router';
import type { ElementPage } from './element-pages';

/** The product behind `route` (or behind the element owning its path); null for the rest of the site. */
export function productOf(route: RouteName | undefined, element: ElementPage | undefined): Product | null {
  if (route === 'wheel' || route === 'wheelHistory') return 'wheel';
  if (route === 'sport' || element === 'sportsbook') return 'sport';
  // Every /slots… path: casino, live casino, virtuals, the crash game, the providers' pages.
  if (element === 'lobby') return 'casino';
  return null;
}

/** `products`: the profile's, or undefined where no profile applies (everything offered). */
export function isOffered(product: Product | null, products: readonly string[] | undefined): boolean {
  return product === null || products === undefined || products.includes(product);
}
