// An in-memory stand-in for the payments contract (docs/contracts/payments.md) behind a fetch the
// real HTTP client calls, so the cashier's stores are tested through the real client and converters:
// every request is recorded with its Idempotency-Key, a key already answered is replayed (the server
// does not pay twice), and the next answers can be held back, refused, lost on the way back (the server
// acted, the client saw a network error) or never sent (offline).
import { clientOn } from './http';
import { FILTER_STATUSES } from '../../../src/api/payment-status';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  key: string | null;
  body: any;
}

export function serverPayment(over: Record<string, unknown> = {}) {
  return {
    id: 412,
    type: 'deposit',
    amount: '50.00',
    amount_currency: 'TND',
    status: 10,
    status_name: 'started',
    payment_system: 'card',
    payment_system_name: 'Carte bancaire',
    redirect_link: 'http://localhost:8080/sandbox/payments/card/?payment=412&token=t',
    flow: 'frame',
    return_url: 'http://localhost:8080/profile/replenishment?payment=412',
    created_at: '2025-01-15T12:00:00+00:00',
    updated_at: '2025-01-15T12:00:00+00:00',
    user: 1001,
    cancellable: false,
    failure_reason: null,
    account: null,
    credited_amount: null,
    timeline: [{ status: 10, at: '2025-01-15T12:00:00+00:00' }],
    ...over,
  };
}

/**
 * lost: the server acted, the answer never arrived; malformed: the server acted, its 200 could not be read;
 * offline: nothing sent; a status with a code: a refusal; a status without one: that status, empty body.
 */
export type Fault = 'lost' | 'offline' | 'malformed' | { status: number; code?: string };

export function fakePaymentsServer() {
  const calls: Recorded[] = [];
  /** Payments by `${type}:${id}`, as the server has them. */
  const payments = new Map<string, Record<string, unknown>>();
  const replies = new Map<string, unknown>();
  const faults: Fault[] = [];
  let nextId = 500;
  let balance = 1000;
  let held = 0;
  let holdAll = false;
  const waiting: (() => void)[] = [];

  const balances = () => ({ balance: balance.toFixed(2), bonus_balance: '5.00', held_balance: held.toFixed(2) });

  function create(type: 'deposit' | 'payout', body: any) {
    const id = nextId++;
    const amount = Number(body.amount);
    if (type === 'payout') {
      balance -= amount;
      held += amount;
    }
    const p = serverPayment({
      id,
      type,
      amount: body.amount,
      payment_system: body.payment_system,
      status: type === 'payout' ? 20 : 10,
      cancellable: type === 'payout',
      account: body.account ?? null,
      redirect_link: type === 'payout' ? null : `http://localhost:8080/sandbox/payments/card/?payment=${id}`,
    });
    payments.set(`${type}:${id}`, p);
    return p;
  }

  /** GET deposit/ or payout/: the contract's filter (src/api/payment-status.ts FILTER_STATUSES), newest first, paged. */
  function list(type: string, query: URLSearchParams): Response {
    const filter = query.get('filter') ?? 'ALL';
    if (!(filter in FILTER_STATUSES)) return json(400, { code: 'invalid', errors: [{ field: 'filter', code: 'invalid' }] });
    const statuses = FILTER_STATUSES[filter as keyof typeof FILTER_STATUSES] as readonly number[];
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 10);
    const all = [...payments.values()]
      .filter((p) => p.type === type && statuses.includes(p.status as number))
      .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || (b.id as number) - (a.id as number));
    return json(200, { count: all.length, page, results: all.slice((page - 1) * size, page * size) });
  }

  function handle(method: string, path: string, body: any, query: URLSearchParams): Response {
    const listed = /^\/api\/backoffice\/payments\/(deposit|payout)\/$/.exec(path);
    if (method === 'GET' && listed) return list(listed[1]!, query);
    const one = /^\/api\/backoffice\/payments\/(deposit|payout)\/(\d+)\/$/.exec(path);
    if (method === 'GET' && one) {
      const p = payments.get(`${one[1]}:${one[2]}`);
      return p ? json(200, p) : json(404, { code: 'not_found' });
    }
    const created = /^\/api\/backoffice\/payments\/(deposit|payout)\/$/.exec(path);
    if (method === 'POST' && created) return json(201, { payment: create(created[1] as 'deposit' | 'payout', body), balances: balances() });
    const cancel = /^\/api\/backoffice\/payments\/payout\/(\d+)\/cancel_payment\/$/.exec(path);
    if (method === 'POST' && cancel) {
      const p = payments.get(`payout:${cancel[1]}`);
      if (!p || ![10, 20].includes(p.status as number)) return json(409, { code: 'payment_not_cancellable' });
      balance += Number(p.amount);
      held -= Number(p.amount);
      Object.assign(p, { status: 40, failure_reason: 'cancelled', cancellable: false });
      return json(200, { payment: p, balances: balances() });
    }
    const abandon = /^\/api\/backoffice\/payments\/deposit\/(\d+)\/cancel_payment\/$/.exec(path);
    if (method === 'POST' && abandon) {
      const p = payments.get(`deposit:${abandon[1]}`);
      if (!p || ![10, 20].includes(p.status as number)) return json(409, { code: 'payment_not_cancellable' });
      Object.assign(p, { status: 45, failure_reason: 'abandoned', cancellable: false, redirect_link: null });
      return json(200, { payment: p, balances: balances() });
    }
    if (method === 'POST' && path === '/services/crypto-pay/create-payment') {
      const p = create('deposit', { amount: body.amount, payment_system: 'crypto' });
      Object.assign(p, { status: 20, redirect_link: null, flow: 'none' });
      return json(201, {
        id: `cp_${p.id}`,
        payment_id: p.id,
        address: 'TQabc',
        pay_currency: body.pay_currency,
        pay_amount: '16.12345678',
        network: 'TRC-20',
        expires_at: '2025-01-15T12:20:00+00:00',
        status: 20,
      });
    }
    if (method === 'POST' && path === '/api/backoffice/transactions/') {
      balance -= Number(body.amount);
      const transfer = {
        id: nextId++,
        from_id: 1001,
        to_id: body.recipient_id,
        amount: body.amount,
        currency: body.currency,
        balance_before: (balance + Number(body.amount)).toFixed(2),
        balance_after: balance.toFixed(2),
        date: '2025-01-15T12:00:00+00:00',
        created_at: '2025-01-15T12:00:00+00:00',
        completed_at: '2025-01-15T12:00:00+00:00',
        status: 'completed',
      };
      return json(201, { transfer, balances: balances() });
    }
    return json(404, { code: 'not_found' });
  }

  const http = clientOn(async (input, init = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const key = headers.get('Idempotency-Key');
    calls.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), key, body });
    if (holdAll) await new Promise<void>((resolve) => waiting.push(resolve));
    const fault = faults.shift();
    if (fault === 'offline') throw new TypeError('Failed to fetch');
    if (fault && typeof fault === 'object') return fault.code ? json(fault.status, { code: fault.code }) : new Response('', { status: fault.status });
    let response: Response;
    if (key && replies.has(key)) {
      response = json(201, replies.get(key));
    } else {
      response = handle(method, url.pathname, body, url.searchParams);
      if (key && response.ok) replies.set(key, await response.clone().json());
    }
    if (fault === 'lost') throw new TypeError('Failed to fetch');
    // A proxy cut the answer short (the sandbox's malformed fault, demo/sandbox/http/faults.ts).
    if (fault === 'malformed') return new Response('{"code": "ok", "data": [1, 2,', { status: 200, headers: { 'Content-Type': 'application/json' } });
    return response;
  });

  return {
    http,
    calls,
    payments,
    /** The next answers, in order (Fault). */
    fail: (...next: Fault[]) => void faults.push(...next),
    hold: () => void (holdAll = true),
    release: () => {
      holdAll = false;
      waiting.splice(0).forEach((go) => go());
    },
    setStatus(type: string, id: number, status: number) {
      const p = payments.get(`${type}:${id}`)!;
      p.status = status;
      (p.timeline as unknown[]).push({ status, at: '2025-01-15T12:05:00+00:00' });
    },
    put: (p: Record<string, unknown>) => void payments.set(`${p.type}:${p.id}`, p),
    callsTo: (method: string, prefix: string) => calls.filter((c) => c.method === method && c.path.startsWith(prefix)),
    get balance() {
      return balance;
    },
  };
}
