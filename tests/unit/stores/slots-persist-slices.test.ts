// The catalogue's save in slices (src/stores/slots-catalogue.ts persist, slots-persistence.ts catalogueText):
// the stored text is exactly what writeCatalogue writes, each list is packed once, and the save pauses
// before each list it packs and before the write (the pause is injected: nothing is timed).
import { describe, expect, it } from 'vitest';
import type { GameItem, GameListPage, Producer } from '../../../src/api/games';
import { createCatalogue } from '../../../src/stores/slots-catalogue';
import {
  catalogueText,
  jsonStorage,
  packList,
  packedListText,
  readCatalogue,
  SLOTS_STORAGE_KEY,
  writeCatalogue,
  type KeyStorage,
} from '../../../src/stores/slots-persistence';
import { game } from '../support/game-fixtures';

const NOW = Date.UTC(2025, 0, 15, 12);

function memory(): KeyStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
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
    const catalogue = createCatalogue({ api, store: jsonStorage(storage), now: () => NOW, pause: async () => void log.push('pause') });
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
    const saved = readCatalogue(jsonStorage(storage), NOW)!;
    expect(saved.lists.map((l) => [l.provider, l.games.length])).toEqual([['amatic', 30], ['pgsoft', 7]]);

    const again = createCatalogue({ api: { producers: async () => [], list: async () => ({ games: [], total: 0 }) }, store: jsonStorage(storage), now: () => NOW });
    again.restore();
    expect(again.$gameList.get()).toEqual(catalogue.$gameList.get());
  });
});
