// /api/backoffice/transactions/ (spec money-and-games.md §3 "Transfer", §7; contract
// /work/tools/payments-contract.md "Transfers"): the money a player sends to their cashier (their
// parent) and receives from them. balanceBefore/After are the caller's own.
import type { HttpClient } from './client';
import { decimal, int, optStr, str } from './convert';
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

export function toTransferAnswer(data: unknown): TransferAnswer {
  const f = fieldsOf(data, 'transfer_answer');
  return { transfer: f('transfer', toTransfer), balances: f('balances', toBalances) };
}

export const TRANSFERS_PATH = '/api/backoffice/transactions/';

export function transfersApi(http: HttpClient) {
  return {
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
