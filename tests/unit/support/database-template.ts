// The sandbox projects' global setup (vitest.config.ts): one migrated, empty in-memory database written to a temporary file, which
// every test's sandbox database loads (createMemorySandbox's `template`) instead of running PGlite's
// initdb and the migrations again: ~4 s a sandbox on this two-core machine, ~90 sandboxes a run. The
// migrations from nothing stay tested where they are the subject (tests/unit/sandbox/db.test.ts), and
// each sandbox still seeds itself with its own clock.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDatabaseTemplate } from '../../../demo/sandbox/db';
import { migrate } from '../../../demo/sandbox/migrate';
import { prepareDatabase } from '../../../demo/sandbox/seed';

/**
 * The instant bootSandbox's clock starts at (tests/unit/sandbox/helpers.ts), and the seeded template's
 * seed: the seed writes relative to its clock, so a database seeded at this instant is the one each
 * bootSandbox used to seed for itself.
 */
export const SANDBOX_START = Date.UTC(2025, 0, 15, 12, 0, 0);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database template (a file for openDatabase's `template`). */
    databaseTemplate: string;
    /** The same, seeded at SANDBOX_START (migrations and seed done: ~0.9 CPU-s a sandbox less). */
    seededDatabaseTemplate: string;
  }
}

/**
 * A migrated, empty database written to `migrated.tar` in a new temporary folder (`prefix`), for
 * openDatabase's `template`; the caller removes `dir`. The sandbox suites' and the browser stage's.
 */
export async function writeMigratedTemplate(prefix: string): Promise<{ dir: string; file: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'migrated.tar');
  await writeDatabaseTemplate(file, migrate);
  return { dir, file };
}

interface RunTemplates {
  dir: string;
  migrated: string;
  seeded: string;
  /** The projects whose teardown has not run yet: the last one removes the folder. */
  users: number;
}

/**
 * Both sandbox projects name this file as their global setup, and vitest runs it once per project, one
 * after the other, in its own process: the templates are written by the first and handed to the second
 * (two writes were 8.5 s each before any test could start).
 */
const RUN_TEMPLATES = Symbol.for('casino-widgets:test-database-templates');
type RunScope = typeof globalThis & { [RUN_TEMPLATES]?: Promise<RunTemplates> };

async function writeRunTemplates(): Promise<RunTemplates> {
  const { dir, file } = await writeMigratedTemplate('casino-db-template-');
  const seeded = path.join(dir, 'seeded.tar');
  await writeDatabaseTemplate(seeded, (db) => prepareDatabase(db, new Date(SANDBOX_START)), file);
  return { dir, migrated: file, seeded, users: 0 };
}

export default async function setup(project: TestProject) {
  const scope = globalThis as RunScope;
  const pending = (scope[RUN_TEMPLATES] ??= writeRunTemplates());
  pending.catch(() => {
    // A failed write is not handed to the next project: it tries again (and fails with its own error).
    if (scope[RUN_TEMPLATES] === pending) delete scope[RUN_TEMPLATES];
  });
  const templates = await pending;
  templates.users += 1;
  project.provide('databaseTemplate', templates.migrated);
  project.provide('seededDatabaseTemplate', templates.seeded);
  return async () => {
    templates.users -= 1;
    if (templates.users > 0) return;
    if (scope[RUN_TEMPLATES] === pending) delete scope[RUN_TEMPLATES];
    await rm(templates.dir, { recursive: true, force: true });
  };
}
