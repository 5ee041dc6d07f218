// Where the sportsbook is (docs/contracts/sportsbook.md): the host's `path` (the site: its URL path) or
// the attributes `provider`, `view`, `page`, `event-id`, `live` (a partner page), unless the frame moved on
// and nobody took the navigation (then the element's own state, until the host sets something else), and
// always the view the viewport may show (location.ts: mobile under 767 px, never mobile wider).
//
// Every move asks the host first (`casino-navigate`, cancelable, reason `sportsbook`), as the cashier and
// the profile do: the site cancels it, routes and sets `path`. On a partner page nobody cancels: the
// element applies it, reflects it on its attributes, and keeps its own history entries (pushState on the
// partner's URL, unchanged, with the sportsbook's place in the entry's state), so Back and Forward walk
// the frame's pages there too.
import { useEffect, useRef, useState } from 'react';
import { emit } from '../../src/element/events';
import type { BookmakerSettings } from '../../src/api/bookmaker-settings';
import { buildPath, canonicalPath, parsePath, sportView, type SportLocation } from './location';

export interface SportAttributes {
  path?: string;
  provider?: string;
  view?: string;
  page?: string;
  eventId?: string;
  live?: boolean;
}

/** The key of the sportsbook's place in a history entry's state (a partner page's own history). */
const HISTORY_KEY = 'casino-sportsbook';

const pathnameOf = (path: string) => path.split(/[?#]/)[0]!;

/** The location as the viewport may show it (location.ts canonicalPath). */
function fitViewport(where: SportLocation, viewportWidth: number): SportLocation {
  const path = buildPath(where);
  const canonical = canonicalPath(path, { viewportWidth });
  return canonical ? (parsePath(canonical) ?? where) : where;
}

/**
 * What the attributes (or the `path`) ask for. A path that is not a sport path: the site redirects it
 * (location.ts), meanwhile the first provider's home. `preferences`: the player's bookmaker settings (the
 * view each provider opens with when the host names none).
 */
export function requestedLocation(props: SportAttributes, viewportWidth: number, preferences?: Pick<BookmakerSettings, 'sftView' | 'dgtView'>): SportLocation {
  if (props.path) {
    const pathname = pathnameOf(props.path);
    const canonical = canonicalPath(pathname, { viewportWidth });
    return parsePath(canonical ?? pathname) ?? { provider: 'sft', live: false };
  }
  const provider = props.provider?.toLowerCase() === 'dgt' ? 'dgt' : 'sft';
  if (provider === 'sft') return { provider, live: props.live ?? preferences?.sftView === 'live' };
  const preferred = preferences && preferences.dgtView !== 'auto' ? preferences.dgtView : undefined;
  const view = sportView(props.view || preferred, viewportWidth);
  const where: SportLocation = { provider: 'dgt', view, page: 'Home' };
  const parsed = props.page ? parsePath(buildPath({ provider: 'dgt', view, page: props.page as never, id: props.eventId || undefined })) : null;
  return fitViewport(parsed ?? where, viewportWidth);
}

/** The attributes a partner's element reflects for a location. */
function reflect(host: HTMLElement, where: SportLocation): void {
  host.setAttribute('provider', where.provider);
  if (where.provider === 'sft') {
    host.setAttribute('live', String(where.live));
    return;
  }
  host.setAttribute('view', where.view);
  host.setAttribute('page', where.page);
  if (where.id) host.setAttribute('event-id', where.id);
  else host.removeAttribute('event-id');
}

export interface SportLocationApi {
  where: SportLocation;
  /** The frame (or the viewport) moved the sportsbook; `replace`: no new history entry. */
  go(next: SportLocation, options?: { replace?: boolean }): void;
}

export function useSportLocation(
  props: SportAttributes,
  host: HTMLElement,
  viewportWidth: number,
  preferences?: Pick<BookmakerSettings, 'sftView' | 'dgtView'>,
): SportLocationApi {
  const requested = requestedLocation(props, viewportWidth, preferences);
  const sourceKey = props.path ? `path:${props.path}` : `attr:${buildPath(requested)}`;
  const [override, setOverride] = useState<{ where: SportLocation; keys: string[] } | null>(null);
  const pushed = useRef(false);
  const raw = override && override.keys.includes(sourceKey) ? override.where : requested;
  // An override kept from before a resize still follows the viewport.
  const where = fitViewport(raw, viewportWidth);

  const go = (next: SportLocation, options: { replace?: boolean } = {}) => {
    const path = buildPath(next);
    // Against what the host holds (a forced view differs from it while the path still says the old one).
    const held = override && override.keys.includes(sourceKey) ? buildPath(override.where) : props.path ? pathnameOf(props.path) : buildPath(requested);
    if (path === held) return;
    const detail = { path, reason: 'sportsbook' as const, keepScroll: true, replace: options.replace || undefined };
    if (!emit(host, 'casino-navigate', detail, { cancelable: true })) return;
    // Nobody took it (a partner page): apply it here, reflect it, and keep a history entry of our own.
    let key: string;
    if (props.path) {
      host.setAttribute('path', path);
      key = `path:${path}`;
    } else {
      reflect(host, next);
      key = `attr:${path}`;
    }
    const state = { ...(history.state as object | null), [HISTORY_KEY]: path };
    if (!pushed.current) {
      // The entry we leave gets our place too, so Back to it finds the page it showed.
      history.replaceState({ ...(history.state as object | null), [HISTORY_KEY]: buildPath(where) }, '');
      pushed.current = true;
    }
    if (options.replace) history.replaceState(state, '');
    else history.pushState(state, '');
    setOverride({ where: next, keys: [sourceKey, key] });
  };

  // Back and Forward through the entries this element pushed (a partner page's own history).
  const source = useRef(sourceKey);
  source.current = sourceKey;
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      if (!pushed.current) return;
      const path = (event.state as Record<string, unknown> | null)?.[HISTORY_KEY];
      const next = typeof path === 'string' ? parsePath(path) : null;
      if (!next) return;
      if (!props.path) reflect(host, next);
      else host.setAttribute('path', path as string);
      setOverride({ where: next, keys: [source.current, props.path ? `path:${path}` : `attr:${path}`] });
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [host, props.path]);

  return { where, go };
}
