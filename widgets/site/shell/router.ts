// The site's URL (spec §2 of both documents): one route table, a nanostores router over the history API,
// and navigate(). Only the shell owns the URL (docs/conventions.md §1); pages navigate through navigate() or <Link>.
import { createRouter } from '@nanostores/router';

/**
 * Every route of spec §2, shell and money-and-games. Order matters where patterns overlap: the router
 * takes the first match, so fixed paths come before the parameter patterns that would also match them.
 */
export const ROUTES = {
  root: '/',
  main: '/main',
  signIn: '/sign-in',
  authSignIn: '/auth/sign-in',
  registration: '/registration',
  sport: '/sport',
  sportSft: '/sport/sft',
  sportSftLive: '/sport/sft/live',
  sportDgt: '/sport/dgt/:view/:page?/:id?',
  wheel: '/wheel-game',
  wheelHistory: '/wheel-game-history',
  verifyEmail: '/verify-email',
  verify: '/verify',
  verifyKey: '/verify/:key',
  recovery: '/recovery-password',
  passwordConfirmLegacy: '/emails/verify/password/confirm/:token',
  email: '/email',
  emailVerify: '/email/verify/email/:token',
  passwordConfirm: '/email/verify/password/confirm/:token',
  // The "it wasn't me" link of the notice a change of e-mail sends to the confirmed address (docs/api.md "Change of e-mail").
  emailChangeCancel: '/email/cancel-change/:token',
  balance: '/balance',
  help: '/help',
  faq: '/faq',
  faqAccount: '/faq/igrovoi-kont',
  faqPayments: '/faq/depoziti-i-vyplati',
  settings: '/settings',
  contacts: '/contacts',
  info: '/info',
  search: '/search',
  aboutUs: '/about-us',
  terms: '/terms-and-conditions',
  termsPoint: '/terms-and-conditions/:pointId',
  profile: '/profile',
  profileSection: '/profile/:section/:sub?',
  slots: '/slots',
  slotsCasino: '/slots/casino',
  slotsLive: '/slots/live-casino',
  slotsAll: '/slots/all',
  slotsFreeSpin: '/slots/:provider/:gameId/:freeSpin/session',
  slotsPath: '/slots/:first/:second?/:third?',
} as const;

export type RouteName = keyof typeof ROUTES;

export const $router = createRouter(ROUTES, { links: false, search: false });

type CurrentPage = NonNullable<ReturnType<typeof $router.get>>;

interface NavigateOptions {
  /** For redirects: the new path replaces the current history entry. */
  replace?: boolean;
  /**
   * The page stays and only its state changes (the lobby's filters, a game opening over it or closing):
   * no scroll to the top and no focus move to the page; the page keeps its position and its focus.
   */
  keepPosition?: boolean;
}

let lastKeptPosition = false;

/** Whether the latest navigation asked to keep the page's position (read once by the shell's focus rule). */
export const navigationKeptPosition = () => lastKeptPosition;

/** Goes to a path of the site (with its query and hash). */
export function navigate(path: string, options: NavigateOptions = {}): void {
  const current = location.pathname + location.search + location.hash;
  if (path === current) return;
  lastKeptPosition = options.keepPosition === true;
  $router.open(path, options.replace === true);
  if (!options.replace && !options.keepPosition && !path.includes('#')) scrollTo({ top: 0 });
}

/** A query string (with its "?") of the router's search parameters; '' when there are none. */
export function queryString(search: Record<string, string> | undefined): string {
  const query = new URLSearchParams(search ?? {}).toString();
  return query ? `?${query}` : '';
}

/** Whether `href` is a path of this site that the shell should open without a page load. */
export function isSitePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0]!;
  return !/^\/(api|services|sandbox|dist|qa|partner|demo-assets)(\/|$)/.test(pathname);
}

interface MatchedPath {
  route: RouteName | undefined;
  /** Path parameters; a missing optional one is undefined (the router itself says ''). */
  params: Record<string, string | undefined>;
  path: string;
}

/** Normalises the router's params: '' (an absent optional segment) becomes undefined. */
export function cleanParams(params: Record<string, string> | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, v === '' ? undefined : v]));
}

/** The route `path` matches, exactly as the router decides (first match of ROUTES, trailing slash ignored). */
export function matchPath(path: string): MatchedPath {
  const normalized = path.replace(/\/$/, '') || '/';
  for (const [route, pattern] of $router.routes) {
    const m = normalized.match(pattern);
    if (m) {
      const groups = Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, v ? decodeURIComponent(v) : '']));
      return { route: route as RouteName, params: cleanParams(groups), path: normalized };
    }
  }
  return { route: undefined, params: {}, path: normalized };
}
