import { describe, expect, it } from 'vitest';
import { elementAt, resolve, type Context } from '../../../widgets/site/shell/resolve';
import { matchPath, ROUTES } from '../../../widgets/site/shell/router';

const desktop = (auth: Context['auth'] = 'guest'): Context => ({ auth, viewportWidth: 1280 });
const phone = (auth: Context['auth'] = 'guest'): Context => ({ auth, viewportWidth: 375 });

const match = matchPath;
/** The sportsbook shown while the shell corrects its URL to `to` (it is not remounted for it). */
const sport = (to: string) => ({ kind: 'element', page: 'sportsbook', footer: false, to });

describe('route table', () => {
  it('matches every fixed route of spec §2 to itself', () => {
    for (const [name, pattern] of Object.entries(ROUTES)) {
      if (pattern.includes(':')) continue;
      expect(match(pattern).route, pattern).toBe(name);
    }
  });

  it('gives fixed slot pages priority over the parameter patterns', () => {
    expect(match('/slots/casino').route).toBe('slotsCasino');
    expect(match('/slots/pragmaticplay/vs20doghouse').route).toBe('slotsPath');
    expect(match('/slots/pragmaticplay/vs20doghouse/fs1/session').route).toBe('slotsFreeSpin');
    expect(match('/verify/abc123')).toMatchObject({ route: 'verifyKey', params: { key: 'abc123' } });
    expect(match('/terms-and-conditions/generalTerms')).toMatchObject({ route: 'termsPoint', params: { pointId: 'generalTerms' } });
  });
});

describe('redirects and guards (spec §2)', () => {
  it('sends / to /main and a bare /slots to the casino slots page', () => {
    expect(resolve(match('/'), desktop())).toEqual({ kind: 'redirect', to: '/main' });
    expect(resolve(match('/slots'), desktop('signed-in'))).toEqual({ kind: 'redirect', to: '/slots/casino' });
  });

  it.each(['/settings', '/profile', '/profile/user-info', '/profile/transactions/42', '/balance'])(
    'sends a guest from the auth-only %s to /main',
    (path) => {
      // The redirect stays (spec money-and-games §2); the shell asks for a sign-in, then comes back.
      expect(resolve(match(path), desktop('guest'))).toEqual({ kind: 'redirect', to: '/main', signInThen: path });
      expect(resolve(match(path), desktop('signed-in')).kind).not.toBe('redirect');
    },
  );

  it('asks for no sign-in on a guest-only page a player leaves, nor on a page anybody may open', () => {
    expect(resolve(match('/sign-in'), desktop('signed-in'))).toEqual({ kind: 'redirect', to: '/main' });
    expect(resolve(match('/'), desktop('guest'))).toEqual({ kind: 'redirect', to: '/main' });
  });

  it.each(['/sign-in', '/auth/sign-in', '/registration'])('sends a player from the guest-only %s to /main', (path) => {
    expect(resolve(match(path), desktop('signed-in'))).toEqual({ kind: 'redirect', to: '/main' });
    expect(resolve(match(path), desktop('guest'))).toMatchObject({ kind: 'shell' });
  });

  it('waits while a stored session is restored instead of redirecting', () => {
    expect(resolve(match('/settings'), desktop('restoring'))).toEqual({ kind: 'wait' });
    expect(resolve(match('/sign-in'), desktop('restoring'))).toEqual({ kind: 'wait' });
    expect(resolve(match('/registration'), desktop('restoring'))).toEqual({ kind: 'wait' });
    expect(resolve(match('/faq'), desktop('restoring'))).toMatchObject({ kind: 'shell', page: 'static' });
  });

  it.each(['/balance', '/profile', '/profile/user-info', '/profile/withdraw', '/profile/transactions/42'])(
    'mounts the player\'s element page %s while a stored session is restored, as a signed-in player gets it',
    (path) => {
      // Its chunk and first paint do not wait for the server's answer (docs/architecture.md "Speed budgets");
      // the element draws the stored player, and a refused session turns guest: the guard above sends it to sign-in.
      for (const context of [desktop, phone]) expect(resolve(match(path), context('restoring')), path).toEqual(resolve(match(path), context('signed-in')));
    },
  );

  it('lets everybody open the general pages, e-mail links and the wheel', () => {
    for (const path of ['/main', '/faq', '/faq/igrovoi-kont', '/terms-and-conditions/privacyPolicy', '/verify/k', '/email/verify/email/t', '/emails/verify/password/confirm/t', '/recovery-password', '/wheel-game', '/search']) {
      expect(resolve(match(path), desktop('guest')).kind, path).toMatch(/shell|element/);
    }
  });

  it('opens the wheel and its history as full-screen modals over the home page, for guests and players', () => {
    for (const auth of ['guest', 'signed-in'] as const) {
      expect(resolve(match('/wheel-game'), desktop(auth))).toEqual({ kind: 'shell', page: 'main', footer: true, modal: 'wheel' });
      expect(resolve(match('/wheel-game-history'), desktop(auth))).toEqual({ kind: 'shell', page: 'main', footer: true, modal: 'wheel-history' });
    }
  });

  it('shows the not-found page for unknown paths', () => {
    expect(resolve(match('/nowhere/at/all'), desktop())).toMatchObject({ kind: 'shell', page: 'not-found' });
  });

  it('shows the lobby on casino routes (to guests too: the lobby asks them to log in to play) and hides the footer on sport pages', () => {
    expect(resolve(match('/slots/live-casino'), desktop())).toMatchObject({ kind: 'element', page: 'lobby', footer: true });
    expect(resolve(match('/sport/sft'), desktop())).toMatchObject({ kind: 'element', page: 'sportsbook', footer: false });
    expect(resolve(match('/sport/sft/live'), desktop())).toMatchObject({ footer: false });
    expect(resolve(match('/main'), desktop())).toMatchObject({ footer: true });
  });
});

// The element pages go through the registry (element-pages.ts: prefix → element) and the element's
// location.ts (canonicalPath); the rules themselves are tested there (tests/unit/{profile,cashier,
// sportsbook,lobby}/location.test.ts). Each case here is the same resolution, end to end.
describe('element pages by prefix, with their own redirects', () => {
  it('maps each path to the element owning its longest prefix, in any case, as the router matches', () => {
    expect(elementAt('/slots/casino')).toBe('lobby');
    expect(elementAt('/sport/sft/live')).toBe('sportsbook');
    expect(elementAt('/sport/dgt/eu/Home')).toBe('sportsbook');
    expect(elementAt('/sport')).toBeUndefined();
    expect(elementAt('/balance')).toBe('cashier');
    expect(elementAt('/profile/withdraw')).toBe('cashier');
    expect(elementAt('/PROFILE/pay-history')).toBe('cashier');
    expect(elementAt('/profile')).toBe('profile');
    expect(elementAt('/profile/transactions/42')).toBe('profile');
    expect(elementAt('/profiles')).toBeUndefined();
    expect(elementAt('/wheel-game')).toBeUndefined();
  });

  it('sends unknown profile sections back to /profile and routes money sections to the cashier', () => {
    expect(resolve(match('/profile/nonsense'), desktop('signed-in'))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolve(match('/profile/transactions/abc'), desktop('signed-in'))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolve(match('/profile/bet-history/sft'), desktop('signed-in'))).toMatchObject({ page: 'profile' });
    expect(resolve(match('/profile/bet-history/xyz'), desktop('signed-in'))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(resolve(match('/profile/withdraw'), desktop('signed-in'))).toMatchObject({ page: 'cashier' });
  });

  it('redirects an invalid view or page to the Home page of a valid view', () => {
    expect(resolve(match('/sport/dgt/zz/Home'), desktop())).toEqual(sport('/sport/dgt/af/Home'));
    expect(resolve(match('/sport/dgt/eu/Nope'), desktop())).toEqual(sport('/sport/dgt/eu/Home'));
    expect(resolve(match('/sport/dgt/eu'), desktop())).toEqual(sport('/sport/dgt/eu/Home'));
    expect(resolve(match('/sport/dgt/eu/EventView/77'), desktop())).toMatchObject({ kind: 'element', page: 'sportsbook' });
  });

  it('forces the mobile view under 767 px, keeping the page and the event', () => {
    // The sportsbook stays mounted while its URL is corrected: its frame keeps its document (a rotation).
    expect(resolve(match('/sport/dgt/eu/EventView/77'), phone())).toEqual(sport('/sport/dgt/m/EventView/77'));
    expect(resolve(match('/sport/dgt/es/Home'), phone())).toMatchObject({ kind: 'element' });
    expect(resolve(match('/sport/dgt/m/Live'), phone())).toMatchObject({ kind: 'element' });
    // Live exists only in the mobile view: a wide screen gets the fallback view's Home.
    expect(resolve(match('/sport/dgt/m/Live'), desktop())).toEqual(sport('/sport/dgt/af/Home'));
  });
});

describe('a withdraw-only login (docs/architecture.md "Withdraw-only login")', () => {
  const withdrawOnly = (auth: Context['auth'] = 'signed-in', width = 1280): Context => ({ auth, viewportWidth: width, withdrawOnly: true });

  it.each(['/profile/withdraw', '/profile/transactions', '/profile/transactions/42', '/profile/pay-history', '/PROFILE/pay-history'])('opens %s', (path) => {
    const resolution = resolve(match(path), withdrawOnly());
    expect(resolution.kind, path).toBe('element');
    expect(resolve(match(path), withdrawOnly('signed-in', 375)).kind, path).toBe('element');
  });

  it.each([
    '/',
    '/main',
    '/wheel-game',
    '/wheel-game-history',
    '/slots/casino',
    '/slots/live-casino',
    '/slots/pragmaticplay/vs20doghouse',
    '/sport',
    '/sport/sft',
    '/sport/sft/live',
    '/balance',
    '/profile',
    '/profile/replenishment',
    '/profile/cashier',
    '/profile/user-info',
    '/profile/limits',
    '/profile/self-exclusion',
    '/profile/promocode',
    '/profile/bet-history',
    '/settings',
    '/sign-in',
    '/registration',
    '/search',
    '/faq',
  ])('sends %s to /profile/withdraw', (path) => {
    expect(resolve(match(path), withdrawOnly())).toEqual({ kind: 'redirect', to: '/profile/withdraw' });
  });

  it('confines only a signed-in withdraw-only login: a player, a guest, a session being restored are not', () => {
    expect(resolve(match('/main'), desktop('signed-in')).kind).toBe('shell');
    expect(resolve(match('/main'), withdrawOnly('guest')).kind).toBe('shell');
    expect(resolve(match('/settings'), withdrawOnly('restoring'))).toEqual({ kind: 'wait' });
  });

  it('mounts only what a withdraw-only login reaches while it is restored; the rest waits for the verdict', () => {
    // Its closed pages would redirect it once signed in: nothing of them paints meanwhile.
    expect(resolve(match('/profile/withdraw'), withdrawOnly('restoring'))).toEqual(resolve(match('/profile/withdraw'), withdrawOnly()));
    for (const path of ['/balance', '/profile', '/profile/replenishment', '/profile/user-info']) expect(resolve(match(path), withdrawOnly('restoring')), path).toEqual({ kind: 'wait' });
  });
});
