// The sandbox's control plane (/sandbox/api/*: reset, faults, rigged rounds, the outbox) answers only the
// sandbox's own pages (docs/api.md "Sandbox control"). A page of another origin, served
// by a small server of this test on another port, reached as 127.0.0.1 (cross-site to localhost) and as
// localhost (same-site, another origin), cannot change anything with fetch or a form; the QA page still
// can; the server listens on loopback only.
//
// The page is really served (not by route interception): Chromium treats a page fulfilled by interception
// as public and its Private Network Access rules then block its fetches to localhost before they leave
// the browser, which would prove nothing about the sandbox.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { baseUrl, call, sandbox } from './support/sandbox';

interface Fault {
  id: number;
  route: string;
}

const MARKER = '/api/e2e-control-marker';
const faults = () => call<Fault[]>('GET', '/sandbox/api/faults');
const nextMultiplier = async () => (await call<{ next_multiplier: number | null }>('GET', '/sandbox/api/games')).next_multiplier;

/** Any web page: one HTML page on every path, on 127.0.0.1 and a free port. */
let otherSite: http.Server;
let otherPort = 0;
beforeAll(async () => {
  otherSite = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Some page</title><p>Any web page</p>');
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherPort = (otherSite.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => (otherSite ? otherSite.close(() => resolve()) : resolve())));

describe('control plane', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await sandbox.clearFaults();
    await call('PUT', '/sandbox/api/games', { next_multiplier: null });
  });

  it('a page on another origin cannot reset the database, arm a fault or rig a round', async () => {
    // What a reset would clear: an armed fault. What a rigged round would set: next_multiplier.
    await sandbox.armFault({ route: MARKER, status: 500 });
    // 127.0.0.1 is cross-site to http://localhost:PORT; localhost on another port is same-site but another
    // origin. Neither is the sandbox's own (PORT, PARTNER_PORT).
    for (const evil of [`http://127.0.0.1:${otherPort}`, `http://localhost:${otherPort}`]) {
      // Not a watched page: the refusals it provokes are console errors on purpose (CORS, 403).
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${evil}/`);
      const outcomes = await page.evaluate(async (target) => {
        const attempt = async (path: string, init: RequestInit) => {
          try {
            const res = await fetch(target + path, init);
            return res.type === 'opaque' ? 'opaque' : res.status;
          } catch {
            return 'blocked';
          }
        };
        return {
          // Simple requests: no preflight, the browser sends them and hides the answer.
          resetTextPlain: await attempt('/sandbox/api/reset', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
          resetBare: await attempt('/sandbox/api/reset', { method: 'POST', mode: 'no-cors' }),
          rigTextPlain: await attempt('/sandbox/api/games', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{"next_multiplier":20}' }),
          // JSON: preflighted; the preflight of a foreign origin is refused, so the request never goes.
          faultJson: await attempt('/sandbox/api/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ route: '*', status: 503 }) }),
          rigJson: await attempt('/sandbox/api/games', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ next_multiplier: 20 }) }),
          resetJson: await attempt('/sandbox/api/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
          outbox: await attempt('/sandbox/api/outbox', {}),
        };
      }, baseUrl());
      // Nothing readable came back to the page: an opaque answer, or a network error (a refused preflight;
      // Chromium's opaque-response blocking also errors a no-cors JSON answer). The server's state below
      // says whether the simple requests, which do reach it, changed anything.
      for (const [name, outcome] of Object.entries(outcomes)) expect(['opaque', 'blocked'], `${evil} ${name}`).toContain(outcome);
      expect((await faults()).map((f) => f.route), `${evil}: fetch`).toEqual([MARKER]);
      expect(await nextMultiplier(), `${evil}: fetch`).toBeNull();
      // A plain HTML form (no script needed): a top-level POST, the answer is the refusal.
      const [answer] = await Promise.all([
        page.waitForResponse(`${baseUrl()}/sandbox/api/reset`),
        page.evaluate((target) => {
          const form = Object.assign(document.createElement('form'), { method: 'POST', action: `${target}/sandbox/api/reset`, enctype: 'text/plain' });
          document.body.append(form);
          form.submit();
        }, baseUrl()),
      ]);
      expect(answer.status(), evil).toBe(403);
      // And the server's state is untouched: the marker is still armed (no reset), no round is rigged.
      expect((await faults()).map((f) => f.route), `${evil}: form`).toEqual([MARKER]);
      expect(await nextMultiplier(), `${evil}: form`).toBeNull();
    }
  });

  it('the QA page still arms faults and resets the sandbox', async () => {
    const page = await browser.newPage(undefined, 'qa');
    const refused: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/sandbox/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    page.on('dialog', (dialog) => void dialog.accept()); // "Reset the sandbox…?"
    await page.goto(`${baseUrl()}/qa/`);

    const section = page.getByRole('region', { name: 'Fault switches', exact: true });
    await section.getByRole('button', { name: 'User poll → 503 ×3', exact: true }).click();
    await expect.poll(async () => (await faults()).map((f) => f.route), { timeout: 10_000 }).toEqual(['/api/accounts/user']);

    await page.getByRole('button', { name: 'Reset sandbox', exact: true }).click();
    await page.getByRole('status').getByText('Sandbox reset to its seeded state.').waitFor();
    expect(await faults()).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('the QA page says when the control plane is off, with the fault switches disabled', async () => {
    const page = await browser.newPage(undefined, 'qa');
    // The answer of a sandbox started with SANDBOX_CONTROL=off (the server side: tests/unit/sandbox/control.test.ts).
    await page.route(`${baseUrl()}/health`, (route) =>
      route.fulfill({ json: { status: 'ok', db: 'pglite', sandbox: true, control: false, warning: 'Sandbox API: not for real money' } }),
    );
    const controlCalls: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/sandbox/api/') && controlCalls.push(r.url()));
    await page.goto(`${baseUrl()}/qa/`);

    await page.getByRole('alert').getByText(/Control plane off\..*SANDBOX_CONTROL=off/).waitFor();
    const section = page.getByRole('region', { name: 'Fault switches', exact: true });
    await expect.poll(() => section.getByRole('button', { name: 'User poll → 503 ×3', exact: true }).isDisabled()).toBe(true);
    expect(await section.getByRole('button', { name: 'Arm', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset sandbox', exact: true }).isDisabled()).toBe(true);
    // The page asks nothing of a control plane that is not there (every call would be a 404).
    expect(controlCalls).toEqual([]);
  });

  it('listens on loopback only: another interface of this machine is not answered', async () => {
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!address) return; // no other interface on this machine: nothing to reach
    const port = new URL(baseUrl()).port;
    await expect(fetch(`http://${address}:${port}/health`, { signal: AbortSignal.timeout(5_000) })).rejects.toThrow();
    // The loopback names answer.
    for (const origin of [baseUrl(), `http://127.0.0.1:${port}`]) expect((await fetch(`${origin}/health`)).status, origin).toBe(200);
  });
});
