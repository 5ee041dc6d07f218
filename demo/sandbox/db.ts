import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or rows changed by an INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

/** What services run SQL against: the database itself or an open transaction. */
export interface Queryable {
  /** One statement, `$1`-style parameters. */
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside BEGIN/COMMIT (ROLLBACK when it throws). Inside `fn` use only `tx`: on PGlite the
   * outer `db` waits for the transaction to finish, so calling it from inside would deadlock.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…`/`postgresql://…`, `memory://`, or undefined for a PGlite persisted in dataDir. */
  url?: string;
  dataDir?: string;
  /**
   * With `memory://`: a file from writeDatabaseTemplate, loaded instead of running initdb (~4 s on a busy
   * machine) and whatever the template's preparation did (the test runs' migrated schema).
   */
  template?: string;
}

export async function openDatabase(options: OpenOptions): Promise<Db> {
  const url = options.url;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  if (url && url !== 'memory://') throw new Error(`Unsupported DATABASE_URL "${url}" (postgres://… or memory://)`);
  if (url === 'memory://') {
    const loadDataDir = options.template ? new Blob([await readFile(options.template)]) : undefined;
    return openPglite('memory://', loadDataDir);
  }
  if (options.template) throw new Error('openDatabase: a template is for memory:// only');
  if (!options.dataDir) throw new Error('openDatabase: dataDir is required for a persisted PGlite');
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const unlock = await lockDataDir(`${dir}.lock`);
  try {
    const db = await openPglite(dir);
    return { ...db, close: () => db.close().finally(unlock) };
  } catch (error) {
    await unlock();
    throw error;
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is an embedded database: two processes on one data directory corrupt it. A pid lock file
 * turns a second `npm start` on the same DATA_DIR into a clear error; a stale lock (dead pid) is taken over.
 */
async function lockDataDir(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`${path.dirname(lockFile)} is in use by another sandbox (pid ${pid}): stop it or set another DATA_DIR`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}

/** True when `error` is a PostgreSQL unique violation (same shape from pg and PGlite). */
export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * A FIFO mutex. PGlite is one connection: two requests that each run BEGIN … COMMIT must not interleave
 * their statements, and a plain query must not land inside somebody else's transaction. PGlite has its
 * own lock today; ours makes the guarantee explicit and independent of its internals.
 */
function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  // Marks code running while the lock is held: taking it again from there would wait forever.
  const holder = new AsyncLocalStorage<true>();
  return function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (holder.getStore()) {
      return Promise.reject(new Error('db used from inside its own transaction: use the `tx` argument (this would deadlock)'));
    }
    const run = tail.then(() => holder.run(true, fn));
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Writes a template for `openDatabase({ url: 'memory://', template })`: a fresh in-memory database after
 * `prepare` (a tar of PGlite's data directory). A test run makes one and every test's database starts
 * from it.
 */
export async function writeDatabaseTemplate(file: string, prepare: (db: Db) => Promise<unknown>, from?: string): Promise<void> {
  // From an earlier template (`from`) when there is one: no second initdb.
  const db = await openPglite('memory://', from ? new Blob([await readFile(from)]) : undefined);
  try {
    await prepare(db);
    await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir,
    // Money stays an exact decimal string ("1000.00"), as node-postgres returns it.
    parsers: { [pgliteTypes.NUMERIC]: (value: string) => value },
  });
  const exclusive = createMutex();

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const direct = wrap(pglite);

  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction: (fn) => exclusive(() => pglite.transaction((tx) => fn(wrap(tx)))),
    close: () => exclusive(() => pglite.close()),
    dumpDataDir: () => exclusive(() => pglite.dumpDataDir('none')),
  };
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // int8 (count(*), bigserial) as a number, as PGlite returns it; numeric keeps pg's string default.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('[sandbox] postgres pool error:', error.message));
  await pool.query('SELECT 1');

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
