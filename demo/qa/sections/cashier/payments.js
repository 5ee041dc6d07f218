// The Cashier section's payments table: GET /sandbox/api/payments (every payment, every player, newest
// first), polled while visible, and per payment the five approval actions, a signed provider callback
// (once, or twice to prove a retry credits once), a durable callback failing N times first ("crash the
// callback", retried by the worker: deliveries.js), expiry now and, for crypto deposits, the gateway's arrival.
// Rows are updated in place, so an open action list and the keyboard focus survive each poll.

import { asList, control } from '../../lib/control.js';
import { $, announce, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';

export const CASHIER_POLL_MS = 3000;

/** The contract's statuses (docs/api.md "Payments"): code -> words QA reads. */
export const STATUS_NAMES = {
  10: 'started',
  20: 'requested',
  21: 'approved',
  22: 'approval failed',
  27: 'manual process required',
  30: 'success',
  40: 'failed',
  45: 'expired',
};
const STATUS_KIND = { 22: 'error', 40: 'error', 45: 'warn', 30: 'success' };

const ACTIONS = [
  { action: 'approve_success', label: 'Approve', hint: '20 → 21' },
  { action: 'approve_fail', label: 'Refuse approval', hint: '20 → 22' },
  { action: 'process_after_approve', label: 'Process', hint: '21 → 30' },
  { action: 'manual_success', label: 'Manual success', hint: '27 → 30' },
  { action: 'manual_fail', label: 'Manual fail', hint: '27 → 40' },
];
const CALLBACKS = ['success', 'failed', 'expired', 'manual', 'pending'];
const CRYPTO_MODES = [
  { mode: 'full', label: 'Coin arrives in full' },
  { mode: 'partial', label: 'Under-payment (fee short)' },
  { mode: 'none', label: 'Never arrives (expire)' },
];

export const paymentsPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="cashier-payments-title">
        <h3 id="cashier-payments-title">Payments <span class="qa-muted">(GET /sandbox/api/payments)</span></h3>
        <p class="qa-muted">
          Open a payment's actions to move it. A move the status machine does not allow answers
          <code dir="ltr">409 payment_status_conflict</code>, shown here; repeating the move a payment already
          made is a no-op (idempotent). Callbacks are signed like the provider's
          (<code dir="ltr">POST …/callback</code>); “twice” delivers the same event two times.
        </p>
        <div class="qa-toolbar" role="group" aria-label="Payments filter">
          <label class="qa-field qa-field--inline">
            <span>Player</span>
            <input id="cashier-filter-user" autocomplete="off" spellcheck="false" dir="ltr" placeholder="all" />
          </label>
          <label class="qa-field qa-field--inline">
            <span>Type</span>
            <select id="cashier-filter-type"><option value="">all</option><option value="deposit">deposit</option><option value="payout">payout</option></select>
          </label>
          <button type="button" id="cashier-payments-reload" class="qa-button qa-button--ghost qa-button--small">Reload</button>
          <span class="qa-muted" id="cashier-payments-count" aria-live="off"></span>
        </div>
        <p id="cashier-payments-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll qa-scroll--tall" tabindex="0" role="region" aria-labelledby="cashier-payments-caption">
          <table class="qa-table">
            <caption id="cashier-payments-caption" class="qa-visually-hidden">Every payment, newest first</caption>
            <thead>
              <tr>
                <th scope="col">id</th><th scope="col">player</th><th scope="col">type</th><th scope="col">system</th>
                <th scope="col">amount</th><th scope="col">status</th><th scope="col">reason</th><th scope="col">credited</th>
                <th scope="col">deadline</th><th scope="col">updated</th>
                <th scope="col">actions</th>
              </tr>
            </thead>
            <tbody id="cashier-payments"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="cashier-payments-empty">No payment yet: deposit or withdraw as demo on the site or in an element.</p>
      </article>
`;

/** Runs a control call from a button: the button is locked while it runs, the outcome announced. */
export async function press(button, run, describe) {
  if (button.disabled) return;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    const result = await run();
    announce(describe(result), 'ok');
    return result;
  } catch (err) {
    announce(err.message, 'error');
    return undefined;
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

export const statusText = (code) => `${code} ${STATUS_NAMES[code] ?? '?'}`;
export const statusTag = (code) => h('span.qa-tag', { dataset: { kind: STATUS_KIND[code] ?? 'info' }, text: statusText(code) });

const rows = new Map();
let refreshNow = () => {};

function actionButton(payment, label, hint, run, describe) {
  const button = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', title: hint, text: label });
  button.addEventListener('click', async () => {
    await press(button, run, describe);
    refreshNow();
  });
  // The payment's id in the accessible name: a screen reader's button list says which payment it moves.
  button.setAttribute('aria-label', `${label} (${hint}), payment ${payment.id}`);
  return button;
}

function actionList(payment) {
  const id = payment.id;
  const base = `/sandbox/api/payments/${id}`;
  const twice = h('input', { type: 'checkbox' });
  const fails = h('input', { type: 'number', min: '1', max: '20', value: '3', inputmode: 'numeric', dir: 'ltr', 'aria-label': `Failed attempts before the callback goes through, payment ${id}` });
  const groups = [
    h(
      'div.qa-actions',
      { role: 'group', 'aria-label': `Approval actions, payment ${id}` },
      ACTIONS.map((a) =>
        actionButton(payment, a.label, a.hint, () => control('POST', `${base}/${a.action}`), (p) => `Payment ${id}: ${a.action} → ${statusText(p.status)}.`),
      ),
    ),
    h(
      'div.qa-actions',
      { role: 'group', 'aria-label': `Provider callbacks, payment ${id}` },
      CALLBACKS.map((status) =>
        actionButton(
          payment,
          `Callback ${status}`,
          'signed provider callback',
          () => control('POST', `${base}/callback`, { status, times: twice.checked ? 2 : 1 }),
          (r) => `Payment ${id}: callback ${status}${twice.checked ? ' twice' : ''} → ${statusText(r.status)}.`,
        ),
      ),
      h('label.qa-check', {}, twice, ' ', h('span', { text: 'twice (same event)' })),
    ),
    h(
      'div.qa-actions',
      { role: 'group', 'aria-label': `Crash the callback, payment ${id}` },
      actionButton(
        payment,
        'Crash the callback',
        'durable success callback whose first attempts fail; the worker retries with backoff',
        () => control('POST', `${base}/deliveries`, { status: 'success', fail_times: Math.min(20, Math.max(1, Number(fails.value) || 1)) }),
        (d) => `Payment ${id}: delivery ${d.id} failed ${d.attempts}×, next attempt ${dateTime(d.due_at)} (${d.fail_remaining} more failure(s) to go).`,
      ),
      h('label.qa-field.qa-field--inline', {}, h('span', { text: 'failing first' }), fails, h('span', { text: 'time(s)' })),
    ),
    h(
      'div.qa-actions',
      { role: 'group', 'aria-label': `Expiry, payment ${id}` },
      actionButton(payment, 'Expire now', '→ 45 expired', () => control('POST', `${base}/expire`), (p) => `Payment ${id} → ${statusText(p.status)}.`),
      payment.checkout_link ? h('a.qa-button.qa-button--small.qa-button--ghost', { href: payment.checkout_link, target: '_blank', rel: 'noopener', text: 'Provider page' }) : null,
    ),
  ];
  if (payment.payment_system === 'crypto') {
    groups.push(
      h(
        'div.qa-actions',
        { role: 'group', 'aria-label': `Crypto gateway, payment ${id}` },
        CRYPTO_MODES.map((m) =>
          actionButton(
            payment,
            m.label,
            `POST /sandbox/api/crypto/${id}/confirm {"mode":"${m.mode}"}`,
            () => control('POST', `/sandbox/api/crypto/${id}/confirm`, { mode: m.mode }),
            (r) => `Crypto payment ${id}: ${m.mode} → ${statusText(r.status)}, credited ${r.credited_amount ?? '—'}.`,
          ),
        ),
      ),
    );
  }
  return h('details', {}, h('summary', { text: 'Actions' }), ...groups);
}

function cells(payment) {
  return {
    user: `${payment.username ?? payment.user} (${payment.user})`,
    type: payment.type,
    system: payment.payment_system,
    amount: `${payment.amount} ${payment.amount_currency}`,
    reason: payment.failure_reason ?? '—',
    credited: payment.credited_amount ? `${payment.credited_amount} ${payment.amount_currency}` : '—',
    // An unpaid deposit's deadline: the worker (or the next read) expires it then.
    deadline: payment.expires_at && (payment.status === 10 || payment.status === 20) ? dateTime(payment.expires_at) : '—',
    updated: dateTime(payment.updated_at),
  };
}

function newRow(payment) {
  const c = cells(payment);
  const td = (key, props = {}) => h('td', { ...props, dataset: { key } }, c[key]);
  const status = h('td', { dataset: { key: 'status' } }, statusTag(payment.status));
  const tr = h(
    'tr',
    { dataset: { id: String(payment.id) } },
    h('th', { scope: 'row', text: String(payment.id) }),
    td('user'),
    td('type'),
    td('system'),
    td('amount', { dir: 'ltr' }),
    status,
    td('reason'),
    td('credited', { dir: 'ltr' }),
    td('deadline'),
    td('updated'),
    h('td', {}, actionList(payment)),
  );
  return { tr, status: payment.status };
}

function updateRow(row, payment) {
  const c = cells(payment);
  for (const [key, text] of Object.entries(c)) setText(row.tr.querySelector(`td[data-key="${key}"]`), text);
  if (row.status !== payment.status) {
    row.tr.querySelector('td[data-key="status"]').replaceChildren(statusTag(payment.status));
    row.status = payment.status;
  }
}

function matchesFilter(payment) {
  const user = $('cashier-filter-user').value.trim().toLowerCase();
  const type = $('cashier-filter-type').value;
  return (!type || payment.type === type) && (!user || String(payment.username ?? '').toLowerCase().includes(user) || String(payment.user) === user);
}

async function refresh() {
  let payments;
  try {
    payments = asList(await control('GET', '/sandbox/api/payments'), 'payments');
    showError($('cashier-payments-error'), '');
  } catch (err) {
    showError($('cashier-payments-error'), err.message);
    return;
  }
  const body = $('cashier-payments');
  const shown = payments.filter(matchesFilter);
  const seen = new Set();
  let previous = null;
  for (const payment of shown) {
    seen.add(payment.id);
    let row = rows.get(payment.id);
    if (row) updateRow(row, payment);
    else rows.set(payment.id, (row = newRow(payment)));
    // Newest first: each row right after the previous one (a new payment lands on top).
    const want = previous ? previous.nextSibling : body.firstChild;
    if (want !== row.tr) body.insertBefore(row.tr, want);
    previous = row.tr;
  }
  for (const [id, row] of rows) {
    if (!seen.has(id)) {
      row.tr.remove();
      rows.delete(id);
    }
  }
  $('cashier-payments-empty').hidden = shown.length > 0;
  setText($('cashier-payments-count'), `${shown.length} of ${payments.length}`);
}

export function startPayments() {
  refreshNow = pollWhileVisible(refresh, CASHIER_POLL_MS);
  $('cashier-payments-reload').addEventListener('click', () => refreshNow());
  $('cashier-filter-user').addEventListener('input', () => refreshNow());
  $('cashier-filter-type').addEventListener('change', () => refreshNow());
  onSandboxReset(async () => {
    rows.clear();
    $('cashier-payments').replaceChildren();
    await refresh();
  });
}
