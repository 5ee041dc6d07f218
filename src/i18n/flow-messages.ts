// The notices of the account flows (spec shell §5, §8), apart from messages.ts so that only the pages
// using them carry them. Same conventions as messages.ts.
// Use: `showToast(i18n._(accountNotices.recoverySuccess), 'success')`. The client checks' messages
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
