// The lobby's search index built in slices (docs/conventions.md §4: no task of a first load over 200 ms on the phone
// profile; docs/architecture.md "Speed budgets"). Normalising 4,000 names is the catalogue's heaviest step:
// each provider's list is normalised once (the store keeps a list's array while it does not change, so the
// array is the cache key), a slice of games at a time, yielding to the page between slices and between
// providers, so a list that arrives or is restored never holds the main thread for the whole catalogue.
// Pure but for the injected pause; ./catalogue.ts buildIndex gives the same index in one go.
import type { GameItem } from '../../src/api/games';
import { favouriteKey } from '../../src/stores/slots';
import { yieldToPage, type Pause } from '../../src/platform/yield-to-page';
import { normaliseSearch, type CatalogueIndex } from './catalogue';

export { yieldToPage, type Pause };

/** Games normalised between two pauses: a few milliseconds on a fast machine, under 50 on a slow phone. */
const INDEX_SLICE = 400;

/** Each list's normalised names, by the list's array. */
type NameCache = WeakMap<readonly GameItem[], readonly string[]>;
export const createNameCache = (): NameCache => new WeakMap();

/** The index of `lists` (in their order) from names already in `cache`; a list not in it is normalised now. */
export function joinIndex(lists: readonly (readonly GameItem[])[], cache: NameCache): CatalogueIndex {
  const games: GameItem[] = [];
  const names: string[] = [];
  for (const list of lists) {
    let own = cache.get(list);
    if (!own) cache.set(list, (own = list.map((g) => normaliseSearch(g.name))));
    games.push(...list);
    names.push(...own);
  }
  return { games, names, byKey: new Map(games.map((g, i) => [favouriteKey(g), i])) };
}

/**
 * The same index as buildIndex(lists.flat()), the names of the lists not in `cache` normalised `slice` games
 * at a time with a `pause` after each slice (so between providers too); the lists already normalised cost
 * nothing. A build left unfinished (its caller moved on) keeps the lists it completed in the cache.
 */
export async function buildIndexInSlices(
  lists: readonly (readonly GameItem[])[],
  cache: NameCache,
  pause: Pause = yieldToPage,
  slice = INDEX_SLICE,
): Promise<CatalogueIndex> {
  for (const list of lists) {
    if (cache.has(list)) continue;
    const names: string[] = [];
    for (let i = 0; i < list.length; i += slice) {
      for (const game of list.slice(i, i + slice)) names.push(normaliseSearch(game.name));
      await pause();
    }
    cache.set(list, names);
  }
  return joinIndex(lists, cache);
}
