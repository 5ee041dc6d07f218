// <casino-profile>'s bonus sections from the built dist/casino-profile.js in real Chromium, against this
// file's own sandbox (low exchanges bonus and the balance changes; demo is refused
// the exchange with the balance message): the bonus page with the two conditions and the latest items,
// the exchange refused before any call (demo's balance, an amount under the minimum), low's exchange with
// ONE POST for a double click (the sandbox's own log counts them) and the balances following, the promo
// code's refusals and activation (shown again when the page opens afresh), Arabic, axe. Texts are matched by part or shape: the section's ids reach
// the catalogs when the lead merges the translations (until then a built bundle shows the ids), so the
// outcome is read from the code the section writes beside its message (data-code, data-problem…).
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, fill, settle, text, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { signIn } from './support/lobby';
import { casinoWidgets } from './support/widgets';
import { amountOf } from './support/signed-out';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

// A database of its own: low's exchange moves money, which other files read on the shared one.
const suite = profileSuite();

const EXCHANGE = '/api/bonus-system/bonusbalance-to-balance/';

const profile = (section: string) => mountProfile(`section="${section}"`);

const axe = profileAxe;

const posts = async (path: string) => (await suite.sandbox().log()).filter((e) => e.method === 'POST' && e.path === path).length;

async function exchangeForm(el: HTMLElement) {
  const amount = await find<HTMLInputElement>(el, '[part~="exchange"] input[name="amount"]', { timeout: 10_000 });
  const submit = $<HTMLButtonElement>(el, '[part~="exchange-submit"]')!;
  return { amount, submit };
}

describe('casino-profile: the bonus page', () => {
  it('low: the bonus balance, both conditions met with the figures, the way to the exchange, the latest items; axe', async function () {
    this.timeout(30_000);
    await signIn('low', 'low12345');
    const el = await profile('user-bonus');
    const hero = await find(el, '[part~="bonus-balance"] .casino-money', { timeout: 10_000 });
    assert.equal(amountOf(hero), 12);
    assert.equal(hero.getAttribute('dir'), 'ltr');
    await waitFor(() => $$(el, '[part~="condition"]').length === 2 || null, { message: 'two conditions', timeout: 10_000 });
    assert.equal($$(el, '.bonus-condition--met').length, 2, 'low meets both');
    const link = $<HTMLAnchorElement>(el, 'a[part~="exchange-link"]')!;
    assert.equal(link.getAttribute('href'), '/profile/exchange-bonus-balance');
    // The seeded FirstDeposit of 10.00 (docs/api.md bonus seeds, id 14).
    await waitFor(() => $$(el, '[part~="latest"] li').length > 0 || null, { message: 'latest items', timeout: 10_000 });
    assert.equal(amountOf($(el, '[part~="latest"] li .casino-money')), 10);
    assert.equal($<HTMLAnchorElement>(el, 'a[part~="history-link"]')!.getAttribute('href'), '/profile/bonus-history');
    await axe('user bonus', el);
  });

  it('demo: the balance condition is shown unmet', async function () {
    this.timeout(20_000);
    await signIn('demo', 'demo1234');
    const el = await profile('user-bonus');
    await waitFor(() => $$(el, '[part~="condition"]').length === 2 || null, { message: 'two conditions', timeout: 10_000 });
    assert.equal($$(el, '.bonus-condition--unmet').length, 1);
  });
});

describe('casino-profile: exchange refused before any call', () => {
  it("demo (1000 TND): the spec's balance message and no POST; an amount under 3 TND: the amount message, no POST; axe", async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await profile('exchange-bonus-balance');
    const { amount, submit } = await exchangeForm(el);
    assert.equal(amount.value, '5.00', 'the whole floored bonus by default');
    const before = await posts(EXCHANGE);
    const requests = watchRequests();
    submit.click();
    const alert = await find(el, '[part~="exchange"] [part~="error"][role="alert"]', { timeout: 5_000 });
    assert.equal(alert.getAttribute('data-code'), 'balance_not_low_enough');
    assert.ok(text(alert).length > 0);
    fill(amount, '2.5');
    await settle();
    submit.click();
    const fieldError = await find(el, '[part~="exchange"] .casino-field__error[role="alert"]', { timeout: 5_000 });
    assert.ok(text(fieldError).length > 0);
    assert.equal($(el, '[part~="exchange"] form')!.getAttribute('data-problem'), 'bonus_amount_too_low');
    assert.equal(amount.getAttribute('aria-invalid'), 'true');
    await requests.settled();
    assert.equal(await posts(EXCHANGE), before, 'nothing sent');
    await axe('exchange refused', el);
  });
});

describe('casino-profile: low exchanges the bonus', () => {
  it('a double click sends ONE POST; "balance converted"; the summary balances follow (12.50 and 0.00)', async function () {
    this.timeout(30_000);
    await signIn('low', 'low12345');
    const el = await profile('exchange-bonus-balance');
    const { amount, submit } = await exchangeForm(el);
    assert.equal(amount.value, '12.00');
    await waitFor(() => amountOf($(el, '[part~="summary-bonus"] .casino-money')) === 12 || null, { message: 'summary bonus 12' });
    const before = await posts(EXCHANGE);
    const pressed = watchRequests();
    submit.click();
    submit.click();
    await waitFor(() => submit.getAttribute('aria-busy') === 'true' || $(el, '.bonus-notice:not(.bonus-notice--empty)'), { message: 'busy or done' });
    const notice = await find(el, '[part~="notice"][role="status"]:not(.bonus-notice--empty)', { timeout: 10_000 });
    assert.equal(notice.getAttribute('data-amount'), '12');
    await waitFor(() => amountOf($(el, '[part~="summary-balance"] .casino-money')) === 12.5 || null, { message: 'summary balance 12.50', timeout: 5_000 });
    assert.equal(amountOf($(el, '[part~="summary-bonus"] .casino-money')), 0);
    assert.equal(amount.value, '0.00', 'the field follows the new bonus');
    await pressed.settled(); // a second POST, had the second click sent one, is in the log too
    assert.equal((await posts(EXCHANGE)) - before, 1, 'one POST for two clicks');
    // The next exchange is refused before any call: the balance is no longer under 1 TND.
    fill(amount, '3');
    await settle();
    const again = watchRequests();
    submit.click();
    const refused = await find(el, '[part~="exchange"] [part~="error"][role="alert"]', { timeout: 5_000 });
    assert.equal(refused.getAttribute('data-code'), 'balance_not_low_enough');
    await again.settled();
    assert.equal((await posts(EXCHANGE)) - before, 1);
  });
});

describe('casino-profile: promo code', () => {
  it('unknown code refused under the field; WELCOME validated (partner 7) then activated; a second code already activated; axe', async function () {
    this.timeout(40_000);
    await signIn('cashplayer', 'cashplayer1234');
    let el = await profile('promocode');
    const code = await find<HTMLInputElement>(el, '[part~="promocode"] input[name="code"]', { timeout: 10_000 });
    const validate = $<HTMLButtonElement>(el, '[part~="promocode-validate"]')!;
    const activate = $<HTMLButtonElement>(el, '[part~="promocode-activate"]')!;
    assert.ok(activate.disabled, 'activate waits for a validated code');
    fill(code, 'NOPE');
    await settle();
    validate.click();
    const error = await find(el, '[part~="promocode"] .casino-field__error', { timeout: 10_000 });
    assert.ok(text(error).length > 0, 'referral_code_not_found told under the field');
    assert.equal($(el, '[part~="promocode"] form')!.getAttribute('data-error'), 'referral_code_not_found');
    fill(code, 'welcome');
    await settle();
    validate.click();
    const valid = await find(el, '[part~="promocode"] [part~="notice"]:not(.bonus-notice--empty)', { timeout: 10_000 });
    assert.equal(valid.getAttribute('data-state'), 'valid');
    assert.equal(valid.getAttribute('data-partner'), '7');
    await waitFor(() => !activate.disabled || null, { message: 'activate enabled' });
    await axe('promo code validated', el);
    activate.click();
    await waitFor(() => $(el, '[part~="promocode"] [part~="notice"][data-state="activated"]'), { message: 'activated', timeout: 10_000 });
    assert.ok(code.disabled, 'the field locked once the code is activated');

    // A page opened afresh (as after a reload) reads the active code from the server. (A second code is
    // refused referral_code_already_activated: tests/unit/stores/bonus-sandbox.test.ts.)
    el.remove();
    el = await profile('promocode');
    const shown = await find(el, '[part~="promocode"] [part~="notice"][data-state="activated"]', { timeout: 10_000 });
    assert.equal(shown.getAttribute('data-partner'), '7');
    const again = $<HTMLInputElement>(el, '[part~="promocode"] input[name="code"]')!;
    assert.equal(again.value, 'WELCOME');
    assert.ok(again.disabled, 'the active code cannot be replaced');
  });
});

describe('casino-profile: bonus sections in Arabic', () => {
  it('right to left, amounts as LTR islands; axe on both pages', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    casinoWidgets().configure({ language: 'ar' });
    const el = await profile('user-bonus');
    const hero = await find(el, '[part~="bonus-balance"] .casino-money', { timeout: 10_000 });
    await waitFor(() => getComputedStyle($(el, '[part~="user-bonus"]')!).direction === 'rtl' || null, { message: 'rtl' });
    assert.equal(getComputedStyle(hero).direction, 'ltr');
    await waitFor(() => $$(el, '[part~="condition"]').length === 2 || null, { message: 'conditions', timeout: 10_000 });
    await axe('user bonus (ar)', el, 'ar');
    el.remove();
    const ex = await profile('exchange-bonus-balance');
    const { amount } = await exchangeForm(ex);
    assert.equal(amount.getAttribute('dir'), 'ltr');
    await axe('exchange (ar)', ex, 'ar');
  });
});

describe('casino-profile: an exchange whose answer is lost (docs/conventions.md §7 "Definitive answers")', () => {
  it('malformed 200: « Nous vérifions ce paiement… » as a status, no error; the next press replays it: ONE exchange', async function () {
    this.timeout(30_000);
    // Low as seeded (0.50 and a 12.00 bonus): the tests above exchanged it all.
    const reset = await fetch(suite.sandbox().url('/sandbox/api/reset'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    assert.ok(reset.ok, `reset: ${reset.status}`);
    await signIn('low', 'low12345');
    const el = await profile('exchange-bonus-balance');
    const { amount, submit } = await exchangeForm(el);
    await waitFor(() => amount.value === '12.00' || null, { message: 'the whole bonus offered' });
    fill(amount, '5');
    await settle();
    await suite.sandbox().armFault({ route: EXCHANGE, method: 'POST', malformed: true, times: 1 });
    const before = await posts(EXCHANGE);
    submit.click();
    const checking = await find(el, '[part~="exchange"] [role="status"] [part~="checking"]', { timeout: 10_000 });
    assert.match(text(checking), /^Nous vérifions ce paiement…/);
    assert.equal($(el, '[part~="exchange"] [part~="error"][role="alert"]'), null, 'no error');
    // The balances are read again: the header's session shows the exchange the server made.
    await waitFor(() => amountOf($(el, '[part~="summary-balance"] .casino-money')) === 5.5 || null, { message: 'summary balance 5.50', timeout: 10_000 });
    await waitFor(() => !submit.hasAttribute('aria-busy') || null, { message: 'the button usable again' });
    fill(amount, '5');
    await settle();
    submit.click();
    const notice = await find(el, '[part~="notice"][role="status"]:not(.bonus-notice--empty)', { timeout: 10_000 });
    assert.equal(notice.getAttribute('data-amount'), '5');
    assert.equal((await posts(EXCHANGE)) - before, 2, 'two POSTs, the second replayed');
    assert.equal(amountOf($(el, '[part~="summary-balance"] .casino-money')), 5.5, 'exchanged once');
    assert.equal($(el, '[part~="exchange"] [part~="checking"]'), null, 'the check is over');
  });
});
