// Imported (for its effect) by every profile section that runs a call the player can see refused: the
// profile's error codes join the shared catalogue when the first of those lazy sections loads
// (src/errors/profile-errors.ts; the same arrangement as widgets/cashier/cashier-errors.ts). Not in the
// element's entry: it would pull the catalogue into its static chunks.
import { registerProfileErrors } from '../../src/errors/profile-errors';

registerProfileErrors();
