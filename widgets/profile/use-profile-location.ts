// Where the profile is: the host's `path` (the site: its URL path and query) or `section` (a partner
// page), unless the player moved on and nobody took the navigation (then the element's own state, until
// the host sets something else). Every move first asks the host (`casino-navigate`, cancelable, reason
// `profile`), as the cashier does (widgets/cashier/use-cashier-location.ts): the site cancels it, routes
// and sets `path`; on a partner page nobody cancels, so the element applies it and reflects `path` or
// `section` on its host.
import { useState } from 'react';
import { emit } from '../../src/element/events';
import { $config } from '../../src/config/config';
import { buildPath, parsePath, PROFILE_SECTIONS, type ProfileLocation, type ProfileSection } from './location';
import type { ProfileTarget } from './section-props';

interface ProfilePlace extends ProfileLocation {
  query: Record<string, string>;
}

/** `/profile/slots-history?page=2` → its location (null: not a profile path) and its query. */
export function splitPath(path: string): { where: ProfileLocation | null; query: Record<string, string> } {
  const at = path.search(/[?#]/);
  const pathname = at < 0 ? path : path.slice(0, at);
  const search = at < 0 ? '' : path.slice(at).replace(/#.*$/, '');
  return { where: parsePath(pathname), query: Object.fromEntries(new URLSearchParams(search)) };
}

/** The path (with its query, keys sorted, empty values left out) of a profile location. */
export function placePath(to: ProfileTarget | ProfilePlace): string {
  const entries = Object.entries(to.query ?? {}).filter(([, v]) => v !== '' && v != null);
  entries.sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(entries).toString();
  return buildPath({ section: to.section, sub: to.sub }) + (search ? `?${search}` : '');
}

/** The `section` attribute (a partner's page): a section name, `section/sub`, or empty for the home. */
export function sectionPlace(section: string | undefined): ProfilePlace {
  const [name, sub] = (section ?? '').split('/');
  if (!name || !(PROFILE_SECTIONS as readonly string[]).includes(name)) return { section: null, query: {} };
  const where = parsePath(buildPath({ section: name as ProfileSection, sub: sub || undefined }));
  return { section: where?.section ?? (name as ProfileSection), sub: where?.sub, query: {} };
}

/** The `section` attribute's value for a location. */
export const sectionAttribute = (where: ProfileLocation): string => (where.section ? (where.sub ? `${where.section}/${where.sub}` : where.section) : '');

interface Source {
  key: string;
  place: ProfilePlace;
}

function sourceOf(props: { path?: string; section?: string }): Source {
  if (props.path) {
    const { where, query } = splitPath(props.path);
    // A path that is not ours: the site redirects it (location.ts canonicalPath); meanwhile the home.
    return { key: `path:${props.path}`, place: { ...(where ?? { section: null }), query } };
  }
  const place = sectionPlace(props.section);
  return { key: `section:${sectionAttribute(place)}`, place };
}

interface ProfileLocationApi {
  place: ProfilePlace;
  navigate(to: ProfileTarget, options?: { replace?: boolean }): void;
  /** A page of the site outside the profile (the cashier's pages, /verify-email). */
  leave(path: string): void;
}

export function useProfileLocation(props: { path?: string; section?: string }, host: HTMLElement): ProfileLocationApi {
  const source = sourceOf(props);
  const [override, setOverride] = useState<{ place: ProfilePlace; keys: string[] } | null>(null);
  const place = override && override.keys.includes(source.key) ? override.place : source.place;

  const navigate = (to: ProfileTarget) => {
    const next: ProfilePlace = { section: to.section, sub: to.sub, query: to.query ?? {} };
    const path = placePath(next);
    // A new query on the same page (a history's filters) keeps the scroll and the focus where they are.
    const samePage = next.section === place.section && next.sub === place.sub;
    if (!emit(host, 'casino-navigate', { path, reason: 'profile', keepScroll: samePage || undefined }, { cancelable: true })) return;
    // Nobody took it (a partner page): apply it here and reflect it on the host.
    let key: string;
    if (props.path) {
      host.setAttribute('path', path);
      key = `path:${path}`;
    } else {
      const value = sectionAttribute(next);
      host.setAttribute('section', value);
      key = `section:${value}`;
    }
    setOverride({ place: next, keys: [source.key, key] });
  };

  const leave = (path: string) => {
    if (!emit(host, 'casino-navigate', { path, reason: 'profile' }, { cancelable: true })) return;
    // Nobody routes: the page is the casino's site, on the API's origin (the partner's page has none).
    const base = $config.get().apiBase || location.origin;
    location.assign(new URL(path, `${base}/`).href);
  };

  return { place, navigate, leave };
}
