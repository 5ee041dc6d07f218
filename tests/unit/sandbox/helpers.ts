import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createApp, createMemorySandbox, type AppOptions } from '../../../demo/sandbox/app';
import { manualClock } from '../../../demo/sandbox/clock';
import { openDatabase } from '../../../demo/sandbox/db';
import { createFaults } from '../../../demo/sandbox/faults';
import { createRequestLog, type LogEntry } from '../../../demo/sandbox/request-log';
import { prepareDatabase } from '../../../demo/sandbox/seed';
import { restoreSnapshot, takeSnapshot, type DatabaseSnapshot } from '../support/database-snapshot';
import { SANDBOX_START } from '../support/database-template';

/** PGlite boots in 2–6 s on a busy machine: one database per test file, a generous hook timeout. */
export const BOOT_TIMEOUT = 60_000;

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * createMemorySandbox from the run's migrated database (tests/unit/support/database-template.ts): no
 * initdb, no migrations, seeded with the options' clock.
 */
export function memorySandbox(options: Omit<AppOptions, 'db'> = {}) {
  return createMemorySandbox({ ...options, template: inject('databaseTemplate') });
}

/**
 * A sandbox on the run's database seeded at SANDBOX_START (tests/unit/support/database-template.ts): what
 * createMemorySandbox gives with a clock at that instant, without migrating and seeding again.
 */
function seededMemorySandbox(options: Omit<AppOptions, 'db'>) {
  return createMemorySandbox({ ...options, template: inject('seededDatabaseTemplate'), seeded: true });
}

/** A seeded sandbox on in-memory PGlite, or on the PostgreSQL at `databaseUrl` (wiped first). */
export async function bootSandbox(options: Omit<AppOptions, 'db' | 'clock'> & { databaseUrl?: string } = {}) {
  const clock = manualClock(SANDBOX_START);
  const { databaseUrl, ...rest } = options;
  // The app's QA faults and request log, held here too so sandboxPerTest can clear them as a reset does.
  const appOptions = { ...rest, faults: rest.faults ?? createFaults(() => clock.now()), log: rest.log ?? createRequestLog(200) };
  const sandbox = databaseUrl ? await onPostgres(databaseUrl, { ...appOptions, clock }) : await seededMemorySandbox({ ...appOptions, clock });

  const { call, login } = clientOf(sandbox.app);

  /** The newest outbox e-mail to `to`. */
  async function lastEmail(to: string) {
    const res = await call('GET', `/sandbox/api/outbox?to=${encodeURIComponent(to)}`);
    return res.body[0] as { id: number; to: string; subject: string; text: string; links: string[]; created_at: string } | undefined;
  }

  return { ...sandbox, clock, faults: appOptions.faults, log: appOptions.log, call, login, lastEmail };
}

export type Sandbox = Awaited<ReturnType<typeof bootSandbox>>;

/** JSON calls and sign-in against an app (Hono's `app.request`, no listening). */
export function clientOf(app: { request(path: string, init: RequestInit): Response | Promise<Response> }) {
  async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache', ...opts.headers };
    // The control plane takes JSON only, bodiless writes included (http/control-guard.ts), as the QA page sends.
    const controlWrite = path.startsWith('/sandbox/api/') && method !== 'GET' && method !== 'HEAD';
    if (opts.body !== undefined || controlWrite) headers['Content-Type'] = 'application/json';
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const res = await app.request(path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  /** Seeded passwords are `<username>1234`, except low's (`low12345`). */
  async function login(username = 'demo', password = username === 'low' ? 'low12345' : `${username}1234`) {
    const res = await call('POST', '/api/accounts/login/', { body: { username, password } });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${res.text}`);
    return res.body as { access: string; refresh: string; user: Record<string, unknown> };
  }

  return { call, login };
}

export const claims = (token: string) => decodeJwt(token) as Record<string, unknown>;

async function onPostgres(url: string, options: Omit<AppOptions, 'db'>) {
  const db = await openDatabase({ url });
  await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await prepareDatabase(db, new Date((options.clock ?? manualClock()).now()));
  return { app: createApp({ ...options, db }), db, close: () => db.close() };
}

/**
 * One sandbox for the file (PGlite, or the PostgreSQL of SANDBOX_TEST_DATABASE_URL: the worker's own
 * database there, tests/unit/support/worker-database.ts), back to the seeds with the clock at `start`
 * before each test; `demo` and `low` hold that test's access tokens.
 *
 * The first test's state (a reset at `start`, then `demo` and `low` signed in) is copied
 * (tests/unit/support/database-snapshot.ts) and put back before every later test, with the same tokens:
 * their sessions are part of the copy. That is the state a reset and two sign-ins at `start` give, without
 * seeding through the wallet and running scrypt again for every test. Like a reset it clears the QA
 * faults, and the request log holds the two sign-ins again.
 */
export function sandboxPerTest(start = Date.UTC(2025, 0, 15, 12, 0, 0)) {
  const ctx = {} as { sb: Sandbox; demo: string; low: string };
  let seeded: { snapshot: DatabaseSnapshot; demo: string; low: string; log: Omit<LogEntry, 'id'>[] } | undefined;
  beforeAll(async () => {
    ctx.sb = await bootSandbox({ databaseUrl: process.env.SANDBOX_TEST_DATABASE_URL });
  }, BOOT_TIMEOUT);
  afterAll(() => ctx.sb?.close());
  beforeEach(async () => {
    ctx.sb.clock.set(start);
    if (seeded) {
      await restoreSnapshot(ctx.sb.db, seeded.snapshot);
      ctx.sb.faults.clear();
      ctx.sb.log.clear();
      for (const entry of seeded.log) ctx.sb.log.record(entry);
      ctx.demo = seeded.demo;
      ctx.low = seeded.low;
      return;
    }
    const reset = await ctx.sb.call('POST', '/sandbox/api/reset');
    if (reset.status !== 200) throw new Error(`reset failed: ${reset.status} ${reset.text}`);
    ctx.demo = (await ctx.sb.login('demo')).access;
    ctx.low = (await ctx.sb.login('low')).access;
    const log = ctx.sb.log.list().reverse().map(({ id: _id, ...entry }) => entry);
    seeded = { snapshot: await takeSnapshot(ctx.sb.db), demo: ctx.demo, low: ctx.low, log };
  });
  return ctx;
}
