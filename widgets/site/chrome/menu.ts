// The one menu definition (spec shell §2 "Menus"): the side, main, profile and footer menus, the mobile
// bottom navigation and the account panel are views of this list, and menuOf() is the one rule deciding which
// entries a viewer sees (sign-in state, user type, the jurisdiction's products). Every menu asks menuOf(),
// the bottom navigation too: a rule of its own would offer the casino to the cashier-registered player the
// main menu hides it from.
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from './icons';
import type { Product } from '@src/api/jurisdiction';
import { withdrawOnlyReaches } from '../shell/withdraw-only';

/** Every menu of the site: walk these to check every entry a viewer can meet (tests/unit/site/). */
export const MENU_KINDS = ['side', 'main', 'header-account', 'profile', 'footer-company', 'footer-info', 'bottom', 'account-actions', 'account'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export interface MenuEntry {
  id: string;
  label: MessageDescriptor;
  href: string;
  icon: IconName;
  menus: readonly MenuKind[];
  /** Shown only to user type 0 (self-registered players) and to guests browsing (spec §2, §6). */
  userType0Only?: boolean;
  /** A guest choosing it sees "please authenticate" and is not navigated (spec §2 "Main menu", §5). */
  authRequired?: boolean;
  /** Shown only to a signed-in player (the deposit: a guest has no account to fill). */
  signedInOnly?: boolean;
  /** The product it leads to: hidden where the jurisdiction does not offer it (docs/contracts/responsible-gaming.md §4). */
  product?: Product;
  /** The part of the site where the bottom navigation marks it current, when wider than href (casino: /slots). */
  within?: string;
}

export const RESPONSIBLE_GAMING_PATH = '/terms-and-conditions/responsibleGaming';

export const MENU: readonly MenuEntry[] = [
  { id: 'home', label: /*i18n*/ { id: 'site.nav.home', message: 'Accueil' }, href: '/main', icon: 'home', menus: ['bottom'] },
  // The desktop header's account links (spec shell §2 "Header": profile links) and the phone's account panel.
  { id: 'profile', label: /*i18n*/ { id: 'site.profile', message: 'Profil' }, href: '/profile', icon: 'user', menus: ['header-account'], signedInOnly: true },
  { id: 'deposit', label: /*i18n*/ { id: 'site.deposit', message: 'Dépôt' }, href: '/profile/replenishment', icon: 'wallet', menus: ['header-account', 'account-actions'], signedInOnly: true },
  { id: 'sport-chooser', label: /*i18n*/ { id: 'site.nav.sport', message: 'Sport' }, href: '/sport', icon: 'ball', menus: ['bottom'], product: 'sport' },
  { id: 'sport', label: /*i18n*/ { id: 'menu.sport', message: 'Paris sportifs' }, href: '/sport/sft', icon: 'ball', menus: ['side', 'main'], product: 'sport' },
  { id: 'live', label: /*i18n*/ { id: 'menu.live', message: 'Paris en direct' }, href: '/sport/sft/live', icon: 'live', menus: ['side', 'main'], product: 'sport' },
  { id: 'casino', label: /*i18n*/ { id: 'menu.casino', message: 'Casino' }, href: '/slots/casino', icon: 'cards', menus: ['side', 'main', 'bottom'], userType0Only: true, product: 'casino', within: '/slots' },
  { id: 'live-casino', label: /*i18n*/ { id: 'menu.live_casino', message: 'Casino en direct' }, href: '/slots/live-casino', icon: 'dealer', menus: ['side', 'main'], userType0Only: true, product: 'casino' },
  { id: 'crash', label: /*i18n*/ { id: 'menu.crash', message: 'Crash game' }, href: '/slots/spribe/aviator', icon: 'rocket', menus: ['main'], authRequired: true, product: 'casino' },
  { id: 'tvbet', label: /*i18n*/ { id: 'menu.tvbet', message: 'TVBet en direct' }, href: '/slots/tvbet', icon: 'tv', menus: ['side'], product: 'casino' },
  { id: 'evolution', label: /*i18n*/ { id: 'menu.evolution', message: 'Evolution en direct' }, href: '/slots/evolution', icon: 'dealer', menus: ['side'], product: 'casino' },
  { id: 'virtuals', label: /*i18n*/ { id: 'menu.virtuals', message: 'Jeux virtuels' }, href: '/slots/virtual', icon: 'dice', menus: ['side'], product: 'casino' },
  { id: 'slots-history', label: /*i18n*/ { id: 'menu.slots_history', message: 'Historique des jeux' }, href: '/profile/slots-history', icon: 'history', menus: ['profile'], signedInOnly: true },
  { id: 'bet-history', label: /*i18n*/ { id: 'menu.bet_history', message: 'Historique des paris' }, href: '/profile/bet-history', icon: 'ticket', menus: ['profile'], signedInOnly: true },
  { id: 'statement', label: /*i18n*/ { id: 'menu.statement', message: 'Relevé de compte' }, href: '/profile/transactions', icon: 'list', menus: ['profile'], signedInOnly: true },
  { id: 'exchange-bonus', label: /*i18n*/ { id: 'menu.exchange_bonus', message: 'Échanger le solde bonus' }, href: '/profile/exchange-bonus-balance', icon: 'gift', menus: ['profile'], signedInOnly: true },
  { id: 'change-password', label: /*i18n*/ { id: 'menu.change_password', message: 'Changer le mot de passe' }, href: '/profile/change-password', icon: 'lock', menus: ['profile'], signedInOnly: true },
  { id: 'settings', label: /*i18n*/ { id: 'site.settings', message: 'Paramètres' }, href: '/settings', icon: 'settings', menus: ['account'], signedInOnly: true },
  { id: 'about', label: /*i18n*/ { id: 'menu.about', message: 'À propos' }, href: '/about-us', icon: 'info', menus: ['side', 'footer-company'] },
  { id: 'contacts', label: /*i18n*/ { id: 'menu.contacts', message: 'Contacts' }, href: '/contacts', icon: 'mail', menus: ['footer-company'] },
  { id: 'help', label: /*i18n*/ { id: 'menu.help', message: 'Aide' }, href: '/help', icon: 'help', menus: ['footer-company'] },
  { id: 'faq', label: /*i18n*/ { id: 'menu.faq', message: 'FAQ' }, href: '/faq', icon: 'help', menus: ['footer-company'] },
  { id: 'terms', label: /*i18n*/ { id: 'menu.terms', message: 'Conditions générales' }, href: '/terms-and-conditions', icon: 'doc', menus: ['side', 'footer-info'] },
  { id: 'responsible', label: /*i18n*/ { id: 'menu.responsible', message: 'Jeu responsable' }, href: RESPONSIBLE_GAMING_PATH, icon: 'shield', menus: ['side', 'footer-info'] },
  { id: 'privacy', label: /*i18n*/ { id: 'menu.privacy', message: 'Politique de confidentialité' }, href: '/terms-and-conditions/privacyPolicy', icon: 'lock', menus: ['footer-info'] },
  { id: 'info', label: /*i18n*/ { id: 'menu.info', message: 'Informations légales' }, href: '/info', icon: 'info', menus: ['footer-info'] },
];

export interface Viewer {
  isAuth: boolean;
  /** 0 self-registered, 1 registered by a cashier; null for a guest. */
  userTypes: number | null;
  /** The products the jurisdiction offers (src/stores/jurisdiction.ts); undefined: every product. */
  products?: readonly string[];
  /** A withdraw-only login (a player on a break): only what ../shell/withdraw-only.ts lets through. */
  withdrawOnly?: boolean;
}

/** The entries of one menu the viewer may see, in definition order. */
export function menuOf(kind: MenuKind, viewer: Viewer): MenuEntry[] {
  return MENU.filter(
    (entry) =>
      entry.menus.includes(kind) &&
      (!entry.signedInOnly || viewer.isAuth) &&
      (!entry.userType0Only || !viewer.isAuth || viewer.userTypes === 0) &&
      (!entry.product || !viewer.products || viewer.products.includes(entry.product)) &&
      (!viewer.withdrawOnly || (viewer.isAuth && withdrawOnlyReaches(entry.href))),
  );
}

/** Whether choosing `entry` must be refused (a guest on an entry that needs login). */
export function refusedFor(entry: MenuEntry, viewer: Viewer): boolean {
  return !!entry.authRequired && !viewer.isAuth;
}

/** Whether `path` is the page `href` or one below it (/slots/casino/x is within /slots/casino). */
export function pathWithin(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** The entry whose page is open: the longest href the path starts with (so /slots/casino/x keeps Casino). */
export function activeEntry(entries: readonly MenuEntry[], path: string): MenuEntry | undefined {
  return entries
    .filter((e) => pathWithin(path, e.href))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
