// /api/backoffice/payments and the online payment history (spec money-and-games.md §3 "Payment", §4, §7;
// docs/contracts/payments.md, docs/api.md "Payments"). Server JSON (snake_case,
// amounts as decimal strings) becomes the client's camelCase types with fiat amounts as numbers rounded
// to the cent; a reply of the wrong shape throws ShapeError, which the client turns into a clear
// `malformed_response` error instead of a broken cashier. The provider's page address passes the URL
// allow-list (format/safe-url.ts): an unsafe one is null, and the cashier offers no link.
import type { HttpClient } from './client';
import { arr, bool, decimal, int, obj, optStr, ShapeError, str } from './convert';
import { floor2, round2 } from '../format/money';
import { safeUrl } from '../format/safe-url';
import { PAYMENT_STATUSES, type PaymentStatus, type WithdrawalFilter } from './payment-status';

export type { PaymentStatus, WithdrawalFilter } from './payment-status';

export type PaymentType = 'deposit' | 'payout';
export const PAYMENT_TYPES: readonly PaymentType[] = ['deposit', 'payout'];

/** How the cashier opens `redirectLink`: a titled sandboxed modal frame, the same tab, or no page at all. */
type PaymentFlow = 'frame' | 'redirect' | 'none';
type PaymentSystemKind = 'card' | 'bank' | 'ewallet' | 'crypto';

interface PaymentTimelineStep {
  status: PaymentStatus;
  at: string;
}

export interface Payment {
  id: number;
  type: PaymentType;
  amount: number;
  currency: string;
  status: PaymentStatus;
  paymentSystem: string;
  paymentSystemName: string;
  /** The provider's page; null once the payment left 10/20, for flow 'none', or when the URL is unsafe. */
  redirectLink: string | null;
  flow: PaymentFlow;
  returnUrl: string | null;
  createdAt: string;
  updatedAt: string;
  user: number;
  /** The player may stop it (cancel_payment): a payout to an online system, or a deposit (abandoned), while 10/20. */
  cancellable: boolean;
  /** 'cancelled' when the player cancelled; a provider's reason otherwise; null. */
  failureReason: string | null;
  /** The payout's destination the player typed (IBAN), else null. */
  account: string | null;
  /** Deposits: what was credited at 30 (less than amount after a crypto under-payment); null before. */
  creditedAmount: number | null;
  /**
   * An unpaid deposit's deadline (ISO 8601): past it the server expires it (45) and refuses a late
   * success (docs/api.md "Payments: expiry"). null for payouts, or when absent or not a date.
   */
  expiresAt: string | null;
  /** Every status the payment went through, oldest first. */
  timeline: PaymentTimelineStep[];
}

export interface PaymentSystem {
  slug: string;
  name: string;
  description: string;
  min: number;
  /** null: no upper limit of its own. */
  max: number | null;
  currency: string;
  isTemporaryDisabled: boolean;
  disabledReason: string | null;
  flow: PaymentFlow;
  /** Payouts to it can be cancelled while 10/20. */
  online: boolean;
  kind: PaymentSystemKind | string;
  /** Payout list: the method of the player's last successful deposit. */
  lastDeposit: boolean;
  /** Payout list: the most this method can take now; null = up to the balance. */
  maxAmount: number | null;
}

export interface PaymentPage<T = Payment> {
  /** The 1-based page asked for. */
  page: number;
  /** Items on every page. */
  count: number;
  list: T[];
}

export interface OnlinePayment {
  id: number;
  paymentId: number;
  currency: string;
  amount: number;
  status: PaymentStatus;
  paymentSystem: string;
  paymentType: PaymentType;
  createdAt: string;
}

/** The player's wallets after a money answer (balance to the cent, bonus floored, as the user converter). */
export interface PaymentBalances {
  balance: number;
  bonusBalance: number | null;
  heldBalance: number | null;
}

/** A created or cancelled payment and the balances it left. */
export interface PaymentAnswer {
  payment: Payment;
  balances: PaymentBalances;
}

export interface DepositInput {
  /** In the player's currency. */
  amount: number;
  paymentSystem: string;
  /** Where the provider sends the player back: a path or an allowed origin. */
  returnUrl?: string;
}

export interface PayoutInput {
  amount: number;
  paymentSystem: string;
  /** The destination (IBAN for bank_transfer). */
  account?: string;
  returnUrl?: string;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

export interface PaymentListQuery extends PageQuery {
  /** The withdrawal filter (spec money §4); the sandbox takes it for deposits too (docs/api.md "Payments"). */
  filter?: WithdrawalFilter;
}

export interface OnlineHistoryQuery extends PageQuery {
  status?: PaymentStatus;
  paymentType?: PaymentType;
  /** ISO 8601, inclusive. */
  dateFrom?: string;
  /** ISO 8601, exclusive. */
  dateTo?: string;
}

type Reader<T> = (value: unknown, what: string) => T;

/**
 * Reads the fields of one object; a failure names the object and the field (`payment.status`). The same
 * reader as api/wheel.ts's, kept here so the cashier's chunk does not share the wheel's module (the
 * wheel element would then load it as a separate chunk and grow).
 */
export const fieldsOf = (data: unknown, what: string) => {
  const o = obj(data, what);
  return <T,>(key: string, read: Reader<T>): T => read(o[key], `${what}.${key}`);
};
type Fields = ReturnType<typeof fieldsOf>;

const orNull =
  <T,>(read: Reader<T>): Reader<T | null> =>
  (value, what) =>
    value === undefined || value === null ? null : read(value, what);

const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value, what) => {
    if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
    throw new ShapeError(`${what}: one of ${values.join(', ')} expected`);
  };

const paymentType = oneOf(PAYMENT_TYPES);
const flow = oneOf<PaymentFlow>(['frame', 'redirect', 'none']);

/** One of the contract's codes: an unknown code would be shown and polled as nothing the client knows. */
export function paymentStatus(value: unknown, what: string): PaymentStatus {
  const code = int(value, what);
  if (!(PAYMENT_STATUSES as readonly number[]).includes(code)) throw new ShapeError(`${what}: unknown status ${code}`);
  return code as PaymentStatus;
}

const money: Reader<number> = (value, what) => round2(decimal(value, what));

function timeline(value: unknown, what: string): PaymentTimelineStep[] {
  if (value === undefined || value === null) return [];
  return arr(value, what).map((step, i) => {
    const f = fieldsOf(step, `${what}[${i}]`);
    return { status: f('status', paymentStatus), at: f('at', str) };
  });
}

/** A timestamp the client may compute with, else null (a deadline nobody can read is no deadline). */
const isoDate = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

export function toPayment(data: unknown): Payment {
  const f: Fields = fieldsOf(data, 'payment');
  return {
    id: f('id', int),
    type: f('type', paymentType),
    amount: f('amount', money),
    currency: f('amount_currency', str),
    status: f('status', paymentStatus),
    paymentSystem: f('payment_system', str),
    paymentSystemName: f('payment_system_name', optStr) ?? f('payment_system', str),
    redirectLink: safeUrl(f('redirect_link', optStr)),
    flow: f('flow', orNull(flow)) ?? 'none',
    returnUrl: f('return_url', optStr),
    createdAt: f('created_at', str),
    updatedAt: f('updated_at', optStr) ?? f('created_at', str),
    user: f('user', int),
    cancellable: f('cancellable', orNull(bool)) ?? false,
    failureReason: f('failure_reason', optStr),
    account: f('account', optStr),
    creditedAmount: f('credited_amount', orNull(money)),
    expiresAt: f('expires_at', isoDate),
    timeline: f('timeline', timeline),
  };
}

function toPaymentSystem(data: unknown): PaymentSystem {
  const f = fieldsOf(data, 'payment_system');
  return {
    slug: f('slug', str),
    name: f('name', str),
    description: f('description', optStr) ?? '',
    min: f('min', money),
    max: f('max', orNull(money)),
    currency: f('currency', str),
    isTemporaryDisabled: f('is_temporary_disabled', orNull(bool)) ?? false,
    disabledReason: f('disabled_reason', optStr),
    flow: f('flow', orNull(flow)) ?? 'none',
    online: f('online', orNull(bool)) ?? false,
    kind: f('kind', optStr) ?? 'card',
    lastDeposit: f('last_deposit', orNull(bool)) ?? false,
    maxAmount: f('max_amount', orNull(money)),
  };
}

export function toPaymentSystems(data: unknown): PaymentSystem[] {
  return arr(fieldsOf(data, 'system_list')('results', (v) => v), 'system_list.results').map(toPaymentSystem);
}

/** `{ count, page, results }` → PaymentPage, each item through `item`. */
export function toPage<T>(item: (data: unknown) => T, what: string) {
  return (data: unknown): PaymentPage<T> => {
    const f = fieldsOf(data, what);
    return { page: f('page', orNull(int)) ?? 1, count: f('count', int), list: arr(f('results', (v) => v), `${what}.results`).map(item) };
  };
}

export function toOnlinePayment(data: unknown): OnlinePayment {
  const f = fieldsOf(data, 'online_payment');
  return {
    id: f('id', int),
    paymentId: f('payment_id', int),
    currency: f('currency', str),
    amount: f('amount', money),
    status: f('status', paymentStatus),
    paymentSystem: f('payment_system', str),
    paymentType: f('payment_type', paymentType),
    createdAt: f('created_at', str),
  };
}

export function toBalances(data: unknown): PaymentBalances {
  const f = fieldsOf(data, 'balances');
  return {
    balance: f('balance', money),
    bonusBalance: f('bonus_balance', orNull((v, w) => floor2(decimal(v, w)))),
    heldBalance: f('held_balance', orNull(money)),
  };
}

export function toPaymentAnswer(data: unknown): PaymentAnswer {
  const f = fieldsOf(data, 'answer');
  return { payment: f('payment', toPayment), balances: f('balances', toBalances) };
}

/** Amounts go out as the contract's decimal strings with 2 decimals. */
export const toWireAmount = (amount: number): string => round2(amount).toFixed(2);

const PAYMENTS_BASE = '/api/backoffice/payments';
const ONLINE_HISTORY_PATH = '/services/facade/history/payment/';

export function paymentsApi(http: HttpClient) {
  return {
    /**
     * The methods of one side; min/max already include the site minimums, in the player's currency. Names
     * and descriptions come in `lang` (the page's language; docs/api.md "Payments": the server localises).
     */
    systemList: (type: PaymentType, lang?: string) =>
      http.request({ method: 'GET', path: `${PAYMENTS_BASE}/${type}/system_list/`, data: lang ? { lang } : undefined }, toPaymentSystems),
    /** Newest first, the player's own; filtered by status group (ALL, OPEN, IN_PROCESS, COMPLETED, BLOCKED, REJECTED). */
    list: (type: PaymentType, query: PaymentListQuery) =>
      http.request(
        {
          method: 'GET',
          path: `${PAYMENTS_BASE}/${type}/`,
          data: { page: query.page, page_size: query.pageSize, filter: query.filter },
        },
        toPage(toPayment, `${type}_list`),
      ),
    one: (type: PaymentType, id: number) => http.request({ method: 'GET', path: `${PAYMENTS_BASE}/${type}/${id}/` }, toPayment),
    /** The same key replays the server's first answer instead of creating a second deposit. */
    createDeposit: (input: DepositInput, idempotencyKey: string) =>
      http.request(
        {
          method: 'POST',
          path: `${PAYMENTS_BASE}/deposit/`,
          data: { amount: toWireAmount(input.amount), payment_system: input.paymentSystem, return_url: input.returnUrl },
          idempotencyKey,
        },
        toPaymentAnswer,
      ),
    /** Holds the amount (balance → held) in the same transaction as the payout's creation. */
    createPayout: (input: PayoutInput, idempotencyKey: string) =>
      http.request(
        {
          method: 'POST',
          path: `${PAYMENTS_BASE}/payout/`,
          data: {
            amount: toWireAmount(input.amount),
            payment_system: input.paymentSystem,
            account: input.account,
            return_url: input.returnUrl,
          },
          idempotencyKey,
        },
        toPaymentAnswer,
      ),
    cancelPayout: (id: number, idempotencyKey: string) =>
      http.request({ method: 'POST', path: `${PAYMENTS_BASE}/payout/${id}/cancel_payment/`, idempotencyKey }, toPaymentAnswer),
    /** The player abandons a deposit still 10/20 (nothing was paid): the same answer as a payout's cancel. */
    cancelDeposit: (id: number, idempotencyKey: string) =>
      http.request({ method: 'POST', path: `${PAYMENTS_BASE}/deposit/${id}/cancel_payment/`, idempotencyKey }, toPaymentAnswer),
    /** Date_from inclusive, date_to exclusive; newest first. */
    onlineHistory: (query: OnlineHistoryQuery) =>
      http.request(
        {
          method: 'GET',
          path: ONLINE_HISTORY_PATH,
          data: {
            status: query.status,
            payment_type: query.paymentType,
            date_from: query.dateFrom,
            date_to: query.dateTo,
            page: query.page,
            page_size: query.pageSize,
          },
        },
        toPage(toOnlinePayment, 'online_history'),
      ),
  };
}

export type PaymentsApi = ReturnType<typeof paymentsApi>;
