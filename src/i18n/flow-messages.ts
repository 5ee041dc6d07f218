// The notices of the account flows and of money and games (spec shell §5, §8; money-and-games.md §5, §8),
// apart from messages.ts so that only the pages using them carry them. Same conventions as messages.ts.
// Use: `showToast(i18n._(moneyNotices.passwordChanged), 'success')`. The client checks' messages
// (`validation.*`) are the form kit's: src/ui/form/messages.ts.

export const accountNotices = {
  resetPasswordEmailSent: /*i18n*/ {
    id: 'notice.reset_password_email_sent',
    message: 'Un e-mail de réinitialisation du mot de passe vous a été envoyé',
  },
  recoverySuccess: /*i18n*/ { id: 'notice.recovery_success', message: 'Votre mot de passe a été réinitialisé' },
  recoveryFailure: /*i18n*/ {
    id: 'notice.recovery_failure',
    message: "La réinitialisation du mot de passe a échoué, le lien n'est peut-être plus valide",
  },
  verifyEmailSuccess: /*i18n*/ { id: 'notice.verify_email_success', message: 'Votre adresse e-mail est confirmée' },
  verifyEmailError: /*i18n*/ {
    id: 'notice.verify_email_error',
    message: "La confirmation de l'adresse e-mail a échoué, le lien n'est peut-être plus valide",
  },
  resendEmailSuccess: /*i18n*/ { id: 'notice.resend_email_success', message: "L'e-mail de confirmation a été renvoyé" },
  resetTokenNotProvided: /*i18n*/ {
    id: 'notice.reset_token_not_provided',
    message: 'Le lien de réinitialisation est incomplet : le jeton est manquant',
  },
  smsLimitExceeded: /*i18n*/ { id: 'notice.sms_limit_exceeded', message: 'Limite quotidienne de SMS dépassée' },
} as const;

export const moneyNotices = {
  balanceConverted: /*i18n*/ { id: 'notice.balance_converted', message: 'Le solde bonus a été converti en solde réel' },
  passwordChanged: /*i18n*/ { id: 'notice.password_changed', message: 'Votre mot de passe a été modifié' },
  withdrawalSuccess: /*i18n*/ { id: 'notice.withdrawal_success', message: 'Votre demande de retrait a été enregistrée' },
  kycSent: /*i18n*/ { id: 'notice.kyc_sent', message: 'Vos documents ont été envoyés pour vérification' },
  slotAdded: /*i18n*/ { id: 'notice.slot_added', message: 'Jeu ajouté aux favoris' },
  slotRemoved: /*i18n*/ { id: 'notice.slot_removed', message: 'Jeu retiré des favoris' },
  payoutCanceled: /*i18n*/ { id: 'notice.payout_canceled', message: 'Le retrait a été annulé' },
  ticketCanceled: /*i18n*/ { id: 'notice.ticket_canceled', message: 'Ticket annulé' },
} as const;
