// The bet history's store (docs/contracts/sportsbook.md) through the real client against a small fake of the
// softion bearer calls and a real session manager: the list and the sub-bets kept per ticket; a cancellation
// is one request per press however often it is pressed, the same Idempotency-Key after a press that got no
// answer (the fake replays it: the stake back once), the balances applied through the session with the
// press's ticket (dropped after a sign-out), the ticket shown sold in the list; a refusal keeps the list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computed, map } from 'nanostores';
import { betHistoryApi } from '../../../src/api/bet-history';
import { isApiError } from '../../../src/api/errors';
import { createBetHistoryStore } from '../../../src/stores/bet-history';
import { GUEST_STATE, playerIdOf, type AuthState } from '../../../src/session/session-manager';
import { makeSession } from '../session/fakes';
import { clientOn } from '../support/http';
import { wireBet, wireSub } from '../support/bet-fixtures';
import { isOutcomeUnknown, OUTCOME_UNKNOWN } from '../../../src/api/idempotency-key';

const NOW = Date.UTC(2026, 10, 24, 12);

/** The softion bearer calls over a wallet of 1000.00: two tickets, 41 open (10.00), 40 lost. */
function fakeSoftion() {
  const tickets = new Map<string, Record<string, unknown>>([
    ['41', wireBet()],
    ['40', wireBet({ id: 40, ticket_id: 40, status: 'Loser', ticket_code: 'SFT-00040', ticket_type: 'single' })],
  ]);
  let balance = 1000;
  const replies = new Map<string, unknown>();
  const calls: Array<{ method: string; path: string; key: string | null }> = [];
  let failNext: 'lost' | 'malformed' | 'in-progress' | null = null;
  let held: Array<() => void> | null = null;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const http = clientOn(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const key = new Headers(init?.headers).get('Idempotency-Key');
    calls.push({ method, path: url.pathname, key });
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (url.pathname.endsWith('/betshistory/')) return json({ count: tickets.size, results: [...tickets.values()] });
    const sub = /\/softion\/([^/]+)\/subbet\/$/.exec(url.pathname);
    if (sub) return tickets.has(sub[1]!) ? json({ results: [wireSub(), wireSub({ id: 8, event: 'Nice – Lens' })] }) : json({ code: 'not_found' }, 404);
    // A cancellation gives the stake back; a sale (cash-out) the amount its body confirms.
    const cancel = /\/ticket\/([^/]+)\/(cancel|cashout)$/.exec(url.pathname);
    if (cancel && method === 'POST') {
      const answer = (() => {
        if (key && replies.has(key)) return replies.get(key);
        const t = tickets.get(cancel[1]!);
        if (!t || t.status !== 'Wait') return null;
        const back = cancel[2] === 'cashout' ? String((JSON.parse(String(init?.body)) as { amount: string }).amount) : String(t.amount_in);
        balance += Number(back);
        const sold = { ...t, status: 'Cancelled', amount_out: back };
        tickets.set(cancel[1]!, sold);
        const body = { ticket: sold, balance: balance.toFixed(2), bonus_balance: '5.00' };
        if (key) replies.set(key, body);
        return body;
      })();
      // The server acted, but the answer is lost on the way back, or cut short (a 200 that cannot be read).
      if (failNext === 'lost') {
        failNext = null;
        throw new TypeError('Failed to fetch');
      }
      if (failNext === 'malformed') {
        failNext = null;
        return new Response('{"ticket": {"id', { status: 200, headers: { 'content-type': 'application/json' } });
      }
      // Another request with this key still runs (the sandbox waits, then answers 409).
      if (failNext === 'in-progress') {
        failNext = null;
        return json({ code: 'idempotency_key_in_progress' }, 409);
      }
      return answer ? json(answer) : json({ code: 'ticket_not_cancelable', message: 'Ticket can not be canceled' }, 409);
    }
    return json({ code: 'not_found' }, 404);
  });
  return {
    http,
    calls,
    tickets,
    balance: () => balance,
    loseNextAnswer: () => void (failNext = 'lost'),
    failNext: (how: 'malformed' | 'in-progress') => void (failNext = how),
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
  };
}

async function setup() {
  const server = fakeSoftion();
  const { manager, state } = makeSession({ pollMs: 3_600_000 });
  await manager.signIn('demo', 'demo1234');
  let keys = 0;
  const rechecks = { count: 0 };
  const store = createBetHistoryStore({ api: betHistoryApi(server.http), auth: state, player: computed(state, playerIdOf), session: manager, uuid: () => `key-${++keys}`, recheck: () => void rechecks.count++ });
  return { server, manager, state, store, rechecks };
}

const cancels = (server: ReturnType<typeof fakeSoftion>) => server.calls.filter((c) => c.method === 'POST');

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('bet history store', () => {
  it('keeps the page last read and the sub-bets of each ticket', async () => {
    const t = await setup();
    const page = await t.store.loadBetHistory({ page: 1, pageSize: 10 });
    expect(page.count).toBe(2);
    expect(t.store.$betHistory.get()).toEqual({ count: 2, list: page.items });
    expect(t.store.known('40')).toMatchObject({ status: 'Loser', ticketType: 'single' });
    expect(t.store.known('99')).toBeUndefined();
    const subs = await t.store.loadSubBets('41');
    expect(subs.map((s) => s.event)).toEqual(['Lyon – Lille', 'Nice – Lens']);
    expect(t.store.$subBets.get()).toEqual({ '41': subs });
    await expect(t.store.loadSubBets('99')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('finds a ticket for its details: from the page read, else the list of its day, else 404', async () => {
    const t = await setup();
    const lists = () => t.server.calls.filter((c) => c.path.endsWith('/betshistory/'));
    // Opened by a link, nothing read yet: the ticket's day first.
    expect(await t.store.findTicket('40', { dateFrom: '2026-11-20T00:00:00+01:00', dateTo: '2026-11-21T00:00:00+01:00' })).toMatchObject({ id: '40', status: 'Loser' });
    expect(lists()).toHaveLength(1);
    await t.store.loadBetHistory({});
    await t.store.findTicket('41');
    expect(lists()).toHaveLength(2);
    // After a refusal the page asks the server, not the page read.
    await t.store.findTicket('41', undefined, { fresh: true });
    expect(lists()).toHaveLength(3);
    await expect(t.store.findTicket('99')).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('cancels an open ticket once for a double click: the balance rises once, the list shows it sold', async () => {
    const t = await setup();
    await t.store.loadBetHistory({});
    const a = t.store.cancelTicket('41');
    expect(t.store.cancelTicket('41')).toBe(a);
    const ticket = await a;
    expect(ticket).toMatchObject({ id: '41', status: 'Cancelled', amountOut: 10 });
    expect(cancels(t.server)).toHaveLength(1);
    expect(t.state.get().user).toMatchObject({ balance: 1010, bonusBalance: 5 });
    expect(t.store.known('41')?.status).toBe('Cancelled');
  });

  it('sells an open ticket at the confirmed amount once: a double click one request, a lost answer the same key, one credit', async () => {
    const t = await setup();
    await t.store.loadBetHistory({});
    t.server.loseNextAnswer();
    const first = t.store.cashOutTicket('41', 7.6);
    expect(t.store.cashOutTicket('41', 7.6)).toBe(first);
    expect(isOutcomeUnknown(await first.catch((e: unknown) => e))).toBe(true);
    const ticket = await t.store.cashOutTicket('41', 7.6);
    expect(ticket).toMatchObject({ id: '41', status: 'Cancelled', amountOut: 7.6 });
    const sales = cancels(t.server);
    expect(sales.map((c) => [c.path, c.key])).toEqual([['/api/integrations/softion/ticket/41/cashout', 'key-1'], ['/api/integrations/softion/ticket/41/cashout', 'key-1']]);
    expect(t.server.balance()).toBe(1007.6);
    expect(t.state.get().user?.balance).toBe(1007.6);
    expect(t.store.known('41')?.status).toBe('Cancelled');
  });

  it('sends the same key after a press that got no answer: the server replays, the stake comes back once', async () => {
    const t = await setup();
    t.server.loseNextAnswer();
    const lost = await t.store.cancelTicket('41').catch((e: unknown) => e);
    expect(isOutcomeUnknown(lost)).toBe(true);
    expect(isApiError(lost) && isApiError(lost.cause) && lost.cause.code).toBe('network_error');
    expect(t.state.get().user?.balance).toBe(1000);
    await t.store.cancelTicket('41');
    expect(cancels(t.server).map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(t.server.balance()).toBe(1010);
    expect(t.state.get().user?.balance).toBe(1010);
  });

  it.each(['malformed', 'in-progress'] as const)('after a %s answer: outcome unknown, the balances re-read, the same key next: the stake back once', async (how) => {
    const t = await setup();
    t.server.failNext(how);
    await expect(t.store.cancelTicket('41')).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    expect(t.rechecks.count).toBe(1);
    await t.store.cancelTicket('41');
    expect(cancels(t.server).map((c) => c.key)).toEqual(['key-1', 'key-1']);
    expect(t.server.balance()).toBe(1010);
    expect(t.state.get().user?.balance).toBe(1010);
  });

  it('a refusal (ticket_not_cancelable) leaves the balance and the list, and retires the key', async () => {
    const t = await setup();
    await t.store.loadBetHistory({});
    await expect(t.store.cancelTicket('40')).rejects.toMatchObject({ code: 'ticket_not_cancelable', status: 409 });
    expect(t.state.get().user?.balance).toBe(1000);
    expect(t.store.known('40')?.status).toBe('Loser');
    await t.store.cancelTicket('41');
    expect(cancels(t.server).map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('drops the balances of an answer that arrives after a sign-out, and forgets the last player', async () => {
    const t = await setup();
    await t.store.loadBetHistory({});
    await t.store.loadSubBets('41');
    t.server.hold();
    const press = t.store.cancelTicket('41');
    await vi.advanceTimersByTimeAsync(0);
    await t.manager.signOut();
    expect(t.store.$betHistory.get()).toEqual({ count: 0, list: [] });
    expect(t.store.$subBets.get()).toEqual({});
    await t.manager.signIn('demo', 'demo1234');
    t.server.release();
    await press;
    // The server did cancel it, but the answer belongs to the old session: the new one reads its own balance.
    expect(t.state.get().user?.balance).toBe(1000);
    expect(t.store.$betHistory.get().list).toEqual([]);
  });

  it('refuses a guest before sending anything', async () => {
    const server = fakeSoftion();
    const auth = map<AuthState>({ ...GUEST_STATE });
    const store = createBetHistoryStore({ api: betHistoryApi(server.http), auth, player: computed(auth, playerIdOf), session: { epoch: () => 0, applyBalances: () => false } });
    await expect(store.cancelTicket('41')).rejects.toMatchObject({ code: 'not_authenticated' });
    expect(server.calls).toEqual([]);
  });
});
