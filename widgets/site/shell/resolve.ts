// What the shell shows for a URL (spec shell §2 "Top-level and shell routes", money-and-games §2), as one
// pure function of the matched route, the session and the viewport width, so every rule is unit-tested
// without a browser. The shell holds its own pages and the guards; a path an element owns goes to that
// element by prefix (element-pages.ts), and the element's location.ts answers the redirect a bad
// sub-path needs (the profile's sections, the sport views…).
import type { RouteName } from './router';
import { ELEMENT_PAGES, type ElementPage } from './element-pages';
import { pathSegments } from '@src/platform/path';
import { isOffered, productOf } from './products';
import { WITHDRAW_ONLY_HOME, withdrawOnlyReaches } from './withdraw-only';

/** Page modules of the shell itself (widgets/site/pages/*, and content/'s static and search pages), loaded lazily. */
export type ShellPage =
  | 'main'
  | 'sign-in'
  | 'registration'
  | 'sport-chooser'
  | 'verify'
  | 'email-change-cancel'
  | 'recovery'
  | 'password-confirm'
  | 'settings'
  | 'static'
  | 'search'
  | 'not-found'
  /** A product the jurisdiction does not offer (docs/contracts/responsible-gaming.md §4): a clear page, a way on. */
  | 'unavailable';

/** Routes shown as a modal of the stack (spec §2 "Modals": the wheel and its history are full screen). */
export type RouteModal = 'wheel' | 'wheel-history';

export type Resolution =
  /**
   * `signInThen`: a guest opened a signed-in page (spec money-and-games §2: guests go to /main); the
   * shell opens the sign-in dialog over /main and, once signed in, goes back to this path.
   */
  | { kind: 'redirect'; to: string; signInThen?: string }
  /** A stored session is being restored: show the loader, decide afterwards (spec §4 "Startup"); a player's element page mounts instead. */
  | { kind: 'wait' }
  /** `modal`: a route that is a full-screen modal over the page beneath (the wheel, spec §2). */
  | { kind: 'shell'; page: ShellPage; footer: boolean; modal?: RouteModal }
  /**
   * `to`: the path the element's own location.ts gives this one on this viewport; the shell replaces the URL
   * while the element stays mounted (element-pages.ts `followsOwnRedirect`).
   */
  | { kind: 'element'; page: ElementPage; footer: boolean; to?: string };

interface Matched {
  route: RouteName | undefined;
  path: string;
}

export interface Context {
  auth: 'guest' | 'restoring' | 'signed-in';
  viewportWidth: number;
  /**
   * The products the jurisdiction profile offers (src/stores/jurisdiction.ts); null while the server's
   * profile is not known yet (a gated route waits rather than flash the lobby); undefined: no profile.
   */
  products?: readonly string[] | null;
  /**
   * A withdraw-only login (src/session/tokens.ts isWithdrawOnly): a player on a break, signed in to be paid out,
   * reaches only the withdrawal, the payment history and sign-out (./withdraw-only.ts). Also while such a
   * session is restored: a page it may not open then waits instead of mounting.
   */
  withdrawOnly?: boolean;
}

type Access = 'signed-in' | 'guest';

interface ShellRoute {
  page: ShellPage;
  /** Who may open it; the others go to /main (spec §2). */
  only?: Access;
  modal?: RouteModal;
}

const SHELL_ROUTES: Partial<Record<RouteName, ShellRoute>> = {
  main: { page: 'main' },
  signIn: { page: 'sign-in', only: 'guest' },
  authSignIn: { page: 'sign-in', only: 'guest' },
  registration: { page: 'registration', only: 'guest' },
  sport: { page: 'sport-chooser' },
  // The wheel is a full-screen modal over the home page: closing it lands on /main (spec §2).
  wheel: { page: 'main', modal: 'wheel' },
  wheelHistory: { page: 'main', modal: 'wheel-history' },
  verifyEmail: { page: 'verify' },
  verify: { page: 'verify' },
  verifyKey: { page: 'verify' },
  email: { page: 'verify' },
  emailVerify: { page: 'verify' },
  recovery: { page: 'recovery' },
  passwordConfirm: { page: 'password-confirm' },
  passwordConfirmLegacy: { page: 'password-confirm' },
  emailChangeCancel: { page: 'email-change-cancel' },
  settings: { page: 'settings', only: 'signed-in' },
  help: { page: 'static' },
  faq: { page: 'static' },
  faqAccount: { page: 'static' },
  faqPayments: { page: 'static' },
  contacts: { page: 'static' },
  info: { page: 'static' },
  aboutUs: { page: 'static' },
  terms: { page: 'static' },
  termsPoint: { page: 'static' },
  search: { page: 'search' },
};

const ELEMENT_PREFIXES = (Object.keys(ELEMENT_PAGES) as ElementPage[])
  .flatMap((page) => ELEMENT_PAGES[page].prefixes.map((prefix) => ({ page, segments: pathSegments(prefix.toLowerCase()) })))
  .sort((a, b) => b.segments.length - a.segments.length);

/** The element owning `path`: the longest registered prefix the path is at or below, in any case. */
export function elementAt(path: string): ElementPage | undefined {
  const segments = pathSegments(path).map((segment) => segment.toLowerCase());
  return ELEMENT_PREFIXES.find((entry) => entry.segments.every((segment, i) => segments[i] === segment))?.page;
}

const NOT_FOUND: Resolution = { kind: 'shell', page: 'not-found', footer: true };
const UNAVAILABLE: Resolution = { kind: 'shell', page: 'unavailable', footer: true };

export function resolve(matched: Matched, context: Context): Resolution {
  const { route, path } = matched;
  // The route table decides what exists at all (and how deep an element's paths go).
  if (route === undefined) return NOT_FOUND;
  // A withdraw-only login is confined before anything else (no lobby, wheel, sport or deposit).
  if (context.auth === 'signed-in' && context.withdrawOnly && !withdrawOnlyReaches(path)) return { kind: 'redirect', to: WITHDRAW_ONLY_HOME };
  if (route === 'root') return { kind: 'redirect', to: '/main' };

  const shell = SHELL_ROUTES[route];
  const element = shell ? undefined : elementAt(path);
  const product = productOf(route, element);
  if (product && context.products === null) return { kind: 'wait' };
  if (!isOffered(product, context.products ?? undefined)) return UNAVAILABLE;
  const entry = element && ELEMENT_PAGES[element];
  const only: Access | undefined = shell ? shell.only : entry?.signedInOnly ? 'signed-in' : undefined;
  if (only && context.auth === 'restoring') {
    // A player's element page (the cashier, the profile) mounts while a stored session is restored (spec
    // shell §4 item 4), drawn for the player it stored as the chrome is (viewer.ts chromePlayer), so its
    // chunk and first paint do not wait for the server's answer (docs/architecture.md "Speed budgets"). If
    // the server refuses the session, the guest's guard below sends it to sign-in as from any page. The
    // shell's guarded pages, and a withdraw-only login's closed paths, still wait for the verdict.
    if (!entry || only !== 'signed-in' || (context.withdrawOnly && !withdrawOnlyReaches(path))) return { kind: 'wait' };
  } else if (only) {
    if (context.auth === 'guest' && only === 'signed-in') return { kind: 'redirect', to: '/main', signInThen: path };
    if ((context.auth === 'signed-in') !== (only === 'signed-in')) return { kind: 'redirect', to: '/main' };
  }

  if (shell) return shell.modal ? { kind: 'shell', page: shell.page, footer: true, modal: shell.modal } : { kind: 'shell', page: shell.page, footer: true };
  if (!element || !entry) return NOT_FOUND;
  const to = entry.canonical?.(path, { viewportWidth: context.viewportWidth });
  if (to) return entry.followsOwnRedirect ? { kind: 'element', page: element, footer: entry.footer, to } : { kind: 'redirect', to };
  return { kind: 'element', page: element, footer: entry.footer };
}
