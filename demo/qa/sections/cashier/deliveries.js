// The Cashier section's deferred provider deliveries: GET /sandbox/api/payments/deliveries (newest first),
// polled while visible. A delivery is a provider's callback the server sends later (the e-wallet's
// approval after its delay, QA's "Crash the callback"), retried by the worker with backoff until it is
// delivered, refused (the payment expired meanwhile) or given up (docs/api.md "Payments: deferred
// deliveries"). "Retry now" skips a delivery's wait; "Run the worker now" runs one tick (expiry + due deliveries).

import { asList, control } from '../../lib/control.js';
import { $, dateTime, h, html, showError, setText } from '../../lib/dom.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { CASHIER_POLL_MS, press } from './payments.js';

export const deliveriesPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="cashier-deliveries-title">
        <h3 id="cashier-deliveries-title">Provider deliveries <span class="qa-muted">(GET /sandbox/api/payments/deliveries)</span></h3>
        <p class="qa-muted">
          Callbacks the provider sends later, kept in the database: a restart loses none. A failed attempt is
          retried after 2 s, 4 s, 8 s… (8 attempts at most); a refusal (<code dir="ltr">409 payment_expired</code>) is final.
        </p>
        <div class="qa-toolbar" role="group" aria-label="Deliveries">
          <button type="button" id="cashier-deliveries-run" class="qa-button qa-button--small">Run the worker now</button>
          <span class="qa-muted" id="cashier-deliveries-count" aria-live="off"></span>
        </div>
        <p id="cashier-deliveries-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll" tabindex="0" role="region" aria-labelledby="cashier-deliveries-caption">
          <table class="qa-table">
            <caption id="cashier-deliveries-caption" class="qa-visually-hidden">Provider deliveries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">id</th><th scope="col">payment</th><th scope="col">callback</th><th scope="col">attempts</th>
                <th scope="col">next attempt</th><th scope="col">last error</th><th scope="col">outcome</th><th scope="col">actions</th>
              </tr>
            </thead>
            <tbody id="cashier-deliveries"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="cashier-deliveries-empty">No delivery yet: approve an e-wallet payment in its app, or crash a callback above.</p>
      </article>
`;

let refreshNow = () => {};

function row(d) {
  const retry = d.done_at
    ? null
    : h('button.qa-button.qa-button--small.qa-button--ghost', {
        type: 'button',
        text: 'Retry now',
        'aria-label': `Retry delivery ${d.id} of payment ${d.payment_id} now`,
        onclick: async (event) => {
          await press(event.currentTarget, () => control('POST', `/sandbox/api/payments/deliveries/${d.id}/retry`), (r) => `Delivery ${d.id}: ${r?.outcome ?? `attempt ${r?.attempts} failed`}.`);
          refreshNow();
        },
      });
  return h(
    'tr',
    { dataset: { id: String(d.id) } },
    h('th', { scope: 'row', text: String(d.id) }),
    h('td', { text: String(d.payment_id) }),
    h('td', { text: d.status }),
    h('td', { text: String(d.attempts) }),
    h('td', { text: d.done_at ? '—' : dateTime(d.due_at) }),
    h('td', { text: d.last_error ?? '—' }),
    h('td', { text: d.outcome ?? `pending${d.fail_remaining ? ` (${d.fail_remaining} failure(s) to go)` : ''}` }),
    h('td', {}, retry),
  );
}

async function refresh() {
  let list;
  try {
    list = asList(await control('GET', '/sandbox/api/payments/deliveries'), 'deliveries');
    showError($('cashier-deliveries-error'), '');
  } catch (err) {
    showError($('cashier-deliveries-error'), err.message);
    return;
  }
  // Rebuilt only when something changed, so a focused button survives an idle poll.
  const body = $('cashier-deliveries');
  const signature = JSON.stringify(list);
  if (body.dataset.signature !== signature) {
    body.dataset.signature = signature;
    body.replaceChildren(...list.map(row));
  }
  $('cashier-deliveries-empty').hidden = list.length > 0;
  setText($('cashier-deliveries-count'), `${list.length} shown, ${list.filter((d) => !d.done_at).length} pending`);
}

export function startDeliveries() {
  refreshNow = pollWhileVisible(refresh, CASHIER_POLL_MS);
  $('cashier-deliveries-run').addEventListener('click', async (event) => {
    await press(event.currentTarget, () => control('POST', '/sandbox/api/payments/deliveries/run'), (r) => `Worker: ${r.expired.length} due deposit(s) swept, ${r.deliveries.length} delivery attempt(s).`);
    refreshNow();
  });
  onSandboxReset(async () => {
    $('cashier-deliveries').replaceChildren();
    delete $('cashier-deliveries').dataset.signature;
    await refresh();
  });
}
