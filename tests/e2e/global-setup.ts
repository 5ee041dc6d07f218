// End-to-end global setup: starts the real sandbox the way a newcomer does (`npx tsx demo/sandbox/main.ts`,
// what `npm start` runs) as child processes, one per worker (vitest.config.ts runs the files two at a
// time), each on its own free ports with its own fresh database and short tokens, and stops them (with
// every process they started) when the run ends. A file's worker talks to its own sandbox only
// (support/sandbox.ts `sandboxFor`), so two files never reset or rig each other's server.
//
// - Ports: PORT and PARTNER_PORT = PORT + 1, both free. The partner page derives the main origin as "my
//   port − 1" (docs/qa.md), so the pair must be adjacent for the cross-origin test to be real.
// - DATA_DIR: a new temporary folder per sandbox, so each starts from the seed (and never touches `.data/`).
// - DATABASE_URL=memory://: PGlite in memory rather than in DATA_DIR, as `npm start` would keep it. The
//   files test the site, not the storage; PGlite on disk spends a quarter of the sandbox's CPU in file
//   system calls (two e2e files: 101.8 and 102.9 CPU-s on disk, 82.5 and 92.6 in memory, the sandboxes'
//   share 37-38 → 28-29). The database in DATA_DIR is the sandbox's own suites' subject (a kill -9 and a
//   restart on the same folder: tests/unit/sandbox/payment-kill9.test.ts). E2E_DATABASE_URL picks another
//   (`postgres://…`, or an empty value for DATA_DIR).
// - ACCESS_TTL=20, REFRESH_SHIFT=10: the client renews 10 s after sign-in, so the renewal scenario fits
//   in one test. REFRESH_TTL stays at its default (a day).
// - GAME_SESSION_TTL=15: a game session lives 15 s unless the lobby renews it (at 80 %), so a game played
//   past its lifetime shows the renewal working within one test (game-renewal.test.ts).
// - Each child runs in its own process group (detached): npx → sh → tsx → node; teardown signals the whole
//   group, waits for it to be gone, and SIGKILLs it after a grace period. An exit hook does the same if
//   vitest itself dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export const ACCESS_TTL = 20;
export const REFRESH_SHIFT = 10;
export const GAME_SESSION_TTL = 15;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The main origin: reference site, QA page, API, /sandbox control API. No trailing slash. */
    baseUrl: string;
    /** The partner page's origin (PARTNER_PORT = PORT + 1). No trailing slash. */
    partnerUrl: string;
    /** One sandbox per worker (baseUrl and partnerUrl above are the first's); support/sandbox.ts picks. */
    sandboxes: { baseUrl: string; partnerUrl: string }[];
    accessTtl: number;
    refreshShift: number;
  }
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 110_000; // hookTimeout is 120 s; a missing dist/ is built first (main.ts)

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // No host: free on every interface, so free on both loopbacks the sandbox listens on (127.0.0.1, ::1).
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, exclusive: true }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A port P with P and P + 1 both free. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await ephemeralPort();
    if (port < 65_535 && (await portIsFree(port + 1))) return port;
  }
  throw new Error('no two adjacent free ports found');
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

async function stopGroup(pid: number, graceMs = 8_000): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pid)) {
    console.warn(`[e2e] sandbox group ${pid} ignored SIGTERM for ${graceMs} ms: SIGKILL`);
    signalGroup(pid, 'SIGKILL');
    while (groupAlive(pid)) await new Promise((r) => setTimeout(r, 50));
  }
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  partnerUrl: string;
  output: () => string;
}

async function startSandbox(dataDir: string): Promise<Started> {
  const port = await freePortPair();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PARTNER_PORT: String(port + 1),
    DATA_DIR: dataDir,
    ACCESS_TTL: String(ACCESS_TTL),
    REFRESH_SHIFT: String(REFRESH_SHIFT),
    GAME_SESSION_TTL: String(GAME_SESSION_TTL),
    // An empty database whatever the caller's shell has (above): the run must start from the seed.
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'memory://',
  };
  delete env.HOST; // the loopback interfaces, as `npm start` on a fresh machine
  delete env.SANDBOX_CONTROL; // the control plane on: the tests drive it
  delete env.PUBLIC_URL;
  delete env.SKIP_BUILD;

  const child = spawn('npx', ['tsx', 'demo/sandbox/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true, // its own process group, so teardown reaches npx's grandchildren too
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (process.env.E2E_SANDBOX_LOG) process.stderr.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const baseUrl = `http://localhost:${port}`;
  const started = { child, baseUrl, partnerUrl: `http://localhost:${port + 1}`, output: () => log };
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (code ${code}, signal ${signal})`));

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw Object.assign(new Error(`the sandbox ${exited} before it was ready`), { started });
    // Ready = our child says it listens on both ports (not some other server that took the port
    // meanwhile) and /health answers with the database up.
    if (log.includes(`partner   http://localhost:${port + 1}/`)) {
      try {
        const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
        const body = (await res.json()) as { status?: string };
        if (res.ok && body.status === 'ok') return started;
      } catch {
        /* not yet */
      }
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw Object.assign(new Error(`the sandbox was not ready within ${STARTUP_TIMEOUT_MS / 1000} s`), { started });
}

/** A sandbox on free ports in a new DATA_DIR, retried when a port was taken meanwhile. */
async function startFresh(onStarted: (pid: number) => void): Promise<Started & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-'));
  // A port can be taken between the check and the sandbox's listen (other servers run on this machine):
  // try a few pairs before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      const started = await startSandbox(dataDir);
      onStarted(started.child.pid!);
      return { ...started, dataDir };
    } catch (error) {
      const failed = (error as { started?: Started }).started;
      if (failed?.child.pid) await stopGroup(failed.child.pid);
      const output = failed?.output() ?? '';
      if (attempt < 3 && /EADDRINUSE/.test(output)) continue;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`${(error as Error).message}\n--- sandbox output ---\n${output}`);
    }
  }
}

/**
 * How many files run at once, one sandbox each: the workers, but no more than the files this run selected
 * (one file named on the command line starts one sandbox). The selection is read the way vitest reads it
 * (its command-line filters, an internal field; without it, one sandbox per worker).
 */
async function sandboxCount(project: TestProject): Promise<number> {
  // As vitest's pool reads it (the project's, else the run's); --no-file-parallelism resolves it to 1.
  const workers = Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1) || 1;
  try {
    const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
    const { testFiles } = await project.globTestFiles(filters);
    return Math.max(1, Math.min(workers, testFiles.length));
  } catch {
    return Math.max(1, workers);
  }
}

export default async function setup(project: TestProject) {
  const pids = new Set<number>();
  // If vitest is killed or crashes, do not leave a server behind.
  const onExit = () => pids.forEach((pid) => signalGroup(pid, 'SIGKILL'));
  process.once('exit', onExit);

  const results = await Promise.allSettled(Array.from({ length: await sandboxCount(project) }, () => startFresh((pid) => pids.add(pid))));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const teardown = async () => {
    await Promise.all([...pids].map((pid) => stopGroup(pid)));
    pids.clear();
    process.off('exit', onExit);
    for (const s of started) rmSync(s.dataDir, { recursive: true, force: true });
  };
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }

  const sandboxes = started.map((s) => ({ baseUrl: s.baseUrl, partnerUrl: s.partnerUrl }));
  project.provide('sandboxes', sandboxes);
  project.provide('baseUrl', sandboxes[0]!.baseUrl);
  project.provide('partnerUrl', sandboxes[0]!.partnerUrl);
  project.provide('accessTtl', ACCESS_TTL);
  project.provide('refreshShift', REFRESH_SHIFT);
  return teardown;
}
