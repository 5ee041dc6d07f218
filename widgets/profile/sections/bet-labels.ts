// The bet history's words (spec money-and-games.md §4 "Sports bet statuses: Wait (default),
// Loser, Voided, Winner, Cancelled (shown as Sold)"): a ticket's or a sub-bet's status, its type, the
// providers' names for the tabs, and the badge tone a status gets (the words carry the meaning; the colour
// only adds to it). A status the client does not know yet is shown as it came, capitalised.
import type { I18n } from '@lingui/core';
import type { BetProvider, BetStatus } from '../../../src/api/bet-history';
import { toLocale } from '../../../src/i18n/locale';

export function betStatusLabel(i18n: I18n, status: BetStatus): string {
  switch (status) {
    case 'Wait':
      return i18n._({ id: 'profile.bets.status_wait', message: 'En attente' });
    case 'Loser':
      return i18n._({ id: 'profile.bets.status_loser', message: 'Perdu' });
    case 'Voided':
      return i18n._({ id: 'profile.bets.status_voided', message: 'Annulé' });
    case 'Winner':
      return i18n._({ id: 'profile.bets.status_winner', message: 'Gagné' });
    case 'Cancelled':
      // Spec §4: a cancelled (or cashed-out) ticket is shown as "Sold".
      return i18n._({ id: 'profile.bets.status_sold', message: 'Vendu' });
    default:
      return status;
  }
}

/** credit: money came back (won, sold, voided: the stake returned); neutral: open or lost. */
export const betStatusTone = (status: BetStatus): 'credit' | 'debit' | 'neutral' =>
  status === 'Winner' || status === 'Cancelled' ? 'credit' : status === 'Loser' ? 'debit' : 'neutral';

export function ticketTypeLabel(i18n: I18n, type: string): string {
  if (type === 'single') return i18n._({ id: 'profile.bets.type_single', message: 'Simple' });
  if (type === 'express') return i18n._({ id: 'profile.bets.type_express', message: 'Combiné' });
  return type;
}

/** The sportsbooks' names (brand names: not translated). */
const PROVIDER_NAMES: Record<BetProvider, string> = { sft: 'Softion', dgt: 'Digitain', alt: 'Altenar' };

export const providerLabel = (provider: string): string => PROVIDER_NAMES[provider as BetProvider] ?? provider;

/** Odds with two decimals in the language's way (3,53 in French, 3.53 otherwise, as the amounts). */
export const formatOdds = (i18n: I18n, coef: number): string => {
  const fixed = coef.toFixed(2);
  return toLocale(i18n.locale) === 'fr' ? fixed.replace('.', ',') : fixed;
};
