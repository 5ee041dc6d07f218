// The lobby's data: the lists its page needs (src/stores/slots.ts reads them, the 300 rule skips what is
// there), the game's own list, the free-spin offer of a signed-in player, a read again when the browser is
// back online, and the search index over the lists in (those above a list still awaited: ./catalogue.ts),
// built in slices that yield to the page (./catalogue-index.ts; docs/conventions.md §4 TBT).
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { GameItem, Platform } from '../../src/api/games';
import { $slots, loadFreeSpinInfo, loadGames, type LoadKind } from '../../src/stores/slots';
import { providersFor } from '../../src/stores/slots-catalogue';
import { shownProviders, type CatalogueIndex } from './catalogue';
import { buildIndexInSlices, createNameCache, yieldToPage } from './catalogue-index';
import type { LobbyLocation } from './location';

/** Spec §9 "tablet 767px": below it the lists and sessions are the mobile ones. */
const MOBILE_QUERY = '(max-width: 766.98px)';

function loadKindOf({ view, provider = '', gameType = '' }: LobbyLocation): LoadKind {
  return view === 'provider' ? { provider } : view === 'game-type' ? { gameType } : view === 'casino' ? 'slots' : view;
}

export function usePlatform(attribute: string | undefined): Platform {
  const [narrow] = useState(() => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches);
  if (attribute === 'mobile' || attribute === 'desktop') return attribute;
  return narrow ? 'mobile' : 'desktop';
}

export function useLobbyGames(where: { lobby: LobbyLocation; lobbyValid: boolean; gameProvider: string | null }, platform: Platform, online: boolean, isAuth: boolean) {
  const { lobby, lobbyValid, gameProvider } = where;
  const state = useStore($slots);
  const kind = loadKindOf(lobby);
  const kindKey = JSON.stringify(kind);
  const reload = () => void loadGames(kind, platform);
  useEffect(() => {
    if (lobbyValid) reload();
  }, [kindKey, platform, lobbyValid]);
  useEffect(() => {
    if (gameProvider) void loadGames({ provider: gameProvider }, platform);
  }, [gameProvider, platform]);
  useEffect(() => {
    if (isAuth) void loadFreeSpinInfo();
  }, [isAuth]);
  // Back online: read again what failed meanwhile (the 300 rule skips what is already there).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && lobbyValid) reload();
    wasOnline.current = online;
  }, [online]);

  // The providers the page reads (their loading and errors are the view's), and the lists shown: in the
  // catalogue's order as far as none above is still awaited, so painted rows never move (docs/architecture.md
  // "Speed budgets").
  const providers = providersFor(kind, state.producers);
  const shown = shownProviders(state.gameList, state.errors, providers);
  // The same lists keep the same array, whatever else of the store changed, so nothing is indexed again
  // (and no row goes back to loading) unless a list itself was replaced.
  const current = shown.map((p) => state.gameList[p] ?? NO_GAMES);
  const listsRef = useRef(current);
  if (current.length !== listsRef.current.length || current.some((list, i) => list !== listsRef.current[i])) listsRef.current = current;
  const lists = listsRef.current;
  // The index of the lists shown, once built; until then the one before (its rows stay, later ones only add
  // below) and `indexing`, which the view counts as loading while it has nothing to show yet.
  const [built, setBuilt] = useState<{ lists: readonly GameItem[][]; index: CatalogueIndex }>({ lists: [], index: EMPTY_INDEX });
  useEffect(() => {
    let live = true;
    // A turn for the page between joining the index and rendering with it (the search's first pass and the
    // tiles): two tasks, each under the 200 ms of a long one on the phone profile, not one over it.
    void buildIndexInSlices(lists, NAMES)
      .then(async (index) => (await yieldToPage(), index))
      .then((index) => live && setBuilt({ lists, index }));
    return () => {
      live = false;
    };
  }, [lists]);
  return { state, index: built.index, indexing: built.lists !== lists, reload, providers };
}

const NO_GAMES: GameItem[] = [];
/**
 * One cache for the page: the lobby and every lobby row (several on /main) read the same lists from the
 * shared store, so each list is normalised once, not once per element. Keyed by the arrays: a list the store
 * replaced is dropped with it.
 */
const NAMES = createNameCache();
const EMPTY_INDEX: CatalogueIndex = { games: [], names: [], byKey: new Map() };
