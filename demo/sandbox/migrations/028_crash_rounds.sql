-- The crash games' rounds (docs/api.md "Crash rounds"): the crash point is drawn when the bet is taken and
-- committed by its hash (sha256 of "seed:crash_point"), shown before the flight and revealed after it; the
-- cash-out is judged by the server's clock against it. The bet and the win are the round's game_rounds row
-- and its two wallet movements.
CREATE TABLE crash_rounds (
  round_id            integer PRIMARY KEY REFERENCES game_rounds (id) ON DELETE CASCADE,
  session_token       text NOT NULL REFERENCES game_sessions (token) ON DELETE CASCADE,
  crash_point         numeric(10, 2) NOT NULL CHECK (crash_point >= 1),
  seed                text NOT NULL,
  started_at          timestamptz NOT NULL,
  cashed_out_at       timestamptz,
  cashout_multiplier  numeric(10, 2)
);
CREATE INDEX crash_rounds_session_idx ON crash_rounds (session_token, round_id DESC);

-- QA's forced crash point of the next crash round.
ALTER TABLE game_control ADD COLUMN next_crash_point numeric(10, 2);
