// The reference site page's route preloads: the page a URL opens, its catalog and its chunks are preloaded
// with the shell, from the route table the build writes (dist/route-preload.json, the site's own
// widgets/site/shell/route-hints.ts) and the build's chunk lists. The sandbox only matches a path to its
// route there; that the table answers as the site's code does is tests/unit/site/route-hints.test.ts.
import { describe, expect, it } from 'vitest';
import { addRoutePreloads } from '../../../demo/sandbox/http/site-page';
import { readRouteTable, routeHint, type RouteTable } from '../../../demo/sandbox/http/site-preload';

const DEFAULT_CATALOG = 'src/i18n/locales/fr/messages.ts';
const MAIN_PAGE = 'widgets/site/pages/main-page.tsx';

/** A table as the build writes it: the router's patterns in order, each with its hint. */
const TABLE: RouteTable = {
  routes: [
    { route: 'main', pattern: '^\\/main$', flags: 'i', lazy: [DEFAULT_CATALOG, MAIN_PAGE], entries: [] },
    { route: 'slotsCasino', pattern: '^\\/slots\\/casino$', flags: 'i', lazy: [DEFAULT_CATALOG], entries: ['casino-lobby.js', 'casino-banners.js'] },
    { route: 'sportSft', pattern: '^\\/sport\\/sft$', flags: 'i', lazy: [DEFAULT_CATALOG], entries: ['casino-sportsbook.js'] },
    { route: 'slotsPath', pattern: '^\\/slots\\/(?<first>[^/]+)$', flags: 'i', lazy: [], entries: ['casino-lobby.js'] },
  ],
  unmatched: { lazy: [DEFAULT_CATALOG, 'widgets/site/pages/not-found-page.tsx'], entries: [] },
};

describe('routeHint', () => {
  it('answers the first route whose pattern the path matches, in any case and without its trailing slash', () => {
    expect(routeHint(TABLE, '/main')).toEqual({ lazy: [DEFAULT_CATALOG, MAIN_PAGE], entries: [] });
    expect(routeHint(TABLE, '/MAIN/')).toEqual({ lazy: [DEFAULT_CATALOG, MAIN_PAGE], entries: [] });
    expect(routeHint(TABLE, '/slots/casino').entries).toEqual(['casino-lobby.js', 'casino-banners.js']);
    expect(routeHint(TABLE, '/slots/pragmaticplay').entries).toEqual(['casino-lobby.js']);
  });

  it('answers the not-found page\'s hint for a path no route matches, and nothing without a table', () => {
    expect(routeHint(TABLE, '/no/such/page')).toEqual(TABLE.unmatched);
    expect(routeHint(undefined, '/main')).toEqual({ lazy: [], entries: [] });
  });

  it('reads only a table of the build\'s shape', () => {
    expect(readRouteTable(JSON.parse(JSON.stringify(TABLE)))).toEqual(TABLE);
    for (const bad of [undefined, null, [], { routes: [] }, { routes: [{ route: 'main' }], unmatched: TABLE.unmatched }, { routes: 'x', unmatched: TABLE.unmatched }]) {
      expect(readRouteTable(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});

describe('addRoutePreloads', () => {
  const PAGE = [
    '<head>',
    '    <link rel="modulepreload" href="/dist/casino-site.js" />',
    '    <link rel="modulepreload" href="/dist/chunks/runtime-1.js" />',
    '    <script type="module" src="/dist/casino-site.js"></script>',
    '</head>',
  ].join('\n');
  const entries = {
    'casino-site.js': ['chunks/runtime-1.js'],
    'casino-lobby.js': ['chunks/runtime-1.js', 'chunks/lobby-dep-2.js'],
    'casino-banners.js': ['chunks/runtime-1.js', 'chunks/embla-5.js'],
  };
  const lazy = {
    [DEFAULT_CATALOG]: ['chunks/messages-3.js'],
    [MAIN_PAGE]: ['chunks/main-page-4.js', 'chunks/runtime-1.js', 'casino-site.js', 'casino-banners.js', '../escape.js'],
  };
  const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);

  it('adds the page\'s chunks after the entry\'s links, in the entry\'s folder, each file once, never outside it', () => {
    const html = addRoutePreloads(PAGE, '/main', entries, lazy, TABLE);
    expect(links(html)).toEqual([
      '/dist/casino-site.js',
      '/dist/chunks/runtime-1.js',
      '/dist/chunks/messages-3.js',
      '/dist/chunks/main-page-4.js',
      '/dist/casino-banners.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" href="/dist/casino-banners.js" />\n    <script type="module"');
  });

  it('adds an element page\'s entry and its static imports; a lobby page\'s banner carousel after them', () => {
    expect(links(addRoutePreloads(PAGE, '/slots/casino', entries, lazy, TABLE)).slice(2)).toEqual([
      '/dist/chunks/messages-3.js',
      '/dist/casino-lobby.js',
      '/dist/chunks/lobby-dep-2.js',
      '/dist/casino-banners.js',
      '/dist/chunks/embla-5.js',
    ]);
  });

  it('never preloads the entry of an element that is not built (its page says "coming soon")', () => {
    expect(links(addRoutePreloads(PAGE, '/sport/sft', entries, lazy, TABLE))).not.toContain('/dist/casino-sportsbook.js');
  });

  it('leaves the page alone without lists or a route table (no build yet)', () => {
    expect(addRoutePreloads(PAGE, '/main', {}, {}, TABLE)).toBe(PAGE);
    expect(addRoutePreloads(PAGE, '/main', entries, lazy, undefined)).toBe(PAGE);
  });
});
