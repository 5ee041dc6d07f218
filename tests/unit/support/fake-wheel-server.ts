// An in-memory stand-in for the contract's /services/wheel endpoints behind a fetch that the real HTTP
// client calls, so the wheel store is tested through the real client and converters: every request is
// recorded with its Idempotency-Key, a key is replayed as the contract says, and the next answer can be
// held back, refused, or lost on the way back (the server spun, the client saw a network error).
import { vi } from 'vitest';
import { clientOn } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const PRIZE_IDS = [7, 12, 1, 3, 9, 15, 4, 13, 2, 5, 10, 16, 6, 14, 8, 11];

export function serverPrizes(currency = 'TND', lang = 'fr') {
  return PRIZE_IDS.map((id, i) => ({
    id,
    name: lang === 'en' ? `Prize ${i}` : `Prix ${i}`,
    amount: i % 4 === 2 ? '0.00' : `${i + 1}.00`,
    currency,
    is_present: i % 4 === 2 && i > 8,
    wallet: i % 4 === 2 ? null : 'balance',
    image: i % 4 === 2 && i > 8 ? `/services/wheel/images/gift-${i}.svg` : null,
  }));
}

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  key: string | null;
  body: unknown;
}

export function fakeWheelServer() {
  const calls: Recorded[] = [];
  const state = {
    balance: 100,
    hasFreeSpin: true,
    /** What the next spin lands on (a prize id). */
    nextPrize: 3,
    /** Omit free_spin_time from the settings (the client then uses 09:00 UTC next day). */
    omitFreeSpinTime: false,
    freeSpinTime: '2025-01-16T09:00:00+00:00',
    /**
     * The next spin answer: 'ok', a refusal code, 'lost' (processed, answer lost), 'malformed' (processed,
     * its 200 cut short), 'unavailable' (a proxy's empty 503, not processed), 'offline' (never reached).
     */
    nextSpin: 'ok' as 'ok' | 'lost' | 'malformed' | 'unavailable' | 'offline' | 'not_enough_money' | 'free_spin_not_available',
    /** Holds every spin answer until release() is called. */
    hold: false,
    spins: 0,
  };
  /** Path → status answered instead (e.g. '/services/wheel/prizes/': 503). */
  const faults = new Map<string, number>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const held: (() => void)[] = [];
  let spinId = 40;

  function spin(isFree: boolean): { status: number; body: unknown } {
    if (state.nextSpin === 'not_enough_money' || state.nextSpin === 'free_spin_not_available') {
      return { status: 400, body: { code: state.nextSpin, message: 'refused' } };
    }
    if (isFree) {
      if (!state.hasFreeSpin) return { status: 400, body: { code: 'free_spin_not_available' } };
      state.hasFreeSpin = false;
    } else {
      state.balance -= 2;
    }
    state.spins++;
    const i = PRIZE_IDS.indexOf(state.nextPrize);
    const prize = serverPrizes()[i];
    state.balance += prize.wallet === 'balance' ? Number(prize.amount) : 0;
    return {
      status: 200,
      body: {
        id: ++spinId, prize_id: prize.id, name: prize.name, amount: prize.amount, currency: 'TND', is_present: prize.is_present,
        wallet: prize.wallet, is_free: isFree, date: '2025-01-15T12:00:00+00:00', balance: state.balance.toFixed(2), bonus_balance: '5.00',
      },
    };
  }

  async function route(method: string, url: URL, key: string | null, body: unknown): Promise<Response> {
    const p = url.pathname;
    if (faults.has(p)) return json(faults.get(p)!, { code: 'server_error' });
    if (p === '/services/wheel/prizes/') return json(200, serverPrizes(url.searchParams.get('currency') ?? 'TND', url.searchParams.get('lang') ?? 'fr'));
    if (p === '/services/wheel/settings/public/') {
      return json(200, {
        has_free_spin: state.hasFreeSpin,
        free_spins_available: state.hasFreeSpin ? 1 : 0,
        ...(state.omitFreeSpinTime ? {} : { free_spin_time: state.freeSpinTime }),
        paid_spin_cost: '2.00',
        free_spin_min_balance: '0.00',
        paid_spin_min_balance: '2.00',
        currency: url.searchParams.get('currency') ?? 'TND',
      });
    }
    if (p === '/services/wheel/spin/' && method === 'POST') {
      if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
      const outcome = state.nextSpin;
      if (outcome === 'offline') {
        state.nextSpin = 'ok';
        throw new TypeError('Failed to fetch');
      }
      if (outcome === 'unavailable') {
        state.nextSpin = 'ok';
        return new Response('', { status: 503 });
      }
      const isFree = (body as { is_free: boolean }).is_free;
      const answer = key && replays.has(key) ? replays.get(key)! : spin(isFree);
      if (key) replays.set(key, answer);
      if (outcome === 'lost') {
        state.nextSpin = 'ok';
        throw new TypeError('Failed to fetch'); // processed, but the answer never arrived
      }
      if (outcome === 'malformed') {
        state.nextSpin = 'ok';
        return new Response('{"id": 41, "prize', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return json(answer.status, answer.body);
    }
    return json(404, { code: 'not_found' });
  }

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers as HeadersInit);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), key: headers.get('idempotency-key'), body });
    return route(method, url, headers.get('idempotency-key'), body);
  });

  const http = clientOn(fetchImpl);
  http.setAuthHooks({ accessToken: () => 'tok-1001', unauthorized: async () => false });

  return {
    http,
    calls,
    state,
    faults,
    release: () => held.splice(0).forEach((r) => r()),
    callsTo: (path: string) => calls.filter((c) => c.path.startsWith(path)),
    spinsSent: () => calls.filter((c) => c.path === '/services/wheel/spin/'),
  };
}
