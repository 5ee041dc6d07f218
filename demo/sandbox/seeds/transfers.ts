import type { Queryable } from '../db';
import { recordTransfer } from '../services/transfers';

/** The seeded cashier (agent) and the player they registered (seed.ts SEED_USERS). */
export const AGENT_ID = 1003;
export const CASHPLAYER_ID = 1007;

/** The agent's one configured limit: TND only, so a transfer in another currency shows transaction_limit_does_not_exist. */
export const TRANSFER_LIMITS = [{ cashier_id: AGENT_ID, currency: 'TND', min: '1.00', max: '1000.00' }];

/**
 * cashplayer's history with the agent. The sums cancel out (each side ends where it started: cashplayer
 * 150.00, the agent 5000.00, the seeded figures tests and docs name), and each step is a real wallet
 * movement, so balance = ledger holds and the before/after figures are true.
 */
export const SEEDED_TRANSFERS = [
  { from: AGENT_ID, to: CASHPLAYER_ID, amount: '100.00', at: '2024-03-06T10:00:00Z' },
  { from: CASHPLAYER_ID, to: AGENT_ID, amount: '60.00', at: '2024-03-20T16:30:00Z' },
  { from: AGENT_ID, to: CASHPLAYER_ID, amount: '50.00', at: '2024-04-02T09:15:00Z' },
  { from: CASHPLAYER_ID, to: AGENT_ID, amount: '90.00', at: '2024-04-15T18:45:00Z' },
];

/**
 * Limits are reference data (upserted). The history is written only on a fresh or reset database: no
 * transfer yet and both accounts holding nothing but their opening money, so a restart never repeats it
 * and an older sandbox whose players already moved money is left alone.
 */
export async function seedTransfers(tx: Queryable): Promise<void> {
  for (const l of TRANSFER_LIMITS) {
    await tx.query(
      `INSERT INTO cashier_transfer_limits (cashier_id, currency, min_amount, max_amount) VALUES ($1, $2, $3, $4)
       ON CONFLICT (cashier_id, currency) DO UPDATE SET min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount`,
      [l.cashier_id, l.currency, l.min, l.max],
    );
  }
  const { rows } = await tx.query<{ fresh: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM transfers)
        AND NOT EXISTS (SELECT 1 FROM wallet_ledger WHERE user_id = ANY($1::int[]) AND reason <> 'opening')
        AND (SELECT count(*) FROM users WHERE id = ANY($1::int[])) = 2 AS fresh`,
    [[AGENT_ID, CASHPLAYER_ID]],
  );
  if (!rows[0].fresh) return;
  for (const t of SEEDED_TRANSFERS) {
    await recordTransfer(tx, { fromId: t.from, toId: t.to, amount: t.amount, currency: 'TND', at: new Date(t.at) });
  }
}
