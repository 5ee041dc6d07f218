// Cashier (Caisse): every payment of every player with its status and the buttons that move it (approval
// actions, signed provider callbacks, a callback that fails first, expiry now), the deferred provider
// deliveries the worker retries, the crypto gateway's confirmations, the agent's transfers to
// a player, and fault presets for the payment routes. Everything goes through the control plane
// (/sandbox/api/payments, /crypto, /transfers), i.e. the same services as the operator's API.
// Recipes for every state: docs/qa.md "Cashier".

import { html } from '../lib/dom.js';
import { cryptoPanel, startCrypto } from './cashier/crypto.js';
import { deliveriesPanel, startDeliveries } from './cashier/deliveries.js';
import { paymentsPanel, startPayments } from './cashier/payments.js';
import { startTransfers, transfersPanel } from './cashier/transfers.js';
import { faultsPanel, startFaults } from './cashier/faults.js';

export const nav = 'Cashier';

export const render = () => html`
  <section id="cashier" class="qa-section" aria-labelledby="cashier-title">
    <h2 id="cashier-title">Cashier <span class="qa-muted" lang="fr">(Caisse)</span></h2>
    <p class="qa-lead">
      Payments as the provider, staff and the crypto gateway see them, and the agent (cashier role, id 1003)
      sending money to a player. The tables follow the sandbox every 3 s while this tab is visible. Recipes
      for every status and refusal: docs/qa.md “Cashier”.
    </p>
    <div class="qa-grid">
${paymentsPanel()}
${deliveriesPanel()}
${cryptoPanel()}
${transfersPanel()}
${faultsPanel()}
    </div>
  </section>
`;

export function start() {
  startPayments();
  startDeliveries();
  startCrypto();
  startTransfers();
  startFaults();
}
