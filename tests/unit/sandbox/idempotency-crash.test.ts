// A money POST retried after the sandbox died mid-request moves the money once (docs/api.md
// "Idempotency-Key").
// The sandbox runs on a PGlite data folder; the database wrapper of crash-db.ts kills it at each commit
// point of one keyed request in turn; the sandbox is started again on the same folder and the client
// retries with the same Idempotency-Key, at once and again after the stale-claim window.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../demo/sandbox/app';
import { manualClock } from '../../../demo/sandbox/clock';
import { openDatabase } from '../../../demo/sandbox/db';
import { prepareDatabase } from '../../../demo/sandbox/seed';
import { STALE_CLAIM_MS } from '../../../demo/sandbox/services/idempotency';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { crashable } from './crash-db';
import { BOOT_TIMEOUT, clientOf, type CallResult } from './helpers';

const clock = manualClock(Date.UTC(2025, 0, 15, 12, 0, 0));
let dataDir: string;
let sandbox: { crash: ReturnType<typeof crashable>; client: ReturnType<typeof clientOf>; access: string };

/** Starts the sandbox on the data folder, as `npm start` does: migrations and seeds, then the app. */
async function start() {
  const raw = await openDatabase({ dataDir });
  await prepareDatabase(raw, new Date(clock.now()));
  const crash = crashable(raw);
  const client = clientOf(createApp({ db: crash.db, clock }));
  sandbox = { crash, client, access: (await client.login()).access };
}

async function restart() {
  await sandbox.crash.db.close();
  await start();
}

const query = async <T>(sql: string, params: unknown[] = []) => (await sandbox.crash.db.query<T>(sql, params)).rows;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-crash-'));
  await start();
  // Only "try again" on the wheel: a paid spin moves its cost and nothing else.
  await query('UPDATE wheel_prizes SET weight = 0 WHERE wallet IS NOT NULL OR is_present');
}, BOOT_TIMEOUT);
afterAll(async () => {
  await sandbox?.crash.db.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A real-money game session of the demo player: the game page's launch, as the lobby opens it. */
async function openGame(): Promise<string> {
  const started = await sandbox.client.call('POST', '/api/integrations/hub/session/', { token: sandbox.access, body: { provider: 'amatic', game: 'am-0000' } });
  expect(started.status, started.text).toBe(200);
  const launch = new URL(started.body.data).searchParams.get('launch');
  const launched = await sandbox.client.call('POST', '/sandbox/games/api/launch', { body: { launch_token: launch } });
  expect(launched.status, launched.text).toBe(200);
  return launched.body.token;
}

interface MoneyRoute {
  /** Sends the request with `key` as the signed-in demo player. */
  send(key: string): Promise<CallResult>;
  /** The ids of the records the route has made (spins, rounds), oldest first. */
  records(): Promise<number[]>;
  /** The id of the record in an answer of the route. */
  idOf(answer: CallResult): number;
  /** Reset what one attempt consumes (a forced outcome). */
  prepare?(): Promise<void>;
}

/**
 * For each commit point of one keyed request: die there, start again on the same data folder, retry
 * with the same key at once, then again after the stale-claim window. Exactly one record and one
 * movement of money per key; when the first attempt had committed, every retry is its stored answer.
 * Soft assertions: a failure names every commit point that breaks the rule, not only the first.
 */
async function crashAtEveryCommitPoint(route: MoneyRoute) {
  await route.prepare?.();
  sandbox.crash.arm();
  const dry = await route.send(`dry-run-${Date.now()}`);
  const points = sandbox.crash.disarm();
  expect(dry.status, dry.text).toBe(200);
  expect(points.length).toBeGreaterThan(0);

  for (let at = 1; at <= points.length; at++) {
    const key = `crash-${at}-${Date.now()}`;
    const recordsBefore = await route.records();
    const ledgerBefore = (await query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = 1001'))[0].n;
    await route.prepare?.();

    sandbox.crash.arm(at);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined); // the dying request's 500
    await route.send(key); // its answer is lost with the process
    quiet.mockRestore();
    const where = `killed ${sandbox.crash.disarm().at(-1)}`;
    await restart();

    const made = (await route.records()).slice(recordsBefore.length);
    expect.soft(made.length, `${where}: records made before the crash`).toBeLessThanOrEqual(1);
    const atOnce = await route.send(key);
    clock.advance(STALE_CLAIM_MS + 1_000);
    sandbox.access = (await sandbox.client.login()).access;
    const later = await route.send(key);

    const after = await route.records();
    expect.soft(after.length - recordsBefore.length, `${where}: one record for one key`).toBe(1);
    const ledgerAfter = (await query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = 1001'))[0].n;
    expect.soft(ledgerAfter - ledgerBefore, `${where}: one movement`).toBe(1);
    expect.soft(await auditWallet(sandbox.crash.db)).toEqual([]);

    expect.soft(atOnce.status, `${where}: the retry at once (${atOnce.text})`).toBe(200);
    expect.soft(later.status, where).toBe(200);
    expect.soft(later.text, `${where}: the stored answer`).toBe(atOnce.text);
    expect.soft(later.headers.get('Idempotent-Replayed'), where).toBe('true');
    expect.soft(route.idOf(atOnce), where).toBe(after.at(-1));
    if (made.length) expect.soft(atOnce.headers.get('Idempotent-Replayed'), `${where}: committed, so replayed`).toBe('true');
  }
}

describe('a retried money POST after the sandbox died mid-request', () => {
  it(
    'POST /services/wheel/spin/: one spin and one debit whatever the commit point, the stored answer replayed',
    async () => {
      await crashAtEveryCommitPoint({
        send: (key) =>
          sandbox.client.call('POST', '/services/wheel/spin/', { token: sandbox.access, body: { is_free: false }, headers: { 'Idempotency-Key': key } }),
        records: async () => (await query<{ id: number }>('SELECT id FROM wheel_spins WHERE user_id = 1001 ORDER BY id')).map((r) => r.id),
        idOf: (answer) => answer.body.id,
      });
    },
    120_000,
  );

  it(
    'POST /sandbox/games/api/sessions/{token}/rounds: one round and one debit whatever the commit point, the stored answer replayed',
    async () => {
      const session = await openGame();
      await crashAtEveryCommitPoint({
        send: (key) => sandbox.client.call('POST', `/sandbox/games/api/sessions/${session}/rounds`, { body: { bet: '1.00' }, headers: { 'Idempotency-Key': key } }),
        records: async () => (await query<{ id: number }>('SELECT id FROM game_rounds WHERE user_id = 1001 ORDER BY id')).map((r) => r.id),
        idOf: (answer) => answer.body.round_id,
        // A lost round: the bet is the only movement.
        prepare: async () => void (await query('UPDATE game_control SET next_multiplier = 0')),
      });
    },
    120_000,
  );
});
