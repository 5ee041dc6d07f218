// Abuse controls on the account routes (docs/api.md "Abuse controls", "Password policy"). Each block holds
// one rule an unguarded server breaks: 200 wrong passwords all answered 401, `12345678`, eight spaces or the
// username accepted as a password, a 5 MB body read and parsed, reset running other statements for an
// unknown address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../demo/sandbox/db';
import { createApp } from '../../../demo/sandbox/app';
import { RATE_LIMITS } from '../../../demo/sandbox/services/rate-limits';
import { commonPasswords } from '../../../demo/sandbox/services/password-policy';
import { COMMON_PASSWORDS_SHORTLIST, passwordPolicyProblem } from '../../../src/ui/form/password-policy';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox();
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

/** A JSON call from a client address (the TCP peer @hono/node-server passes in the env). */
async function from(address: string | undefined, method: string, path: string, body?: unknown, app = sb.app) {
  const env = address ? { incoming: { socket: { remoteAddress: address } } } : undefined;
  const res = await app.request(
    path,
    { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) },
    env,
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const clear = () => sb.call('DELETE', '/sandbox/api/rate-limits');

describe('sign-in lockout', () => {
  it('per account: after 5 wrong passwords the 6th attempt is 429 with Retry-After, even with the right password, until the window ends', async () => {
    await clear();
    const { max, windowSeconds } = RATE_LIMITS['login:account'];
    for (let i = 0; i < max; i++) {
      const res = await from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await from(undefined, 'POST', '/api/accounts/login/', { username: 'DEMO', password: 'demo1234' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
    expect(locked.headers.get('Retry-After')).toBe(String(windowSeconds));
    sb.clock.advance(5 * 60_000);
    const later = await from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' });
    expect(later.headers.get('Retry-After')).toBe(String(windowSeconds - 300));
    sb.clock.advance((windowSeconds - 300) * 1000);
    expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' })).status).toBe(200);
  });

  it('per account: a successful sign-in clears the count; unknown accounts are counted the same way', async () => {
    await clear();
    for (let i = 0; i < 4; i++) await from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: 'nope-nope' });
    expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: 'nope-nope' })).status).toBe(401);
    }
    for (let i = 0; i < 5; i++) await from(undefined, 'POST', '/api/accounts/login/', { username: 'nobody-here', password: 'x' });
    expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'nobody-here', password: 'x' })).status).toBe(429);
  });

  it('per account: a phone is counted in its stored form, whatever separators or prefix it was typed with', async () => {
    await clear();
    const forms = ['+21620123456', '+216 20 123 456', '00216-20-123-456', '(+216) 20.123.456', '+216-20-123-456'];
    for (const typed of forms) {
      expect((await from(undefined, 'POST', '/api/accounts/login/', { username: typed, password: 'nope-nope' })).status, typed).toBe(401);
    }
    const locked = await from(undefined, 'POST', '/api/accounts/login/', { username: '00 216 20 123 456', password: 'demo1234' });
    expect(locked.status).toBe(429);
    await clear();
  });

  it('per client address: 20 failed sign-ins on any accounts, then 429 for that address only', async () => {
    await clear();
    const { max } = RATE_LIMITS['login:address'];
    for (let i = 0; i < max; i++) {
      // A different account each time: the per-account limit never trips.
      expect((await from('203.0.113.7', 'POST', '/api/accounts/login/', { username: `user${i}`, password: 'x' })).status).toBe(401);
    }
    const refused = await from('203.0.113.7', 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await from('198.51.100.9', 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' })).status).toBe(200);
  });

  it('50 concurrent wrong passwords: exactly 5 are checked, the rest are 429', async () => {
    await clear();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => from(undefined, 'POST', '/api/accounts/login/', { username: 'low', password: `bad-${i}` })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(45);
  }, 30_000);

  it('16 concurrent sign-ins with the right password all succeed: only failures count, not attempts in flight', async () => {
    await clear();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => from('203.0.113.40', 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' })),
    );
    expect(answers.map((a) => a.body.code ?? a.status)).toEqual(Array(16).fill(200));
    // Nothing failed: nothing stays counted against the account or the address.
    const { rows } = await sb.db.query<{ scope: string; hits: number }>("SELECT scope, hits FROM rate_limits WHERE scope LIKE 'login:%' AND hits > 0");
    expect(rows).toEqual([]);
  }, 30_000);

  it('16 right passwords at once never read as a failure, not even between two of their statements', async () => {
    await clear();
    // Failures are each count less its attempts in flight; read them after every statement that writes
    // and every transaction the sandbox runs (a read changes nothing, and the waiting attempts' reads
    // probed too would crowd out the attempts themselves on a busy machine). Were a count and its row in
    // flight moved apart, attempts ending at once would read as failures for a moment, enough to refuse
    // the tab still waiting for a place.
    const failed = () =>
      sb.db.query<{ scope: string; failed: number }>(
        `SELECT c.scope, c.hits - COALESCE(f.hits, 0) AS failed FROM rate_limits c
         LEFT JOIN rate_limits f ON f.scope = c.scope || ':in-flight' AND f.key = c.key
         WHERE c.scope IN ('login:account', 'login:address')`,
      );
    const seen: number[] = [];
    const probe = async <T>(result: T) => (seen.push(...(await failed()).rows.map((r) => Number(r.failed))), result);
    const probed = new Proxy(sb.db, {
      get(target, prop, receiver) {
        if (prop === 'query') return (sql: string, params?: unknown[]) => (/^\s*select/i.test(sql) ? target.query(sql, params) : target.query(sql, params).then(probe));
        if (prop === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => target.transaction(fn).then(probe);
        return Reflect.get(target, prop, receiver);
      },
    });
    const app = createApp({ db: probed, clock: sb.clock });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => from('203.0.113.41', 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' }, app)),
    );
    expect(answers.map((a) => a.body.code ?? a.status)).toEqual(Array(16).fill(200));
    expect(seen.length).toBeGreaterThan(16 * 2);
    expect(Math.max(...seen)).toBe(0);
  }, 30_000);

  it('right and wrong passwords at once: the wrong ones count, the right ones are not refused while fewer than 5 failed', async () => {
    await clear();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => from(undefined, 'POST', '/api/accounts/login/', { username: 'demo', password: i % 3 === 0 ? 'wrong-pass' : 'demo1234' })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
  }, 30_000);

  it('the control plane clears the limits (QA "Clear rate limits")', async () => {
    for (let i = 0; i < 6; i++) await from(undefined, 'POST', '/api/accounts/login/', { username: 'agent', password: 'bad' });
    expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'agent', password: 'agent1234' })).status).toBe(429);
    const cleared = await sb.call('DELETE', '/sandbox/api/rate-limits');
    expect(cleared.status).toBe(200);
    expect(cleared.body.cleared).toBeGreaterThan(0);
    expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'agent', password: 'agent1234' })).status).toBe(200);
  });
});

describe('registration, reset and resend limits', () => {
  const registration = (n: number, email = `limit${n}@casino.test`) => ({
    username: `limit${n}`,
    email,
    password: 'Velvet-Harbour-42',
    password2: 'Velvet-Harbour-42',
    currency: 'TND',
    age_confirmed: true,
    terms_accepted: true,
  });

  it('registration: 10 per client address per hour, then 429', async () => {
    await clear();
    for (let i = 0; i < RATE_LIMITS['registration:address'].max; i++) {
      expect((await from('192.0.2.50', 'POST', '/api/accounts/registration/', registration(i))).status).toBe(201);
    }
    const refused = await from('192.0.2.50', 'POST', '/api/accounts/registration/', registration(99));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
  });

  it('registration: 5 attempts per e-mail per hour', async () => {
    await clear();
    for (let i = 0; i < 5; i++) await from(undefined, 'POST', '/api/accounts/registration/', registration(200 + i, 'same@casino.test'));
    expect((await from(undefined, 'POST', '/api/accounts/registration/', registration(300, 'Same@casino.test'))).status).toBe(429);
  });

  it('password reset: 3 e-mails per address per hour, then 429 and no more e-mail', async () => {
    await clear();
    for (let i = 0; i < 3; i++) expect((await from(undefined, 'POST', '/api/accounts/password/reset/', { email: 'low@casino.test' })).status).toBe(200);
    const before = (await sb.call('GET', '/sandbox/api/outbox?to=low@casino.test')).body.length;
    const refused = await from(undefined, 'POST', '/api/accounts/password/reset/', { email: 'LOW@casino.test' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    expect((await sb.call('GET', '/sandbox/api/outbox?to=low@casino.test')).body.length).toBe(before);
  });

  it('resend: 3 per address per hour, 10 per client address', async () => {
    await clear();
    for (let i = 0; i < 3; i++) await from(undefined, 'POST', '/api/accounts/registration/resend-email/', { email: 'unverified@casino.test' });
    expect((await from(undefined, 'POST', '/api/accounts/registration/resend-email/', { email: 'unverified@casino.test' })).status).toBe(429);
    for (let i = 0; i < 10; i++) await from('192.0.2.77', 'POST', '/api/accounts/registration/resend-email/', { email: `r${i}@casino.test` });
    expect((await from('192.0.2.77', 'POST', '/api/accounts/registration/resend-email/', { email: 'r99@casino.test' })).status).toBe(429);
  });
});

describe('password policy', () => {
  const register = (username: string, password: string, email = `${username}@casino.test`) =>
    from(undefined, 'POST', '/api/accounts/registration/', { username, email, password, password2: password, currency: 'TND', age_confirmed: true, terms_accepted: true });

  it.each([
    ['12345678', 'password_too_common'],
    ['Password123', 'password_too_common'],
    ['        ', 'required'],
    ['   abc    ', 'min_length'],
    ['short', 'min_length'],
    ['x'.repeat(129), 'max_length'],
  ])('refuses %j at registration with the field code %s', async (password, code) => {
    await clear();
    const res = await register('policyuser', password);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field: 'password', code }));
  });

  it('refuses the username (any case) and the e-mail as the password', async () => {
    await clear();
    const same = await register('Kasparov1985', 'kasparov1985');
    expect(same.body.errors).toContainEqual(expect.objectContaining({ field: 'password', code: 'password_too_similar' }));
    const mail = await register('someone', 'garrison.hill@casino.test', 'garrison.hill@casino.test');
    expect(mail.body.errors).toContainEqual(expect.objectContaining({ field: 'password', code: 'password_too_similar' }));
    const local = await register('someone', 'garrison.hill', 'garrison.hill@casino.test');
    expect(local.body.errors).toContainEqual(expect.objectContaining({ field: 'password', code: 'password_too_similar' }));
  });

  it('accepts a long uncommon password', async () => {
    await clear();
    expect((await register('policyok', 'Velvet-Harbour-42')).status).toBe(201);
  });

  it('applies to a password reset too, the username rule included', async () => {
    await clear();
    await from(undefined, 'POST', '/api/accounts/password/reset/', { email: 'cashplayer@casino.test' });
    const token = (await sb.lastEmail('cashplayer@casino.test'))!.links[0].split('/').pop()!;
    const common = await from(undefined, 'POST', `/api/accounts/password/reset/confirm/${token}`, { new_password1: 'qwerty123', new_password2: 'qwerty123' });
    expect(common.body.errors).toContainEqual(expect.objectContaining({ field: 'new_password1', code: 'password_too_common' }));
    const similar = await from(undefined, 'POST', `/api/accounts/password/reset/confirm/${token}`, { new_password1: 'CashPlayer', new_password2: 'CashPlayer' });
    expect(similar.body.errors).toContainEqual(expect.objectContaining({ field: 'new_password1', code: 'password_too_similar' }));
    const fine = await from(undefined, 'POST', `/api/accounts/password/reset/confirm/${token}`, { new_password1: 'Velvet-Harbour-42', new_password2: 'Velvet-Harbour-42' });
    expect(fine.status).toBe(200);
  });

  it('the client shortlist is part of the server list, and both sides answer the same codes', () => {
    const server = commonPasswords();
    expect(server.size).toBeGreaterThan(1000);
    for (const p of COMMON_PASSWORDS_SHORTLIST) expect(server.has(p), p).toBe(true);
    expect(passwordPolicyProblem('12345678')).toBe('password_too_common');
    expect(passwordPolicyProblem(' '.repeat(8))).toBe('required');
    expect(passwordPolicyProblem('alice-bob', { username: 'Alice-Bob' })).toBe('password_too_similar');
    expect(passwordPolicyProblem('Velvet-Harbour-42', { username: 'x' })).toBeUndefined();
  });
});

describe('body size limit', () => {
  /** A body stream that records how much of it was read. */
  function counted(chunks: number, chunkSize: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
      },
    }, { highWaterMark: 0 }); // nothing is pulled until somebody reads
    return { stream, pulled: () => pulled };
  }

  it('answers 413 payload_too_large to a 5 MB body on Content-Length without reading a byte of it', async () => {
    const body = counted(5, 1024 * 1024);
    const res = await sb.app.request('/api/accounts/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(5 * 1024 * 1024) },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
    expect(body.pulled()).toBe(0);
  });

  it('stops reading a chunked 50 MB body at the first chunk over 64 KB', async () => {
    const body = counted(50 * 16, 64 * 1024);
    const res = await sb.app.request('/sandbox/api/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(3);
  });

  it('lets a normal body through', async () => {
    expect((await from(undefined, 'POST', '/api/accounts/login/', { username: 'low', password: 'low12345' })).status).toBe(200);
  });
});

describe('reset and resend: one path for known and unknown addresses', () => {
  /** The sandbox on the same database, with every statement it runs recorded (transactions included). */
  function recorded(db: Db) {
    const statements: string[] = [];
    const wrap = <Q extends Queryable>(q: Q): Q =>
      new Proxy(q, {
        get(target, prop, receiver) {
          if (prop === 'query') return (sql: string, params?: unknown[]) => (statements.push(sql.replace(/\s+/g, ' ').trim()), target.query(sql, params));
          if (prop === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (target as unknown as Db).transaction((tx) => fn(wrap(tx)));
          return Reflect.get(target, prop, receiver);
        },
      });
    return { app: createApp({ db: wrap(db), clock: sb.clock }), statements };
  }

  it.each([
    ['/api/accounts/password/reset/', 'demo@casino.test'],
    ['/api/accounts/registration/resend-email/', 'unverified@casino.test'],
  ])('%s runs the same statements for %s and for an unknown address; only the known one gets an e-mail', async (path, known) => {
    await clear();
    const outbox = async () => (await sb.call('GET', '/sandbox/api/outbox?limit=500')).body.length as number;
    const run = async (email: string) => {
      const spy = recorded(sb.db);
      const before = await outbox();
      expect((await from(undefined, 'POST', path, { email }, spy.app)).status).toBe(200);
      return { statements: spy.statements, sent: (await outbox()) - before };
    };
    const knownRun = await run(known);
    const unknownRun = await run('nobody-at-all@casino.test');
    expect(knownRun.statements.length).toBeGreaterThan(2);
    expect(unknownRun.statements).toEqual(knownRun.statements);
    expect(knownRun.sent).toBe(1);
    expect(unknownRun.sent).toBe(0);
  });
});

// On PostgreSQL (SANDBOX_TEST_DATABASE_URL) the 50 attempts really overlap: the count is one upsert on
// the counter's row, so exactly 5 passwords are checked there too.
const pgUrl = process.env.SANDBOX_TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('sign-in lockout on PostgreSQL', () => {
  let pg: Sandbox;
  beforeAll(async () => {
    pg = await bootSandbox({ databaseUrl: pgUrl });
  }, BOOT_TIMEOUT);
  afterAll(() => pg?.close());

  it('50 concurrent wrong passwords from one address: exactly 5 are checked, the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => from('203.0.113.99', 'POST', '/api/accounts/login/', { username: 'low', password: `bad-${i}` }, pg.app)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(45);
    // The five failures stay counted; the refused attempts gave their place back, none is left in flight.
    const { rows } = await pg.db.query<{ scope: string; hits: number }>('SELECT scope, hits FROM rate_limits WHERE hits > 0 ORDER BY scope');
    expect(rows).toEqual([{ scope: 'login:account', hits: 5 }, { scope: 'login:address', hits: 5 }]);
  }, 60_000);

  it('16 concurrent sign-ins with the right password from one address all succeed', async () => {
    await pg.call('DELETE', '/sandbox/api/rate-limits');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => from('203.0.113.98', 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' }, pg.app)),
    );
    expect(answers.map((a) => a.body.code ?? a.status)).toEqual(Array(16).fill(200));
  }, 60_000);
});
