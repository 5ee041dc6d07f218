// What a framework's binding on one element needs (docs/embedding.md "Events"): `casino-session-change`
// heard on any element, not only on the one that sends it bubbling; and `casino-open-change` for a
// controlled `open` (the modal wheel): cancelable before the player's Esc or close
// button, and once more after the dialog closed.
import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { $, find, mount, settle, waitFor } from './support/dom';
import { signInThrough, waitForAccount } from './support/login';
import { load, recordSessionChanges, type SessionChange } from './support/widgets';

loginSuite(async () => {
  await load('/dist/casino-wheel.js');
});

interface OpenChange {
  open: boolean;
  done: boolean;
}

/** Every casino-open-change heard on `el`, with whether it was cancelable; `prevent` decides per event. */
function recordOpenChanges(el: Element, prevent: (detail: OpenChange) => boolean = () => false) {
  const events: (OpenChange & { cancelable: boolean })[] = [];
  el.addEventListener('casino-open-change', (e) => {
    const { detail, cancelable } = e as CustomEvent<OpenChange>;
    events.push({ ...detail, cancelable });
    if (prevent(detail)) e.preventDefault();
  });
  return events;
}

const dialogOf = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const isModalOpen = (el: Element) => !!dialogOf(el)?.matches(':modal');

describe('casino-session-change on any element', () => {
  it('a listener on the second element hears the sign-in once, the document hears it once', async () => {
    const login = mount('<casino-login mode="inline"></casino-login>');
    const wheel = mount('<casino-wheel></casino-wheel>');
    const onWheel: SessionChange[] = [];
    wheel.addEventListener('casino-session-change', (e) => onWheel.push((e as CustomEvent<SessionChange>).detail));
    const onDocument = recordSessionChanges();
    try {
      await signInThrough(login, 'demo', 'demo1234');
      await waitForAccount(login);
      await waitFor(() => onWheel.some((d) => d.state === 'signed-in'), { message: 'casino-session-change on <casino-wheel>' });
      await settle();
      assert.equal(onWheel.filter((d) => d.state === 'signed-in').length, 1, 'signed-in events on the wheel');
      assert.equal(onWheel[0].user?.username, 'demo');
      assert.equal(onDocument.events.filter((e) => e.detail.state === 'signed-in').length, 1, 'signed-in events on document');
    } finally {
      onDocument.stop();
    }
  });
});

describe('casino-open-change', () => {
  it('the modal wheel: Esc asks first (prevented, the dialog stays), the host closes through open, then done', async () => {
    // Listening before the element connects: the opening by `open` is told at the first render.
    const wheel = document.createElement('casino-wheel');
    wheel.setAttribute('display', 'modal');
    wheel.setAttribute('open', '');
    const events = recordOpenChanges(wheel, (d) => !d.done);
    mount('<div></div>').append(wheel);
    await waitFor(() => isModalOpen(wheel), { message: 'the wheel dialog open' });
    await waitFor(() => events.length > 0, { message: 'the opening told' });
    await settle();
    assert.deepEqual(events.splice(0), [{ open: true, done: true, cancelable: false }], 'opened by the host: no request, one done');
    // Chromium lets a page keep a dialog open on Esc only after a user activation (a key other than Esc is one).
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => events.some((e) => !e.open && !e.done), { message: 'a request to close' });
    await settle();
    assert.ok(isModalOpen(wheel), 'a prevented request leaves the dialog open');
    assert.deepEqual(events, [{ open: false, done: false, cancelable: true }]);
    assert.ok(wheel.hasAttribute('open'), 'open untouched');

    wheel.removeAttribute('open'); // the controlled host's answer
    await waitFor(() => !dialogOf(wheel)!.open, { message: 'closed by removing open' });
    await waitFor(() => events.length === 2, { message: 'the closing told' });
    assert.deepEqual(events[1], { open: false, done: true, cancelable: false });
  });

  it('the modal wheel, uncontrolled: the close button closes, open removed, one request and one done', async () => {
    const wheel = mount('<casino-wheel display="modal"></casino-wheel>');
    const events = recordOpenChanges(wheel);
    (await find<HTMLButtonElement>(wheel, '[part~="open"]')).click();
    await waitFor(() => isModalOpen(wheel), { message: 'opened by the launcher' });
    (await find<HTMLButtonElement>(wheel, '[part~="close"]')).click();
    await waitFor(() => !dialogOf(wheel)!.open, { message: 'closed by its button' });
    await waitFor(() => events.length === 4, { message: 'four casino-open-change' });
    assert.deepEqual(events, [
      { open: true, done: false, cancelable: true },
      { open: true, done: true, cancelable: false },
      { open: false, done: false, cancelable: true },
      { open: false, done: true, cancelable: false },
    ]);
    assert.equal(wheel.hasAttribute('open'), false);
  });
});
