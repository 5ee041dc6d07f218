// What the reference site's page preloads for a URL (widgets/site/shell/route-hints.ts): decided by the
// site's router and resolve(), for what a guest and a signed-in player would both open, and written by the
// build as a route table the sandbox matches paths against (demo/sandbox/http/site-preload.ts). The table
// must answer every path as routeHint() does.
import { describe, expect, it } from 'vitest';
import { BALANCE_VIEW, CALL_WIRE, DEFAULT_CATALOG, LOBBY_BANNERS, LOBBY_FILTERS, SITE_CATALOG, routeHint, routePreloadTable } from '../../../widgets/site/shell/route-hints';
import { readRouteTable, routeHint as tableHint } from '../../../demo/sandbox/http/site-preload';
import { PAGES } from '../../../scripts/site-pages.mjs';

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
      lazy: [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE, 'src/i18n/locales/fr/lobby/messages.ts', LOBBY_FILTERS],
      entries: ['casino-lobby.js', LOBBY_BANNERS],
      carousel: 'own',
    });
    expect(routeHint('/sport/sft').entries).toEqual(['casino-sportsbook.js']);
  });

  it('names the carousel a page shows at its top: a lobby page its own, the home page and the wheel over it /main', () => {
    for (const path of ['/slots/casino', '/slots/live-casino', '/slots/pragmaticplay']) expect(routeHint(path).carousel, path).toBe('own');
    for (const path of ['/', '/main', '/wheel-game', '/wheel-game-history']) expect(routeHint(path).carousel, path).toBe('/main');
    for (const path of ['/sport/sft', '/sign-in', '/profile', '/balance', '/no/such/page']) expect(routeHint(path).carousel, path).toBeUndefined();
  });

  it('hints the client\'s wire on every page: each one calls the API as it opens', () => {
    expect(CALL_WIRE).toBe('src/api/wire.ts');
    for (const path of ['/main', '/slots/casino', '/profile', '/sign-in']) expect(routeHint(path).lazy, path).toContain(CALL_WIRE);
  });

  it('hints a guarded page\'s page for whom it is for: a player\'s cashier and profile, a guest\'s sign-in', () => {
    // /profile and /balance send a guest to /main, /sign-in a signed-in player: whoever is sent away fetches
    // a few unused chunks, the one the page is for gets its element (or page) and its first view with the HTML.
    expect(routeHint('/balance')).toEqual({ lazy: [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE, 'src/i18n/locales/fr/cashier/messages.ts', BALANCE_VIEW], entries: ['casino-cashier.js'] });
    expect(routeHint('/profile')).toEqual({ lazy: [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE, 'src/i18n/locales/fr/profile/messages.ts'], entries: ['casino-profile.js'] });
    expect(routeHint('/sign-in').lazy).toContain('widgets/site/pages/sign-in-page.tsx');
  });

  it('hints only the catalogs where both open a page the route\'s parameters choose (the profile\'s sections)', () => {
    // /profile/withdraw is the cashier's, /profile/bets the profile's: one row of the table answers both.
    for (const path of ['/profile/withdraw', '/profile/bets']) expect(routeHint(path), path).toEqual({ lazy: [DEFAULT_CATALOG, SITE_CATALOG, CALL_WIRE], entries: [] });
  });
});

describe('routePreloadTable', () => {
  // The build writes it as JSON; the sandbox reads it back.
  const table = readRouteTable(JSON.parse(JSON.stringify(routePreloadTable())));

  it('is a table the sandbox reads, one row per route of the router', () => {
    expect(table).toBeDefined();
    expect(table!.routes.map((r) => r.route)).toContain('slotsPath');
  });

  it('answers the site\'s main pages, their sub-paths, redirects and unknown paths as routeHint() does', () => {
    const paths = [
      ...PAGES.map((page) => page.path),
      '/', '/main/', '/MAIN', '/slots', '/slots/casino', '/slots/live-casino', '/slots/all', '/slots/pragmaticplay',
      '/slots/evolution/live', '/slots/pragmaticplay/vs20olympgate/1/session', '/sport', '/sport/sft', '/sport/sft/live',
      '/sport/dgt/prematch', '/wheel-game', '/wheel-game-history', '/profile', '/profile/bets', '/profile/withdraw',
      '/balance', '/settings', '/sign-in', '/registration', '/verify/abc', '/terms-and-conditions/responsibleGaming',
      '/faq/igrovoi-kont', '/search', '/email/verify/email/token', '/no/such/page', '/nowhere',
    ];
    for (const path of paths) expect(tableHint(table, path), path).toEqual(routeHint(path));
  });
});
