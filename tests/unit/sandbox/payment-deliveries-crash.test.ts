// The e-wallet's approval survives the sandbox dying (DESIGN §7 "Durable side effects"; docs/api.md
// "Payments: deferred deliveries"). The sandbox runs on a PGlite data folder; the database wrapper of
// crash-db.ts kills it at a chosen commit point, as kill -9 would; it is started again on the same
// folder with its worker, as `npm start` does. Approved in the app, killed before the callback: after the
// restart the payment reaches 30 once and the balance moves once, wherever the process died.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../demo/sandbox/app';
import { manualClock } from '../../../demo/sandbox/clock';
import { openDatabase } from '../../../demo/sandbox/db';
import { prepareDatabase } from '../../../demo/sandbox/seed';
import { runPaymentWork, startPaymentWorker } from '../../../demo/sandbox/services/payment-worker';
import { auditWallet } from '../../../demo/sandbox/services/wallet';
import { Crash, crashable } from './crash-db';
import { BOOT_TIMEOUT, clientOf } from './helpers';

const clock = manualClock(Date.UTC(2025, 0, 15, 12, 0, 0));
const DELAY_MS = 1000;
let dataDir: string;
let sandbox: { crash: ReturnType<typeof crashable>; client: ReturnType<typeof clientOf> };
let keys = 0;

async function start() {
  const raw = await openDatabase({ dataDir });
  await prepareDatabase(raw, new Date(clock.now()));
  const crash = crashable(raw);
  sandbox = { crash, client: clientOf(createApp({ db: crash.db, clock })) };
}

/** The process is gone: its database handle is dropped, and the sandbox starts again on the same folder. */
async function restart() {
  await sandbox.crash.db.close();
  await start();
}

const query = async <T>(sql: string, params: unknown[] = []) => (await sandbox.crash.db.query<T>(sql, params)).rows;
const status = async (id: number) => (await query<{ status: number }>('SELECT status FROM payments WHERE id = $1', [id]))[0].status;
const balance = async () => (await query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE id = 1001'))[0].balance;
const credits = async (id: number) =>
  (await query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_ledger WHERE reason = 'deposit' AND reference_id = $1`, [String(id)]))[0].n;

/** An e-wallet deposit of 25.00 approved in the app: its callback is due DELAY_MS later. */
async function approvedDeposit(): Promise<number> {
  const { access } = await sandbox.client.login();
  const created = await sandbox.client.call('POST', '/api/backoffice/payments/deposit/', {
    token: access,
    body: { amount: '25', payment_system: 'ewallet' },
    headers: { 'Idempotency-Key': `crash-${++keys}-${clock.now()}` },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.payment.id as number;
  const link = (await sandbox.client.call('GET', '/sandbox/api/payments')).body.find((p: any) => p.id === id).checkout_link;
  const answer = await sandbox.client.call('POST', `/sandbox/payments/api/ewallet/${id}/answer`, {
    body: { token: new URL(link).searchParams.get('token'), decision: 'approve', delay_ms: DELAY_MS },
  });
  expect(answer.body).toEqual({ step: 'waiting', status: 20 });
  return id;
}

/** After a restart: the server's worker, started as main.ts does, brings the payment to 30. */
async function workerDelivers(id: number) {
  const stop = startPaymentWorker(sandbox.crash.db, () => clock.now(), 20);
  try {
    await expect.poll(() => status(id), { timeout: 10_000, interval: 20 }).toBe(30);
  } finally {
    await stop();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-deliveries-crash-'));
  await start();
}, BOOT_TIMEOUT);
afterAll(async () => {
  await sandbox?.crash.db.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the e-wallet approval across a crash', () => {
  it('approved, killed before the callback was due, restarted later: the worker delivers it on boot, once', async () => {
    const id = await approvedDeposit();
    const before = await balance();
    // The process goes now, before the callback is due: what it held in memory is lost; the approval
    // is only the row. It starts again once the delay passed (within the e-wallet's 15-minute window).
    await restart();
    clock.advance(10 * 60_000);
    await workerDelivers(id);
    expect(await credits(id)).toBe(1);
    expect(Number(await balance())).toBe(Number(before) + 25);
    const [row] = await query<{ attempts: number; outcome: string }>('SELECT attempts, outcome FROM provider_deliveries WHERE payment_id = $1', [id]);
    expect(row).toEqual({ attempts: 1, outcome: 'delivered' });
  }, 60_000);

  it('killed at each commit point of the worker\'s tick: after the restart 30 once, the balance moved once', async () => {
    const dryId = await approvedDeposit();
    clock.advance(DELAY_MS);
    sandbox.crash.arm();
    await runPaymentWork(sandbox.crash.db, new Date(clock.now()));
    const points = sandbox.crash.disarm();
    expect(await status(dryId)).toBe(30);
    expect(points.length).toBeGreaterThanOrEqual(4);

    const broken: string[] = [];
    for (let at = 1; at <= points.length; at++) {
      const id = await approvedDeposit();
      const before = await balance();
      clock.advance(DELAY_MS);
      sandbox.crash.arm(at);
      await expect(runPaymentWork(sandbox.crash.db, new Date(clock.now()))).rejects.toThrow(Crash);
      sandbox.crash.disarm();
      await restart();
      await workerDelivers(id);
      const moved = (Number(await balance()) - Number(before)).toFixed(2);
      const n = await credits(id);
      if (n !== 1 || moved !== '25.00') broken.push(`${points[at - 1]}: ${n} credit(s), balance moved ${moved}`);
    }
    expect(broken).toEqual([]);
    expect(await auditWallet(sandbox.crash.db)).toEqual([]);
  }, 240_000);
});
