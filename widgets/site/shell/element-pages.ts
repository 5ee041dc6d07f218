// The registry of pages that are other custom elements (docs/conventions.md §1: the site's pages are the elements a
// partner would embed). The shell routes by prefix only: each entry names the paths its element owns,
// and the element's own location.ts decides what is inside them (parse, build, and the redirect a bad
// sub-path needs). An issue that delivers an element sets its `load`; until then the shell shows a
// "coming soon" page for its paths, never a blank.
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '../chrome/icons';
import * as cashier from '../../cashier/location';
import * as lobby from '../../lobby/routes';
import * as profile from '../../profile/location';
import * as sportsbook from '../../sportsbook/location';

export type ElementPage = 'lobby' | 'sportsbook' | 'cashier' | 'profile' | 'wheel';

/** The redirect a path of the element needs on this viewport; null or undefined when the path is fine. */
type CanonicalPath = (path: string, context: { viewportWidth: number }) => string | null | undefined;

interface ElementPageEntry {
  tag: string;
  /** import() of the element's module; null while the element does not exist yet. */
  load: (() => Promise<unknown>) | null;
  title: MessageDescriptor;
  icon: IconName;
  /**
   * The paths the element owns: each prefix itself and everything below it (matched in any case, as the
   * router matches); the longest prefix wins. Empty: the shell shows the element itself (the wheel's modals).
   */
  prefixes: readonly string[];
  canonical?: CanonicalPath;
  /**
   * The element moves itself to its canonical path (a `casino-navigate` with `replace`) and must not be
   * remounted for it: the sportsbook's frame keeps its document and bet slip across a rotation
   * (docs/embedding.md "Sportsbook message contract", `navigate`).
   */
  followsOwnRedirect?: boolean;
  /** Guests are sent to /main (and a session being restored is waited for). */
  signedInOnly?: boolean;
  /** Spec §2: sport pages hide the footer. */
  footer: boolean;
}

export const ELEMENT_PAGES: Record<ElementPage, ElementPageEntry> = {
  lobby: {
    tag: 'casino-lobby',
    load: () => import('../../lobby/lobby.element'),
    title: /*i18n*/ { id: 'site.page.casino', message: 'Casino' },
    icon: 'cards',
    prefixes: lobby.PREFIXES,
    canonical: lobby.canonicalPath,
    footer: true,
  },
  sportsbook: {
    tag: 'casino-sportsbook',
    load: () => import('../../sportsbook/sportsbook.element'),
    title: /*i18n*/ { id: 'site.page.sport', message: 'Paris sportifs' },
    icon: 'ball',
    prefixes: sportsbook.PREFIXES,
    canonical: sportsbook.canonicalPath,
    followsOwnRedirect: true,
    footer: false,
  },
  cashier: {
    tag: 'casino-cashier',
    load: () => import('../../cashier/cashier.element'),
    title: /*i18n*/ { id: 'site.page.cashier', message: 'Caisse' },
    icon: 'wallet',
    prefixes: cashier.PREFIXES,
    canonical: cashier.canonicalPath,
    signedInOnly: true,
    footer: true,
  },
  profile: {
    tag: 'casino-profile',
    load: () => import('../../profile/profile.element'),
    title: /*i18n*/ { id: 'site.page.profile', message: 'Mon profil' },
    icon: 'user',
    prefixes: profile.PREFIXES,
    canonical: profile.canonicalPath,
    signedInOnly: true,
    footer: true,
  },
  // The wheel is shown by the shell in its full-screen modals (/wheel-game, /wheel-game-history over /main,
  // spec §2 "Modals"): those are shell routes (resolve.ts), so it owns no path here.
  wheel: {
    tag: 'casino-wheel',
    load: () => import('../../wheel/wheel.element'),
    title: /*i18n*/ { id: 'site.wheel.open', message: 'Roue de la fortune' },
    icon: 'wheel',
    prefixes: [],
    footer: true,
  },
};
