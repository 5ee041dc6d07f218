// The reference site's shell (<casino-site>) as a player perceives it: French accessible names
// (src/i18n/locales/fr/messages.po), where the page is, how to sign in through the UI, and the page-side
// recorders the site tests share (toasts, CSP violations, axe-core). Role and label locators pierce the
// elements' open shadow roots.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { settleAnimations } from '../../settle-animations';
import { baseUrl } from './sandbox';
import { DEMO, loginWidget } from './site';

/** Texts of the shell in French, with their catalogue ids. */
export const SITE_FR = {
  mainTitle: 'Casino — paris sportifs et casino en ligne', // site.main.title (the /main h1)
  comingSoon: 'Cette partie du site arrive bientôt. Merci de votre patience !', // site.coming_soon
  pleaseAuthenticate: 'Veuillez vous identifier', // notice.please_authenticate
  pleaseAuthorize: 'Veuillez vous connecter pour continuer', // notice.please_authorize
  mainMenu: 'Menu principal', // site.menu.main
  sideMenu: 'Menu', // site.menu.side (the left panel's dialog and its nav)
  openMenu: 'Ouvrir le menu', // site.menu.open (burger)
  closePanel: 'Fermer', // site.panel.close
  bottomNav: 'Navigation rapide', // site.menu.bottom
  home: 'Accueil', // site.nav.home
  sport: 'Sport', // site.nav.sport
  casino: 'Casino', // menu.casino
  signIn: 'Connexion', // site.sign_in (mobile header link, casino page button)
  responsibleBadge: '18+ — Jeu responsable', // site.responsible.short (header)
  responsible: 'Jeu responsable', // menu.responsible
  sportChooser: 'Choisissez votre sport', // site.modal.sport
  sportHome: 'Accueil sport', // site.sport.home
  account: 'Mon compte', // site.account (right panel, bottom navigation)
  thanks: 'Merci', // notices.thanks
  retry: 'Réessayer', // error_screen.retry
  errorTitle: "Une erreur s'est produite", // error_screen.title
  notFound: 'Page introuvable', // site.not_found.title
} as const;

/** The language selector's button: the visible code first, then "Langue : Français" in the current language. */
export const LANGUAGE_BUTTON = /^(FR|EN|AR) — /;

export const siteUrl = (path: string) => `${baseUrl()}${path}`;

/** The path the tab shows (no origin, query or hash). */
export const DESKTOP = { width: 1280, height: 800 };

/** A new page of `browser` at `viewport`, opened on the site's `path`. */
export async function openSitePage(browser: { newPage(): Promise<Page> }, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  await page.goto(siteUrl(path));
  return page;
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Opens `path` as the site's own links do: a history entry the router hears, no new document. A deep link
 * costs the runner about a second more of CPU (a new document: its scripts, styles and first render), so a
 * test that checks pages rather than how they load visits most of them this way.
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the tab's path is `path` (a redirect by the shell replaces the history entry). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** The page's level-one heading with exactly this name, inside <main>. */
export const pageHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** A toast with exactly this text (the toaster's alert and status regions). */
export const toast = (page: Page, text: string) => page.getByRole('alert').or(page.getByRole('status')).getByText(text, { exact: true });

/** The header: its main menu, the 18+ link, the language selector. */
export function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    banner,
    mainMenu: banner.getByRole('navigation', { name: SITE_FR.mainMenu }),
    responsible: banner.getByRole('link', { name: SITE_FR.responsibleBadge, exact: true }),
    language: banner.getByRole('button', { name: LANGUAGE_BUTTON }),
    burger: banner.getByRole('button', { name: SITE_FR.openMenu, exact: true }),
  };
}

/**
 * Signs demo in as a player would: the sign-in page's form, then the site sends them to /main (spec §2
 * "Sign-in page"). Resolves once the session is stored, so a reload or a deep link restores it.
 */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto(siteUrl('/sign-in'));
  await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
  await waitForPath(page, '/main');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('casino-widgets:session') !== null), { timeout: 10_000 })
    .toBe(true);
}

/** The carousel of banners in <main> and its controls, by their French names (widgets/banners). */
export function bannerCarousel(scope: Page | Locator) {
  const region = scope.getByRole('region', { name: 'Promotions', exact: true });
  return {
    region,
    slide: (index: number, count: number) => region.getByRole('group', { name: `${index} sur ${count}`, exact: true }),
    dot: (index: number, count: number) => region.getByRole('button', { name: `Diapositive ${index} sur ${count}`, exact: true }),
    /** The index (1-based) of the dot marked current. */
    async currentDot(count: number): Promise<number> {
      for (let i = 1; i <= count; i++) {
        if ((await this.dot(i, count).getAttribute('aria-current')) === 'true') return i;
      }
      return 0;
    },
  };
}

// --- Content-Security-Policy ------------------------------------------------------------------------

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  url: string;
}

/**
 * Records every `securitypolicyviolation` of the context's pages on window.__cspViolations, from the
 * first script on (an init script runs before the page's own and is not subject to its CSP). The event
 * is composed, so violations inside the elements' shadow roots reach window too.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: unknown[] };
    w.__cspViolations = [];
    addEventListener(
      'securitypolicyviolation',
      (e) =>
        w.__cspViolations.push({
          directive: e.effectiveDirective || e.violatedDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
          url: location.pathname,
        }),
      true,
    );
  });
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []);

// --- axe-core ---------------------------------------------------------------------------------------

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's serious and critical violations on the whole document (axe walks open shadow roots). The
 * source is evaluated through the DevTools protocol: under the site's `script-src 'self'` an injected
 * <script> (addScriptTag) would itself be refused. Entrance fades end first, so contrast is measured on
 * the colours the player reads.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await page.evaluate(settleAnimations);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and node, for a failure message a reader can act on. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id} (${v.help}):\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}
