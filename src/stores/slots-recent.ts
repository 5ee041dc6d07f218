// Recently played (spec money-and-games.md §3 "Slots state"): favourite-style keys, newest first, at most
// RECENT_MAX, under their own storage key without expiry (they are the player's, not the catalogue's).
import { atom } from 'nanostores';
import type { GameItem } from '../api/games';
import { favouriteKey } from './slots-favourites';
import { RECENT_STORAGE_KEY, type JsonStorage } from './slots-storage';

export const RECENT_MAX = 12;

export function createRecent(store: JsonStorage) {
  const $recent = atom<string[]>([]);
  let restored = false;

  function restore() {
    if (restored) return;
    restored = true;
    const recent = store.read(RECENT_STORAGE_KEY);
    if (Array.isArray(recent)) $recent.set(recent.filter((k): k is string => typeof k === 'string').slice(0, RECENT_MAX));
  }

  function add(game: GameItem) {
    restore();
    const key = favouriteKey(game);
    const recent = [key, ...$recent.get().filter((k) => k !== key)].slice(0, RECENT_MAX);
    $recent.set(recent);
    store.write(RECENT_STORAGE_KEY, recent);
  }

  return { $recent, restore, add };
}
