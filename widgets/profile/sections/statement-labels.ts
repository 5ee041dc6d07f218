// The account statement's words (docs/contracts/profile.md §Histories): each ledger reason and wallet as the
// player reads them. A reason this build does not know yet is shown by its code rather than hidden.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { StatementWallet } from '../../../src/api/statement';

const REASON_LABELS: Record<string, MessageDescriptor> = {
  opening: /*i18n*/ { id: 'profile.statement.reason.opening', message: 'Solde d’ouverture' },
  deposit: /*i18n*/ { id: 'profile.statement.reason.deposit', message: 'Dépôt' },
  payout_hold: /*i18n*/ { id: 'profile.statement.reason.payout_hold', message: 'Retrait demandé (montant réservé)' },
  payout_paid: /*i18n*/ { id: 'profile.statement.reason.payout_paid', message: 'Retrait payé' },
  payout_release: /*i18n*/ { id: 'profile.statement.reason.payout_release', message: 'Retrait annulé (montant rendu)' },
  wheel_spin: /*i18n*/ { id: 'profile.statement.reason.wheel_spin', message: 'Tour de roue' },
  wheel_prize: /*i18n*/ { id: 'profile.statement.reason.wheel_prize', message: 'Gain à la roue' },
  game_bet: /*i18n*/ { id: 'profile.statement.reason.game_bet', message: 'Mise (jeu)' },
  game_win: /*i18n*/ { id: 'profile.statement.reason.game_win', message: 'Gain (jeu)' },
  transfer: /*i18n*/ { id: 'profile.statement.reason.transfer', message: 'Transfert' },
  bonus_exchange: /*i18n*/ { id: 'profile.statement.reason.bonus_exchange', message: 'Échange du bonus' },
  bonus_item: /*i18n*/ { id: 'profile.statement.reason.bonus_item', message: 'Bonus ou cashback' },
  sport_stake: /*i18n*/ { id: 'profile.statement.reason.sport_stake', message: 'Mise (paris sportifs)' },
  sport_win: /*i18n*/ { id: 'profile.statement.reason.sport_win', message: 'Gain (paris sportifs)' },
  sport_void: /*i18n*/ { id: 'profile.statement.reason.sport_void', message: 'Pari annulé par le bookmaker (mise rendue)' },
  sport_cashout: /*i18n*/ { id: 'profile.statement.reason.sport_cashout', message: 'Pari vendu (cash-out)' },
  sport_cancel: /*i18n*/ { id: 'profile.statement.reason.sport_cancel', message: 'Ticket annulé (mise rendue)' },
};

const WALLET_LABELS: Record<StatementWallet, MessageDescriptor> = {
  balance: /*i18n*/ { id: 'profile.statement.wallet.balance', message: 'Solde réel' },
  bonus: /*i18n*/ { id: 'profile.statement.wallet.bonus', message: 'Solde bonus' },
  held: /*i18n*/ { id: 'profile.statement.wallet.held', message: 'Montant réservé' },
};

export const reasonLabel = (i18n: I18n, reason: string) => (REASON_LABELS[reason] ? i18n._(REASON_LABELS[reason]) : reason);
export const walletLabel = (i18n: I18n, wallet: StatementWallet) => i18n._(WALLET_LABELS[wallet]);
