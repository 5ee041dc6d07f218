// Sandbox project global setup (vitest.config.ts): one migrated, empty in-memory database written to a temporary file, which
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

export default async function setup(project: TestProject) {
  const { dir, file } = await writeMigratedTemplate('casino-db-template-');
  project.provide('databaseTemplate', file);
  const seeded = path.join(dir, 'seeded.tar');
  await writeDatabaseTemplate(seeded, (db) => prepareDatabase(db, new Date(SANDBOX_START)), file);
  project.provide('seededDatabaseTemplate', seeded);
  return () => rm(dir, { recursive: true, force: true });
}
