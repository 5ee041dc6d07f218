// <casino-sportsbook>'s body, a lazy chunk (./sportsbook.tsx; the element's 28 KB budget): where it is (./use-sport-location.ts: the host's `path` or the attributes, the
// view the viewport may show), the provider's frame (./sport-frame.tsx) and its states (./states.tsx):
// loading, offline, provider-down with Retry. A keyboard user reaches the frame by Tab like any control;
// the skip button before it jumps past it, and Tab past the frame's last control leaves it for what follows.
import { createElement, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../src/stores/auth';
import { $bookmakerSettings, loadBookmakerSettings } from '../../src/stores/bookmaker-settings';
import { useHost } from '../../src/element/define-widget';
import { parts } from '../../src/ui/part';
import { Link } from '../../src/ui/link';
import { useLoginRequired } from '../login/use-login-required';
import { buildPath, MOBILE_SPORT_MAX } from './location';
import { useSportLocation, type SportAttributes } from './use-sport-location';
import { SportFrame, type FrameStatus } from './sport-frame';
import { SportProblem } from './states';
import { useOnline } from '../../src/ui/use-online';
import { SportSkeleton } from './skeleton';
import '../../src/errors/sport-errors';
import '../../src/errors/rg-errors';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';

/**
 * The reality checks over the sportsbook (docs/contracts/responsible-gaming.md §6), their own chunk for a
 * signed-in player. The loader is here, not in a module shared with the lobby: such a small shared chunk gets
 * merged into an entry's.
 */
const realityCheckChunk = lazyChunk(() => import('../../src/element/reality-check/reality-check'));

/**
 * The viewport's width, following resizes and rotations. The 767 px crossing is also heard through
 * matchMedia: a phone's rotation reports it even where resize events are late.
 */
function useViewportWidth(): number {
  const [width, setWidth] = useState(() => innerWidth);
  useEffect(() => {
    const update = () => setWidth(innerWidth);
    const query = matchMedia(`(max-width: ${MOBILE_SPORT_MAX - 0.02}px)`);
    addEventListener('resize', update);
    query.addEventListener('change', update);
    return () => {
      removeEventListener('resize', update);
      query.removeEventListener('change', update);
    };
  }, []);
  return width;
}

export default function SportsbookBody(props: SportAttributes) {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  const auth = useStore($auth);
  const check = useChunk('reality-check', realityCheckChunk, { root, styles: (m) => m.realityCheckStyles, enabled: !!auth.user });
  const settings = useStore($bookmakerSettings);
  const width = useViewportWidth();
  const { where, go } = useSportLocation(props, host, width, settings.settings);
  const online = useOnline();
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const login = useLoginRequired('sportsbook');
  const end = useRef<HTMLDivElement>(null);

  // The player's odds format and views (the defaults meanwhile: the sportsbook never waits for them).
  useEffect(() => {
    if (auth.isAuth && settings.status === 'idle') void loadBookmakerSettings();
  }, [auth.isAuth, settings.status]);

  // The site's path names a view this viewport may not show (a rotation, a deep link from a desktop):
  // the URL is corrected in place, and the frame follows through `navigate` (no reload).
  const path = buildPath(where);
  useEffect(() => {
    if (props.path && props.path.split(/[?#]/)[0] !== path) go(where, { replace: true });
  }, [props.path, path]);

  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };
  // Back online with a frame that never came up: try again by itself.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && status !== 'ready') retry();
    wasOnline.current = online;
  }, [online]);

  const provider = where.provider;
  useEffect(() => setStatus('loading'), [provider]);

  const problem = !online && status !== 'ready' ? 'offline' : status === 'down' ? 'down' : null;
  const title = createElement(
    // The site's page (a `path`): the page's h1; in a partner's page, a section under its headings.
    props.path ? 'h1' : 'h2',
    { className: 'casino-visually-hidden', id: 'sport-title' },
    i18n._({ id: 'sport.title', message: 'Paris sportifs' }),
  );

  return (
    <section className="sportsbook" aria-labelledby="sport-title" {...parts('sportsbook')}>
      {title}
      <button type="button" className="sport-skip" {...parts('skip')} onClick={() => end.current?.focus()}>
        {i18n._({ id: 'sport.skip', message: 'Passer les paris sportifs' })}
      </button>
      {!online && status === 'ready' ? (
        <p className="sport-offline-note" role="status" {...parts('offline-note')}>
          {i18n._({ id: 'sport.offline.note', message: 'Hors ligne : les cotes et les paris reprendront avec la connexion.' })}
        </p>
      ) : null}
      <div className={`sport-stage sport-stage--${problem ? 'problem' : status}`}>
        {problem ? <SportProblem kind={problem} onRetry={retry} /> : null}
        {!problem && status === 'loading' ? <SportSkeleton /> : null}
        {online || status === 'ready' ? (
          <SportFrame key={`${provider}:${attempt}`} where={where} onRoute={(next) => go(next)} onStatus={setStatus} onLoginRequested={() => login.requireLogin()} />
        ) : null}
      </div>
      {/* Digitain's « Mes paris » lists this visit's tickets only: the full history is the profile's (docs/qa.md). */}
      {where.provider === 'dgt' && where.page === 'BetsHistory' && auth.user ? (
        <p className="sport-history-link" {...parts('full-history')}>
          <Link href="/profile/bet-history/dgt">{i18n._({ id: 'sport.full_history', message: 'Tout l’historique de vos paris' })}</Link>
        </p>
      ) : null}
      <div ref={end} tabIndex={-1} className="sport-end casino-visually-hidden" {...parts('end')}>
        {i18n._({ id: 'sport.end', message: 'Fin des paris sportifs' })}
      </div>
      {login.fallback}
      {/* Keyed by the player: another sign-in counts from that login's start. "Arrêter de jouer" goes to /main. */}
      {auth.user && check.status === 'ready' ? <check.value.RealityCheck key={auth.user.id} kind="sport" /> : null}
    </section>
  );
}
