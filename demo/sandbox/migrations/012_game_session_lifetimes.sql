-- Game sessions tied to their login (docs/api.md "Slots and games" §3–§4): a game session that belonged to
-- no login and lived for ever, with a game URL carrying the session itself, would let a round on an old
-- URL play for real money after logout.
ALTER TABLE game_sessions
  -- The login (token family) the session came from; null only for a guest's demo. The session ends with
  -- it: logout, password reset, refresh-reuse revocation, the login's absolute lifetime.
  ADD COLUMN family_id text REFERENCES token_families (id),
  -- When the session ends by itself: its start + GAME_SESSION_TTL, never after its login's end.
  ADD COLUMN expires_at timestamptz,
  -- The one-time launch token of the game URL, exchanged by the game page for the session: only its
  -- SHA-256, until when it may be used, and when it was.
  ADD COLUMN launch_hash text UNIQUE,
  ADD COLUMN launch_expires_at timestamptz,
  ADD COLUMN launched_at timestamptz;
-- Sessions opened before this carried their token in the URL: they end now (their rounds stay listed).
UPDATE game_sessions SET expires_at = created_at;
ALTER TABLE game_sessions ALTER COLUMN expires_at SET NOT NULL;
-- A player's session always belongs to a login (NOT VALID: the ended sessions above have none).
ALTER TABLE game_sessions ADD CONSTRAINT game_sessions_login_check CHECK (user_id IS NULL OR family_id IS NOT NULL) NOT VALID;
