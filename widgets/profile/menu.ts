// The profile's menu (pure, so tests/unit/profile/menu.test.ts reads it without a DOM). Three groups:
// first the spec's profile menu (money-and-games.md §2 last line, shell-session-wheel.md §2 "Menus":
// slots history, bet history, account statement, exchange bonus balance, change password), then every
// other section of the profile, then the cashier's pages, which leave the element (`leave`).
import type { MessageDescriptor } from '@lingui/core';
import type { ProfileLocation, ProfileSection } from './location';

export type MenuItem =
  | { kind: 'section'; section: ProfileSection; label: MessageDescriptor }
  | { kind: 'leave'; key: string; path: string; label: MessageDescriptor };

interface MenuGroup {
  key: 'menu' | 'account' | 'money';
  title: MessageDescriptor;
  items: readonly MenuItem[];
}

const section = (name: ProfileSection, label: MessageDescriptor): MenuItem => ({ kind: 'section', section: name, label });

export const MENU: readonly MenuGroup[] = [
  {
    key: 'menu',
    title: /*i18n*/ { id: 'profile.menu.group.activity', message: 'Mon activité' },
    items: [
      section('slots-history', /*i18n*/ { id: 'profile.menu.slots_history', message: 'Historique des machines à sous' }),
      section('bet-history', /*i18n*/ { id: 'profile.menu.bet_history', message: 'Historique des paris' }),
      section('transactions', /*i18n*/ { id: 'profile.menu.transactions', message: 'Relevé de compte' }),
      section('exchange-bonus-balance', /*i18n*/ { id: 'profile.menu.exchange_bonus', message: 'Échanger le solde bonus' }),
      section('change-password', /*i18n*/ { id: 'profile.menu.change_password', message: 'Changer le mot de passe' }),
    ],
  },
  {
    key: 'account',
    title: /*i18n*/ { id: 'profile.menu.group.account', message: 'Mon compte' },
    items: [
      section('user-info', /*i18n*/ { id: 'profile.menu.user_info', message: 'Mes informations' }),
      section('kyc-verifiaction', /*i18n*/ { id: 'profile.menu.kyc', message: 'Vérification d’identité' }),
      section('user-bonus', /*i18n*/ { id: 'profile.menu.user_bonus', message: 'Mes bonus' }),
      section('bonus-history', /*i18n*/ { id: 'profile.menu.bonus_history', message: 'Historique des bonus' }),
      section('cashback-history', /*i18n*/ { id: 'profile.menu.cashback_history', message: 'Historique du cashback' }),
      section('promocode', /*i18n*/ { id: 'profile.menu.promocode', message: 'Code promo' }),
      section('bookmakers-settings', /*i18n*/ { id: 'profile.menu.bookmakers_settings', message: 'Préférences de paris' }),
      section('limits', /*i18n*/ { id: 'profile.menu.limits', message: 'Limites' }),
      section('self-exclusion', /*i18n*/ { id: 'profile.menu.self_exclusion', message: 'Auto-exclusion' }),
    ],
  },
  {
    key: 'money',
    title: /*i18n*/ { id: 'profile.menu.group.money', message: 'Caisse' },
    items: [
      { kind: 'leave', key: 'deposit', path: '/profile/replenishment', label: /*i18n*/ { id: 'profile.menu.deposit', message: 'Dépôt' } },
      { kind: 'leave', key: 'withdraw', path: '/profile/withdraw', label: /*i18n*/ { id: 'profile.menu.withdraw', message: 'Retrait' } },
      { kind: 'leave', key: 'pay-history', path: '/profile/pay-history', label: /*i18n*/ { id: 'profile.menu.pay_history', message: 'Historique des paiements' } },
    ],
  },
];

/** The section a page shows, and the menu's current item (aria-current): the desktop home shows the player's information; a bet's detail belongs to the bet history. */
export function shownSection(where: ProfileLocation, narrow: boolean): ProfileSection | null {
  if (where.section === null) return narrow ? null : 'user-info';
  return where.section === 'bet-details' ? 'bet-history' : where.section;
}

/** The item's label for a section (the menu's words are the sections' names everywhere in the shell). */
export function sectionLabel(name: ProfileSection): MessageDescriptor | null {
  const wanted = name === 'bet-details' ? 'bet-history' : name;
  for (const group of MENU) for (const item of group.items) if (item.kind === 'section' && item.section === wanted) return item.label;
  return null;
}

/** Below this width of the element (or the viewport) the profile is a list and a back button (spec §2: 767px). */
export const NARROW_BELOW = 767;

export const isNarrow = (width: number): boolean => width > 0 && width < NARROW_BELOW;
