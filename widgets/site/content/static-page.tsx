// The static pages of spec shell-session-wheel.md §1 "Static content" and §2 routes: help, FAQ and its two
// sub-pages, the terms with their points, contacts, info and about us. The shell loads this module when
// one of those routes opens (PageProps.route says which); the texts come from widgets/site/content.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { htmlLangOf, dirOf } from '@src/i18n/locale';
import { $router } from '../shell/router';
import { Link } from '@src/ui/link';
import type { PageProps } from '../shell/page';
import {
  TERMS_POINT_IDS,
  isStaticPageId,
  isTermsPointId,
  pagePath,
  termsPointPath,
  type Block,
  type ContactEntry,
  type PageContent,
  type SiteContent,
  type SiteLink,
} from './types';
import { ResponsibleTools } from './responsible-tools';
import { ContentLoadError, ContentLoading, Text, useDocumentTitle, useSiteContent } from './view';
import viewCss from './view.css';
import css from './static-page.css';

export const styles = viewCss + css;

interface Crumb {
  href: string;
  label: string;
}

/** What a route shows: a page of the content, or the translated "not found" state. */
type Resolved =
  | { kind: 'page'; page: PageContent; parents: Crumb[]; toc: boolean; backToTerms: boolean; rgTools?: boolean }
  | { kind: 'missing-point' }
  | { kind: 'missing-page' };

function resolve(content: SiteContent, route: string, pointId: string | undefined): Resolved {
  if (route === 'termsPoint') {
    if (!isTermsPointId(pointId)) return { kind: 'missing-point' };
    return {
      kind: 'page',
      page: content.termsPoints[pointId],
      parents: [{ href: pagePath('terms'), label: content.pages.terms.title }],
      toc: false,
      backToTerms: true,
      // The responsible-gaming point opens with the player's tools (limits, pause, help).
      rgTools: pointId === 'responsibleGaming',
    };
  }
  if (!isStaticPageId(route)) return { kind: 'missing-page' };
  const parents = route === 'faqAccount' || route === 'faqPayments' ? [{ href: pagePath('faq'), label: content.pages.faq.title }] : [];
  return { kind: 'page', page: content.pages[route], parents, toc: route === 'terms', backToTerms: false };
}

function Breadcrumbs({ parents, current }: { parents: Crumb[]; current: string }) {
  const { i18n } = useLingui();
  return (
    <nav className="static-crumbs" aria-label={i18n._({ id: 'site.breadcrumbs', message: 'Fil d’Ariane' })} part="breadcrumbs">
      <ol>
        <li>
          <Link href="/main">{i18n._({ id: 'site.home', message: 'Accueil' })}</Link>
        </li>
        {parents.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

function LinkList({ items }: { items: SiteLink[] }) {
  const cards = items.some((l) => l.description);
  return (
    <ul className={cards ? 'static-links static-links--cards' : 'static-links'}>
      {items.map((link) => (
        <li key={link.to}>
          <Link href={link.to} className="static-links__link">
            {link.label}
          </Link>
          {link.description ? (
            <p className="static-links__description">
              <Text>{link.description}</Text>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function contactHref(entry: ContactEntry): string | null {
  if (entry.kind === 'email') return `mailto:${entry.value}`;
  if (entry.kind === 'phone') return `tel:${entry.value.replace(/[^\d+]/g, '')}`;
  return null;
}

function Contacts({ items }: { items: ContactEntry[] }) {
  return (
    <dl className="static-contacts">
      {items.map((entry) => {
        const href = contactHref(entry);
        return (
          <div key={`${entry.kind}:${entry.value}`} className={`static-contacts__item static-contacts__item--${entry.kind}`}>
            <dt>{entry.label}</dt>
            <dd>
              {href ? (
                <a href={href}>
                  <bdi dir="ltr" className="site-ltr">
                    {entry.value}
                  </bdi>
                </a>
              ) : (
                <Text>{entry.value}</Text>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.kind) {
    case 'heading':
      return (
        <h2 id={block.id} className="static-heading" tabIndex={-1}>
          <Text>{block.text}</Text>
        </h2>
      );
    case 'paragraph':
      return (
        <p className="static-paragraph">
          <Text>{block.text}</Text>
        </p>
      );
    case 'list': {
      const items = block.items.map((item) => (
        <li key={item}>
          <Text>{item}</Text>
        </li>
      ));
      return block.ordered ? <ol className="static-list static-list--ordered">{items}</ol> : <ul className="static-list">{items}</ul>;
    }
    case 'faq':
      return (
        <div className="static-faq">
          {block.items.map((item) => (
            // <details>/<summary>: a native disclosure (button role, expanded state, Enter and Space).
            <details key={item.id} id={item.id} className="static-faq__item" part="faq-item">
              <summary className="static-faq__question">
                <Text>{item.question}</Text>
              </summary>
              <div className="static-faq__answer">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>
                    <Text>{paragraph}</Text>
                  </p>
                ))}
              </div>
            </details>
          ))}
        </div>
      );
    case 'links':
      return <LinkList items={block.items} />;
    case 'contacts':
      return <Contacts items={block.items} />;
    case 'note':
      return (
        <p className={`static-note static-note--${block.tone}`}>
          <Text>{block.text}</Text>
        </p>
      );
  }
}

function TermsToc({ content }: { content: SiteContent }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <nav className="static-toc" aria-labelledby={headingId} part="toc">
      <h2 id={headingId} className="static-heading">
        {i18n._({ id: 'site.terms.toc', message: 'Sommaire' })}
      </h2>
      <ol>
        {TERMS_POINT_IDS.map((id) => (
          <li key={id}>
            <Link href={termsPointPath(id)} className="static-toc__link">
              {content.termsPoints[id].title}
            </Link>
            <p className="static-toc__summary">
              <Text>{content.termsPoints[id].summary}</Text>
            </p>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A search result or a shared link may point at a section (/faq#depot-minimum). The section lives in the
 * shell's shadow root, where the browser's own fragment scrolling does not look: open the question, bring
 * it into view and move the focus there.
 */
function useFragmentTarget(container: RefObject<HTMLElement | null>, ready: boolean, hash: string) {
  useEffect(() => {
    if (!ready || !hash || hash === '#') return;
    const root = container.current?.getRootNode() as Document | ShadowRoot | undefined;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // a malformed escape: look for the raw text
    }
    const target = root?.getElementById?.(id);
    if (!target || !container.current?.contains(target)) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    const focusable = target instanceof HTMLDetailsElement ? target.querySelector('summary') : target;
    focusable?.focus({ preventScroll: true });
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [container, ready, hash]);
}

function Missing({ kind, content }: { kind: 'missing-point' | 'missing-page'; content: SiteContent }) {
  const { i18n } = useLingui();
  const point = kind === 'missing-point';
  const title = point
    ? i18n._({ id: 'site.terms.not_found.title', message: 'Section introuvable' })
    : i18n._({ id: 'site.page.not_found.title', message: 'Page introuvable' });
  useDocumentTitle(title);
  return (
    <>
      {point ? <Breadcrumbs parents={[{ href: pagePath('terms'), label: content.pages.terms.title }]} current={title} /> : null}
      <header className="static-header">
        <h1 className="site-text-page__title" tabIndex={-1}>
          {title}
        </h1>
        <p className="static-lead">
          {point
            ? i18n._({
                id: 'site.terms.not_found.text',
                message: 'Cette section des conditions générales n’existe pas ou a été déplacée.',
              })
            : i18n._({ id: 'site.page.not_found.text', message: 'Cette page n’existe pas ou a été déplacée.' })}
        </p>
      </header>
      <p>
        {point ? (
          <Link href={pagePath('terms')} className="static-back">
            {i18n._({ id: 'site.terms.back', message: 'Retour aux conditions générales' })}
          </Link>
        ) : (
          <Link href="/main" className="static-back">
            {i18n._({ id: 'site.back_home', message: 'Retour à l’accueil' })}
          </Link>
        )}
      </p>
    </>
  );
}

function PageView({ resolved, content }: { resolved: Extract<Resolved, { kind: 'page' }>; content: SiteContent }) {
  const { i18n } = useLingui();
  const { page } = resolved;
  useDocumentTitle(page.title);
  return (
    <>
      {resolved.parents.length > 0 ? <Breadcrumbs parents={resolved.parents} current={page.title} /> : null}
      <header className="static-header">
        <h1 className="site-text-page__title" tabIndex={-1}>
          {page.title}
        </h1>
        {page.lead ? (
          <p className="static-lead">
            <Text>{page.lead}</Text>
          </p>
        ) : null}
      </header>
      {resolved.rgTools ? <ResponsibleTools /> : null}
      {resolved.toc ? <TermsToc content={content} /> : null}
      {page.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
      {resolved.backToTerms ? (
        <p className="static-back-row">
          <Link href={pagePath('terms')} className="static-back">
            {i18n._({ id: 'site.terms.back', message: 'Retour aux conditions générales' })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

export default function StaticPage({ route, params }: PageProps) {
  const state = useSiteContent();
  const hash = useStore($router)?.hash ?? '';
  const container = useRef<HTMLElement>(null);
  const { content } = state;
  const resolved = content ? resolve(content, route, params.pointId) : null;
  useFragmentTarget(container, state.status === 'ready' && resolved?.kind === 'page', hash);

  let body: ReactNode;
  if (!content || !resolved) body = state.status === 'error' ? <ContentLoadError onRetry={state.retry} /> : <ContentLoading />;
  else if (resolved.kind === 'page') body = <PageView resolved={resolved} content={content} />;
  else body = <Missing kind={resolved.kind} content={content} />;

  return (
    <article
      ref={container}
      className="site-text-page static-page"
      part="static-page"
      aria-busy={state.status === 'loading' || undefined}
      lang={content ? htmlLangOf(content.locale) : undefined}
      dir={content ? dirOf(content.locale) : undefined}
    >
      {content && state.status === 'error' ? <ContentLoadError onRetry={state.retry} /> : null}
      {body}
    </article>
  );
}
