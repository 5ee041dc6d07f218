// The Cashier section's crypto gateway: GET /sandbox/api/crypto (every crypto payment, expiry and due
// arrivals applied), and the gateway's arrival per payment: in full, short by the network fee
// (under-payment: the fiat value of what arrived is credited), or never (expired), now or after a delay.

import { asList, control } from '../../lib/control.js';
import { $, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { CASHIER_POLL_MS, press, statusTag, statusText } from './payments.js';

const MODES = [
  { mode: 'full', label: 'Full' },
  { mode: 'partial', label: 'Partial' },
  { mode: 'none', label: 'None' },
];

export const cryptoPanel = () => html`
      <article class="qa-panel qa-panel--wide" aria-labelledby="cashier-crypto-title">
        <h3 id="cashier-crypto-title">Crypto gateway <span class="qa-muted">(POST /sandbox/api/crypto/{id}/confirm)</span></h3>
        <p class="qa-muted">
          A crypto deposit waits at 20 for its coin. <strong>Full</strong> credits the amount (30);
          <strong>Partial</strong> is an under-payment: the network fee was not added, the fiat value of what
          arrived is credited (30, credited &lt; amount); <strong>None</strong> expires it (45). Left alone it
          expires 20 minutes after creation, applied when read.
        </p>
        <label class="qa-field qa-field--inline">
          <span>Arrives</span>
          <select id="cashier-crypto-delay" aria-describedby="cashier-crypto-delay-hint">
            <option value="0">now</option>
            <option value="10">in 10 s</option>
            <option value="30">in 30 s</option>
            <option value="120">in 2 min</option>
          </select>
        </label>
        <small id="cashier-crypto-delay-hint" class="qa-muted">A delayed arrival is applied when the payment is next read (the player's polling, or this table).</small>
        <p id="cashier-crypto-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll" tabindex="0" role="region" aria-labelledby="cashier-crypto-caption">
          <table class="qa-table">
            <caption id="cashier-crypto-caption" class="qa-visually-hidden">Crypto payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">payment</th><th scope="col">coin</th><th scope="col">to send</th><th scope="col">arrived</th>
                <th scope="col">amount</th><th scope="col">status</th><th scope="col">expires</th><th scope="col">confirm</th>
              </tr>
            </thead>
            <tbody id="cashier-crypto"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="cashier-crypto-empty">No crypto payment yet: choose a coin on the deposit page.</p>
      </article>
`;

const rows = new Map();
let refreshNow = () => {};

function confirmButtons(payment) {
  return h(
    'div.qa-actions',
    { role: 'group', 'aria-label': `Confirm crypto payment ${payment.payment_id}` },
    MODES.map((m) => {
      const button = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: m.label, 'aria-label': `${m.label}, crypto payment ${payment.payment_id}` });
      button.addEventListener('click', async () => {
        const delay = Number($('cashier-crypto-delay').value);
        await press(
          button,
          () => control('POST', `/sandbox/api/crypto/${payment.id}/confirm`, { mode: m.mode, delay_seconds: delay }),
          (r) =>
            r.arrives_at
              ? `Crypto payment ${r.payment_id}: ${m.mode} arrival scheduled at ${dateTime(r.arrives_at)}.`
              : `Crypto payment ${r.payment_id}: ${m.mode} → ${statusText(r.status)}, arrived ${r.actually_paid} ${r.pay_currency}, credited ${r.credited_amount ?? '—'} ${r.amount_currency}.`,
        );
        refreshNow();
      });
      return button;
    }),
  );
}

function texts(p) {
  return {
    coin: `${p.pay_currency} (${p.network})`,
    send: p.pay_amount,
    arrived: p.arrival_mode ? `${p.actually_paid} (${p.arrival_mode} at ${dateTime(p.arrives_at)})` : p.actually_paid,
    amount: `${p.amount} ${p.amount_currency}${p.credited_amount ? `, credited ${p.credited_amount}` : ''}`,
    expires: dateTime(p.expires_at),
  };
}

function render(p) {
  let row = rows.get(p.id);
  const t = texts(p);
  if (!row) {
    const td = (key) => h('td', { dir: 'ltr', dataset: { key } }, t[key]);
    const tr = h(
      'tr',
      {},
      h('th', { scope: 'row' }, `${p.payment_id} `, h('small.qa-muted', { text: `(${p.id}, user ${p.user})` })),
      td('coin'),
      td('send'),
      td('arrived'),
      td('amount'),
      h('td', { dataset: { key: 'status' } }, statusTag(p.status)),
      td('expires'),
      h('td', {}, confirmButtons(p)),
    );
    row = { tr, status: p.status };
    rows.set(p.id, row);
  } else {
    for (const [key, text] of Object.entries(t)) setText(row.tr.querySelector(`td[data-key="${key}"]`), text);
    if (row.status !== p.status) {
      row.tr.querySelector('td[data-key="status"]').replaceChildren(statusTag(p.status));
      row.status = p.status;
    }
  }
  return row.tr;
}

async function refresh() {
  let list;
  try {
    list = asList(await control('GET', '/sandbox/api/crypto'), 'payments');
    showError($('cashier-crypto-error'), '');
  } catch (err) {
    showError($('cashier-crypto-error'), err.message);
    return;
  }
  const body = $('cashier-crypto');
  const trs = list.map(render);
  const ids = new Set(list.map((p) => p.id));
  for (const [id, row] of rows) if (!ids.has(id)) (row.tr.remove(), rows.delete(id));
  trs.forEach((tr, i) => {
    if (body.children[i] !== tr) body.insertBefore(tr, body.children[i] ?? null);
  });
  $('cashier-crypto-empty').hidden = list.length > 0;
}

export function startCrypto() {
  refreshNow = pollWhileVisible(refresh, CASHIER_POLL_MS);
  onSandboxReset(async () => {
    rows.clear();
    $('cashier-crypto').replaceChildren();
    await refresh();
  });
}
