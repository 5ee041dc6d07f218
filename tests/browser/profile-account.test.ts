// <casino-profile>'s account sections from the built dist/casino-profile.js in real Chromium, against this
// file's own sandbox (issue 15 "Done when"; contract "Account"): the user info edited and saved (and read
// back after a remount; the header's user follows the name), a server field error on its input, a failed
// save that keeps every value and saves on retry, the password mismatch refused with no call, the wrong
// old password on its input, a change of password that ends the other login and keeps this one, the
// sportsbook preferences saved and read back; French and Arabic; axe. Texts are matched by part or shape:
// the sections' ids reach the catalogs when the lead merges the translations.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, fill, settle, sleep, text, unmountAll, waitFor } from './support/dom';
import { eventually, signIn } from './support/lobby';
import { apiLogin } from './support/sandbox';
import { casinoWidgets, sharedBag } from './support/widgets';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

// A database of its own: these tests change demo's info and low's password.
const suite = profileSuite();

const INFO = '/api/users/user/info/';
const PASSWORD = '/api/users/user/change-password/';

const profile = (section: string) => mountProfile(`section="${section}"`);

const axe = profileAxe;

const calls = async (method: string, path: string) => (await suite.sandbox().log()).filter((e) => e.method === method && e.path === path).length;

const input = (el: Element, name: string) => $<HTMLInputElement>(el, `[name="${name}"]`)!;
const errorOf = (field: HTMLElement) => text(field.closest('.casino-field')?.querySelector('.casino-field__error'));

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

async function userInfo(): Promise<HTMLElement> {
  const el = await profile('user-info');
  await find(el, '[part~="user-info-form"] [name="city"]', { timeout: 10_000 });
  return el;
}

const sessionUser = () => (sharedBag().auth as { get(): { user: { firstName: string; email: string } | null } }).get().user;

describe('casino-profile: user info', () => {
  it('shows the seeded info; save is enabled only after a change; saved, announced, read back after a remount; the header user follows; axe', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    let el = await userInfo();
    assert.equal(input(el, 'city').value, 'Tunis');
    assert.equal(input(el, 'birth_date').value, '1990-05-17');
    assert.equal($<HTMLSelectElement>(el, 'select[name="country"]')!.value, 'TN');
    assert.ok(/Tunisie/.test(text($<HTMLSelectElement>(el, 'select[name="country"]')!.selectedOptions[0]!)), 'country named in French');
    const save = $<HTMLButtonElement>(el, '[part~="save"]')!;
    assert.ok(save.disabled, 'nothing changed yet');
    await axe('user info', el);

    fill(input(el, 'city'), 'Sousse');
    fill(input(el, 'first_name'), 'Amira');
    await settle();
    assert.ok(!save.disabled, 'enabled by a change');
    save.click();
    const notice = await find(el, '[part~="notice"] .account-notice--success', { timeout: 10_000 });
    assert.equal(notice.closest('[role="status"]')?.getAttribute('aria-live'), 'polite');
    await waitFor(() => save.disabled || null, { message: 'clean again after the save' });
    assert.equal(await calls('PATCH', INFO), 1);
    await waitFor(() => sessionUser()?.firstName === 'Amira' || null, { message: 'the session user follows the name' });

    unmountAll();
    el = await userInfo();
    assert.equal(input(el, 'city').value, 'Sousse');
    assert.equal(input(el, 'first_name').value, 'Amira');
  });

  it("another account's e-mail: the server's message on the e-mail input, which gets the focus", async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await userInfo();
    fill(input(el, 'email'), 'low@casino.test');
    await settle();
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    await waitFor(() => input(el, 'email').getAttribute('aria-invalid') === 'true' || null, { message: 'email marked invalid', timeout: 10_000 });
    // The call code's own message (error.field.user_info_email_already_exists; the text arrives with the catalogs).
    assert.ok(/e-mail|user_info_email_already_exists/i.test(errorOf(input(el, 'email'))), `message: ${errorOf(input(el, 'email'))}`);
    // The focus moves in an effect after the render that marked the input.
    await waitFor(() => el.shadowRoot!.activeElement === input(el, 'email') || null, { message: 'focus on the e-mail input' });
    assert.ok($(el, '[part~="error"][role="alert"]'), 'the form says to check the fields');
  });

  it('the client checks the server rules before any call (under 18, phone)', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await userInfo();
    const before = await calls('PATCH', INFO);
    const year = new Date().getUTCFullYear() - 10;
    fill(input(el, 'birth_date'), `${year}-01-01`);
    fill(input(el, 'mobile_phone'), '0612');
    await settle();
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    await waitFor(() => errorOf(input(el, 'birth_date')) || null, { message: 'birth date error' });
    assert.ok(/18|under_age/.test(errorOf(input(el, 'birth_date'))), `message: ${errorOf(input(el, 'birth_date'))}`);
    assert.ok(errorOf(input(el, 'mobile_phone')).length > 0);
    assert.equal(el.shadowRoot!.activeElement, input(el, 'birth_date'), 'focus on the first problem');
    await sleep(200);
    assert.equal(await calls('PATCH', INFO), before, 'no PATCH sent');
  });

  it('a failed save (500) keeps the values and says so; the retry saves them', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await userInfo();
    await suite.sandbox().armFault({ route: INFO, method: 'PATCH', status: 500, times: 1 });
    fill(input(el, 'address'), '5 rue de Marseille');
    fill(input(el, 'document_number'), '09999999');
    await settle();
    const save = $<HTMLButtonElement>(el, '[part~="save"]')!;
    save.click();
    const error = await find(el, '[part~="error"][role="alert"]', { timeout: 10_000 });
    assert.ok(text(error).length > 10, 'a translated explanation');
    assert.equal(input(el, 'address').value, '5 rue de Marseille');
    assert.equal(input(el, 'document_number').value, '09999999');
    assert.ok(!save.disabled, 'still dirty: the retry is one press');
    save.click();
    await find(el, '[part~="notice"] .account-notice--success', { timeout: 10_000 });
    const res = await fetch(suite.sandbox().url(INFO), {
      headers: { Authorization: `Bearer ${(await apiLogin(suite.sandbox(), 'demo', 'demo1234')).access}` },
    });
    assert.equal((await res.json()).address, '5 rue de Marseille');
  });

  it('Arabic: right to left, the country named in Arabic, the e-mail and phone left to right; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    casinoWidgets().configure({ language: 'ar' });
    const el = await userInfo();
    await waitFor(() => getComputedStyle(input(el, 'city')).direction === 'rtl' || null, { message: 'rtl', timeout: 10_000 });
    assert.equal(input(el, 'email').getAttribute('dir'), 'ltr');
    assert.equal(input(el, 'mobile_phone').getAttribute('dir'), 'ltr');
    await waitFor(() => /تونس/.test(text($<HTMLSelectElement>(el, 'select[name="country"]')!.selectedOptions[0]!)) || null, {
      message: 'country in Arabic',
    });
    await axe('user info ar', el, 'ar');
  });
});

describe('casino-profile: change of e-mail', () => {
  it('saved, the link asked for the new address, said in the live region; the header user and the summary follow; sign-in still works', async function () {
    this.timeout(40_000);
    // In English, while demo's account language is French: the link's e-mail follows the site's language.
    casinoWidgets().configure({ language: 'en' });
    await signIn('demo', 'demo1234');
    const el = await userInfo();
    const resendsBefore = await calls('POST', '/api/accounts/registration/resend-email/');
    const summaryReads = async () => (await suite.sandbox().log()).filter((e) => e.method === 'GET' && e.path.startsWith('/api/user/profile')).length;
    await eventually(async () => (await summaryReads()) >= 1, 'the summary read once');
    const summaryBefore = await summaryReads();
    fill(input(el, 'email'), 'demo.new@example.test');
    await settle();
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    const notice = await find(el, '[part~="notice"] .account-notice--success', { timeout: 10_000 });
    await waitFor(() => notice.querySelectorAll('p').length === 2 || null, { message: 'the confirmation e-mail line' });
    assert.equal(await calls('POST', '/api/accounts/registration/resend-email/'), resendsBefore + 1);
    const outbox = await (await fetch(suite.sandbox().url('/sandbox/api/outbox?to=demo.new@example.test&limit=1'))).json();
    assert.equal((outbox as { subject: string }[])[0]?.subject, 'Confirm your e-mail', 'the e-mail in the site language');
    await waitFor(() => sessionUser()?.email === 'demo.new@example.test' || null, { message: 'the session user follows the e-mail' });
    // The summary card is read again: the new address is not confirmed yet.
    await eventually(async () => (await summaryReads()) > summaryBefore, 'summary read again');
    // The player is not locked out by the unconfirmed address.
    await casinoWidgets().signOut();
    await signIn('demo', 'demo1234');
  });
});

describe('casino-profile: change password', () => {
  const form = (el: Element) => ({
    old: input(el, 'old_password'),
    next: input(el, 'new_password'),
    repeat: input(el, 'new_password2'),
    submit: $<HTMLButtonElement>(el, '[part~="submit"]')!,
  });

  it('show/hide on each field; the policy while typing; a mismatch: the message and no call; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await profile('change-password');
    await find(el, '[name="old_password"]', { timeout: 10_000 });
    assert.equal($$(el, '.casino-password__toggle').length, 3);
    const f = form(el);
    fill(f.next, 'password123');
    await settle();
    assert.ok(errorOf(f.next).length > 0, 'a common password is refused while typing');
    await axe('change password', el);
    fill(f.old, 'demo1234');
    fill(f.next, 'Tr1cky-Horse-88');
    fill(f.repeat, 'Tr1cky-Horse-89');
    await settle();
    assert.equal(errorOf(f.next), '');
    f.submit.click();
    await waitFor(() => errorOf(f.repeat) || null, { message: 'mismatch message' });
    await sleep(300);
    assert.equal(await calls('POST', PASSWORD), 0, 'no call for a mismatch');
  });

  it('a wrong old password: its message on the old password input', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await profile('change-password');
    await find(el, '[name="old_password"]', { timeout: 10_000 });
    const f = form(el);
    fill(f.old, 'not-my-password');
    fill(f.next, 'Tr1cky-Horse-88');
    fill(f.repeat, 'Tr1cky-Horse-88');
    await settle();
    f.submit.click();
    await waitFor(() => f.old.getAttribute('aria-invalid') === 'true' || null, { message: 'old password marked', timeout: 10_000 });
    assert.ok(errorOf(f.old).length > 0);
    assert.equal(await calls('POST', PASSWORD), 1);
  });

  it('changed: the notice; the other login of the player ends, this one goes on', async function () {
    this.timeout(30_000);
    const other = await apiLogin(suite.sandbox(), 'low', 'low12345');
    await signIn('low', 'low12345');
    const el = await profile('change-password');
    await find(el, '[name="old_password"]', { timeout: 10_000 });
    const f = form(el);
    fill(f.old, 'low12345');
    fill(f.next, 'Tr1cky-Horse-88');
    fill(f.repeat, 'Tr1cky-Horse-88');
    await settle();
    f.submit.click();
    await find(el, '[part~="notice"] .account-notice--success', { timeout: 10_000 });
    assert.equal(f.old.value, '', 'the fields are emptied');
    const otherTab = await fetch(suite.sandbox().url('/api/accounts/user'), { headers: { Authorization: `Bearer ${other.access}` } });
    assert.equal(otherTab.status, 401, 'the other login ended');
    assert.equal(sharedBag().auth && (sharedBag().auth as { get(): { isAuth: boolean } }).get().isAuth, true, 'this tab stays signed in');
    // This tab's calls still work.
    unmountAll();
    const info = await userInfo();
    assert.ok(input(info, 'city').value.length > 0);
  });
});

describe('casino-profile: sportsbook preferences', () => {
  it('saved with a notice and read back after a remount; Arabic names; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    let el = await profile('bookmakers-settings');
    const american = await find<HTMLInputElement>(el, 'input[name="odds_format"][value="american"]', { timeout: 10_000 });
    assert.ok($<HTMLInputElement>(el, 'input[name="odds_format"][value="decimal"]')!.checked, 'decimal by default');
    const save = $<HTMLButtonElement>(el, '[part~="save"]')!;
    assert.ok(save.disabled);
    american.click();
    $<HTMLInputElement>(el, 'input[name="sft_view"][value="live"]')!.click();
    choose($<HTMLSelectElement>(el, 'select[name="dgt_view"]')!, 'as');
    await settle();
    assert.ok(!save.disabled);
    await axe('bookmaker settings', el);
    save.click();
    await find(el, '[part~="notice"] .account-notice--success', { timeout: 10_000 });
    assert.equal(await calls('PUT', '/api/users/bookmaker-settings/'), 1);

    unmountAll();
    casinoWidgets().configure({ language: 'ar' });
    el = await profile('bookmakers-settings');
    const checked = await find<HTMLInputElement>(el, 'input[name="odds_format"]:checked', { timeout: 10_000 });
    assert.equal(checked.value, 'american');
    assert.ok($<HTMLInputElement>(el, 'input[name="sft_view"][value="live"]')!.checked);
    assert.equal($<HTMLSelectElement>(el, 'select[name="dgt_view"]')!.value, 'as');
    await axe('bookmaker settings ar', el, 'ar');
  });
});
