// @vitest-environment jsdom
// The static page and the search page rendered in jsdom with their real content chunks: heading
// structure, breadcrumbs, FAQ disclosures, the terms' table of contents and not-found state, the language
// switch, fragment targets, and the search form that mirrors its query in the URL and announces counts.
// (The shell's own rendering of these modules is covered end to end by the shell's tests.)
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { ownCatalog } from '../support/own-catalog';
import { configure } from '../../../src/config/config';
import { $router } from '../../../widgets/site/shell/router';
import type { PageProps } from '../../../widgets/site/shell/page';
import StaticPage, { styles as staticStyles } from '../../../widgets/site/content/static-page';
import SearchPage, { styles as searchStyles } from '../../../widgets/site/content/search-page';
import { loadContent } from '../../../widgets/site/content';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
const unsubscribe: Array<() => void> = [];

beforeAll(async () => {
  await Promise.all([activateLocale('fr', ownCatalog('site')), loadContent('fr'), loadContent('ar')]);
  // jsdom has neither; the page scrolls a fragment target into view with the reduced-motion preference.
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  // The shell keeps the router mounted (history listeners); so does this test.
  unsubscribe.push($router.listen(() => undefined));
});

beforeEach(() => {
  configure({ language: 'fr' });
  $router.open('/main', true);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
});

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function render(Page: (props: PageProps) => unknown, props: Partial<PageProps> & { route: string }) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const full: PageProps = { params: {}, search: {}, path: '/', ...props };
  await act(async () => root!.render(createElement(I18nProvider, { i18n }, createElement(Page as never, full))));
  await settle();
  return container;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const all = (selector: string) => [...container.querySelectorAll(selector)];

describe('static page', () => {
  it('exports its CSS (px and em only, logical properties)', () => {
    // Vitest imports *.css as an empty module; the build (scripts/rollup-css.mjs) makes it the file's text.
    expect(typeof staticStyles).toBe('string');
    expect(typeof searchStyles).toBe('string');
    for (const file of ['content/static-page.css', 'content/search-page.css', 'content/view.css']) {
      const css = readFileSync(`${process.cwd()}/widgets/site/${file}`, 'utf8');
      expect(css).toMatch(/@layer casino\.site-pages/);
      expect(css).not.toMatch(/\drem\b/);
      expect(css).not.toMatch(/(margin|padding)-(left|right)\b|\b(left|right):/);
    }
  });

  it('renders a FAQ sub-page: one h1, breadcrumbs back to the FAQ, questions as disclosures, amounts left to right', async () => {
    await render(StaticPage, { route: 'faqPayments', path: '/faq/depoziti-i-vyplati' });
    expect(all('h1').map(text)).toEqual(['Dépôts et retraits']);
    const crumbs = container.querySelector('nav[aria-label="Fil d’Ariane"]')!;
    expect([...crumbs.querySelectorAll('a')].map((a) => [a.getAttribute('href'), text(a)])).toEqual([
      ['/main', 'Accueil'],
      ['/faq', 'Questions fréquentes'],
    ]);
    expect(text(crumbs.querySelector('[aria-current="page"]'))).toBe('Dépôts et retraits');
    expect(all('h2').map(text)).toEqual(['Dépôts', 'Retraits']);
    const details = all('details') as HTMLDetailsElement[];
    expect(details.length).toBe(10);
    expect(details.every((d) => !d.open && d.querySelector('summary'))).toBe(true);
    expect(all('bdi[dir="ltr"]').map(text)).toEqual(expect.arrayContaining(['5 EUR', '10 EUR']));
    expect(document.title).toBe('Dépôts et retraits · Casino');
  });

  it('opens the question a link points at (/faq/…#anchor) and moves the focus to it', async () => {
    $router.open('/faq/depoziti-i-vyplati#retrait-minimum', true);
    await render(StaticPage, { route: 'faqPayments', path: '/faq/depoziti-i-vyplati' });
    const target = container.querySelector<HTMLDetailsElement>('#retrait-minimum')!;
    expect(target.open).toBe(true);
    expect(document.activeElement).toBe(target.querySelector('summary'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('lists the terms points in a table of contents on the terms overview', async () => {
    await render(StaticPage, { route: 'terms', path: '/terms-and-conditions' });
    expect(all('h1').map(text)).toEqual(['Conditions générales']);
    const toc = container.querySelector('nav[aria-labelledby]')!;
    expect(text(document.getElementById(toc.getAttribute('aria-labelledby')!))).toBe('Sommaire');
    expect([...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/terms-and-conditions/generalTerms',
      '/terms-and-conditions/responsibleGaming',
      '/terms-and-conditions/privacyPolicy',
    ]);
    expect(container.querySelector('nav[aria-label="Fil d’Ariane"]')).toBeNull();
  });

  it('renders a terms point with breadcrumbs and a way back to the terms', async () => {
    await render(StaticPage, { route: 'termsPoint', params: { pointId: 'responsibleGaming' }, path: '/terms-and-conditions/responsibleGaming' });
    expect(all('h1').map(text)).toEqual(['Jeu responsable']);
    expect(all('h2').map(text)).toEqual(expect.arrayContaining(['Auto-exclusion', 'Faire une pause', 'Obtenir de l’aide']));
    expect(all('a').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/terms-and-conditions', '/profile/limits', '/profile/self-exclusion']),
    );
    expect(document.title).toBe('Jeu responsable · Casino');
  });

  it('shows a translated not-found state for an unknown terms point, with a link back to the terms', async () => {
    await render(StaticPage, { route: 'termsPoint', params: { pointId: 'bonusRules' }, path: '/terms-and-conditions/bonusRules' });
    expect(all('h1').map(text)).toEqual(['Section introuvable']);
    expect(all('a').map((a) => [a.getAttribute('href'), text(a)])).toEqual(
      expect.arrayContaining([['/terms-and-conditions', 'Retour aux conditions générales']]),
    );
    expect(document.title).toBe('Section introuvable · Casino');
  });

  it('follows the language: Arabic content, right to left, with Arabic UI strings', async () => {
    await act(async () => activateLocale('ar'));
    await render(StaticPage, { route: 'faqAccount', path: '/faq/igrovoi-kont' });
    expect(all('h1').map(text)).toEqual(['Compte de jeu']);
    await act(async () => configure({ language: 'ar' }));
    await settle();
    expect(all('h1').map(text)).toEqual(['حساب اللعب']);
    expect(container.querySelector('article')!.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('article')!.getAttribute('lang')).toBe('ar');
    expect(text(container.querySelector('nav[aria-label] a'))).toBe('الرئيسية');
    await act(async () => activateLocale('fr'));
  });

  it('renders every static route with exactly one h1', async () => {
    for (const route of ['help', 'faq', 'faqAccount', 'faqPayments', 'terms', 'contacts', 'info', 'aboutUs']) {
      await render(StaticPage, { route });
      expect(all('h1'), route).toHaveLength(1);
      await act(async () => root?.unmount());
      root = null;
      container.remove();
    }
  });

  it('links contacts with mailto: and tel:', async () => {
    await render(StaticPage, { route: 'contacts', path: '/contacts' });
    const hrefs = all('a').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('mailto:support@casino-widgets.example');
    expect(hrefs).toContain('tel:+21670000000');
  });
});

describe('search page', () => {
  it('shows results for ?q= with marked matches, and announces their number politely', async () => {
    $router.open('/search?q=d%C3%A9p%C3%B4t%20minimum', true);
    await render(SearchPage, { route: 'search', path: '/search', search: { q: 'dépôt minimum' } });
    expect(all('h1').map(text)).toEqual(['Recherche']);
    const form = container.querySelector('form[role="search"]')!;
    const input = form.querySelector('input')!;
    expect(input.value).toBe('dépôt minimum');
    expect(text([...form.querySelectorAll('label')].find((l) => l.htmlFor === input.id))).toBe('Rechercher dans l’aide, la FAQ et les conditions');
    const results = all('ol li');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.querySelector('a')!.getAttribute('href')).toBe('/faq/depoziti-i-vyplati#depot-minimum');
    expect(results[0]!.querySelectorAll('mark').length).toBeGreaterThan(0);
    const status = container.querySelector('[role="status"]')!;
    expect(text(status)).toBe(`${results.length} résultats pour « dépôt minimum »`);
  });

  it('updates the URL with replace (no history entry) once typing pauses, and shows the empty state', async () => {
    $router.open('/search', true);
    await render(SearchPage, { route: 'search', path: '/search', search: {} });
    expect(text(container.querySelector('.search-empty'))).toMatch(/Saisissez un mot/);
    expect(text(container.querySelector('[role="status"]'))).toBe('');
    const historyLength = history.length;
    const input = container.querySelector('input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'zzyzx');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(location.pathname + location.search).toBe('/search?q=zzyzx');
    expect(history.length).toBe(historyLength);
    expect(text(container.querySelector('.search-empty h2'))).toBe('Aucun résultat');
    expect(text(container.querySelector('[role="status"]'))).toBe('Aucun résultat pour « zzyzx »');
  });
});
