-- A change of e-mail (docs/security.md "Account takeover through the e-mail", docs/api.md "Change of
-- e-mail"): the account keeps its confirmed address until the link sent to the new one is opened (that
-- link is an email_verifications row, migration 001), and the confirmed address is told, with a link that
-- says "it wasn't me". This table holds those links: opening one cancels the change (or undoes it when the
-- new address was confirmed meanwhile), signs the player out everywhere and asks for a new password.
CREATE TABLE email_change_cancels (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The confirmed address the notice went to, and the one the change asked for.
  old_email   text NOT NULL,
  new_email   text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX email_change_cancels_user_idx ON email_change_cancels (user_id);
