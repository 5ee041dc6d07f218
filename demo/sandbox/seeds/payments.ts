/**
 * Payment systems and `demo`'s payment history (docs/api.md "Payments"). Systems are
 * reference data, upserted on every start; the history is created once, with fixed ids (1..99; new
 * payments start at 1001) and dates relative to the sandbox clock, so a reset gives the same state.
 *
 * The money: demo's seeded balance (1000.00) and bonus (5.00) stay what every test expects. The final
 * payments are history from before the ledger's opening credit (their money is part of it). The open
 * payouts (20, 21, 27) really hold their amount: an opening credit of the same sum, then the hold, so
 * balance stays 1000.00, held_balance is their sum, and balance = ledger for every wallet.
 */
import type { Queryable } from '../db';
import type { PaymentStatus } from '../services/payment-status';
import { EXPIRY_MINUTES, type PaymentType, type SystemRow } from '../services/payment-systems';
import { fromCents, toCents } from '../services/money';
import { move, transfer } from '../services/wallet';

/** A payment_systems row as seeded: the flags default to false, no reason means enabled. */
type SystemSeed = Pick<SystemRow, 'type' | 'slug' | 'name' | 'description' | 'kind' | 'flow' | 'online'> &
  Partial<Pick<SystemRow, 'manual' | 'needs_account'>> & {
    /** TND. */
    min: string;
    max: string;
    disabled_reason?: string;
  };

/**
 * bank_transfer deposits go up to 50,000 TND, above max_transaction (20,000.129): the one system where
 * `transaction_limit` rather than `payment_system_limits` answers a large amount.
 */
export const PAYMENT_SYSTEMS: SystemSeed[] = [
  { type: 'deposit', slug: 'card', name: 'Carte bancaire', description: 'Visa, Mastercard — 3-D Secure', kind: 'card', flow: 'frame', online: true, min: '10.00', max: '5000.00' },
  { type: 'deposit', slug: 'bank_transfer', name: 'Virement bancaire', description: 'Virement depuis votre banque, crédité après vérification', kind: 'bank', flow: 'redirect', online: true, min: '50.00', max: '50000.00' },
  { type: 'deposit', slug: 'ewallet', name: 'Portefeuille mobile', description: "Validez le paiement dans l'application de votre portefeuille", kind: 'ewallet', flow: 'none', online: true, min: '5.00', max: '2000.00' },
  { type: 'deposit', slug: 'crypto', name: 'Cryptomonnaies', description: 'BTC, ETH, USDT (TRC-20, ERC-20), BNB, DOGE, TRX, LTC', kind: 'crypto', flow: 'none', online: true, min: '25.00', max: '20000.00' },
  {
    type: 'deposit', slug: 'd17', name: 'D17', description: 'Paiement mobile D17', kind: 'ewallet', flow: 'redirect', online: true, min: '10.00', max: '1000.00',
    disabled_reason: 'Maintenance du fournisseur : D17 est indisponible pour le moment.',
  },
  { type: 'payout', slug: 'card', name: 'Carte bancaire', description: 'Sur la carte de votre dernier dépôt', kind: 'card', flow: 'none', online: true, min: '10.00', max: '5000.00' },
  {
    type: 'payout', slug: 'bank_transfer', name: 'Virement bancaire', description: 'Sur votre compte (IBAN), traité manuellement', kind: 'bank', flow: 'none', online: false, manual: true,
    needs_account: true, min: '50.00', max: '20000.00',
  },
  { type: 'payout', slug: 'ewallet', name: 'Portefeuille mobile', description: 'Sur votre portefeuille mobile', kind: 'ewallet', flow: 'none', online: true, min: '10.00', max: '2000.00' },
];

export async function seedPaymentSystems(tx: Queryable): Promise<void> {
  for (const [position, s] of PAYMENT_SYSTEMS.entries()) {
    await tx.query(
      `INSERT INTO payment_systems (type, slug, name, description, kind, flow, online, manual, needs_account, min_amount, max_amount,
                                    is_temporary_disabled, disabled_reason, position, expiry_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (type, slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, kind = EXCLUDED.kind,
         flow = EXCLUDED.flow, online = EXCLUDED.online, manual = EXCLUDED.manual, needs_account = EXCLUDED.needs_account,
         min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, is_temporary_disabled = EXCLUDED.is_temporary_disabled,
         disabled_reason = EXCLUDED.disabled_reason, position = EXCLUDED.position, expiry_minutes = EXCLUDED.expiry_minutes`,
      [s.type, s.slug, s.name, s.description, s.kind, s.flow, s.online, s.manual ?? false, s.needs_account ?? false, s.min, s.max,
        s.disabled_reason !== undefined, s.disabled_reason ?? null, position, s.type === 'deposit' ? EXPIRY_MINUTES[s.kind] : null],
    );
  }
}

interface PaymentSeed {
  id: number;
  type: PaymentType;
  system: string;
  amount: string;
  /** The timeline; the last is the status. */
  statuses: PaymentStatus[];
  /** Hours before the seed's clock when it was created; each later status 10 minutes after the one before. */
  hoursAgo: number;
  failure_reason?: string;
  account?: string;
}

const DEMO = 1001;

/** demo's payments: every status of deposits and payouts. Last successful deposit: card (id 9). */
export const DEMO_PAYMENTS: PaymentSeed[] = [
  { id: 1, type: 'deposit', system: 'card', amount: '200.00', statuses: [10, 30], hoursAgo: 480 },
  { id: 2, type: 'deposit', system: 'bank_transfer', amount: '300.00', statuses: [10, 20, 21, 30], hoursAgo: 360 },
  { id: 3, type: 'deposit', system: 'card', amount: '50.00', statuses: [10, 40], hoursAgo: 288, failure_reason: 'declined' },
  { id: 4, type: 'deposit', system: 'card', amount: '75.00', statuses: [10, 45], hoursAgo: 240, failure_reason: 'expired' },
  { id: 5, type: 'deposit', system: 'ewallet', amount: '60.00', statuses: [20, 22], hoursAgo: 192, failure_reason: 'approval_failed' },
  { id: 6, type: 'deposit', system: 'ewallet', amount: '40.00', statuses: [20, 27], hoursAgo: 72 },
  { id: 7, type: 'deposit', system: 'bank_transfer', amount: '80.00', statuses: [10, 20, 21], hoursAgo: 6 },
  { id: 8, type: 'deposit', system: 'bank_transfer', amount: '120.00', statuses: [10, 20], hoursAgo: 24 },
  { id: 9, type: 'deposit', system: 'card', amount: '100.00', statuses: [10, 30], hoursAgo: 120 },
  { id: 10, type: 'deposit', system: 'card', amount: '25.00', statuses: [10], hoursAgo: 2 },
  { id: 11, type: 'payout', system: 'card', amount: '100.00', statuses: [20, 21, 30], hoursAgo: 216 },
  { id: 12, type: 'payout', system: 'bank_transfer', amount: '50.00', statuses: [20, 22], hoursAgo: 168, failure_reason: 'approval_failed', account: 'TN5910006035183598478831' },
  { id: 13, type: 'payout', system: 'ewallet', amount: '30.00', statuses: [20, 40], hoursAgo: 144, failure_reason: 'cancelled' },
  { id: 14, type: 'payout', system: 'card', amount: '40.00', statuses: [20, 45], hoursAgo: 96, failure_reason: 'expired' },
  { id: 15, type: 'payout', system: 'bank_transfer', amount: '60.00', statuses: [20, 27], hoursAgo: 48, account: 'TN5910006035183598478831' },
  { id: 16, type: 'payout', system: 'card', amount: '45.00', statuses: [20, 21], hoursAgo: 5 },
  { id: 17, type: 'payout', system: 'card', amount: '35.00', statuses: [20], hoursAgo: 1 },
];

const STEP_MS = 10 * 60_000;
const OPEN_PAYOUT: readonly PaymentStatus[] = [20, 21, 27];

/** demo's history, once (never overwritten: a restart keeps what QA did); the KYC of demo and cashplayer. */
export async function seedPayments(tx: Queryable, now: Date): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM payments WHERE id = $1', [DEMO_PAYMENTS[0].id]);
  if (rows.length) return;
  // Documents approved for the players who may withdraw; `unverified` is stopped by its e-mail first.
  await tx.query(`UPDATE users SET documents_status = 'approved' WHERE id IN (1001, 1007) AND documents_status = 'none'`);
  const { rows: demo } = await tx.query('SELECT 1 FROM users WHERE id = $1', [DEMO]);
  if (!demo.length) return;

  let held = 0n;
  for (const p of DEMO_PAYMENTS) {
    const created = new Date(now.getTime() - p.hoursAgo * 3600_000);
    const at = (i: number) => new Date(created.getTime() + i * STEP_MS).toISOString();
    const status = p.statuses[p.statuses.length - 1];
    const system = (await tx.query<{ flow: string; kind: SystemRow['kind'] }>('SELECT flow, kind FROM payment_systems WHERE type = $1 AND slug = $2', [p.type, p.system])).rows[0];
    // An open deposit's window starts when the sandbox is seeded, not at its back-dated creation: QA
    // finds the started card deposit (10) still payable, and it expires a window later like any other.
    const windowMinutes = p.type === 'deposit' && (status === 10 || status === 20) ? EXPIRY_MINUTES[system.kind] : null;
    await tx.query(
      `INSERT INTO payments (id, user_id, type, amount, currency, status, payment_system, flow, account, failure_reason, credited_amount,
                             checkout_token, created_at, updated_at, expires_at)
       VALUES ($1, $2, $3, $4, 'TND', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [p.id, DEMO, p.type, p.amount, status, p.system, system.flow, p.account ?? null, p.failure_reason ?? null,
        p.type === 'deposit' && status === 30 ? p.amount : null, `seed-checkout-${p.id}`, at(0), at(p.statuses.length - 1),
        windowMinutes === null ? null : new Date(now.getTime() + windowMinutes * 60_000).toISOString()],
    );
    for (const [i, s] of p.statuses.entries()) {
      await tx.query('INSERT INTO payment_status_history (payment_id, status, reason, at) VALUES ($1, $2, $3, $4)', [
        p.id, s, i === p.statuses.length - 1 ? (p.failure_reason ?? null) : null, at(i),
      ]);
    }
    if (p.type === 'payout' && OPEN_PAYOUT.includes(status)) {
      held += toCents(p.amount);
      await move(tx, { userId: DEMO, wallet: 'balance', amount: p.amount, reason: 'opening', at: new Date(at(0)) });
      await transfer(tx, {
        from: { userId: DEMO, wallet: 'balance' },
        to: { userId: DEMO, wallet: 'held' },
        amount: p.amount,
        reason: 'payout_hold',
        reference: { type: 'payment', id: p.id },
        at: new Date(at(0)),
      });
    }
  }
  if (held < 0n) throw new Error(`seed: negative hold ${fromCents(held)}`);
}
