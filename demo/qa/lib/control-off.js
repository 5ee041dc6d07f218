// A sandbox started with SANDBOX_CONTROL=off has no control plane (/sandbox/api/* answers 404; /health
// says `control: false`): the page says so at the top and disables what only the control plane can do
// (the fault switches and every section's fault presets, "Reset sandbox"). The elements, the session
// inspector and the widgets keep working: they use the operator's API, not the control plane.

import { CONTROL_OFF_MESSAGE, controlPlaneOn } from './control.js';
import { h } from './dom.js';

const CONTROLS = ['#faults :is(button, input, select, textarea)', ':is(#fault-presets, #wheel-presets, #lobby-presets) button', '#sandbox-reset'];

export async function showControlPlaneOff() {
  if (await controlPlaneOn) return;
  const notice = h(
    'p.qa-error.qa-control-off',
    { id: 'qa-control-off', role: 'alert' },
    h('strong', { text: 'Control plane off. ' }),
    CONTROL_OFF_MESSAGE,
    ' Fault switches, presets, reset, outbox, log and the wheel and game controls are unavailable; the widgets and the API still work.',
  );
  document.querySelector('.qa-toolbar')?.before(notice);
  for (const el of document.querySelectorAll(CONTROLS.join(', '))) {
    el.disabled = true;
    el.setAttribute('aria-describedby', [el.getAttribute('aria-describedby'), 'qa-control-off'].filter(Boolean).join(' '));
  }
}
