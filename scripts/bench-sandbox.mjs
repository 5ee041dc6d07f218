// The benchmarks' own sandbox (npm run bench:wheel, bench:lobby): free ports, a throwaway DATA_DIR, the
// built dist/ as it is (SKIP_BUILD: run `npm run build` first, under the dist lock), stopped at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts demo/sandbox/main.ts and resolves once /health answers: `{ base, stop() }`; `env` adds variables (DIST_DIR). */
export async function startSandbox(name, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PARTNER_PORT: String(await freePort()), DATA_DIR: dataDir, SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  // Up to two minutes: on a loaded machine (CI, several suites at once) tsx and PGlite take a while.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the sandbox exited');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the sandbox did not answer ${base}/health within 2 minutes`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const post = (base, route, method, body) =>
  fetch(base + route, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
