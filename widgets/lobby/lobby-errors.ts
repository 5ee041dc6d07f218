// The lobby's own error texts (docs/api.md "Slots and games": the codes only the game calls answer). They
// live here, not in src/errors/error-catalogue.ts, so the login and wheel bundles do not carry them (contract
// 5b "SIZE"); any other code falls through to the shared explanation (network, 5xx, not_authenticated…).
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '../../src/api/errors';
import { useErrorText } from '../../src/ui';

/**
 * The casino login notice (spec §6), the same id as notices.casinoLoginRequired of src/i18n/messages.ts:
 * a descriptor of our own, because reading that property would keep it in the runtime chunk that the
 * login bundle loads (rollup drops unused properties), 56 bytes the login budget does not have.
 */
export const CASINO_LOGIN_REQUIRED: MessageDescriptor = /*i18n*/ {
  id: 'notice.casino_login_required',
  message: 'Pour utiliser le casino, veuillez vous connecter',
};

export const LOBBY_ERRORS: Record<string, MessageDescriptor> = {
  provider_not_found: /*i18n*/ { id: 'lobby.error.provider_not_found', message: 'Fournisseur introuvable dans la configuration' },
  game_not_found: /*i18n*/ { id: 'lobby.error.game_not_found', message: 'Jeu introuvable' },
  demo_not_available: /*i18n*/ { id: 'lobby.error.demo_not_available', message: "La démo n'est pas disponible pour ce jeu" },
  free_spins_not_available: /*i18n*/ { id: 'lobby.error.free_spins_not_available', message: "Aucun tour gratuit n'est disponible pour ce jeu" },
  free_spins_exhausted: /*i18n*/ { id: 'lobby.error.free_spins_exhausted', message: 'Vous avez utilisé tous vos tours gratuits' },
  session_not_found: /*i18n*/ { id: 'lobby.error.session_not_found', message: 'Session de jeu introuvable' },
};

/** An ApiError's code, or the code itself when `error` is one (a state the lobby names without a call). */
const lobbyErrorCode = (error: unknown): string | null => (typeof error === 'string' ? error : isApiError(error) ? error.code : null);

/** The text of `error` as the player reads it: a lobby code translated here, anything else as every element explains it. */
export function useLobbyErrorText(error: unknown): string {
  const { i18n } = useLingui();
  const shared = useErrorText(error);
  const code = lobbyErrorCode(error);
  return code && Object.hasOwn(LOBBY_ERRORS, code) ? i18n._(LOBBY_ERRORS[code]) : shared;
}
