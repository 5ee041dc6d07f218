// The game over the lobby (widgets/lobby/README.md "The game overlay (lazy chunk)"; spec money-and-games.md
// §4 "Game session url", free spins): its own chunk, fetched when a game opens. A native modal <dialog> in
// the lobby's shadow root (the page under it inert, Esc = back), a top bar (back, name, balance, full
// screen), and the provider's page in a sandboxed iframe once the session call (3 attempts,
// src/stores/slots.ts) gave its URL. Full screen uses the Fullscreen API where the browser allows it, else
// (iPhone Safari, or a refusal) a CSS layout where the frame takes the whole viewport and the bar shrinks to
// its buttons.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth, session } from '../../src/stores/auth';
import { $slots, clearFreeSpin, closeGame, exitFreeSpin, launchGame, loadFreeSpinInfo, loadGames } from '../../src/stores/slots';
import type { GameItem, Platform } from '../../src/api/games';
import { isApiError } from '../../src/api/errors';
import { useHost } from '../../src/element/define-widget';
import { emit } from '../../src/element/events';
import { notices } from '../../src/i18n/messages';
import { Money } from '../../src/format/money-amount';
import { formatMoney } from '../../src/format/money-format';
import { safeUrl } from '../../src/format/safe-url';
import { apiBase } from '../../src/config/config';
import { toLocale } from '../../src/i18n/locale';
import { Spinner } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import type { GameLocation } from './location';
import { CASINO_LOGIN_REQUIRED, useLobbyErrorText } from './lobby-errors';
import css from './game-overlay.css';
import { unlistedGame } from './unlisted-game';
import { gameFrame } from './game-frame';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
// A round or a launch can be refused by a responsible-gaming limit (wager/loss/session limits, a
// self-exclusion): their messages join the catalogue with this lazy chunk, never the lobby's entry.
import '../../src/errors/rg-errors';
import { stakeLimitRefusal, stakeLimitText, type StakeLimitRefusal } from '../../src/errors/stake-limit';

export interface OverlayProps {
  /** The game the location names (provider canonical when it is one we know). */
  target: GameLocation;
  /** The game's record, once its provider's list is in. */
  game: GameItem | null;
  /** Why the game's list is not there: its error, or a lobby error code ('provider_not_found'). */
  listError: unknown;
  listLoading: boolean;
  platform: Platform;
  /** The lobby under the game (path with query): where the provider's page returns on the site. */
  backUrl: string;
  onBack(): void;
  onLoginRequired(): void;
}

/** The overlay's styles: they come with this chunk, not with the lobby (adopted by LazyOverlay). */
export const overlayStyles = css;

/**
 * The reality checks over the game, their own chunk for a signed-in player. The loader is here,
 * not in a module shared with the sportsbook: such a small shared chunk gets merged into an entry's.
 */
const realityCheckChunk = lazyChunk(() => import('../../src/element/reality-check/reality-check'));

/** The player's balance after a round or when the game closes, without waiting for the 5 s poll. */
const refreshBalance = () => session.pollNow();

function Failure({ title, error, children }: { title?: string; error: unknown; children: React.ReactNode }) {
  const { i18n } = useLingui();
  const shared = useLobbyErrorText(error);
  // A wager or loss limit with nothing left refuses the launch: say which one and when it resets.
  const limit = stakeLimitRefusal(error);
  const text = limit ? stakeLimitText(i18n, limit) : shared;
  return (
    <div className="overlay-message" role="alert" {...parts('error-screen')}>
      {title ? <p className="overlay-message-title">{title}</p> : null}
      {text ? <p>{text}</p> : null}
      <div className="overlay-message-actions">{children}</div>
    </div>
  );
}

export function GameOverlay({ target, game: listed, listError, listLoading, platform, backUrl, onBack, onLoginRequired }: OverlayProps) {
  // Listed, or a game kept out of the lists but opened by its route (aviator): see unlisted-game.ts.
  const game = listed ?? (listLoading ? null : unlistedGame(target.provider, target.gameId));
  const { i18n } = useLingui();
  const { host, root } = useHost();

  const state = useStore($slots);
  const auth = useStore($auth);
  const check = useChunk('reality-check', realityCheckChunk, { root, styles: (m) => m.realityCheckStyles, enabled: !!auth.user });
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [guest, setGuest] = useState(false);
  const [full, setFull] = useState<'off' | 'api' | 'css'>('off');
  // A round the game page says a wager or loss limit refused (its own text is the provider's).
  const [roundLimit, setRoundLimit] = useState<StakeLimitRefusal | null>(null);
  const mode = target.mode;

  useEffect(() => {
    dialog.current?.showModal();
    return () => {
      closeGame();
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      refreshBalance();
    };
  }, []);

  // The session: once the game is known and the session restored; again after a sign-in or a retry.
  const settled = auth.status !== 'restoring';
  useEffect(() => {
    if (!game || !settled) return;
    setGuest(false);
    // On the site the game's exit goes back to the lobby page; on a partner page, to that page.
    const returnUrl = host.hasAttribute('path') ? new URL(backUrl, location.href).href : location.href;
    launchGame(game, mode, { returnUrl, clientType: platform, lang: toLocale(i18n.locale) }).catch((error: unknown) => {
      if (isApiError(error) && error.code === 'not_authenticated') setGuest(true);
    });
  }, [game?.gameId, mode, attempt, auth.isAuth, settled]);

  const launch = state.launch;
  const mine = !!game && launch.game?.gameId === game.gameId && launch.mode === mode;
  const url = safeUrl(mode === 'freespin' ? state.freeSpinGameUrl : state.gameUrl);

  // The game's frame shown, then closed, for the host's analytics (`casino-track`; the adapter counts the
  // seconds between, docs/operators.md "Events"). A lobby taken off the page first no longer reaches the
  // window: the close is then sent from the document.
  const playing = mine && !!url && !!game;
  useEffect(() => {
    if (!playing || !game) return;
    const detail = { provider: game.provider, gameId: game.gameId, mode };
    emit(host, 'casino-track', { action: 'game-opened', ...detail });
    return () => void emit(host.isConnected ? host : document, 'casino-track', { action: 'game-closed', ...detail });
  }, [playing, game?.gameId, mode]);

  // docs/conventions.md §2.10: never allow-same-origin for a game on the operator's (the API's) or the page's origin.
  const frameRule = url ? gameFrame(url, location.href, apiBase()) : null;

  // The sandbox's game page says when a round is played or the player leaves (its exit button).
  useEffect(() => {
    if (!url || !frameRule) return;
    const origin = frameRule.messageOrigin;
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== origin) return;
      const type = (e.data as { type?: unknown } | null)?.type;
      if (type === 'sandbox-game-exit') onBack();
      else if (type === 'sandbox-game-refused') setRoundLimit(stakeLimitRefusal((e.data as { error?: unknown }).error));
      else if (type === 'sandbox-game-round') {
        setRoundLimit(null);
        refreshBalance();
        if (mode === 'freespin') void loadFreeSpinInfo();
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [url]);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFull((f) => (f === 'api' ? 'off' : f));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFull = () => {
    if (full !== 'off') {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      return setFull('off');
    }
    const el = dialog.current;
    if (el?.requestFullscreen && document.fullscreenEnabled) el.requestFullscreen().then(() => setFull('api'), () => setFull('css'));
    else setFull('css');
  };

  const back = i18n._({ id: 'lobby.back_to_casino', message: 'Retour au casino' });
  const backButton = (
    <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'back')} onClick={onBack}>
      <span className="overlay-arrow" aria-hidden="true">
        ←
      </span>
      <span className="overlay-label">{back}</span>
    </button>
  );
  const name = game?.name ?? target.gameId;
  const info = state.freeSpinInfo;

  let body: React.ReactNode;
  if (!game && listLoading) {
    body = <Spinner size="medium" label={i18n._({ id: 'lobby.game.launching', message: 'Lancement du jeu…' })} />;
  } else if (!game) {
    body = (
      <Failure error={listError ?? 'game_not_found'}>
        {listError && !(isApiError(listError) && listError.status === 404) ? (
          <button type="button" className="casino-button casino-button--primary" {...parts('button', 'retry')} onClick={() => void loadGames({ provider: target.provider }, platform)}>
            {i18n._(notices.retry)}
          </button>
        ) : null}
        {backButton}
      </Failure>
    );
  } else if (guest) {
    body = (
      <div className="overlay-message" role="alert" {...parts('login-notice')}>
        <p>{i18n._(CASINO_LOGIN_REQUIRED)}</p>
        <div className="overlay-message-actions">
          <button type="button" className="casino-button casino-button--primary" {...parts('button', 'sign-in')} onClick={onLoginRequired}>
            {i18n._({ id: 'lobby.game.sign_in', message: 'Se connecter' })}
          </button>
          {backButton}
        </div>
      </div>
    );
  } else if (mine && launch.status === 'failed') {
    body = (
      <Failure title={i18n._({ id: 'lobby.game.failed', message: "Le jeu n'a pas pu être lancé" })} error={launch.error}>
        <button type="button" className="casino-button casino-button--primary" {...parts('button', 'retry')} onClick={() => setAttempt((n) => n + 1)}>
          {i18n._(notices.retry)}
        </button>
        {backButton}
      </Failure>
    );
  } else if (mine && launch.status === 'ready' && url && frameRule) {
    body = (
      <iframe
        ref={frame}
        className="overlay-frame"
        {...parts('frame')}
        src={url}
        title={name}
        sandbox={frameRule.sandbox}
        allow="fullscreen; autoplay"
      />
    );
  } else {
    body = <Spinner size="medium" label={i18n._({ id: 'lobby.game.launching', message: 'Lancement du jeu…' })} />;
  }

  return (
    <dialog
      ref={dialog}
      className={cx('overlay', full !== 'off' && 'overlay--full', full === 'css' && 'overlay--css-full')}
      {...parts('overlay')}
      aria-labelledby="overlay-title"
      onCancel={(e) => {
        e.preventDefault();
        onBack();
      }}
    >
      <div className="overlay-bar" {...parts('overlay-bar')}>
        {backButton}
        <h2 className="overlay-title" id="overlay-title" dir="auto">
          {name}
        </h2>
        {mode === 'demo' ? (
          <span className="overlay-badge">{i18n._({ id: 'lobby.game.demo_mode', message: 'Mode démo' })}</span>
        ) : auth.user ? (
          <span className="overlay-balance" {...parts('balance')}>
            <span className="casino-visually-hidden">{i18n._({ id: 'lobby.game.balance', message: 'Solde' })} </span>
            <Money amount={auth.user.balance} currency={auth.user.currency} />
          </span>
        ) : null}
        {/* Responsible gaming is one tap away during play too (the site routes the link). */}
        <a
          className="overlay-rg"
          href="/terms-and-conditions/responsibleGaming"
          {...parts('responsible-gaming')}
          aria-label={i18n._({ id: 'rg.overlay.link', message: '18+ — Jeu responsable' })}
        >
          18+
        </a>
        <button
          type="button"
          className="casino-button casino-button--secondary overlay-full-button"
          {...parts('button', 'fullscreen')}
          aria-pressed={full !== 'off'}
          onClick={toggleFull}
        >
          <span className="overlay-arrow" aria-hidden="true">
            ⛶
          </span>
          <span className="overlay-label">{i18n._({ id: 'lobby.game.fullscreen', message: 'Plein écran' })}</span>
        </button>
      </div>
      {mode === 'freespin' && info && game ? (
        <div className="overlay-free" {...parts('free-spins-panel')}>
          <p role="status">
            {i18n._({ id: 'lobby.game.free_left', message: 'Tours gratuits restants' })} <b className="casino-money">{info.freeSpinLeft}</b>
            {' · '}
            {i18n._({ id: 'lobby.game.free_won', message: 'Gains' })} <Money amount={info.prize.amount} currency={info.prize.currency} />
          </p>
          <button
            type="button"
            className="casino-button casino-button--secondary"
            {...parts('button', 'free-spins-exit')}
            onClick={() => {
              exitFreeSpin();
              clearFreeSpin();
              onBack();
            }}
          >
            {i18n._({ id: 'lobby.game.free_exit', message: 'Quitter les tours gratuits' })}
          </button>
        </div>
      ) : null}
      <div className="overlay-limit" role="status" {...parts('stake-limit')}>
        {roundLimit ? <p>{stakeLimitText(i18n, roundLimit)}</p> : null}
      </div>
      <div className="overlay-stage">{body}</div>
      {/* Keyed by the player: another sign-in counts from that login's start. "Arrêter de jouer" closes the game. */}
      {auth.user && check.status === 'ready' ? <check.value.RealityCheck key={auth.user.id} kind="casino" onStop={onBack} formatMoney={formatMoney} /> : null}
    </dialog>
  );
}
