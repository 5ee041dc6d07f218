// The frame's pages and the host's URL, both ways (docs/contracts/sportsbook.md §5 `route`
// and `navigate`): pure, so the element and the unit tests read the same rules.
import { isDgtPage, type SportLocation } from './location';
import type { FrameMessage, HostMessage } from './messages';

type Route = Extract<FrameMessage, { type: 'route' }>;

/**
 * Where the frame says it went, as a location of the provider it shows (in the view the host shows: the
 * frame does not choose the view). Null when the route names no page of that view (ignored).
 */
export function routeLocation(current: SportLocation, route: Route): SportLocation | null {
  if (current.provider === 'sft') return { provider: 'sft', live: route.live === true };
  if (!isDgtPage(current.view, route.page)) return null;
  return route.id ? { provider: 'dgt', view: current.view, page: route.page, id: route.id } : { provider: 'dgt', view: current.view, page: route.page };
}

/** The `navigate` message that takes the frame to `where` (the host's Back, Forward, deep link, view). */
export function navigateMessage(where: SportLocation): Extract<HostMessage, { type: 'navigate' }> {
  if (where.provider === 'sft') return { type: 'navigate', page: where.live ? 'Live' : 'Home', live: where.live };
  return where.id
    ? { type: 'navigate', page: where.page, id: where.id, view: where.view }
    : { type: 'navigate', page: where.page, view: where.view };
}
