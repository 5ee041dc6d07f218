// Fault switches: arm a fault over POST /sandbox/api/faults (form or presets), the armed list (every 5 s:
// `times` counts down) with a clear button per fault and "Clear all". Other sections arm theirs through
// lib/faults.js; this section follows every change. "Clear rate limits" ends the sign-in lockouts.

import { asList, control } from '../lib/control.js';
import { $, announce, h, html, showError } from '../lib/dom.js';
import { armFault, faultEffect, onFaultsChange, presetItems } from '../lib/faults.js';
import { showFailure } from '../lib/forms.js';
import { SLOW_POLL_MS, pollWhileVisible } from '../lib/poll.js';
import { onSandboxReset } from '../lib/reset.js';

export const nav = 'Faults';

export const render = () => html`
  <section id="faults" class="qa-section" aria-labelledby="faults-title">
    <h2 id="faults-title">Fault switches</h2>
    <div class="qa-grid">
      <article class="qa-panel" aria-labelledby="arm-title">
        <h3 id="arm-title">Arm a fault</h3>
        <form id="fault-form" class="qa-form" novalidate>
          <label class="qa-field">
            <span>Route <span class="qa-muted">(path prefix, or *)</span></span>
            <input name="route" id="fault-route" list="fault-routes" required value="/api/accounts/user" autocomplete="off" spellcheck="false" dir="ltr" aria-describedby="fault-route-hint" />
            <small id="fault-route-hint" class="qa-muted">Matches every path that starts with it.</small>
          </label>
          <datalist id="fault-routes">
            <option value="/api/accounts/login/"></option>
            <option value="/api/accounts/refresh/"></option>
            <option value="/api/accounts/user"></option>
            <option value="/api/accounts/logout/"></option>
            <option value="/api/settings/"></option>
            <option value="/services/wheel/spin/"></option>
            <option value="/services/wheel/prizes/"></option>
            <option value="/services/wheel/settings/public/"></option>
            <option value="/services/wheel/images/"></option>
            <option value="/services/wheel/statistics/betshistory/"></option>
            <option value="/services/game-catalog/producer"></option>
            <option value="/services/game-catalog/images/"></option>
            <option value="/api/integrations/hub/games/"></option>
            <option value="/services/direct/games"></option>
            <option value="/api/integrations/live/games/"></option>
            <option value="/api/integrations/hub/session/"></option>
            <option value="/services/direct/game/"></option>
            <option value="/api/integrations/live/session/"></option>
            <option value="/api/users/favouritegames/"></option>
            <option value="/api/users/freespin-session/"></option>
            <option value="*"></option>
          </datalist>
          <div class="qa-row">
            <label class="qa-field">
              <span>Method</span>
              <select name="method">
                <option value="">any</option>
                <option>GET</option>
                <option>POST</option>
                <option>PATCH</option>
                <option>DELETE</option>
              </select>
            </label>
            <label class="qa-field">
              <span>Status code</span>
              <input name="status" type="number" min="400" max="599" step="1" list="fault-statuses" inputmode="numeric" placeholder="none" dir="ltr" />
            </label>
            <datalist id="fault-statuses">
              <option value="400"></option>
              <option value="401"></option>
              <option value="403"></option>
              <option value="404"></option>
              <option value="429"></option>
              <option value="500"></option>
              <option value="502"></option>
              <option value="503"></option>
            </datalist>
          </div>
          <div class="qa-row">
            <label class="qa-field">
              <span>Delay (ms)</span>
              <input name="delay_ms" type="number" min="0" step="100" inputmode="numeric" placeholder="0" dir="ltr" />
            </label>
            <label class="qa-field">
              <span>Times <span class="qa-muted">(empty = until cleared)</span></span>
              <input name="times" type="number" min="1" step="1" inputmode="numeric" placeholder="∞" dir="ltr" />
            </label>
          </div>
          <label class="qa-check"><input type="checkbox" name="malformed" /> <span>Malformed body <span class="qa-muted">(200, not JSON)</span></span></label>
          <label class="qa-check"><input type="checkbox" name="expire_access" /> <span>Expire access <span class="qa-muted">(next authenticated call answers 401 token_not_valid)</span></span></label>
          <p id="fault-form-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Arm</button>
          </div>
        </form>
        <h4 class="qa-subtitle" id="presets-title">Presets <span class="qa-muted">(arm at once)</span></h4>
        <ul class="qa-presets" aria-labelledby="presets-title" id="fault-presets"></ul>
      </article>

      <article class="qa-panel qa-panel--wide" aria-labelledby="armed-title">
        <h3 id="armed-title">Armed faults</h3>
        <div class="qa-toolbar">
          <button type="button" id="faults-reload" class="qa-button qa-button--ghost">Reload</button>
          <button type="button" id="faults-clear-all" class="qa-button qa-button--danger">Clear all</button>
        </div>
        <p id="faults-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll" tabindex="0" role="region" aria-label="Armed faults, scrollable">
          <table class="qa-table">
            <thead>
              <tr><th scope="col">id</th><th scope="col">route</th><th scope="col">method</th><th scope="col">effect</th><th scope="col">times left</th><th scope="col">hits</th><th scope="col"><span class="qa-visually-hidden">actions</span></th></tr>
            </thead>
            <tbody id="faults-table"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="faults-empty">No fault armed.</p>
      </article>

      <article class="qa-panel" aria-labelledby="rate-limits-title">
        <h3 id="rate-limits-title">Rate limits</h3>
        <p class="qa-muted">Sign-in locks an account after 5 wrong passwords (15 min); registration, password reset and
          resend have hourly limits (docs/api.md "Abuse controls"). Clearing ends every lockout and count.</p>
        <div class="qa-toolbar">
          <button type="button" id="rate-limits-clear" class="qa-button qa-button--danger">Clear rate limits</button>
        </div>
        <p id="rate-limits-error" class="qa-error" role="alert" hidden></p>
      </article>
    </div>
  </section>
`;

const FAULT_PRESETS = [
  { label: 'User poll → 503 ×3', fault: { route: '/api/accounts/user', method: 'GET', status: 503, times: 3 } },
  { label: 'Refresh → 500 ×1', fault: { route: '/api/accounts/refresh/', method: 'POST', status: 500, times: 1 } },
  { label: 'Refresh → 401 ×1 (logout)', fault: { route: '/api/accounts/refresh/', method: 'POST', status: 401, times: 1 } },
  { label: 'Expire access on next call', fault: { route: '*', expire_access: true, times: 1 } },
  { label: 'Login → 3 s delay ×1', fault: { route: '/api/accounts/login/', method: 'POST', delay_ms: 3000, times: 1 } },
  { label: 'Login → 429 ×1', fault: { route: '/api/accounts/login/', method: 'POST', status: 429, times: 1 } },
  { label: 'User → malformed body ×1', fault: { route: '/api/accounts/user', method: 'GET', malformed: true, times: 1 } },
  { label: 'Settings → 500 until cleared', fault: { route: '/api/settings/', status: 500 } },
  { label: 'Everything slow (2 s) until cleared', fault: { route: '*', delay_ms: 2000 } },
  { label: 'Everything → 502 until cleared', fault: { route: '*', status: 502 } },
];

function faultTimes(f) {
  const left = f.remaining ?? f.times_left ?? f.timesLeft ?? f.times;
  return left === undefined || left === null ? 'until cleared' : String(left);
}

let lastFaultsKey = '';

function renderFaults(list) {
  const key = JSON.stringify(list);
  if (key === lastFaultsKey) return;
  lastFaultsKey = key;
  $('faults-empty').hidden = list.length > 0;
  $('faults-clear-all').disabled = list.length === 0;
  const tbody = $('faults-table');
  // Keep keyboard focus when a poll re-renders the table under it.
  const focusedId = document.activeElement?.closest?.('#faults-table [data-fault-id]')?.dataset.faultId;
  tbody.replaceChildren(
    ...list.map((f, i) => {
      const id = f.id ?? i;
      const method = f.method || 'any';
      const label = `Clear fault ${id} (${method} ${f.route})`;
      return h(
        'tr',
        {},
        h('td.qa-num', { dir: 'ltr', text: String(id) }),
        h('td.qa-path', { dir: 'ltr', text: String(f.route ?? '') }),
        h('td', { dir: 'ltr', text: method }),
        h('td', { text: faultEffect(f) }),
        h('td', { text: faultTimes(f) }),
        h('td.qa-num', { dir: 'ltr', text: f.hits === undefined ? '—' : String(f.hits) }),
        h('td', {}, h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', 'aria-label': label, dataset: { faultId: String(id) }, text: 'Clear', onclick: () => clearFault(id) })),
      );
    }),
  );
  if (focusedId !== undefined) tbody.querySelector(`[data-fault-id="${CSS.escape(focusedId)}"]`)?.focus();
}

async function loadFaults({ quiet = true } = {}) {
  try {
    const data = await control('GET', '/sandbox/api/faults');
    renderFaults(asList(data, 'faults'));
    showError($('faults-error'), '');
    if (!quiet) announce('Fault list reloaded.', 'ok');
  } catch (err) {
    showError($('faults-error'), err.message);
    if (!quiet) announce(err.message, 'error');
  }
}

async function clearFault(id) {
  try {
    await control('DELETE', `/sandbox/api/faults/${encodeURIComponent(id)}`);
    announce(`Fault ${id} cleared.`, 'ok');
    showError($('faults-error'), '');
  } catch (err) {
    showFailure($('faults-error'), err.message);
  }
  const focusWasInTable = $('faults-table').contains(document.activeElement);
  await loadFaults();
  // The button under focus is gone: keep the keyboard user in the table's neighbourhood.
  if (focusWasInTable || document.activeElement === document.body) {
    ($('faults-table').querySelector('button') ?? $('faults-reload')).focus();
  }
}

function readFaultForm(form) {
  const data = new FormData(form);
  const fault = {};
  const errors = [];
  const route = String(data.get('route') ?? '').trim();
  if (!route) errors.push('Route is required (a path prefix such as /api/accounts/user, or *).');
  else if (route !== '*' && !route.startsWith('/')) errors.push('Route must start with “/” or be “*”.');
  fault.route = route;
  const method = String(data.get('method') ?? '');
  if (method) fault.method = method;
  const int = (name, min, max, label) => {
    const raw = String(data.get(name) ?? '').trim();
    if (!raw) return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || (max !== undefined && n > max)) {
      errors.push(`${label} must be a whole number${max !== undefined ? ` from ${min} to ${max}` : ` of at least ${min}`}.`);
      return undefined;
    }
    return n;
  };
  const status = int('status', 400, 599, 'Status code');
  if (status !== undefined) fault.status = status;
  const delay = int('delay_ms', 0, 600_000, 'Delay');
  if (delay) fault.delay_ms = delay;
  const times = int('times', 1, undefined, 'Times');
  if (times !== undefined) fault.times = times;
  if (data.get('malformed')) fault.malformed = true;
  if (data.get('expire_access')) fault.expire_access = true;
  if (!errors.length && fault.status === undefined && !fault.delay_ms && !fault.malformed && !fault.expire_access) {
    errors.push('Choose at least one effect: a status code, a delay, a malformed body or an expired access token.');
  }
  return { fault, errors };
}

export function start() {
  onFaultsChange(async ({ source, error }) => {
    if (error) showError($(source === 'form' ? 'fault-form-error' : 'faults-error'), error);
    else {
      if (source) showError($('fault-form-error'), '');
      await loadFaults();
    }
  });
  const form = $('fault-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { fault, errors } = readFaultForm(form);
    if (errors.length) {
      const message = errors.join(' ');
      showFailure($('fault-form-error'), message);
      return;
    }
    const submit = form.querySelector('[type="submit"]');
    submit.disabled = true;
    try {
      await armFault(fault, 'form');
    } finally {
      submit.disabled = false;
    }
  });
  $('fault-presets').replaceChildren(...presetItems(FAULT_PRESETS));
  $('faults-reload').addEventListener('click', () => loadFaults({ quiet: false }));
  $('faults-clear-all').addEventListener('click', async () => {
    try {
      await control('DELETE', '/sandbox/api/faults');
      announce('All faults cleared.', 'ok');
      showError($('faults-error'), '');
    } catch (err) {
      showFailure($('faults-error'), err.message);
    }
    await loadFaults();
  });
  // DELETE /sandbox/api/rate-limits (docs/api.md "Abuse controls"): every abuse-control counter goes.
  $('rate-limits-clear').addEventListener('click', async () => {
    try {
      const answer = await control('DELETE', '/sandbox/api/rate-limits');
      announce(`Rate limits cleared (${answer?.cleared ?? 0} counters).`, 'ok');
      showError($('rate-limits-error'), '');
    } catch (err) {
      showFailure($('rate-limits-error'), err.message);
    }
  });
  pollWhileVisible(() => loadFaults(), SLOW_POLL_MS);
  onSandboxReset(() => loadFaults());
}
