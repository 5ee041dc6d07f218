// The lobby's data: the lists its page needs (src/stores/slots.ts reads them, the 300 rule skips what is
// there), the game's own list, the free-spin offer of a signed-in player, a read again when the browser is
// back online, and the search index over every list in.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ALLOWED_PROVIDERS, integrationOf, type Platform } from '../../src/api/games';
import { $slots, loadFreeSpinInfo, loadGames, type LoadKind } from '../../src/stores/slots';
import { buildIndex } from './catalogue';
import type { LobbyLocation } from './location';

/** Spec §9 "tablet 767px": below it the lists and sessions are the mobile ones. */
const MOBILE_QUERY = '(max-width: 766.98px)';

function loadKindOf(lobby: LobbyLocation): LoadKind {
  switch (lobby.view) {
    case 'live':
      return 'live';
    case 'all':
      return 'all';
    case 'provider':
      return { provider: lobby.provider ?? '' };
    case 'game-type':
      return { gameType: lobby.gameType ?? '' };
    default:
      return 'slots';
  }
}

/** The providers a view shows (their loading and errors are the view's). */
export function providersOf(lobby: LobbyLocation): string[] {
  if (lobby.view === 'provider') return lobby.provider ? [lobby.provider] : [];
  if (lobby.view === 'casino') return ALLOWED_PROVIDERS.filter((p) => integrationOf(p) !== 'live');
  if (lobby.view === 'live') return ALLOWED_PROVIDERS.filter((p) => integrationOf(p) === 'live');
  return [...ALLOWED_PROVIDERS];
}

export function usePlatform(attribute: string | undefined): Platform {
  const [narrow] = useState(() => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches);
  if (attribute === 'mobile' || attribute === 'desktop') return attribute;
  return narrow ? 'mobile' : 'desktop';
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
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

  const games = useMemo(() => ALLOWED_PROVIDERS.flatMap((p) => state.gameList[p] ?? []), [state.gameList]);
  const index = useMemo(() => buildIndex(games), [games]);
  return { state, index, reload };
}
