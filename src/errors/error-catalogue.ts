// Error messages by server code (spec shell-session-wheel.md §8, money-and-games.md §8; the sandbox's codes
// in docs/api.md "Error body"), plus the client's own codes (timeout, network_error, malformed_response,
// see ./errors.ts) and field-specific entries keyed by the spec's "call code" (§5):
// `<second-to-last path segment>.<last path segment>.<field>.<code>`, which win over the bare code.
// Messages are French sources (fr is the default language); en and ar live in the .po catalogs.
import type { MessageDescriptor } from '@lingui/core';

const invalidCredentials = /*i18n*/ {
  id: 'error.invalid_username_or_password',
  message: "Nom d'utilisateur ou mot de passe incorrect",
};

export const errorCatalogue: Record<string, MessageDescriptor> = {
  default: /*i18n*/ { id: 'error.default', message: "Une erreur s'est produite, veuillez réessayer" },

  // Accounts and access
  already_exists: /*i18n*/ { id: 'error.already_exists', message: 'Un utilisateur avec ce nom existe déjà' },
  permission_denied: /*i18n*/ {
    id: 'error.permission_denied',
    message: "Vous n'avez pas la permission d'effectuer cette action",
  },
  not_authenticated: /*i18n*/ { id: 'error.not_authenticated', message: "Vous n'êtes pas autorisé, veuillez vous connecter" },
  '400': /*i18n*/ { id: 'error.bad_request', message: 'Requête incorrecte' },
  invalid_username_or_password: invalidCredentials,
  no_active_account: invalidCredentials,
  email_not_verified: /*i18n*/ { id: 'error.email_not_verified', message: 'Veuillez confirmer votre adresse e-mail' },
  user_is_banned: /*i18n*/ { id: 'error.user_is_banned', message: 'Ce compte est bloqué' },
  incorrect_old_password: /*i18n*/ { id: 'error.incorrect_old_password', message: "L'ancien mot de passe est incorrect" },
  access_and_refresh_token_invalid: /*i18n*/ {
    id: 'error.access_and_refresh_token_invalid',
    message: 'Session expirée, veuillez vous reconnecter',
  },
  token_not_valid: /*i18n*/ { id: 'error.token_not_valid', message: "Votre session n'est plus valide, veuillez vous reconnecter" },
  invalid_token: /*i18n*/ { id: 'error.invalid_token', message: "Ce lien n'est plus valide ou a déjà été utilisé" },
  sms_limit_exceeded: /*i18n*/ { id: 'error.sms_limit_exceeded', message: 'Limite quotidienne de SMS dépassée' },
  // Abuse controls (docs/api.md "Abuse controls"); with Retry-After, explain-error.ts
  // says how long to wait instead.
  too_many_attempts: /*i18n*/ { id: 'error.too_many_attempts', message: 'Trop de tentatives. Réessayez plus tard.' },
  payload_too_large: /*i18n*/ { id: 'error.payload_too_large', message: 'La demande est trop volumineuse' },
  password_too_common: /*i18n*/ {
    id: 'error.password_too_common',
    message: 'Ce mot de passe est trop courant, choisissez-en un autre',
  },
  password_too_similar: /*i18n*/ {
    id: 'error.password_too_similar',
    message: "Le mot de passe ne doit pas être votre nom d'utilisateur ou votre e-mail",
  },

  // Referral
  referral_code_not_found: /*i18n*/ { id: 'error.referral_code_not_found', message: 'Code de parrainage introuvable' },
  referral_code_already_activated: /*i18n*/ {
    id: 'error.referral_code_already_activated',
    message: 'Vous avez déjà activé un code de parrainage',
  },

  // Money
  // A transfer, a payment or a stake above max_transaction (docs/api.md "Limits").
  transaction_limit: /*i18n*/ { id: 'error.transaction_limit', message: 'Le montant dépasse la limite autorisée par opération' },
  transaction_limit_does_not_exist: /*i18n*/ {
    id: 'error.transaction_limit_does_not_exist',
    message: "Aucune limite de transfert n'est définie pour ce compte",
  },
  not_enough_money: /*i18n*/ { id: 'error.not_enough_money', message: 'Solde insuffisant' },
  documents_not_approved: /*i18n*/ { id: 'error.documents_not_approved', message: 'Veuillez faire valider vos documents' },
  balance_not_low_enough: /*i18n*/ {
    id: 'error.balance_not_low_enough',
    message: "Votre solde réel est trop élevé pour échanger le solde bonus",
  },
  insufficient_funds_on_bonus_balance: /*i18n*/ {
    id: 'error.insufficient_funds_on_bonus_balance',
    message: 'Solde bonus insuffisant',
  },
  // Wheel and money-moving POSTs (docs/api.md "Wheel")
  free_spin_not_available: /*i18n*/ {
    id: 'error.free_spin_not_available',
    message: 'Votre tour gratuit du jour a déjà été utilisé',
  },
  idempotency_key_reused: /*i18n*/ {
    id: 'error.idempotency_key_reused',
    message: 'Cette demande a déjà été envoyée avec un autre contenu, veuillez réessayer',
  },
  idempotency_key_in_progress: /*i18n*/ {
    id: 'error.idempotency_key_in_progress',
    message: 'Votre demande précédente est encore en cours, patientez un instant',
  },
  // Betting limits the server enforces on a game round (docs/api.md "Limits")
  bet_below_minimum: /*i18n*/ { id: 'error.bet_below_minimum', message: 'La mise est inférieure à la mise minimale' },
  bet_above_maximum: /*i18n*/ { id: 'error.bet_above_maximum', message: 'La mise dépasse la mise maximale' },
  bet_not_offered: /*i18n*/ { id: 'error.bet_not_offered', message: "Cette mise n'est pas proposée par le jeu" },
  payment_system_limits: /*i18n*/ {
    id: 'error.payment_system_limits',
    message: 'Le montant est en dehors des limites de ce moyen de paiement',
  },

  // Sports bets
  coefs_changed: /*i18n*/ { id: 'error.coefs_changed', message: 'Les cotes ont changé' },
  error_block_bet_data: /*i18n*/ { id: 'error.error_block_bet_data', message: 'Certaines cotes sont bloquées' },
  error_exist_bet: /*i18n*/ { id: 'error.error_exist_bet', message: "Certaines cotes n'existent plus" },

  // Validation codes (per field, docs/api.md)
  invalid: /*i18n*/ { id: 'error.invalid', message: "Cette valeur n'est pas valide" },
  required: /*i18n*/ { id: 'error.required', message: 'Ce champ est obligatoire' },
  invalid_email: /*i18n*/ { id: 'error.invalid_email', message: 'Saisissez une adresse e-mail valide' },
  password_mismatch: /*i18n*/ { id: 'error.password_mismatch', message: 'Les mots de passe ne correspondent pas' },
  min_length: /*i18n*/ { id: 'error.min_length', message: 'Cette valeur est trop courte' },
  max_length: /*i18n*/ { id: 'error.max_length', message: 'Cette valeur est trop longue' },

  // Server and sandbox
  fault_injected: /*i18n*/ { id: 'error.fault_injected', message: 'Erreur simulée par le bac à sable' },
  server_error: /*i18n*/ { id: 'error.server_error', message: 'Erreur du serveur, veuillez réessayer plus tard' },
  not_found: /*i18n*/ { id: 'error.not_found', message: 'Élément introuvable' },

  // Client-side codes: no usable answer at all
  timeout: /*i18n*/ { id: 'error.timeout', message: 'Le serveur ne répond pas, veuillez réessayer' },
  network_error: /*i18n*/ {
    id: 'error.network_error',
    message: 'Connexion impossible, vérifiez votre connexion Internet et réessayez',
  },
  malformed_response: /*i18n*/ {
    id: 'error.malformed_response',
    message: 'Le serveur a envoyé une réponse inattendue, veuillez réessayer',
  },
  // A money press whose outcome is unknown (src/api/idempotency-key.ts OutcomeUnknownError): not "try again",
  // the server may have acted; the pages show src/ui/checking-notice.tsx, this is for any other reader.
  outcome_unknown: /*i18n*/ { id: 'error.outcome_unknown', message: 'Nous vérifions ce paiement…' },

  // Field-specific, by call code (spec §5)
  'accounts.registration.username.already_exists': /*i18n*/ {
    id: 'error.field.registration_username_already_exists',
    message: 'Un utilisateur avec ce nom existe déjà',
  },
  'accounts.registration.email.already_exists': /*i18n*/ {
    id: 'error.field.registration_email_already_exists',
    message: 'Un compte avec cette adresse e-mail existe déjà',
  },
  // PATCH /api/accounts/user with another account's e-mail (settings page): not "a user with that name".
  'accounts.user.email.already_exists': /*i18n*/ {
    id: 'error.field.user_email_already_exists',
    message: 'Un compte avec cette adresse e-mail existe déjà',
  },
  'accounts.registration.password2.password_mismatch': /*i18n*/ {
    id: 'error.field.registration_password2_password_mismatch',
    message: 'Les deux mots de passe ne correspondent pas',
  },
};

/**
 * Adds an element's own messages to the catalogue (an entry already there keeps its message). Importing
 * src/errors/cashier-errors.ts, profile-errors.ts, rg-errors.ts or sport-errors.ts does it: the lazy code
 * that meets those codes imports the module, so the entries that load this catalogue statically (the
 * login's budget) do not carry them.
 */
export function addToCatalogue(messages: Record<string, MessageDescriptor>): void {
  for (const [code, descriptor] of Object.entries(messages)) if (!(code in errorCatalogue)) errorCatalogue[code] = descriptor;
}

/** The catalogue entry for a server, client or call code; undefined when there is none. */
export function errorDescriptor(code: string | undefined): MessageDescriptor | undefined {
  if (!code || !Object.prototype.hasOwnProperty.call(errorCatalogue, code)) return undefined;
  return errorCatalogue[code];
}
