// Imported (for its effect) by the sportsbook's body chunk: the sportsbook's error codes join the shared
// catalogue when it loads (src/errors/sport-errors.ts keeps them out of error-catalogue.ts, which the login
// loads statically), so a failed token renewal the player hears about is explained in their language.
// The responsible-gaming refusals a placement can meet (wager/loss/session limits, a
// self-exclusion) join from the same lazy chunk (src/errors/rg-errors.ts).
import { registerSportErrors } from '../../src/errors/sport-errors';
import { registerRgErrors } from '../../src/errors/rg-errors';

registerSportErrors();
registerRgErrors();
