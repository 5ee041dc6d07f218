// What the static page and the search page share: the content of the current language as a hook, text
// with its left-to-right islands, the document title, and the loading and failure states.
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $locale } from '@src/stores/locale';
import { ErrorScreen, Spinner } from '@src/ui';
import { loadContent, loadedContent } from './index';
import type { SiteContent } from './types';

type ContentState =
  | { status: 'loading'; content: SiteContent | null }
  | { status: 'ready'; content: SiteContent }
  | { status: 'error'; content: SiteContent | null };

/**
 * The static content in the player's language. While another language loads, the previous content stays
 * on screen (marked busy) rather than flashing a spinner; a failed load can be retried.
 */
export function useSiteContent(): ContentState & { retry: () => void } {
  const locale = useStore($locale);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ContentState>(() => {
    const ready = loadedContent(locale);
    return ready ? { status: 'ready', content: ready } : { status: 'loading', content: null };
  });

  useEffect(() => {
    const ready = loadedContent(locale);
    if (ready) {
      setState({ status: 'ready', content: ready });
      return;
    }
    let live = true;
    setState((s) => ({ status: 'loading', content: s.content }));
    loadContent(locale).then(
      (content) => live && setState({ status: 'ready', content }),
      () => live && setState((s) => ({ status: 'error', content: s.content })),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** Sets the tab's title to `${title} · <brand>` while `title` is known (the page's layer). */
export { useDocumentTitle } from '../pages/document-title';

// Amounts with their currency code (5 EUR, 3 TND), e-mail addresses, domains, phone numbers and reference
// codes (CW-2025-017, 2004-63) and age limits (18+, never "+18" in Arabic) read left to right even
// inside Arabic text (docs/conventions.md §2.12).
const LTR_RUN =
  /(\b\d{1,2}\+(?![\d+])|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ]{5,}\d|\b[A-Z]{2,}(?:-\d+)+\b|\b\d+(?:-\d+)+\b|\b\d+(?:[.,]\d+)?\s?(?:EUR|TND|USD)\b|\b[a-z0-9-]+\.(?:org|com|net|tn|example)\b)/;

/** A text of the content, its left-to-right runs isolated so an Arabic sentence keeps them in order. */
export function Text({ children }: { children: string }): ReactNode {
  const pieces = children.split(LTR_RUN);
  if (pieces.length === 1) return children;
  return pieces.map((piece, i) =>
    i % 2 === 1 ? (
      <bdi key={i} dir="ltr" className="site-ltr">
        {piece}
      </bdi>
    ) : (
      <Fragment key={i}>{piece}</Fragment>
    ),
  );
}

export function ContentLoading() {
  return (
    <div className="site-content-loading" part="loading">
      <Spinner size="medium" />
    </div>
  );
}

export function ContentLoadError({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <ErrorScreen
      error={i18n._({
        id: 'site.content.load_error',
        message: 'Cette page n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
      })}
      onRetry={onRetry}
    />
  );
}
