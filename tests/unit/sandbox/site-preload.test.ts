// The reference site page's route hints (issue 12): the page a URL opens, its catalog and its chunks are
// preloaded with the shell, decided by the site's own router and resolve(), for what a guest and a
// signed-in player would both open.
import { describe, expect, it } from 'vitest';
import { addRoutePreloads } from '../../../demo/sandbox/http/site-page';
import { CALL_WIRE, DEFAULT_CATALOG, LOBBY_BANNERS, SITE_CATALOG, routeHint } from '../../../demo/sandbox/http/site-preload';

const MAIN_PAGE = 'widgets/site/pages/main-page.tsx';

describe('routeHint', () => {
  it('opens /main (and / through its redirect, and the wheel over /main) with the home page and the French catalogs', () => {
    for (const path of ['/', '/main', '/main/', '/wheel-game', '/wheel-game-history']) {
      expect(routeHint(path).lazy, path).toEqual(expect.arrayContaining([DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE, MAIN_PAGE]));
    }
    expect(routeHint('/wheel-game').lazy).toContain('src/i18n/locales/fr/wheel/messages.ts');
    expect(routeHint('/main').entries).toEqual([]);
    // The wheel's routes open it in a modal over the home page: its element comes with the page.
    expect(routeHint('/wheel-game').entries).toEqual(['casino-wheel.js']);
    expect(routeHint('/wheel-game-history').entries).toEqual(['casino-wheel.js']);
    expect(DEFAULT_CATALOG).toBe('src/i18n/locales/fr/messages.ts');
    expect(SITE_CATALOG).toBe('src/i18n/locales/fr/site/messages.ts');
  });

  it('opens an element page with its entry and its own catalog', () => {
    expect(routeHint('/slots/casino')).toEqual({
      lazy: [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE, 'src/i18n/locales/fr/lobby/messages.ts', 'widgets/lobby/lobby-filters.tsx'],
      entries: ['casino-lobby.js', 'casino-banners.js'],
    });
  });

  it('hints the client\'s wire on every page: each one calls the API as it opens', () => {
    expect(CALL_WIRE).toBe('src/api/wire.ts');
    for (const path of ['/main', '/slots/casino', '/profile', '/sign-in']) expect(routeHint(path).lazy, path).toContain(CALL_WIRE);
  });

  it('hints only the catalogs where a guest and a signed-in player open different pages', () => {
    // /profile sends a guest to /main; /sign-in sends a signed-in player to /main.
    for (const path of ['/profile', '/sign-in']) expect(routeHint(path), path).toEqual({ lazy: [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE], entries: [] });
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
    const html = addRoutePreloads(PAGE, '/main', entries, lazy);
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
    expect(links(addRoutePreloads(PAGE, '/slots/casino', entries, lazy)).slice(2)).toEqual([
      '/dist/chunks/messages-3.js',
      '/dist/casino-lobby.js',
      '/dist/chunks/lobby-dep-2.js',
      `/dist/${LOBBY_BANNERS}`,
      '/dist/chunks/embla-5.js',
    ]);
  });

  it('never preloads the entry of an element that is not built (its page says "coming soon")', () => {
    expect(routeHint('/sport/sft').entries).toEqual(['casino-sportsbook.js']);
    expect(links(addRoutePreloads(PAGE, '/sport/sft', entries, lazy))).not.toContain('/dist/casino-sportsbook.js');
  });

  it('leaves the page alone without lists (no build yet)', () => {
    expect(addRoutePreloads(PAGE, '/main', {}, {})).toBe(PAGE);
  });
});
