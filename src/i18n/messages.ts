// Shared notices (spec shell-session-wheel.md §1, §2, §5, §8; money-and-games.md §8) as lingui message
// descriptors: ids are stable and say what the message is for, the `message` is the French source (fr is
// the default language). The /*i18n*/ marks let `lingui extract` find them without macros.
// Use: `i18n._(notices.sessionExpired)`. The notices of the account pages and of money and games are in
// flow-messages.ts: this module sits in the chunk every element loads, they belong to lazy pages.

export const notices = {
  // Access and session, common words, the error screen: what every element needs.
  onlyPlayers: /*i18n*/ { id: 'notice.only_players', message: 'Seuls les joueurs peuvent utiliser le site' },
  pleaseAuthenticate: /*i18n*/ { id: 'notice.please_authenticate', message: 'Veuillez vous identifier' },
  pleaseAuthorize: /*i18n*/ { id: 'notice.please_authorize', message: 'Veuillez vous connecter pour continuer' },
  casinoLoginRequired: /*i18n*/ {
    id: 'notice.casino_login_required',
    message: 'Pour utiliser le casino, veuillez vous connecter',
  },
  sessionExpired: /*i18n*/ { id: 'notice.session_expired', message: 'Session expirée, veuillez vous reconnecter' },
  notAuthenticated: /*i18n*/ { id: 'notice.not_authenticated', message: "Vous n'êtes pas connecté" },
  tryAgain: /*i18n*/ { id: 'notice.try_again', message: 'Veuillez réessayer' },
  loading: /*i18n*/ { id: 'common.loading', message: 'Chargement…' },
  errorTitle: /*i18n*/ { id: 'error_screen.title', message: "Une erreur s'est produite" },
  retry: /*i18n*/ { id: 'error_screen.retry', message: 'Réessayer' },
} as const;

type NoticeKey = keyof typeof notices;
