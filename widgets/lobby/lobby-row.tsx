// <casino-lobby layout="row">: one heading with "Tout voir", one line of the lobby's own tiles
// that scrolls sideways (snap, keyboard through the tiles' buttons, previous/next buttons, mirrored in
// Arabic). A lazy chunk of the lobby element (./lobby-layout.tsx): the lobby's entry does not carry it.
// It reads nothing until the element nears the viewport (IntersectionObserver), then the same lists as the
// lobby page (src/stores/slots.ts: a later visit to the lobby finds them read). Tiles launch games as the
// lobby does: `casino-game-launch`, then `casino-navigate` to the game's path (the site routes there);
// on a partner page that nobody answers, the game opens here, in the lobby's overlay. Guests are asked to
// sign in for real play and favourites, as in the lobby.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../src/stores/auth';
import type { favouriteKey, toggleFavourite } from '../../src/stores/slots';
import { isApiError } from '../../src/api/errors';
import { reportApiError } from '../../src/errors/report';
import { emit } from '../../src/element/events';
import type { GameLaunchDetail } from '../../src/element/event-map';
import { useHost } from '../../src/element/define-widget';
import { adoptSheet } from '../../src/element/lazy-chunk';
import { parts } from '../../src/ui/part';
import type { useLoginRequired } from '../login/use-login-required';
import type { createSearch } from './catalogue';
import type { fromAttributes, gamePath, lobbyPath, GameLocation, LocationAttributes } from './location';
import type { titleOf } from './lobby-names';
import type { LazyOverlay, ProviderError } from './lobby-parts';
import { rowGames, rowLimit, scrollEdges, scrollStep } from './row-model';
import type { Tile, TileActions } from './tile';
import type { useLobbyGames, usePlatform } from './use-lobby-games';
import css from './lobby-row.css';


/**
 * What the row uses of the lobby's entry, handed over by ./lobby-layout.tsx in one array (ROW_KIT there):
 * imported here instead, each would be one more export of casino-lobby.js, about 4 B gzip apiece (~50 B
 * for the row), and the entry is at its size ceiling (scripts/size.mjs). Types only are imported above.
 */
export type RowKit = readonly [
  typeof favouriteKey,
  typeof toggleFavourite,
  typeof useLoginRequired,
  typeof fromAttributes,
  typeof gamePath,
  typeof lobbyPath,
  typeof titleOf,
  typeof LazyOverlay,
  typeof ProviderError,
  typeof Tile,
  typeof useLobbyGames,
  typeof usePlatform,
  typeof createSearch,
];

export interface LobbyRowProps extends LocationAttributes {
  limit?: string;
  heading?: string;
  moreHref?: string;
  platform?: string;
}

/** How far below (and above) the viewport a row starts reading its games. */
const NEAR = '400px 0px';

/** True once the host has come within NEAR of the viewport (and stays true). */
function useNearViewport(host: HTMLElement): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, near]);
  return near;
}

export function LobbyRow(props: LobbyRowProps & { kit: RowKit }) {
  const [favouriteKey, toggleFavourite, useLoginRequired, fromAttributes, gamePath, lobbyPath, titleOf, LazyOverlay, ProviderError, Tile, useLobbyGames, usePlatform, createSearch] =
    props.kit;
  const { i18n } = useLingui();
  const { host, root } = useHost();
  // The row's styles come with this chunk (the element's own are the lobby's); adopted once per root.
  adoptSheet(root, css);
  const auth = useStore($auth);
  const platform = usePlatform(props.platform);
  const lobby = fromAttributes(props);
  const limit = rowLimit(props.limit);
  const near = useNearViewport(host);

  // ---- data: the lobby's own hook (the lists of the row's page, read once near; no free-spin offer) ----
  const { state, index, indexing, reload, providers } = useLobbyGames({ lobby, lobbyValid: near, gameProvider: null }, platform, true, false);
  const lobbyKey = JSON.stringify(lobby);
  // A list read again in the background keeps its games on show: only a list not there yet is waited for,
  // and the index of the lists in (built in slices: ./catalogue-index.ts).
  const reading = providers.some((p) => !state.gameList[p] && !state.errors[p]);
  // Once every list is in (or failed): the row takes a game of each provider in turn, so a list arriving
  // later would reorder the tiles under the player's eyes.
  const fresh = useMemo(
    () => (reading || indexing ? null : rowGames(createSearch(index)({ ...lobby, search: '', favouritesOnly: false }, []).results, limit)),
    [index, lobbyKey, limit, reading, indexing],
  );
  // While a list read again is indexed, the tiles on show stay (and the focus in them).
  const shownRef = useRef<typeof fresh>(null);
  if (fresh) shownRef.current = fresh;
  const list = fresh ?? (reading ? [] : (shownRef.current ?? []));
  const waiting = !fresh && (reading || indexing);
  const errors = providers.flatMap((p) => (state.errors[p] ? [[p, state.errors[p]] as const] : []));

  // ---- games: the lobby's launch flow ----
  const login = useLoginRequired('casino');
  const [target, setTarget] = useState<GameLocation | null>(null);
  const actions: TileActions = {
    play(game, mode) {
      if (mode !== 'demo' && !auth.isAuth) return void login.requireLogin();
      const detail: GameLaunchDetail = { provider: game.provider, gameId: game.additionalIntegrationGameId, name: game.name, mode };
      if (!emit(host, 'casino-game-launch', detail, { cancelable: true })) return;
      const where: GameLocation = { provider: game.provider, gameId: game.additionalIntegrationGameId, mode };
      // The site takes it and opens the game's page; nobody took it (a partner page): open it here.
      if (emit(host, 'casino-navigate', { path: gamePath(where), reason: 'lobby' }, { cancelable: true })) setTarget(where);
    },
    favourite(game) {
      if (!auth.isAuth) return void login.requireLogin();
      toggleFavourite(game).catch((error: unknown) => {
        if (isApiError(error) && error.code === 'not_authenticated') login.requireLogin();
        else void reportApiError(error);
      });
    },
    isFavourite: (game) => state.favourites.includes(favouriteKey(game)),
  };

  // ---- scrolling: previous / next, which way round in Arabic ----
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = () => {
    const el = scroller.current;
    if (el) setEdges(scrollEdges(el.scrollLeft, el.scrollWidth, el.clientWidth));
  };
  useEffect(measure, [list]);
  useEffect(() => {
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, []);
  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: scrollStep(direction, Math.max(el.clientWidth * 0.8, 160), rtl), behavior: 'smooth' });
  };

  const title = props.heading?.trim() || titleOf(i18n, lobby);
  const settled = near && !waiting;
  // Nothing to show once everything is in (an empty category): the row takes no room on the page.
  if (settled && !list.length && !errors.length) return null;
  const headingId = 'lobby-row-title';
  return (
    // Busy while its lists are being read; a row still waiting to come near is not (nothing is under way).
    <section className="row" aria-labelledby={headingId} {...parts('row')} aria-busy={(near && !settled) || undefined}>
      <div className="row-head">
        <h2 className="row-title" id={headingId}>
          {title}
        </h2>
        <div className="row-nav">
          <button
            type="button"
            className="row-arrow row-arrow--prev"
            {...parts('row-previous')}
            aria-label={i18n._({ id: 'lobby.row.previous', message: 'Jeux précédents' })}
            disabled={!edges.start}
            onClick={() => page(-1)}
          >
            <span aria-hidden="true" />
          </button>
          <button
            type="button"
            className="row-arrow row-arrow--next"
            {...parts('row-next')}
            aria-label={i18n._({ id: 'lobby.row.next', message: 'Jeux suivants' })}
            disabled={!edges.end}
            onClick={() => page(1)}
          >
            <span aria-hidden="true" />
          </button>
        </div>
        <a
          className="row-more"
          href={props.moreHref?.trim() || lobbyPath(lobby)}
          aria-label={i18n._({ id: 'lobby.row.more_label', message: 'Tout voir : {title}', values: { title } })}
          {...parts('row-more')}
        >
          {i18n._({ id: 'lobby.row.more', message: 'Tout voir' })}
        </a>
      </div>
      {list.length ? (
        <div className="row-list" role="list" ref={scroller} onScroll={measure} {...parts('row-list')}>
          {list.map((g) => (
            <Tile key={favouriteKey(g)} game={g} actions={actions} cell={{ role: 'listitem' }} />
          ))}
        </div>
      ) : errors.length && !waiting ? (
        errors.map(([p, error]) => <ProviderError key={p} provider={p} error={error} onRetry={reload} />)
      ) : (
        <div className="row-list row-list--loading" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="tile tile--skeleton" />
          ))}
        </div>
      )}
      {target ? (
        <LazyOverlay
          target={target}
          game={index.games.find((g) => g.provider === target.provider && g.additionalIntegrationGameId === target.gameId) ?? null}
          listError={state.errors[target.provider] ?? null}
          listLoading={!!state.loading[target.provider]}
          platform={platform}
          backUrl={lobbyPath(lobby)}
          onBack={() => setTarget(null)}
          onLoginRequired={() => void login.requireLogin()}
        />
      ) : null}
      {login.fallback}
    </section>
  );
}
