// What the shell shows for a URL (spec shell §2 "Top-level and shell routes", money-and-games §2): the
// redirects, the guards and the sport-view rules, as one pure function of the matched route, the
// session and the viewport width, so every rule is unit-tested without a browser.
import type { RouteName } from './router';

/** Page modules of the shell itself (widgets/site/pages/*), loaded lazily. */
export type ShellPage =
  | 'main'
  | 'sign-in'
  | 'registration'
  | 'sport-chooser'
  | 'verify'
  | 'recovery'
  | 'password-confirm'
  | 'settings'
  | 'static'
  | 'search'
  | 'not-found';

/** Pages that are other custom elements, delivered by later issues and loaded by import() when they exist. */
export type ElementPage = 'lobby' | 'sportsbook' | 'cashier' | 'profile' | 'wheel';

/** Routes shown as a modal of the stack (spec §2 "Modals": the wheel and its history are full screen). */
export type RouteModal = 'wheel' | 'wheel-history';

export type Resolution =
  | { kind: 'redirect'; to: string }
  /** A stored session is being restored: show the loader, decide afterwards (spec §4 "Startup"). */
  | { kind: 'wait' }
  /** `modal`: a route that is a full-screen modal over the page beneath (the wheel, spec §2). */
  | { kind: 'shell'; page: ShellPage; footer: boolean; modal?: RouteModal }
  | { kind: 'element'; page: ElementPage; footer: boolean };

export interface Matched {
  route: RouteName | undefined;
  params: Record<string, string | undefined>;
  path: string;
}

export interface Context {
  auth: 'guest' | 'restoring' | 'signed-in';
  viewportWidth: number;
}

/** Spec §9: a viewport under 767 px forces the mobile sport view. */
export const MOBILE_SPORT_MAX = 767;

export const DGT_VIEWS = ['eu', 'af', 'as', 'm', 'es', 'la'] as const;
export const DGT_PAGES = [
  'Home',
  'Upcoming',
  'EventView',
  'Results',
  'UpcomingDetails',
  'Calendar',
  'MultiView',
  'Overview',
  'BetsHistory',
  'GroupStage',
] as const;
/** Added for the mobile view (money-and-games §2). */
export const DGT_MOBILE_PAGES = ['Live', 'Sport'] as const;
export const DGT_FALLBACK_VIEW = 'af';

/** The profile's sub-routes (money-and-games §2) and the second segments they accept. */
export const PROFILE_SECTIONS: Record<string, readonly string[] | 'id' | null> = {
  'user-info': null,
  withdraw: null,
  transactions: 'id',
  promocode: null,
  limits: null,
  'user-bonus': null,
  'self-exclusion': null,
  'bet-history': ['sft', 'dgt', 'alt'],
  'bet-details': ['sft'],
  'pay-history': null,
  'bonus-history': null,
  'cashback-history': null,
  replenishment: null,
  cashier: null,
  'kyc-verifiaction': null,
  'exchange-bonus-balance': null,
  'change-password': null,
  'bookmakers-settings': null,
  'slots-history': null,
};
/** Profile sections that are money movements: the cashier element's pages. */
const CASHIER_SECTIONS = new Set(['withdraw', 'replenishment', 'cashier', 'pay-history']);

const AUTH_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['settings', 'profile', 'profileSection', 'balance']);
const GUEST_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['signIn', 'authSignIn', 'registration']);

const SHELL_PAGES: Partial<Record<RouteName, ShellPage>> = {
  main: 'main',
  signIn: 'sign-in',
  authSignIn: 'sign-in',
  registration: 'registration',
  sport: 'sport-chooser',
  verifyEmail: 'verify',
  verify: 'verify',
  verifyKey: 'verify',
  email: 'verify',
  emailVerify: 'verify',
  recovery: 'recovery',
  passwordConfirm: 'password-confirm',
  passwordConfirmLegacy: 'password-confirm',
  settings: 'settings',
  help: 'static',
  faq: 'static',
  faqAccount: 'static',
  faqPayments: 'static',
  contacts: 'static',
  info: 'static',
  aboutUs: 'static',
  terms: 'static',
  termsPoint: 'static',
  search: 'search',
};

/** The sport view a viewport may show: narrow ones are forced to mobile (m) unless on ESport. */
export function sportView(requested: string | undefined, viewportWidth: number): string {
  const narrow = viewportWidth < MOBILE_SPORT_MAX;
  const known = (DGT_VIEWS as readonly string[]).includes(requested ?? '') ? requested! : undefined;
  if (narrow) return known === 'es' ? 'es' : 'm';
  return known && known !== 'm' ? known : DGT_FALLBACK_VIEW;
}

function dgtPageValid(view: string, page: string | undefined): boolean {
  if (page === undefined) return false;
  if ((DGT_PAGES as readonly string[]).includes(page)) return true;
  return view === 'm' && (DGT_MOBILE_PAGES as readonly string[]).includes(page);
}

export function resolve(matched: Matched, context: Context): Resolution {
  const { route, params } = matched;
  if (route === undefined) return { kind: 'shell', page: 'not-found', footer: true };
  if (route === 'root') return { kind: 'redirect', to: '/main' };
  if (route === 'slots') return { kind: 'redirect', to: '/slots/casino' };

  if (AUTH_ONLY.has(route) || GUEST_ONLY.has(route)) {
    if (context.auth === 'restoring') return { kind: 'wait' };
    const signedIn = context.auth === 'signed-in';
    if (AUTH_ONLY.has(route) && !signedIn) return { kind: 'redirect', to: '/main' };
    if (GUEST_ONLY.has(route) && signedIn) return { kind: 'redirect', to: '/main' };
  }

  const shellPage = SHELL_PAGES[route];
  if (shellPage) return { kind: 'shell', page: shellPage, footer: true };

  switch (route) {
    case 'sportSft':
    case 'sportSftLive':
      return { kind: 'element', page: 'sportsbook', footer: false };
    case 'sportDgt': {
      const view = sportView(params.view, context.viewportWidth);
      if (!dgtPageValid(view, params.page)) return { kind: 'redirect', to: `/sport/dgt/${view}/Home` };
      if (view !== params.view) {
        // The viewport forced another view: the same page (and event) in it.
        const rest = [params.page, params.id].filter(Boolean).join('/');
        return { kind: 'redirect', to: `/sport/dgt/${view}/${rest}` };
      }
      return { kind: 'element', page: 'sportsbook', footer: false };
    }
    // The wheel is a full-screen modal over the home page: closing it lands on /main (spec §2).
    case 'wheel':
      return { kind: 'shell', page: 'main', footer: true, modal: 'wheel' };
    case 'wheelHistory':
      return { kind: 'shell', page: 'main', footer: true, modal: 'wheel-history' };
    case 'balance':
      return { kind: 'element', page: 'cashier', footer: true };
    case 'profile':
      return { kind: 'element', page: 'profile', footer: true };
    case 'profileSection': {
      const section = params.section ?? '';
      const rule = PROFILE_SECTIONS[section];
      const sub = params.sub;
      const valid =
        rule !== undefined &&
        (sub === undefined || (rule === 'id' ? /^\d+$/.test(sub) : Array.isArray(rule) && rule.includes(sub)));
      if (!valid) return { kind: 'redirect', to: '/profile' };
      return { kind: 'element', page: CASHIER_SECTIONS.has(section) ? 'cashier' : 'profile', footer: true };
    }
    case 'slotsCasino':
    case 'slotsLive':
    case 'slotsAll':
    case 'slotsPath':
    case 'slotsFreeSpin':
      return { kind: 'element', page: 'lobby', footer: true };
    default:
      return { kind: 'shell', page: 'not-found', footer: true };
  }
}
