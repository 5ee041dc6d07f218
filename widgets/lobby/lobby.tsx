// <casino-lobby>: the game lobby (spec money-and-games.md §2 "Casino", §3–§5, §9; contract 5b). The data
// and its rules (lists, the 300 rule, persistence, favourites, launches) live in src/stores/slots.ts, the
// search index in ./catalogue.ts, the URL model in ./location.ts. This file holds the element's state
// (which page of the lobby, from `path` or the attributes), the header, the chips, the recently played row,
// the virtual grid of tiles and the lazy game overlay.
//
// Navigation: every change first asks the host (`casino-navigate`, cancelable). The site cancels it,
// navigates and sets `path`; nobody cancels on a partner page, so the element applies the change itself
// and reflects `providers` / `categories` (or `path`) on its host.
import { createElement, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { $auth } from '../../src/stores/auth';
import {
  $slots,
  favouriteKey,
  findGame,
  loadFreeSpinInfo,
  loadGames,
  toggleFavourite,
  type LoadKind,
} from '../../src/stores/slots';
import {
  ALLOWED_PROVIDERS,
  canonicalProvider,
  integrationOf,
  isAllowedProvider,
  type GameItem,
  type LaunchMode,
  type Platform,
} from '../../src/api/games';
import { isApiError } from '../../src/api/errors';
import { reportApiError } from '../../src/api/report';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { LoginFallback } from '../../src/element/login-fallback';
import { notices } from '../../src/i18n/messages';
import { ErrorScreen } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { buildIndex, facets, queryCatalogue, type LobbyQuery } from './catalogue';
import {
  buildPath,
  CASINO,
  fromAttributes,
  GAME_TYPES,
  lobbyPath,
  parsePath,
  providerPage,
  type LobbyLocation,
  type LobbyPath,
  type LocationAttributes,
} from './location';
import { CASINO_LOGIN_REQUIRED, LOBBY_ERRORS, useLobbyErrorText } from './lobby-errors';
import { VirtualGrid, type CellProps } from './virtual-grid';
import type { OverlayProps } from './game-overlay';

export interface LobbyProps extends LocationAttributes {
  path?: string;
  platform?: string;
}

/** The detail of `casino-game-launch`. */
export interface GameLaunchDetail {
  provider: string;
  gameId: string;
  name: string;
  mode: LaunchMode;
}

/** The detail of the lobby's `casino-navigate`. */
export interface LobbyNavigateDetail {
  path: string;
  reason: 'lobby';
  keepScroll: true;
}

/** Spec §9 "tablet 767px": below it the lists and sessions are the mobile ones. */
const MOBILE_QUERY = '(max-width: 766.98px)';
const TILE_MIN = { desktop: 172, mobile: 140 };
const GAP = 12;
/** Name, provider and the buttons under the square image (lobby.css .tile-body). */
const TILE_BODY = 96;

// ---- names the player reads ----------------------------------------------------------------------------

const PROVIDER_NAMES: Record<string, string> = {
  amatic: 'Amatic',
  evolution: 'Evolution',
  pgsoft: 'PG Soft',
  spribe: 'Spribe',
  pragmaticplay: 'Pragmatic Play',
  pragmaticplaylive: 'Pragmatic Play Live',
  vivogaming: 'Vivo Gaming',
  xpg: 'XPG',
  upgaming: 'UPGaming',
  betsolutions: 'BetSolutions',
};
export const providerName = (id: string) => PROVIDER_NAMES[id] ?? id;

const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  new: /*i18n*/ { id: 'lobby.category.new', message: 'Nouveautés' },
  popular: /*i18n*/ { id: 'lobby.category.popular', message: 'Populaires' },
  megaways: /*i18n*/ { id: 'lobby.category.megaways', message: 'Megaways' },
  show_games: /*i18n*/ { id: 'lobby.category.show_games', message: 'Jeux télévisés' },
  games: /*i18n*/ { id: 'lobby.category.games', message: 'Jeux' },
  roulette: /*i18n*/ { id: 'lobby.category.roulette', message: 'Roulette' },
  card_games: /*i18n*/ { id: 'lobby.category.card_games', message: 'Jeux de cartes' },
  lotto: /*i18n*/ { id: 'lobby.category.lotto', message: 'Loto' },
  fruits: /*i18n*/ { id: 'lobby.category.fruits', message: 'Fruits' },
  hot: /*i18n*/ { id: 'lobby.category.hot', message: 'Hot' },
  wild: /*i18n*/ { id: 'lobby.category.wild', message: 'Wild' },
  books: /*i18n*/ { id: 'lobby.category.books', message: 'Livres' },
  jokers: /*i18n*/ { id: 'lobby.category.jokers', message: 'Jokers' },
  egypt: /*i18n*/ { id: 'lobby.category.egypt', message: 'Égypte' },
  asia: /*i18n*/ { id: 'lobby.category.asia', message: 'Asie' },
  wolfs: /*i18n*/ { id: 'lobby.category.wolfs', message: 'Loups' },
  world_of_sea: /*i18n*/ { id: 'lobby.category.world_of_sea', message: 'Monde marin' },
  girls: /*i18n*/ { id: 'lobby.category.girls', message: 'Filles' },
  old_school: /*i18n*/ { id: 'lobby.category.old_school', message: 'Rétro' },
  lucky_clover: /*i18n*/ { id: 'lobby.category.lucky_clover', message: 'Trèfle porte-bonheur' },
  gangsta: /*i18n*/ { id: 'lobby.category.gangsta', message: 'Gangsters' },
  sport: /*i18n*/ { id: 'lobby.category.sport', message: 'Sport' },
  sweets: /*i18n*/ { id: 'lobby.category.sweets', message: 'Bonbons' },
  fantasy: /*i18n*/ { id: 'lobby.category.fantasy', message: 'Fantastique' },
  drops_and_wins: /*i18n*/ { id: 'lobby.category.drops_and_wins', message: 'Drops & Wins' },
};

const LIVE_GROUP_NAMES: Record<string, MessageDescriptor> = {
  popular: /*i18n*/ { id: 'lobby.live.popular', message: 'Populaires' },
  showGames: /*i18n*/ { id: 'lobby.live.show_games', message: 'Jeux télévisés' },
  firstPerson: /*i18n*/ { id: 'lobby.live.first_person', message: 'Vue subjective' },
  roulette: /*i18n*/ { id: 'lobby.live.roulette', message: 'Roulette' },
  blackJack: /*i18n*/ { id: 'lobby.live.blackjack', message: 'Blackjack' },
  lotto: /*i18n*/ { id: 'lobby.live.lotto', message: 'Loto' },
  poker: /*i18n*/ { id: 'lobby.live.poker', message: 'Poker' },
  baccarat: /*i18n*/ { id: 'lobby.live.baccarat', message: 'Baccara' },
  dice: /*i18n*/ { id: 'lobby.live.dice', message: 'Dés' },
};

const TITLES: Record<string, MessageDescriptor> = {
  casino: /*i18n*/ { id: 'lobby.title.casino', message: 'Casino' },
  live: /*i18n*/ { id: 'lobby.title.live', message: 'Casino en direct' },
  all: /*i18n*/ { id: 'lobby.title.all', message: 'Tous les jeux' },
  virtual: /*i18n*/ { id: 'lobby.title.virtual', message: 'Jeux virtuels' },
  crash: /*i18n*/ { id: 'lobby.title.crash', message: 'Jeux crash' },
  slots: /*i18n*/ { id: 'lobby.title.slots', message: 'Machines à sous' },
};

const own = <T,>(map: Record<string, T>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;

function tagName(i18n: I18n, live: boolean, id: string): string {
  const d = own(live ? LIVE_GROUP_NAMES : CATEGORY_NAMES, id);
  return d ? i18n._(d) : id;
}

function titleOf(i18n: I18n, lobby: LobbyLocation): string {
  if (lobby.section) return tagName(i18n, lobby.view === 'live', lobby.section);
  if (lobby.view === 'provider') return providerName(lobby.provider ?? '');
  const d = own(TITLES, lobby.view === 'game-type' ? lobby.gameType : lobby.view);
  return d ? i18n._(d) : (lobby.gameType ?? '');
}

// ---- where the lobby is ----------------------------------------------------------------------------------

interface Source {
  key: string;
  where: LobbyPath | null;
}

function sourceOf(p: LobbyProps): Source {
  if (p.path) return { key: `path:${p.path}`, where: parsePath(p.path) };
  const lobby = fromAttributes(p);
  return { key: `attr:${lobbyPath(lobby)}`, where: { lobby, game: null } };
}

/** The provider a page or game names, canonical; null when it is not one we may show (spec §5). */
function knownProvider(name: string | undefined): string | null {
  const p = canonicalProvider(name ?? '');
  return isAllowedProvider(p) ? p : null;
}

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
function providersOf(lobby: LobbyLocation): string[] {
  if (lobby.view === 'provider') return lobby.provider ? [lobby.provider] : [];
  if (lobby.view === 'casino') return ALLOWED_PROVIDERS.filter((p) => integrationOf(p) !== 'live');
  if (lobby.view === 'live') return ALLOWED_PROVIDERS.filter((p) => integrationOf(p) === 'live');
  return [...ALLOWED_PROVIDERS];
}

function usePlatform(attribute: string | undefined): Platform {
  const [narrow] = useState(() => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches);
  if (attribute === 'mobile' || attribute === 'desktop') return attribute;
  return narrow ? 'mobile' : 'desktop';
}

function useOnline(): boolean {
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

// ---- pieces ----------------------------------------------------------------------------------------------

function Chip({ pressed, onClick, label, count, part = 'chip' }: { pressed: boolean; onClick: () => void; label: string; count?: number; part?: string }) {
  return (
    <button type="button" className="chip" {...parts(part)} aria-pressed={pressed} onClick={onClick}>
      {label}
      {count !== undefined ? <span className="chip-count">{count}</span> : null}
    </button>
  );
}

interface TileActions {
  play(game: GameItem, mode: LaunchMode): void;
  favourite(game: GameItem): void;
  isFavourite(game: GameItem): boolean;
}

function Tile({ game, actions, cell }: { game: GameItem; actions: TileActions; cell?: Partial<CellProps> }) {
  const { i18n } = useLingui();
  const fav = actions.isFavourite(game);
  const name = game.name;
  return (
    <div {...cell} className="tile" {...parts('tile')} data-key={favouriteKey(game)}>
      <div className="tile-image" {...parts('tile-image')}>
        {game.imageUrl ? <img src={game.imageUrl} alt="" loading="lazy" decoding="async" width={300} height={300} /> : null}
      </div>
      <div className="tile-body">
        {/* No dir="auto": a Latin name aligns with the rest of an Arabic tile (it stays one LTR run). */}
        <p className="tile-name">{name}</p>
        <p className="tile-provider">{providerName(game.provider)}</p>
        <div className="tile-actions">
          <button
            type="button"
            className="tile-button tile-play"
            {...parts('play')}
            aria-label={i18n._({ id: 'lobby.play_name', message: 'Jouer à {name}', values: { name } })}
            onClick={() => actions.play(game, 'real')}
          >
            {i18n._({ id: 'lobby.play', message: 'Jouer' })}
          </button>
          {game.hasDemoMode ? (
            <button
              type="button"
              className="tile-button"
              {...parts('demo')}
              aria-label={i18n._({ id: 'lobby.demo_name', message: 'Démo de {name}' , values: { name } })}
              onClick={() => actions.play(game, 'demo')}
            >
              {i18n._({ id: 'lobby.demo', message: 'Démo' })}
            </button>
          ) : null}
          <button
            type="button"
            className="tile-button tile-favourite"
            {...parts('favourite')}
            aria-pressed={fav}
            aria-label={
              fav
                ? i18n._({ id: 'lobby.favourite_remove', message: 'Retirer {name} des favoris', values: { name } })
                : i18n._({ id: 'lobby.favourite_add', message: 'Ajouter {name} aux favoris', values: { name } })
            }
            onClick={() => actions.favourite(game)}
          >
            <span aria-hidden="true">{fav ? '★' : '☆'}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

function Skeleton() {
  const { i18n } = useLingui();
  return (
    <div className="skeleton" {...parts('loading')} aria-busy="true">
      <p className="casino-visually-hidden" role="status">
        {i18n._({ id: 'lobby.loading', message: 'Chargement des jeux…' })}
      </p>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="tile tile--skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

function ProviderError({ provider, error, onRetry }: { provider: string; error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const text = useLobbyErrorText(error);
  return (
    <div className="notice notice--error" role="alert" {...parts('provider-error')}>
      <p>
        {i18n._({ id: 'lobby.provider_error', message: "Les jeux de {provider} n'ont pas pu être chargés.", values: { provider: providerName(provider) } })}{' '}
        {text}
      </p>
      <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'retry')} onClick={onRetry}>
        {i18n._(notices.retry)}
      </button>
    </div>
  );
}

type OverlayView = ComponentType<OverlayProps>;

/** The game overlay's chunk, fetched when a game opens (not in the lobby's first load). */
function LazyOverlay(props: OverlayProps) {
  const [View, setView] = useState<OverlayView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    import('./game-overlay').then(
      (m) => live && setView(() => m.GameOverlay),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (failure) return <ErrorScreen error={failure} onRetry={() => (setFailure(null), setAttempt((n) => n + 1))} />;
  return View ? <View {...props} /> : null;
}

// ---- the element -----------------------------------------------------------------------------------------

export function Lobby(props: LobbyProps) {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  const auth = useStore($auth);
  const state = useStore($slots);
  const platform = usePlatform(props.platform);
  const online = useOnline();

  // Where the lobby is: the host's `path` or attributes, unless the player moved on and nobody took the
  // navigation (then our own state, until the host sets something else).
  const source = sourceOf(props);
  const [override, setOverride] = useState<{ where: LobbyPath; keys: string[] } | null>(null);
  const where = override && override.keys.includes(source.key) ? override.where : source.where;
  const lastLobby = useRef<LobbyLocation | null>(null);
  const target = where?.game ?? null;
  const rawLobby = where?.lobby ?? lastLobby.current ?? (target ? providerPage(canonicalProvider(target.provider)) : CASINO);
  if (where?.lobby) lastLobby.current = where.lobby;
  const lobby: LobbyLocation =
    rawLobby.view === 'provider' ? { ...rawLobby, provider: canonicalProvider(rawLobby.provider ?? '') } : rawLobby;
  const lobbyValid =
    !!where &&
    (lobby.view === 'provider' ? !!knownProvider(lobby.provider) : lobby.view === 'game-type' ? (GAME_TYPES as readonly string[]).includes(lobby.gameType ?? '') : true);
  const gameProvider = target ? knownProvider(target.provider) : null;
  const live = lobby.view === 'live';

  const go = (next: LobbyPath) => {
    const path = buildPath(next);
    if (!emit<LobbyNavigateDetail>(host, 'casino-navigate', { path, reason: 'lobby', keepScroll: true }, { cancelable: true })) return;
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

  // ---- data ----
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
    if (auth.isAuth) void loadFreeSpinInfo();
  }, [auth.isAuth]);
  // Back online: read again what failed meanwhile (the 300 rule skips what is already there).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && lobbyValid) reload();
    wasOnline.current = online;
  }, [online]);

  const games = useMemo(() => ALLOWED_PROVIDERS.flatMap((p) => state.gameList[p] ?? []), [state.gameList]);
  const index = useMemo(() => buildIndex(games), [games]);
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const query: LobbyQuery = {
    view: lobby.view,
    provider: lobby.provider,
    gameType: lobby.gameType,
    section: lobby.section,
    providers: lobby.providers.map(canonicalProvider),
    categories: lobby.categories,
    search,
    favouritesOnly: favouritesOnly && auth.isAuth,
  };
  const queryKey = JSON.stringify(query);
  const results = useMemo(() => queryCatalogue(index, query, state.favourites), [index, queryKey, state.favourites]);
  const chips = useMemo(() => facets(index, query), [index, queryKey]);

  // ---- guests ----
  const [loginRequest, setLoginRequest] = useState(0);
  const [loginNotice, setLoginNotice] = useState(false);
  const requireLogin = () => {
    if (!emit(host, 'casino-login-required', { reason: 'casino' }, { cancelable: true })) return;
    setLoginNotice(true);
    setLoginRequest((n) => n + 1);
  };
  useEffect(() => {
    if (auth.isAuth) setLoginNotice(false);
  }, [auth.isAuth]);

  // ---- games ----
  const returnTo = useRef<{ scrollY: number; gridTop: number; key: string } | null>(null);
  const gridTop = () => {
    const box = root.querySelector('[part~="grid"]');
    return box ? box.getBoundingClientRect().top + scrollY : 0;
  };
  const actions: TileActions = {
    play(game, mode) {
      if (mode !== 'demo' && !auth.isAuth) return requireLogin();
      const detail: GameLaunchDetail = { provider: game.provider, gameId: game.additionalIntegrationGameId, name: game.name, mode };
      if (!emit(host, 'casino-game-launch', detail, { cancelable: true })) return;
      returnTo.current = { scrollY, gridTop: gridTop(), key: favouriteKey(game) };
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

  // Back from a game: the exact scroll position, then focus on the tile that launched it.
  useEffect(() => {
    const back = returnTo.current;
    if (target || !back) return;
    returnTo.current = null;
    // The same games at the same place: what moved the grid meanwhile (the recently played row gained the
    // game) moves the scroll position with it.
    scrollTo({ top: back.scrollY + gridTop() - back.gridTop, behavior: 'instant' });
    let frames = 0;
    const focusTile = () => {
      const button = root.querySelector<HTMLElement>(`[part~="grid"] [data-key="${CSS.escape(back.key)}"] [part~="play"]`);
      if (button) button.focus({ preventScroll: true });
      else if (++frames < 30) requestAnimationFrame(focusTile);
    };
    requestAnimationFrame(focusTile);
  }, [!!target]);

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
  const viewProviders = providersOf(lobby);
  const errors = viewProviders.flatMap((p) => (state.errors[p] ? [[p, state.errors[p]] as const] : []));
  const loading = results.length === 0 && !search && !favouritesOnly && viewProviders.some((p) => state.loading[p] || (!state.gameList[p] && !state.errors[p]));

  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const categoryPressed = (id: string) => (live ? lobby.section === id : lobby.section === id || lobby.categories.includes(id));
  const onCategory = (id: string) => {
    if (live) return goLobby({ section: lobby.section === id ? undefined : id });
    // Leaving a section page: its category becomes a filter of the view.
    const current = lobby.section ? [lobby.section, ...lobby.categories.filter((c) => c !== lobby.section)] : lobby.categories;
    goLobby({ section: undefined, categories: toggle(current, id) });
  };

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
          {loading || !lobbyValid ? '' : i18n._({ id: 'lobby.count', message: '{count, plural, =0 {Aucun jeu} one {# jeu} other {# jeux}}', values: { count: results.length } })}
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
          {freeSpinGame && freeSpin ? (
            <div className="notice notice--free" {...parts('free-spins')}>
              <p>
                {i18n._({
                  id: 'lobby.free_spins.banner',
                  message: '{count, plural, one {# tour gratuit} other {# tours gratuits}} sur {game}',
                  values: { count: freeSpin.freeSpinLeft, game: freeSpinGame.name },
                })}
              </p>
              <button type="button" className="casino-button casino-button--primary" {...parts('button', 'free-spins-play')} onClick={() => actions.play(freeSpinGame, 'freespin')}>
                {i18n._({ id: 'lobby.free_spins.play', message: 'Jouer mes tours gratuits' })}
              </button>
            </div>
          ) : null}

          <div className="lobby-filters" {...parts('filters')}>
            {lobby.view !== 'provider' && chips.providers.length ? (
              <div className="chips" role="group" aria-label={i18n._({ id: 'lobby.providers', message: 'Fournisseurs' })}>
                {chips.providers.map((f) => (
                  <Chip
                    key={f.id}
                    label={providerName(f.id)}
                    count={f.count}
                    pressed={lobby.providers.map(canonicalProvider).includes(f.id)}
                    onClick={() => goLobby({ providers: toggle(lobby.providers.map(canonicalProvider), f.id) })}
                  />
                ))}
              </div>
            ) : null}
            <div className="chips" role="group" aria-label={i18n._({ id: 'lobby.categories', message: 'Catégories' })}>
              <Chip
                part="chip favourites"
                label={i18n._({ id: 'lobby.favourites', message: 'Favoris' })}
                pressed={favouritesOnly && auth.isAuth}
                onClick={() => (auth.isAuth ? setFavouritesOnly((f) => !f) : requireLogin())}
              />
              {chips.categories.map((f) => (
                <Chip key={f.id} label={tagName(i18n, live, f.id)} count={f.count} pressed={categoryPressed(f.id)} onClick={() => onCategory(f.id)} />
              ))}
            </div>
          </div>

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
            <Skeleton />
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
              part="grid"
              minItemWidth={TILE_MIN[platform]}
              gap={GAP}
              bodyHeight={TILE_BODY}
              renderItem={(game, cell) => <Tile game={game} actions={actions} cell={cell} />}
            />
          )}
        </>
      )}

      {overlayProps ? <LazyOverlay {...overlayProps} /> : null}
      {loginRequest > 0 && !auth.isAuth ? <LoginFallback request={loginRequest} /> : null}
    </section>
  );
}
