// /api/backoffice/transactions/ (spec money-and-games.md §3 "Transfer", §7; contract
// docs/contracts/payments.md §Transfers): the money a player sends to their cashier (their
// parent) and receives from them. balanceBefore/After are the caller's own.
import type { HttpClient } from './client';
import { bool, decimal, int, optStr, str } from './convert';
import { round2 } from '../format/money';
import { fieldsOf, toBalances, toPage, toWireAmount, type PageQuery, type PaymentBalances } from './payments';

export interface Transfer {
  id: number;
  fromId: number;
  toId: number;
  amount: number;
  currency: string;
  balanceBefore: number;
  balanceAfter: number;
  date: string;
  createdAt: string;
  completedAt: string | null;
  status: string;
}

export interface TransferInput {
  amount: number;
  currency: string;
  /** The player's parent (their cashier). */
  recipientId: number;
}

export interface TransferAnswer {
  transfer: Transfer;
  balances: PaymentBalances;
}

const money = (v: unknown, what: string) => round2(decimal(v, what));

export function toTransfer(data: unknown): Transfer {
  const f = fieldsOf(data, 'transfer');
  const createdAt = f('created_at', str);
  return {
    id: f('id', int),
    fromId: f('from_id', int),
    toId: f('to_id', int),
    amount: f('amount', money),
    currency: f('currency', str),
    balanceBefore: f('balance_before', money),
    balanceAfter: f('balance_after', money),
    date: f('date', optStr) ?? createdAt,
    createdAt,
    completedAt: f('completed_at', optStr),
    status: f('status', str),
  };
}

function toTransferAnswer(data: unknown): TransferAnswer {
  const f = fieldsOf(data, 'transfer_answer');
  return { transfer: f('transfer', toTransfer), balances: f('balances', toBalances) };
}

/**
 * The bounds a transfer to the player's cashier is held to, as the server publishes and enforces them
 * (docs/api.md "Transfers", GET limits/): null min and max when the cashier has none in this currency.
 */
export interface TransferLimits {
  currency: string;
  min: number | null;
  max: number | null;
  configured: boolean;
}

const orNullMoney = (v: unknown, what: string) => (v === null || v === undefined ? null : money(v, what));

export function toTransferLimits(data: unknown): TransferLimits {
  const f = fieldsOf(data, 'transfer_limits');
  const configured = f('configured', bool);
  const min = f('min_amount', orNullMoney);
  const max = f('max_amount', orNullMoney);
  return { currency: f('currency', str), min: configured ? min : null, max: configured ? max : null, configured: configured && min !== null && max !== null };
}

const TRANSFERS_PATH = '/api/backoffice/transactions/';

export function transfersApi(http: HttpClient) {
  return {
    limits: () => http.request({ method: 'GET', path: `${TRANSFERS_PATH}limits/` }, toTransferLimits),
    list: (query: PageQuery) =>
      http.request({ method: 'GET', path: TRANSFERS_PATH, data: { page: query.page, page_size: query.pageSize } }, toPage(toTransfer, 'transfers')),
    /** The same key replays the first answer instead of sending twice. */
    withdraw: (input: TransferInput, idempotencyKey: string) =>
      http.request(
        {
          method: 'POST',
          path: TRANSFERS_PATH,
          data: { amount: toWireAmount(input.amount), currency: input.currency, recipient_id: input.recipientId },
          idempotencyKey,
        },
        toTransferAnswer,
      ),
  };
}

export type TransfersApi = ReturnType<typeof transfersApi>;
