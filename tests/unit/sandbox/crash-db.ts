/**
 * A database that dies at a chosen commit point, as the sandbox's process would if it were killed there
 * (docs/api.md "Idempotency-Key"). What committed before the point stays; a transaction still open is lost
 * (PGlite rolls it back, as recovery after a kill would); nothing after the point reaches the database, not
 * even the clean-up a live process would run on its way out.
 *
 * Commit points: after each statement run outside a transaction (reads excepted: they commit
 * nothing), and before and after each transaction's COMMIT.
 */
import type { Db, Queryable } from '../../../demo/sandbox/db';

export class Crash extends Error {
  override name = 'Crash';
}

const isRead = (sql: string) => /^\s*select\b/i.test(sql) && !/\bfor\s+update\b/i.test(sql);
const label = (sql: string) => sql.trim().replace(/\s+/g, ' ').slice(0, 60);

export function crashable(db: Db) {
  let armed = false;
  let crashAt = 0;
  let dead = false;
  let seen: string[] = [];

  const point = (name: string) => {
    if (!armed) return;
    seen.push(name);
    if (seen.length === crashAt) {
      dead = true;
      throw new Crash(`killed ${name}`);
    }
  };
  const alive = () => {
    if (dead) throw new Crash('the process is gone');
  };
  const inside = (tx: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      alive();
      return tx.query<T>(sql, params);
    },
    async exec(sql: string) {
      alive();
      await tx.exec(sql);
    },
  });

  const wrapped: Db = {
    kind: db.kind,
    async query<T>(sql: string, params?: unknown[]) {
      alive();
      const result = await db.query<T>(sql, params);
      if (!isRead(sql)) point(`after "${label(sql)}"`);
      return result;
    },
    async exec(sql: string) {
      alive();
      await db.exec(sql);
      point(`after "${label(sql)}"`);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      alive();
      const result = await db.transaction(async (tx) => {
        const value = await fn(inside(tx));
        alive();
        point('before COMMIT');
        return value;
      });
      point('after COMMIT');
      return result;
    },
    close: () => db.close(),
  };

  return {
    db: wrapped,
    /** From now on, count the commit points; with `at` (1-based), die at that one. */
    arm(at = 0) {
      armed = true;
      crashAt = at;
      dead = false;
      seen = [];
    },
    /** Stops counting; returns the commit points passed (the one it died at included). */
    disarm() {
      armed = false;
      return seen;
    },
  };
}
