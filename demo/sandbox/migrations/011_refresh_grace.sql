-- The refresh grace answers, sealed (docs/api.md "Tokens"). The answer of a rotation, replayed to a racing
-- second tab for 10 s, is a live token pair: in plain text, anyone who reads the table could use it. It is
-- sealed (AES-256-GCM) with a key derived from the retired refresh token itself, which the table never
-- holds, and blanked once the window is over (services/tokens.ts). Plain answers already stored are
-- deleted.
ALTER TABLE refresh_tokens DROP COLUMN grace_answer;
ALTER TABLE refresh_tokens ADD COLUMN grace_sealed text;
-- The sweep that blanks sealed answers past their window reads this.
CREATE INDEX refresh_tokens_grace_idx ON refresh_tokens (rotated_at) WHERE grace_sealed IS NOT NULL;
