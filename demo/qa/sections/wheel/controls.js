// The Wheel section's sandbox controls (GET / PUT /sandbox/api/wheel, POST /sandbox/api/wheel/free-spin):
// prices, minimum balances and prize weights, a forced next prize, today's free spin, and wheel fault presets.

import { bag } from '../../lib/runtime.js';
import { asList, control } from '../../lib/control.js';
import { $, announce, h, html, setText, showError } from '../../lib/dom.js';
import { AMOUNT_PATTERN, showFailure } from '../../lib/forms.js';
import { presetItems } from '../../lib/faults.js';
import { onSandboxReset } from '../../lib/reset.js';

/** The configuration and "Force the next prize" panels (with today's free spin and the fault presets). */
export const controlPanels = () => html`
      <article class="qa-panel qa-panel--wide" aria-labelledby="wheel-config-title">
        <h3 id="wheel-config-title">Configuration <span class="qa-muted">(GET / PUT /sandbox/api/wheel; amounts in TND)</span></h3>
        <form id="wheel-config-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span>Paid spin cost</span>
              <input name="paid_spin_cost" inputmode="decimal" autocomplete="off" dir="ltr" required aria-describedby="wheel-amount-hint" />
            </label>
            <label class="qa-field">
              <span>Paid spin min. balance</span>
              <input name="paid_spin_min_balance" inputmode="decimal" autocomplete="off" dir="ltr" required aria-describedby="wheel-amount-hint" />
            </label>
            <label class="qa-field">
              <span>Free spin min. balance</span>
              <input name="free_spin_min_balance" inputmode="decimal" autocomplete="off" dir="ltr" required aria-describedby="wheel-amount-hint" />
            </label>
          </div>
          <small id="wheel-amount-hint" class="qa-muted">Amounts in TND, 0 or more, up to 2 decimals; converted for other currencies (costs rounded up).</small>
          <div class="qa-scroll qa-scroll--tall" tabindex="0" role="region" aria-labelledby="wheel-weights-caption">
            <table class="qa-table qa-table--weights">
              <caption id="wheel-weights-caption" class="qa-visually-hidden">Prize weights, in segment order</caption>
              <thead>
                <tr><th scope="col">seg.</th><th scope="col">id</th><th scope="col">prize</th><th scope="col">pays</th><th scope="col">weight</th><th scope="col">chance</th></tr>
              </thead>
              <tbody id="wheel-weights"></tbody>
            </table>
          </div>
          <small class="qa-muted" id="wheel-weights-hint">Weights are whole numbers, 0 or more, at least one above 0. A weight of 0 means the segment is never drawn (unless forced).</small>
          <p id="wheel-config-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Save configuration</button>
            <button type="button" id="wheel-config-reload" class="qa-button qa-button--ghost">Reload</button>
            <button type="button" id="wheel-weights-equal" class="qa-button qa-button--ghost" aria-describedby="wheel-weights-hint">Equal weights</button>
          </div>
        </form>
      </article>

      <article class="qa-panel" aria-labelledby="wheel-force-title">
        <h3 id="wheel-force-title">Force the next prize</h3>
        <p class="qa-muted">
          <code dir="ltr">PUT /sandbox/api/wheel {"next_prize_id"}</code>: the next spin of any player lands on it,
          once; then the weighted draw again.
        </p>
        <form id="wheel-force-form" class="qa-form" novalidate>
          <label class="qa-field">
            <span>Prize</span>
            <select name="next_prize_id" id="wheel-force-prize" required></select>
          </label>
          <p class="qa-muted" id="wheel-force-state"></p>
          <p id="wheel-force-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Apply to the next spin</button>
          </div>
        </form>

        <h4 class="qa-subtitle">Today's free spin</h4>
        <p class="qa-muted">
          <code dir="ltr">POST /sandbox/api/wheel/free-spin</code>: one free spin per player per wheel day
          (from 09:00 UTC). This page's wheels reload their settings at once.
        </p>
        <form id="wheel-free-form" class="qa-form" novalidate>
          <label class="qa-field">
            <span>Username</span>
            <input name="username" id="wheel-free-username" list="notify-usernames" required value="demo" autocomplete="off" spellcheck="false" dir="ltr" />
          </label>
          <p id="wheel-free-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button qa-button--ghost" value="false">Use up free spin</button>
            <button type="submit" class="qa-button qa-button--ghost" value="true">Give back free spin</button>
          </div>
        </form>

        <h4 class="qa-subtitle" id="wheel-presets-title">Faults <span class="qa-muted">(arm at once; clear under Fault switches)</span></h4>
        <ul class="qa-presets" aria-labelledby="wheel-presets-title" id="wheel-presets"></ul>
      </article>
`;

const WHEEL_AMOUNT_FIELDS = ['paid_spin_cost', 'paid_spin_min_balance', 'free_spin_min_balance'];
const WHEEL_FAULT_PRESETS = [
  { label: 'Images → 10 s delay (images not loaded)', fault: { route: '/services/wheel/images/', method: 'GET', delay_ms: 10_000 } },
  { label: 'Spin → 4 s delay ×1 (spin loading)', fault: { route: '/services/wheel/spin/', method: 'POST', delay_ms: 4000, times: 1 } },
  { label: 'Spin → 500 ×1', fault: { route: '/services/wheel/spin/', method: 'POST', status: 500, times: 1 } },
  { label: 'Prizes → 503 ×1', fault: { route: '/services/wheel/prizes/', method: 'GET', status: 503, times: 1 } },
  { label: 'Settings → malformed ×1', fault: { route: '/services/wheel/settings/public/', method: 'GET', malformed: true, times: 1 } },
];

const wheelState = {
  /** GET /services/wheel/prizes/ (English names, TND: the units of the configuration). */
  prizes: [],
  /** GET /sandbox/api/wheel. */
  config: null,
  /** The prize forced from this page, when the server's config does not say (cleared by the next spin). */
  forcedHere: null,
};

const prizeLabel = (prize, index) => `${index + 1}. ${prize.name} (id ${prize.id})`;

function prizePays(prize) {
  if (prize.is_present) return 'present (recorded, not paid)';
  if (!prize.wallet || Number(prize.amount) === 0) return 'nothing (try again)';
  return `${prize.amount} ${prize.currency} → ${prize.wallet}`;
}

function weightInputs() {
  return [...$('wheel-weights').querySelectorAll('input[data-prize-id]')];
}

function updateChances() {
  const inputs = weightInputs();
  const values = inputs.map((input) => Number(input.value));
  const total = values.reduce((sum, v) => (Number.isFinite(v) && v > 0 ? sum + v : sum), 0);
  inputs.forEach((input, i) => {
    const cell = input.closest('tr')?.querySelector('.qa-chance');
    const v = values[i];
    setText(cell, total > 0 && Number.isFinite(v) && v >= 0 ? `${((v / total) * 100).toFixed(1)} %` : '—');
  });
}

function renderWheelConfig() {
  const { prizes, config } = wheelState;
  const form = $('wheel-config-form');
  if (config) {
    for (const name of WHEEL_AMOUNT_FIELDS) {
      const input = form.elements.namedItem(name);
      // Do not overwrite what QA is typing.
      if (document.activeElement !== input) input.value = String(config[name] ?? '');
      input.removeAttribute('aria-invalid');
    }
  }
  const weights = config?.weights ?? {};
  // Prizes the server lists, in segment order; ids only in the config (should not happen) come last.
  const rows = prizes.map((prize, i) => ({ id: prize.id, seg: String(i + 1), name: prize.name, pays: prizePays(prize) }));
  for (const id of Object.keys(weights)) {
    if (!prizes.some((p) => String(p.id) === id)) rows.push({ id, seg: '?', name: '(not in prizes)', pays: '—' });
  }
  if (!rows.length) {
    $('wheel-weights').replaceChildren(h('tr', {}, h('td.qa-muted', { colspan: '6', text: 'No prize loaded.' })));
    return;
  }
  $('wheel-weights').replaceChildren(
    ...rows.map((row) => {
      const id = `wheel-weight-${row.id}`;
      const input = h('input.qa-weight', {
        id,
        type: 'number',
        min: '0',
        step: '1',
        inputmode: 'numeric',
        dir: 'ltr',
        value: weights[row.id] === undefined ? '' : String(weights[row.id]),
        'aria-label': `Weight of segment ${row.seg}, ${row.name} (prize ${row.id})`,
        dataset: { prizeId: String(row.id) },
        oninput: updateChances,
      });
      return h(
        'tr',
        {},
        h('td.qa-num', { dir: 'ltr', text: row.seg }),
        h('td.qa-num', { dir: 'ltr', text: String(row.id) }),
        h('th', { scope: 'row', text: row.name }),
        h('td', { text: row.pays }),
        h('td', {}, input),
        h('td.qa-num.qa-chance', { dir: 'ltr' }),
      );
    }),
  );
  updateChances();
}

function renderForceSelect() {
  const select = $('wheel-force-prize');
  const current = select.value;
  select.replaceChildren(
    h('option', { value: 'none', text: 'Nothing: the weighted draw' }),
    ...wheelState.prizes.map((prize, i) => h('option', { value: String(prize.id), text: `${prizeLabel(prize, i)} — ${prizePays(prize)}` })),
  );
  const config = wheelState.config;
  // The select shows what the server will do next (a spin clears a forced prize), unless QA is choosing.
  if (config && 'next_prize_id' in config && document.activeElement !== select) select.value = String(config.next_prize_id ?? 'none');
  else if (current === 'none' || wheelState.prizes.some((p) => String(p.id) === current)) select.value = current;
  renderForceState();
}

function renderForceState() {
  const config = wheelState.config;
  const known = config && 'next_prize_id' in config;
  const forced = known ? config.next_prize_id : wheelState.forcedHere;
  if (forced === null || forced === undefined) {
    setText($('wheel-force-state'), known || wheelState.forcedHere === null ? 'Nothing forced: the next spin is a weighted draw.' : '');
    return;
  }
  const index = wheelState.prizes.findIndex((p) => String(p.id) === String(forced));
  const label = index >= 0 ? prizeLabel(wheelState.prizes[index], index) : `prize ${forced}`;
  setText($('wheel-force-state'), `Forced: ${label}, for the next spin only.`);
}

/** Prizes and configuration, together (the weights table needs both). */
async function loadWheel({ quiet = true } = {}) {
  const [prizes, config] = await Promise.allSettled([
    control('GET', '/services/wheel/prizes/?lang=en&currency=TND'),
    control('GET', '/sandbox/api/wheel'),
  ]);
  const errors = [];
  if (prizes.status === 'fulfilled') wheelState.prizes = asList(prizes.value, 'prizes');
  else errors.push(prizes.reason.message);
  if (config.status === 'fulfilled') wheelState.config = config.value;
  else errors.push(config.reason.message);
  renderWheelConfig();
  renderForceSelect();
  showError($('wheel-config-error'), errors.join(' '));
  if (!quiet) announce(errors.length ? errors.join(' ') : 'Wheel configuration reloaded.', errors.length ? 'error' : 'ok');
  return errors.length === 0;
}

function readWheelConfigForm(form) {
  const body = {};
  const errors = [];
  for (const name of WHEEL_AMOUNT_FIELDS) {
    const input = form.elements.namedItem(name);
    const raw = input.value.trim().replace(',', '.');
    if (!AMOUNT_PATTERN.test(raw)) errors.push({ input, message: `${input.closest('label').querySelector('span').textContent}: 0 or more, up to 2 decimals (e.g. 2.00).` });
    else body[name] = Number(raw).toFixed(2);
  }
  const weights = {};
  for (const input of weightInputs()) {
    const raw = input.value.trim();
    const n = Number(raw);
    if (raw === '' || !Number.isInteger(n) || n < 0) errors.push({ input, message: `${input.getAttribute('aria-label')}: a whole number of 0 or more.` });
    else weights[input.dataset.prizeId] = n;
  }
  if (Object.keys(weights).length && !Object.values(weights).some((w) => w > 0) && !errors.length) {
    errors.push({ input: weightInputs()[0], message: 'At least one weight must be above 0.' });
  }
  if (Object.keys(weights).length) body.weights = weights;
  return { body, errors };
}

/**
 * The wheels of a page share one store (bag.wheel) that reads its settings when the first wheel mounts
 * and after each spin: remounting one wheel while another is mounted reads nothing. After a change on
 * the server, ask the store directly. Returns whether a store was there to ask.
 */
function reloadWheelSettings() {
  const reload = bag()?.wheel?.reloadSettings;
  if (typeof reload !== 'function') return false;
  void reload();
  return true;
}

/** A spin used up a forced prize: show what the server says now. */
export function afterSpin() {
  wheelState.forcedHere = null;
  void loadWheel();
}

export function startControls() {
  void loadWheel();
  onSandboxReset(() => loadWheel());

  const configForm = $('wheel-config-form');
  configForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { body, errors } = readWheelConfigForm(configForm);
    for (const input of [...WHEEL_AMOUNT_FIELDS.map((n) => configForm.elements.namedItem(n)), ...weightInputs()]) {
      input.setAttribute('aria-invalid', String(errors.some((e) => e.input === input)));
    }
    if (errors.length) {
      const message = errors.map((e) => e.message).join(' ');
      showFailure($('wheel-config-error'), message);
      errors[0].input.focus();
      return;
    }
    const submit = configForm.querySelector('[type="submit"]');
    submit.disabled = true;
    try {
      wheelState.config = (await control('PUT', '/sandbox/api/wheel', body)) ?? wheelState.config;
      showError($('wheel-config-error'), '');
      await loadWheel();
      const reloaded = reloadWheelSettings();
      announce(
        `Wheel configuration saved: cost ${body.paid_spin_cost}, paid min. ${body.paid_spin_min_balance}, free min. ${body.free_spin_min_balance} TND.${reloaded ? ' The wheels reloaded their settings.' : ''}`,
        'ok',
      );
    } catch (err) {
      showFailure($('wheel-config-error'), err.message);
    } finally {
      submit.disabled = false;
    }
  });
  $('wheel-config-reload').addEventListener('click', () => loadWheel({ quiet: false }));
  $('wheel-weights-equal').addEventListener('click', () => {
    for (const input of weightInputs()) input.value = '1';
    updateChances();
    announce('Every weight set to 1 (not saved yet).');
  });

  const forceForm = $('wheel-force-form');
  forceForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const select = $('wheel-force-prize');
    // "none" clears a forced prize (next_prize_id: null).
    const id = select.value === 'none' ? null : Number(select.value);
    if (!select.value || (id !== null && !Number.isInteger(id))) {
      const message = 'Choose a prize (the list is empty when the prizes could not be loaded: press Reload).';
      showFailure($('wheel-force-error'), message);
      select.focus();
      return;
    }
    try {
      const config = await control('PUT', '/sandbox/api/wheel', { next_prize_id: id });
      if (config && typeof config === 'object' && 'weights' in config) wheelState.config = config;
      wheelState.forcedHere = id;
      showError($('wheel-force-error'), '');
      renderForceState();
      announce(id === null ? 'Nothing forced: the next spin is a weighted draw.' : `Next spin forced: ${select.selectedOptions[0]?.textContent ?? id}.`, 'ok');
    } catch (err) {
      showFailure($('wheel-force-error'), err.message);
    }
  });

  const freeForm = $('wheel-free-form');
  freeForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = $('wheel-free-username');
    const username = input.value.trim();
    const available = event.submitter?.value === 'true';
    input.setAttribute('aria-invalid', String(!username));
    if (!username) {
      const message = 'Username is required (e.g. demo).';
      showFailure($('wheel-free-error'), message);
      input.focus();
      return;
    }
    const buttons = [...freeForm.querySelectorAll('button')];
    for (const b of buttons) b.disabled = true;
    try {
      await control('POST', '/sandbox/api/wheel/free-spin', { username, available });
      showError($('wheel-free-error'), '');
      // Only this page's session shows it at once; another player's wheel elsewhere sees it at its next read.
      const reloaded = reloadWheelSettings();
      announce(`${username}: today's free spin ${available ? 'given back' : 'used up'}.${reloaded ? ' The wheels reloaded their settings.' : ''}`, 'ok');
    } catch (err) {
      showFailure($('wheel-free-error'), err.message);
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  });
  $('wheel-presets').replaceChildren(...presetItems(WHEEL_FAULT_PRESETS));
}
