/**
 * `npm start`: builds the widgets when dist/ lacks them, opens (and migrates, seeds) the database, and
 * serves the main origin (PORT) and the partner origin (PARTNER_PORT).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, createPartnerApp } from './app';
import { isLoopbackHost, loadConfig, repoRoot, type Config } from './config';
import { openDatabase } from './db';
import { prepareDatabase } from './seed';
import { systemClock } from './clock';
import { startPaymentWorker } from './services/payment-worker';
import { startSettlementTimer } from './services/sport-settlement';

function build(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, hostname?: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * Where to listen: HOST, or both loopback interfaces. `localhost` resolves to ::1 first on some machines
 * (/etc/hosts order; Node 17+ keeps the resolver's order), so the default takes 127.0.0.1 and ::1 alike:
 * http://localhost:PORT works either way. A machine without IPv6 has no ::1 and keeps 127.0.0.1.
 */
async function listenAll(fetch: (request: Request) => Response | Promise<Response>, port: number, config: Config): Promise<ServerType[]> {
  if (config.host) return [await listen(fetch, port, config.host)];
  const servers = [await listen(fetch, port, '127.0.0.1')];
  try {
    servers.push(await listen(fetch, port, '::1'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') throw error;
  }
  return servers;
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive browser connections would hold close() open for minutes.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

async function main(): Promise<void> {
  const config = loadConfig();

  if (!config.skipBuild && !existsSync(path.join(repoRoot, 'dist/casino-widgets.js'))) {
    console.log('[sandbox] dist/casino-widgets.js is missing: running npm run build');
    // A broken build must not take the API down with it: QA and the API tests still need it.
    if (!(await build())) console.error('[sandbox] the build failed; serving the API and pages without fresh bundles');
  }

  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(db);

  // DIST_DIR: serve bundles built elsewhere (CASINO_OUT_DIR=… rollup -c), e.g. while dist/ is being rebuilt.
  const roots = process.env.DIST_DIR ? { dist: path.resolve(repoRoot, process.env.DIST_DIR) } : {};
  const app = createApp({ db, config, roots });
  const partner = createPartnerApp({ config });
  // Sport tickets whose events the clock finished are settled every 5 s even when nobody reads them
  // (reads settle lazily too); exactly once either way (services/sport-settlement.ts).
  const stopSettlement = startSettlementTimer(db, () => systemClock.now());
  // Unpaid deposits past their deadline expire, and deferred provider deliveries (the e-wallet's
  // approval) go out, every second; the first tick, now, picks up what came due while the server was
  // down (services/payment-worker.ts).
  const stopPayments = startPaymentWorker(db, () => systemClock.now());
  const mainServers = await listenAll(app.fetch, config.port, config);
  const servers = [...mainServers, ...(await listenAll(partner.fetch, config.partnerPort, config))];
  const addresses = mainServers.map((s) => {
    const a = s.address();
    return a && typeof a === 'object' ? (a.family === 'IPv6' ? `[${a.address}]` : a.address) : String(a);
  });

  const where = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.databaseUrl ?? path.join(config.dataDir, 'pglite');
  console.log(`[sandbox] database: ${db.kind}, ${where}`);
  console.log(`[sandbox] site      http://localhost:${config.port}/`);
  console.log(`[sandbox] QA        http://localhost:${config.port}/qa/`);
  console.log(`[sandbox] API       http://localhost:${config.port}/api/  (health: /health)`);
  console.log(`[sandbox] partner   http://localhost:${config.partnerPort}/`);
  console.log(`[sandbox] listening on ${addresses.join(' and ')}${config.host ? '' : ' (this machine only; HOST to change)'}`);
  console.log(`[sandbox] control   ${config.control ? '/sandbox/api/* for this sandbox\'s own pages (SANDBOX_CONTROL=off removes it)' : 'off (SANDBOX_CONTROL=off): /sandbox/api/* answers 404'}`);
  if (config.host && !isLoopbackHost(config.host)) {
    console.warn(
      `[sandbox] WARNING: HOST=${config.host} is not a loopback address: other machines can reach this sandbox, ` +
        `a test server with known passwords and no real money${config.control ? ', and its control plane (reset, outbox, rigged rounds; SANDBOX_CONTROL=off removes it)' : ''}.`,
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // second Ctrl-C: do not wait
    stopping = true;
    console.log(`[sandbox] ${signal}: shutting down`);
    stopSettlement();
    await stopPayments();
    await Promise.all(servers.map(close));
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('[sandbox] failed to start:', error);
  process.exit(1);
});
