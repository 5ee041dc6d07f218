// The one place that says where each provider's sportsbook page is (docs/contracts/sportsbook.md §4). The
// sandbox serves both providers' pages under the API's origin; on the operator's real backend the provider
// URLs come from its configuration, and only SPORT_FRAME_PATHS (or a base in front of it) changes here: the
// query the page reads stays the contract's.
import type { SportLocation } from './location';
import type { FrameLang, FrameOddsFormat } from './messages';

const SPORT_FRAME_PATHS = {
  sft: '/sandbox/sport/sft/',
  dgt: '/sandbox/sport/dgt/',
} as const;

export interface FrameUrlInput {
  /** The API base ('' = the page's origin). */
  apiBase: string;
  /** The host page's origin: the frame posts to it and accepts messages only from it. */
  origin: string;
  lang: FrameLang;
  odds: FrameOddsFormat;
  where: SportLocation;
}

/** `${apiBase}/sandbox/sport/{sft|dgt}/?origin=…&lang=…` and the provider's own place (docs/contracts/sportsbook.md §4). */
export function sportFrameUrl({ apiBase, origin, lang, odds, where }: FrameUrlInput): string {
  const query = new URLSearchParams({ origin, lang });
  if (where.provider === 'sft') {
    query.set('live', where.live ? '1' : '0');
  } else {
    query.set('view', where.view);
    query.set('page', where.page);
    if (where.id) query.set('id', where.id);
  }
  query.set('odds', odds);
  return `${apiBase}${SPORT_FRAME_PATHS[where.provider]}?${query}`;
}

/** The frame's language from the site's locale tag (fr-fr, en-US, ar…). */
export function frameLang(locale: string): FrameLang {
  const lang = locale.slice(0, 2).toLowerCase();
  return lang === 'en' || lang === 'ar' ? lang : 'fr';
}
