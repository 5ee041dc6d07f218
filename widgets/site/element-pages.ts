// Pages that are other custom elements (DESIGN.md §1: the site's pages are the elements a partner would
// embed). Each issue that delivers one puts its loader here; until then the shell shows a "coming soon"
// page for its routes, never a blank.
import type { MessageDescriptor } from '@lingui/core';
import type { ElementPage } from './resolve';
import type { IconName } from './icons';

export interface ElementPageEntry {
  tag: string;
  /** import() of the element's module; null while the element does not exist yet. */
  load: (() => Promise<unknown>) | null;
  title: MessageDescriptor;
  icon: IconName;
}

export const ELEMENT_PAGES: Record<ElementPage, ElementPageEntry> = {
  lobby: { tag: 'casino-lobby', load: () => import('../lobby/lobby.element'), title: /*i18n*/ { id: 'site.page.casino', message: 'Casino' }, icon: 'cards' },
  sportsbook: { tag: 'casino-sportsbook', load: null, title: /*i18n*/ { id: 'site.page.sport', message: 'Paris sportifs' }, icon: 'ball' },
  cashier: { tag: 'casino-cashier', load: null, title: /*i18n*/ { id: 'site.page.cashier', message: 'Caisse' }, icon: 'wallet' },
  profile: { tag: 'casino-profile', load: null, title: /*i18n*/ { id: 'site.page.profile', message: 'Mon profil' }, icon: 'user' },
  wheel: { tag: 'casino-wheel', load: () => import('../wheel/wheel.element'), title: /*i18n*/ { id: 'site.wheel.open', message: 'Roue de la fortune' }, icon: 'wheel' },
};
