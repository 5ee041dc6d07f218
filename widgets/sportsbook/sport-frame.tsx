// The provider's sportsbook in its frame, and the conversation with it (docs/contracts/sportsbook.md §5,
// ./messages.ts). The frame is sandboxed by the game frame's rule (widgets/lobby/game-frame.ts: on the
// API's origin it runs opaque, its messages arrive from "null"), titled, and sized by its own `height`
// messages (no inner scrollbar; no 100vh, which iOS measures with its toolbars hidden).
//
// The frame's `src` is built once per mount (a reload only when the element remounts it: Retry, another
// provider): the language, the odds format, the token and the frame's page all travel as messages after,
// so nothing the player does in the host reloads the sportsbook.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $config } from '../../src/config/config';
import { $locale } from '../../src/stores/locale';
import { $auth, onSessionChange, session } from '../../src/stores/auth';
import { $playerId } from '../../src/stores/player-id';
import { $bookmakerSettings } from '../../src/stores/bookmaker-settings';
import { $sportTokens, renewSportToken, wantSportToken } from '../../src/stores/sport-tokens';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { parts } from '../../src/ui/part';
import { gameFrame } from '../lobby/game-frame';
import { buildPath, type SportLocation } from './location';
import { hostMessage, parseFrameMessage, wireMoney, type FrameMessage, type HostMessage } from './messages';
import { frameLang, sportFrameUrl } from './frame-url';
import { navigateMessage, routeLocation } from './frame-route';
import { slipStore } from './slip-store';

/** Spec §7 "no answer": a frame that is not `ready` by then is shown as down (with Retry). */
const READY_TIMEOUT_MS = 15_000;
/** A frame claiming more than this is clamped (a runaway page must not make the host page endless). */
const MAX_FRAME_HEIGHT = 50_000;

export type FrameStatus = 'loading' | 'ready' | 'down';

/** The players' slips, kept for the frame (it has no storage): a session that ends takes them all. */
const slips = slipStore();
onSessionChange((kind) => {
  if (kind !== 'signed-in') slips.dropAll();
});

export interface SportFrameProps {
  where: SportLocation;
  /** The frame went to another page (the host's URL follows). */
  onRoute(next: SportLocation): void;
  onStatus(status: FrameStatus): void;
  /** The frame asked a guest to sign in to bet. */
  onLoginRequested(): void;
}

export function SportFrame({ where, onRoute, onStatus, onLoginRequested }: SportFrameProps) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const { apiBase } = useStore($config);
  const lang = frameLang(useStore($locale));
  const { oddsFormat: odds, acceptOdds } = useStore($bookmakerSettings).settings;
  const token = useStore($sportTokens)[where.provider].token;
  const auth = useStore($auth);
  const user = auth.isAuth ? auth.user : null;
  const playerId = useStore($playerId);
  /** What the frame's balance shows: it is pushed again whenever one of these changes. */
  const shownBalance = user ? [user.id, user.balance, user.bonusBalance ?? 0, user.currency].join('|') : '';
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const provider = where.provider;
  const path = buildPath(where);

  // Built once: later changes travel as messages (see above).
  const [src] = useState(() => sportFrameUrl({ apiBase, origin: location.origin, lang, odds, where }));
  const rule = gameFrame(src, location.href, apiBase);
  /** The page the frame shows as far as we know (from its src, its `route`s and our `navigate`s). */
  const frameAt = useRef(path);
  const warned = useRef(false);

  const post = (message: HostMessage) => {
    // An opaque frame can only be reached with "*" (its origin is "null"); only the scoped integration
    // token ever goes to it, never the access token (docs/contracts/sportsbook.md §5).
    frame.current?.contentWindow?.postMessage(hostMessage(message), rule.messageOrigin === 'null' ? '*' : rule.messageOrigin);
  };

  useEffect(() => wantSportToken(provider), [provider]);

  // What the handlers read, current at each message without re-subscribing.
  const latest = useRef({ where, onRoute, onStatus, onLoginRequested, post });
  latest.current = { where, onRoute, onStatus, onLoginRequested, post };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const parsed = parseFrameMessage(event, { source: frame.current?.contentWindow, origin: rule.messageOrigin });
      if (!parsed.ok) {
        // A frame of ours speaking a shape we do not know is a bug of one side: said once, to developers
        // (the player can do nothing about it; the sportsbook goes on).
        if (parsed.reason === 'bad-shape' && !warned.current) {
          warned.current = true;
          console.warn(`[casino-sportsbook] message ignored: ${parsed.detail}`);
        }
        return;
      }
      handle(parsed.message);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [rule.messageOrigin]);

  function handle(message: FrameMessage) {
    const now = latest.current;
    switch (message.type) {
      case 'ready':
        if (message.provider !== provider) return;
        setReady(true);
        now.onStatus('ready');
        return;
      case 'height': {
        const el = frame.current;
        // Set through the CSSOM (a strict CSP blocks style attributes written as text).
        if (el) el.style.height = `${Math.min(message.height, MAX_FRAME_HEIGHT)}px`;
        return;
      }
      case 'route': {
        const next = routeLocation(now.where, message);
        if (!next) return;
        frameAt.current = buildPath(next);
        now.onRoute(next);
        return;
      }
      case 'bet-placed':
        return betPlaced(message);
      case 'balance-needed':
        // What the frame asks about (a bet whose outcome is unknown, a balance too low) may have moved the
        // wallet: the session reads it again, and a change is pushed in its turn (below).
        if ($auth.get().isAuth) session.pollNow();
        return sendBalance();
      case 'token-expired':
        void renewSportToken(provider).then((fresh) => latest.current.post({ type: 'token', token: fresh }));
        return;
      case 'login-requested':
        now.onLoginRequested();
        return;
      case 'slip': {
        // Kept for the player signed in now; a guest's frame has no slip to keep.
        const id = $playerId.get();
        if (id !== null) slips.write(id, message.stake === undefined ? { selections: message.selections } : { selections: message.selections, stake: message.stake });
        return;
      }
      case 'deposit-requested':
        emit(host, 'casino-deposit-requested', message.amount === undefined ? {} : { amount: message.amount }, { cancelable: true });
        return;
      case 'error':
        if (message.code === 'provider_down') now.onStatus('down');
        return;
    }
  }

  function betPlaced(message: Extract<FrameMessage, { type: 'bet-placed' }>) {
    const user = $auth.get().user;
    const balance = Number(message.balance);
    // The header follows at once through the session's one user-writing action (it refuses another
    // player's or a signed-out session's answer); the next poll confirms it from the server.
    if (user && user.currency === message.currency) {
      session.applyBalances(user.id, { balance, bonusBalance: message.bonus_balance === null ? undefined : Number(message.bonus_balance) });
      session.pollNow();
    }
    emit(host, 'casino-bet-placed', {
      ticketId: String(message.ticket_id),
      ticketCode: message.ticket_code,
      amountIn: Number(message.amount_in),
      balance,
      currency: message.currency,
    });
  }

  function sendBalance() {
    const auth = $auth.get();
    // A guest has no balance to give: the frame shows its sign-in prompt instead.
    if (!auth.isAuth || !auth.user) return;
    const { balance, bonusBalance, currency } = auth.user;
    latest.current.post({ type: 'balance', balance: wireMoney(balance), bonus_balance: wireMoney(bonusBalance ?? 0), currency });
  }

  // Once ready, and whenever they change: the token (sign-in, renewal, sign-out's default), the language,
  // the odds format. No reload for any of them.
  useEffect(() => {
    if (ready) post({ type: 'token', token });
  }, [ready, token]);
  useEffect(() => {
    if (ready) post({ type: 'locale', lang });
  }, [ready, lang]);
  // The player's kept slip, after their token (a guest's token empties the frame's slip): a reload, a
  // new frame or another player's sign-in on the browser shows this player's picks and no one else's.
  // The frame reads their odds again before the player may place them.
  useEffect(() => {
    const kept = ready && playerId !== null ? slips.read(playerId) : null;
    if (kept) post({ type: 'slip', ...kept });
  }, [ready, playerId]);
  useEffect(() => {
    if (ready) post({ type: 'settings', odds_format: odds, accept_odds: acceptOdds });
  }, [ready, odds, acceptOdds]);
  // The session's balance as the header shows it, pushed at every change (a settlement the session's poll
  // read, a deposit, a win in a game): the book never shows an older one. The frame writes it in the
  // language of the `locale` message, with the header's formatter (messages.ts formatWireMoney).
  useEffect(() => {
    if (ready && shownBalance) sendBalance();
  }, [ready, shownBalance]);
  // The host moved (Back, Forward, a deep link, the view forced by a resize): the frame follows.
  useEffect(() => {
    if (!ready || frameAt.current === path) return;
    frameAt.current = path;
    post(navigateMessage(where));
  }, [ready, path]);

  // What of the frame the player sees, whenever it changes (scroll, resize, the frame's own height): the
  // frame never scrolls (it is as tall as its page), so its slip follows this band instead of sticking.
  // The band starts below the page's sticky header and ends above a fixed bottom bar: the host page's
  // scroll-padding-top and -bottom say how tall they are (the reference site sets them: widgets/site/chrome).
  useEffect(() => {
    if (!ready) return;
    let queued = 0;
    let last = '';
    const send = () => {
      queued = 0;
      const el = frame.current;
      if (!el) return;
      const box = el.getBoundingClientRect();
      const page = getComputedStyle(document.documentElement);
      const [header, footer] = [page.scrollPaddingTop, page.scrollPaddingBottom].map((v) => parseFloat(v) || 0);
      const top = Math.round(Math.min(box.height, Math.max(0, header - box.top)));
      const bottom = Math.round(Math.max(top, Math.min(box.height, innerHeight - footer - box.top)));
      if (`${top}|${bottom}` === last) return;
      last = `${top}|${bottom}`;
      latest.current.post({ type: 'viewport', top, height: bottom - top });
    };
    const queue = () => {
      queued ||= requestAnimationFrame(send);
    };
    queue();
    addEventListener('scroll', queue, { passive: true });
    addEventListener('resize', queue);
    const resized = new ResizeObserver(queue);
    if (frame.current) resized.observe(frame.current);
    return () => {
      cancelAnimationFrame(queued);
      removeEventListener('scroll', queue);
      removeEventListener('resize', queue);
      resized.disconnect();
    };
  }, [ready]);

  // No `ready` in time: the provider is down (or the network is); the element offers Retry.
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => latest.current.onStatus('down'), READY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const title =
    provider === 'sft'
      ? i18n._({ id: 'sport.frame.title_sft', message: 'Paris sportifs : Softion' })
      : i18n._({ id: 'sport.frame.title_dgt', message: 'Paris sportifs : Digitain' });
  return (
    <iframe
      ref={frame}
      className="sport-frame"
      title={title}
      src={src}
      sandbox={rule.sandbox}
      referrerPolicy="no-referrer"
      allow="fullscreen"
      {...parts('frame')}
    />
  );
}
