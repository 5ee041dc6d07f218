// Every page of the site has its own title in the current language (never just "Casino", nor "Accueil"
// on /wheel-game). Walks one path of every route of the site's table through resolve() —
// as a guest and as a player, on a phone and a desktop — and checks the title the shell gives it
// (shell/title.ts) in French and English: never empty, never the bare site name, translated, and the
// full-screen wheel named as the wheel. The lobby's own pages (a provider, a category) are named by the
// element's h1, checked in a browser by tests/e2e/site-titles.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { ownCatalog } from '../support/own-catalog';
import { ROUTES, matchPath, type RouteName } from '../../../widgets/site/shell/router';
import { resolve, type Context } from '../../../widgets/site/shell/resolve';
import { modalTitle, routeTitle } from '../../../widgets/site/shell/title';

/** One concrete path per route of the table. */
const SAMPLE: Record<RouteName, string> = {
  root: '/', main: '/main', signIn: '/sign-in', authSignIn: '/auth/sign-in', registration: '/registration', sport: '/sport',
  sportSft: '/sport/sft', sportSftLive: '/sport/sft/live', sportDgt: '/sport/dgt/line/1', wheel: '/wheel-game',
  wheelHistory: '/wheel-game-history', verifyEmail: '/verify-email', verify: '/verify', verifyKey: '/verify/abc',
  recovery: '/recovery-password', passwordConfirmLegacy: '/emails/verify/password/confirm/t', email: '/email',
  emailVerify: '/email/verify/email/t', passwordConfirm: '/email/verify/password/confirm/t',
  emailChangeCancel: '/email/cancel-change/t', balance: '/balance',
  help: '/help', faq: '/faq', faqAccount: '/faq/igrovoi-kont', faqPayments: '/faq/depoziti-i-vyplati', settings: '/settings',
  contacts: '/contacts', info: '/info', search: '/search', aboutUs: '/about-us', terms: '/terms-and-conditions',
  termsPoint: '/terms-and-conditions/responsibleGaming', profile: '/profile', profileSection: '/profile/transactions',
  slots: '/slots', slotsCasino: '/slots/casino', slotsLive: '/slots/live-casino', slotsAll: '/slots/all',
  slotsFreeSpin: '/slots/pragmatic/vs20/fs/session', slotsPath: '/slots/tvbet',
};

/** Where the site lands for `path` (redirects followed) and the title it gives, modal first. */
function titleAt(path: string, auth: Context['auth'], viewportWidth: number): { at: string; title: string | null } {
  let at = path;
  for (let hop = 0; hop < 4; hop++) {
    const shown = resolve(matchPath(at), { auth, viewportWidth });
    if (shown.kind === 'redirect') {
      at = shown.to;
      continue;
    }
    const modal = shown.kind === 'shell' ? modalTitle(i18n, shown.modal) : null;
    // An element page without a menu entry is named by its h1: stand in for the element's heading here.
    return { at, title: modal ?? routeTitle(i18n, shown, at, `h1 of ${at}`) };
  }
  throw new Error(`${path}: too many redirects`);
}

/** Pages whose name is the same word in French and English (brand names, "FAQ", "Contacts"). */
const SAME_IN_BOTH = ['/slots/casino', '/slots/tvbet', '/faq', '/contacts'];

const walk = (auth: Context['auth'], width: number) =>
  (Object.keys(ROUTES) as RouteName[]).map((route) => ({ route, ...titleAt(SAMPLE[route], auth, width) }));

describe('page titles', () => {
  beforeAll(() => activateLocale('fr', ownCatalog('site')));

  it('has a sample path for every route of the table', () => {
    for (const route of Object.keys(ROUTES) as RouteName[]) expect(matchPath(SAMPLE[route]).route, SAMPLE[route]).toBe(route);
  });

  for (const [auth, width] of [['guest', 1280], ['signed-in', 1280], ['signed-in', 390]] as const)
    it(`gives every route a specific title in French and English (${auth}, ${width} px)`, async () => {
      await activateLocale('fr', ownCatalog('site'));
      const fr = walk(auth, width);
      await activateLocale('en', ownCatalog('site'));
      const en = walk(auth, width);
      for (const [i, page] of fr.entries()) {
        const english = en[i]!;
        const where = `${page.route} ${SAMPLE[page.route]} → ${page.at}`;
        expect(page.title, where).toBeTruthy();
        expect(english.title, where).toBeTruthy();
        // Only the lobby's own casino page may be called "Casino" (its menu entry says so).
        if (page.at !== '/slots/casino') expect(page.title, where).not.toBe('Casino');
        // Translated: English differs from French, except the brand names that are the same in both.
        if (!SAME_IN_BOTH.includes(page.at) && !page.title!.startsWith('h1 of')) expect(english.title, where).not.toBe(page.title);
      }
    });

  it('names the lobby pages by what they show', async () => {
    await activateLocale('fr', ownCatalog('site'));
    expect(titleAt('/slots/live-casino', 'guest', 1280).title).toBe('Casino en direct');
    expect(titleAt('/slots/tvbet', 'guest', 1280).title).toBe('TVBet en direct');
    expect(titleAt('/slots/virtual', 'guest', 1280).title).toBe('Jeux virtuels');
    await activateLocale('en', ownCatalog('site'));
    expect(titleAt('/slots/live-casino', 'guest', 1280).title).toBe('Live casino');
  });

  it('names the wheel, not the home page beneath it, and its history', async () => {
    await activateLocale('fr', ownCatalog('site'));
    expect(titleAt('/wheel-game', 'signed-in', 1280).title).toBe('Roue de la fortune');
    expect(titleAt('/wheel-game-history', 'signed-in', 1280).title).toBe('Historique de la roue');
    await activateLocale('en', ownCatalog('site'));
    expect(titleAt('/wheel-game', 'signed-in', 1280).title).not.toBe('Home');
  });

  it('names profile and cashier pages by their section where a menu leads there, else by the page heading', async () => {
    await activateLocale('fr', ownCatalog('site'));
    expect(titleAt('/profile/transactions', 'signed-in', 1280).title).toBe('Relevé de compte');
    expect(titleAt('/profile/replenishment', 'signed-in', 1280).title).toBe('Dépôt');
    const shown = resolve(matchPath('/profile/withdraw'), { auth: 'signed-in', viewportWidth: 1280 });
    expect(routeTitle(i18n, shown, '/profile/withdraw', ' Retrait ')).toBe('Retrait');
    expect(routeTitle(i18n, shown, '/profile/withdraw', null)).toBeTruthy();
  });
});
