-- Jackpots (spec shell §3 "Jackpot", money §7). Amounts in TND; the current amount is
-- base_amount + growth_per_second × seconds since grown_from, computed on read from the sandbox clock
-- (no background timer). A win would set winner and move grown_from and base_amount.
CREATE TABLE jackpots (
  id                 integer PRIMARY KEY,
  name               text NOT NULL UNIQUE CHECK (name IN ('silver', 'gold', 'bronze')),
  position           integer NOT NULL,
  base_amount        numeric(18, 2) NOT NULL CHECK (base_amount >= 0),
  growth_per_second  numeric(18, 4) NOT NULL CHECK (growth_per_second >= 0),
  grown_from         timestamptz NOT NULL,
  winner_user_id     integer REFERENCES users (id) ON DELETE SET NULL
);
