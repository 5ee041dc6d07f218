// The sports bet history (spec money-and-games.md §3 "Sports bet history item", §4 "Sports bet
// statuses", "History date ranges", §7 "Sports"; wire: docs/contracts/sportsbook.md §2, docs/api.md):
// the bearer calls under /api/integrations/softion/ the profile's bet history makes — the list
// (GET betshistory/, date_from = start of the first chosen day, date_to = start of the day after the
// last), a ticket's sub-bets (GET {id}/subbet/) and the cancellation of an open ticket
// (POST ticket/{id}/cancel, a money press: Idempotency-Key, the stake back once), and the player's
// cash-out (GET ticket/{id}/cashout, a quote; POST ticket/{id}/cashout, the sale at the confirmed amount,
// a money press too).
import type { HttpClient } from './client';
import { arr, decimal, int, obj, optStr, ShapeError, str } from './convert';
import { toResultsPage } from './bonus';
import type { PaymentBalances } from './payments';
import { floor2, round2 } from '../format/money';

const SOFTION_BASE = '/api/integrations/softion';

/** The providers a history can be filtered by (`alt` has no sportsbook in the sandbox: its list is empty). */
export const BET_PROVIDERS = ['sft', 'dgt', 'alt'] as const;
export type BetProvider = (typeof BET_PROVIDERS)[number];

/** The spec's statuses (§4), capitalised; Cancelled is shown as "Sold" (a ticket cashed out or cancelled). */
const BET_STATUSES = ['Wait', 'Loser', 'Voided', 'Winner', 'Cancelled'] as const;
type KnownBetStatus = (typeof BET_STATUSES)[number];
/** A newer status the client does not know yet is kept (capitalised) rather than refused. */
export type BetStatus = KnownBetStatus | (string & {});

export interface BetHistoryItem {
  /** The ticket's id (the sub-bets' and the cancellation's key). */
  id: string;
  /** ISO 8601 with offset. */
  date: string;
  /** The stake. */
  amountIn: number;
  /** What the ticket returned (0 while open). */
  amountOut: number;
  /** The ticket's odds (the product of an express's odds). */
  coef: number;
  /** What it pays if every leg wins; null when the server does not say. */
  potentialWin: number | null;
  status: BetStatus;
  provider: string;
  producer: string | null;
  /** The integration token's short id (not the secret). */
  token: string | null;
  ticketId: string;
  ticketCode: string;
  /** `single` / `express`, or a newer type as it came. */
  ticketType: string;
  userId: number | null;
  /** Its selections with their own states (empty when the server does not list them). */
  legs: SubBet[];
}

export interface BetHistoryPage {
  page: number;
  count: number;
  items: BetHistoryItem[];
}

export interface SubBet {
  id: string;
  /** The country or region. */
  category: string | null;
  sport: string | null;
  tournament: string | null;
  /** "Home – Away". */
  event: string | null;
  market: string | null;
  outcome: string | null;
  odd: number;
  /** The score, e.g. "2:1"; null until the event has one. */
  result: string | null;
  status: BetStatus;
  startTime: string | null;
}

export interface BetHistoryQuery {
  dateFrom?: string;
  dateTo?: string;
  provider?: BetProvider;
  page?: number;
  pageSize?: number;
}

/** POST ticket/{id}/cancel answered 200: the ticket as the history now shows it and the balances it left. */
interface CancelAnswer {
  ticket: BetHistoryItem;
  balances: PaymentBalances;
}

/** GET ticket/{id}/cashout: what selling the open ticket now would pay; null when not offered now (docs/api.md "Sportsbook" §2). */
export interface CashoutQuote {
  amount: number | null;
}

export function toCashoutQuote(data: unknown): CashoutQuote {
  const amount = optDecimal(obj(data, 'cashout').amount, 'cashout.amount');
  return { amount: amount === null ? null : round2(amount) };
}

/** "WAIT", "wait", "Wait" → "Wait" (spec §4: shown capitalised). */
export function capitalise(status: string): BetStatus {
  const s = status.trim();
  return s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : s;
}

/** The status as the player reads it: Cancelled is "Sold" (spec §4). */
export const isSold = (status: BetStatus): boolean => status === 'Cancelled';

/** An id the server may send as a number or a string. */
function idOf(value: unknown, what: string): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new ShapeError(`${what}: id expected`);
}

function isoDate(value: unknown, what: string): string {
  const date = str(value, what);
  if (Number.isNaN(Date.parse(date))) throw new ShapeError(`${what}: date expected`);
  return date;
}

const optDecimal = (value: unknown, what: string): number | null => (value === null || value === undefined ? null : decimal(value, what));

export function toBetHistoryItem(data: unknown): BetHistoryItem {
  const r = obj(data, 'bet');
  const id = idOf(r.id, 'bet.id');
  return {
    id,
    date: isoDate(r.date, 'bet.date'),
    amountIn: round2(decimal(r.amount_in, 'bet.amount_in')),
    // Open tickets may come with "0.00" or without a return at all.
    amountOut: round2(optDecimal(r.amount_out, 'bet.amount_out') ?? 0),
    coef: decimal(r.coef, 'bet.coef'),
    potentialWin: optDecimal(r.potential_win, 'bet.potential_win'),
    status: capitalise(str(r.status, 'bet.status')),
    provider: str(r.provider, 'bet.provider'),
    producer: optStr(r.producer),
    token: optStr(r.token),
    ticketId: r.ticket_id === undefined || r.ticket_id === null ? id : idOf(r.ticket_id, 'bet.ticket_id'),
    ticketCode: str(r.ticket_code, 'bet.ticket_code'),
    ticketType: str(r.ticket_type, 'bet.ticket_type').toLowerCase(),
    userId: r.user_id === undefined || r.user_id === null ? null : int(r.user_id, 'bet.user_id'),
    legs: r.legs === undefined || r.legs === null ? [] : arr(r.legs, 'bet.legs').map(toSubBet),
  };
}

export const toBetHistoryPage = (data: unknown, page = 1): BetHistoryPage => toResultsPage(data, toBetHistoryItem, page);

export function toSubBet(data: unknown): SubBet {
  const r = obj(data, 'sub-bet');
  const startTime = optStr(r.start_time);
  return {
    id: idOf(r.id, 'subbet.id'),
    category: optStr(r.category),
    sport: optStr(r.sport),
    tournament: optStr(r.tournament),
    event: optStr(r.event),
    market: optStr(r.market),
    outcome: optStr(r.outcome),
    odd: decimal(r.odd, 'subbet.odd'),
    result: optStr(r.result),
    status: capitalise(str(r.status, 'subbet.status')),
    startTime: startTime && !Number.isNaN(Date.parse(startTime)) ? startTime : null,
  };
}

export const toSubBets = (data: unknown): SubBet[] => arr(obj(data, 'sub-bets').results, 'results').map(toSubBet);

export function toCancelAnswer(data: unknown): CancelAnswer {
  const body = obj(data, 'cancel');
  const bonus = optDecimal(body.bonus_balance, 'cancel.bonus_balance');
  return {
    ticket: toBetHistoryItem(body.ticket),
    balances: {
      balance: round2(decimal(body.balance, 'cancel.balance')),
      // Bonus amounts are floored (spec money §5), as every other balance answer.
      bonusBalance: bonus === null ? null : floor2(bonus),
      heldBalance: null,
    },
  };
}

export type BetHistoryApi = ReturnType<typeof betHistoryApi>;

export function betHistoryApi(http: HttpClient) {
  return {
    list: (q: BetHistoryQuery = {}) =>
      http.request(
        {
          method: 'GET',
          path: `${SOFTION_BASE}/betshistory/`,
          data: { date_from: q.dateFrom, date_to: q.dateTo, provider: q.provider, page: q.page, page_size: q.pageSize },
        },
        (data) => toBetHistoryPage(data, q.page ?? 1),
      ),
    subBets: (id: string) => http.request({ method: 'GET', path: `${SOFTION_BASE}/${encodeURIComponent(id)}/subbet/` }, toSubBets),
    cancel: (id: string, idempotencyKey: string) =>
      http.request({ method: 'POST', path: `${SOFTION_BASE}/ticket/${encodeURIComponent(id)}/cancel`, idempotencyKey }, toCancelAnswer),
    cashoutQuote: (id: string) => http.request({ method: 'GET', path: `${SOFTION_BASE}/ticket/${encodeURIComponent(id)}/cashout` }, toCashoutQuote),
    // The sale answers as a cancellation does: the ticket, now Cancelled (« Vendu »), and the balances.
    cashOut: (id: string, amount: number, idempotencyKey: string) =>
      http.request({ method: 'POST', path: `${SOFTION_BASE}/ticket/${encodeURIComponent(id)}/cashout`, data: { amount: amount.toFixed(2) }, idempotencyKey }, toCancelAnswer),
  };
}
