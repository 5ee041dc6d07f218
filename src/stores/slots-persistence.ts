// The catalogue's stored format (spec money-and-games.md §4 "Game list re-fetch"): `{ version: 5, savedAt,
// data }` under ./slots-storage.ts SLOTS_STORAGE_KEY, read back only for version 5 saved within 2 h; lists
// stored column-light (tuples + a dictionary of repeated strings) because 4,256 games in plain JSON would
// take most of a 5 MB quota. A lazy chunk of the catalogue (./slots-catalogue.ts): the lobby's first paint
// does not wait for it. A stored text that is corrupt reads as nothing: the lobby then reads the server.
import type { GameItem, Integration, Platform, Producer } from '../api/games';
import { SLOTS_PERSIST_MS, SLOTS_STORE_VERSION, SLOTS_STORAGE_KEY, type JsonStorage } from './slots-storage';

/** One game as a tuple; strings that repeat (producer, type, tags) are indexes into the list's dictionary. */
type GameTuple = [id: number, externalId: string, name: string, description: string, producer: number, gameType: number,
  tab: number[], tabLive: number[], image: string, flags: number, slug: string];
interface StoredList {
  provider: string;
  server: string;
  route: Integration;
  platform: Platform;
  /** The images' common prefix. */
  img: string;
  dict: string[];
  games: GameTuple[];
}
interface StoredSlots {
  /** When each list ('*': the producers) was read from the server. */
  at: Record<string, number>;
  producers: Producer[] | null;
  totals: Record<string, number>;
  lists: StoredList[];
}
const FLAGS = ['hasDemoMode', 'hasFreeSpins', 'isDefault'] as const;
const PLATFORM_BITS: Record<Platform, number> = { desktop: 8, mobile: 16 };

function commonPrefix(values: string[]): string {
  let prefix = values[0] ?? '';
  for (const v of values) while (!v.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

export function packList(games: GameItem[], platform: Platform): StoredList | null {
  const first = games[0];
  if (!first) return null;
  const dict: string[] = [];
  const index = new Map<string, number>();
  const ref = (s: string) => {
    let i = index.get(s);
    if (i === undefined) index.set(s, (i = dict.push(s) - 1));
    return i;
  };
  const img = commonPrefix(games.map((g) => g.imageUrl));
  return {
    provider: first.provider,
    server: first.serverProvider,
    route: first.routeProvider,
    platform,
    img,
    dict,
    games: games.map((g) => [
      g.id, g.additionalIntegrationGameId, g.name, g.description, ref(g.producer), ref(g.gameType),
      g.tab.map(ref), g.tabLive.map(ref), g.imageUrl.slice(img.length),
      FLAGS.reduce((bits, f, i) => (g[f] ? bits | (1 << i) : bits), 0) | g.platforms.reduce((b, p) => b | PLATFORM_BITS[p], 0),
      g.slug,
    ]),
  };
}

export function unpackList(list: StoredList): GameItem[] {
  const { provider, server, route, img, dict } = list;
  return list.games.map(([id, ext, name, description, producer, gameType, tab, tabLive, image, flags, slug]) => ({
    id,
    gameId: `${route}:${provider}:${ext}`,
    additionalIntegrationGameId: ext,
    name,
    description,
    provider,
    serverProvider: server,
    producer: dict[producer]!,
    routeProvider: route,
    gameType: dict[gameType] as GameItem['gameType'],
    tab: tab.map((i) => dict[i]!),
    tabLive: tabLive.map((i) => dict[i]!),
    imageUrl: img + image,
    hasDemoMode: !!(flags & 1),
    hasFreeSpins: !!(flags & 2),
    isDefault: !!(flags & 4),
    slug,
    platforms: (['desktop', 'mobile'] as Platform[]).filter((p) => flags & PLATFORM_BITS[p]),
  }));
}

/** The saved catalogue (its stored text) when it is version 5 and younger than 2 h, else null. */
export function readCatalogue(text: string | null, now: number): StoredSlots | null {
  let saved: { version?: unknown; savedAt?: unknown; data?: StoredSlots } | null = null;
  try {
    saved = text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  const age = typeof saved?.savedAt === 'number' ? now - saved.savedAt : Infinity;
  if (!saved || saved.version !== SLOTS_STORE_VERSION || !(age >= 0 && age < SLOTS_PERSIST_MS) || !saved.data) return null;
  return saved.data;
}

/** One list as the JSON text the stored catalogue holds it in (null for an empty list). */
export function packedListText(games: GameItem[], platform: Platform): string | null {
  const packed = packList(games, platform);
  return packed ? JSON.stringify(packed) : null;
}

/**
 * The text writeCatalogue stores, from each list's text (packedListText): the lists are stringified one at a
 * time, when each comes in, instead of the whole catalogue at once (docs/conventions.md §4 TBT).
 */
export function catalogueText(data: Omit<StoredSlots, 'lists'>, listTexts: string[], now: number): string {
  const { at, producers, totals } = data;
  // `lists` last and empty: the text ends with `[]}}`, where the lists' texts go.
  const frame = JSON.stringify({ version: SLOTS_STORE_VERSION, savedAt: savedAtOf(at, now), data: { at, producers, totals, lists: [] } });
  return `${frame.slice(0, -3)}${listTexts.join(',')}]}}`;
}

// savedAt = the oldest part's age: re-saving restored lists never makes them look newer (spec §4: 2 h).
const savedAtOf = (at: Record<string, number>, now: number) => Math.min(now, ...Object.values(at));

export function writeCatalogue(store: JsonStorage, data: StoredSlots, now: number) {
  store.write(SLOTS_STORAGE_KEY, { version: SLOTS_STORE_VERSION, savedAt: savedAtOf(data.at, now), data });
}
