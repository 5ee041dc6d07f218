// kill -9 between the e-wallet's approval and its callback (DESIGN §7 "Durable side effects"; docs/api.md
// "Payments: deferred deliveries"): the real server (`demo/sandbox/main.ts`, as `npm start`) on a PGlite
// data folder, the player approves in the app (the wallet calls back 10 s later), the process is killed
// with SIGKILL, and a new server on the same folder delivers the approval: 30 once, the balance moved
// once. With the approval held in an in-memory timer the payment stayed at 20 for ever.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const STARTUP_MS = 90_000;
let dataDir = '';
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start` on the data folder, the build skipped; resolves once /health answers. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const partner = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PARTNER_PORT: String(partner), DATA_DIR: dataDir, SKIP_BUILD: '1', DATABASE_URL: '' };
  delete env.HOST;
  delete env.SANDBOX_CONTROL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/sandbox/main.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited (${child.exitCode}): ${log.slice(-2000)}`);
    const health = await fetch(`${base}/health`).then((r) => r.json() as Promise<{ status?: string }>, () => null);
    if (health?.status === 'ok') return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the sandbox did not start: ${log.slice(-2000)}`);
}

function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function json(base: string, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
}

const login = async (base: string) => (await json(base, 'POST', '/api/accounts/login/', { username: 'demo', password: 'demo1234' })).body.access as string;

afterAll(async () => {
  for (const child of children) await killed(child, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('kill -9 between the approval and the callback', () => {
  it('the restarted server delivers the approval: 30 once, the balance moved once', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-kill9-'));
    const first = await startServer();
    const token = await login(first.base);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await json(first.base, 'POST', '/api/backoffice/payments/deposit/', { amount: '25', payment_system: 'ewallet' }, { ...auth, 'Idempotency-Key': 'kill9-deposit' });
    expect(created.status).toBe(201);
    const id = created.body.payment.id as number;
    const before = created.body.balances.balance as string;
    const link = (await json(first.base, 'GET', '/sandbox/api/payments')).body.find((p: any) => p.id === id).checkout_link as string;
    const approved = await json(first.base, 'POST', `/sandbox/payments/api/ewallet/${id}/answer`, {
      token: new URL(link).searchParams.get('token'),
      decision: 'approve',
      delay_ms: 10_000,
    });
    expect(approved.body).toEqual({ step: 'waiting', status: 20 });

    await killed(first.child, 'SIGKILL');

    const second = await startServer();
    const again = { Authorization: `Bearer ${await login(second.base)}` };
    const read = async () => (await json(second.base, 'GET', `/api/backoffice/payments/deposit/${id}/`, undefined, again)).body;
    await expect.poll(async () => (await read()).status, { timeout: 40_000, interval: 250 }).toBe(30);
    expect((await read()).credited_amount).toBe('25.00');
    const deliveries = (await json(second.base, 'GET', `/sandbox/api/payments/deliveries?payment=${id}`)).body;
    expect(deliveries).toMatchObject([{ outcome: 'delivered', attempts: 1 }]);
    const user = (await json(second.base, 'GET', '/api/accounts/user/', undefined, again)).body;
    expect(Number(user.balance)).toBe(Number(before) + 25);
    await killed(second.child, 'SIGTERM');
  }, 240_000);
});
