// "Reset sandbox" (the page's toolbar): POST /sandbox/api/reset, then every section shows the seeded state.

import { bag } from './runtime.js';
import { control } from './control.js';
import { $, announce } from './dom.js';

const resetters = [];
/** fn() after a reset: forget what the section remembers of the old state, then read it again. */
export const onSandboxReset = (fn) => resetters.push(fn);

export function startResetButton() {
  $('sandbox-reset').addEventListener('click', async () => {
    if (!window.confirm('Reset the sandbox to its seeded state? Accounts, balances, faults, the log and the outbox are reset.')) return;
    try {
      await control('POST', '/sandbox/api/reset');
      await Promise.all(resetters.map((fn) => fn()));
      // Tokens of the old database are worthless now: end this page's session locally.
      await bag()?.session?.signOut?.();
      announce('Sandbox reset to its seeded state.', 'ok');
    } catch (err) {
      announce(err.message, 'error');
    }
  });
}
