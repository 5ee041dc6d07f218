// The HTTP client of spec §7 "Calls", against a fake fetch, and wired to the real session manager for
// the 401 storm: 20 concurrent 401s → exactly one refresh call, every request replayed once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../src/api/client';
import { fetchUser } from '../../../src/api/accounts';
import { ApiError } from '../../../src/api/errors';
import { makeSession, tokens } from '../session/fakes';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function client(handler: Handler, timers = true) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init! });
    return handler(url, init!);
  });
  const http = createHttpClient({
    baseUrl: () => 'http://api.test',
    fetch: fetchImpl as unknown as typeof fetch,
    ...(timers ? { timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) } } : {}),
  });
  return { http, calls, fetchImpl };
}

const headersOf = (init: RequestInit) => new Headers(init.headers as HeadersInit);

describe('requests', () => {
  it('sends no-cache on every request, the GET payload as query, no bearer without a session', async () => {
    const { http, calls } = client(() => json(200, { ok: true }));
    await http.request({ method: 'GET', path: '/api/referral/register/validate_code/', data: { code: 'WELCOME', empty: undefined } }, (d) => d);
    expect(calls[0].url.pathname).toBe('/api/referral/register/validate_code/');
    expect(calls[0].url.searchParams.get('code')).toBe('WELCOME');
    expect(calls[0].url.searchParams.has('empty')).toBe(false);
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.body).toBeUndefined();
    expect(headersOf(calls[0].init).get('cache-control')).toBe('no-cache');
    expect(headersOf(calls[0].init).has('authorization')).toBe(false);
  });

  it('sends POST, PUT, PATCH and DELETE with a JSON body (DELETE as query)', async () => {
    const { http, calls } = client(() => json(200, {}));
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      await http.request({ method, path: '/x', data: { a: 1 } }, () => null);
    }
    await http.request({ method: 'DELETE', path: '/x', data: { provider: 'amatic', game_id: 7 } }, () => null);
    expect(calls.map((c) => c.init.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(calls[0].init.body).toBe('{"a":1}');
    expect(headersOf(calls[0].init).get('content-type')).toBe('application/json');
    expect(calls[3].url.search).toBe('?provider=amatic&game_id=7');
  });

  it("sends the page's language, read per request, as Accept-Language; a request's own header wins", async () => {
    const calls: RequestInit[] = [];
    let language = 'en-US';
    const http = createHttpClient({
      baseUrl: () => 'http://api.test',
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => (calls.push(init!), json(200, {}))) as typeof fetch,
      language: () => language,
    });
    await http.request({ method: 'GET', path: '/a' }, () => null);
    language = 'ar';
    await http.request({ method: 'POST', path: '/b', data: {} }, () => null);
    await http.request({ method: 'GET', path: '/c', headers: { 'Accept-Language': 'fr-FR' } }, () => null);
    expect(calls.map((init) => headersOf(init).get('accept-language'))).toEqual(['en-US', 'ar', 'fr-FR']);
  });

  it('adds the bearer token of the session and the idempotency key', async () => {
    const { http, calls } = client(() => json(200, {}));
    http.setAuthHooks({ accessToken: () => 'tok', unauthorized: async () => false });
    await http.request({ method: 'POST', path: '/pay', data: {}, idempotencyKey: 'k-1' }, () => null);
    expect(headersOf(calls[0].init).get('authorization')).toBe('Bearer tok');
    expect(headersOf(calls[0].init).get('idempotency-key')).toBe('k-1');
  });

  it('counts 200–299 and 302 as success and converts the body per call', async () => {
    for (const status of [200, 201, 299, 302]) {
      const { http } = client(() => json(status, { n: '5' }));
      await expect(http.request({ method: 'GET', path: '/n' }, (d) => Number((d as { n: string }).n) * 2)).resolves.toBe(10);
    }
  });

  it('rejects other statuses with an ApiError carrying the server code, message and field errors', async () => {
    const body = { code: 'already_exists', message: 'taken', detail: 'd', errors: [{ field: 'username', code: 'already_exists', message: 'taken' }] };
    const { http } = client(() => json(400, body));
    const error = await http.request({ method: 'POST', path: '/api/accounts/registration/', data: {} }, () => null).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'already_exists', detail: 'd', fieldErrors: [{ field: 'username', code: 'already_exists' }] });
  });

  it('turns a body of the wrong shape into malformed_response', async () => {
    const { http } = client(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(fetchUser(http)).rejects.toMatchObject({ code: 'malformed_response' });
  });

  it('turns a network failure into network_error', async () => {
    const { http } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.request({ method: 'GET', path: '/x' }, () => null)).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('aborts after 30 s and reports a timeout', async () => {
      let aborted = false;
      const { http } = client(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal!.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      );
      const pending = http.request({ method: 'GET', path: '/slow' }, () => null).catch((e) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(aborted).toBe(true);
      expect(await pending).toMatchObject({ status: 0, code: 'timeout' });
    });
  });
});

describe('401 storm through the client and the real session manager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('20 concurrent requests answered 401 make exactly one refresh call and are replayed once each', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    const stale = manager.authHooks.accessToken()!;
    const fresh = tokens(Date.now());
    let refreshRelease!: () => void;
    api.refresh.mockImplementation(() => new Promise((resolve) => (refreshRelease = () => resolve(fresh))));

    const seen: string[] = [];
    const { http } = client((url, init) => {
      const auth = headersOf(init).get('authorization');
      seen.push(`${url.pathname} ${auth === `Bearer ${stale}` ? 'stale' : auth === `Bearer ${fresh.access}` ? 'fresh' : auth}`);
      return auth === `Bearer ${fresh.access}` ? json(200, { id: url.pathname }) : json(401, { code: 'token_not_valid', message: 'expired' });
    }, false);
    http.setAuthHooks(manager.authHooks);

    const requests = Array.from({ length: 20 }, (_, i) => http.request({ method: 'GET', path: `/r/${i}` }, (d) => (d as { id: string }).id));
    await vi.advanceTimersByTimeAsync(0);
    refreshRelease();
    const results = await Promise.all(requests);

    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => `/r/${i}`));
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.endsWith('stale'))).toHaveLength(20);
    expect(seen.filter((s) => s.endsWith('fresh'))).toHaveLength(20);
    manager.stop();
  });

  it('a request still refused after the refresh is not replayed again', async () => {
    const { manager, api } = makeSession();
    await manager.signIn('demo', 'demo1234');
    const { http, fetchImpl } = client(() => json(401, { code: 'token_not_valid' }), false);
    http.setAuthHooks(manager.authHooks);
    await expect(http.request({ method: 'GET', path: '/x' }, () => null)).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    manager.stop();
  });
});
