-- Idempotency keys for every money route (docs/api.md "Idempotency-Key"). A money request's key, its money
-- and its answer commit in one transaction, and every money-moving route keeps its key here: game rounds
-- too, whose keys belong to the game session (a guest's demo has no player). A key's scope names its owner:
-- `user:<id>` or `game_session:<token>`.
ALTER TABLE idempotency_keys ADD COLUMN scope text;
UPDATE idempotency_keys SET scope = 'user:' || user_id;
ALTER TABLE idempotency_keys ALTER COLUMN scope SET NOT NULL;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, key);
-- No foreign key to users any more: inserting the key would take a share lock on the player's row, and
-- two requests of one player would deadlock on it with the wallet's FOR UPDATE of that row. Keys expire
-- in 24 h; POST /sandbox/api/reset empties the table.
ALTER TABLE idempotency_keys DROP COLUMN user_id;

-- A round's answer is its key's now; round_key stays (UNIQUE per session: a second net under the keys).
ALTER TABLE game_rounds DROP COLUMN response;
ALTER TABLE game_rounds DROP COLUMN request_hash;
