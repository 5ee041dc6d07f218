// The Profile section's bonus and cashback items: POST /sandbox/api/bonus-items adds an item to a
// player's bonus balance history or cashback history (any type of money-and-games §3), and with
// "credit the bonus wallet" also moves the bonus wallet through the sandbox's wallet (accrued: credit,
// not accrued: debit). So QA reaches a bonus balance worth exchanging, one too small, and histories with
// every type, without playing for them. The items added from this page are listed.

import { asList, control } from '../../lib/control.js';
import { $, dateTime, h, html } from '../../lib/dom.js';
import { AMOUNT_PATTERN, showFailure } from '../../lib/forms.js';
import { DEMO_ACCOUNTS } from '../../lib/players.js';
import { onSandboxReset } from '../../lib/reset.js';
import { pressInline } from './press.js';

export const bonusItemsPanel = () => html`
      <article class="qa-panel" aria-labelledby="profile-bonus-title">
        <h3 id="profile-bonus-title">Bonus and cashback items <span class="qa-muted">(POST /sandbox/api/bonus-items)</span></h3>
        <p class="qa-muted">
          An item in the player's bonus history or cashback history, dated now. Without “credit” it is history
          only; with it the bonus wallet moves too (accrued adds, not accrued takes away; short:
          <code dir="ltr">400 not_enough_money</code>). Exchange needs a bonus of at least 3 TND and a real
          balance under 1 TND: <code>low</code> (0.50 TND, bonus 12.00) can, <code>demo</code> (1 000 TND) cannot.
        </p>
        <form id="profile-bonus-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span>Player</span>
              <input name="username" list="profile-bonus-usernames" required value="low" autocomplete="off" spellcheck="false" dir="ltr" />
            </label>
            <datalist id="profile-bonus-usernames"></datalist>
            <label class="qa-field">
              <span>List</span>
              <select name="list">
                <option value="bonusbalance">bonus balance history</option>
                <option value="cashback">cashback history</option>
              </select>
            </label>
          </div>
          <div class="qa-row">
            <label class="qa-field">
              <span>Type</span>
              <select name="type" id="profile-bonus-type"></select>
            </label>
            <div class="qa-field">
              <label for="profile-bonus-amount">Amount</label>
              <input name="amount" id="profile-bonus-amount" inputmode="decimal" required value="10.00" autocomplete="off" dir="ltr" aria-describedby="profile-bonus-amount-hint" />
              <small id="profile-bonus-amount-hint" class="qa-muted">In the player's currency, up to 2 decimals.</small>
            </div>
          </div>
          <label class="qa-check">
            <input type="checkbox" name="is_accrued" checked />
            <span>Accrued (a gain; unchecked: taken away)</span>
          </label>
          <label class="qa-check">
            <input type="checkbox" name="credit" />
            <span>Credit the bonus wallet</span>
          </label>
          <p id="profile-bonus-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Add the item</button>
          </div>
        </form>
        <h4 class="qa-subtitle" id="profile-bonus-list-title">Added from this page</h4>
        <ul class="qa-list" id="profile-bonus-items" aria-labelledby="profile-bonus-list-title"></ul>
        <p class="qa-muted qa-empty" id="profile-bonus-empty">None yet.</p>
      </article>
`;

let added = [];

function renderAdded() {
  $('profile-bonus-empty').hidden = added.length > 0;
  $('profile-bonus-items').replaceChildren(
    ...added.map(({ item, body }) =>
      h(
        'li',
        { dir: 'ltr' },
        `#${item?.id ?? '?'} ${body.username} · ${body.list} · ${item?.type ?? body.type} · ${item?.is_accrued === false || !body.is_accrued ? '−' : '+'}${item?.amount ?? body.amount} ${item?.amount_currency ?? ''}`,
        body.credit ? ' · wallet credited' : ' · history only',
        item?.date ? h('small.qa-muted', { text: ` (${dateTime(item.date)})` }) : null,
      ),
    ),
  );
}

function readForm(form) {
  const data = new FormData(form);
  const amount = String(data.get('amount') ?? '').trim().replace(',', '.');
  const body = {
    username: String(data.get('username') ?? '').trim(),
    list: String(data.get('list')),
    type: String(data.get('type')),
    amount,
    is_accrued: data.get('is_accrued') === 'on',
    credit: data.get('credit') === 'on',
  };
  const errors = [];
  if (!body.username) errors.push({ field: 'username', message: 'A player is required (e.g. low).' });
  if (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0) errors.push({ field: 'amount', message: 'The amount must be above 0 with up to 2 decimals (e.g. 10.00).' });
  return { body, errors };
}

export function startBonusItems() {
  const form = $('profile-bonus-form');
  $('profile-bonus-usernames').replaceChildren(...DEMO_ACCOUNTS.map((a) => h('option', { value: a.username })));
  // The types the sandbox accepts (money-and-games §3), as the client lists them (src/api/bonus-types.ts).
  control('GET', '/sandbox/api/bonus-items')
    .then((answer) => {
      const select = $('profile-bonus-type');
      const type = select.value;
      select.replaceChildren(...asList(answer, 'types').map((t) => h('option', { value: t, text: t })));
      if (type) select.value = type;
    })
    .catch((error) => showFailure($('profile-bonus-error'), error.message));
  // The list's own type first: a cashback list defaults to Cashback.
  form.elements.namedItem('list').addEventListener('change', (event) => {
    form.elements.namedItem('type').value = event.target.value === 'cashback' ? 'Cashback' : 'FirstDeposit';
  });
  renderAdded();
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { body, errors } = readForm(form);
    for (const name of ['username', 'amount']) form.elements.namedItem(name).setAttribute('aria-invalid', String(errors.some((e) => e.field === name)));
    if (errors.length) {
      showFailure($('profile-bonus-error'), errors.map((e) => e.message).join(' '));
      form.elements.namedItem(errors[0].field).focus();
      return;
    }
    const item = await pressInline(form.querySelector('[type="submit"]'), $('profile-bonus-error'), () => control('POST', '/sandbox/api/bonus-items', body), (r) =>
      `Added ${body.list} item #${r?.id ?? '?'} (${body.type}, ${body.amount}) for ${body.username}${body.credit ? ': bonus wallet moved' : ''}.`,
    );
    if (item !== undefined) {
      added = [{ item, body }, ...added].slice(0, 30);
      renderAdded();
    }
  });
  onSandboxReset(() => {
    added = [];
    renderAdded();
  });
}
