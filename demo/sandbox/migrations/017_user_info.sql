-- The player's own account pages (docs/contracts/profile.md §Account): the user info of money-and-games §3
-- beyond the names and e-mail the users table already holds, the sportsbook preferences, and what lets a
-- player who changed their e-mail keep signing in while the new address waits for its link.

-- One row per player who saved something; a player without a row reads the defaults (services/user-info.ts).
-- Blank text is "not given": the form sends '' for an emptied field, never null.
CREATE TABLE user_info (
  user_id          integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  middle_name      text NOT NULL DEFAULT '',
  title            text NOT NULL DEFAULT '',
  gender           text NOT NULL DEFAULT '' CHECK (gender IN ('', 'm', 'f')),
  birth_date       date,
  -- ISO 3166-1 alpha-2, upper case; the service checks it is an assigned code.
  country          text NOT NULL DEFAULT '' CHECK (country ~ '^([A-Z]{2})?$'),
  city             text NOT NULL DEFAULT '',
  address          text NOT NULL DEFAULT '',
  -- E.164-ish: '+' then 8 to 15 digits, stored without spaces.
  mobile_phone     text NOT NULL DEFAULT '' CHECK (mobile_phone ~ '^(\+[0-9]{8,15})?$'),
  contact_language text NOT NULL DEFAULT 'fr' CHECK (contact_language IN ('fr', 'en', 'ar')),
  document_series  text NOT NULL DEFAULT '',
  document_number  text NOT NULL DEFAULT '',
  account_number   text NOT NULL DEFAULT '',
  updated_at       timestamptz NOT NULL
);

-- A change of e-mail marks the account unconfirmed (users.email_verified = false) until the link sent to
-- the new address is opened, but must not lock out a player who confirmed an address before: sign-in
-- refuses only accounts that never confirmed one (a fresh registration). The trigger keeps the fact
-- whichever code path confirms an address (the e-mail link, the seeds, QA), so none of them can forget it.
ALTER TABLE users ADD COLUMN email_confirmed_once boolean NOT NULL DEFAULT false;
UPDATE users SET email_confirmed_once = true WHERE email_verified;

CREATE FUNCTION users_email_confirmed_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_verified THEN
    NEW.email_confirmed_once := true;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_email_confirmed_once BEFORE INSERT OR UPDATE OF email_verified ON users
  FOR EACH ROW EXECUTE FUNCTION users_email_confirmed_once();

-- The sportsbook preferences (profile /bookmakers-settings), read by the sportsbook pages. No row: the
-- defaults decimal / sport / auto.
CREATE TABLE bookmaker_settings (
  user_id      integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  odds_format  text NOT NULL DEFAULT 'decimal' CHECK (odds_format IN ('decimal', 'fractional', 'american')),
  sft_view     text NOT NULL DEFAULT 'sport' CHECK (sft_view IN ('sport', 'live')),
  dgt_view     text NOT NULL DEFAULT 'auto' CHECK (dgt_view IN ('auto', 'eu', 'af', 'as', 'm', 'es', 'la')),
  updated_at   timestamptz NOT NULL
);
