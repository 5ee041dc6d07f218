// The account statement (docs/contracts/profile.md §Histories; docs/api.md "Account
// statement"): the player's wallet ledger, GET /api/users/statement/ and /api/users/statement/{id}/.
// Amounts arrive signed as decimal strings and become numbers rounded to the cent; a row's cause
// (`reference`) is read per kind, and a kind this client does not know is kept as `other` rather than
// failing the whole detail.
import type { HttpClient } from './client';
import { bool, decimal, int, obj, optStr, ShapeError, str, type Json } from './convert';
import { toResultsPage } from './bonus';
import { round2 } from '../format/money';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-status';

export type StatementWallet = 'balance' | 'bonus' | 'held';
export const STATEMENT_WALLETS: readonly StatementWallet[] = ['balance', 'bonus', 'held'];

/** The ledger reasons of today (docs/api.md "Account statement"); a newer one is shown by its code. */
export const STATEMENT_REASONS = [
  'opening',
  'deposit',
  'payout_hold',
  'payout_paid',
  'payout_release',
  'wheel_spin',
  'wheel_prize',
  'game_bet',
  'game_win',
  'transfer',
  'bonus_exchange',
  'bonus_item',
  'sport_stake',
  'sport_win',
  'sport_void',
  'sport_cashout',
  'sport_cancel',
] as const;
type StatementReason = (typeof STATEMENT_REASONS)[number];

export interface StatementRow {
  id: number;
  /** ISO 8601 with offset. */
  date: string;
  wallet: StatementWallet;
  /** Signed: a debit is negative. */
  amount: number;
  balanceAfter: number;
  currency: string;
  reason: StatementReason | string;
  referenceType: string | null;
  referenceId: string | null;
}

export type StatementReference =
  | { kind: 'payment'; id: number; type: 'deposit' | 'payout'; status: PaymentStatus | number; paymentSystem: string; amount: number | null; currency: string | null }
  | { kind: 'wheel_spin'; id: number; isFree: boolean; prizeName: Record<string, string>; prizeAmount: number | null; currency: string | null }
  | { kind: 'game_round'; id: number | null; gameName: string; provider: string; gameId: string | null; betAmount: number | null; winAmount: number | null }
  | { kind: 'transfer'; id: number; fromId: number; toId: number; amount: number | null; currency: string | null }
  | { kind: 'bonus_item'; id: number; type: string; list: 'bonusbalance' | 'cashback' }
  | { kind: 'sport_ticket'; id: number; ticketCode: string; provider: string }
  | { kind: 'other'; type: string };

export interface StatementDetail extends StatementRow {
  reference: StatementReference | null;
}

export interface StatementPage {
  page: number;
  count: number;
  items: StatementRow[];
}

export interface StatementQuery {
  /** ISO 8601 with offset, inclusive. */
  dateFrom?: string;
  /** ISO 8601 with offset, exclusive. */
  dateTo?: string;
  wallet?: StatementWallet;
  reason?: string | string[];
  page?: number;
  pageSize?: number;
  ordering?: 'date' | '-date';
}

const optDecimal = (v: unknown, what: string) => (v === undefined || v === null ? null : round2(decimal(v, what)));

function wallet(value: unknown): StatementWallet {
  const w = str(value, 'row.wallet');
  if (!(STATEMENT_WALLETS as readonly string[]).includes(w)) throw new ShapeError(`row.wallet: unknown ${w}`);
  return w as StatementWallet;
}

export function toStatementRow(data: unknown): StatementRow {
  const r = obj(data, 'statement row');
  const date = str(r.date, 'row.date');
  if (Number.isNaN(Date.parse(date))) throw new ShapeError('row.date: date expected');
  return {
    id: int(r.id, 'row.id'),
    date,
    wallet: wallet(r.wallet),
    amount: round2(decimal(r.amount, 'row.amount')),
    balanceAfter: round2(decimal(r.balance_after, 'row.balance_after')),
    currency: str(r.currency, 'row.currency'),
    reason: str(r.reason, 'row.reason'),
    referenceType: optStr(r.reference_type),
    referenceId: r.reference_id === null || r.reference_id === undefined ? null : String(r.reference_id),
  };
}

export function toStatementReference(type: string | null, data: unknown): StatementReference | null {
  if (data === null || data === undefined || !type) return null;
  const r: Json = obj(data, 'reference');
  switch (type) {
    case 'payment': {
      const kind = str(r.kind, 'reference.kind');
      if (kind !== 'deposit' && kind !== 'payout') throw new ShapeError('reference.kind: deposit or payout expected');
      const status = int(r.status, 'reference.status');
      return {
        kind: 'payment',
        id: int(r.id, 'reference.id'),
        type: kind,
        status: (PAYMENT_STATUSES as readonly number[]).includes(status) ? (status as PaymentStatus) : status,
        paymentSystem: str(r.payment_system, 'reference.payment_system'),
        amount: optDecimal(r.amount, 'reference.amount'),
        currency: optStr(r.currency),
      };
    }
    case 'wheel_spin': {
      const prize = r.prize === undefined || r.prize === null ? {} : obj(r.prize, 'reference.prize');
      const names = prize.name && typeof prize.name === 'object' ? (prize.name as Json) : {};
      return {
        kind: 'wheel_spin',
        id: int(r.id, 'reference.id'),
        isFree: r.is_free === undefined ? false : bool(r.is_free, 'reference.is_free'),
        prizeName: Object.fromEntries(Object.entries(names).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
        prizeAmount: optDecimal(prize.amount, 'reference.prize.amount'),
        currency: optStr(prize.currency),
      };
    }
    case 'game_round':
      return {
        kind: 'game_round',
        id: r.id === undefined || r.id === null ? null : int(r.id, 'reference.id'),
        gameName: str(r.game_name, 'reference.game_name'),
        provider: str(r.provider, 'reference.provider'),
        gameId: optStr(r.game_id),
        betAmount: optDecimal(r.bet_amount, 'reference.bet_amount'),
        winAmount: optDecimal(r.win_amount, 'reference.win_amount'),
      };
    case 'transfer':
      return {
        kind: 'transfer',
        id: int(r.id, 'reference.id'),
        fromId: int(r.from_id, 'reference.from_id'),
        toId: int(r.to_id, 'reference.to_id'),
        amount: optDecimal(r.amount, 'reference.amount'),
        currency: optStr(r.currency),
      };
    case 'bonus_history':
    case 'bonus_item':
      return { kind: 'bonus_item', id: int(r.id, 'reference.id'), type: str(r.type, 'reference.type'), list: r.history === 'cashback' ? 'cashback' : 'bonusbalance' };
    case 'sport_ticket':
      return { kind: 'sport_ticket', id: int(r.id, 'reference.id'), ticketCode: str(r.ticket_code, 'reference.ticket_code'), provider: str(r.provider, 'reference.provider') };
    default:
      return { kind: 'other', type };
  }
}

export function toStatementDetail(data: unknown): StatementDetail {
  const row = toStatementRow(data);
  return { ...row, reference: toStatementReference(row.referenceType, obj(data).reference) };
}

export const toStatementPage = (data: unknown, page = 1): StatementPage => toResultsPage(data, toStatementRow, page);

function toStatementQuery(q: StatementQuery): Record<string, string | number | undefined> {
  return {
    date_from: q.dateFrom,
    date_to: q.dateTo,
    wallet: q.wallet,
    reason: Array.isArray(q.reason) ? (q.reason.length ? q.reason.join(',') : undefined) : q.reason,
    page: q.page,
    page_size: q.pageSize,
    ordering: q.ordering,
  };
}

const BASE = '/api/users/statement/';

export function statementApi(http: HttpClient) {
  return {
    /** One page of the player's ledger movements. */
    list: (q: StatementQuery = {}) =>
      http.request({ method: 'GET', path: BASE, data: toStatementQuery(q) }, (data) => toStatementPage(data, q.page ?? 1)),
    /** One movement with its cause; 404 not_found when it is not the player's. */
    one: (id: number) => http.request({ method: 'GET', path: `${BASE}${encodeURIComponent(String(id))}/` }, toStatementDetail),
  };
}

type StatementApi = ReturnType<typeof statementApi>;
