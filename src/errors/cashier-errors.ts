// The cashier's error messages and notices (spec money-and-games.md §8; contract
// docs/contracts/payments.md §Deposits and payouts, §Transfers). Kept out of error-catalogue.ts,
// which the login element loads statically (its size budget): the cashier's lazy pages import this
// module, which adds them to the catalogue, so explainApiError (src/errors/explain-error.ts) finds them like any other.
// The codes the catalogue already has (not_enough_money, transaction_limit, payment_system_limits,
// email_not_verified, documents_not_approved, transaction_limit_does_not_exist) keep their messages.
import type { MessageDescriptor } from '@lingui/core';
import { addToCatalogue } from './error-catalogue';

export const cashierErrors: Record<string, MessageDescriptor> = {
  payment_status_conflict: /*i18n*/ {
    id: 'error.payment_status_conflict',
    message: 'Ce paiement a déjà changé de statut, actualisez la page',
  },
  // A payout no longer 10/20, or a deposit the player tries to abandon once paid, expired or with coin on
  // its way (docs/api.md "Payments: expiry"): either kind, hence « paiement ».
  payment_not_cancellable: /*i18n*/ {
    id: 'error.payment_not_cancellable',
    message: 'Ce paiement ne peut plus être annulé',
  },
  // A success after a deposit's deadline is refused and credits nothing (docs/api.md "Payments: expiry").
  payment_expired: /*i18n*/ {
    id: 'error.payment_expired',
    message: 'Le délai de ce paiement est écoulé : rien n’a été crédité',
  },
  // A crypto deposit is credited only from what reached its address (docs/api.md "Payment system").
  crypto_nothing_received: /*i18n*/ {
    id: 'error.crypto_nothing_received',
    message: 'Rien n’est encore arrivé à cette adresse',
  },
  payment_system_disabled: /*i18n*/ {
    id: 'error.payment_system_disabled',
    message: 'Ce moyen de paiement est momentanément indisponible',
  },
  payout_method_not_allowed: /*i18n*/ {
    id: 'error.payout_method_not_allowed',
    message: 'Ce montant ne peut être retiré que par le moyen de votre dernier dépôt',
  },
  return_url_not_allowed: /*i18n*/ {
    id: 'error.return_url_not_allowed',
    message: "L'adresse de retour n'est pas autorisée",
  },
  // Field-specific (call code, spec §5): the payout's destination.
  'payments.payout.account.required': /*i18n*/ {
    id: 'error.field.payout_account_required',
    message: 'Saisissez le compte de destination (IBAN)',
  },
  'payments.payout.account.invalid': /*i18n*/ {
    id: 'error.field.payout_account_invalid',
    message: "Ce compte (IBAN) n'est pas valide",
  },
};

/** Success notices of the money actions (toasts and live regions). */
export const cashierNotices = {
  withdrawalSuccess: /*i18n*/ {
    id: 'cashier.notice.withdrawal_success',
    message: 'Demande de retrait envoyée : elle sera confirmée dans l’heure',
  },
  payoutCanceled: /*i18n*/ {
    id: 'cashier.notice.payout_canceled',
    message: 'Retrait annulé : le montant est de retour sur votre solde',
  },
  depositConfirmed: /*i18n*/ {
    id: 'cashier.notice.deposit_confirmed',
    message: 'Dépôt confirmé : {amount} crédités sur votre solde',
  },
  transferSuccess: /*i18n*/ {
    id: 'cashier.notice.transfer_success',
    message: 'Transfert envoyé à votre caissier',
  },
} satisfies Record<string, MessageDescriptor>;

// Importing this module adds them to the catalogue.
addToCatalogue(cashierErrors);
