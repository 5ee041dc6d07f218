// The bonus types of money §3 as the player reads them: shared by /profile/user-bonus and the bonus and
// cashback histories (a file of its own, so a history's chunk does not pull the user-bonus section in).
import type { MessageDescriptor } from '@lingui/core';

/** The bonus types of money §3 as the player reads them. */
export const BONUS_TYPE_LABELS: Record<string, MessageDescriptor> = {
  FirstDeposit: /*i18n*/ { id: 'profile.bonus.type.first_deposit', message: 'Bonus de premier dépôt' },
  PersonalJackpot: /*i18n*/ { id: 'profile.bonus.type.personal_jackpot', message: 'Jackpot personnel' },
  Cashback: /*i18n*/ { id: 'profile.bonus.type.cashback', message: 'Cashback' },
  SportDiscount: /*i18n*/ { id: 'profile.bonus.type.sport_discount', message: 'Remise sport' },
  DetractedFirstDepositBonusByWithdrawal: /*i18n*/ {
    id: 'profile.bonus.type.detracted_first_deposit',
    message: 'Bonus de premier dépôt retiré (retrait)',
  },
  IncreasedBySO: /*i18n*/ { id: 'profile.bonus.type.increased_by_so', message: 'Ajout par le support' },
  TransferBonusesToBalance: /*i18n*/ { id: 'profile.bonus.type.transfer_to_balance', message: 'Échange vers le solde réel' },
  LuckySpin: /*i18n*/ { id: 'profile.bonus.type.lucky_spin', message: 'Roue de la chance' },
};

