// Shared notices (spec shell-session-wheel.md §1, §2, §5, §8; money-and-games.md §8) as lingui message
// descriptors: ids are stable and say what the message is for, the `message` is the French source (fr is
// the default language). The /*i18n*/ marks let `lingui extract` find them without macros.
// Use: `i18n._(notices.sessionExpired)`, `showToast(i18n._(notices.passwordChanged), 'success')`,
// with values: `i18n._({ ...notices.tooShort, values: { min: 8 } })`.

export const notices = {
  // Access and session
  onlyPlayers: /*i18n*/ { id: 'notice.only_players', message: 'Seuls les joueurs peuvent utiliser le site' },
  pleaseAuthenticate: /*i18n*/ { id: 'notice.please_authenticate', message: 'Veuillez vous identifier' },
  pleaseAuthorize: /*i18n*/ { id: 'notice.please_authorize', message: 'Veuillez vous connecter pour continuer' },
  casinoLoginRequired: /*i18n*/ {
    id: 'notice.casino_login_required',
    message: 'Pour utiliser le casino, veuillez vous connecter',
  },
  sessionExpired: /*i18n*/ { id: 'notice.session_expired', message: 'Session expirée, veuillez vous reconnecter' },
  notAuthenticated: /*i18n*/ { id: 'notice.not_authenticated', message: "Vous n'êtes pas connecté" },

  // Accounts: e-mails, recovery, verification
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

  // Money and games (money-and-games.md §8 "Success notices")
  balanceConverted: /*i18n*/ { id: 'notice.balance_converted', message: 'Le solde bonus a été converti en solde réel' },
  passwordChanged: /*i18n*/ { id: 'notice.password_changed', message: 'Votre mot de passe a été modifié' },
  withdrawalSuccess: /*i18n*/ { id: 'notice.withdrawal_success', message: 'Votre demande de retrait a été enregistrée' },
  kycSent: /*i18n*/ { id: 'notice.kyc_sent', message: 'Vos documents ont été envoyés pour vérification' },
  slotAdded: /*i18n*/ { id: 'notice.slot_added', message: 'Jeu ajouté aux favoris' },
  slotRemoved: /*i18n*/ { id: 'notice.slot_removed', message: 'Jeu retiré des favoris' },
  payoutCanceled: /*i18n*/ { id: 'notice.payout_canceled', message: 'Le retrait a été annulé' },
  ticketCanceled: /*i18n*/ { id: 'notice.ticket_canceled', message: 'Ticket annulé' },

  // Generic
  tryAgain: /*i18n*/ { id: 'notice.try_again', message: 'Veuillez réessayer' },
  loading: /*i18n*/ { id: 'common.loading', message: 'Chargement…' },

  // Field validation (shell-session-wheel.md §5, money-and-games.md §5)
  passwordMismatch: /*i18n*/ { id: 'validation.password_mismatch', message: 'Les mots de passe ne correspondent pas' },
  required: /*i18n*/ { id: 'validation.required', message: 'Ce champ est obligatoire' },
  invalidEmail: /*i18n*/ { id: 'validation.invalid_email', message: 'Saisissez une adresse e-mail valide' },
  invalidUrl: /*i18n*/ { id: 'validation.invalid_url', message: 'Saisissez une URL valide' },
  notBlank: /*i18n*/ { id: 'validation.not_blank', message: 'Ce champ ne peut pas être vide' },
  /** Needs `values: { min }`. */
  tooShort: /*i18n*/ { id: 'validation.too_short', message: 'Saisissez au moins {min} caractères' },

  // Error screen (shell-session-wheel.md §2 "Error screen")
  errorTitle: /*i18n*/ { id: 'error_screen.title', message: "Une erreur s'est produite" },
  retry: /*i18n*/ { id: 'error_screen.retry', message: 'Réessayer' },
} as const;

export type NoticeKey = keyof typeof notices;
