// The title of every route (lobby, registration, verify, recovery and settings included: never just
// "Casino", nor "Accueil" on /wheel-game). One table, so a new shell page cannot forget its title (the
// Record over ShellPage makes TypeScript ask), and one rule for the element pages: the menu entry that
// leads exactly there ("Casino en direct", "TVBet en direct", "Relevé de compte"), else the element's own
// page heading (the lobby's provider or category, the cashier's section), else the element's name.
// Pure but for the heading, so tests/unit/site/page-titles.test.ts checks every route in every language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { MENU } from '../chrome/menu';
import { ELEMENT_PAGES } from './element-pages';
import type { Resolution, RouteModal, ShellPage } from './resolve';

const SHELL_TITLES: Record<ShellPage, MessageDescriptor> = {
  main: /*i18n*/ { id: 'site.nav.home', message: 'Accueil' },
  'sign-in': /*i18n*/ { id: 'site.sign_in', message: 'Connexion' },
  registration: /*i18n*/ { id: 'account.registration.title', message: 'Créer un compte' },
  'sport-chooser': /*i18n*/ { id: 'site.page.sport', message: 'Paris sportifs' },
  verify: /*i18n*/ { id: 'account.verify.title', message: "Confirmation de l'adresse e-mail" },
  'email-change-cancel': /*i18n*/ { id: 'account.email_change_cancel.title', message: "Changement d'adresse e-mail" },
  recovery: /*i18n*/ { id: 'account.recovery.title', message: 'Mot de passe oublié' },
  'password-confirm': /*i18n*/ { id: 'account.password_confirm.title', message: 'Nouveau mot de passe' },
  settings: /*i18n*/ { id: 'account.settings.title', message: 'Paramètres du compte' },
  // Content pages name themselves from their content once it loads (content/view.tsx); until then, or
  // for a page the menu does not list, the section's name.
  static: /*i18n*/ { id: 'site.footer.information', message: 'Informations' },
  search: /*i18n*/ { id: 'site.search.title', message: 'Recherche' },
  'not-found': /*i18n*/ { id: 'site.not_found.title', message: 'Page introuvable' },
  unavailable: /*i18n*/ { id: 'site.title.unavailable', message: 'Non disponible' },
};

const MODAL_TITLES: Record<RouteModal, MessageDescriptor> = {
  wheel: /*i18n*/ { id: 'site.wheel.open', message: 'Roue de la fortune' },
  'wheel-history': /*i18n*/ { id: 'site.wheel.history', message: 'Historique de la roue' },
};

const normal = (path: string) => path.split(/[?#]/)[0]!.replace(/\/$/, '').toLowerCase();

/** The label of the menu entry leading exactly to `path` (any menu, any viewer: a label names a place). */
function menuLabelAt(path: string): MessageDescriptor | undefined {
  const at = normal(path);
  return MENU.find((entry) => normal(entry.href) === at)?.label;
}

/**
 * The route's title, or null while there is none to give (a redirect, a session being restored).
 * `heading`: the element page's own h1, when the shell has read it.
 */
export function routeTitle(i18n: I18n, resolution: Resolution, path: string, heading?: string | null): string | null {
  switch (resolution.kind) {
    case 'redirect':
    case 'wait':
      return null;
    case 'shell': {
      // A content page the menus list keeps the menu's name until its content names it.
      const label = resolution.page === 'static' ? menuLabelAt(path) : undefined;
      return i18n._(label ?? SHELL_TITLES[resolution.page]);
    }
    case 'element': {
      const label = menuLabelAt(path);
      if (label) return i18n._(label);
      return heading?.trim() || i18n._(ELEMENT_PAGES[resolution.page].title);
    }
  }
}

/** The title of a full-screen modal route (the wheel), which outranks the page beneath it. */
export function modalTitle(i18n: I18n, modal: RouteModal | undefined): string | null {
  return modal ? i18n._(MODAL_TITLES[modal]) : null;
}
