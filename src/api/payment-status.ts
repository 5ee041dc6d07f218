// The payment statuses as data (spec money-and-games.md §4 "Payment status codes", §6 timings; the
// contract's status machine, docs/contracts/payments.md §Statuses): codes, names, which are final,
// the withdrawal list's filter, and what the player is told happens next. Pure: no text here (the
// cashier's widgets translate the kinds), so the stores, the pending tray and the views share one table.

export const PAYMENT_STATUSES = [10, 20, 21, 22, 27, 30, 40, 45] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const STATUS_NAMES = {
  10: 'started',
  20: 'requested',
  21: 'approved',
  22: 'approval_failed',
  27: 'manual_process_required',
  30: 'success',
  40: 'failed',
  45: 'expired',
} as const satisfies Record<PaymentStatus, string>;

type PaymentStatusName = (typeof STATUS_NAMES)[PaymentStatus];

const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [22, 30, 40, 45];

const isPaymentStatus = (code: unknown): code is PaymentStatus => (PAYMENT_STATUSES as readonly unknown[]).includes(code);

/** No transition leaves a final status: polling stops, the tray may be dismissed. */
export const isFinal = (code: number): boolean => (FINAL_PAYMENT_STATUSES as readonly number[]).includes(code);

/** The status's name, or null for a code the contract does not list. */
export const statusName = (code: number): PaymentStatusName | null => (isPaymentStatus(code) ? STATUS_NAMES[code] : null);

/** The withdrawal list's filter (`?filter=` on GET /payout/) and the codes each one shows. */
export const WITHDRAWAL_FILTERS = ['ALL', 'OPEN', 'IN_PROCESS', 'COMPLETED', 'BLOCKED', 'REJECTED'] as const;
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];

export const FILTER_STATUSES: Record<WithdrawalFilter, readonly PaymentStatus[]> = {
  ALL: PAYMENT_STATUSES,
  OPEN: [10, 20],
  IN_PROCESS: [21, 27],
  COMPLETED: [30],
  BLOCKED: [22],
  REJECTED: [40, 45],
};

/** The narrowest filter a status belongs to (never ALL). */
export function filterOf(code: PaymentStatus): Exclude<WithdrawalFilter, 'ALL'> {
  const found = WITHDRAWAL_FILTERS.find((f) => f !== 'ALL' && FILTER_STATUSES[f].includes(code));
  return found as Exclude<WithdrawalFilter, 'ALL'>;
}

/** The spec's timing (§6) of a deposit's provider, for the texts and the tray. */
export const DEPOSIT_PROVIDER_MS = 24 * 60 * 60_000;

/**
 * What happens next, per type and status:
 * - 'deposit-waiting': 10/20, waiting for the provider (up to 24 h);
 * - 'deposit-credited': 30, the money is on the balance;
 * - 'deposit-failed': 22/40/45, nothing was taken;
 * - 'payout-confirming': 10/20/21, confirmed within an hour;
 * - 'payout-manual': 27, being processed by hand;
 * - 'payout-paid': 30, bank funds within 5 minutes;
 * - 'payout-returned': 22/40/45, not paid, the amount is back on the balance.
 */
type NextStepKind =
  | 'deposit-waiting'
  | 'deposit-credited'
  | 'deposit-failed'
  | 'payout-confirming'
  | 'payout-manual'
  | 'payout-paid'
  | 'payout-returned';

export function nextStepKind(type: 'deposit' | 'payout', code: PaymentStatus): NextStepKind {
  if (type === 'deposit') {
    if (code === 30) return 'deposit-credited';
    return isFinal(code) ? 'deposit-failed' : 'deposit-waiting';
  }
  if (code === 30) return 'payout-paid';
  if (isFinal(code)) return 'payout-returned';
  return code === 27 ? 'payout-manual' : 'payout-confirming';
}

/** The message shown after a payout (docs/contracts/payments.md §Payout status message): kind and tone. */
type PayoutMessageKind = 'requested' | 'manual' | 'paid' | 'returned';

export function payoutMessageKind(code: PaymentStatus): PayoutMessageKind {
  switch (nextStepKind('payout', code)) {
    case 'payout-paid':
      return 'paid';
    case 'payout-returned':
      return 'returned';
    case 'payout-manual':
      return 'manual';
    default:
      return 'requested';
  }
}
