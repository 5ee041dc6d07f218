// <casino-profile> from the built dist/casino-profile.js in real Chromium, against this file's own sandbox
// (spec money-and-games.md §2 "Profile"): the signed-out request and prompt; the summary's figures for the
// seeded demo player (docs/api.md "Seeded accounts": 1 000,00 DT, bonus 5,00, documents approved); the menu
// (the spec's profile menu first), its navigation through `casino-navigate` and aria-current; the phone's
// list and back link below 767px against the side menu above, chosen by the element's own width; the limits
// page (docs/contracts/responsible-gaming.md) inside the layout; the focus on the section's heading after a
// move; fr, en and ar (right to left) from the catalogs; axe on both layouts.
import { setViewport } from '@web/test-runner-commands';
import { afterEach, before, describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, eventually, find, text, waitFor } from './support/dom';
import { amountOf, expectSignInRequested } from './support/signed-out';
import { signIn } from './support/lobby';
import { casinoWidgets } from './support/widgets';
import { msg, type Locale } from './support/catalog';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

// A database of its own: the figures below are the seeds', which the money-moving files would change.
const suite = profileSuite();

const PHONE = 390;
const DESKTOP = 1000;

const profile = (attrs: string, width: number) => mountProfile(`${attrs} style="display:block;width:${width}px"`, '[part~="profile"]');

const menuLinks = (el: HTMLElement) => $$<HTMLAnchorElement>(el, '[part~="menu-link"]');
const link = (el: HTMLElement, section: string) => $<HTMLAnchorElement>(el, `[part~="menu-link"][data-section="${section}"]`);
const current = (el: HTMLElement) => $$(el, '[part~="menu-link"][aria-current="page"]').map((a) => a.dataset.section);
/** The focused element inside the profile's shadow root. */
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;

/** The id of the latest GET /api/user/profile this file's sandbox logged (its log keeps the latest 200 calls). */
const summaryReads = async () =>
  Math.max(0, ...(await suite.sandbox().log()).filter((e) => e.method === 'GET' && /^\/api\/user\/profile\/?$/.test(e.path)).map((e) => e.id));

const axe = profileAxe;

describe('casino-profile: signed out', () => {
  it('asks the host to sign in (cancelable casino-login-required, reason profile) and shows its prompt, no dialog', async () => {
    await expectSignInRequested('<casino-profile section="user-info"></casino-profile>', 'profile', (el) => {
      assert.equal($(el, '[part~="summary"]'), null, 'nothing of a player is shown');
      assert.equal($(el, '[part~="menu"]'), null);
    });
  });
});

describe('casino-profile: signed in', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    await setViewport({ width: 1280, height: 800 });
  });

  it("shows the demo player's summary: username, ID, balances from the session, date joined, verification", async () => {
    await signIn('demo', 'demo1234');
    const el = await profile('path="/profile"', DESKTOP);
    const summary = await find(el, '[part~="summary"]');
    assert.equal(text($(el, '[part~="username"]')), 'demo');
    assert.match(text($(el, '[part~="user-id"]')), /1001/);
    assert.equal(amountOf($(el, '[part~="summary-balance"] dd')), 1000);
    assert.equal(amountOf($(el, '[part~="summary-bonus"] dd')), 5);
    await waitFor(() => /^\d{2}\/\d{2}\/\d{4}$/.test(text($(el, '[part~="summary-joined"] dd'))) || null, { message: 'date joined' });
    assert.equal($(el, '[part~="summary-documents"] [data-status]')!.getAttribute('data-status'), 'approved');
    assert.equal($(el, '[part~="banned"]'), null, 'demo is not banned');
    // Amounts stay left to right.
    assert.equal($(el, '[part~="summary-balance"] .casino-money')!.getAttribute('dir'), 'ltr');
    assert.ok(summary);
  });

  it("lists the spec's profile menu first, then every other section and the cashier's pages; the desktop home shows my information", async () => {
    await signIn('demo', 'demo1234');
    const el = await profile('path="/profile"', DESKTOP);
    await find(el, '.profile-menu--side');
    const sections = menuLinks(el).map((a) => a.dataset.section);
    assert.deepEqual(sections.slice(0, 5), ['slots-history', 'bet-history', 'transactions', 'exchange-bonus-balance', 'change-password']);
    for (const s of ['user-info', 'kyc-verifiaction', 'user-bonus', 'bonus-history', 'cashback-history', 'promocode', 'bookmakers-settings', 'limits', 'self-exclusion']) {
      assert.ok(sections.includes(s), `${s} in the menu`);
    }
    assert.deepEqual(sections.slice(-3), ['deposit', 'withdraw', 'pay-history']);
    assert.equal(link(el, 'deposit')!.getAttribute('href'), '/profile/replenishment');
    assert.deepEqual(current(el), ['user-info']);
    assert.ok($(el, '[part~="section"]'), 'a section beside the menu');
  });

  it('navigates from the menu: casino-navigate (reason profile), the section, aria-current, the focus on its heading', async () => {
    await signIn('demo', 'demo1234');
    const navigations: CustomEvent[] = [];
    const record = (e: Event) => navigations.push(e as CustomEvent);
    document.addEventListener('casino-navigate', record);
    try {
      const el = await profile('section="user-info"', DESKTOP);
      await find(el, '.profile-menu--side');
      await waitFor(() => /\d/.test(text($(el, '[part~="summary-joined"] dd'))) || null, { message: 'summary loaded' });
      const reads = await summaryReads();
      link(el, 'limits')!.click();
      await waitFor(() => navigations.length > 0 || null, { message: 'casino-navigate' });
      assert.deepEqual(navigations[0]!.detail, { path: '/profile/limits', reason: 'profile' });
      assert.ok(navigations[0]!.cancelable);
      // Nobody cancelled (a partner page): the element shows the section and writes it back.
      await waitFor(() => el.getAttribute('section') === 'limits' || null, { message: 'section written back' });
      await find(el, '[part~="limits"]');
      await waitFor(() => current(el).join() === 'limits' || null, { message: 'aria-current on limits' });
      await waitFor(() => focused(el)?.localName === 'h2' || null, { message: "focus on the section's heading" });
      assert.equal(text(focused(el)), text($(el, '[part~="limits"] h2')));
      // The card reads the summary again (a document sent in the section left shows at once).
      await eventually(async () => (await summaryReads()) > reads, 'the summary read again after the move', 8_000);

      // The cashier's pages leave: asked of the host, which takes it here.
      const leave = (e: Event) => e.preventDefault();
      document.addEventListener('casino-navigate', leave);
      link(el, 'withdraw')!.click();
      document.removeEventListener('casino-navigate', leave);
      await waitFor(() => navigations.length > 1 || null, { message: 'casino-navigate to the cashier' });
      assert.deepEqual(navigations[1]!.detail, { path: '/profile/withdraw', reason: 'profile' });
      assert.equal(el.getAttribute('section'), 'limits', 'the profile stays where it was');
    } finally {
      document.removeEventListener('casino-navigate', record);
    }
  });

  it('a host that routes cancels casino-navigate and sets `path`', async () => {
    await signIn('demo', 'demo1234');
    const el = await profile('path="/profile/limits"', DESKTOP);
    const route = (e: Event) => {
      e.preventDefault();
      el.setAttribute('path', (e as CustomEvent).detail.path);
    };
    document.addEventListener('casino-navigate', route);
    try {
      await find(el, '[part~="limits"]');
      link(el, 'self-exclusion')!.click();
      await waitFor(() => current(el).join() === 'self-exclusion' || null, { message: 'aria-current follows the path' });
      assert.equal(el.getAttribute('path'), '/profile/self-exclusion');
    } finally {
      document.removeEventListener('casino-navigate', route);
    }
  });

  it('shows /profile/limits (docs/contracts/responsible-gaming.md) inside the layout', async () => {
    await signIn('demo', 'demo1234');
    const el = await profile('path="/profile/limits"', DESKTOP);
    const section = await find(el, '[part~="limits"]');
    assert.ok(text(section.querySelector('h2')));
    assert.ok($(el, '[part~="menu"]'), 'the menu stays');
    assert.ok($(el, '[part~="summary"]'), 'the summary stays');
  });

  it("is a list and a back link on a phone's width, a side menu on a desktop's", async () => {
    await signIn('demo', 'demo1234');
    const el = await profile('section=""', PHONE);
    await find(el, '.profile-menu--list');
    assert.ok($(el, '[part~="summary"]'), 'the home shows the summary…');
    assert.equal($(el, '[part~="section"]'), null, '…and the list, no section');
    assert.deepEqual(current(el), [], 'no current item in the list');

    link(el, 'limits')!.click();
    const back = await find<HTMLAnchorElement>(el, '[part~="back"]');
    await find(el, '[part~="limits"]');
    assert.equal($(el, '[part~="menu"]'), null, 'a section alone on a phone');
    assert.equal(back.getAttribute('href'), '/profile');
    await waitFor(() => focused(el)?.localName === 'h2' || null, { message: "focus on the section's heading" });

    back.click();
    await find(el, '.profile-menu--list');
    assert.equal(el.getAttribute('section'), '');
    await waitFor(() => focused(el)?.dataset.section === 'limits' || null, { message: 'focus back on the entry of the section left' });

    // Wider than 767px: the side menu, without reloading.
    el.style.width = `${DESKTOP}px`;
    await find(el, '.profile-menu--side');
    await waitFor(() => current(el).join() === 'user-info' || null, { message: 'the desktop home shows my information' });
    el.style.width = '766px';
    await find(el, '.profile-menu--list');
  });

  for (const [locale, lang] of [['fr', 'fr-fr'], ['en', 'en-US'], ['ar', 'ar']] as Array<[Locale, string]>) {
    it(`speaks ${locale}${locale === 'ar' ? ', right to left' : ''}`, async () => {
      await signIn('demo', 'demo1234');
      casinoWidgets().configure({ language: lang });
      const el = await profile('path="/profile/limits"', DESKTOP);
      const title = await msg(locale, 'profile.title');
      await waitFor(() => text($(el, '[part~="title"]')) === title || null, { message: `title "${title}"` });
      assert.equal($(el, 'nav')!.getAttribute('aria-label'), await msg(locale, 'profile.menu.label'));
      assert.equal(text(link(el, 'transactions')), await msg(locale, 'profile.menu.transactions'));
      assert.equal(text($(el, '[part~="summary-bonus"] dt')), await msg(locale, 'profile.summary.bonus_balance'));
      const root = $(el, '.profile')!;
      assert.equal(getComputedStyle(root).direction, locale === 'ar' ? 'rtl' : 'ltr');
      assert.equal(getComputedStyle($(el, '[part~="summary-balance"] .casino-money')!).direction, 'ltr');
      if (locale === 'ar') {
        // The side menu sits at the inline start: the right.
        const menu = $(el, '.profile-nav')!.getBoundingClientRect();
        const main = $(el, '.profile-main')!.getBoundingClientRect();
        assert.ok(menu.left > main.left, 'the menu is right of the content in Arabic');
      }
    });
  }

  it('passes axe on the phone list, the desktop layout, and in Arabic', async () => {
    await signIn('demo', 'demo1234');
    const phone = await profile('section=""', PHONE);
    await find(phone, '.profile-menu--list');
    await waitFor(() => /\d/.test(text($(phone, '[part~="summary-joined"] dd'))) || null, { message: 'summary loaded' });
    await axe('profile, phone list', phone);
    phone.remove();
    const desktop = await profile('path="/profile/limits"', DESKTOP);
    await find(desktop, '[part~="limits"]');
    await axe('profile, desktop', desktop);
    await axe('profile, desktop (ar)', desktop, 'ar');
  });
});
