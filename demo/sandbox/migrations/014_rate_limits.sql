-- Abuse controls (docs/api.md "Abuse controls"). Attempt counters for sign-in, registration, password
-- reset and verification resend, per account and per client address. In the database rather than in
-- memory: they survive a restart and two sandboxes on one data folder share them. One row per counter:
-- a fixed window that opens with its first attempt (window_start) and the attempts made in it (hits).
-- A reset of the sandbox empties the table with the other data tables.
CREATE TABLE rate_limits (
  scope        text        NOT NULL,
  key          text        NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer     NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (scope, key)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
