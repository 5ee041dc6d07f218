// /search?q=…: searches the static pages (titles, headings, FAQ questions and text) in the player's
// language, ignoring case and diacritics (widgets/site/content/search.ts). The query lives in the URL:
// typing replaces the history entry once the player pauses, so Back leaves the search page.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '@src/ui';
import { dirOf, htmlLangOf } from '@src/i18n/locale';
import { countValues } from '@src/format/count';
import { navigate } from '../shell/router';
import { Link } from '@src/ui/link';
import type { PageProps } from '../shell/page';
import { searchContent, type SearchResult } from './search';
import type { SiteContent } from './types';
import { ContentLoadError, ContentLoading, Text, useDocumentTitle, useSiteContent } from './view';
import viewCss from './view.css';
import css from './search-page.css';

export const styles = viewCss + css;

/** Typing pause after which the URL and the announcement follow the field. */
const SETTLE_MS = 300;

function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="search-result" part="search-result">
      <h2 className="search-result__title">
        <Link href={result.href}>
          <Text>{result.section ?? result.pageTitle}</Text>
        </Link>
      </h2>
      {result.section ? (
        <p className="search-result__page">
          <Text>{result.pageTitle}</Text>
        </p>
      ) : null}
      {result.snippet.length > 0 ? (
        <p className="search-result__snippet">
          {result.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <Text key={i}>{part.text}</Text>))}
        </p>
      ) : null}
    </li>
  );
}

/** Where to go when nothing matched, or before anything was typed. */
function Suggestions({ content }: { content: SiteContent }) {
  const links = [
    { href: '/faq', label: content.pages.faq.title },
    { href: '/help', label: content.pages.help.title },
    { href: '/terms-and-conditions/responsibleGaming', label: content.termsPoints.responsibleGaming.title },
    { href: '/contacts', label: content.pages.contacts.title },
  ];
  return (
    <ul className="search-suggestions">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function SearchPage({ search }: PageProps) {
  const { i18n } = useLingui();
  const state = useSiteContent();
  const fromUrl = search.q ?? '';
  const [query, setQuery] = useState(fromUrl);
  const [settled, setSettled] = useState(fromUrl);
  /** The last query this page wrote into the URL, to tell our own navigation from the player's (Back, header search). */
  const written = useRef(fromUrl);
  const inputId = useId();
  const title = i18n._({ id: 'site.search.title', message: 'Recherche' });
  useDocumentTitle(title);

  // The URL changed from outside (a header search, Back): the field follows.
  useEffect(() => {
    // Compared trimmed: the URL drops the space the player just typed, which must stay in the field.
    if (fromUrl.trim() === written.current.trim()) return;
    written.current = fromUrl;
    setQuery(fromUrl);
    setSettled(fromUrl);
  }, [fromUrl]);

  // The field settles after a pause: results are announced and the URL follows, without a history entry.
  useEffect(() => {
    if (query === settled) return;
    const timer = setTimeout(() => setSettled(query), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [query, settled]);

  useEffect(() => {
    if (settled.trim() === written.current.trim()) return;
    written.current = settled;
    navigate(searchPath(settled), { replace: true });
  }, [settled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSettled(query);
  };

  const { content } = state;
  const results = useMemo(() => (content ? searchContent(content, settled) : []), [content, settled]);
  const trimmed = settled.trim();
  const announcement =
    content && trimmed
      ? i18n._({
          id: 'site.search.count',
          message: '{form, select, none {Aucun résultat pour « {query} »} one {{count} résultat pour « {query} »} other {{count} résultats pour « {query} »}}',
          values: countValues(results.length, i18n.locale, { query: trimmed }),
        })
      : '';

  const label = i18n._({ id: 'site.search.label', message: 'Rechercher dans l’aide, la FAQ et les conditions' });
  return (
    <section className="site-text-page search-page" part="search-page" aria-busy={state.status === 'loading' || undefined}>
      <h1 className="site-text-page__title">{title}</h1>
      <form role="search" aria-label={label} className="search-form" part="search-form" onSubmit={submit}>
        <label htmlFor={inputId} className="search-form__label">
          {label}
        </label>
        <div className="search-form__row">
          <input
            id={inputId}
            type="search"
            name="q"
            className="casino-field__input search-form__input"
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            dir="auto"
            placeholder={i18n._({ id: 'site.search.placeholder', message: 'Dépôt, retrait, mot de passe…' })}
            onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
          />
          <Button type="submit" variant="primary" part="search-submit">
            {i18n._({ id: 'site.search.submit', message: 'Rechercher' })}
          </Button>
        </div>
      </form>

      {/* Always in the DOM, so screen readers hear each new count (a region added with its text is often missed). */}
      <p className="search-page__status" role="status">
        {announcement}
      </p>

      {!content ? (
        state.status === 'error' ? (
          <ContentLoadError onRetry={state.retry} />
        ) : (
          <ContentLoading />
        )
      ) : (
        <div lang={htmlLangOf(content.locale)} dir={dirOf(content.locale)}>
          {state.status === 'error' ? <ContentLoadError onRetry={state.retry} /> : null}
          {!trimmed ? (
            <div className="search-empty" part="search-empty">
              <p>{i18n._({ id: 'site.search.prompt', message: 'Saisissez un mot pour chercher dans l’aide, la FAQ et les conditions générales.' })}</p>
              <Suggestions content={content} />
            </div>
          ) : results.length === 0 ? (
            <div className="search-empty" part="search-empty">
              <h2 className="search-empty__title">{i18n._({ id: 'site.search.empty.title', message: 'Aucun résultat' })}</h2>
              <p>
                {i18n._({
                  id: 'site.search.empty.text',
                  message: 'Vérifiez l’orthographe ou essayez un mot plus général. Vous trouverez peut-être votre réponse ici :',
                })}
              </p>
              <Suggestions content={content} />
            </div>
          ) : (
            <ol className="search-results" aria-label={i18n._({ id: 'site.search.results', message: 'Résultats de la recherche' })}>
              {results.map((result) => (
                <ResultItem key={result.href} result={result} />
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
