// <casino-lobby>: the game lobby (spec money-and-games.md §2 "Casino", §3–§5, §9; docs/embedding.md "<casino-lobby>"). The data
// and its rules (lists, the 300 rule, persistence, favourites, launches) live in src/stores/slots.ts, the
// search index in ./catalogue.ts, the URL model in ./location.ts. This file holds the header, the chips, the
// recently played row, the virtual grid of tiles and the lazy game overlay; its parts: where the lobby is
// (./use-lobby-location.ts: `path` or the attributes, and `casino-navigate`), the data (./use-lobby-games.ts),
// the search (./use-lobby-search.ts), the way back from a game (./use-return-to-tile.ts), the tile
// (./tile.tsx), the names (./lobby-names.ts) and the smaller pieces (./lobby-parts.tsx).
import { createElement, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../src/stores/auth';
import { favouriteKey, findGame, toggleFavourite } from '../../src/stores/slots';
import { isApiError } from '../../src/api/errors';
import { reportApiError } from '../../src/errors/report';
import { emit } from '../../src/element/events';
import type { GameLaunchDetail } from '../../src/element/event-map';
import { useHost } from '../../src/element/define-widget';
import { useLoginRequired } from '../login/use-login-required';
import { parts } from '../../src/ui/part';
import { countValues } from '../../src/format/count';
import { CASINO, lobbyPath, type LocationAttributes } from './location';
import { CASINO_LOGIN_REQUIRED, LOBBY_ERRORS } from './lobby-errors';
import { titleOf } from './lobby-names';
import { FreeSpinsOffer, GamesSkeleton, LazyFilters, LazyOverlay, ProviderError } from './lobby-parts';
import { Tile, type TileActions } from './tile';
import { useLobbyGames, usePlatform } from './use-lobby-games';
import { useOnline } from '../../src/ui/use-online';
import { useLobbyLocation } from './use-lobby-location';
import { useLobbySearch } from './use-lobby-search';
import { useReturnToTile } from './use-return-to-tile';
import { VirtualGrid } from './virtual-grid';
import type { OverlayProps } from './game-overlay';


export interface LobbyProps extends LocationAttributes {
  path?: string;
  platform?: string;
}

const TILE_MIN = { desktop: 172, mobile: 140 };
const GAP = 12;
/** Name, provider and the buttons under the square image (lobby.css .tile-body). */
const TILE_BODY = 96;

export function Lobby(props: LobbyProps) {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  const auth = useStore($auth);
  const platform = usePlatform(props.platform);
  const online = useOnline();
  const place = useLobbyLocation(props, host);
  const { lobby, lobbyValid, target, gameProvider, go, goLobby } = place;
  const { state, index, indexing, reload, providers: viewProviders } = useLobbyGames(place, platform, online, auth.isAuth);
  const { search, setSearch, favouritesOnly, setFavouritesOnly, results, chips } = useLobbySearch(index, lobby, state.favourites, auth.isAuth);

  // ---- guests ----
  const login = useLoginRequired('casino');
  const [loginNotice, setLoginNotice] = useState(false);
  const requireLogin = () => {
    if (login.requireLogin()) setLoginNotice(true);
  };
  useEffect(() => {
    if (auth.isAuth) setLoginNotice(false);
  }, [auth.isAuth]);

  // ---- games ----
  const leaveFrom = useReturnToTile(root, !!target);
  const actions: TileActions = {
    play(game, mode) {
      if (mode !== 'demo' && !auth.isAuth) return requireLogin();
      const detail: GameLaunchDetail = { provider: game.provider, gameId: game.additionalIntegrationGameId, name: game.name, mode };
      if (!emit(host, 'casino-game-launch', detail, { cancelable: true })) return;
      leaveFrom(favouriteKey(game));
      go({ lobby: null, game: { provider: game.provider, gameId: game.additionalIntegrationGameId, mode } });
    },
    favourite(game) {
      if (!auth.isAuth) return requireLogin();
      toggleFavourite(game).catch((error: unknown) => {
        if (isApiError(error) && error.code === 'not_authenticated') requireLogin();
        else void reportApiError(error);
      });
    },
    isFavourite: (game) => state.favourites.includes(favouriteKey(game)),
  };

  const recent = useMemo(
    () => state.recent.flatMap((k) => (index.byKey.has(k) ? [index.games[index.byKey.get(k)!]!] : [])),
    [state.recent, index],
  );

  const freeSpin = state.freeSpinInfo;
  const freeSpinGame =
    auth.isAuth && freeSpin?.active && !freeSpin.sessionEnd && freeSpin.freeSpinLeft > 0 && freeSpin.provider && freeSpin.gameId
      ? findGame(freeSpin.provider, freeSpin.gameId)
      : null;

  // ---- render ----
  const title = titleOf(i18n, lobby);
  const errors = viewProviders.flatMap((p) => (state.errors[p] ? [[p, state.errors[p]] as const] : []));
  const loading =
    results.length === 0 && !search && !favouritesOnly && (indexing || viewProviders.some((p) => state.loading[p] || (!state.gameList[p] && !state.errors[p])));

  const overlayProps: OverlayProps | null = target
    ? {
        target: { ...target, provider: gameProvider ?? target.provider },
        game: gameProvider ? findGame(gameProvider, target.gameId) : null,
        listError: gameProvider ? (state.errors[gameProvider] ?? null) : 'provider_not_found',
        listLoading: !!gameProvider && (!!state.loading[gameProvider] || (!state.gameList[gameProvider] && !state.errors[gameProvider])),
        platform,
        backUrl: lobbyPath(lobbyValid ? lobby : CASINO),
        onBack: () => go({ lobby: lobbyValid ? lobby : CASINO, game: null }),
        onLoginRequired: requireLogin,
      }
    : null;

  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <div className="lobby-head" {...parts('header')}>
        {/* The site's page (a `path`): the page's h1; in a partner's page, a section under its headings. */}
        {createElement(props.path ? 'h1' : 'h2', { className: 'lobby-title', id: 'lobby-title' }, title)}
        <div className="lobby-search" {...parts('search')}>
          <label htmlFor="lobby-search">{i18n._({ id: 'lobby.search', message: 'Rechercher un jeu' })}</label>
          <input
            id="lobby-search"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={search}
            placeholder={i18n._({ id: 'lobby.search_placeholder', message: 'Nom du jeu…' })}
            onInput={(e) => setSearch((e.target as HTMLInputElement).value)}
          />
        </div>
        <p className="lobby-count" role="status" {...parts('count')}>
          {loading || !lobbyValid ? '' : i18n._({ id: 'lobby.count', message: '{form, select, none {Aucun jeu} one {{count} jeu} other {{count} jeux}}', values: countValues(results.length, i18n.locale) })}
        </p>
      </div>

      <p className="lobby-notice" role="status" {...parts('login-notice')}>
        {loginNotice && !auth.isAuth ? i18n._(CASINO_LOGIN_REQUIRED) : ''}
      </p>

      {!lobbyValid ? (
        <div className="casino-error-screen" role="alert" {...parts('error-screen')}>
          <p className="casino-error-screen__title">{i18n._(LOBBY_ERRORS.provider_not_found)}</p>
          <a
            className="casino-button casino-button--primary"
            href={lobbyPath(CASINO)}
            onClick={(e) => {
              e.preventDefault();
              go({ lobby: CASINO, game: null });
            }}
          >
            {i18n._({ id: 'lobby.back_to_casino', message: 'Retour au casino' })}
          </a>
        </div>
      ) : (
        <>
          {freeSpinGame && freeSpin ? <FreeSpinsOffer info={freeSpin} game={freeSpinGame} onPlay={() => actions.play(freeSpinGame, 'freespin')} /> : null}

          <LazyFilters
            lobby={lobby}
            chips={chips}
            goLobby={goLobby}
            favouritesPressed={favouritesOnly && auth.isAuth}
            onFavourites={() => (auth.isAuth ? setFavouritesOnly((f) => !f) : requireLogin())}
          />

          {!online ? (
            <p className="notice" role="status" {...parts('offline')}>
              {i18n._({ id: 'lobby.offline', message: 'Vous êtes hors ligne : la liste peut ne pas être à jour.' })}
            </p>
          ) : null}
          {errors.map(([p, error]) => (
            <ProviderError key={p} provider={p} error={error} onRetry={reload} />
          ))}

          {recent.length && !search && !favouritesOnly ? (
            <section className="recent" {...parts('recent')} aria-labelledby="lobby-recent">
              <h3 className="recent-title" id="lobby-recent">
                {i18n._({ id: 'lobby.recent', message: 'Joués récemment' })}
              </h3>
              <div className="recent-list" role="list">
                {recent.map((g) => (
                  <Tile key={favouriteKey(g)} game={g} actions={actions} cell={{ role: 'listitem' }} />
                ))}
              </div>
            </section>
          ) : null}

          {loading ? (
            <GamesSkeleton />
          ) : results.length === 0 ? (
            <div className="notice lobby-empty" {...parts('empty')}>
              <p>{i18n._({ id: 'lobby.empty', message: 'Aucun jeu ne correspond à votre recherche.' })}</p>
              {search || favouritesOnly || lobby.providers.length || lobby.categories.length ? (
                <button
                  type="button"
                  className="casino-button casino-button--secondary"
                  {...parts('button', 'clear')}
                  onClick={() => {
                    setSearch('');
                    setFavouritesOnly(false);
                    if (lobby.providers.length || lobby.categories.length) goLobby({ providers: [], categories: [] });
                  }}
                >
                  {i18n._({ id: 'lobby.clear', message: 'Effacer les filtres' })}
                </button>
              ) : null}
            </div>
          ) : (
            <VirtualGrid
              items={results}
              itemKey={favouriteKey}
              label={i18n._({ id: 'lobby.games', message: 'Jeux' })}
              minItemWidth={TILE_MIN[platform]}
              gap={GAP}
              bodyHeight={TILE_BODY}
              renderItem={(game, cell, inView, key) => <Tile key={key} game={game} actions={actions} cell={cell} cover={inView} />}
            />
          )}
        </>
      )}

      {overlayProps ? <LazyOverlay {...overlayProps} /> : null}
      {login.fallback}
    </section>
  );
}
