// <casino-login mode="modal">: a button that opens a native <dialog> with showModal() inside the shadow
// root (docs/conventions.md §2.6: focus trap and Esc for free), the `open` attribute, and signing in from it.
import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { msg } from './support/catalog';
import { $, find, mount, shadowOf, text, waitFor } from './support/dom';
import { accountFacts, signInThrough, waitForAccount, type LoginElement } from './support/login';

loginSuite();

const dialogOf = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const isModalOpen = (el: Element) => {
  const d = dialogOf(el);
  return !!d && d.open && d.matches(':modal');
};

describe('casino-login mode="modal"', () => {
  it('shows only the open button until asked; the button opens a modal <dialog> with the form, focus inside', async () => {
    const el = mount<LoginElement>('<casino-login mode="modal"></casino-login>');
    const open = await find<HTMLButtonElement>(el, '[part~="open"]');
    assert.equal(text(open), await msg('fr', 'login.open'));
    const dialog = dialogOf(el)!;
    assert.ok(dialog, 'a <dialog> in the shadow root');
    assert.equal(dialog.open, false, 'closed at first');
    assert.equal(dialog.getRootNode(), shadowOf(el), 'the dialog lives in the shadow root, not in document.body');
    open.click();
    await waitFor(() => isModalOpen(el), { message: 'the dialog open as a modal (showModal)' });
    assert.ok(dialog.querySelector('form[part~="form"] input[name="username"]'), 'the sign-in form inside the dialog');
    const focused = shadowOf(el).activeElement;
    assert.ok(focused && dialog.contains(focused), 'focus moved into the dialog');
  });

  it('Esc closes the dialog', async () => {
    const el = mount<LoginElement>('<casino-login mode="modal"></casino-login>');
    (await find<HTMLButtonElement>(el, '[part~="open"]')).click();
    await waitFor(() => isModalOpen(el), { message: 'dialog open' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(el)!.open, { message: 'dialog closed by Esc' });
  });

  it('the open attribute opens it; removed and set again, it opens it again', async () => {
    const el = mount<LoginElement>('<casino-login mode="modal"></casino-login>');
    await find(el, '[part~="open"]');
    assert.equal(dialogOf(el)!.open, false);
    el.setAttribute('open', '');
    await waitFor(() => isModalOpen(el), { message: 'opened by open=""' });
    assert.equal(el.open, true, 'open property after open=""');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(el)!.open, { message: 'closed by Esc' });
    el.removeAttribute('open');
    await waitFor(() => el.open === false, { message: 'open property false after removal' });
    el.setAttribute('open', '');
    await waitFor(() => isModalOpen(el), { message: 'opened again: the removal really set open to false' });
  });

  it('open present in the markup opens the dialog on connect; open="false" does not', async () => {
    const opened = mount<LoginElement>('<casino-login mode="modal" open></casino-login>');
    const closed = mount<LoginElement>('<casino-login mode="modal" open="false"></casino-login>');
    await waitFor(() => isModalOpen(opened), { message: 'dialog of <casino-login open> open' });
    await find(closed, '[part~="open"]');
    assert.equal(closed.open, false, 'open="false" is false');
    assert.equal(dialogOf(closed)!.open, false, 'its dialog stays closed');
  });

  it('signing in from the dialog closes it and shows the account', async () => {
    const el = mount<LoginElement>('<casino-login mode="modal" open></casino-login>');
    await waitFor(() => isModalOpen(el), { message: 'dialog open' });
    await signInThrough(el, 'demo', 'demo1234');
    await waitForAccount(el);
    assert.equal(accountFacts(el).username, 'demo');
    assert.equal(document.querySelectorAll('dialog[open]').length, 0, 'no dialog left open in the page');
    const dialog = dialogOf(el);
    assert.ok(!dialog || !dialog.open, 'the dialog is closed');
  });
});
