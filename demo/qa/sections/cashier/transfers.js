// The Cashier section's agent: the cashier (role C, agent 1003) sends money to one of their players
// (POST /sandbox/api/transfers, the same service and rules as POST /api/backoffice/transactions/ with the
// agent's token), and the latest transfers with both sides' balances (GET /sandbox/api/transfers).
// The site itself refuses role C: this is the agent's side of the resolution in docs/api.md "Transfers".

import { API_BASE } from '../../lib/runtime.js';
import { control } from '../../lib/control.js';
import { $, announce, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { AMOUNT_PATTERN, showFailure } from '../../lib/forms.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { CASHIER_POLL_MS } from './payments.js';

export const transfersPanel = () => html`
      <article class="qa-panel" aria-labelledby="cashier-transfers-title">
        <h3 id="cashier-transfers-title">Agent transfers <span class="qa-muted">(POST /sandbox/api/transfers)</span></h3>
        <form id="cashier-transfer-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span>Cashier</span>
              <select name="from" id="cashier-transfer-from" required></select>
            </label>
            <label class="qa-field">
              <span>Player</span>
              <select name="to" id="cashier-transfer-to" required></select>
            </label>
          </div>
          <div class="qa-row">
            <label class="qa-field">
              <span>Amount</span>
              <input name="amount" inputmode="decimal" autocomplete="off" dir="ltr" required value="50.00" aria-describedby="cashier-transfer-hint" />
            </label>
            <label class="qa-field">
              <span>Currency</span>
              <input name="currency" autocomplete="off" spellcheck="false" dir="ltr" required value="TND" maxlength="16" aria-describedby="cashier-transfer-hint" />
            </label>
          </div>
          <small id="cashier-transfer-hint" class="qa-muted">
            Limits: <span id="cashier-transfer-limits" dir="ltr">—</span>. Outside them: transaction_limit; another
            currency (EUR): transaction_limit_does_not_exist; more than the cashier has: not_enough_money; a player in a
            time-out or self-exclusion: self_excluded; past the player's deposit limit: deposit_limit_reached.
          </small>
          <label class="qa-check">
            <input type="checkbox" name="twice" />
            <span>Send twice with one Idempotency-Key (a double click: one transfer)</span>
          </label>
          <p id="cashier-transfer-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Send to the player</button>
          </div>
        </form>
        <h4 class="qa-subtitle" id="cashier-transfers-list-title">Latest transfers</h4>
        <ul class="qa-list" id="cashier-transfers" aria-labelledby="cashier-transfers-list-title"></ul>
        <p class="qa-muted qa-empty" id="cashier-transfers-empty">None.</p>
      </article>
`;

let overview = null;

function fillSelect(select, options, keep) {
  const current = keep ?? select.value;
  select.replaceChildren(...options.map((o) => h('option', { value: String(o.id), text: o.label })));
  if (options.some((o) => String(o.id) === current)) select.value = current;
}

function renderOverview() {
  const from = $('cashier-transfer-from');
  const to = $('cashier-transfer-to');
  const cashiers = overview?.cashiers ?? [];
  // Not under QA's hands: a poll never swaps the options of a select being used.
  if (![from, to].includes(document.activeElement)) renderChoices(from, to, cashiers);
  renderList();
}

function renderChoices(from, to, cashiers) {
  fillSelect(from, cashiers.map((c) => ({ id: c.id, label: `${c.username} (${c.id}) — ${c.balance} ${c.currency}` })));
  const cashier = cashiers.find((c) => String(c.id) === from.value) ?? cashiers[0];
  fillSelect(to, (cashier?.players ?? []).map((p) => ({ id: p.id, label: `${p.username} (${p.id}) — ${p.balance} ${p.currency}` })));
  setText($('cashier-transfer-limits'), cashier?.limits.length ? cashier.limits.map((l) => `${l.min}–${l.max} ${l.currency}`).join(', ') : 'none');
}

function renderList() {
  const list = $('cashier-transfers');
  const items = (overview?.transfers ?? []).map((t) =>
    h(
      'li',
      {},
      h('span', { dir: 'ltr', text: `#${t.id} ${t.from_id} → ${t.to_id}: ${t.amount} ${t.currency}` }),
      h('span.qa-muted', { text: ` sender ${t.balance_before} → ${t.balance_after}, recipient ${t.to_balance_before} → ${t.to_balance_after}; ${dateTime(t.created_at)}` }),
    ),
  );
  list.replaceChildren(...items);
  $('cashier-transfers-empty').hidden = items.length > 0;
}

async function refresh() {
  try {
    overview = await control('GET', '/sandbox/api/transfers');
    renderOverview();
  } catch (err) {
    showError($('cashier-transfer-error'), err.message);
  }
}

/** The QA page's own Idempotency-Key: a fresh one per press, reused by "twice" (docs/api.md "Idempotency-Key"). */
const idempotencyKey = () => (crypto.randomUUID ? crypto.randomUUID() : `qa-${Date.now()}-${Math.random().toString(16).slice(2)}`);

/**
 * A player's responsible-gaming refusal names what holds (docs/api.md "Transfers"): the exclusion's end,
 * or the deposit limit's figures, so QA reads why the money did not go in without opening the response.
 */
function refusalFigures(data) {
  if (data?.code === 'self_excluded' && data.ends_at) return ` (${data.kind ?? 'exclusion'} until ${dateTime(data.ends_at)})`;
  if (data?.code === 'deposit_limit_reached') return ` (${data.limit_field}: ${data.limit} ${data.currency}, used ${data.used}, remaining ${data.remaining})`;
  return '';
}

async function send(body, key) {
  // control() sends no custom headers: this call needs the Idempotency-Key, so it is made here.
  const res = await fetch(`${API_BASE}/sandbox/api/transfers`, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`POST /sandbox/api/transfers failed: ${res.status} ${data?.code ?? ''} ${data?.message ?? ''}${refusalFigures(data)}`.trim());
  return { data, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
}

export function startTransfers() {
  const form = $('cashier-transfer-form');
  const error = $('cashier-transfer-error');
  $('cashier-transfer-from').addEventListener('change', () => renderChoices($('cashier-transfer-from'), $('cashier-transfer-to'), overview?.cashiers ?? []));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const amountInput = form.elements.namedItem('amount');
    const amount = amountInput.value.trim().replace(',', '.');
    if (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0) {
      amountInput.setAttribute('aria-invalid', 'true');
      showFailure(error, 'Amount: a positive number with up to 2 decimals.');
      amountInput.focus();
      return;
    }
    amountInput.removeAttribute('aria-invalid');
    const button = form.querySelector('button[type="submit"]');
    if (button.disabled) return;
    button.disabled = true;
    const body = {
      from: Number(form.elements.namedItem('from').value),
      to: Number(form.elements.namedItem('to').value),
      amount,
      currency: form.elements.namedItem('currency').value.trim().toUpperCase(),
    };
    const key = idempotencyKey();
    try {
      const calls = form.elements.namedItem('twice').checked ? [send(body, key), send(body, key)] : [send(body, key)];
      const results = await Promise.allSettled(calls);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      const { transfer, recipient } = results[0].value.data;
      const replays = results.filter((r) => r.value.replayed).length;
      showError(error, '');
      announce(
        `Transfer #${transfer.id}: ${transfer.amount} ${transfer.currency} to ${transfer.to_id}; player ${recipient.balance_before} → ${recipient.balance_after}` +
          (calls.length > 1 ? `; ${calls.length} calls, ${replays} replayed (one transfer).` : '.'),
        'ok',
      );
    } catch (err) {
      showFailure(error, err.message);
    } finally {
      button.disabled = false;
      await refresh();
    }
  });
  pollWhileVisible(refresh, CASHIER_POLL_MS * 2);
  onSandboxReset(refresh);
}
