// Reading and driving <casino-login> the way a player (or a screen reader) meets it: by its parts,
// input names, labels and roles inside the open shadow root.
import { $, $$, fill, find, text, waitFor } from './dom';

export type LoginElement = HTMLElement & { mode?: string; open?: boolean };

export const usernameInput = (el: Element) => $<HTMLInputElement>(el, 'input[name="username"]');
export const passwordInput = (el: Element) => $<HTMLInputElement>(el, 'input[name="password"]');
export const submitButton = (el: Element) => $<HTMLButtonElement>(el, 'button[type="submit"]');
export const toggleButton = (el: Element) => $<HTMLButtonElement>(el, '[part~="toggle"]');
export const accountView = (el: Element) => $(el, '[part~="account"]');

/** Waits for the sign-in form (the catalog has loaded and the session is known). */
export const waitForForm = (el: Element) => find<HTMLFormElement>(el, 'form[part~="form"]');
export const waitForAccount = (el: Element) => find(el, '[part~="account"]');

export async function signInThrough(el: Element, username: string, password: string): Promise<void> {
  await waitForForm(el);
  fill(usernameInput(el)!, username);
  fill(passwordInput(el)!, password);
  const submit = await waitFor(() => {
    const b = submitButton(el);
    return b && !b.disabled ? b : null;
  }, { message: 'an enabled submit button' });
  submit.click();
}

/** The signed-in summary as a player reads it. */
export function accountFacts(el: Element) {
  return {
    username: text($(el, '[part~="username"]')),
    id: text($(el, '[part~="user-id"]')),
    /** Raw text: the no-break spaces of the money format are part of what is checked. */
    balance: ($(el, '[part~="balance"]')?.textContent ?? '').trim(),
    balanceNode: $(el, '[part~="balance"] bdi'),
    logout: $<HTMLButtonElement>(el, '[part~="logout"]'),
  };
}

/** Every toast on the page, wherever the page's toaster is rendered (the first connected element). */
export function toasts(): { message: string; type: string | null; region: Element | null }[] {
  return [...document.querySelectorAll('*')]
    .filter((n) => n.localName.startsWith('casino-') && n.shadowRoot)
    .flatMap((host) => $$(host, '[part~="toast"]'))
    .map((li) => ({
      message: text(li.querySelector('.casino-toast__message') ?? li),
      type: li.getAttribute('data-type'),
      region: li.closest('[role="alert"], [role="status"]'),
    }));
}

export function waitForToast(message: string) {
  return waitFor(() => toasts().find((t) => t.message === message), {
    message: `a toast saying ${JSON.stringify(message)} (toasts now: ${JSON.stringify(toasts().map((t) => t.message))})`,
  });
}

/** Dismisses every toast through its own close button, so the next test starts with none. */
export async function dismissToasts(): Promise<void> {
  for (const host of document.querySelectorAll('*')) {
    if (!host.localName.startsWith('casino-') || !host.shadowRoot) continue;
    $$<HTMLButtonElement>(host, '[part~="toast-dismiss"]').forEach((b) => b.click());
  }
  await waitFor(() => toasts().length === 0, { message: 'toasts dismissed' });
}
