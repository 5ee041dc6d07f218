/**
 * The payment status machine (docs/api.md "Payments"). The spec names the statuses (money §4)
 * and leaves the transitions open ("Allowed transitions between them: not shown"): this table is ours,
 * agreed with the client in the wire contract. Pure: no database, no clock.
 */

export const STATUS = {
  started: 10,
  requested: 20,
  approved: 21,
  approval_failed: 22,
  manual_process_required: 27,
  success: 30,
  failed: 40,
  expired: 45,
} as const;

export type StatusName = keyof typeof STATUS;
export type PaymentStatus = (typeof STATUS)[StatusName];

export const STATUSES = Object.values(STATUS) as PaymentStatus[];

const NAMES = new Map<number, StatusName>(Object.entries(STATUS).map(([name, code]) => [code, name as StatusName]));

export function statusName(status: number): StatusName {
  const name = NAMES.get(status);
  if (!name) throw new Error(`not a payment status: ${status}`);
  return name;
}

export const isStatus = (value: number): value is PaymentStatus => NAMES.has(value);

/** Where each status may go; a final status goes nowhere. */
export const TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  10: [20, 27, 30, 40, 45],
  20: [21, 22, 27, 30, 40, 45],
  21: [27, 30, 40],
  22: [],
  27: [30, 40],
  30: [],
  40: [],
  45: [],
};

export const isFinal = (status: PaymentStatus) => TRANSITIONS[status].length === 0;

export const canMove = (from: PaymentStatus, to: PaymentStatus) => TRANSITIONS[from].includes(to);

/** The five approval actions (spec money §4, §7): each applies to one status only. */
export const ACTIONS = {
  approve_success: { from: 20, to: 21 },
  approve_fail: { from: 20, to: 22 },
  process_after_approve: { from: 21, to: 30 },
  manual_success: { from: 27, to: 30 },
  manual_fail: { from: 27, to: 40 },
} as const satisfies Record<string, { from: PaymentStatus; to: PaymentStatus }>;

export type ApprovalAction = keyof typeof ACTIONS;
export const APPROVAL_ACTIONS = Object.keys(ACTIONS) as ApprovalAction[];

/** What a provider's callback says, and the status it leads to. */
export const CALLBACK_TARGETS = {
  success: 30,
  failed: 40,
  expired: 45,
  manual: 27,
  pending: 20,
} as const satisfies Record<string, PaymentStatus>;

export type CallbackStatus = keyof typeof CALLBACK_TARGETS;
export const CALLBACK_STATUSES = Object.keys(CALLBACK_TARGETS) as CallbackStatus[];

/**
 * The outcome of asking `from` to become `to`:
 * - `move`: allowed, apply it;
 * - `same`: already there (a second identical callback): a no-op, answered with the payment as it is;
 * - `conflict`: refused, 409 payment_status_conflict.
 */
export function decide(from: PaymentStatus, to: PaymentStatus): 'move' | 'same' | 'conflict' {
  if (from === to) return 'same';
  return canMove(from, to) ? 'move' : 'conflict';
}

/**
 * An approval action on a payment in `from`: `same` when the payment already holds the action's target
 * and came there by it (a repeated press), `move` from the action's own status, else `conflict`.
 */
export function decideAction(action: ApprovalAction, from: PaymentStatus): 'move' | 'same' | 'conflict' {
  const { from: source, to } = ACTIONS[action];
  if (from === source) return 'move';
  return from === to ? 'same' : 'conflict';
}

/** The money a status change moves for a payout (held since 20) or a deposit (nothing before 30). */
export type MoneyEffect = 'none' | 'deposit_credit' | 'payout_paid' | 'payout_release';

export function moneyEffect(type: 'deposit' | 'payout', to: PaymentStatus): MoneyEffect {
  if (type === 'deposit') return to === 30 ? 'deposit_credit' : 'none';
  if (to === 30) return 'payout_paid';
  return to === 22 || to === 40 || to === 45 ? 'payout_release' : 'none';
}

/** The withdrawal filter (spec money §4) -> the statuses it shows. */
export const PAYOUT_FILTERS = {
  ALL: STATUSES,
  OPEN: [10, 20],
  IN_PROCESS: [21, 27],
  COMPLETED: [30],
  BLOCKED: [22],
  REJECTED: [40, 45],
} as const satisfies Record<string, readonly PaymentStatus[]>;

export type PayoutFilter = keyof typeof PAYOUT_FILTERS;
