// The catalogue's pages are read from the database once per sandbox (services/games.ts catalogueReader):
// the same answer as a fresh read, no second query for a page already read, a failed read not kept, and
// a bounded number of pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../demo/sandbox/db';
import { catalogueReader, listGames, resolveProvider } from '../../../demo/sandbox/services/games';
import { BOOT_TIMEOUT, bootSandbox, type Sandbox } from './helpers';

let sb: Sandbox;
beforeAll(async () => {
  sb = await bootSandbox({ databaseUrl: process.env.SANDBOX_TEST_DATABASE_URL });
}, BOOT_TIMEOUT);
afterAll(() => sb?.close());

/** The database, counting the queries made through it; `fail` makes the next ones fail. */
function counted(db: Queryable) {
  const counter = { queries: 0, fail: false };
  const q: Queryable = {
    ...db,
    query: (async (sql: string, params?: unknown[]) => {
      counter.queries += 1;
      if (counter.fail) throw new Error('the database is gone');
      return db.query(sql, params);
    }) as Queryable['query'],
  };
  return { q, counter };
}

describe('catalogueReader', () => {
  it('answers as listGames does, and reads a page from the database once', async () => {
    const amatic = await resolveProvider(sb.db, 'amatic', 'hub');
    const { q, counter } = counted(sb.db);
    const read = catalogueReader(q);
    const page = { limit: 1000, offset: 1000 };
    const first = await read(amatic, 'desktop', page);
    expect(first).toEqual(await listGames(sb.db, amatic, 'desktop', page));
    expect(first.games).toHaveLength(1000);
    const made = counter.queries;
    expect(made).toBeGreaterThan(0);
    expect(await read(amatic, 'desktop', { limit: 1000, offset: 1000 })).toBe(first);
    expect(counter.queries).toBe(made);
    // Another platform, page or provider is another read.
    const mobile = await read(amatic, 'mobile', page);
    expect(mobile).toEqual(await listGames(sb.db, amatic, 'mobile', page));
    expect(counter.queries).toBeGreaterThan(made);
  });

  it('forgets a failed read: the next ask reads again', async () => {
    const pgsoft = await resolveProvider(sb.db, 'pgsoft', 'hub');
    const { q, counter } = counted(sb.db);
    const read = catalogueReader(q);
    counter.fail = true;
    await expect(read(pgsoft, 'desktop', { limit: 10, offset: 0 })).rejects.toThrow('the database is gone');
    counter.fail = false;
    expect((await read(pgsoft, 'desktop', { limit: 10, offset: 0 })).games).toHaveLength(10);
  });

  it('keeps at most maxPages pages, the oldest leaving first', async () => {
    const amatic = await resolveProvider(sb.db, 'amatic', 'hub');
    const { q, counter } = counted(sb.db);
    const read = catalogueReader(q, 2);
    const first = await read(amatic, 'desktop', { limit: 5, offset: 0 });
    await read(amatic, 'desktop', { limit: 5, offset: 5 });
    const before = counter.queries;
    expect(await read(amatic, 'desktop', { limit: 5, offset: 5 })).not.toBeUndefined();
    expect(counter.queries).toBe(before);
    await read(amatic, 'desktop', { limit: 5, offset: 10 });
    const third = counter.queries;
    // The first page made room: it is read again.
    const again = await read(amatic, 'desktop', { limit: 5, offset: 0 });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(counter.queries).toBeGreaterThan(third);
  });
});
