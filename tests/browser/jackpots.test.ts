// <casino-jackpots> from the built dist/casino-jackpots.js, in real Chromium, against a real sandbox API
// (spec shell-session-wheel.md §3 "Jackpot", §9 order; docs/api.md "Jackpots": silver 12345.67 TND won by
// demo, gold 48210.00 without a winner, bronze 2310.40 won by low, growing with the sandbox clock).
import { emulateMedia } from '@web/test-runner-commands';
import { describe, it, afterEach } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { msg } from './support/catalog';
import { $, $$, find, mount, text, unmountAll, waitFor } from './support/dom';
import { releaseStores } from './support/stores';
import { signInThrough, waitForAccount } from './support/login';
import { casinoWidgets, load } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';

const suite = loginSuite(async () => {
  document.title = 'casino-jackpots';
  await load('/dist/casino-jackpots.js');
});
const PATH = '/api/jackpot/v1/jackpots/';

afterEach(async () => {
  casinoWidgets().configure({ currency: 'TND' });
  await emulateMedia({ reducedMotion: 'no-preference' });
  // The store lets go of its data now, not a second after its last element left (nanostores' unmount
  // delay): the next test then starts from a first read, as a fresh page does.
  unmountAll();
  await releaseStores();
});

const tiles = (el: Element) => $$(el, '[part~="jackpot"]');
const waitForTiles = (el: Element) => waitFor(() => (tiles(el).length === 3 ? tiles(el) : null), { message: 'three jackpot tiles' });
const amountText = (tile: Element) => (tile.querySelector('[part~="amount"] bdi')?.textContent ?? '').trim();
/** '12 345,67 DT' or '€1,234.50' → 12345.67 */
const amountValue = (tile: Element, locale: 'fr' | 'en' = 'fr') =>
  Number(amountText(tile).replace(locale === 'fr' ? /[^\d,]/g : /[^\d.]/g, '').replace(',', '.'));

describe('casino-jackpots', () => {
  it('a guest sees silver, gold and bronze in that order, in TND, with the last winner when there is one', async () => {
    const el = mount('<casino-jackpots></casino-jackpots>');
    const [silver, gold, bronze] = await waitForTiles(el);
    assert.deepEqual(
      tiles(el).map((t) => t.getAttribute('part')),
      ['jackpot jackpot-silver', 'jackpot jackpot-gold', 'jackpot jackpot-bronze'],
    );
    assert.equal(text(silver.querySelector('[part~="name"]')), await msg('fr', 'jackpots.silver'));
    assert.equal(text(gold.querySelector('[part~="name"]')), await msg('fr', 'jackpots.gold'));
    assert.equal(text(bronze.querySelector('[part~="name"]')), await msg('fr', 'jackpots.bronze'));
    assert.equal(text($(el, '[part~="title"]')), await msg('fr', 'jackpots.title'));
    for (const tile of [silver, gold, bronze]) {
      assert.match(amountText(tile), /^\d{1,3}(\u202F\d{3})*,\d{2}\u00A0DT$/, 'fr money format in DT');
      assert.equal(tile.querySelector('[part~="amount"] bdi')!.getAttribute('dir'), 'ltr');
    }
    assert.ok(amountValue(silver) >= 12345.67, `silver grew from its seed (${amountText(silver)})`);
    assert.ok(amountValue(gold) >= 48210, 'gold');
    assert.equal(text(silver.querySelector('[part~="winner"]')), `${await msg('fr', 'jackpots.last_winner')} d***o`);
    assert.equal(text(gold.querySelector('[part~="winner"]')), await msg('fr', 'jackpots.no_winner'));
  });

  it("shows the page's currency to a guest and the player's own once signed in", async () => {
    const el = mount('<casino-jackpots currency="EUR"></casino-jackpots>');
    await waitFor(() => tiles(el).length === 3 && amountText(tiles(el)[0]).endsWith('€'), { message: 'amounts in EUR' });
    const eur = amountValue(tiles(el)[0]);
    const login = mount('<casino-login mode="inline"></casino-login>');
    await signInThrough(login, 'demo', 'demo1234');
    await waitForAccount(login);
    // demo plays in TND: the tiles switch to DT (one EUR is several TND).
    await waitFor(() => tiles(el).length === 3 && amountText(tiles(el)[0]).endsWith('DT'), { message: 'amounts in DT once signed in' });
    assert.ok(amountValue(tiles(el)[0]) > eur, 'the TND amount is the larger number');
  });

  it('shows a loading skeleton (announced) until the answer arrives', async () => {
    await suite.sandbox().armFault({ route: PATH, delay_ms: 1_500, times: 1 });
    const el = mount('<casino-jackpots></casino-jackpots>');
    const loading = await find(el, '[part~="loading"]');
    assert.equal(loading.getAttribute('aria-busy'), 'true');
    assert.equal(text(loading.querySelector('[role="status"]')), await msg('fr', 'jackpots.loading'));
    assert.equal($$(el, '[part~="skeleton"]').length, 3, 'three skeleton tiles');
    await waitForTiles(el);
    assert.equal($(el, '[part~="loading"]'), null, 'skeleton gone');
  });

  it('a failed read shows a translated error with retry, and retry recovers', async () => {
    await suite.sandbox().armFault({ route: PATH, status: 503 });
    const el = mount('<casino-jackpots></casino-jackpots>');
    const error = await find(el, '[part~="error"]');
    assert.equal(error.getAttribute('role'), 'alert');
    assert.ok(text(error).includes(await msg('fr', 'jackpots.error')), 'the jackpots error message');
    const retry = error.querySelector<HTMLButtonElement>('[part~="retry"]')!;
    assert.equal(text(retry), await msg('fr', 'error_screen.retry'));
    await suite.sandbox().clearFaults();
    retry.click();
    await waitForTiles(el);
    assert.equal($(el, '[part~="error"]'), null);
  });

  it('respects prefers-reduced-motion: the skeleton does not shimmer', async () => {
    const skeletonAnimation = async () => {
      await suite.sandbox().armFault({ route: PATH, delay_ms: 1_500, times: 1 });
      const el = mount('<casino-jackpots></casino-jackpots>');
      const line = await find(el, '.skeleton-line');
      const name = getComputedStyle(line).animationName;
      await waitForTiles(el);
      el.parentElement!.remove();
      await releaseStores();
      return name;
    };
    assert.notEqual(await skeletonAnimation(), 'none', 'shimmers when motion is allowed');
    await emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await skeletonAnimation(), 'none', 'still with reduced motion');
  });

  it('Arabic: right to left, translated names, amounts LTR with the Arabic dinar symbol', async () => {
    casinoWidgets().configure({ language: 'ar' });
    const el = mount('<casino-jackpots></casino-jackpots>');
    const silverName = await msg('ar', 'jackpots.silver');
    await waitFor(() => tiles(el).length === 3 && text(tiles(el)[0].querySelector('[part~="name"]')) === silverName, { message: 'Arabic tiles' });
    assert.equal($(el, '[part~="root"]')!.getAttribute('dir'), 'rtl');
    assert.match(amountText(tiles(el)[0]), /^[\d,]+\.\d{2}\u00A0د\.ت$/);
  });

  for (const language of ['fr-fr', 'ar'] as const) {
    it(`axe on the dark site background (${language}): tiles and error state`, async function () {
      this.timeout(30_000);
      await onDarkSite(language, (lang) => casinoWidgets().configure({ language: lang }), async () => {
        const el = mount('<casino-jackpots></casino-jackpots>');
        await waitForTiles(el);
        await expectNoSeriousViolations(`jackpots ${language}`);
        el.parentElement!.remove();
        await releaseStores();
        await suite.sandbox().armFault({ route: PATH, status: 503 });
        const failing = mount('<casino-jackpots></casino-jackpots>');
        await find(failing, '[part~="error"]');
        await expectNoSeriousViolations(`jackpots error ${language}`);
      });
    });
  }
});
