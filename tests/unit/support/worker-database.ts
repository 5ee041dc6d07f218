// Run before every sandbox test file (vitest.config.ts setupFiles). On PostgreSQL
// (SANDBOX_TEST_DATABASE_URL, .ci/postgres.sh) each vitest worker gets a database of its own, so the files
// run two at a time there as they do on PGlite: a file wipes its database when it boots
// (tests/unit/sandbox/helpers.ts), and two files on one database would wipe each other's. The worker's
// database is the URL's with `_w<pool id>` added, made here on the server the first time it is missing; the
// variable is rewritten once per worker (every file of the worker then reads the worker's URL).
import { quoteIdentifier } from './sql-identifier';

const BASE = 'SANDBOX_TEST_DATABASE_BASE_URL';

/** The URL of worker `poolId`'s database on the server of `base`. */
function workerDatabaseUrl(base: string, poolId: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}_w${poolId}`;
  return url.toString();
}

async function ensureDatabase(base: string, url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  // Imported only on PostgreSQL: the PGlite runs (npm test) never load the driver here.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
  } catch (error) {
    // 42P04: made meanwhile by another run on the same server.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

const given = process.env[BASE] ?? process.env.SANDBOX_TEST_DATABASE_URL;
const poolId = process.env.VITEST_POOL_ID;
if (given && poolId) {
  const url = workerDatabaseUrl(given, poolId);
  if (process.env.SANDBOX_TEST_DATABASE_URL !== url) {
    await ensureDatabase(given, url);
    process.env[BASE] = given;
    process.env.SANDBOX_TEST_DATABASE_URL = url;
  }
}

export {};
