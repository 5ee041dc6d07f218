// The page area: shell pages and element pages, loaded lazily (spec §7 "Lazy chunks": 120 s timeout,
// script or style chunk errors), with the page-loading indicator while they load.
import { createElement, useEffect, type ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { useHost } from '@src/element/define-widget';
import { useChunk as useLazyChunk } from '@src/element/lazy-chunk';
import { Button, Spinner } from '@src/ui';
import { Icon } from '../chrome/icons';
import { ButtonLink } from '@src/ui/link';
import { ELEMENT_PAGES, type ElementPage } from './element-pages';
import { loadChunk, styleSheetOf, isChunkLoadError, type ChunkLoadError } from './lazy';
import type { PageModule, PageProps } from './page';
import type { ShellPage } from './resolve';
import { trackPageLoad } from './state';

const SHELL_PAGE_MODULES: Record<ShellPage, () => Promise<PageModule>> = {
  main: () => import('../pages/main-page'),
  'sign-in': () => import('../pages/sign-in-page'),
  registration: () => import('../pages/registration-page'),
  'sport-chooser': () => import('../pages/sport-chooser-page'),
  verify: () => import('../pages/verify-page'),
  'email-change-cancel': () => import('../pages/email-change-cancel-page'),
  recovery: () => import('../pages/recovery-page'),
  'password-confirm': () => import('../pages/password-confirm-page'),
  settings: () => import('../pages/settings-page'),
  static: () => import('../content/static-page'),
  search: () => import('../content/search-page'),
  'not-found': () => import('../pages/not-found-page'),
  unavailable: () => import('../pages/unavailable-page'),
};

type Loaded = { Page: ComponentType<PageProps>; sheet: CSSStyleSheet | null };
const loadedPages = new Map<ShellPage, Promise<Loaded>>();

function loadShellPage(name: ShellPage): Promise<Loaded> {
  let pending = loadedPages.get(name);
  if (!pending) {
    pending = loadChunk(name, SHELL_PAGE_MODULES[name]).then((module) => ({
      Page: module.default,
      sheet: module.styles ? styleSheetOf(name, module.styles) : null,
    }));
    loadedPages.set(name, pending);
  }
  return pending;
}

type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: ChunkLoadError | Error };

/** Loads `key` with `load`, counting it for the page-loading indicator while it is in flight. */
function useChunk<T>(key: string, load: () => Promise<T>): LoadState<T> {
  const state = useLazyChunk(key, load);
  const loading = state.status === 'loading';
  useEffect(() => (loading ? trackPageLoad() : undefined), [loading, key]);
  return state as LoadState<T>; // the loads here (loadChunk) reject with a ChunkLoadError only
}

export function PageLoader() {
  const { i18n } = useLingui();
  return (
    <div className="site-page-loader">
      <Spinner size="medium" label={i18n._({ id: 'site.page.loading', message: 'Chargement de la page…' })} />
    </div>
  );
}

/** The chunk-load error of spec §7: which part failed, and a reload (a failed module stays failed). */
function ChunkError({ error }: { error: ChunkLoadError | Error }) {
  const { i18n } = useLingui();
  const style = isChunkLoadError(error) && error.kind === 'style';
  return (
    <div className="casino-error-screen site-chunk-error" role="alert">
      <p className="casino-error-screen__title">
        {style
          ? i18n._({ id: 'site.chunk.style', message: 'Les styles de cette page n’ont pas pu être chargés.' })
          : i18n._({ id: 'site.chunk.script', message: 'Cette page n’a pas pu être chargée.' })}
      </p>
      <p className="casino-error-screen__text">
        {i18n._({ id: 'site.chunk.hint', message: 'Vérifiez votre connexion, puis rechargez la page.' })}
      </p>
      <Button variant="primary" onClick={() => location.reload()}>
        {i18n._({ id: 'site.chunk.reload', message: 'Recharger la page' })}
      </Button>
    </div>
  );
}

export function ShellPageView({ name, props }: { name: ShellPage; props: PageProps }) {
  const { root } = useHost();
  const state = useChunk(name, () => loadShellPage(name));
  const sheet = state.status === 'ready' ? state.value.sheet : null;
  if (sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') return <ChunkError error={state.error} />;
  const { Page } = state.value;
  return <Page {...props} />;
}

/** Another of our elements as the page; "coming soon" until the issue delivering it lands. */
export function ElementPageView({ page, attributes = {} }: { page: ElementPage; attributes?: Record<string, string> }) {
  const entry = ELEMENT_PAGES[page];
  if (!entry.load) return <ComingSoon page={page} />;
  return <LoadedElement page={page} load={entry.load} tag={entry.tag} attributes={attributes} />;
}

function LoadedElement({ page, load, tag, attributes }: { page: string; load: () => Promise<unknown>; tag: string; attributes: Record<string, string> }) {
  const state = useChunk(page, () => loadChunk(page, load));
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') return <ChunkError error={state.error} />;
  return createElement(tag, { ...attributes, class: 'site-element-page' });
}

function ComingSoon({ page }: { page: ElementPage }) {
  const { i18n } = useLingui();
  const entry = ELEMENT_PAGES[page];
  return (
    <section className="site-coming-soon" aria-labelledby="site-coming-soon-title">
      <span className="site-coming-soon__icon">
        <Icon name={entry.icon} />
      </span>
      <h1 id="site-coming-soon-title">{i18n._(entry.title)}</h1>
      <p>{i18n._({ id: 'site.coming_soon', message: 'Cette partie du site arrive bientôt. Merci de votre patience !' })}</p>
      <ButtonLink href="/main" variant="secondary">
        {i18n._({ id: 'site.back_home', message: 'Retour à l’accueil' })}
      </ButtonLink>
    </section>
  );
}
