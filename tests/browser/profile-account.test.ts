// <casino-profile>'s account sections from the built dist/casino-profile.js in real Chromium, against this
// file's own sandbox (docs/contracts/profile.md §Account): the user info edited and saved (and read
// back after a remount; the header's user follows the name), a server field error on its input, a failed
// save that keeps every value and saves on retry, the password mismatch refused with no call, the wrong
// old password on its input, a change of e-mail that asks for the password in the same step and keeps the
// confirmed address until the link is opened, a change of password that ends the other login and keeps this one, the
// sportsbook preferences saved and read back; French and Arabic; axe. Texts are matched by part or shape:
// the sections' ids reach the catalogs when the lead merges the translations.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, eventually, find, fill, settle, text, unmountAll, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { signIn } from './support/lobby';
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
    fill(input(el, 'password'), 'demo1234');
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
    const requests = watchRequests();
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    await waitFor(() => errorOf(input(el, 'birth_date')) || null, { message: 'birth date error' });
    assert.ok(/18|under_age/.test(errorOf(input(el, 'birth_date'))), `message: ${errorOf(input(el, 'birth_date'))}`);
    assert.ok(errorOf(input(el, 'mobile_phone')).length > 0);
    assert.equal(el.shadowRoot!.activeElement, input(el, 'birth_date'), 'focus on the first problem');
    await requests.settled();
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
  const outbox = async (to: string) =>
    (await (await fetch(suite.sandbox().url(`/sandbox/api/outbox?to=${encodeURIComponent(to)}&limit=1`))).json()) as { subject: string; links: string[] }[];

  it('asks for the password in the same step: none, then a wrong one, refused on its input with no change', async function () {
    this.timeout(60_000);
    casinoWidgets().configure({ language: 'fr-fr' });
    await signIn('demo', 'demo1234');
    const el = await userInfo();
    assert.equal($(el, '[name="password"]'), null, 'no password field while the e-mail is unchanged');
    fill(input(el, 'email'), 'thief@evil.test');
    await settle();
    const password = await find<HTMLInputElement>(el, 'input[name="password"]');
    assert.equal(password.getAttribute('autocomplete'), 'current-password');
    assert.ok(password.labels?.[0] && /mot de passe/i.test(text(password.labels[0])), `labelled: ${text(password.labels?.[0])}`);
    await axe('user info with the password of a change of e-mail', el);

    // Without it: the client's "required" on the password input, which gets the focus, and no call.
    const patches = await calls('PATCH', INFO);
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    await waitFor(() => password.getAttribute('aria-invalid') === 'true' || null, { message: 'password marked invalid' });
    await waitFor(() => el.shadowRoot!.activeElement === password || null, { message: 'focus on the password input' });
    assert.equal(await calls('PATCH', INFO), patches, 'no call without the password');

    // A wrong one: the server's incorrect_password on the same input; the address typed is kept.
    fill(password, 'not-my-password');
    await settle();
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    await eventually(async () => (await calls('PATCH', INFO)) === patches + 1, 'the PATCH sent');
    await waitFor(() => (password.getAttribute('aria-invalid') === 'true' && errorOf(password)) || null, { message: 'the server message', timeout: 10_000 });
    assert.ok(/incorrect|mot de passe/i.test(errorOf(password)), `message: ${errorOf(password)}`);
    assert.equal(input(el, 'email').value, 'thief@evil.test', 'what was typed stays');
    assert.equal(sessionUser()?.email, 'demo@casino.test');
    assert.equal((await outbox('thief@evil.test')).length, 0, 'nothing sent to the new address');
  });

  it('with the password: the confirmed address stays in the field and the session, the new one is said pending; both e-mails sent in the site language; sign-in still works', async function () {
    this.timeout(40_000);
    // In English, while demo's account language is French: the e-mails follow the site's language.
    casinoWidgets().configure({ language: 'en' });
    await signIn('demo', 'demo1234');
    const el = await userInfo();
    const resendsBefore = await calls('POST', '/api/accounts/registration/resend-email/');
    fill(input(el, 'email'), 'demo.new@example.test');
    await settle();
    fill(await find<HTMLInputElement>(el, 'input[name="password"]'), 'demo1234');
    await settle();
    $<HTMLButtonElement>(el, '[part~="save"]')!.click();
    const notice = await find(el, '[part~="notice"] .account-notice--success', { timeout: 10_000 });
    await waitFor(() => /demo\.new@example\.test/.test(text(notice)) || null, { message: 'the confirmation line names the new address' });
    assert.equal(notice.closest('[role="status"]')?.getAttribute('aria-live'), 'polite');
    // The old address is shown until the new one is confirmed; the pending one is said under it.
    await waitFor(() => input(el, 'email').value === 'demo@casino.test' || null, { message: 'the confirmed address back in the field' });
    assert.equal($(el, '[name="password"]'), null, 'the password field gone with the change saved');
    const email = input(el, 'email');
    const hint = text(email.closest('.casino-field')?.querySelector('.casino-field__hint'));
    assert.ok(/demo\.new@example\.test/.test(hint), `pending address under the field: ${hint}`);
    assert.equal(sessionUser()?.email, 'demo@casino.test', 'the session keeps the confirmed address');
    // The server sent the link in the save: no second call for it.
    assert.equal(await calls('POST', '/api/accounts/registration/resend-email/'), resendsBefore);
    assert.equal((await outbox('demo.new@example.test'))[0]?.subject, 'Confirm your e-mail', 'the link in the site language');
    assert.equal((await outbox('demo@casino.test'))[0]?.subject, 'Your e-mail address is being changed', 'the notice to the confirmed address');
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
    const requests = watchRequests();
    f.submit.click();
    await waitFor(() => errorOf(f.repeat) || null, { message: 'mismatch message' });
    await requests.settled();
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
