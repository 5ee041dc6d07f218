CREATE TABLE referral_codes (
  -- Stored upper-case; lookups upper-case the input.
  code        text PRIMARY KEY,
  partner_id  integer NOT NULL,
  is_active   boolean NOT NULL DEFAULT true
);

-- A player activates at most one code (the primary key says so).
CREATE TABLE referral_activations (
  user_id       integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code          text NOT NULL REFERENCES referral_codes (code),
  partner_id    integer NOT NULL,
  activated_at  timestamptz NOT NULL
);
