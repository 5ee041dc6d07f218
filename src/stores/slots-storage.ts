// Where the slots stores keep their data (spec money-and-games.md §4 "Game list re-fetch"): the keys, a
// localStorage wrapper that never throws (recently played), and Cache Storage as an asynchronous key store
// for the catalogue. The catalogue (about 570 KB for 4,256 games) stays out of localStorage: a page's first
// read of any localStorage key loads every item of the origin in one task, so the catalogue there cost each
// page of the site, lobby or not, 150–440 ms of main thread on a phone's second visit (docs/conventions.md §4 TBT;
// docs/architecture.md "Speed budgets"). The catalogue's format is ./slots-persistence.ts, a lazy chunk.

export const SLOTS_STORE_VERSION = 5;
export const SLOTS_PERSIST_MS = 2 * 60 * 60_000;
export const SLOTS_STORAGE_KEY = 'casino:slots';
export const RECENT_STORAGE_KEY = 'casino:slots:recent';

export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** A KeyStorage whose calls may answer later (Cache Storage); a synchronous one is one too. */
export interface AsyncKeyStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** JSON under a key; never throws (missing, blocked, full or corrupt storage reads as null). */
export function jsonStorage(storage: KeyStorage | null) {
  return {
    read(key: string): unknown {
      try {
        const raw = storage?.getItem(key);
        return raw ? JSON.parse(raw) : null;
      } catch {
        return null;
      }
    },
    /** A failure leaves nothing half-written under the key. */
    write: (key: string, value: unknown) => void writeText(storage, key, () => JSON.stringify(value)),
  };
}

/**
 * `text()` under `key`; on failure (full quota, storage switched off) the key is removed instead and the
 * value stays in memory only. Never throws; resolves once written or removed.
 */
export async function writeText(storage: AsyncKeyStorage | null, key: string, text: () => string): Promise<void> {
  try {
    await storage?.setItem(key, text());
  } catch {
    try {
      await storage?.removeItem(key);
    } catch {
      /* nothing more to do */
    }
  }
}
export type JsonStorage = ReturnType<typeof jsonStorage>;

/**
 * Cache Storage (cache `name`, one entry per key) as an AsyncKeyStorage: read and written off the main
 * thread. Null where there is none (an insecure origin). Its calls reject on failure; callers catch.
 */
export function cacheStorage(name: string): AsyncKeyStorage | null {
  const caches = globalThis.caches;
  if (!caches) return null;
  const url = (key: string) => `/${name}/${key}`;
  const open = () => caches.open(name);
  return {
    getItem: async (key) => (await (await open()).match(url(key)))?.text() ?? null,
    setItem: async (key, value) => (await open()).put(url(key), new Response(value)),
    removeItem: async (key) => void (await open()).delete(url(key)),
  };
}
