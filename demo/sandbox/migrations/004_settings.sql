-- Sandbox internals (the generated JWT secret). Kept across POST /sandbox/api/reset.
CREATE TABLE settings (
  key    text PRIMARY KEY,
  value  text NOT NULL
);

-- Betting limits in TND with the backend's raw 4-decimal precision; converted per player currency.
CREATE TABLE limits (
  name   text PRIMARY KEY CHECK (name IN ('min_bet', 'max_bet', 'max_win', 'max_transaction')),
  value  numeric(18, 4) NOT NULL CHECK (value >= 0)
);
