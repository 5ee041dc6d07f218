// `npm run contract:check` (scripts/contract-check.mjs, docs/operators.md "The backend contract") as an
// operator runs it: the command against a started sandbox (listening on a port, on the real clock, DPoP
// proofs as the widgets send them) finds no difference; with a wrong password it says what differs and
// fails.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, memorySandbox } from './helpers';

let sandbox: Awaited<ReturnType<typeof memorySandbox>>;
let server: ServerType;
let base: string;

beforeAll(async () => {
  sandbox = await memorySandbox();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, BOOT_TIMEOUT);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await sandbox?.close();
});

/** The npm script's command, its output and exit code. */
function contractCheck(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/contract-check.mjs', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out }));
  });
}

describe('npm run contract:check', () => {
  it('finds no difference between the sandbox and the contract', async () => {
    const { code, out } = await contractCheck('--base', base, '--user', 'demo', '--password', 'demo1234');
    expect(out).toMatch(/\d+ calls, 0 with differences/);
    expect(out).toContain('POST /api/accounts/login/');
    expect(out).toContain('GET /api/backoffice/payments/payout/system_list/ (payout)');
    // The account's read calls (statement, transfers, limits, documents, bonus lists, settings) as well.
    expect(out).toContain('GET /api/users/statement/2147483647/ (not a movement of the account)');
    expect(out).toContain('GET /api/bonus-system/cashback/history (cashback)');
    expect(out).toContain('GET /api/settings/currency-list/');
    // The writes: the reversible ones made and undone, the irreversible ones refused malformed and skipped.
    expect(out).toMatch(/DELETE \/api\/users\/favouritegames\/\s+200\s+ok/);
    expect(out).toMatch(/POST \/api\/integrations\/game-session\/renew\s+200\s+ok/);
    expect(out).toMatch(/POST \/api\/users\/self-exclusion\/ \(unknown duration\)\s+400\s+ok/);
    expect(out).toMatch(/POST \/api\/users\/self-exclusion\/\s+-\s+skipped \(irreversible\)/);
    expect(out).toMatch(/POST \/api\/users\/user\/change-password\/\s+-\s+skipped \(irreversible\)/);
    expect(out).toMatch(/PATCH \/api\/accounts\/user \(lang as it is\)\s+200\s+ok/);
    expect(out).toMatch(/POST \/api\/backoffice\/payments\/payout\/ \(amount 0\)\s+400\s+ok/);
    expect(out).toMatch(/POST \/api\/backoffice\/payments\/payout\/\s+-\s+skipped \(irreversible\)/);
    // The other game sessions opened, the e-mails' links only refused.
    expect(out).toMatch(/POST \/services\/direct\/game\/start\s+200\s+ok/);
    expect(out).toMatch(/POST \/api\/integrations\/live\/session\/\s+200\s+ok/);
    expect(out).toMatch(/POST \/api\/accounts\/email-verify\/[\w-]+ \(unknown token\)\s+400\s+ok/);
    expect(out).toMatch(/0 with differences, 13 skipped \(irreversible\)/);
    expect(code, out).toBe(0);
  }, 60_000);

  it('prints what differs and fails when the account cannot sign in', async () => {
    const { code, out } = await contractCheck('--base', base, '--user', 'demo', '--password', 'not-the-password');
    expect(out).toMatch(/POST \/api\/accounts\/login\/\s+401\s+1 difference/);
    expect(out).toContain('status 401, expected 200 (code no_active_account)');
    expect(code, out).toBe(1);
  }, 60_000);

  it('explains its usage without the three settings', async () => {
    const { code, out } = await contractCheck('--base', base);
    expect(out).toContain('usage: npm run contract:check');
    expect(code).toBe(2);
  }, 60_000);
});
