// Node side of the browser tests: real sandbox API instances (demo/sandbox) served by the test runner's
// own dev server, so the test page and the API share one origin and nothing else has to be started.
//
//   POST /__sandbox/new  { accessTtl?, refreshTtl?, refreshShift? }  ->  { base: '/__sandbox/<n>' }
//   ANY  /__sandbox/<n>/<path>                                        ->  instance n, as <path>
//
// Each test file asks for its own instance (tests/browser/support/sandbox.ts), with the token lifetimes
// it needs, so armed faults, the call log and refresh-token families never leak between files that run
// at the same time. The widgets are pointed at it with `api-base="/__sandbox/<n>"` or configure().
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../../../demo/sandbox/app';
import { openDatabase, type Db } from '../../../demo/sandbox/db';
import { prepareDatabase } from '../../../demo/sandbox/seed';
import { writeMigratedTemplate } from '../../unit/support/database-template';

export interface SandboxOptions {
  accessTtl?: number;
  refreshTtl?: number;
  refreshShift?: number;
  ownDatabase?: boolean;
  /**
   * The instance that also answers the sportsbook frames' unprefixed calls (docs/contracts/sportsbook.md):
   * the providers' pages address their modules and APIs from the origin's root (/sandbox/sport/…,
   * /api/integrations/…), as they are served on the real sandbox, so under /__sandbox/<n> those calls reach
   * the dev server's root. One test file asks for it (tests/browser/sportsbook.test.ts); the last one asking
   * wins.
   */
  sportFrames?: boolean;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface Instance {
  listener: Listener;
}

/** Koa-style context, as much of it as this middleware touches. */
interface Ctx {
  method: string;
  path: string;
  url: string;
  req: IncomingMessage;
  res: ServerResponse;
  respond?: boolean;
  status: number;
  body: unknown;
  type: string;
}

const PREFIX = '/__sandbox';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const seconds = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);

/**
 * One migrated, empty database written to a temporary file, which every database of the run loads instead
 * of running PGlite's initdb and the migrations again (as the unit tests' sandboxes do,
 * tests/unit/support/database-template.ts): initdb is ~5 CPU-seconds, loading the file ~1, and the stage
 * opens seven databases. Each database still seeds itself, with its own clock.
 */
let template: Promise<{ dir: string; file: string }> | null = null;
const migratedTemplate = () => (template ??= writeMigratedTemplate('casino-browser-db-'));

/** A seeded in-memory database from the run's template. */
async function seededDatabase(): Promise<Db> {
  const db = await openDatabase({ url: 'memory://', template: (await migratedTemplate()).file });
  try {
    // The template is migrated already: this checks the migrations and seeds.
    await prepareDatabase(db);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * One in-memory PGlite, migrated and seeded once (a few seconds of WASM start-up), shared by every
 * instance: the accounts are only read and signed into by these tests, and what must not leak between
 * test files (armed faults, the call log, token lifetimes) belongs to each createApp() instance.
 * Refresh-token families are per sign-in, so they never cross either. No test calls /sandbox/api/reset.
 */
let database: Promise<Db> | null = null;
function sharedDatabase(): Promise<Db> {
  database ??= seededDatabase();
  return database;
}

/** The databases of the instances that asked for their own (files whose tests move money), closed at the end. */
const ownDatabases: Db[] = [];
async function ownDatabase(): Promise<Db> {
  const db = await seededDatabase();
  ownDatabases.push(db);
  return db;
}

/**
 * `mountPath`: the instance's prefix, under which the browser addresses it (DPoP proofs name that URL).
 * `origin`: the dev server's, which the test pages share with the sandbox: the control plane answers only
 * its own origins and hosts (docs/api.md "Sandbox control"), and this one is neither PORT's nor PARTNER_PORT's.
 */
async function createInstance(options: SandboxOptions, origin: string, mountPath: string): Promise<Instance> {
  const app = createApp({
    db: options.ownDatabase ? await ownDatabase() : await sharedDatabase(),
    config: { accessTtl: options.accessTtl, refreshTtl: options.refreshTtl, refreshShift: options.refreshShift, controlOrigins: [origin], mountPath },
  });
  return { listener: getRequestListener(app.fetch, { overrideGlobalObjects: false }) as Listener };
}

export function sandboxMiddleware() {
  const instances = new Map<string, Instance>();
  let seq = 0;
  let sportFrames: Instance | null = null;
  const FRAME_PATHS = /^\/(sandbox\/sport|api\/integrations)\//;
  // Warm the database while the browser starts; a failure is reported by the first /__sandbox/new.
  sharedDatabase().catch(() => undefined);

  async function middleware(ctx: Ctx, next: () => Promise<unknown>): Promise<unknown> {
    if (sportFrames && FRAME_PATHS.test(ctx.path)) {
      ctx.respond = false;
      await sportFrames.listener(ctx.req, ctx.res);
      return undefined;
    }
    if (!ctx.path.startsWith(`${PREFIX}/`)) return next();
    if (ctx.path === `${PREFIX}/new` && ctx.method === 'POST') {
      const body = await readJson(ctx.req);
      const id = String(++seq);
      try {
        const options = {
          accessTtl: seconds(body.accessTtl),
          refreshTtl: seconds(body.refreshTtl),
          refreshShift: seconds(body.refreshShift),
          ownDatabase: body.ownDatabase === true,
        };
        const instance = await createInstance(options, `http://${ctx.req.headers.host ?? 'localhost'}`, `${PREFIX}/${id}`);
        instances.set(id, instance);
        if (body.sportFrames === true) sportFrames = instance;
      } catch (error) {
        ctx.status = 500;
        ctx.type = 'text/plain';
        ctx.body = `sandbox instance not created: ${error instanceof Error ? error.stack : String(error)}`;
        return undefined;
      }
      ctx.type = 'application/json';
      ctx.body = JSON.stringify({ base: `${PREFIX}/${id}` });
      return undefined;
    }
    const match = /^\/__sandbox\/(\d+)(\/.*)?$/.exec(ctx.url);
    const instance = match ? instances.get(match[1]) : undefined;
    if (!match || !instance) {
      ctx.status = 404;
      ctx.type = 'application/json';
      ctx.body = JSON.stringify({ code: 'not_found', message: `no sandbox instance for ${ctx.path}` });
      return undefined;
    }
    // Hand the raw request to the sandbox's Hono app, with the instance prefix taken off the URL.
    ctx.req.url = match[2] || '/';
    ctx.respond = false;
    await instance.listener(ctx.req, ctx.res);
    return undefined;
  }

  async function closeAll(): Promise<void> {
    instances.clear();
    sportFrames = null;
    const db = database;
    database = null;
    await db?.then((d) => d.close()).catch(() => undefined);
    await Promise.all(ownDatabases.splice(0).map((d) => d.close().catch(() => undefined)));
    const made = template;
    template = null;
    await made?.then(({ dir }) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
  }

  return { middleware, closeAll };
}
