// The catalogue's save and restore in slices (src/stores/slots-catalogue.ts persist and restore,
// slots-persistence.ts catalogueText): the stored text is exactly what writeCatalogue writes, each list is
// packed once, the save pauses before each list it packs and before the write, the restore before each
// list it unpacks, in the stored order, and gives back the same lists (the pause is injected: nothing is
// timed). The storage may answer later (Cache Storage in a browser: src/stores/slots-storage.ts).
import { describe, expect, it } from 'vitest';
import type { GameItem, GameListPage, Producer } from '../../../src/api/games';
import { createCatalogue } from '../../../src/stores/slots-catalogue';
import { catalogueText, packList, packedListText, readCatalogue, writeCatalogue } from '../../../src/stores/slots-persistence';
import { jsonStorage, SLOTS_STORAGE_KEY, type KeyStorage } from '../../../src/stores/slots-storage';
import { game } from '../support/game-fixtures';

const NOW = Date.UTC(2025, 0, 15, 12);

function memory(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

/** The same, answering a task later, as Cache Storage does. */
function later(storage: KeyStorage) {
  const soon = <T>(run: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(run())));
  return {
    getItem: (k: string) => soon(() => storage.getItem(k)),
    setItem: (k: string, v: string) => soon(() => storage.setItem(k, v)),
    removeItem: (k: string) => soon(() => storage.removeItem(k)),
  };
}

const LISTS: Record<string, GameItem[]> = {
  amatic: Array.from({ length: 30 }, (_, i) => game(`Café ${i}`, 'amatic', { imageUrl: `/img/${i}.svg`, tab: ['fruits'] })),
  pgsoft: Array.from({ length: 7 }, (_, i) => game(`Piñata ${i}`, 'pgsoft', { imageUrl: `/img/p${i}.svg` })),
};
const PRODUCERS: Producer[] = [
  { name: 'amatic', active: true, integrations: ['hub'] },
  { name: 'pgsoft', active: true, integrations: ['hub'] },
];

describe('catalogueText', () => {
  it('is the text writeCatalogue stores, from the lists\' own texts', () => {
    const data = { at: { '*': NOW - 5, amatic: NOW - 10, pgsoft: NOW }, producers: PRODUCERS, totals: { amatic: 30, pgsoft: 7 } };
    const whole = memory();
    writeCatalogue(jsonStorage(whole), { ...data, lists: [packList(LISTS.amatic!, 'mobile')!, packList(LISTS.pgsoft!, 'desktop')!] }, NOW);
    const text = catalogueText(data, [packedListText(LISTS.amatic!, 'mobile')!, packedListText(LISTS.pgsoft!, 'desktop')!], NOW);
    expect(text).toBe(whole.items.get(SLOTS_STORAGE_KEY));
    expect(catalogueText(data, [], NOW)).toBe(JSON.stringify({ version: 5, savedAt: NOW - 10, data: { ...data, lists: [] } }));
    expect(packedListText([], 'desktop')).toBeNull();
  });
});

describe('the catalogue\'s save', () => {
  function setup() {
    const storage = memory();
    const log: string[] = [];
    const api = {
      producers: async () => PRODUCERS,
      list: async (provider: string): Promise<GameListPage> => {
        log.push(`read ${provider}`);
        return { games: LISTS[provider]!, total: LISTS[provider]!.length };
      },
    };
    const catalogue = createCatalogue({ api, storage: later(storage), now: () => NOW, pause: async () => void log.push('pause') });
    return { storage, log, catalogue };
  }

  it('pauses before packing each list and before writing, packs a list that did not change only once, and restores the same lists', async () => {
    const { storage, log, catalogue } = setup();
    await catalogue.loadGames({ provider: 'amatic' }, 'desktop');
    // The producers' save (no list yet), then the amatic list's.
    expect(log).toEqual(['pause', 'read amatic', 'pause', 'pause']);
    log.length = 0;
    await catalogue.loadGames({ provider: 'pgsoft' }, 'desktop');
    // amatic's text is kept: one pause for pgsoft's, one for the write.
    expect(log).toEqual(['read pgsoft', 'pause', 'pause']);
    const saved = readCatalogue(storage.items.get(SLOTS_STORAGE_KEY)!, NOW)!;
    expect(saved.lists.map((l) => [l.provider, l.games.length])).toEqual([['amatic', 30], ['pgsoft', 7]]);

    const again = createCatalogue({ api: { producers: async () => [], list: async () => ({ games: [], total: 0 }) }, storage: later(storage), now: () => NOW });
    await again.restore();
    expect(again.$gameList.get()).toEqual(catalogue.$gameList.get());
  });

  it('restores one list per slice, in the stored order, and sets the stores once with the lists the save had', async () => {
    const { storage, catalogue } = setup();
    await catalogue.loadGames({ provider: 'amatic' }, 'mobile');
    await catalogue.loadGames({ provider: 'pgsoft' }, 'desktop');
    const log: string[] = [];
    const again = createCatalogue({
      api: { producers: async () => [], list: async () => ({ games: [], total: 0 }) },
      storage: later(storage),
      now: () => NOW,
      pause: async () => void log.push(`pause (${Object.keys(again.$gameList.get()).length} lists set)`),
    });
    again.$gameList.listen((lists) => log.push(`set ${Object.keys(lists).join(', ')}`));
    const restoring = again.restore();
    expect(again.restore()).toBe(restoring); // read once
    await restoring;
    expect(log).toEqual(['pause (0 lists set)', 'pause (0 lists set)', 'set amatic, pgsoft']);
    expect(again.$gameList.get()).toEqual(catalogue.$gameList.get());
    expect(again.$totals.get()).toEqual({ amatic: 30, pgsoft: 7 });
    expect(again.$producers.get()).toEqual(PRODUCERS);
    // The 300 rule sees the restored lists: nothing is read again, on the platform each was read for.
    const reads: string[] = [];
    const third = createCatalogue({
      api: { producers: async () => PRODUCERS, list: async (p) => (reads.push(p), { games: LISTS[p]!, total: LISTS[p]!.length }) },
      storage: later(storage),
      now: () => NOW,
    });
    await third.loadGames({ provider: 'amatic' }, 'mobile');
    await third.loadGames({ provider: 'pgsoft' }, 'desktop');
    expect(reads).toEqual([]);
    await third.loadGames({ provider: 'pgsoft' }, 'mobile');
    expect(reads).toEqual(['pgsoft']);
  });

  it('an unreadable or corrupt stored catalogue reads as none: the server is read', async () => {
    for (const storage of [
      { getItem: () => Promise.reject(new Error('blocked')), setItem: () => undefined, removeItem: () => undefined },
      later(Object.assign(memory(), { getItem: () => '{"version":5,' })),
    ]) {
      const reads: string[] = [];
      const catalogue = createCatalogue({
        api: { producers: async () => PRODUCERS, list: async (p) => (reads.push(p), { games: LISTS[p]!, total: LISTS[p]!.length }) },
        storage,
        now: () => NOW,
      });
      await catalogue.loadGames({ provider: 'amatic' }, 'desktop');
      expect(reads).toEqual(['amatic']);
      expect(catalogue.$gameList.get().amatic).toHaveLength(30);
    }
  });
});
