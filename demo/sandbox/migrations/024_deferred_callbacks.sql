-- Provider deliveries that happen later than the request that causes them (docs/api.md "Payments:
-- deferred deliveries"; DESIGN §7 "Durable side effects"): the e-wallet's approval a moment after the
-- player approves in the app, a provider's callback the sandbox could not deliver. Each is a row written
-- in the transaction that schedules it, and a worker in the server delivers it once: the delivery and
-- its `done_at` commit together; a failed attempt is counted and retried later (exponential backoff).
-- Not the e-mail `outbox`: that one is a mailbox QA reads, never processed.
CREATE TABLE provider_deliveries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id      integer NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  -- What the provider reports (payment-status CALLBACK_TARGETS), under a fixed event id: a delivery
  -- repeated after a crash is the same event, which payment_callbacks credits once.
  status          text NOT NULL CHECK (status IN ('success', 'failed', 'expired', 'manual', 'pending')),
  event_id        text NOT NULL UNIQUE,
  due_at          timestamptz NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  last_error      text,
  -- QA's "crash the callback": the first N attempts fail as an unreachable endpoint would.
  fail_remaining  integer NOT NULL DEFAULT 0 CHECK (fail_remaining >= 0),
  created_at      timestamptz NOT NULL,
  done_at         timestamptz,
  -- delivered, refused:<code> (the payment answered 4xx: retrying cannot help), gave_up.
  outcome         text
);
CREATE INDEX provider_deliveries_due_idx ON provider_deliveries (due_at) WHERE done_at IS NULL;
