// Calls whose code loads with the first of them (docs/architecture.md "Build and budgets"): the client's wire
// (api/wire.ts) and an API module behind lazyCalls. A chunk that cannot be fetched is the call's network
// error, and the next call fetches it again; the API object is made once, however many calls.
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type Wire } from '../../../src/api/client';
import { ApiError, chunkForCall } from '../../../src/api/errors';
import { lazyCalls } from '../../../src/api/lazy-calls';

const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('chunkForCall', () => {
  it('gives the chunk, or the call\'s network error when it cannot be fetched', async () => {
    expect(await chunkForCall(() => Promise.resolve(42), { method: 'GET', path: '/x' })).toBe(42);
    const error = await chunkForCall(offline, { method: 'POST', path: '/api/accounts/login/' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error', method: 'POST', path: '/api/accounts/login/' });
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });
});

describe('lazyCalls', () => {
  const api = () => ({
    one: vi.fn(async (n: number) => n + 1),
    two: vi.fn(async () => 'two'),
  });

  it('loads the module with the first call, once, and passes every call through with its arguments', async () => {
    const made = api();
    const load = vi.fn(async () => made);
    const calls = lazyCalls(load, { one: { method: 'GET', path: '/one' }, two: { method: 'POST', path: '/two' } });
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([calls.one(1), calls.one(2), calls.two()])).toEqual([2, 3, 'two']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made.one).toHaveBeenNthCalledWith(1, 1);
    expect(made.one).toHaveBeenNthCalledWith(2, 2);
  });

  it('fails a call whose module cannot be fetched as that call\'s network error, and tries again on the next', async () => {
    const made = api();
    const load = vi.fn<() => Promise<typeof made>>().mockImplementationOnce(offline).mockImplementation(async () => made);
    const calls = lazyCalls(load, { one: { method: 'GET', path: '/one' }, two: { method: 'POST', path: '/two' } });
    await expect(calls.two()).rejects.toMatchObject({ status: 0, code: 'network_error', method: 'POST', path: '/two' });
    expect(await calls.one(41)).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the client\'s wire', () => {
  it('is loaded by the first request; one that cannot be fetched is a network error and the next request loads it again', async () => {
    const real = (await import('../../../src/api/wire')) as Wire;
    const wire = vi.fn<() => Promise<Wire>>().mockImplementationOnce(offline).mockImplementation(async () => real);
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }));
    const http = createHttpClient({ baseUrl: () => 'http://api.test', fetch: fetchImpl as unknown as typeof fetch, wire });
    expect(wire).not.toHaveBeenCalled();
    await expect(http.request({ method: 'GET', path: '/first' }, (d) => d)).rejects.toMatchObject({ status: 0, code: 'network_error', path: '/first' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await http.request({ method: 'GET', path: '/second' }, (d) => d)).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reads a refused answer and a malformed body into ApiErrors, as before it was a chunk', async () => {
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/refused')
        ? new Response(JSON.stringify({ code: 'insufficient_balance', message: 'No' }), { status: 400, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ nope: true }), { headers: { 'content-type': 'application/json' } }),
    );
    const http = createHttpClient({ baseUrl: () => 'http://api.test', fetch: fetchImpl as unknown as typeof fetch });
    await expect(http.request({ method: 'POST', path: '/refused' }, (d) => d)).rejects.toMatchObject({ status: 400, code: 'insufficient_balance', serverMessage: 'No' });
    const shape = (d: unknown) => {
      if (!(d as { id?: number }).id) throw Object.assign(new Error('id expected'), { name: 'ShapeError' });
      return d;
    };
    await expect(http.request({ method: 'GET', path: '/odd' }, shape)).rejects.toMatchObject({ code: 'malformed_response', path: '/odd' });
  });
});
