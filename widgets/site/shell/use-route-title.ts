// Keeps the tab's title on the route's (shell/title.ts), in the current language: the shell writes the
// route's layer and, over it, a full-screen modal route's (the wheel); pages may write their own layer
// (pages/document-title.ts). For an element page the shell reads the element's h1, the name the player
// sees (the lobby's provider or category, the cashier's section), so no element needs to know about the
// document it sits in (on a partner's page the title is the partner's).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useTitleLayer } from '../pages/document-title';
import { ELEMENT_PAGES, type ElementPage } from './element-pages';
import type { Resolution } from './resolve';
import { modalTitle, routeTitle } from './title';

/** The text of the h1 inside the element page `page` under `root`, followed as it changes (language, path). */
function useElementHeading(root: ShadowRoot, page: ElementPage | null, path: string): string | null {
  const [heading, setHeading] = useState<string | null>(null);
  useEffect(() => {
    setHeading(null);
    if (!page) return;
    const tag = ELEMENT_PAGES[page].tag;
    let watched: ShadowRoot | null = null;
    let inner: MutationObserver | null = null;
    const read = () => {
      const shadow = root.querySelector(tag)?.shadowRoot ?? null;
      if (shadow !== watched) {
        inner?.disconnect();
        watched = shadow;
        inner = shadow ? new MutationObserver(read) : null;
        inner?.observe(shadow!, { subtree: true, childList: true, characterData: true });
      }
      setHeading(shadow?.querySelector('h1')?.textContent ?? null);
    };
    // The element arrives once its chunk has loaded: watch the page area until then.
    const main = root.querySelector('main') ?? root;
    const outer = new MutationObserver(read);
    outer.observe(main, { childList: true, subtree: true });
    read();
    return () => {
      outer.disconnect();
      inner?.disconnect();
    };
  }, [root, page, path]);
  return heading;
}

export function useRouteTitle(root: ShadowRoot, resolution: Resolution, path: string): void {
  const { i18n } = useLingui();
  const heading = useElementHeading(root, resolution.kind === 'element' ? resolution.page : null, path);
  useTitleLayer('route', routeTitle(i18n, resolution, path, heading));
  useTitleLayer('modal', resolution.kind === 'shell' ? modalTitle(i18n, resolution.modal) : null);
}
