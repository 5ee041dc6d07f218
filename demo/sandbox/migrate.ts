import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any constant: the advisory lock keeps two sandboxes starting against one PostgreSQL from migrating twice.
const MIGRATION_LOCK = 730_911;

/**
 * Applies the numbered SQL files not yet recorded in schema_migrations, in order, in one transaction:
 * either the schema moves to the newest version or it stays where it was.
 * Returns the versions applied now.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(await readFile(`${dir}/${file}`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
