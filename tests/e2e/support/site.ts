// What a player sees and does, located the way they perceive it: by role and French accessible name
// (strings from src/i18n/locales/fr/messages.po and widgets/login/*). Role and label locators pierce the
// elements' open shadow roots.
import type { Locator, Page } from 'playwright-core';

export const FR = {
  username: "Nom d'utilisateur, téléphone ou e-mail", // login.username
  password: 'Mot de passe', // login.password
  submit: 'Se connecter', // login.submit
  logout: 'Déconnexion', // login.logout
  terms: ['Joueur', 'ID', 'Solde'], // login.username_term, login.id, login.balance
  onlyPlayers: 'Seuls les joueurs peuvent utiliser le site', // notice.only_players
  invalidCredentials: "Nom d'utilisateur ou mot de passe incorrect", // error.invalid_username_or_password
};

/** `demo`'s seeded balance, 1000.00 TND, as src/format/money.ts writes it in French: narrow no-break
 * space between thousands, comma decimal, no-break space before the symbol DT. */
export const DEMO_BALANCE_FR = '1\u202F000,00\u00A0DT';
export const DEMO = { username: 'demo', password: 'demo1234', id: '1001' };

/** A `<casino-login>` as the player sees it, inside `scope` (the page's main, its banner…). */
export function loginWidget(scope: Page | Locator) {
  return {
    username: scope.getByRole('textbox', { name: FR.username, exact: true }),
    // exact: the show/hide toggle is named "Afficher le mot de passe".
    password: scope.getByLabel(FR.password, { exact: true }),
    submit: scope.getByRole('button', { name: FR.submit, exact: true }),
    logout: scope.getByRole('button', { name: FR.logout, exact: true }),
    terms: scope.getByRole('term'),
    definitions: scope.getByRole('definition'),
    async signIn(username: string, password: string) {
      await this.username.fill(username);
      await this.password.fill(password);
      await this.submit.click();
    },
    /** The signed-in summary, term by term: { Joueur: 'demo', ID: '1001', Solde: '1 000,00 DT' }. */
    async summary(): Promise<Record<string, string>> {
      const terms = await this.terms.allTextContents();
      const values = await this.definitions.allTextContents();
      return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
    },
  };
}

/**
 * The reference site's login elements: the header's inline form (the signed-in summary once signed in,
 * on a desktop viewport) and the sign-in page's form (/sign-in, in the page's main landmark).
 */
export function referenceSite(page: Page) {
  return { header: loginWidget(page.getByRole('banner')), signInPage: loginWidget(page.getByRole('main')) };
}

export interface StoredSession {
  access: string;
  refresh: string;
  user?: { id: number; username: string; role: string; balance: number; currency: string } | null;
}

/** The session the widgets keep in localStorage (src/session/browser-platform.ts). */
export function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('casino-widgets:session');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

/** The access token this tab holds in memory (the page-wide shared store, docs/conventions.md §2.4). */
export function tabAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const bag = (globalThis as unknown as Record<symbol, { auth?: { get(): { session: { access: string } | null } } }>)[
      Symbol.for('casino-widgets@1')
    ];
    return bag?.auth?.get().session?.access ?? null;
  });
}

export interface AccessClaims {
  sub: string;
  username: string;
  role: string;
  iat: number;
  exp: number;
  refresh_shift: number;
}

export function decodeJwt<T = AccessClaims>(token: string): T {
  const payload = token.split('.')[1];
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
}
