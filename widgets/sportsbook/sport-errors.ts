// Imported (for its effect) by the sportsbook's body chunk: the sportsbook's error codes join the shared
// catalogue when it loads (src/errors/sport-errors.ts keeps them out of error-catalogue.ts, which the login
// loads statically), so a failed token renewal the player hears about is explained in their language.
import { registerSportErrors } from '../../src/errors/sport-errors';

registerSportErrors();
