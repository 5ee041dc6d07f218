// The sports bet history's state (spec money-and-games.md §3 "Bet state: betHistory {count,
// list}, subBet, …"): the page last read, each ticket's sub-bets as last read, and the cancellation or the
// sale (cash-out, at a quote) of an open ticket. A cancellation is a money press like the cashier's (src/stores/money-action.ts): one
// request however often it is pressed, its Idempotency-Key kept for the next press after an unknown
// outcome (docs/conventions.md §7 "Definitive answers"; the server replays: the stake comes back once; the balances
// are read again meanwhile), and the answer's balances written through the session's one
// user-writing action with the session's epoch taken before the request (dropped after a sign-out).
import { atom, map, type ReadableAtom } from 'nanostores';
import { http } from '../api/http';
import { ApiError } from '../api/errors';
import { createIdempotencyKeys } from '../api/idempotency-key';
import { betHistoryApi, type BetHistoryApi, type BetHistoryItem, type BetHistoryPage, type BetHistoryQuery, type SubBet } from '../api/bet-history';
import { sharedSlot } from '../platform/shared-slot';
import { defaultUuid, pressMoney, type MoneyDeps } from './money-action';
import { $auth, session } from './auth';
import { $playerId } from './player-id';

interface BetHistoryState {
  count: number;
  list: BetHistoryItem[];
}

interface BetHistoryDeps extends MoneyDeps {
  api: BetHistoryApi;
  /** Who is signed in ($playerId). */
  player: ReadableAtom<number | null>;
}

const FIND_PAGE_SIZE = 50;
const FIND_PAGES = 4;

export function createBetHistoryStore(deps: BetHistoryDeps) {
  const $betHistory = map<BetHistoryState>({ count: 0, list: [] });
  /** Sub-bets by ticket id. */
  const $subBets = atom<Readonly<Record<string, SubBet[]>>>({});
  const cancelKeys = createIdempotencyKeys(deps.uuid ?? defaultUuid);
  const cashoutKeys = createIdempotencyKeys(deps.uuid ?? defaultUuid);
  // Bumped when the player changes: an answer read for the previous one is returned but not kept.
  let epoch = 0;

  // Another player (or none): nothing of the last one's stays, and no unanswered key of theirs is reused.
  deps.player.listen(() => {
    epoch++;
    $betHistory.set({ count: 0, list: [] });
    $subBets.set({});
    cancelKeys.reset();
    cashoutKeys.reset();
  });

  async function loadBetHistory(query: BetHistoryQuery): Promise<BetHistoryPage> {
    const mine = epoch;
    const page = await deps.api.list(query);
    if (mine === epoch) $betHistory.set({ count: page.count, list: page.items });
    return page;
  }

  async function loadSubBets(ticketId: string): Promise<SubBet[]> {
    const mine = epoch;
    const subs = await deps.api.subBets(ticketId);
    if (mine === epoch) $subBets.set({ ...$subBets.get(), [ticketId]: subs });
    return subs;
  }

  /** The ticket from the page last read (the details open from it without another list call). */
  const known = (ticketId: string): BetHistoryItem | undefined => $betHistory.get().list.find((t) => t.id === ticketId);

  /**
   * A ticket by id for its details page, which a reload or a shared link opens without the list: the page
   * last read, else the list of `around` (the ticket's day, which the link carries), else the newest
   * pages (the contract has no call for one ticket). 404 not_found when none has it. `fresh`: the server's
   * word only (the page read may be older than a refusal just heard).
   */
  async function findTicket(ticketId: string, around?: Pick<BetHistoryQuery, 'dateFrom' | 'dateTo'>, options: { fresh?: boolean } = {}): Promise<BetHistoryItem> {
    const seen = options.fresh ? undefined : known(ticketId);
    if (seen) return seen;
    const attempts: BetHistoryQuery[] = around ? [{ ...around, page: 1, pageSize: FIND_PAGE_SIZE }] : [];
    for (let page = 1; page <= FIND_PAGES; page++) attempts.push({ page, pageSize: FIND_PAGE_SIZE });
    for (const query of attempts) {
      const found = await deps.api.list(query);
      const ticket = found.items.find((t) => t.id === ticketId);
      if (ticket) return ticket;
      if (!query.dateFrom && (query.page ?? 1) * FIND_PAGE_SIZE >= found.count) break;
    }
    throw new ApiError({ status: 404, code: 'not_found', method: 'GET', path: 'betshistory' });
  }

  /** Puts the server's new state of a ticket where the list shows it. */
  function replaceTicket(ticket: BetHistoryItem) {
    const state = $betHistory.get();
    if (state.list.some((t) => t.id === ticket.id)) $betHistory.set({ ...state, list: state.list.map((t) => (t.id === ticket.id ? ticket : t)) });
  }

  // One cancellation at a time per ticket (a double click sends one request; two tickets send two).
  const cancelling = new Map<string, Promise<BetHistoryItem>>();
  function cancelTicket(ticketId: string): Promise<BetHistoryItem> {
    const running = cancelling.get(ticketId);
    if (running) return running;
    const request = (async () => {
      const mine = epoch;
      const { ticket } = await pressMoney(cancelKeys, ticketId, deps, (key) => deps.api.cancel(ticketId, key));
      if (mine === epoch) replaceTicket(ticket);
      return ticket;
    })().finally(() => cancelling.delete(ticketId));
    cancelling.set(ticketId, request);
    return request;
  }

  // A sale is a money press like a cancellation: one request at a time per ticket, its key kept after an
  // unknown outcome (the next press resends it: the server answers the first sale again, paid once).
  const selling = new Map<string, Promise<BetHistoryItem>>();
  function cashOutTicket(ticketId: string, amount: number): Promise<BetHistoryItem> {
    const running = selling.get(ticketId);
    if (running) return running;
    const request = (async () => {
      const mine = epoch;
      const { ticket } = await pressMoney(cashoutKeys, ticketId, deps, (key) => deps.api.cashOut(ticketId, amount, key));
      if (mine === epoch) replaceTicket(ticket);
      return ticket;
    })().finally(() => selling.delete(ticketId));
    selling.set(ticketId, request);
    return request;
  }

  return { $betHistory, $subBets, loadBetHistory, loadSubBets, known, findTicket, cancelTicket, cashOutTicket, cashoutQuote: (ticketId: string) => deps.api.cashoutQuote(ticketId) };
}

const betHistoryStore = sharedSlot('bet-history', () => createBetHistoryStore({ api: betHistoryApi(http), auth: $auth, player: $playerId, session, recheck: () => session.pollNow() }));

export const loadBetHistory = (query: BetHistoryQuery) => betHistoryStore.loadBetHistory(query);
export const loadSubBets = (ticketId: string) => betHistoryStore.loadSubBets(ticketId);
export const findTicket = (ticketId: string, around?: Pick<BetHistoryQuery, 'dateFrom' | 'dateTo'>, options?: { fresh?: boolean }) =>
  betHistoryStore.findTicket(ticketId, around, options);
export const cancelTicket = (ticketId: string) => betHistoryStore.cancelTicket(ticketId);
export const cashOutTicket = (ticketId: string, amount: number) => betHistoryStore.cashOutTicket(ticketId, amount);
export const cashoutQuote = (ticketId: string) => betHistoryStore.cashoutQuote(ticketId);
