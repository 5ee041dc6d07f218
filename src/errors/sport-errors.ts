// The sportsbook's error messages (spec money-and-games.md §8; contract
// docs/contracts/sportsbook.md). Kept out of error-catalogue.ts, which the login element loads statically
// (its size budget): the sportsbook's and the bet history's lazy code imports this module, which adds
// them, so explainApiError (src/errors/explain-error.ts) finds them like any other. Codes the catalogue
// already has (coefs_changed, error_block_bet_data, error_exist_bet, not_enough_money, bet limits) keep
// their messages. One line per code; helpers add theirs.
import type { MessageDescriptor } from '@lingui/core';
import { addToCatalogue } from './error-catalogue';

const sportErrors: Record<string, MessageDescriptor> = {
  // POST ticket/{id}/cancel on a ticket already settled, cancelled or whose first event has started.
  ticket_not_cancelable: /*i18n*/ {
    id: 'error.ticket_not_cancelable',
    message: 'Ce ticket ne peut plus être annulé : un de ses matchs a commencé ou il est déjà réglé',
  },
  // The player's cash-out (docs/api.md "Sportsbook" §2): no longer offered (a leg lost or suspended, the
  // ticket settled or sold), or the quote moved beyond the tolerance since it was shown.
  cashout_unavailable: /*i18n*/ {
    id: 'error.cashout_unavailable',
    message: 'La vente de ce ticket n’est pas proposée pour le moment : un de ses matchs est suspendu ou perdu, ou il est déjà réglé',
  },
  cashout_quote_changed: /*i18n*/ {
    id: 'error.cashout_quote_changed',
    message: 'Le montant de la vente a changé : voici le nouveau montant',
  },
  // The integration token (docs/contracts/sportsbook.md §1, §2): the element gets a new one by itself; these
  // show only when that fails too.
  token_expired: /*i18n*/ {
    id: 'error.sport_token_expired',
    message: 'Votre session de paris a expiré, veuillez réessayer',
  },
  token_invalid: /*i18n*/ {
    id: 'error.sport_token_invalid',
    message: "Votre session de paris n'est plus valide, veuillez vous reconnecter",
  },
  // QA's "provider down", or a provider that does not answer (503).
  provider_down: /*i18n*/ {
    id: 'error.provider_down',
    message: 'Les paris sportifs sont momentanément indisponibles, réessayez dans un instant',
  },
  // The potential win (stake × odds) above the site's max_win.
  max_win_exceeded: /*i18n*/ {
    id: 'error.max_win_exceeded',
    message: 'Le gain potentiel dépasse le maximum autorisé : réduisez la mise',
  },
};

// Importing this module adds them to the catalogue.
addToCatalogue(sportErrors);
