// The Cashier section's network faults: presets for the payment routes, armed at once through the shared
// fault switches (lib/faults.js); listed, timed and cleared in the Fault switches section.

import { $, html } from '../../lib/dom.js';
import { presetItems } from '../../lib/faults.js';

const P = '/api/backoffice/payments';
const PRESETS = [
  // The press is locked while the request is in flight; a retry after no answer reuses its key.
  { label: 'Deposit create → 4 s delay ×1 (double click, slow network)', fault: { route: `${P}/deposit/`, method: 'POST', delay_ms: 4000, times: 1 } },
  { label: 'Deposit create → 503 ×1 (retry with the same key)', fault: { route: `${P}/deposit/`, method: 'POST', status: 503, times: 1 } },
  { label: 'Payout create → 500 ×1', fault: { route: `${P}/payout/`, method: 'POST', status: 500, times: 1 } },
  { label: 'Payment reads → 503 ×3 (pending tray keeps polling)', fault: { route: `${P}/deposit/`, method: 'GET', status: 503, times: 3 } },
  { label: 'System list → malformed ×1', fault: { route: `${P}/deposit/system_list/`, method: 'GET', malformed: true, times: 1 } },
  { label: 'Crypto create → 8 s delay ×1', fault: { route: '/services/crypto-pay/create-payment', method: 'POST', delay_ms: 8000, times: 1 } },
  { label: 'Transfers → 503 ×1', fault: { route: '/api/backoffice/transactions', method: 'POST', status: 503, times: 1 } },
];

export const faultsPanel = () => html`
      <article class="qa-panel" aria-labelledby="cashier-faults-title">
        <h3 id="cashier-faults-title">Network faults</h3>
        <p class="qa-muted">
          Armed at once; see, time and clear them under <a href="#faults">Fault switches</a> (any route, status,
          delay, malformed body, expired token).
        </p>
        <ul class="qa-presets" id="cashier-fault-presets" aria-labelledby="cashier-faults-title"></ul>
      </article>
`;

export function startFaults() {
  $('cashier-fault-presets').replaceChildren(...presetItems(PRESETS));
}
