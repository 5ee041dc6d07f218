// Imported (for its effect) by every cashier page that runs a money action: the cashier's error codes join
// the shared catalogue when the first of those lazy pages loads (src/errors/cashier-errors.ts keeps them
// out of error-catalogue.ts, which the login loads statically; the stores, below errors/ in src's layers,
// cannot register them). Not in the element's entry: it would pull the catalogue into its static chunks.
import { registerCashierErrors } from '../../src/errors/cashier-errors';

registerCashierErrors();
