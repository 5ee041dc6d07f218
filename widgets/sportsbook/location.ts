// The sportsbook's URL model (spec money-and-games.md §2 "Sport", §9): pure parse and build, and the
// redirect a bad sub-path or the viewport needs, so the site shell routes `/sport/sft…` and `/sport/dgt…`
// here without knowing the views (docs/conventions.md §1). `/sport` itself is the shell's sport chooser.
//
//   /sport/sft, /sport/sft/live                 the first provider: home and live
//   /sport/dgt/{view}/{page}/{id?}              the second provider: a view, a page, an event
//
// Invalid view or page → the Home page of a valid view; under 767 px the view is forced to mobile (m),
// unless it is ESport (es); wider screens never show m, and fall back to africanView (af).
import { pathSegments } from '../../src/platform/path';

/** Spec §9 (tablet breakpoint): a viewport narrower than this forces the mobile sport view. */
export const MOBILE_SPORT_MAX = 767;

/** eu europeanView, af africanView, as AsianView, m Mobile, es ESport, la LatinoView. */
export const DGT_VIEWS = ['eu', 'af', 'as', 'm', 'es', 'la'] as const;
export const DGT_PAGES = [
  'Home',
  'Upcoming',
  'EventView',
  'Results',
  'UpcomingDetails',
  'Calendar',
  'MultiView',
  'Overview',
  'BetsHistory',
  'GroupStage',
] as const;
/** Added for the mobile view (money-and-games §2). */
export const DGT_MOBILE_PAGES = ['Live', 'Sport'] as const;
export const DGT_FALLBACK_VIEW = 'af';
const HOME = 'Home';

export type DgtView = (typeof DGT_VIEWS)[number];
export type DgtPage = (typeof DGT_PAGES)[number] | (typeof DGT_MOBILE_PAGES)[number];

export type SportLocation =
  | { provider: 'sft'; live: boolean }
  | { provider: 'dgt'; view: DgtView; page: DgtPage; id?: string };

const SPORT = 'sport';
const SFT = 'sft';
const SFT_LIVE = 'live';
const DGT = 'dgt';
/** The paths the shell hands to this element (`/sport` alone is the shell's chooser). */
export const PREFIXES = [`/${SPORT}/${SFT}`, `/${SPORT}/${DGT}`] as const;

const isView = (view: string | undefined): view is DgtView => (DGT_VIEWS as readonly string[]).includes(view ?? '');

/** The sport view a viewport may show: narrow ones are forced to mobile (m) unless on ESport. */
export function sportView(requested: string | undefined, viewportWidth: number): DgtView {
  const narrow = viewportWidth < MOBILE_SPORT_MAX;
  const known = isView(requested) ? requested : undefined;
  if (narrow) return known === 'es' ? 'es' : 'm';
  return known && known !== 'm' ? known : DGT_FALLBACK_VIEW;
}

/** Whether `page` is a page of `view` (Live and Sport exist in the mobile view only). */
export function isDgtPage(view: string, page: string | undefined): page is DgtPage {
  if (page === undefined) return false;
  if ((DGT_PAGES as readonly string[]).includes(page)) return true;
  return view === 'm' && (DGT_MOBILE_PAGES as readonly string[]).includes(page);
}

/** The dgt segments as written (view, page, id), or null for another path; `/sport/dgt` alone has view ''. */
function dgtSegments(path: string): { view: string; page?: string; id?: string } | null {
  const [sport, provider, view = '', page, id, ...rest] = pathSegments(path);
  if (sport?.toLowerCase() !== SPORT || provider?.toLowerCase() !== DGT || rest.length) return null;
  return { view, page, id };
}

/**
 * Reads a sport path, whatever the viewport. Null for anything else: another path, an unknown view, a
 * page its view does not have, a missing page. Roots match in any case, as the router matches; views
 * and pages keep their case.
 */
export function parsePath(path: string): SportLocation | null {
  const segments = pathSegments(path);
  const [sport, provider, third] = segments.map((s) => s.toLowerCase());
  if (sport !== SPORT) return null;
  if (provider === SFT) {
    if (segments.length === 2) return { provider: 'sft', live: false };
    return segments.length === 3 && third === SFT_LIVE ? { provider: 'sft', live: true } : null;
  }
  const dgt = dgtSegments(path);
  if (!dgt || !isView(dgt.view) || !isDgtPage(dgt.view, dgt.page)) return null;
  return dgt.id === undefined ? { provider: 'dgt', view: dgt.view, page: dgt.page } : { provider: 'dgt', view: dgt.view, page: dgt.page, id: dgt.id };
}

export function buildPath(where: SportLocation): string {
  if (where.provider === 'sft') return `/${SPORT}/${SFT}${where.live ? `/${SFT_LIVE}` : ''}`;
  const path = `/${SPORT}/${DGT}/${where.view}/${where.page}`;
  return where.id === undefined ? path : `${path}/${encodeURIComponent(where.id)}`;
}

/**
 * The redirect a sport path needs on a viewport this wide, or null. An invalid view or page goes to the
 * Home page of a valid view; a view the viewport may not show goes to the same page (and event) in the
 * view it may.
 */
export function canonicalPath(path: string, { viewportWidth }: { viewportWidth: number }): string | null {
  const dgt = dgtSegments(path);
  if (!dgt) return null;
  const view = sportView(dgt.view, viewportWidth);
  if (!isDgtPage(view, dgt.page)) return buildPath({ provider: 'dgt', view, page: HOME });
  if (view !== dgt.view) return buildPath({ provider: 'dgt', view, page: dgt.page, id: dgt.id });
  return null;
}
