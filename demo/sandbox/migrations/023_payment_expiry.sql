-- Unpaid deposits expire (docs/api.md "Payments: expiry"; spec money §4 status 45 Expired). Each payment
-- system has its window in its configuration (card 30 min, e-wallet 15 min, bank 72 h; NULL for crypto,
-- whose gateway sets its own deadline); a deposit keeps the deadline it got when it was created, so a
-- later change of the window does not move the payments already open.
ALTER TABLE payment_systems ADD COLUMN expiry_minutes integer CHECK (expiry_minutes > 0);
UPDATE payment_systems SET expiry_minutes = CASE kind WHEN 'card' THEN 30 WHEN 'ewallet' THEN 15 WHEN 'bank' THEN 72 * 60 END
 WHERE type = 'deposit';

ALTER TABLE payments ADD COLUMN expires_at timestamptz;
-- Deposits already open get their system's window from now on (a sandbox upgraded in place keeps them
-- payable for one full window rather than expiring them all at its first sweep); crypto its gateway's.
UPDATE payments p SET expires_at = now() + make_interval(mins => s.expiry_minutes)
  FROM payment_systems s
 WHERE s.type = p.type AND s.slug = p.payment_system AND p.type = 'deposit' AND p.status IN (10, 20) AND s.expiry_minutes IS NOT NULL;
UPDATE payments p SET expires_at = c.expires_at FROM crypto_payments c WHERE c.payment_id = p.id;
-- The sweep's question: which open deposits are past their deadline.
CREATE INDEX payments_open_expiry_idx ON payments (expires_at) WHERE type = 'deposit' AND status IN (10, 20);
