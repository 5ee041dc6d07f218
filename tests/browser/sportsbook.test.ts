// <casino-sportsbook> (docs/contracts/sportsbook.md) from the built dist/casino-sportsbook.js, in real
// Chromium, with the sandbox's own provider pages in its frame (opaque: sandboxed without allow-same-origin):
// every dgt view and sft, the frame titled and sized by its `height` messages, origin pinning (messages from
// another window, even another opaque frame, change nothing), a guest's "sign in" inside the frame reaching
// the host as casino-login-required (keyboard: the focus goes into the frame), the integration token fetched
// for a player, the mobile view forced below 767 px, provider-down with Retry, and axe. Texts are matched in
// French (the source language): the ids reach the catalogs with the lead's merge.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, eventually, find, mount, waitFor } from './support/dom';
import { loginSuite } from './support/suite';
import { calls, signIn } from './support/lobby';
import { casinoWidgets, load } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';

const suite = loginSuite(
  async () => {
    await load('/dist/casino-sportsbook.js');
  },
  // A database of its own (the provider-down switch and the tokens are the file's), and the frames' calls.
  { ownDatabase: true, sportFrames: true },
);

const frameOf = (el: Element) => $<HTMLIFrameElement>(el, 'iframe[part~="frame"]');
const stage = (el: Element) => $(el, '.sport-stage')!;

/** Mounts the element and waits until its frame said `ready` (the skeleton gone). */
async function mountBook(attrs: string, timeout = 15_000): Promise<HTMLElement> {
  const el = mount(`<casino-sportsbook ${attrs}></casino-sportsbook>`);
  await waitFor(() => (stage(el)?.classList.contains('sport-stage--ready') ? true : null), { message: `ready (${attrs})`, timeout });
  return el;
}

/**
 * The height the frame reported (the iframe's inline height, set from `height` messages), once its content
 * is in (the first report may be its loading state's).
 */
const reportedHeight = (frame: HTMLIFrameElement) =>
  waitFor(() => (parseInt(frame.style.height || '0', 10) > 200 ? parseInt(frame.style.height, 10) : null), { message: 'a height message', timeout: 10_000 });

async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(suite.sandbox().url(`/sandbox/api/sport/${path}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

describe('casino-sportsbook', () => {
  it('frames every dgt view and sft: sandboxed opaque, titled, the contract query, sized by the frame', async function () {
    this.timeout(90_000);
    await setViewport({ width: 1100, height: 800 });
    for (const view of ['eu', 'af', 'as', 'es', 'la']) {
      const el = await mountBook(`provider="dgt" view="${view}" page="Home"`);
      const frame = frameOf(el)!;
      const src = new URL(frame.src);
      assert.equal(src.pathname, new URL(suite.sandbox().url('/sandbox/sport/dgt/'), location.href).pathname, `${view}: the provider's page`);
      assert.equal(src.searchParams.get('view'), view);
      assert.equal(src.searchParams.get('page'), 'Home');
      assert.equal(src.searchParams.get('origin'), location.origin);
      assert.equal(src.searchParams.get('lang'), 'fr');
      assert.equal(src.searchParams.get('odds'), 'decimal');
      const sandbox = frame.getAttribute('sandbox') ?? '';
      assert.ok(sandbox.includes('allow-scripts') && !sandbox.includes('allow-same-origin'), `${view}: opaque frame (${sandbox})`);
      assert.match(frame.title, /Paris sportifs|sport\.frame/);
      const height = await reportedHeight(frame);
      assert.ok(height > 200, `${view}: a real height (${height})`);
      // The frame is exactly as tall as its document: the page scrolls, the frame never does.
      assert.equal(Math.round(frame.getBoundingClientRect().height), height, `${view}: the iframe takes the reported height`);
      el.remove();
    }
    const sft = await mountBook('provider="sft" live');
    const src = new URL(frameOf(sft)!.src);
    assert.ok(src.pathname.endsWith('/sandbox/sport/sft/'));
    assert.equal(src.searchParams.get('live'), '1');
    assert.ok((await reportedHeight(frameOf(sft)!)) > 200);
    await setViewport({ width: 800, height: 600 });
  });

  it('pins the frame: messages from the page itself or from another opaque frame change nothing', async function () {
    this.timeout(30_000);
    const el = await mountBook('provider="dgt" view="eu"');
    const frame = frameOf(el)!;
    const height = await reportedHeight(frame);
    const heard: string[] = [];
    for (const type of ['casino-login-required', 'casino-deposit-requested', 'casino-bet-placed', 'casino-navigate'])
      el.addEventListener(type, () => heard.push(type));
    const envelope = (m: object) => ({ ns: 'casino-sport', v: 1, ...m });
    const forged = [
      envelope({ type: 'height', height: 7 }),
      envelope({ type: 'login-requested' }),
      envelope({ type: 'deposit-requested', amount: '50.00' }),
      envelope({ type: 'route', page: 'Results' }),
      envelope({ type: 'error', code: 'provider_down' }),
      envelope({ type: 'bet-placed', ticket_id: 1, ticket_code: 'X', amount_in: '5.00', balance: '999999.00', bonus_balance: '0.00', currency: 'TND' }),
    ];
    // The page's own window (origin of the page, not "null", and not the frame's window).
    for (const message of forged) window.postMessage(message, '*');
    // Another opaque frame: its origin is "null" like the sportsbook's, but it is not the sportsbook's window.
    const other = document.createElement('iframe');
    other.setAttribute('sandbox', 'allow-scripts');
    // After the forged ones, a message of its own that says it is done: messages from one window arrive in
    // the order sent, so once it is heard every forged message has been delivered (and ignored).
    other.srcdoc = `<script>for (const m of ${JSON.stringify(forged)}) parent.postMessage(m, '*'); parent.postMessage('forged-sent', '*');</script>`;
    const sent = new Promise<void>((resolve) => {
      const onDone = (e: MessageEvent) => {
        if (e.data !== 'forged-sent') return;
        window.removeEventListener('message', onDone);
        resolve();
      };
      window.addEventListener('message', onDone);
    });
    document.body.append(other);
    await sent;
    other.remove();
    assert.deepEqual(heard, []);
    // The frame may report a new height of its own meanwhile (odds and clocks move), never the forged 7.
    assert.ok(parseInt(frame.style.height, 10) > 200, `the height is still the frame’s own (${frame.style.height}, was ${height})`);
    assert.ok(stage(el).classList.contains('sport-stage--ready'), 'not shown as down');
  });

  it('a guest asked to sign in inside the frame: casino-login-required (sportsbook), by keyboard into the frame', async function () {
    this.timeout(30_000);
    const el = await mountBook('provider="dgt" view="eu"');
    let asked: CustomEvent | null = null;
    el.addEventListener('casino-login-required', (e) => (asked = e as CustomEvent), { once: true });
    el.addEventListener('casino-login-required', (e) => e.preventDefault()); // a host that opens its own sign-in
    // The skip button is the way past the frame; Tab from it goes into the frame (its first control: the
    // guest's "Se connecter").
    const skip = $<HTMLButtonElement>(el, '[part~="skip"]')!;
    skip.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => (el.shadowRoot!.activeElement === frameOf(el) ? true : null), { message: 'the focus inside the frame' });
    await sendKeys({ press: 'Enter' });
    const event = await waitFor(() => asked, { message: 'casino-login-required' });
    assert.deepEqual(event.detail, { reason: 'sportsbook' });
    assert.ok(event.cancelable && event.bubbles && event.composed);
    // The skip button lands after the frame.
    skip.focus();
    skip.click();
    assert.equal(el.shadowRoot!.activeElement, $(el, '[part~="end"]'));
    // A guest's sportsbook asks for no integration token.
    assert.equal(await calls(suite.sandbox(), '/api/integrations/', 'POST'), 0);
  });

  it('on a partner page the frame’s moves are the element’s own history: attributes written back, Back and Forward', async function () {
    this.timeout(30_000);
    const el = await mountBook('provider="dgt" view="eu" page="Home"');
    const navigations: Array<{ path: string; reason: string }> = [];
    el.addEventListener('casino-navigate', (e) => navigations.push((e as CustomEvent).detail));
    const url = location.href;
    await reportedHeight(frameOf(el)!); // its content is in
    // Into the frame by keyboard: its guest button, then its pages' tabs (Accueil, À venir); Enter on À venir.
    // The frame's controls render after its first answers, which a loaded machine can delay past any fixed
    // wait; until they are there the keys pass through an empty frame and change nothing, so they go in
    // again (from the skip button) until the frame has moved, three tries at most.
    // A try whose Tabs ran ahead of the frame's controls can press Enter on its guest button: this host
    // opens its own sign-in (so no modal lands over the page and traps the next try), and only the moves
    // of the try that reached « À venir » count.
    el.addEventListener('casino-login-required', (e) => e.preventDefault());
    const movedOn = () => (el.getAttribute('page') === 'Upcoming' ? true : null);
    for (let attempt = 0; attempt < 3 && !movedOn(); attempt++) {
      navigations.length = 0;
      $<HTMLButtonElement>(el, '[part~="skip"]')!.focus();
      for (let i = 0; i < 3; i++) await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Enter' });
      await waitFor(movedOn, { message: 'the frame’s page written back', timeout: 4_000 }).catch(() => null);
    }
    await waitFor(movedOn, { message: 'the frame’s page written back' });
    assert.deepEqual(navigations, [{ path: '/sport/dgt/eu/Upcoming', reason: 'sportsbook', keepScroll: true }]);
    assert.equal((history.state as Record<string, unknown>)['casino-sportsbook'], '/sport/dgt/eu/Upcoming');
    assert.equal(location.href, url, 'the partner’s URL is left alone');
    history.back();
    await waitFor(() => (el.getAttribute('page') === 'Home' ? true : null), { message: 'Back: Home again' });
    history.forward();
    await waitFor(() => (el.getAttribute('page') === 'Upcoming' ? true : null), { message: 'Forward: Upcoming again' });
    assert.equal(navigations.length, 1, 'Back and Forward ask nobody: the frame just follows');
  });

  it('a player: the integration token is fetched once and the frame opens its session with it', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    await mountBook('provider="sft"');
    await eventually(async () => (await calls(suite.sandbox(), '/api/integrations/softion/login', 'POST')) === 1, 'one softion login');
    await eventually(async () => (await calls(suite.sandbox(), '/api/integrations/softion/session/create', 'POST')) >= 1, 'the frame’s session/create', 10_000);
    assert.equal(await calls(suite.sandbox(), '/api/integrations/digitain/login', 'POST'), 0, 'no token for a provider not on the page');
  });

  it('forces the mobile view below 767 px, live, and puts it in the path without a new history entry', async function () {
    this.timeout(30_000);
    await setViewport({ width: 1100, height: 800 });
    const el = await mountBook('path="/sport/dgt/eu/EventView/42"');
    const navigations: Array<{ path: string; replace?: boolean }> = [];
    el.addEventListener('casino-navigate', (e) => navigations.push((e as CustomEvent).detail));
    const src = frameOf(el)!.src;
    await setViewport({ width: 500, height: 800 });
    await waitFor(() => (el.getAttribute('path') === '/sport/dgt/m/EventView/42' ? true : null), { message: 'the mobile view in the path' });
    assert.equal(navigations[0]?.path, '/sport/dgt/m/EventView/42');
    assert.equal(navigations[0]?.replace, true);
    assert.equal(frameOf(el)!.src, src, 'the frame is not reloaded');
    await setViewport({ width: 1100, height: 800 });
    await waitFor(() => (el.getAttribute('path') === '/sport/dgt/af/EventView/42' ? true : null), { message: 'back to a wide view' });
    await setViewport({ width: 800, height: 600 });
  });

  it('shows the provider down when its frame never says ready, and Retry brings it back', async function () {
    this.timeout(60_000);
    await control('provider', { provider: 'sft', down: true });
    try {
      const el = mount('<casino-sportsbook provider="sft"></casino-sportsbook>');
      const down = await find(el, '[part~="provider-down"]', { timeout: 25_000 });
      assert.equal(down.getAttribute('role'), 'alert');
      await onDarkSite('fr-fr', (lang) => casinoWidgets().configure({ language: lang }), () => expectNoSeriousViolations('provider down', el));
      await control('provider', { provider: 'sft', down: false });
      $<HTMLButtonElement>(el, '[part~="retry"]')!.click();
      await waitFor(() => (stage(el).classList.contains('sport-stage--ready') ? true : null), { message: 'ready after Retry', timeout: 15_000 });
      assert.equal($(el, '[part~="provider-down"]'), null);
    } finally {
      await control('provider', { provider: 'sft', down: false });
    }
  });

  it('has no serious axe violation, in French and in Arabic', async function () {
    this.timeout(30_000);
    const el = await mountBook('provider="dgt" view="af"');
    await onDarkSite('fr-fr', (lang) => casinoWidgets().configure({ language: lang }), () => expectNoSeriousViolations('sportsbook fr', el));
    await onDarkSite('ar', (lang) => casinoWidgets().configure({ language: lang }), () => expectNoSeriousViolations('sportsbook ar', el));
  });
});
