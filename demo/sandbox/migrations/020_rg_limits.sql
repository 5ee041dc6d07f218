-- Responsible-gaming limits (docs/contracts/responsible-gaming.md §1, docs/api.md "Responsible gaming:
-- limits"). A player's current limits, one row per field that has a value (no row = no limit), and the
-- changes waiting for their cooling-off: a raise or a removal becomes current at effective_at, lazily,
-- the next time the limits are read or enforced (services/rg-limits.ts).

CREATE TABLE rg_limits (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  field       text NOT NULL CHECK (field IN ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily', 'loss_weekly',
                'loss_monthly', 'wager_daily', 'wager_weekly', 'wager_monthly', 'session_minutes', 'reality_check_minutes')),
  -- Money in the player's currency; minutes for session_minutes and reality_check_minutes.
  value       numeric(14, 2) NOT NULL CHECK (value >= 0),
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, field)
);

-- At most one pending change per field; value null = the limit is removed when it becomes effective.
CREATE TABLE rg_pending_limits (
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  field         text NOT NULL CHECK (field IN ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily', 'loss_weekly',
                  'loss_monthly', 'wager_daily', 'wager_weekly', 'wager_monthly', 'session_minutes')),
  value         numeric(14, 2) CHECK (value >= 0),
  requested_at  timestamptz NOT NULL,
  effective_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, field)
);
