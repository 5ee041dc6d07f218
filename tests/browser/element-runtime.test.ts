// The element runtime (docs/conventions.md §2-3) seen from a page: properties set before the bundle
// defines the element, boolean and removed attributes, config attributes, the error boundary.
import { describe, it, before, after, afterEach } from './support/mocha';
import * as assert from './support/assert';
import { newSandbox, type Sandbox } from './support/sandbox';
import { msg } from './support/catalog';
import { $, find, mount, text, unmountAll, waitFor } from './support/dom';
import { dismissToasts, waitForForm, type LoginElement } from './support/login';
import { casinoWidgets, load, sharedBag } from './support/widgets';

// Before the bundle loads: a host page that sets properties on elements that are not upgraded yet.
// The property sits on the instance then and would hide the element's accessors after the upgrade.
const earlyConnected = document.createElement('casino-login') as LoginElement;
earlyConnected.mode = 'inline';
document.body.append(earlyConnected);
const earlyDetached = document.createElement('casino-login') as LoginElement;
earlyDetached.mode = 'modal';
earlyDetached.open = true;

let sandbox: Sandbox;

before(async function () {
  // The first sandbox waits for the shared database to start (PGlite, migrations, seed).
  this.timeout(60_000);
  assert.equal(customElements.get('casino-login'), undefined, 'not defined before the bundle loads');
  sandbox = await newSandbox();
  await load('/dist/casino-login.js');
  // The config attribute `api-base` of any element configures the page.
  const configurer = mount(`<casino-login api-base="${sandbox.base}"></casino-login>`);
  await waitFor(() => casinoWidgets().config().apiBase === sandbox.base, { message: 'apiBase from the api-base attribute' });
  configurer.parentElement!.remove();
});

after(() => {
  earlyConnected.remove();
  earlyDetached.remove();
});

describe('element runtime: properties set before the upgrade', () => {
  it('a property set on a connected element before the bundle defined it is kept', async () => {
    assert.ok(earlyConnected instanceof customElements.get('casino-login')!, 'upgraded');
    assert.equal(earlyConnected.mode, 'inline', 'mode property after the upgrade');
    const form = await waitForForm(earlyConnected);
    assert.ok(form.classList.contains('login-form--inline'), `inline form rendered (class "${form.className}")`);
    assert.equal($(earlyConnected, '[part~="title"]'), null, 'no title in the inline form');
  });

  it('properties set on a detached element before the definition are kept when it is connected later', async () => {
    document.body.append(earlyDetached);
    assert.equal(earlyDetached.mode, 'modal');
    assert.equal(earlyDetached.open, true);
    await find(earlyDetached, '[part~="open"]');
    await waitFor(() => $<HTMLDialogElement>(earlyDetached, 'dialog')?.open === true, { message: 'dialog opened by open=true' });
    $<HTMLDialogElement>(earlyDetached, 'dialog')!.close();
  });
});

describe('element runtime: attributes', () => {
  afterEach(() => unmountAll());

  it('boolean attribute: present with an empty value is true, removed is false, "false" is false', async () => {
    const el = mount<LoginElement>('<casino-login mode="modal"></casino-login>');
    await find(el, '[part~="open"]');
    assert.ok(!el.open, 'no attribute: not open');
    el.setAttribute('open', '');
    await waitFor(() => el.open === true, { message: 'open === true after open=""' });
    await waitFor(() => $<HTMLDialogElement>(el, 'dialog')?.open === true, { message: 'the dialog opened' });
    $<HTMLDialogElement>(el, 'dialog')!.close();
    el.removeAttribute('open');
    await waitFor(() => el.open === false, { message: 'open === false after removal' });
    el.setAttribute('open', 'true');
    await waitFor(() => el.open === true, { message: 'open === true after open="true"' });
    el.setAttribute('open', 'false');
    await waitFor(() => el.open === false, { message: 'open === false after open="false"' });
  });

  it('a removed string attribute unsets the property and the element falls back to its default', async () => {
    const el = mount<LoginElement>('<casino-login mode="inline"></casino-login>');
    const form = await waitForForm(el);
    assert.equal(el.mode, 'inline');
    assert.ok(form.classList.contains('login-form--inline'));
    el.removeAttribute('mode');
    await waitFor(() => el.mode === undefined, { message: `mode unset after removal (is ${String(el.mode)})` });
    await waitFor(() => $(el, 'form')?.classList.contains('login-form--page'), { message: 'the default page form' });
    assert.ok($(el, '[part~="title"]'), 'page form title');
  });

  it('an element renders once it is connected, not at each attribute set before', async () => {
    // As a framework or a page's own render builds it: created, its attributes set, then inserted.
    const el = document.createElement('casino-login') as LoginElement;
    el.setAttribute('mode', 'inline');
    el.setAttribute('lang', 'fr-fr');
    el.setAttribute('currency', 'TND');
    assert.equal(el.shadowRoot!.childNodes.length, 0, 'nothing rendered while detached');
    const rendered: number[] = [];
    new MutationObserver((records) => rendered.push(records.length)).observe(el.shadowRoot!, { childList: true });
    document.body.append(el);
    try {
      const form = await waitForForm(el);
      assert.ok(form.classList.contains('login-form--inline'), 'every attribute read at the mount');
      assert.equal(rendered[0], 1, 'one root inserted into the shadow root, once');
    } finally {
      el.remove();
    }
  });

  it('a property set after the upgrade renders too', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await waitForForm(el);
    el.mode = 'modal';
    await find(el, '[part~="open"]');
  });
});

describe('element runtime: error boundary', () => {
  type Store = { get(): Record<string, unknown>; set(value: Record<string, unknown>): void };

  it('a render error shows the error screen with "Réessayer"; the page lives; retry recovers', async () => {
    const el = mount<LoginElement>('<casino-login></casino-login>');
    await waitForForm(el);
    const pageButton = mount<HTMLButtonElement>('<button type="button">page button</button>');
    let pageClicks = 0;
    pageButton.addEventListener('click', () => pageClicks++);
    const uncaught: unknown[] = [];
    const onError = (e: ErrorEvent) => uncaught.push(e.error);
    window.addEventListener('error', onError);
    const casinoErrors: CustomEvent<{ message: string }>[] = [];
    const onCasinoError = (e: Event) => casinoErrors.push(e as CustomEvent<{ message: string }>);
    document.addEventListener('casino-error', onCasinoError);

    // No widget throws on purpose, so the test breaks one through the page-wide shared state (the
    // session store on globalThis[Symbol.for('casino-widgets@1')]): a user whose fields throw when read.
    const auth = sharedBag().auth as Store;
    const before = auth.get();
    const broken = new Proxy({}, {
      get() {
        throw new Error('broken user record');
      },
    });
    try {
      auth.set({ ...before, status: 'signed-in', isAuth: true, user: broken });
      const screen = await find(el, '[part~="error-screen"]');
      assert.equal(screen.getAttribute('role'), 'alert', 'the error screen is announced');
      assert.equal(text($(el, '[part~="error-title"]')), await msg('fr', 'error_screen.title'));
      assert.equal(text($(el, '[part~="error-text"]')), 'broken user record');
      const retry = $<HTMLButtonElement>(el, '[part~="retry"]')!;
      assert.equal(text(retry), 'Réessayer');
      assert.equal(text(retry), await msg('fr', 'error_screen.retry'));

      // Every element of ours that reads the broken store fails on its own and says so.
      const event = await waitFor(() => casinoErrors.find((e) => e.target === el), { message: 'a casino-error event from the element' });
      assert.equal(event.bubbles && event.composed, true, 'casino-error bubbles and is composed');
      assert.match(event.detail.message, /broken user record/);

      // The page around it lives: its own controls work and nothing escaped as an uncaught error.
      pageButton.click();
      assert.equal(pageClicks, 1);
      assert.equal(uncaught.length, 0, 'uncaught errors on window');

      // Data repaired: "Réessayer" renders the widget again.
      auth.set(before);
      retry.click();
      await waitForForm(el);
      assert.equal($(el, '[part~="error-screen"]'), null, 'error screen gone');
    } finally {
      auth.set(before);
      window.removeEventListener('error', onError);
      document.removeEventListener('casino-error', onCasinoError);
      await dismissToasts().catch(() => undefined);
      unmountAll();
    }
  });
});
