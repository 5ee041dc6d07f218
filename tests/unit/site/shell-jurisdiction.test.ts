// Jurisdiction profiles: what the site shows for a URL and in its menus under each profile
// (France offers sport only: no casino, live casino, virtuals, crash game or wheel anywhere).
import { describe, expect, it } from 'vitest';
import { resolve, type Context } from '../../../widgets/site/shell/resolve';
import { matchPath } from '../../../widgets/site/shell/router';
import { menuOf, type MenuKind, type Viewer } from '../../../widgets/site/chrome/menu';
import { productOf } from '../../../widgets/site/shell/products';
import { JURISDICTION_PRESETS } from '../../../src/stores/jurisdiction';

const FR = JURISDICTION_PRESETS.fr.products;
const NONE = JURISDICTION_PRESETS.none.products;
const at = (path: string, products: Context['products'], auth: Context['auth'] = 'signed-in', viewportWidth = 1280) =>
  resolve(matchPath(path), { auth, viewportWidth, products });

const CASINO_PATHS = ['/slots', '/slots/casino', '/slots/live-casino', '/slots/all', '/slots/virtual', '/slots/tvbet', '/slots/evolution', '/slots/spribe/aviator', '/slots/pragmaticplay/vs20doghouse', '/slots/x/y/fs1/session'];

describe('routes per jurisdiction', () => {
  it.each(CASINO_PATHS)('answers %s with the "not offered" page in France, for guests and players, on any width', (path) => {
    for (const auth of ['guest', 'signed-in'] as const) {
      for (const width of [375, 1280]) expect(at(path, FR, auth, width)).toEqual({ kind: 'shell', page: 'unavailable', footer: true });
    }
  });

  it.each(['/wheel-game', '/wheel-game-history'])('answers %s with the "not offered" page in France, not the wheel modal', (path) => {
    expect(at(path, FR)).toEqual({ kind: 'shell', page: 'unavailable', footer: true });
    expect(at(path, NONE)).toMatchObject({ kind: 'shell', page: 'main', modal: path === '/wheel-game' ? 'wheel' : 'wheel-history' });
  });

  it('keeps the casino where the profile offers it (none, UKGC, MGA) and where no profile applies', () => {
    for (const code of ['none', 'ukgc', 'mga'] as const) {
      expect(at('/slots/casino', JURISDICTION_PRESETS[code].products)).toEqual({ kind: 'element', page: 'lobby', footer: true });
    }
    expect(at('/slots/casino', undefined)).toEqual({ kind: 'element', page: 'lobby', footer: true });
    expect(at('/slots', NONE)).toEqual({ kind: 'redirect', to: '/slots/casino' });
  });

  it('keeps sport, the profile, the cashier and the content pages in France', () => {
    expect(at('/sport/sft', FR)).toMatchObject({ kind: 'element', page: 'sportsbook' });
    expect(at('/sport', FR)).toMatchObject({ kind: 'shell', page: 'sport-chooser' });
    expect(at('/profile/limits', FR)).toMatchObject({ kind: 'element', page: 'profile' });
    expect(at('/profile/replenishment', FR)).toMatchObject({ kind: 'element', page: 'cashier' });
    expect(at('/main', FR)).toMatchObject({ kind: 'shell', page: 'main' });
    expect(at('/terms-and-conditions/responsibleGaming', FR)).toMatchObject({ kind: 'shell', page: 'static' });
    // A path the site does not know is still a 404, not the jurisdiction page.
    expect(at('/nowhere', FR)).toMatchObject({ kind: 'shell', page: 'not-found' });
  });

  it('hides sport too when a server profile offers no sport', () => {
    expect(at('/sport/sft/live', ['casino'])).toEqual({ kind: 'shell', page: 'unavailable', footer: true });
    expect(at('/slots/casino', ['casino'])).toMatchObject({ kind: 'element', page: 'lobby' });
  });

  it('waits on a gated route while the server profile is unknown, and only there', () => {
    expect(at('/slots/casino', null)).toEqual({ kind: 'wait' });
    expect(at('/wheel-game', null)).toEqual({ kind: 'wait' });
    expect(at('/main', null)).toMatchObject({ kind: 'shell', page: 'main' });
    expect(at('/faq', null)).toMatchObject({ kind: 'shell', page: 'static' });
  });

  it('names the product of a route', () => {
    expect(productOf('wheel', undefined)).toBe('wheel');
    expect(productOf('slotsCasino', 'lobby')).toBe('casino');
    expect(productOf('sportSft', 'sportsbook')).toBe('sport');
    expect(productOf('profileSection', 'profile')).toBeNull();
  });
});

describe('menus per jurisdiction', () => {
  const player = (products?: readonly string[]): Viewer => ({ isAuth: true, userTypes: 0, products });
  const ids = (kind: MenuKind, viewer: Viewer) => menuOf(kind, viewer).map((e) => e.id);

  it('shows no casino, live casino, virtuals, TVBet, Evolution or crash game in France', () => {
    expect(ids('side', player(FR))).toEqual(['sport', 'live', 'about', 'terms', 'responsible']);
    expect(ids('main', player(FR))).toEqual(['sport', 'live']);
    expect(ids('side', { isAuth: false, userTypes: null, products: FR })).toEqual(['sport', 'live', 'about', 'terms', 'responsible']);
  });

  it('keeps the full menus under none, UKGC and MGA, and without a profile', () => {
    for (const products of [NONE, JURISDICTION_PRESETS.ukgc.products, JURISDICTION_PRESETS.mga.products, undefined]) {
      expect(ids('main', player(products))).toEqual(['sport', 'live', 'casino', 'live-casino', 'crash']);
    }
  });

  it('always keeps the responsible-gaming link in the side menu and the footer', () => {
    for (const products of [FR, NONE, [] as string[]]) {
      expect(ids('side', player(products))).toContain('responsible');
      expect(ids('footer-info', player(products))).toContain('responsible');
    }
  });

  it('keeps the game history in the profile menu in France (past play stays readable)', () => {
    expect(ids('profile', player(FR))).toContain('slots-history');
  });
});
