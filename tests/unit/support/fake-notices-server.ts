// An in-memory stand-in for the contract's bonus, cashback and jackpot endpoints, behind a fetch that
// the real HTTP client (src/api/client.ts) calls: the stores are tested through the real client and
// converters, with every request recorded and failures switchable per path.
import { vi } from 'vitest';
import { clientOn } from './http';

export interface ServerItem {
  id: number;
  user: number;
  list: 'bonusbalance' | 'cashback';
  type: string;
  amount: string;
  date: string;
  is_accrued: boolean;
  is_acknowledged: boolean;
}

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  auth: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Seeds like the contract's `demo` (user 1001) plus one item of another player (1002). */
export function seedItems(): ServerItem[] {
  const item = (id: number, list: ServerItem['list'], type: string, amount: string, date: string, extra: Partial<ServerItem> = {}): ServerItem => ({
    id, user: 1001, list, type, amount, date, is_accrued: true, is_acknowledged: false, ...extra,
  });
  return [
    item(1, 'bonusbalance', 'FirstDeposit', '20.00', '2025-01-10T10:00:00+00:00'),
    item(2, 'bonusbalance', 'PersonalJackpot', '150.00', '2025-01-11T10:00:00+00:00'),
    item(3, 'bonusbalance', 'PersonalJackpot', '75.509', '2025-01-12T10:00:00+00:00'),
    item(4, 'bonusbalance', 'LuckySpin', '5.00', '2025-01-13T10:00:00+00:00'),
    item(5, 'bonusbalance', 'FirstDeposit', '99.00', '2023-01-01T10:00:00+00:00'),
    item(11, 'cashback', 'Cashback', '12.40', '2025-01-05T10:00:00+00:00'),
    item(12, 'cashback', 'Cashback', '8.00', '2025-01-06T10:00:00+00:00'),
    item(13, 'cashback', 'Cashback', '3.15', '2025-01-07T10:00:00+00:00', { is_acknowledged: true }),
    item(14, 'cashback', 'Cashback', '1.00', '2025-01-04T10:00:00+00:00'),
    item(21, 'bonusbalance', 'FirstDeposit', '50.00', '2025-01-10T10:00:00+00:00', { user: 1002 }),
  ];
}

export function fakeServer(items: ServerItem[] = seedItems()) {
  const calls: Recorded[] = [];
  /** Path prefix → status to answer instead (e.g. '/api/bonus-system/cashback/history/11/acknowledge/': 500). */
  const faults = new Map<string, number>();
  /** Bearer token → user id. */
  const tokens = new Map<string, number>([['tok-1001', 1001], ['tok-1002', 1002]]);
  const jackpots = { silver: 1000, gold: 5000, bronze: 100 };

  function route(method: string, url: URL, auth: string | null): Response {
    for (const [prefix, status] of faults) if (url.pathname.startsWith(prefix)) return json(status, { code: 'server_error' });
    const user = auth ? tokens.get(auth.replace(/^Bearer /, '')) : undefined;
    if (url.pathname === '/api/jackpot/v1/jackpots/' && method === 'GET') {
      const currency = url.searchParams.get('currency') ?? 'TND';
      if (!['TND', 'EUR'].includes(currency)) return json(400, { code: 'unknown_currency' });
      const rate = currency === 'EUR' ? 0.3 : 1;
      return json(200, (['bronze', 'gold', 'silver'] as const).map((name, i) => ({
        id: 3 - i, name, amount: (jackpots[name] * rate).toFixed(2), currency, winner: name === 'gold' ? 'd***o' : null,
      })));
    }
    const list = /^\/api\/bonus-system\/(bonusbalance|cashback)\/history\/?$/.exec(url.pathname);
    if (list && method === 'GET') {
      if (!user) return json(401, { code: 'not_authenticated' });
      const q = url.searchParams;
      const types = q.get('type')?.split(',');
      const from = q.get('date_from');
      let found = items.filter(
        (i) =>
          i.user === user &&
          i.list === list[1] &&
          (!types || types.includes(i.type)) &&
          (!q.has('is_accrued') || String(i.is_accrued) === q.get('is_accrued')) &&
          (!q.has('is_acknowledged') || String(i.is_acknowledged) === q.get('is_acknowledged')) &&
          (!from || i.date.slice(0, 10) >= from),
      );
      found = found.sort((a, b) => (q.get('ordering') === 'date' ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date)));
      const size = Number(q.get('page_size') ?? 10);
      const page = Number(q.get('page') ?? 1);
      const results = found.slice((page - 1) * size, page * size).map(({ user: _u, list: _l, ...rest }) => ({ ...rest, amount_currency: 'TND' }));
      return json(200, { count: found.length, results });
    }
    const ack = /^\/api\/bonus-system\/(bonusbalance|cashback)\/history\/(\d+)\/acknowledge\/$/.exec(url.pathname);
    if (ack && method === 'POST') {
      if (!user) return json(401, { code: 'not_authenticated' });
      const item = items.find((i) => i.id === Number(ack[2]) && i.list === ack[1] && i.user === user);
      if (!item) return json(404, { code: 'not_found' });
      item.is_acknowledged = true;
      return json(200, { id: item.id, is_acknowledged: true });
    }
    return json(404, { code: 'not_found' });
  }

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const auth = new Headers(init?.headers as HeadersInit).get('authorization');
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), auth });
    return route(init?.method ?? 'GET', url, auth);
  });

  let token: string | null = 'tok-1001';
  const http = clientOn(fetchImpl);
  http.setAuthHooks({ accessToken: () => token, unauthorized: async () => false });

  return {
    http,
    calls,
    items,
    faults,
    jackpots,
    /** The bearer the client sends (the signed-in user's). */
    useToken(next: string | null) {
      token = next;
    },
    callsTo: (path: string) => calls.filter((c) => c.path.startsWith(path)),
  };
}
