// The profile (<casino-profile>) as a player perceives it on the reference site: French
// accessible names taken from the code's `message:` strings (widgets/profile/menu.ts, profile.tsx,
// profile-summary.tsx and the sections in widgets/profile/sections/, src/ui/history/), and the
// sandbox's control plane for QA's side (documents review, sessions, bonus items: docs/api.md
// "Sandbox control"). Role and label locators pierce the element's open shadow root.
import type { Locator, Page } from 'playwright-core';
import { call } from './sandbox';

/** Strips the Unicode isolates (U+2066…U+2069) the sections wrap amounts in, for comparing text. */
export const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

export const PROFILE_FR = {
  title: 'Mon profil', // profile.title
  menu: 'Menu du profil', // profile.menu.label
  summary: 'Résumé du compte', // profile.summary.title
  menuItem: {
    userInfo: 'Mes informations', // profile.menu.user_info
    changePassword: 'Changer le mot de passe', // profile.menu.change_password
    kyc: 'Vérification d’identité', // profile.menu.kyc
    exchange: 'Échanger le solde bonus', // profile.menu.exchange_bonus
    transactions: 'Relevé de compte', // profile.menu.transactions
  },
  comingSoon: 'Cette rubrique arrive bientôt. Merci de votre patience !', // profile.coming_soon
  exchange: {
    title: 'Échanger le solde bonus', // profile.exchange.title
    amount: /^Montant à échanger/, // profile.exchange.amount "Montant à échanger ({currency})"
    submit: 'Échanger', // profile.exchange.submit
    converted: /^Solde converti : .+ ajoutés à votre solde réel\.$/, // profile.exchange.converted
    balanceTooHigh: /^Le transfert n'est possible que si votre solde est inférieur à /, // profile.bonus.rule.balance_too_high
  },
  history: {
    range: 'Plage', // history.range
    preset30d: '30 derniers jours', // history.preset_30d
    exportAll: 'Exporter (CSV)', // history.export_all
    exportPage: 'Exporter cette page (CSV)', // history.export
  },
} as const;

/** The profile in the page's <main>, by what the player sees. */
export function profile(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    title: main.getByRole('heading', { level: 1, name: PROFILE_FR.title, exact: true }),
    menu: main.getByRole('navigation', { name: PROFILE_FR.menu, exact: true }),
    menuLink: (name: string) => main.getByRole('navigation', { name: PROFILE_FR.menu, exact: true }).getByRole('link', { name, exact: true }),
    section: (name: string | RegExp) => main.getByRole('heading', { level: 2, name, exact: typeof name === 'string' }),
  };
}

// --- the sandbox's side --------------------------------------------------------------------------------

export interface SandboxDocument {
  id: number;
  username: string;
  user_id: number;
  kind: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  file_name: string;
  content_type: string;
  size: number;
}

/** The player's documents (or those of one status), newest first, from QA's control plane (a page of 100). */
export const documentsOf = async (username: string, status?: SandboxDocument['status']) =>
  (await call<{ results: SandboxDocument[] }>('GET', `/sandbox/api/documents?page_size=100${status ? `&status=${status}` : ''}`)).results
    .filter((d) => d.username === username)
    .sort((a, b) => b.id - a.id);

/** QA's review of a document. */
export const reviewDocument = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  call<SandboxDocument>('POST', `/sandbox/api/documents/${id}/review`, reason === undefined ? { decision } : { decision, reason });

export interface SandboxSession {
  family_id: string;
  username: string;
  created_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

/** A player's logins, newest first. */
export const sessionsOf = (username: string) => call<SandboxSession[]>('GET', `/sandbox/api/sessions?username=${encodeURIComponent(username)}`);

/** Whether the tab still holds a stored session (the widgets' localStorage record). */
export const hasStoredSession = (page: Page) => page.evaluate(() => localStorage.getItem('casino-widgets:session') !== null);

/** A section's field by its label, inside the profile. */
export const field = (scope: Locator, label: string | RegExp) => scope.getByLabel(label, { exact: typeof label === 'string' });
