-- The player's "accept odds changes" preference (docs/contracts/profile.md §Account; services/sport-placement.ts
-- enforces it): never (any moved odd refuses the slip, coefs_changed), higher (a higher price is taken, a
-- lower one refused), any (the current odds are taken). A player without a row, or with one saved before,
-- reads never: a bet is not placed at odds the player did not see unless they chose so.
ALTER TABLE bookmaker_settings ADD COLUMN accept_odds text NOT NULL DEFAULT 'never' CHECK (accept_odds IN ('never', 'higher', 'any'));
