-- Game sessions short and bound (docs/security.md "Tokens the frames hold"; docs/api.md "Slots and games"
-- §3). The frame's session token is bearer (the frame cannot hold the login's DPoP key), so it lives
-- minutes, not hours, and only our page, proving the login's key, can extend it.
ALTER TABLE game_sessions
  -- The DPoP key thumbprint (cnf.jkt) of the access token that started the session; null for an unbound
  -- login and a guest's demo. A renewal must prove this key.
  ADD COLUMN jkt text,
  -- SHA-256 of the renewal handle the start answer gives our page (never the frame): with the login's
  -- access token and proof it extends the session. Null for a guest's demo, which has no login to renew it.
  ADD COLUMN renew_hash text UNIQUE;
