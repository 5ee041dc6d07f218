// One rule for every menu, so none offers what another hides (the casino of the cashplayer, user type 1) or
// lacks what another has (the deposit on the phone's account panel). Every menu — main, side, bottom
// navigation, account panel — is menuOf(kind, viewer); these tests hold the rule per viewer: guest,
// self-registered player (type 0), cashier-registered player (type 1), and a jurisdiction without the casino.
import { describe, expect, it } from 'vitest';
import { MENU, MENU_KINDS, menuOf, type MenuKind, type Viewer } from '../../../widgets/site/chrome/menu';

const guest: Viewer = { isAuth: false, userTypes: null };
const type0: Viewer = { isAuth: true, userTypes: 0 };
const type1: Viewer = { isAuth: true, userTypes: 1 };
const france: Viewer = { isAuth: true, userTypes: 0, products: ['sport'] };
const ids = (kind: MenuKind, viewer: Viewer) => menuOf(kind, viewer).map((e) => e.id);
/** Every entry a viewer sees, in any menu, as "kind:id". */
const everywhere = (viewer: Viewer) => MENU_KINDS.flatMap((kind) => ids(kind, viewer).map((id) => `${kind}:${id}`));
const CASINO_PAGES = ['/slots/casino', '/slots/live-casino'];

describe('one menu rule for every menu', () => {
  it('bottom navigation: home, sport, casino for a guest and a self-registered player', () => {
    expect(ids('bottom', guest)).toEqual(['home', 'sport-chooser', 'casino']);
    expect(ids('bottom', type0)).toEqual(['home', 'sport-chooser', 'casino']);
  });

  it('the cashier-registered player (type 1) meets the casino pages in no menu at all', () => {
    expect(ids('bottom', type1)).toEqual(['home', 'sport-chooser']);
    expect(ids('main', type1)).not.toContain('casino');
    const seen = MENU_KINDS.flatMap((kind) => menuOf(kind, type1).map((e) => e.href));
    for (const page of CASINO_PAGES) expect(seen, page).not.toContain(page);
  });

  it('the main menu and the bottom navigation agree on the casino for every viewer', () => {
    for (const viewer of [guest, type0, type1, france]) {
      expect(ids('bottom', viewer).includes('casino'), JSON.stringify(viewer)).toBe(ids('main', viewer).includes('casino'));
    }
  });

  it('the account panel offers the deposit and the settings to signed-in players of both types, never to a guest', () => {
    for (const viewer of [type0, type1]) {
      expect(ids('account-actions', viewer)).toEqual(['deposit']);
      expect(ids('account', viewer)).toEqual(['settings']);
      expect(ids('profile', viewer)).toEqual(['slots-history', 'bet-history', 'statement', 'exchange-bonus', 'change-password']);
    }
    expect(ids('account-actions', guest)).toEqual([]);
    expect(ids('account', guest)).toEqual([]);
    expect(ids('profile', guest)).toEqual([]);
  });

  it('the desktop header offers the profile and the deposit to signed-in players, the same deposit as the phone panel', () => {
    for (const viewer of [type0, type1, france]) expect(ids('header-account', viewer)).toEqual(['profile', 'deposit']);
    expect(ids('header-account', guest)).toEqual([]);
    const deposit = (kind: MenuKind) => menuOf(kind, type0).find((e) => e.id === 'deposit')!;
    expect(deposit('header-account')).toBe(deposit('account-actions'));
    expect(deposit('header-account').href).toBe('/profile/replenishment');
  });

  it('a jurisdiction without the casino hides it in the bottom navigation too; without sport, the sport entry', () => {
    expect(ids('bottom', france)).toEqual(['home', 'sport-chooser']);
    expect(ids('bottom', { ...guest, products: ['casino'] })).toEqual(['home', 'casino']);
  });

  it('a guest sees no signed-in-only entry anywhere, and a player sees every menu a guest sees plus the account', () => {
    const signedInOnly = MENU.filter((e) => e.signedInOnly).map((e) => e.id);
    expect(everywhere(guest).filter((k) => signedInOnly.includes(k.split(':')[1]!))).toEqual([]);
    const player = new Set(everywhere(type0));
    for (const k of everywhere(guest)) expect(player.has(k), k).toBe(true);
  });

  it('every entry belongs to at least one known menu', () => {
    for (const entry of MENU) {
      expect(entry.menus.length, entry.id).toBeGreaterThan(0);
      for (const kind of entry.menus) expect(MENU_KINDS, entry.id).toContain(kind);
    }
  });
});

describe('a withdraw-only login (docs/architecture.md "Withdraw-only login")', () => {
  const withdrawOnly: Viewer = { isAuth: true, userTypes: 0, withdrawOnly: true };

  it('meets no casino, sport, wheel or deposit entry; only what it may open (the statement)', () => {
    expect(everywhere(withdrawOnly)).toEqual(['profile:statement']);
    for (const kind of MENU_KINDS) {
      for (const entry of menuOf(kind, withdrawOnly)) expect(entry.href, `${kind}:${entry.id}`).toMatch(/^\/profile\/(withdraw|transactions|pay-history)/);
    }
    // The same player signed in normally sees the deposit and the casino again.
    expect(ids('header-account', { ...withdrawOnly, withdrawOnly: false })).toContain('deposit');
  });
});
