// <casino-login> from the built dist/casino-login.js, in real Chromium, against a real sandbox API
// (spec shell-session-wheel.md §2 "Sign-in page", §4, §8).
import { describe, it, before, afterEach } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { msg, type Locale } from './support/catalog';
import { $, fill, labelOf, mount, shadowOf, text, unmountAll, waitFor } from './support/dom';
import {
  accountFacts,
  accountView,
  dismissToasts,
  passwordInput,
  signInThrough,
  submitButton,
  toggleButton,
  usernameInput,
  waitForAccount,
  waitForForm,
  waitForToast,
  type LoginElement,
} from './support/login';
import { casinoWidgets, load, recordSessionChanges, sharedBag } from './support/widgets';

const SESSION_KEY = 'casino-widgets:session';
// What src/format/money.ts writes for 1000 TND: fr groups with a narrow no-break space and puts the
// symbol after a no-break space; en and ar use Latin digits with ',' groups; ar writes the dinar د.ت.
const BALANCE = { fr: '1\u202F000,00\u00A0DT', en: '1,000.00\u00A0DT', ar: '1,000.00\u00A0د.ت' };

const suite = loginSuite();

function root(el: Element): HTMLElement {
  const r = $(el, '[part~="root"]');
  assert.ok(r, 'the element has a [part=root] box');
  return r;
}

async function expectFormIn(el: LoginElement, locale: Locale) {
  // The catalog loads lazily: wait until the title shows this locale's text, then check everything.
  const title = await msg(locale, 'login.title');
  await waitFor(() => text($(el, '[part~="title"]')) === title, { message: `the ${locale} title "${title}"` });
  assert.equal(labelOf(usernameInput(el)!), await msg(locale, 'login.username'), 'username label');
  assert.equal(labelOf(passwordInput(el)!), await msg(locale, 'login.password'), 'password label');
  assert.equal(text(submitButton(el)), await msg(locale, 'login.submit'), 'submit button');
  assert.equal(toggleButton(el)!.getAttribute('aria-label'), await msg(locale, 'ui.password.show'), 'show-password toggle');
  assert.equal(root(el).getAttribute('dir'), locale === 'ar' ? 'rtl' : 'ltr', 'dir of the root');
  assert.equal(root(el).getAttribute('lang'), { fr: 'fr-FR', en: 'en-US', ar: 'ar' }[locale], 'lang of the root');
}

describe('casino-login: languages', () => {
  it('the catalogs differ, so a test below fails when the element ignores the language', async () => {
    assert.notEqual(await msg('en', 'login.title'), await msg('fr', 'login.title'));
    assert.notEqual(await msg('ar', 'login.title'), await msg('fr', 'login.title'));
    assert.notEqual(await msg('en', 'login.username'), await msg('ar', 'login.username'));
  });

  /** Text nodes and accessible names shown while the element's first catalog loads (raw ids = a bug). */
  async function seenWhileLoading(): Promise<{ texts: string[]; names: string[] }> {
    const texts = new Set<string>();
    const names = new Set<string>();
    const el = mount<LoginElement>('<casino-login></casino-login>');
    const record = () => {
      const root = el.shadowRoot;
      if (!root) return;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) texts.add(n.textContent.trim());
      root.querySelectorAll('[aria-label]').forEach((n) => names.add(n.getAttribute('aria-label')!));
    };
    record(); // what the first, synchronous render of the upgrade put there
    const observer = new MutationObserver(record);
    observer.observe(el.shadowRoot ?? el, { subtree: true, childList: true, characterData: true, attributes: true });
    try {
      await waitForForm(el);
      await expectFormIn(el, 'fr');
      record();
    } finally {
      observer.disconnect();
    }
    const isId = (t: string) => /^[a-z_]+(\.[a-z_]+)+$/.test(t);
    return { texts: [...texts].filter(isId), names: [...names].filter(isId) };
  }

  // Must be the page's first element: the fr catalog chunk is only fetched now.
  let loading: Promise<{ texts: string[]; names: string[] }> | null = null;

  it('never shows a raw message id as text while the first catalog loads', async () => {
    loading ??= seenWhileLoading();
    assert.deepEqual((await loading).texts, [], 'message ids shown as text');
  });

  // The toaster renders only once the catalog is active (src/element/define-widget.tsx, Shell).
  it('never uses a raw message id as an accessible name while the first catalog loads', async () => {
    loading ??= seenWhileLoading();
    assert.deepEqual((await loading).names, [], 'message ids used as aria-label');
  });

  it('fr by default: title, labels, button and toggle from the fr catalog, ltr', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await expectFormIn(el, 'fr');
  });

  it('en through the lang attribute', async () => {
    const el = mount<LoginElement>('<casino-login lang="en-US"></casino-login>');
    await expectFormIn(el, 'en');
  });

  it('ar through CasinoWidgets.configure(): Arabic text and dir="rtl" on the root', async () => {
    casinoWidgets().configure({ language: 'ar' });
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await expectFormIn(el, 'ar');
  });

  it('follows a lang attribute changed on a mounted element', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await expectFormIn(el, 'fr');
    el.setAttribute('lang', 'ar');
    await expectFormIn(el, 'ar');
    el.setAttribute('lang', 'en');
    await expectFormIn(el, 'en');
  });

  it('keeps what the player typed across a language switch', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await expectFormIn(el, 'fr');
    fill(usernameInput(el)!, 'someone');
    await waitFor(() => usernameInput(el)!.value === 'someone');
    el.setAttribute('lang', 'en');
    await expectFormIn(el, 'en');
    assert.equal(usernameInput(el)!.value, 'someone', 'username after the switch');
  });
});

describe('casino-login: shadow root and styles', () => {
  it('open shadow root styled by adopted constructable stylesheets, no <style> elements', async () => {
    const page = mount<LoginElement>('<casino-login></casino-login>');
    const inline = mount<LoginElement>('<casino-login mode="inline"></casino-login>');
    await waitForForm(page);
    await waitForForm(inline);
    for (const el of [page, inline]) {
      const shadow = shadowOf(el);
      assert.ok(shadow.adoptedStyleSheets.length >= 2, `ui and login sheets adopted (got ${shadow.adoptedStyleSheets.length})`);
      assert.ok(
        shadow.adoptedStyleSheets.every((s) => s instanceof CSSStyleSheet && s.cssRules.length > 0),
        'every adopted sheet has rules',
      );
      assert.equal(shadow.querySelectorAll('style').length, 0, '<style> elements in the shadow root');
      assert.equal(document.querySelectorAll('style').length, 0, '<style> elements added to the page');
    }
    // The sheets really apply: `:host { display: block }`, `:host([mode='inline']) { display: inline-block }`.
    assert.equal(getComputedStyle(page).display, 'block');
    assert.equal(getComputedStyle(inline).display, 'inline-block');
    // The inline form has no title; the page form has one.
    assert.ok($(page, '[part~="title"]'), 'page form title');
    assert.equal($(inline, '[part~="title"]'), null, 'inline form title');
  });
});

describe('casino-login: the form', () => {
  it('submit is disabled until both fields are filled', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await waitForForm(el);
    const submit = () => submitButton(el)!;
    assert.equal(submit().disabled, true, 'empty form');
    fill(usernameInput(el)!, 'demo');
    await waitFor(() => usernameInput(el)!.value === 'demo');
    assert.equal(submit().disabled, true, 'username only');
    fill(passwordInput(el)!, 'demo1234');
    await waitFor(() => !submit().disabled, { message: 'submit enabled with both fields' });
    fill(usernameInput(el)!, '');
    await waitFor(() => submit().disabled, { message: 'submit disabled again without a username' });
  });

  it('submit is disabled and busy while signing in (a slow server), enabled again after the answer', async () => {
    await suite.sandbox().armFault({ route: '/api/accounts/login/', method: 'POST', delay_ms: 1500, times: 1 });
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await signInThrough(el, 'demo', 'not-the-password');
    await waitFor(() => submitButton(el)!.disabled && submitButton(el)!.getAttribute('aria-busy') === 'true', {
      message: 'a disabled, aria-busy submit button while the request is in flight',
    });
    // A second click while loading must not send a second request.
    submitButton(el)!.click();
    await waitForToast(await msg('fr', 'error.invalid_username_or_password'));
    await waitFor(() => !submitButton(el)!.disabled, { message: 'submit enabled after the answer' });
    const logins = (await suite.sandbox().log()).filter((c) => c.method === 'POST' && c.path === '/api/accounts/login/');
    assert.equal(logins.length, 1, 'login requests sent');
  });

  it('the password toggle flips the input type and aria-pressed, keeping the text', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await waitForForm(el);
    const input = passwordInput(el)!;
    fill(input, 's3cret');
    const toggle = toggleButton(el)!;
    assert.equal(input.type, 'password');
    assert.equal(toggle.getAttribute('aria-pressed'), 'false');
    assert.equal(toggle.getAttribute('aria-controls'), input.id, 'the toggle controls the password input');
    toggle.click();
    await waitFor(() => passwordInput(el)!.type === 'text', { message: 'password shown' });
    assert.equal(toggleButton(el)!.getAttribute('aria-pressed'), 'true');
    assert.equal(passwordInput(el)!.value, 's3cret');
    toggleButton(el)!.click();
    await waitFor(() => passwordInput(el)!.type === 'password', { message: 'password hidden again' });
    assert.equal(toggleButton(el)!.getAttribute('aria-pressed'), 'false');
    assert.equal(passwordInput(el)!.value, 's3cret');
  });

  for (const locale of ['fr', 'en'] as const) {
    it(`wrong password (${locale}): the translated warning in a live region, the username stays`, async () => {
      if (locale !== 'fr') casinoWidgets().configure({ language: locale });
      const el = mount<LoginElement>('<casino-login></casino-login>');
      await expectFormIn(el, locale);
      await signInThrough(el, 'demo', 'wrong-password');
      const toast = await waitForToast(await msg(locale, 'error.invalid_username_or_password'));
      assert.ok(toast.region, 'the toast is inside a role=alert or role=status region');
      assert.match(toast.region.getAttribute('aria-live'), /^(polite|assertive)$/, 'aria-live of the region');
      assert.equal(toast.type, 'warn');
      await waitFor(() => !submitButton(el)!.disabled, { message: 'the form is usable again' });
      assert.equal(usernameInput(el)!.value, 'demo', 'the username the player typed');
      assert.equal(accountView(el), null, 'no signed-in view');
      assert.equal(localStorage.getItem(SESSION_KEY), null, 'no stored session');
    });
  }
});

describe('casino-login: signing in and out', () => {
  it('demo/demo1234: username, ID and balance shown; casino-session-change bubbles to document', async () => {
    const changes = recordSessionChanges();
    const navigations: CustomEvent[] = [];
    document.addEventListener('casino-navigate', (e) => navigations.push(e as CustomEvent), { once: true });
    try {
      const el = mount<LoginElement>('<casino-login></casino-login>');
      await signInThrough(el, 'demo', 'demo1234');
      await waitForAccount(el);
      const signedIn = await waitFor(() => changes.events.find((e) => e.detail.state === 'signed-in'), {
        message: 'a signed-in casino-session-change on document',
      });
      assert.equal(signedIn.bubbles, true, 'bubbles');
      assert.equal(signedIn.composed, true, 'composed');
      assert.equal(signedIn.detail.user?.username, 'demo');
      assert.equal(signedIn.detail.user?.currency, 'TND');
      assert.equal(changes.events.filter((e) => e.detail.state === 'signed-in').length, 1, 'signed-in events');

      const facts = accountFacts(el);
      assert.equal(facts.username, 'demo');
      assert.equal(facts.id, '1001', 'the ID of the seeded demo account');
      assert.equal(facts.id, String(signedIn.detail.user?.id), 'the ID is the signed-in user id');
      assert.equal(facts.balance, BALANCE.fr, 'balance in fr');
      assert.equal(facts.balanceNode?.getAttribute('dir'), 'ltr', 'the amount is an LTR island');
      assert.equal(text(facts.logout), await msg('fr', 'login.logout'));

      // Page mode: the site goes to /main (spec §2 "Sign-in page").
      assert.equal((navigations[0]?.detail as { path?: string } | undefined)?.path, '/main', 'casino-navigate to /main');
      assert.ok(localStorage.getItem(SESSION_KEY), 'the session is stored for reloads and other tabs');
    } finally {
      changes.stop();
    }
  });

  it('the balance follows the language: en, then ar (rtl, with the amount kept ltr)', async () => {
    const el = mount<LoginElement>('<casino-login mode="inline"></casino-login>');
    await signInThrough(el, 'demo', 'demo1234');
    await waitForAccount(el);
    await waitFor(() => accountFacts(el).balance === BALANCE.fr, { message: 'fr balance' });
    casinoWidgets().configure({ language: 'en-US' });
    await waitFor(() => accountFacts(el).balance === BALANCE.en, { message: `en balance ${BALANCE.en}` });
    assert.equal(text($(el, '[part~="logout"]')), await msg('en', 'login.logout'));
    casinoWidgets().configure({ language: 'ar' });
    await waitFor(() => accountFacts(el).balance === BALANCE.ar, { message: `ar balance ${BALANCE.ar}` });
    assert.equal(root(el).getAttribute('dir'), 'rtl');
    assert.equal(accountFacts(el).balanceNode?.getAttribute('dir'), 'ltr');
  });

  it('logout: back to the form, casino-session-change signed-out, stored session cleared', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await signInThrough(el, 'demo', 'demo1234');
    await waitForAccount(el);
    const changes = recordSessionChanges();
    try {
      accountFacts(el).logout!.click();
      await waitForForm(el);
      const out = await waitFor(() => changes.events.find((e) => e.detail.state === 'signed-out'), {
        message: 'a signed-out casino-session-change',
      });
      assert.equal(out.bubbles && out.composed, true, 'bubbles and composed');
      assert.equal(out.detail.user, null);
      assert.equal(localStorage.getItem(SESSION_KEY), null, 'stored session');
      const logouts = (await suite.sandbox().log()).filter((c) => c.method === 'POST' && c.path === '/api/accounts/logout/');
      assert.ok(logouts.some((c) => c.status === 200), 'the server was told (both tokens were valid)');
    } finally {
      changes.stop();
    }
  });

  it('a refused refresh ends the session: casino-session-change "expired", the session-expired notice, the form', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await signInThrough(el, 'demo', 'demo1234');
    await waitForAccount(el);
    const changes = recordSessionChanges();
    try {
      // The next authenticated call is answered 401 (its access token "expired"), and the refresh the
      // client then sends is refused: the session is over (spec §4 item 6).
      await suite.sandbox().armFault({ route: '/api/accounts/refresh/', method: 'POST', status: 401, times: 1 });
      await suite.sandbox().armFault({ route: '/api/accounts/user/', method: 'GET', expire_access: true, times: 1 });
      const http = sharedBag().http as { request(req: { method: string; path: string }, convert: (d: unknown) => unknown): Promise<unknown> };
      const outcome = await http.request({ method: 'GET', path: '/api/accounts/user/' }, (d) => d).then(
        () => 'resolved',
        (error: { status?: number }) => error.status,
      );
      assert.equal(outcome, 401, 'the call fails with its 401');
      await waitForToast(await msg('fr', 'notice.session_expired'));
      await waitForForm(el);
      const expired = await waitFor(() => changes.events.find((e) => e.detail.state === 'expired'), {
        message: 'an expired casino-session-change',
      });
      assert.equal(expired.bubbles && expired.composed, true, 'bubbles and composed');
      assert.equal(changes.events.length, 1, 'one event');
      assert.equal(localStorage.getItem(SESSION_KEY), null, 'stored session');
      const refreshes = (await suite.sandbox().log()).filter((c) => c.path === '/api/accounts/refresh/');
      assert.equal(refreshes.length, 1, 'one refresh attempt');
      assert.equal(refreshes[0].status, 401);
    } finally {
      changes.stop();
    }
  });

  it('agent/agent1234 is refused with the only-players notice and stays signed out', async () => {
    const changes = recordSessionChanges();
    try {
      const el = mount<LoginElement>('<casino-login></casino-login>');
      await signInThrough(el, 'agent', 'agent1234');
      const toast = await waitForToast(await msg('fr', 'notice.only_players'));
      assert.ok(toast.region, 'announced in a live region');
      await waitFor(() => !submitButton(el)!.disabled, { message: 'the form is usable again' });
      assert.equal(accountView(el), null, 'no signed-in view');
      assert.equal(changes.events.length, 0, 'no casino-session-change');
      assert.equal(localStorage.getItem(SESSION_KEY), null, 'no stored session');
      const log = await suite.sandbox().log();
      assert.ok(log.some((c) => c.path === '/api/accounts/login/' && c.status === 200), 'the server accepted the credentials');
      assert.ok(
        log.some((c) => c.path === '/api/accounts/logout/' && c.status === 200),
        'the session the server opened is closed again',
      );
    } finally {
      changes.stop();
    }
  });

  it('banned/banned1234: the user_is_banned message, still signed out', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await signInThrough(el, 'banned', 'banned1234');
    const toast = await waitForToast(await msg('fr', 'error.user_is_banned'));
    assert.ok(toast.region, 'announced in a live region');
    await waitFor(() => !submitButton(el)!.disabled, { message: 'the form is usable again' });
    assert.equal(usernameInput(el)!.value, 'banned');
    assert.equal(accountView(el), null, 'no signed-in view');
  });
});

// A sign-in refused with email_not_verified offers, right there, to resend the confirmation
// e-mail (a lazy notice: the entry is at its size ceiling). The notice's own words come from the
// catalogs the lead merges; this checks the behaviour: the notice, the address typed, one resend call,
// the outcome in a live region, and a refused address shown as an alert.
describe('casino-login: e-mail not confirmed', () => {
  const resends = async () =>
    (await suite.sandbox().log()).filter((c) => c.method === 'POST' && c.path === '/api/accounts/registration/resend-email/');

  it('unverified/unverified1234: a notice with the resend action; the address typed; one call; announced', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await signInThrough(el, 'unverified', 'unverified1234');
    await waitFor(() => $(el, '[part~="email-not-verified"]'), { message: 'the e-mail-not-confirmed notice' });
    const notice = $(el, '[part~="email-not-verified"]')!;
    assert.equal(notice.getAttribute('role'), 'alert', 'the notice is announced');
    assert.equal(usernameInput(el)!.value, 'unverified', 'the sign-in form keeps what was typed');
    const address = $<HTMLInputElement>(el, 'input[name="resend_email"]')!;
    assert.equal(address.value, '', 'a username is not an address: the player types it');
    const before = (await resends()).length;

    // A malformed address: no call, the input says why.
    fill(address, 'not-an-address');
    ($(el, '[part~="resend"]') as HTMLButtonElement).click();
    await waitFor(() => address.getAttribute('aria-invalid') === 'true', { message: 'the address marked invalid' });
    assert.equal((await resends()).length, before, 'nothing sent for a malformed address');

    fill(address, 'unverified@casino.test');
    // Typing clears the message (and the element has re-rendered with the new address).
    await waitFor(() => !address.hasAttribute('aria-invalid'), { message: 'the message gone while typing' });
    ($(el, '[part~="resend"]') as HTMLButtonElement).click();
    const status = () => $(el, '[part~="email-not-verified"] [role="status"]');
    await waitFor(() => text(status()).length > 0, { message: 'the success in the polite live region' });
    // With the merged catalogs the sentence names the address ("Si l'adresse … attend une confirmation…").
    assert.equal($(el, '[part~="email-not-verified"] p[role="alert"]'), null, 'no failure alert');
    const sent = await resends();
    assert.equal(sent.length, before + 1, 'one resend call');
    assert.equal(sent.at(-1)!.status, 200);
    assert.equal(accountView(el), null, 'still signed out');
  });

  it('a failed resend is said in an alert, and the address stays', async () => {
    await suite.sandbox().armFault({ route: '/api/accounts/registration/resend-email/', status: 500 });
    try {
      const el = mount<LoginElement>('<casino-login></casino-login>');
      await signInThrough(el, 'unverified@casino.test', 'unverified1234');
      await waitFor(() => $(el, 'input[name="resend_email"]'), { message: 'the notice' });
      const address = $<HTMLInputElement>(el, 'input[name="resend_email"]')!;
      assert.equal(address.value, 'unverified@casino.test', 'an address typed to sign in is offered');
      ($(el, '[part~="resend"]') as HTMLButtonElement).click();
      await waitFor(() => $(el, '[part~="email-not-verified"] p[role="alert"]'), { message: 'the failure alert' });
      assert.ok(text($(el, '[part~="email-not-verified"] p[role="alert"]')).length > 0, 'the failure says something');
      assert.equal(address.value, 'unverified@casino.test');
    } finally {
      await suite.sandbox().clearFaults();
    }
  });
});
