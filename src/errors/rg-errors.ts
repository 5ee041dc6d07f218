// Responsible gaming's error messages (docs/contracts/responsible-gaming.md §2, §3). Kept out of
// error-catalogue.ts, which every entry loads (the login's, wheel's and lobby's size ceilings): the code
// that meets these refusals imports this module, which adds them (the cashier's and the profile's lazy pages, the
// login's self-exclusion notice chunk, and the lobby overlay's and the sportsbook's lazy chunks), so
// explainApiError (src/errors/explain-error.ts) finds them like any other. The catalogue's message is the
// general one; the views that know the numbers (remaining amount, period end, end date) say them beside
// it. One line per code; helpers add theirs.
import type { MessageDescriptor } from '@lingui/core';
import { addToCatalogue } from './error-catalogue';

const rgErrors: Record<string, MessageDescriptor> = {
  deposit_limit_reached: /*i18n*/ {
    id: 'error.deposit_limit_reached',
    message: 'Ce dépôt dépasserait votre limite de dépôt : choisissez un montant plus petit ou attendez la fin de la période',
  },
  loss_limit_reached: /*i18n*/ {
    id: 'error.loss_limit_reached',
    message: 'Cette mise dépasserait votre limite de pertes pour la période',
  },
  wager_limit_reached: /*i18n*/ {
    id: 'error.wager_limit_reached',
    message: 'Cette mise dépasserait votre limite de mises pour la période',
  },
  session_limit_reached: /*i18n*/ {
    id: 'error.session_limit_reached',
    message: 'Votre limite de durée de session est atteinte : reconnectez-vous plus tard pour jouer',
  },
  self_excluded: /*i18n*/ {
    id: 'error.self_excluded',
    message: 'Votre compte est en pause (auto-exclusion) : seuls les retraits sont possibles',
  },
  deposit_limit_required: /*i18n*/ {
    id: 'error.deposit_limit_required',
    message: 'Fixez une limite de dépôt avant votre premier dépôt (Profil › Limites)',
  },
};

// Importing this module adds them to the catalogue.
addToCatalogue(rgErrors);
