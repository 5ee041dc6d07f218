// The Sport section's tickets: a player's bets (GET /sandbox/api/sport/tickets?username=, newest first,
// with their legs), polled while visible, and QA's settlement of one (POST …/tickets/{id}/settle: Winner,
// Loser, Voided, or Cancelled = cashed out for an amount). The money moves once, through the wallet: the
// player's balance follows at the session's next read, and the profile's bet history shows the status.

import { asList, control } from '../../lib/control.js';
import { $, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { AMOUNT_PATTERN, showFailure } from '../../lib/forms.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { pressInline } from '../profile/press.js';
import { SPORT_POLL_MS } from './events.js';

const STATUS_KIND = { Wait: 'info', Winner: 'success', Loser: 'error', Voided: 'warn', Cancelled: 'warn' };
const SETTLE = [
  { status: 'Winner', label: 'Winner' },
  { status: 'Loser', label: 'Loser' },
  { status: 'Voided', label: 'Voided' },
];

export const ticketsPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="sport-tickets-title">
        <h3 id="sport-tickets-title">Tickets <span class="qa-muted">(GET /sandbox/api/sport/tickets)</span></h3>
        <p class="qa-muted">
          A player's bets, newest first. <strong>Winner</strong> credits stake × odds once (capped at max_win),
          <strong>Loser</strong> pays nothing, <strong>Voided</strong> gives the stake back, <strong>Cashed out</strong>
          credits the amount typed (shown to the player as “Vendu”). A ticket settles once: settling it
          again answers with the refusal shown under it. The player cancels an open ticket in the profile
          (<a href="/profile/bet-history">/profile/bet-history</a>) while none of its events has started.
        </p>
        <form id="sport-tickets-form" class="qa-toolbar" role="search" aria-label="Tickets of a player">
          <label class="qa-field qa-field--inline">
            <span>Player</span>
            <input id="sport-tickets-user" name="username" list="sport-usernames" value="demo" autocomplete="off" spellcheck="false" dir="ltr" />
          </label>
          <button type="submit" class="qa-button qa-button--ghost qa-button--small">Show</button>
          <span class="qa-muted" id="sport-tickets-count" aria-live="off"></span>
        </form>
        <p id="sport-tickets-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll qa-scroll--tall" tabindex="0" role="region" aria-labelledby="sport-tickets-caption">
          <table class="qa-table">
            <caption id="sport-tickets-caption" class="qa-visually-hidden">Tickets of the player, newest first</caption>
            <thead>
              <tr>
                <th scope="col">ticket</th><th scope="col">placed</th><th scope="col">stake</th><th scope="col">odds</th>
                <th scope="col">status</th><th scope="col">return</th><th scope="col">legs</th><th scope="col">settle</th>
              </tr>
            </thead>
            <tbody id="sport-tickets"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="sport-tickets-empty" hidden>No ticket for this player: bet in the element above or on the site's /sport pages.</p>
      </article>
`;

const rows = new Map();
let refreshNow = () => {};
let shownUser = 'demo';

const codeOf = (t) => t.ticket_code ?? t.code ?? String(t.id);
const money = (amount, t) => (amount === null || amount === undefined ? '—' : `${amount}${t.currency ? ` ${t.currency}` : ''}`);

function legText(leg) {
  const parts = [leg.event ?? leg.event_id, leg.market, `${leg.outcome ?? leg.outcome_id} @ ${leg.odd}`, leg.result ? `(${leg.result})` : null, leg.status];
  return parts.filter(Boolean).join(' · ');
}

function settleControls(t) {
  const code = codeOf(t);
  const error = h('p.qa-error', { role: 'alert', hidden: true });
  const settle = async (button, body, what) => {
    await pressInline(button, error, () => control('POST', `/sandbox/api/sport/tickets/${encodeURIComponent(t.id)}/settle`, body), (r) =>
      `Ticket ${code} ${what}: ${r?.status ?? body.status}, return ${r?.amount_out ?? body.amount_out ?? '?'}.`,
    );
    refreshNow();
  };
  const buttons = SETTLE.map(({ status, label }) => {
    const button = h(`button.qa-button.qa-button--small${status === 'Winner' ? '' : '.qa-button--ghost'}`, { type: 'button', text: label, 'aria-label': `Settle ticket ${code} as ${label}` });
    button.addEventListener('click', () => settle(button, { status }, 'settled'));
    return button;
  });
  const amount = h('input', { inputmode: 'decimal', value: t.amount_in ?? '1.00', size: '7', autocomplete: 'off', dir: 'ltr', 'aria-label': `Cash-out amount of ticket ${code}` });
  const cashOut = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: 'Cashed out', 'aria-label': `Settle ticket ${code} as cashed out` });
  cashOut.addEventListener('click', () => {
    const value = amount.value.trim().replace(',', '.');
    const ok = AMOUNT_PATTERN.test(value);
    amount.setAttribute('aria-invalid', String(!ok));
    if (!ok) {
      showFailure(error, `The cash-out amount of ticket ${code} must be a number with up to 2 decimals (e.g. 4.50).`);
      amount.focus();
      return;
    }
    void settle(cashOut, { status: 'Cancelled', amount_out: Number(value).toFixed(2) }, 'cashed out');
  });
  return h(
    'details',
    {},
    h('summary.qa-nowrap', { text: 'Settle', 'aria-label': `Settle ticket ${code}` }),
    h('div.qa-actions', { role: 'group', 'aria-label': `Settle ticket ${code}` }, buttons),
    h('div.qa-actions', { role: 'group', 'aria-label': `Cash out ticket ${code}` }, h('label.qa-field.qa-field--inline', {}, h('span', { text: 'Amount' }), amount), cashOut),
    error,
  );
}

function render(t) {
  let row = rows.get(t.id);
  if (!row) {
    const cell = (key, props = {}) => h('td', { ...props, dataset: { key } });
    const tr = h(
      'tr',
      { dataset: { id: String(t.id) } },
      h('th', { scope: 'row', dir: 'ltr' }, h('code.qa-nowrap', { text: codeOf(t) }), h('br'), h('small.qa-muted', { dataset: { key: 'about' } })),
      cell('placed'),
      cell('stake', { dir: 'ltr', class: 'qa-nowrap' }),
      cell('coef', { dir: 'ltr' }),
      cell('status'),
      cell('out', { dir: 'ltr', class: 'qa-nowrap' }),
      h('td', {}, h('ul.qa-list', { dataset: { key: 'legs' }, 'aria-label': `Legs of ticket ${codeOf(t)}` })),
      h('td', {}, settleControls(t)),
    );
    row = { tr, status: '', legs: '' };
    rows.set(t.id, row);
  }
  const { tr } = row;
  setText(tr.querySelector('[data-key="about"]'), `#${t.id} · ${t.provider ?? '?'} · ${t.ticket_type ?? t.type ?? '?'}`);
  setText(tr.querySelector('td[data-key="placed"]'), dateTime(t.created_at ?? t.date));
  setText(tr.querySelector('td[data-key="stake"]'), money(t.amount_in, t));
  setText(tr.querySelector('td[data-key="coef"]'), String(t.coef ?? '—'));
  setText(tr.querySelector('td[data-key="out"]'), money(t.amount_out, t));
  if (row.status !== t.status) {
    tr.querySelector('td[data-key="status"]').replaceChildren(h('span.qa-tag', { dataset: { kind: STATUS_KIND[t.status] ?? 'info' }, text: String(t.status) }));
    row.status = t.status;
  }
  const legs = asList(t.legs, 'subbets', 'selections').map(legText);
  if (row.legs !== legs.join('\n')) {
    tr.querySelector('ul[data-key="legs"]').replaceChildren(...legs.map((text) => h('li', { text })));
    row.legs = legs.join('\n');
  }
  return tr;
}

async function refresh() {
  if (!shownUser) return;
  let list;
  try {
    list = asList(await control('GET', `/sandbox/api/sport/tickets?username=${encodeURIComponent(shownUser)}`), 'tickets');
    showError($('sport-tickets-error'), '');
  } catch (err) {
    showError($('sport-tickets-error'), err.message);
    $('sport-tickets-empty').hidden = true;
    setText($('sport-tickets-count'), '');
    return;
  }
  const body = $('sport-tickets');
  const ids = new Set(list.map((t) => t.id));
  for (const [id, row] of rows) if (!ids.has(id)) (row.tr.remove(), rows.delete(id));
  list.map(render).forEach((tr, i) => {
    if (body.children[i] !== tr) body.insertBefore(tr, body.children[i] ?? null);
  });
  $('sport-tickets-empty').hidden = list.length > 0;
  const open = list.filter((t) => t.status === 'Wait').length;
  setText($('sport-tickets-count'), `${list.length} ticket${list.length === 1 ? '' : 's'}, ${open} open`);
}

function clearRows() {
  rows.clear();
  $('sport-tickets').replaceChildren();
}

export function startTickets() {
  $('sport-tickets-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $('sport-tickets-user');
    shownUser = input.value.trim();
    input.setAttribute('aria-invalid', String(!shownUser));
    if (!shownUser) {
      showFailure($('sport-tickets-error'), 'A player is required (e.g. demo).');
      input.focus();
      return;
    }
    clearRows();
    refreshNow();
  });
  refreshNow = pollWhileVisible(refresh, SPORT_POLL_MS);
  onSandboxReset(async () => {
    clearRows();
    await refresh();
  });
}
