// What every page of the shell receives. A page module (widgets/site/pages/…, and the static and search
// pages in content/) default-exports a component taking PageProps; the shell loads it lazily by import()
// when its route opens.
export interface PageProps {
  /** The route's name in ROUTES (widgets/site/shell/router.ts). */
  route: string;
  /** Path parameters of the route (`/verify/:key` → { key }). */
  params: Record<string, string | undefined>;
  /** Query parameters of the current URL. */
  search: Record<string, string>;
  /** The current path, without query or hash. */
  path: string;
}

/** What a lazily loaded page module exports: the page, and its CSS text (adopted into the site's shadow root). */
export interface PageModule {
  default: import('react').ComponentType<PageProps>;
  styles?: string;
}
