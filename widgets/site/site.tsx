// <casino-site>: the reference site's shell (spec shell §2, §4 "Error boundary"). It owns the URL and the
// chrome — header, side panels, bottom navigation, footer, modals — and shows each route's page: its own
// lazily loaded page modules, or the other elements (lobby, sportsbook, cashier, profile, wheel).
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../src/stores/auth';
import { isWithdrawOnly } from '../../src/session/tokens';
import { $jurisdiction } from '../../src/stores/jurisdiction';
import { $locale, $dir } from '../../src/stores/locale';
import { closeAllModals, openModal } from '../../src/stores/modals';
import { htmlLangOf } from '../../src/i18n/locale';
import { useHost } from '../../src/element/define-widget';
import type { CasinoEvent } from '../../src/element/event-map';
import { ErrorScreen } from '../../src/ui';
import { $router, cleanParams, isSitePath, navigate, navigationKeptPosition, queryString } from './shell/router';
import { resolve, type Resolution } from './shell/resolve';
import { useViewportWidth } from './shell/viewport';
import { isPlainClick } from '../../src/ui/link';
import { Header } from './chrome/header';
import { LeftPanel, RightPanel } from './chrome/panels';
import { BottomNav } from './chrome/bottom-nav';
import { Footer } from './chrome/footer';
import { ModalStack } from './chrome/modals';
import { ElementPageView, PageLoader, ShellPageView } from './shell/outlet';
import { LobbyBanners } from './shell/lobby-banners';
import { $pagesLoading, openPanel } from './shell/state';
import { createErrorReloads } from './shell/error-reloads';
import { useRouteTitle } from './shell/use-route-title';
import { followSignInReturn, signInThenReturn } from './shell/sign-in-return';
import type { PageProps } from './shell/page';

export type SiteProps = Record<string, never>;

/** The session states as the route guards see them (a logout in progress still counts as signed in). */
function authForGuards(status: string): 'guest' | 'restoring' | 'signed-in' {
  if (status === 'restoring') return 'restoring';
  return status === 'guest' ? 'guest' : 'signed-in';
}

const errorReloads = createErrorReloads({
  storage: sessionStorage,
  reload: () => location.reload(),
  goToRoot: () => location.assign('/'),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
});

/**
 * QA switch (docs/qa.md): while `casino-widgets:qa:crash-site` holds a count above 0, each load of the
 * site throws once in render and counts down — the error boundary's whole sequence, reachable on purpose.
 */
const QA_CRASH_KEY = 'casino-widgets:qa:crash-site';
function CrashProbe() {
  const crash = useMemo(() => {
    const left = Number(localStorage.getItem(QA_CRASH_KEY));
    if (!(left > 0)) return false;
    if (left > 1) localStorage.setItem(QA_CRASH_KEY, String(left - 1));
    else localStorage.removeItem(QA_CRASH_KEY);
    return true;
  }, []);
  if (crash) throw new Error('QA: site crash requested');
  return null;
}

/** Spec §4 "Error boundary": reload up to 3 times, then the root, then on the fifth load the error screen. */
class SiteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null; screen: boolean }> {
  override state = { error: null as Error | null, screen: false };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch() {
    if (errorReloads.failed() === 'screen') this.setState({ screen: true });
  }

  override componentDidMount() {
    if (!this.state.error) errorReloads.started();
  }

  override render() {
    if (this.state.error) {
      return this.state.screen ? (
        <div className="site-error-screen">
          <ErrorScreen
            error={this.state.error}
            onRetry={() => {
              errorReloads.reset();
              location.assign('/');
            }}
          />
        </div>
      ) : (
        <PageLoader />
      );
    }
    return this.props.children;
  }
}

function usePage(): { props: PageProps; resolution: Resolution } {
  const page = useStore($router);
  const auth = useStore($auth);
  const { known, jurisdiction } = useStore($jurisdiction);
  const width = useViewportWidth();
  const path = page?.path ?? location.pathname;
  const params = cleanParams(page?.params as Record<string, string> | undefined);
  const resolution = resolve({ route: page?.route, path }, {
    auth: authForGuards(auth.status),
    viewportWidth: width,
    products: known ? jurisdiction.products : null,
    withdrawOnly: (auth.isAuth || auth.status === 'restoring') && isWithdrawOnly(auth.session?.access),
  });
  const search = page?.search ?? Object.fromEntries(new URLSearchParams(location.search));
  return { props: { route: page?.route ?? 'notFound', params, search, path }, resolution };
}

/** The document follows the site's language (the site owns the page it is the shell of). */
function useDocumentLanguage() {
  const locale = useStore($locale);
  const dir = useStore($dir);
  useEffect(() => {
    document.documentElement.lang = htmlLangOf(locale);
    document.documentElement.dir = dir;
  }, [locale, dir]);
}

/** Site paths clicked anywhere inside the site (its own links, page content, nested elements) use the router. */
function useLinkInterception(host: HTMLElement) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href')!;
      if (!isSitePath(href)) return;
      event.preventDefault();
      navigate(href);
    };
    // Requests from our elements: go somewhere, or sign in first.
    const onNavigate = (event: CasinoEvent<'casino-navigate'>) => {
      const detail = event.detail;
      const path = detail?.path;
      if (typeof path !== 'string' || !isSitePath(path)) return;
      event.preventDefault();
      navigate(path, { keepPosition: detail.keepScroll === true, replace: detail.replace === true });
    };
    // The sportsbook's frame (docs/contracts/sportsbook.md §5 `deposit-requested`) or the wheel's « Déposer »
    // (widgets/wheel/README.md "States") asked for a deposit: the cashier's deposit page, with no modal left
    // over it (the wheel opened from the header).
    const onDepositRequested = (event: CasinoEvent<'casino-deposit-requested'>) => {
      event.preventDefault();
      closeAllModals();
      navigate('/profile/replenishment');
    };
    const onLoginRequired = (event: CasinoEvent<'casino-login-required'>) => {
      const reason = event.detail?.reason;
      // A protected banner only says "please authorize" (spec §4 "Banners"); other requests open sign-in.
      if (reason === 'banner') return;
      event.preventDefault();
      openModal('sign-in');
    };
    host.addEventListener('click', onClick);
    host.addEventListener('casino-navigate', onNavigate);
    host.addEventListener('casino-login-required', onLoginRequired);
    host.addEventListener('casino-deposit-requested', onDepositRequested);
    return () => {
      host.removeEventListener('casino-deposit-requested', onDepositRequested);
      host.removeEventListener('click', onClick);
      host.removeEventListener('casino-navigate', onNavigate);
      host.removeEventListener('casino-login-required', onLoginRequired);
    };
  }, [host]);
}

/** After a navigation (not the first load), focus moves to the page so a screen reader starts there. */
function useFocusOnNavigation(path: string) {
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    openPanel(null);
    // A page that only changed its own state (the lobby's filters, a game over it) keeps its focus.
    if (!navigationKeptPosition()) main.current?.focus({ preventScroll: true });
  }, [path]);
  return main;
}

/**
 * False for the site's first render, true from a task after its first frame: what no first screen shows
 * (the footer under a main area at least a screen high, the closed side panels, the modal stack) is built
 * then, so the first render's task and the first layout carry only the header, the bottom navigation and
 * the page (docs/architecture.md "Speed budgets").
 */
function useAfterFirstFrame(): boolean {
  const [after, setAfter] = useState(false);
  // Effects run once the frame is painted; the timer puts the render in a task of its own. (Not
  // src/platform/yield-to-page.ts: shared with the site, that module became a file of its own on the
  // lobby's first load, 166 B over its budget.)
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true));
    return () => clearTimeout(timer);
  }, []);
  return after;
}

function PageArea({ resolution, props }: { resolution: Resolution; props: PageProps }) {
  switch (resolution.kind) {
    case 'redirect':
    case 'wait':
      return <PageLoader />;
    case 'shell':
      return <ShellPageView name={resolution.page} props={props} />;
    case 'element':
      // The element gets the whole location: the lobby's filters are query parameters (spec §2 "Casino").
      // The lobby's pages have their banner carousel above them.
      return (
        <>
          {resolution.page === 'lobby' ? <LobbyBanners path={props.path} /> : null}
          <ElementPageView page={resolution.page} attributes={{ path: props.path + queryString(props.search) }} />
        </>
      );
  }
}

function SiteChrome() {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  const { props, resolution } = usePage();
  const loading = useStore($pagesLoading) > 0;
  useDocumentLanguage();
  useRouteTitle(root, resolution, props.path);
  useLinkInterception(host);
  const main = useFocusOnNavigation(props.path);

  useEffect(followSignInReturn, []);
  const status = useStore($auth).status;
  const signedIn = status === 'signed-in' || status === 'logging-out';
  // Whether the previous render had a session: a player signed out on a profile page (the logout button,
  // a time-out) leaves for /main without being asked to sign in again; a guest opening the page is asked.
  const hadSession = useRef(signedIn);
  const signInThen = resolution.kind === 'redirect' ? resolution.signInThen : undefined;
  // A redirect, or an element shown while its URL is corrected in place (resolve.ts `to`).
  const to = resolution.kind === 'redirect' || resolution.kind === 'element' ? resolution.to : undefined;
  useEffect(() => {
    if (to === undefined) return;
    // A guest's deep link to a signed-in page: /main with the sign-in dialog, then back (shell/sign-in-return.ts).
    if (signInThen && !hadSession.current) signInThenReturn(signInThen + queryString(props.search) + location.hash);
    navigate(to, { replace: true });
  }, [to === undefined ? null : `${to} ${signInThen ?? ''}`]);
  useEffect(() => {
    hadSession.current = signedIn;
  });

  const footer = resolution.kind === 'shell' || resolution.kind === 'element' ? resolution.footer : true;
  // The chrome follows its own stores, not the page, and SiteChrome renders again at every route, session
  // and page-loading change: the same elements each time, so Preact skips them (as React does) instead of
  // rebuilding the header, both panels, the footer and the bottom navigation with each page (a warm
  // /slots/live-casino on the phone profile: a 135 ms task, the lobby's first render and a whole chrome's).
  // Not memo(): it would add compat's memo to the runtime every element loads.
  const chrome = useMemo(() => ({ header: <Header />, left: <LeftPanel />, right: <RightPanel />, footer: <Footer />, bottomNav: <BottomNav /> }), []);
  const routeModal = resolution.kind === 'shell' ? resolution.modal : undefined;
  const modals = useMemo(() => <ModalStack routeModal={routeModal} />, [routeModal]);
  const afterFirstFrame = useAfterFirstFrame();
  return (
    <div className="site" data-footer={footer ? undefined : 'hidden'}>
      <a className="site-skip" href="#site-main" onClick={(e) => (e.preventDefault(), main.current?.focus())}>
        {i18n._({ id: 'site.skip', message: 'Aller au contenu' })}
      </a>
      <div
        className="site-progress"
        role="progressbar"
        aria-label={i18n._({ id: 'site.page.loading', message: 'Chargement de la page…' })}
        hidden={!loading}
      />
      {chrome.header}
      {afterFirstFrame ? chrome.left : null}
      {afterFirstFrame ? chrome.right : null}
      <main id="site-main" className="site-main" ref={main} tabIndex={-1} aria-busy={loading || undefined}>
        <PageArea resolution={resolution} props={props} />
      </main>
      {footer && afterFirstFrame ? chrome.footer : null}
      {chrome.bottomNav}
      {afterFirstFrame ? modals : null}
    </div>
  );
}

export function Site(_props: SiteProps) {
  return (
    <SiteErrorBoundary>
      <CrashProbe />
      <SiteChrome />
    </SiteErrorBoundary>
  );
}
