// Imported (for its effect) by the cashier's pages that meet a responsible-gaming refusal (the deposit's
// deposit_limit_reached / deposit_limit_required, a withdraw-only session's self_excluded): their
// messages (src/errors/rg-errors.ts) join the shared catalogue when such a lazy page loads, as
// ./cashier-errors.ts does for the cashier's own codes. Not in the element's entry.
import { registerRgErrors } from '../../src/errors/rg-errors';

registerRgErrors();
