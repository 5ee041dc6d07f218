// defineWidget(): turns a React component into one of our custom elements (docs/conventions.md §2) on r2wc, and
// adds what r2wc leaves out: constructable stylesheets in an open shadow root, define-once with a
// version warning, boolean and removed attributes, properties set before the upgrade, the page-wide
// config attributes, an error boundary, the i18n provider and the text direction.
import { Component as ReactComponent, Fragment, createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { I18nProvider } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { i18n } from '../i18n/i18n';
import { activateLocale, catalogReady, type OwnCatalog } from '../i18n/load';
import { htmlLangOf } from '../i18n/locale';
import { $locale, $dir, $userSettings } from '../stores/locale';
import { CONFIG_ATTRIBUTES, configure, type ConfigAttribute } from '../config/config';
import { preloadSessionCalls, startSession } from '../stores/auth';
import { preloadErrorExplainer, reportApiError } from '../errors/report';
import { installErrorReporter } from '../stores/error-reporter';
import { ErrorScreen } from '../ui';
import { registerHost, $connectedHosts, emit, announceSessionChanges } from './events';
import { installPublicApi, VERSION } from './public-api';
import { lazyChunk, styleSheet, useChunk } from './lazy-chunk';
import { whenIdle } from '../platform/idle';
import { preloadWire } from '../api/client';
import uiCss from '../ui/ui.css';

function preloadForCalls(): void {
  void preloadWire();
  preloadSessionCalls();
  preloadErrorExplainer();
}

type AttributeType = 'string' | 'number' | 'boolean';

interface WidgetOptions {
  /** Element properties (camelCase) and their types; each is also observed as a kebab-case attribute. */
  attributes?: Record<string, AttributeType>;
  /** CSS text of the widget; adopted after the shared ui styles. */
  styles?: string[];
  /**
   * The element's own message catalog (src/i18n/catalogs.ts), fetched with the shared one before its
   * first render and on every language switch; omitted: the element's messages are in the shared one.
   */
  catalog?: OwnCatalog;
}

interface WidgetContextValue {
  host: HTMLElement;
  root: ShadowRoot;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The element a component is rendered in (for events and focus). */
export function useHost(): WidgetContextValue {
  // Every component renders inside a widget's Shell, which provides it (a missing provider fails at the
  // caller's first use of the value).
  return useContext(WidgetContext)!;
}

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

interface BoundaryProps {
  children: ReactNode;
  host: HTMLElement;
}

/** One per element: a broken widget shows the error screen with "try again"; the page around it lives. */
class WidgetErrorBoundary extends ReactComponent<BoundaryProps, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    const { host } = this.props;
    // The code and the tag say what failed where without the message's words (docs/operators.md "Events").
    emit(host, 'casino-error', {
      message: error instanceof Error ? error.message : String(error),
      code: (error as { code?: string } | null)?.code || 'render_failed',
      element: host.localName,
    });
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorScreen
          error={this.state.error}
          onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
        />
      );
    }
    // A new key on retry remounts the subtree from scratch.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

const toasterChunk = lazyChunk(() => import('../ui/toaster'));

/**
 * Renders the toasts once per page, in the first connected element on screen. The toaster and its styles
 * are a chunk of their own, fetched once the page is idle after its first paint, so a first load does not
 * carry them; notices raised before it arrives wait in the store and show then.
 */
function PageToaster({ host, root }: WidgetContextValue) {
  const hosts = useStore($connectedHosts);
  // The first element that is on screen: a host may hide one with its styles.
  // Decided when the page is idle, not while rendering nor in an effect (which runs in the frame's
  // animation callback, before its layout): reading the layout there forces the browser to lay out the whole
  // page, its first font lookup included, inside the first load's longest task (docs/architecture.md "Speed
  // budgets"). Once the page has painted, the layout is done and reading it is free.
  const [mine, setMine] = useState(false);
  useEffect(() => {
    let live = true;
    const decide = () => {
      const connected = hosts.filter((h) => h.isConnected);
      if (live) setMine((connected.find((h) => h.getClientRects().length > 0) ?? connected[0]) === host);
    };
    whenIdle(decide);
    addEventListener('resize', decide);
    return () => {
      live = false;
      removeEventListener('resize', decide);
    };
  }, [hosts, host]);
  const toaster = useChunk('toaster', toasterChunk, { root, styles: (m) => m.toasterStyles, enabled: mine });
  return mine && toaster.status === 'ready' ? <toaster.value.Toaster /> : null;
}

function Shell({ host, root, catalog, children }: WidgetContextValue & { catalog?: OwnCatalog; children: ReactNode }) {
  const locale = useStore($locale);
  const dir = useStore($dir);
  // Rendered once the first catalogs (shared and the element's own) are in; a later language switch keeps
  // the tree (and what the player typed); I18nProvider re-renders it when the new catalogs are active.
  const [ready, setReady] = useState(catalogReady(locale, catalog));
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(true);
    activateLocale(locale, catalog).then(done, done); // a missing catalog still leaves the ids, never a blank widget
    return () => {
      live = false;
    };
  }, [locale, catalog]);
  return (
    <WidgetContext.Provider value={{ host, root }}>
      <I18nProvider i18n={i18n}>
        <div className="casino-root" part="root" dir={dir} lang={htmlLangOf(locale)} aria-busy={ready ? undefined : 'true'}>
          {ready ? (
            <>
              <WidgetErrorBoundary host={host}>{children}</WidgetErrorBoundary>
              <PageToaster host={host} root={root} />
            </>
          ) : null}
        </div>
      </I18nProvider>
    </WidgetContext.Provider>
  );
}

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const DEFINED_VERSION = Symbol.for('casino-widgets.version');

type R2wcElement = HTMLElement & {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};

export function defineWidget<P extends object>(
  tag: `casino-${string}`,
  Widget: ComponentType<P>,
  options: WidgetOptions = {},
): CustomElementConstructor {
  installPublicApi();
  announceSessionChanges();
  installErrorReporter((error) => void reportApiError(error).catch(() => undefined));
  void $userSettings; // applies a remembered language choice before the first render

  const existing = customElements.get(tag) as (CustomElementConstructor & { [DEFINED_VERSION]?: string }) | undefined;
  if (existing) {
    if (existing[DEFINED_VERSION] !== VERSION) {
      console.warn(
        `[casino-widgets] <${tag}> ${existing[DEFINED_VERSION] ?? '?'} kept, ${VERSION} ignored`,
      );
    }
    return existing;
  }

  const attributes = options.attributes ?? {};
  // The config attributes as r2wc props (CONFIG_ATTRIBUTES' keys in camelCase; the type keeps the two lists equal).
  const configProps: Record<CamelCase<ConfigAttribute>, 'string'> = { apiBase: 'string', contentBase: 'string', lang: 'string', currency: 'string' };
  const props: Record<string, AttributeType> = { ...configProps, ...attributes };
  const propByAttribute = new Map(Object.keys(props).map((p) => [kebab(p), p]));
  const styles = [uiCss, ...(options.styles ?? [])];

  function Root(rendered: P & { container: ShadowRoot }) {
    const root = rendered.container;
    const host = root.host as HTMLElement;
    return (
      <Shell host={host} root={root} catalog={options.catalog}>
        <Widget {...rendered} />
      </Shell>
    );
  }

  const Base = r2wc(Root as ComponentType<P & { container: ShadowRoot }>, {
    shadow: 'open',
    props,
  }) as unknown as { new (): R2wcElement; prototype: R2wcElement };

  class CasinoElement extends Base {
    static [DEFINED_VERSION] = VERSION;
    #unregister: (() => void) | null = null;
    #connected = false;

    constructor() {
      super();
      const root = this.shadowRoot!;
      root.adoptedStyleSheets = styles.map(styleSheet);
    }

    connectedCallback() {
      // Properties a host set before our script loaded sit on the instance and hide the accessors.
      for (const name of Object.keys(props)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      for (const attr of Object.keys(CONFIG_ATTRIBUTES) as ConfigAttribute[]) {
        const value = this.getAttribute(attr);
        if (value) configure({ [CONFIG_ATTRIBUTES[attr]]: value });
      }
      this.#unregister = registerHost(this);
      void startSession();
      // What the first call and the first failure need, kept out of the first paint (docs/architecture.md
      // "Build and budgets").
      whenIdle(preloadForCalls);
      this.#connected = true;
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    }

    /**
     * r2wc renders only after connectedCallback. r2wc's element starts out "connected": it mounts on the
     * first attribute set, before it is in any document, then renders again on every further attribute and
     * once more when connected; an element upgraded in place gets an attribute callback per attribute
     * before its connectedCallback, each a render. An element a page's render created with four attributes
     * was rendered five times in that one task. connectedCallback mounts it once, every attribute read.
     */
    override [R2WC_RENDER]() {
      if (this.#connected) (Base.prototype as unknown as R2wcElement)[R2WC_RENDER].call(this);
    }

    disconnectedCallback() {
      this.#connected = false;
      this.#unregister?.();
      this.#unregister = null;
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (name in CONFIG_ATTRIBUTES && value) configure({ [CONFIG_ATTRIBUTES[name as ConfigAttribute]]: value });
      const prop = propByAttribute.get(name);
      const type = prop ? props[prop] : undefined;
      if (prop && (value === null || value === '' || type === 'boolean')) {
        // r2wc ignores empty and removed values; HTML semantics: a present boolean attribute is true
        // unless it says false/0/no, a removed one is false, a removed string or number is unset.
        this[R2WC_PROPS][prop] =
          type === 'boolean' ? value !== null && !/^(false|0|no|off)$/i.test(value) : value === '' && type === 'string' ? '' : undefined;
        this[R2WC_RENDER]();
        return;
      }
      (Base.prototype as unknown as { attributeChangedCallback(n: string, o: string | null, v: string | null): void }).attributeChangedCallback.call(
        this,
        name,
        old,
        value,
      );
    }
  }

  customElements.define(tag, CasinoElement);
  return CasinoElement;
}
