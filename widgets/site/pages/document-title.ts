// The tab's title (every page its own, never just the brand nor another page's, as "Accueil" on /wheel-game),
// followed by the site's brand (shell/brand.ts: the host page's logo names it).
// Three writers, highest first: a full-screen modal route (the wheel), the page itself when it knows better
// (a content page's own title, the unavailable page's reason), and the shell's title for the route
// (shell/title.ts, so every route has one even when its page sets none). Each layer is cleared when its
// writer leaves, so a title never outlives its page.
import { useEffect } from 'react';
import { useHost } from '@src/element/define-widget';
import { brandOf, DEFAULT_BRAND } from '../shell/brand';

type TitleLayer = 'modal' | 'page' | 'route';

const layers: Record<TitleLayer, string> = { modal: '', page: '', route: '' };
let brand = DEFAULT_BRAND;

function apply(): void {
  const title = layers.modal || layers.page || layers.route;
  document.title = title ? `${title} · ${brand}` : brand;
}

/** Holds `title` in `layer` while the calling component shows it ('' or null: nothing to say). */
export function useTitleLayer(layer: TitleLayer, title: string | null | undefined): void {
  // A page rendered outside the element (a unit test's) has no host: the default brand.
  const host = useHost()?.host;
  useEffect(() => {
    if (!title) return;
    brand = brandOf(host);
    layers[layer] = title;
    apply();
    return () => {
      if (layers[layer] === title) layers[layer] = '';
      apply();
    };
  }, [layer, title, host]);
}

/** Sets the tab's title while a page shows: "<page> · <brand>". */
export function useDocumentTitle(title: string | null | undefined): void {
  useTitleLayer('page', title);
}
