// <casino-profile>'s responsible-gaming sections (docs/contracts/responsible-gaming.md) from the built
// dist/casino-profile.js in real Chromium, against this file's own sandbox (a database of its own: limits and
// a time-out are changed):
// /profile/limits (a first limit applies at once and shows used / remaining; a raise waits with a live
// countdown, shown pending, and "Annuler" drops it; a bad amount is refused with no call and stays
// typed; a failed save keeps what was typed), /profile/self-exclusion (the confirmation step and its
// focus, then a time-out that signs the page out) and the sign-in form's self-excluded notice with its
// withdraw-only login; French and Arabic, phone and desktop, axe. Texts are matched by part or shape: the
// sections' ids reach the catalogs when the lead merges the translations.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, fill, mount, settle, text, waitFor } from './support/dom';
import { signIn } from './support/lobby';
import { passwordInput, submitButton, usernameInput, waitForForm } from './support/login';
import { casinoWidgets, sharedBag } from './support/widgets';
import { setViewport } from '@web/test-runner-commands';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

const suite = profileSuite();
const LIMITS = '/api/users/limits/';

const calls = async (method: string, path: string) => (await suite.sandbox().log()).filter((e) => e.method === method && e.path === path).length;
const limitsPage = async () => {
  const el = await mountProfile('path="/profile/limits"');
  await find(el, '[data-field="deposit_daily"] form', { timeout: 10_000 });
  return el;
};
const card = (el: Element, field: string) => $(el, `[data-field="${field}"]`)!;
/** Inside an element of the shadow root (support/dom's $ and find start at a host's shadow root). */
const inside = <E extends Element = HTMLElement>(node: Element, selector: string) => node.querySelector<E>(selector);
const insideAll = <E extends Element = HTMLElement>(node: Element, selector: string) => [...node.querySelectorAll<E>(selector)];
const findInside = (node: Element, selector: string, options: { timeout?: number } = {}) =>
  waitFor(() => inside(node, selector), { message: selector, ...options });
const inputOf = (el: Element, field: string) => inside<HTMLInputElement>(card(el, field), `[name="${field}"]`)!;
const errorOf = (input: HTMLElement) => text(input.closest('.casino-field')?.querySelector('.casino-field__error'));
const auth = () => (sharedBag().auth as { get(): { status: string; isAuth: boolean; session: { access: string } | null } }).get();

async function save(el: Element, field: string, value: string) {
  fill(inputOf(el, field), value);
  await settle();
  inside<HTMLButtonElement>(card(el, field), '[part~="save-limit"]')!.click();
}

describe('casino-profile: limits', () => {
  it('a first daily deposit limit applies at once, with used and remaining; a raise waits with a live countdown; Annuler drops it', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    const el = await limitsPage();
    assert.ok($(el, '[part~="rules"]'), 'the cooling-off rule is said');
    assert.equal($$(el, '[part~="limit"]').length, 11, 'nine money limits, the session length and the reality check');

    await save(el, 'deposit_daily', '20');
    await waitFor(() => /20[.,]00/.test(text(inside(card(el, 'deposit_daily'), '.rg-limit__current'))) || null, { message: 'current limit 20' });
    assert.ok(text($(el, '[part~="notice"]')), 'the outcome is announced in the live region');
    assert.equal($(el, '[part~="notice"]')!.getAttribute('aria-live'), 'polite');
    assert.ok(inside(card(el, 'deposit_daily'), '[part~="usage"]'), 'used / remaining / period end');
    assert.equal(inside(card(el, 'deposit_daily'), '[part~="pending"]'), null, 'a first limit is not pending');
    assert.equal(inputOf(el, 'deposit_daily').value, '', 'the input is emptied after a save');

    await save(el, 'deposit_daily', '50');
    const pending = await findInside(card(el, 'deposit_daily'), '[part~="pending"]', { timeout: 10_000 });
    assert.ok(/50[.,]00/.test(text(pending)), 'the pending value is shown');
    assert.ok(/20[.,]00/.test(text(inside(card(el, 'deposit_daily'), '.rg-limit__current'))), 'the current limit stays until then');
    const clock = inside(pending, '[part~="countdown"]')!;
    assert.match(text(clock), /^2[34]:\d\d:\d\d$/, 'about 24 hours left');
    const first = text(clock);
    await waitFor(() => text(clock) !== first, { timeout: 3_000, message: 'the countdown ticks' });
    assert.equal(clock.closest('[aria-live]'), null, 'the countdown is not read out every second');

    inside<HTMLButtonElement>(pending, '[part~="cancel-pending"]')!.click();
    await waitFor(() => !inside(card(el, 'deposit_daily'), '[part~="pending"]') || null, { message: 'pending change cancelled' });
    assert.ok(/20[.,]00/.test(text(inside(card(el, 'deposit_daily'), '.rg-limit__current'))));
  });

  it('a bad amount is refused with no call and stays typed; a failed save keeps what was typed', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await limitsPage();
    const before = await calls('PUT', LIMITS);
    await save(el, 'loss_weekly', '12,345');
    await waitFor(() => errorOf(inputOf(el, 'loss_weekly')) || null, { message: 'the amount error under the input' });
    assert.equal(inputOf(el, 'loss_weekly').getAttribute('aria-invalid'), 'true');
    assert.equal(inputOf(el, 'loss_weekly').value, '12,345');
    assert.equal(await calls('PUT', LIMITS), before, 'nothing sent');

    await suite.sandbox().armFault({ route: LIMITS, method: 'PUT', status: 500, times: 1 });
    await save(el, 'loss_weekly', '30');
    await findInside(card(el, 'loss_weekly'), '[part~="error"]', { timeout: 10_000 });
    assert.equal(inputOf(el, 'loss_weekly').value, '30', 'what was typed stays');
    inside<HTMLButtonElement>(card(el, 'loss_weekly'), '[part~="save-limit"]')!.click();
    await waitFor(() => /30[.,]00/.test(text(inside(card(el, 'loss_weekly'), '.rg-limit__current'))) || null, { message: 'saved on retry' });
  });

  for (const [device, width] of [['phone', 390], ['desktop', 1280]] as const) {
    it(`passes axe on the ${device}, French and Arabic (right to left)`, async function () {
      this.timeout(40_000);
      await setViewport({ width, height: 844 });
      await signIn('demo', 'demo1234');
      const el = await limitsPage();
      await profileAxe(`limits, ${device}`, el);
      casinoWidgets().configure({ language: 'ar' });
      await waitFor(() => getComputedStyle($(el, '[part~="limits"]')!).direction === 'rtl' || null, { message: 'rtl in Arabic' });
      assert.equal(getComputedStyle(inside(card(el, 'deposit_daily'), 'input')!).direction, 'ltr', 'amounts are typed left to right');
      await profileAxe(`limits, ${device} (ar)`, el, 'ar');
      const exclusion = await mountProfile('path="/profile/self-exclusion"');
      await find(exclusion, '[part~="choose"]', { timeout: 10_000 });
      await profileAxe(`self-exclusion, ${device} (ar)`, exclusion, 'ar');
    });
  }
});

describe('casino-profile: time-out and self-exclusion', () => {
  it('asks for a duration, then a confirmation that says what happens (focused); Retour goes back', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await mountProfile('path="/profile/self-exclusion"');
    const choose = await find(el, '[part~="choose"]', { timeout: 10_000 });
    assert.equal(insideAll(choose, 'input[type="radio"]').length, 9, '4 time-outs and 5 self-exclusions');
    $<HTMLButtonElement>(el, '[part~="continue"]')!.click();
    await find(el, '#rg-choose-error');
    inside<HTMLInputElement>(choose, 'input[value="self_exclusion:6"]')!.click();
    await settle();
    $<HTMLButtonElement>(el, '[part~="continue"]')!.click();
    const confirm = await find(el, '[part~="confirm"]');
    assert.equal(insideAll(confirm, 'li').length, 4, 'signed out everywhere, until when, withdrawals, final');
    assert.ok(inside(confirm, 'input[type="password"]'), 'a self-exclusion asks for the password');
    await waitFor(() => el.shadowRoot!.activeElement === inside(confirm, 'h3') || null, { message: 'focus on the confirmation' });
    await profileAxe('self-exclusion confirm', el);
    inside<HTMLButtonElement>(confirm, '[part~="back"]')!.click();
    await find(el, '[part~="choose"]');
  });

  it('a 24 h time-out signs the page out; the next sign-in shows the end date and offers a withdraw-only login', async function () {
    this.timeout(40_000);
    await signIn('low', 'low12345');
    const el = await mountProfile('path="/profile/self-exclusion"');
    const choose = await find(el, '[part~="choose"]', { timeout: 10_000 });
    inside<HTMLInputElement>(choose, 'input[value="timeout:24h"]')!.click();
    await settle();
    $<HTMLButtonElement>(el, '[part~="continue"]')!.click();
    const confirm = await find(el, '[part~="confirm"]');
    assert.equal(inside(confirm, 'input[type="password"]'), null, 'a time-out needs no password');
    inside<HTMLButtonElement>(confirm, '[part~="confirm-exclusion"]')!.click();
    await waitFor(() => (auth().status === 'guest' ? true : null), { message: 'signed out', timeout: 10_000 });
    assert.equal(localStorage.getItem('casino-widgets:session'), null, 'storage cleared: every tab follows');

    const login = mount('<casino-login mode="page"></casino-login>');
    await waitForForm(login);
    fill(usernameInput(login)!, 'low');
    fill(passwordInput(login)!, 'low12345');
    await settle();
    submitButton(login)!.click();
    const notice = await find(login, '[part~="self-excluded"]', { timeout: 10_000 });
    assert.equal(notice.getAttribute('role'), 'alert');
    assert.equal(notice.dataset.kind, 'timeout');
    const left = Date.parse(notice.dataset.endsAt ?? '') - Date.now();
    assert.ok(left > 23.9 * 3_600_000 && left <= 24 * 3_600_000, `the end date is 24 h away (${notice.dataset.endsAt})`);
    const navigations: CustomEvent[] = [];
    const record = (e: Event) => navigations.push(e as CustomEvent);
    document.addEventListener('casino-navigate', record);
    try {
      inside<HTMLButtonElement>(notice, '[part~="withdraw"]')!.click();
      await waitFor(() => navigations.length > 0 || null, { message: 'casino-navigate', timeout: 10_000 });
      assert.equal(navigations[0]!.detail.path, '/profile/withdraw');
      assert.ok(auth().isAuth, 'signed in');
      const claims = JSON.parse(atob(auth().session!.access.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
      assert.equal(claims.rg, 'withdraw_only');
    } finally {
      document.removeEventListener('casino-navigate', record);
    }
    const banner = await mountProfile('path="/profile/limits"', '[part~="withdraw-only"]');
    await waitFor(() => $(banner, '[part~="withdraw-only"]')?.dataset.endsAt === notice.dataset.endsAt || null, { message: 'the banner has the end date' });
  });
});
