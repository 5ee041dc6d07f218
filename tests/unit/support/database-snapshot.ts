// A copy of a sandbox database's data, taken once and put back before every test (sandboxPerTest in
// tests/unit/sandbox/helpers.ts): a reset seeds every row again through the wallet (~0.4 s on this
// two-core machine) and the sign-ins run scrypt (~0.1 s each); putting the rows back is one script.
//
// The copy lives in its own schema of the same database, so it works alike on PGlite and on the
// PostgreSQL server of SANDBOX_TEST_DATABASE_URL (.ci/postgres.sh), and a reset (which empties the tables
// of the current schema only) never touches it. It covers what a reset covers: every table but the ones
// a reset keeps (demo/sandbox/seed.ts RESET_KEPT_TABLES), plus `settings`, whose data part (QA's
// jurisdiction) a reset clears; and the sequences of those tables, so the next ids are the ones the
// state had. Only the tables written since (a statement trigger notes them) are put back. The rows go
// back as they were: with session_replication_role = replica no trigger fires (the wallet's ledger
// trigger would credit the balances a second time; docs/architecture.md "Wallet") and no foreign key is
// checked while the tables fill in any order.
import type { Db } from '../../../demo/sandbox/db';
import { RESET_KEPT_TABLES } from '../../../demo/sandbox/seed';
import { quoteIdentifier as quote } from './sql-identifier';

export const SNAPSHOT_SCHEMA = 'test_snapshot';
/** The list of tables written since the last restore, its trigger function, and the restore statements. */
const TOUCHED = 'touched';
const SCRIPTS = 'scripts';

export interface DatabaseSnapshot {
  /** The tables copied, and the script that puts those written since (and the sequences) back. */
  tables: string[];
  restoreScript: string;
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Copies the data a reset would rebuild; replaces any earlier copy in this database. */
export async function takeSnapshot(db: Db): Promise<DatabaseSnapshot> {
  const kept = RESET_KEPT_TABLES.filter((t) => t !== 'settings');
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1::text[])) ORDER BY tablename`,
    [kept],
  );
  const names = tables.map((t) => t.name);
  // Generated columns cannot be written: the copy goes back without them and they are computed again.
  const { rows: columns } = await db.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[]) AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
    [names],
  );
  // The sequences behind the copied tables' serial and identity columns.
  const { rows: sequences } = await db.query<{ name: string }>(
    `SELECT s.relname AS name
       FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND n.nspname = current_schema() AND t.relname = ANY($1::text[])
      ORDER BY s.relname`,
    [names],
  );

  const schema = quote(SNAPSHOT_SCHEMA);
  const copy = [`DROP SCHEMA IF EXISTS ${schema} CASCADE`, `CREATE SCHEMA ${schema}`];
  for (const name of names) copy.push(`CREATE TABLE ${schema}.${quote(name)} AS TABLE ${quote(name)}`);
  // Which tables a test wrote to: a statement trigger on each notes its name (a plain append, no index,
  // so concurrent transactions on PostgreSQL never wait on each other for it); only those are put back.
  copy.push(
    `CREATE TABLE ${schema}.${quote(TOUCHED)} (name text NOT NULL)`,
    `CREATE TABLE ${schema}.${quote(SCRIPTS)} (name text PRIMARY KEY, empty text NOT NULL, fill text NOT NULL)`,
    `CREATE FUNCTION ${schema}.${quote(TOUCHED)}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO ${schema}.${quote(TOUCHED)} VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
  );
  for (const name of names) {
    const list = columns.filter((c) => c.table === name).map((c) => quote(c.column)).join(', ');
    const empty = `DELETE FROM ${quote(name)}`;
    const fill = `INSERT INTO ${quote(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${schema}.${quote(name)}`;
    copy.push(
      `INSERT INTO ${schema}.${quote(SCRIPTS)} VALUES (${literal(name)}, ${literal(empty)}, ${literal(fill)})`,
      `CREATE TRIGGER ${quote(TOUCHED)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quote(name)}
         FOR EACH STATEMENT EXECUTE FUNCTION ${schema}.${quote(TOUCHED)}()`,
    );
  }
  const positions: string[] = [];
  for (const { name } of sequences) {
    const { rows } = await db.query<{ last_value: string | number; is_called: boolean }>(`SELECT last_value, is_called FROM ${quote(name)}`);
    positions.push(`SELECT setval(${literal(quote(name))}, ${rows[0]!.last_value}, ${rows[0]!.is_called})`);
  }
  await db.transaction((tx) => tx.exec(copy.join(';\n')));

  // Emptied with DELETE, not TRUNCATE: with no trigger firing, DELETE cascades nowhere and a table others
  // reference can be emptied alone (TRUNCATE refuses it, or empties the referencing ones too).
  const restore = [
    'SET LOCAL session_replication_role = replica',
    `DO $$ DECLARE s record; BEGIN
       FOR s IN SELECT * FROM ${schema}.${quote(SCRIPTS)} WHERE name IN (SELECT name FROM ${schema}.${quote(TOUCHED)}) LOOP
         EXECUTE s.empty; EXECUTE s.fill;
       END LOOP;
       DELETE FROM ${schema}.${quote(TOUCHED)};
     END $$`,
    ...positions,
  ];
  return { tables: names, restoreScript: restore.join(';\n') };
}

/** Puts the copy back: the tables hold exactly the copied rows, the sequences continue from there. */
export async function restoreSnapshot(db: Db, snapshot: DatabaseSnapshot): Promise<void> {
  await db.transaction((tx) => tx.exec(snapshot.restoreScript));
}
