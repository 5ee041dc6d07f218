// A control call from a button, for the Profile section's panels: the button is locked while the call
// runs; the outcome is announced, and a refusal also stays written next to the control (errorEl), with
// the sandbox's status, code and message (lib/control.js), so QA sees why without opening devtools.

import { announce, showError } from '../../lib/dom.js';
import { showFailure } from '../../lib/forms.js';

export async function pressInline(button, errorEl, run, describe) {
  if (button.disabled) return undefined;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    const result = await run();
    showError(errorEl, '');
    announce(describe(result), 'ok');
    return result;
  } catch (err) {
    showFailure(errorEl, err?.message ?? String(err));
    return undefined;
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}
