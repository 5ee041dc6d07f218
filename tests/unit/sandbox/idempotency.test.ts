import { Hono, type Context } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../../demo/sandbox/db';
import type { Deps } from '../../../demo/sandbox/deps';
import type { AppEnv } from '../../../demo/sandbox/http/env';
import { ApiError, handleError } from '../../../demo/sandbox/http/errors';
import { idempotent, moneyTx } from '../../../demo/sandbox/http/idempotency';
import type { UserRow } from '../../../demo/sandbox/services/accounts';
import { requestHash, STALE_CLAIM_MS } from '../../../demo/sandbox/services/idempotency';
import { move } from '../../../demo/sandbox/services/wallet';
import { sandboxPerTest, type Sandbox } from './helpers';

let sb: Sandbox;
let demo: string;
let low: string;
const START = Date.UTC(2025, 0, 15, 12, 0, 0);

const ctx = sandboxPerTest(START);
beforeEach(async () => {
  ({ sb, demo, low } = ctx);
  // "Try again" only: the balance moves by the cost alone.
  await sb.call('PUT', '/sandbox/api/wheel', { body: { weights: { 7: 0, 12: 0, 3: 0, 9: 0, 14: 0, 5: 0, 16: 0, 10: 0, 8: 0, 4: 0, 11: 0, 15: 0, 13: 0 } } });
});

const spin = (token: string, key: string, body: unknown = { is_free: false }, path = '/services/wheel/spin/') =>
  sb.call('POST', path, { token, body, headers: { 'Idempotency-Key': key } });
const balance = async (token: string) => (await sb.call('GET', '/api/accounts/user', { token })).body.balance as string;
const spins = async (token: string) => (await sb.call('GET', '/services/wheel/statistics/betshistory/', { token })).body.count as number;

describe('Idempotency-Key on POST /services/wheel/spin/', () => {
  it('replays the first answer for the same key and body, with or without the slash, without a second movement', async () => {
    const first = await spin(demo, 'k-1');
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    for (const path of ['/services/wheel/spin/', '/services/wheel/spin']) {
      const again = await spin(demo, 'k-1', { is_free: false }, path);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    }
    expect(await balance(demo)).toBe('998.00');
    expect(await spins(demo)).toBe(1);
  });

  it('treats the same JSON with other spacing or key order as the same request', () => {
    expect(requestHash('POST', '/a/', '{"a":1,"b":[1,{"c":2,"d":3}]}')).toBe(requestHash('post', '/a', '{ "b": [1, {"d":3,"c":2}], "a": 1 }'));
    expect(requestHash('POST', '/a', '{"a":1}')).not.toBe(requestHash('POST', '/b', '{"a":1}'));
  });

  it('refuses the key for another body with 422 idempotency_key_reused', async () => {
    expect((await spin(demo, 'k-2')).status).toBe(200);
    const other = await spin(demo, 'k-2', { is_free: true });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', message: expect.any(String), detail: expect.any(String) });
    expect(await spins(demo)).toBe(1);
  });

  it('lets concurrent requests with one key make one movement and share its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(demo, 'k-3')));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0].body);
    }
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(7);
    expect(await balance(demo)).toBe('998.00');
    expect(await spins(demo)).toBe(1);
  });

  it('stores and replays a refusal (4xx), even after the player could afford it', async () => {
    const refused = await spin(low, 'k-4');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('not_enough_money');
    await sb.db.transaction((tx) => move(tx, { userId: 1002, wallet: 'balance', amount: '10.00', reason: 'test' }));
    const again = await spin(low, 'k-4');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // A new key is a new press.
    expect((await spin(low, 'k-5')).status).toBe(200);
  });

  it('keeps keys per user', async () => {
    await sb.db.transaction((tx) => move(tx, { userId: 1002, wallet: 'balance', amount: '10.00', reason: 'test' }));
    const a = await spin(demo, 'shared');
    const b = await spin(low, 'shared');
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    expect([await balance(demo), await balance(low)]).toEqual(['998.00', '8.50']);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await spin(demo, 'k-6')).status).toBe(200);
    sb.clock.set(START + 24 * 3600_000 - 1);
    demo = (await sb.login('demo')).access;
    expect((await spin(demo, 'k-6')).headers.get('Idempotent-Replayed')).toBe('true');
    sb.clock.set(START + 24 * 3600_000);
    demo = (await sb.login('demo')).access;
    const fresh = await spin(demo, 'k-6');
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await balance(demo)).toBe('996.00');
  });

  it('runs every request without a key, and refuses a malformed key', async () => {
    for (let i = 0; i < 2; i++) expect((await sb.call('POST', '/services/wheel/spin/', { token: demo, body: { is_free: false } })).status).toBe(200);
    expect(await balance(demo)).toBe('996.00');
    const bad = await spin(demo, 'has space');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'Idempotency-Key', code: 'invalid', message: expect.any(String) }]);
  });
});

describe('the middleware on its own', () => {
  /** A tiny route behind the middleware, as user 1001, with a short wait and a handler the test controls. */
  function miniApp(handler: (c: Context<AppEnv>) => Response | Promise<Response>, waitMs = 100) {
    const deps = { db: sb.db, clock: sb.clock } as unknown as Deps;
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use(async (c, next) => {
      c.set('user', { id: 1001 } as UserRow);
      await next();
    });
    app.post('/pay', idempotent(deps, { waitMs }), (c) => handler(c));
    return (key: string) => app.request('/pay', { method: 'POST', body: '{"x":1}', headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' } });
  }

  it('answers 409 idempotency_key_in_progress for a claim an older sandbox left unfinished, until it is stale', async () => {
    // Only an older sandbox, whose key table predates migration 013, committed a claim apart from its answer.
    await sb.db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, created_at, expires_at) VALUES ('user:1001', 'busy', $1, $2, $2::timestamptz + interval '1 day')`,
      [requestHash('POST', '/pay', '{"x":1}'), new Date(START).toISOString()],
    );
    const pay = miniApp(() => Response.json({ paid: true }));
    const res = await pay('busy');
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('idempotency_key_in_progress');
    sb.clock.set(START + STALE_CLAIM_MS + 1);
    expect((await pay('busy')).status).toBe(200);
  });

  it('keeps a 4xx answer but drops what the handler wrote before refusing', async () => {
    const pay = miniApp(async (c) => {
      await move(moneyTx(c), { userId: 1001, wallet: 'balance', amount: '-10.00', reason: 'test' });
      throw new ApiError(400, 'not_enough_money', undefined, 'refused after the debit');
    });
    const first = await pay('refused');
    expect(first.status).toBe(400);
    expect(await balance(demo)).toBe('1000.00');
    const again = await pay('refused');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toMatchObject({ code: 'not_enough_money' });
  });

  it('commits the key, the money and the answer together: the handler runs on moneyTx(c)', async () => {
    let calls = 0;
    const pay = miniApp(async (c) => {
      calls += 1;
      const row = await move(moneyTx(c), { userId: 1001, wallet: 'balance', amount: '-10.00', reason: 'test' });
      return Response.json({ balance: row.balance_after });
    });
    expect(await (await pay('together')).json()).toEqual({ balance: '990.00' });
    expect(await (await pay('together')).json()).toEqual({ balance: '990.00' });
    expect(calls).toBe(1);
    const { rows } = await sb.db.query<{ status: string; response_body: unknown }>("SELECT status, response_body FROM idempotency_keys WHERE key = 'together'");
    expect(rows).toEqual([{ status: 'done', response_body: { balance: '990.00' } }]);
  });

  it('refuses money moved on another transaction while a money request runs, and a handler without idempotent()', async () => {
    const elsewhere = { query: () => Promise.reject(new Error('not reached')), exec: () => Promise.resolve() } as Queryable;
    const pay = miniApp(async () => {
      await move(elsewhere, { userId: 1001, wallet: 'balance', amount: '-10.00', reason: 'test' });
      return Response.json({});
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await pay('elsewhere')).status).toBe(500);
    expect(quiet.mock.calls.flat().join(' ')).toContain("outside the request's transaction");
    const bare = new Hono<AppEnv>();
    bare.onError(handleError);
    bare.post('/pay', (c) => c.json({ tx: Boolean(moneyTx(c)) }));
    expect((await bare.request('/pay', { method: 'POST' })).status).toBe(500);
    expect(quiet.mock.calls.flat().join(' ')).toContain('moves money without idempotent()');
    quiet.mockRestore();
    expect(await balance(demo)).toBe('1000.00');
  });

  it('does not store a 5xx: the same key runs again', async () => {
    let calls = 0;
    const pay = miniApp(() => {
      calls += 1;
      if (calls === 1) throw new Error('database went away');
      return Response.json({ paid: calls });
    });
    expect((await pay('flaky')).status).toBe(500);
    const retry = await pay('flaky');
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ paid: 2 });
    expect((await pay('flaky')).headers.get('Idempotent-Replayed')).toBe('true');
    expect(calls).toBe(2);
  });

  // PGlite runs one transaction at a time: a second request waits for the first however long it takes.
  it.runIf(process.env.SANDBOX_TEST_DATABASE_URL)('PostgreSQL: 409 idempotency_key_in_progress when the request holding the key does not finish in time', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    const pay = miniApp(async () => {
      entered();
      await gate;
      return Response.json({ paid: true }, { status: 201 });
    }, 200);
    const first = pay('held');
    // The first request is in its handler, so it holds the key.
    await holding;
    const second = await pay('held');
    expect(second.status).toBe(409);
    expect((await second.json()).code).toBe('idempotency_key_in_progress');
    release();
    expect((await first).status).toBe(201);
    expect((await pay('held')).headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('lets a waiting request take the answer once the first one completes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const pay = miniApp(async () => {
      calls += 1;
      await gate;
      return Response.json({ paid: true }, { status: 201 });
    }, 5_000);
    const first = pay('slow');
    const second = pay('slow');
    await new Promise((r) => setTimeout(r, 150));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    // Which one runs is the database's choice (PostgreSQL hands out connections in its own order).
    expect([a, b].map((r) => r.headers.get('Idempotent-Replayed')).sort()).toEqual([null, 'true']);
    expect(calls).toBe(1);
  });
});
