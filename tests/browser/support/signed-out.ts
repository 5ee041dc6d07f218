// What a money element does for a signed-out visitor when the host page takes the sign-in request: it
// dispatches a cancelable, bubbling, composed `casino-login-required` with its reason, shows its own
// prompt, asks again from the prompt's button, and opens no sign-in dialog of its own.
import * as assert from './assert';
import { $, find, mount, settle, waitFor } from './dom';

/** "1 000,00 DT" → 1000 (French grouping and decimal comma). */
export const amountOf = (el: Element | null) => Number((el?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * Mounts `html` (signed out) while the document takes every `casino-login-required` (preventDefault), and
 * checks the request's detail `{ reason }`, the prompt, the button's second request and that no
 * <casino-login> opened. `check` sees the element once the first request came.
 */
export async function expectSignInRequested(html: string, reason: string, check?: (el: HTMLElement) => void) {
  const requests: CustomEvent[] = [];
  const take = (e: Event) => {
    requests.push(e as CustomEvent);
    e.preventDefault();
  };
  document.addEventListener('casino-login-required', take);
  try {
    const el = mount(html);
    await find(el, '[part~="signed-out"]', { timeout: 10_000 });
    await waitFor(() => requests.length > 0 || null, { message: 'casino-login-required' });
    assert.deepEqual(requests[0]!.detail, { reason });
    assert.ok(requests[0]!.cancelable && requests[0]!.bubbles && requests[0]!.composed);
    check?.(el);
    ($(el, '[part~="sign-in"]') as HTMLButtonElement).click();
    await waitFor(() => requests.length > 1 || null, { message: 'asked again by the button' });
    // Whether to open a dialog is decided when the event returns (widgets/login/use-login-required.tsx): a
    // render after it shows the decision.
    await settle();
    assert.equal($(el, 'casino-login'), null, 'no dialog of its own when the host took the request');
  } finally {
    document.removeEventListener('casino-login-required', take);
  }
}
