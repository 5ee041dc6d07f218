-- Registration consent (docs/api.md "Registration consent"): a player confirms being 18 or older and accepts
-- the terms when registering; the server refuses a registration without both and keeps when they were given.
-- Accounts created before this (the seeds, QA's) have no record: NULL, not a made-up date.
ALTER TABLE users ADD COLUMN age_confirmed_at timestamptz;
ALTER TABLE users ADD COLUMN accepted_terms_at timestamptz;
