-- The wallet (docs/api.md "Wallet"): users.balance and users.bonus_balance are kept by the
-- database from an append-only ledger. Inserting a ledger row moves the balance in the same statement
-- (row lock on the user), so sum(ledger) = balance always holds and CHECK (balance >= 0) of
-- 001_accounts refuses any movement that would go negative, whatever code or SQL inserts it.
CREATE TABLE wallet_ledger (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id         integer NOT NULL REFERENCES users (id),
  wallet          text NOT NULL CHECK (wallet IN ('balance', 'bonus')),
  -- In the user's currency; positive credits, negative debits.
  amount          numeric(14, 2) NOT NULL CHECK (amount <> 0),
  -- Filled by the trigger below, whatever the insert says.
  balance_after   numeric(14, 2) NOT NULL DEFAULT 0,
  reason          text NOT NULL CHECK (reason <> ''),
  reference_type  text,
  reference_id    text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_ledger_user_idx ON wallet_ledger (user_id, wallet, id);
CREATE INDEX wallet_ledger_reference_idx ON wallet_ledger (reference_type, reference_id);

-- Opening rows for the balances that exist before the wallet (a persisted sandbox being upgraded),
-- written before the triggers so they do not move the balances a second time.
INSERT INTO wallet_ledger (user_id, wallet, amount, balance_after, reason)
SELECT id, 'balance', balance, balance, 'opening' FROM users WHERE balance <> 0;
INSERT INTO wallet_ledger (user_id, wallet, amount, balance_after, reason)
SELECT id, 'bonus', bonus_balance, bonus_balance, 'opening' FROM users WHERE bonus_balance <> 0;

CREATE FUNCTION wallet_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.wallet = 'balance' THEN
    UPDATE users SET balance = balance + NEW.amount WHERE id = NEW.user_id RETURNING balance INTO NEW.balance_after;
  ELSE
    UPDATE users SET bonus_balance = bonus_balance + NEW.amount WHERE id = NEW.user_id RETURNING bonus_balance INTO NEW.balance_after;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'wallet_ledger: no user %', NEW.user_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER wallet_ledger_apply BEFORE INSERT ON wallet_ledger FOR EACH ROW EXECUTE FUNCTION wallet_ledger_apply();

CREATE FUNCTION wallet_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_ledger is append-only: % refused (write a correcting movement instead)', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER wallet_ledger_append_only BEFORE UPDATE OR DELETE ON wallet_ledger
  FOR EACH ROW EXECUTE FUNCTION wallet_ledger_append_only();

-- Balances change only from the ledger trigger (trigger depth 2), never by a direct UPDATE, and an
-- account starts at zero (its opening money is a ledger credit): otherwise sum(ledger) = balance breaks.
CREATE FUNCTION users_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND (NEW.balance <> 0 OR NEW.bonus_balance <> 0) THEN
    RAISE EXCEPTION 'users: an account starts with zero balances; credit it through wallet_ledger'
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() < 2
     AND (NEW.balance IS DISTINCT FROM OLD.balance OR NEW.bonus_balance IS DISTINCT FROM OLD.bonus_balance) THEN
    RAISE EXCEPTION 'users: balances move only through wallet_ledger' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_balance_guard BEFORE INSERT OR UPDATE OF balance, bonus_balance ON users
  FOR EACH ROW EXECUTE FUNCTION users_balance_guard();

-- Idempotency-Key (docs/api.md "Idempotency"): one row per user and key, 24 h. `response_*` stay null
-- while the first request runs; a 5xx answer deletes the row (the key may be retried).
CREATE TABLE idempotency_keys (
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key              text NOT NULL,
  -- SHA-256 of method, path and the canonical JSON body: the same key with another request is refused.
  request_hash     text NOT NULL,
  status           text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'done')),
  response_status  integer,
  -- json (not jsonb): the replay keeps the first answer's key order.
  response_body    json,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at);
