// The tab's title (every page its own, never just "Casino" nor another page's, as "Accueil" on /wheel-game).
// Three writers, highest first: a full-screen modal route (the wheel), the page itself when it knows better
// (a content page's own title, the unavailable page's reason), and the shell's title for the route
// (shell/title.ts, so every route has one even when its page sets none). Each layer is cleared when its
// writer leaves, so a title never outlives its page.
import { useEffect } from 'react';

type TitleLayer = 'modal' | 'page' | 'route';

const layers: Record<TitleLayer, string> = { modal: '', page: '', route: '' };

function apply(): void {
  const title = layers.modal || layers.page || layers.route;
  document.title = title ? `${title} · Casino` : 'Casino';
}

/** Holds `title` in `layer` while the calling component shows it ('' or null: nothing to say). */
export function useTitleLayer(layer: TitleLayer, title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    layers[layer] = title;
    apply();
    return () => {
      if (layers[layer] === title) layers[layer] = '';
      apply();
    };
  }, [layer, title]);
}

/** Sets the tab's title while a page shows: "<page> · Casino". */
export function useDocumentTitle(title: string | null | undefined): void {
  useTitleLayer('page', title);
}
