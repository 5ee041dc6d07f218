// Notifications: POST /sandbox/api/notifications creates a fresh, unacknowledged bonus or cashback history
// item, so every notice state can be reached again; the items created from this page are listed.

import { control } from '../lib/control.js';
import { $, announce, dateTime, h, html, showError } from '../lib/dom.js';
import { AMOUNT_PATTERN, showFailure } from '../lib/forms.js';
import { DEMO_ACCOUNTS } from '../lib/players.js';
import { onSandboxReset } from '../lib/reset.js';

export const nav = 'Notifications';

export const render = () => html`
  <section id="notifications" class="qa-section" aria-labelledby="notifications-title">
    <h2 id="notifications-title">Notifications</h2>
    <div class="qa-grid">
      <article class="qa-panel" aria-labelledby="notify-title">
        <h3 id="notify-title">Create a notice item</h3>
        <p class="qa-muted">
          <code dir="ltr">POST /sandbox/api/notifications</code>: a fresh, unacknowledged bonus or cashback history
          item dated now, so the notice shows again at its next check (every 15 s). Balances do not move.
        </p>
        <form id="notify-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span>Username</span>
              <input name="username" id="notify-username" list="notify-usernames" required value="demo" autocomplete="off" spellcheck="false" dir="ltr" />
            </label>
            <datalist id="notify-usernames"></datalist>
            <label class="qa-field">
              <span>Kind</span>
              <select name="kind" id="notify-kind">
                <option value="first-deposit">First deposit (FirstDeposit)</option>
                <option value="personal-jackpot">Personal jackpot (PersonalJackpot)</option>
                <option value="cashback">Cashback (Cashback)</option>
              </select>
            </label>
          </div>
          <label class="qa-field">
            <span>Amount <span class="qa-muted">(empty = 20.00 / 100.00 / 5.00 by kind; the player's currency)</span></span>
            <input name="amount" id="notify-amount" inputmode="decimal" placeholder="10.00" autocomplete="off" dir="ltr" aria-describedby="notify-amount-hint" />
            <small id="notify-amount-hint" class="qa-muted">A positive amount with up to 2 decimals.</small>
          </label>
          <p id="notify-form-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Create</button>
          </div>
        </form>
      </article>

      <article class="qa-panel qa-panel--wide" aria-labelledby="notify-created-title">
        <h3 id="notify-created-title">Created from this page</h3>
        <div class="qa-scroll" tabindex="0" role="region" aria-label="Created notice items, scrollable">
          <table class="qa-table">
            <thead>
              <tr><th scope="col">id</th><th scope="col">player</th><th scope="col">list</th><th scope="col">type</th><th scope="col">amount</th><th scope="col">date</th></tr>
            </thead>
            <tbody id="notify-table"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="notify-empty">None yet. Seeded items for <code>demo</code>: one first deposit, two personal jackpots, two unacknowledged cashbacks (docs/api.md). “Reset sandbox” restores them.</p>
      </article>
    </div>
  </section>
`;

const NOTICE_KINDS = {
  'first-deposit': 'first deposit',
  'personal-jackpot': 'personal jackpot',
  cashback: 'cashback',
};

/** Items created from this page (newest first); the server keeps them, the page only lists what it made. */
let createdNotices = [];

function renderCreatedNotices() {
  $('notify-empty').hidden = createdNotices.length > 0;
  $('notify-table').replaceChildren(
    ...createdNotices.map((item) =>
      h(
        'tr',
        {},
        h('td', { dir: 'ltr', text: String(item.id ?? '?') }),
        h('td', { dir: 'ltr', text: String(item.username ?? '?') }),
        h('td', { dir: 'ltr', text: String(item.history ?? '?') }),
        h('td', { dir: 'ltr', text: String(item.type ?? '?') }),
        h('td', { dir: 'ltr', text: `${item.amount ?? '?'} ${item.amount_currency ?? ''}`.trim() }),
        h('td', {}, item.date ? h('time', { datetime: String(item.date), text: dateTime(item.date) }) : '—'),
      ),
    ),
  );
}

function readNotifyForm(form) {
  const data = new FormData(form);
  const username = String(data.get('username') ?? '').trim();
  const kind = String(data.get('kind') ?? '');
  const amount = String(data.get('amount') ?? '').trim().replace(',', '.');
  const errors = [];
  if (!username) errors.push({ field: 'username', message: 'Username is required (e.g. demo).' });
  if (amount && (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0)) {
    errors.push({ field: 'amount', message: 'Amount must be positive with up to 2 decimals (e.g. 10.00), or empty for the default.' });
  }
  const body = { username, kind };
  if (amount) body.amount = amount;
  return { body, errors };
}

export function start() {
  const form = $('notify-form');
  $('notify-usernames').replaceChildren(...DEMO_ACCOUNTS.map((a) => h('option', { value: a.username })));
  renderCreatedNotices();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { body, errors } = readNotifyForm(form);
    for (const name of ['username', 'amount']) {
      form.elements.namedItem(name).setAttribute('aria-invalid', String(errors.some((e) => e.field === name)));
    }
    if (errors.length) {
      const message = errors.map((e) => e.message).join(' ');
      showFailure($('notify-form-error'), message);
      form.elements.namedItem(errors[0].field).focus();
      return;
    }
    const submit = form.querySelector('[type="submit"]');
    submit.disabled = true;
    try {
      const item = await control('POST', '/sandbox/api/notifications', body);
      createdNotices = [item, ...createdNotices].slice(0, 50);
      renderCreatedNotices();
      showError($('notify-form-error'), '');
      announce(
        `Created a ${NOTICE_KINDS[body.kind] ?? body.kind} item for ${item?.username ?? body.username}: ${item?.amount ?? ''} ${item?.amount_currency ?? ''} (id ${item?.id ?? '?'}). The notice shows at its next check.`,
        'ok',
      );
    } catch (err) {
      showFailure($('notify-form-error'), err.message);
    } finally {
      submit.disabled = false;
    }
  });
  onSandboxReset(() => {
    createdNotices = [];
    renderCreatedNotices();
  });
}
