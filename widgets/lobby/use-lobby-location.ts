// Where the lobby is: the host's `path` or its attributes (`providers`, `categories`, …), unless the player
// moved on and nobody took the navigation (then the element's own state, until the host sets something
// else). Every change first asks the host (`casino-navigate`, cancelable): the site cancels it, navigates
// and sets `path`; on a partner page nobody cancels, so the element applies the change itself and reflects
// `providers` / `categories` (or `path`) on its host.
import { useRef, useState } from 'react';
import { canonicalProvider, isAllowedProvider } from '../../src/api/games';
import { emit } from '../../src/element/events';
import { buildPath, CASINO, fromAttributes, GAME_TYPES, lobbyPath, parsePath, providerPage, type GameLocation, type LobbyLocation, type LobbyPath, type LocationAttributes } from './location';

interface Source {
  key: string;
  where: LobbyPath | null;
}

function sourceOf(p: LocationAttributes & { path?: string }): Source {
  if (p.path) return { key: `path:${p.path}`, where: parsePath(p.path) };
  const lobby = fromAttributes(p);
  return { key: `attr:${lobbyPath(lobby)}`, where: { lobby, game: null } };
}

/** The provider a page or game names, canonical; null when it is not one we may show (spec §5). */
export function knownProvider(name: string | undefined): string | null {
  const p = canonicalProvider(name ?? '');
  return isAllowedProvider(p) ? p : null;
}

/** False for a page we do not have (an unknown provider or game type): the "not found" page. */
export const isLobbyPage = (lobby: LobbyLocation): boolean =>
  lobby.view === 'provider' ? !!knownProvider(lobby.provider) : lobby.view === 'game-type' ? (GAME_TYPES as readonly string[]).includes(lobby.gameType ?? '') : true;

interface LobbyPlace {
  /** The lobby page (under the game when one is open). */
  lobby: LobbyLocation;
  /** False: the path names no lobby page we have (an unknown provider or game type). */
  lobbyValid: boolean;
  /** The game the location opens, if any. */
  target: GameLocation | null;
  /** The game's provider, canonical, when it is one we may show. */
  gameProvider: string | null;
  go(next: LobbyPath): void;
  goLobby(patch: Partial<LobbyLocation>): void;
}

export function useLobbyLocation(props: LocationAttributes & { path?: string }, host: HTMLElement): LobbyPlace {
  const source = sourceOf(props);
  const [override, setOverride] = useState<{ where: LobbyPath; keys: string[] } | null>(null);
  const where = override && override.keys.includes(source.key) ? override.where : source.where;
  const lastLobby = useRef<LobbyLocation | null>(null);
  const target = where?.game ?? null;
  const rawLobby = where?.lobby ?? lastLobby.current ?? (target ? providerPage(canonicalProvider(target.provider)) : CASINO);
  if (where?.lobby) lastLobby.current = where.lobby;
  const lobby: LobbyLocation =
    rawLobby.view === 'provider' ? { ...rawLobby, provider: canonicalProvider(rawLobby.provider ?? '') } : rawLobby;
  const lobbyValid = !!where && isLobbyPage(lobby);
  const gameProvider = target ? knownProvider(target.provider) : null;

  const go = (next: LobbyPath) => {
    const path = buildPath(next);
    if (!emit(host, 'casino-navigate', { path, reason: 'lobby', keepScroll: true }, { cancelable: true })) return;
    // Nobody took it (a partner page): apply it here and reflect it on the host.
    let key = source.key;
    if (props.path) {
      host.setAttribute('path', path);
      key = `path:${path}`;
    } else if (next.lobby) {
      const reflect = (name: string, list: string[]) => (list.length ? host.setAttribute(name, list.join(',')) : host.removeAttribute(name));
      reflect('providers', next.lobby.providers);
      reflect('categories', next.lobby.categories);
      key = `attr:${lobbyPath(fromAttributes({ ...props, providers: next.lobby.providers.join(','), categories: next.lobby.categories.join(',') }))}`;
    }
    setOverride({ where: next, keys: [source.key, key] });
  };
  const goLobby = (patch: Partial<LobbyLocation>) => go({ lobby: { ...lobby, ...patch }, game: null });

  return { lobby, lobbyValid, target, gameProvider, go, goLobby };
}
