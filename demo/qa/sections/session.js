// Session inspector: live from the shared stores (auth, toasts), both tokens decoded, the countdowns to
// expiry and renewal, this page's calls (refresh, poll, all), the casino-* events heard on document, and the
// server's log (GET /sandbox/api/log, every 2 s while visible).

import { bag, calls, onCall, whenShared } from '../lib/runtime.js';
import { asList, control } from '../lib/control.js';
import { $, announce, clock, duration, h, html, setText } from '../lib/dom.js';
import { LOG_POLL_MS, pollWhileVisible } from '../lib/poll.js';
import { onSandboxReset } from '../lib/reset.js';
import { renderToken } from './session/tokens.js';

export const nav = 'Session';

export const render = () => html`
  <section id="session" class="qa-section" aria-labelledby="session-title">
    <h2 id="session-title">Session inspector</h2>
    <div class="qa-grid">
      <article class="qa-panel" aria-labelledby="auth-title">
        <h3 id="auth-title">Auth state</h3>
        <dl class="qa-dl" id="auth-state">
          <dt>status</dt><dd id="auth-status">—</dd>
          <dt>isAuth</dt><dd id="auth-isauth">—</dd>
          <dt>user</dt><dd id="auth-user">—</dd>
          <dt>partnerId</dt><dd id="auth-partner">—</dd>
          <dt>DPoP <span class="qa-muted">(docs/security.md)</span></dt><dd id="auth-dpop" dir="ltr">—</dd>
        </dl>
        <div class="qa-actions">
          <button type="button" id="force-refresh" class="qa-button">Force refresh</button>
          <button type="button" id="sign-out" class="qa-button qa-button--ghost">Sign out</button>
        </div>
      </article>

      <article class="qa-panel" aria-labelledby="timers-title">
        <h3 id="timers-title">Countdowns</h3>
        <dl class="qa-dl qa-dl--timers">
          <dt>access expires</dt><dd><span id="cd-access" class="qa-countdown">—</span> <span id="cd-access-at" class="qa-muted"></span></dd>
          <dt>scheduled renewal <span class="qa-muted">(exp − refresh_shift)</span></dt><dd><span id="cd-renew" class="qa-countdown">—</span> <span id="cd-renew-at" class="qa-muted"></span></dd>
          <dt>refresh expires</dt><dd><span id="cd-refresh" class="qa-countdown">—</span> <span id="cd-refresh-at" class="qa-muted"></span></dd>
        </dl>
      </article>

      <article class="qa-panel qa-panel--wide" aria-labelledby="tokens-title">
        <h3 id="tokens-title">Tokens, decoded</h3>
        <div class="qa-tokens">
          <section aria-labelledby="tok-access-title">
            <h4 id="tok-access-title">access</h4>
            <div id="tok-access" class="qa-token"><p class="qa-muted">No session.</p></div>
          </section>
          <section aria-labelledby="tok-refresh-title">
            <h4 id="tok-refresh-title">refresh</h4>
            <div id="tok-refresh" class="qa-token"><p class="qa-muted">No session.</p></div>
          </section>
        </div>
      </article>

      <article class="qa-panel" aria-labelledby="refresh-log-title">
        <h3 id="refresh-log-title">Refresh log <span class="qa-muted">(this page)</span></h3>
        <div class="qa-scroll" tabindex="0" role="region" aria-label="Refresh log, scrollable">
          <table class="qa-table">
            <thead><tr><th scope="col">time</th><th scope="col">status</th><th scope="col">ms</th></tr></thead>
            <tbody id="refresh-log"></tbody>
          </table>
        </div>
      </article>

      <article class="qa-panel" aria-labelledby="poll-log-title">
        <h3 id="poll-log-title">Poll log <span class="qa-muted">(GET /api/accounts/user)</span></h3>
        <div class="qa-scroll" tabindex="0" role="region" aria-label="Poll log, scrollable">
          <table class="qa-table">
            <thead><tr><th scope="col">time</th><th scope="col">status</th><th scope="col">ms</th></tr></thead>
            <tbody id="poll-log"></tbody>
          </table>
        </div>
      </article>

      <article class="qa-panel" aria-labelledby="events-title">
        <h3 id="events-title">Element events <span class="qa-muted">(heard on document)</span></h3>
        <ol id="events-log" class="qa-events" reversed></ol>
        <p class="qa-muted qa-empty" id="events-empty">None yet.</p>
      </article>

      <article class="qa-panel" aria-labelledby="calls-title">
        <h3 id="calls-title">All calls <span class="qa-muted">(this page's callLog)</span></h3>
        <div class="qa-scroll" tabindex="0" role="region" aria-label="All calls, scrollable">
          <table class="qa-table">
            <thead><tr><th scope="col">time</th><th scope="col">call</th><th scope="col">status</th><th scope="col">ms</th></tr></thead>
            <tbody id="call-log"></tbody>
          </table>
        </div>
      </article>

      <article class="qa-panel qa-panel--wide" aria-labelledby="server-log-title">
        <h3 id="server-log-title">Server log <span class="qa-muted">(GET /sandbox/api/log, every 2 s while visible)</span></h3>
        <div class="qa-toolbar">
          <label class="qa-field qa-field--inline">
            <span>Filter by path</span>
            <input type="search" id="server-log-filter" placeholder="/api/accounts/refresh/" autocomplete="off" spellcheck="false" dir="ltr" />
          </label>
          <label class="qa-check"><input type="checkbox" id="server-log-pause" /> <span>Pause</span></label>
          <button type="button" id="server-log-clear" class="qa-button qa-button--small qa-button--ghost">Clear log</button>
          <span id="server-log-meta" class="qa-muted"></span>
        </div>
        <div class="qa-scroll qa-scroll--tall" tabindex="0" role="region" aria-label="Server log, scrollable">
          <table class="qa-table">
            <thead><tr><th scope="col">time</th><th scope="col">call</th><th scope="col">status</th><th scope="col">ms</th></tr></thead>
            <tbody id="server-log"></tbody>
          </table>
        </div>
      </article>

      <article class="qa-panel" aria-labelledby="toasts-title">
        <h3 id="toasts-title">Toasts <span class="qa-muted">(toasts store)</span></h3>
        <ul id="toasts-list" class="qa-list"></ul>
        <p class="qa-muted qa-empty" id="toasts-empty">None.</p>
      </article>
    </div>
  </section>
`;

function statusClass(status) {
  if (typeof status !== 'number' || status === 0) return 'qa-status-code--err';
  if (status >= 200 && status < 400) return 'qa-status-code--ok';
  return 'qa-status-code--err';
}

function statusCell(status, code) {
  const label = status === 0 || status === undefined ? 'network' : String(status);
  return h('td', {}, h('span.qa-status-code.' + statusClass(status), { text: label }), code ? ` ${code}` : '');
}

const inspector = {
  access: null,
  refresh: null,
  accessClaims: null,
  refreshClaims: null,
  status: 'guest',
};

function renderUser(user) {
  const dd = $('auth-user');
  if (!user) {
    dd.replaceChildren('—');
    return;
  }
  const fields = [
    ['id', user.id],
    ['username', user.username],
    ['role', user.role],
    ['currency', user.currency],
    ['balance', user.balance],
    ['bonusBalance', user.bonusBalance],
    ['email', user.email],
    ['createdAt', user.createdAt],
  ].filter(([, v]) => v !== undefined && v !== null && v !== '');
  dd.replaceChildren(
    h(
      'dl.qa-dl.qa-dl--nested',
      {},
      fields.flatMap(([k, v]) => [h('dt', { text: k }), h('dd', { dir: 'ltr', text: typeof v === 'object' ? JSON.stringify(v) : String(v) })]),
    ),
  );
}

function renderAuth(state) {
  if (!state) return;
  inspector.status = state.status;
  const status = $('auth-status');
  setText(status, String(state.status ?? '—'));
  status.dataset.state = String(state.status ?? '');
  setText($('auth-isauth'), String(Boolean(state.isAuth)));
  setText($('auth-partner'), state.partnerId === undefined || state.partnerId === null ? '—' : String(state.partnerId));
  renderUser(state.user);
  const access = state.session?.access ?? null;
  const refresh = state.session?.refresh ?? null;
  if (access !== inspector.access) {
    inspector.access = access;
    inspector.accessClaims = renderToken($('tok-access'), access).payload ?? null;
  }
  if (refresh !== inspector.refresh) {
    inspector.refresh = refresh;
    inspector.refreshClaims = renderToken($('tok-refresh'), refresh).payload ?? null;
  }
  const signedIn = state.status === 'signed-in';
  $('force-refresh').disabled = !refresh;
  $('sign-out').disabled = !signedIn && !state.session;
  tickCountdowns();
  renderDpop();
}

/**
 * DPoP (docs/security.md "DPoP: the tokens are bound to the browser"): whether this browser binds the tokens
 * to its key, from the shared bag's `dpop-status` (src/api/dpop.ts) and the access token's `cnf.jkt`; and the
 * fallback, said plainly.
 */
function renderDpop() {
  const dd = $('auth-dpop');
  const status = bag()?.['dpop-status']?.current;
  const tokenJkt = inspector.accessClaims?.cnf?.jkt;
  const short = (jkt) => `${String(jkt).slice(0, 12)}…`;
  let text;
  let state;
  if (!status) {
    text = tokenJkt ? `tokens bound to key ${short(tokenJkt)}; the signer loads with the next call` : 'not loaded yet (loads with the first sign-in or call with a token)';
    state = '';
  } else if (status.state === 'pending') {
    text = 'making or reading the key…';
    state = '';
  } else if (status.state === 'unavailable') {
    text = `FALLBACK: bearer tokens, not bound to this browser (${status.reason}). A copy of them works anywhere.`;
    state = 'past';
  } else if (!inspector.access) {
    text = `key ${short(status.jkt)} ready (non-extractable, IndexedDB); no session`;
    state = 'ok';
  } else if (tokenJkt === status.jkt) {
    text = `tokens bound to this browser's key ${short(status.jkt)} (cnf.jkt); calls carry proofs`;
    state = 'ok';
  } else {
    text = tokenJkt
      ? `tokens bound to another key (${short(tokenJkt)}) than this browser's (${short(status.jkt)}): the next refresh fails`
      : `key ${short(status.jkt)} ready, but these tokens are unbound (issued without a proof): bearer until the next refresh binds them`;
    state = tokenJkt ? 'past' : 'soon';
  }
  setText(dd, text);
  dd.dataset.state = state;
}

function setCountdown(id, at, { pastLabel = 'expired', soonMs = 60_000 } = {}) {
  const el = $(id);
  const atEl = $(`${id}-at`);
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    setText(el, '—');
    el.dataset.state = '';
    setText(atEl, '');
    return;
  }
  const left = at - Date.now();
  setText(el, left > 0 ? `in ${duration(left)}` : `${pastLabel} ${duration(left)} ago`);
  el.dataset.state = left <= 0 ? 'past' : left <= soonMs ? 'soon' : 'ok';
  setText(atEl, `(${clock(at)})`);
}

function tickCountdowns() {
  const a = inspector.accessClaims;
  const r = inspector.refreshClaims;
  const accessExp = typeof a?.exp === 'number' ? a.exp * 1000 : null;
  const shift = typeof a?.refresh_shift === 'number' ? a.refresh_shift * 1000 : 0;
  setCountdown('cd-access', accessExp);
  setCountdown('cd-renew', accessExp === null ? null : accessExp - shift, { pastLabel: 'due', soonMs: 15_000 });
  setCountdown('cd-refresh', typeof r?.exp === 'number' ? r.exp * 1000 : null, { soonMs: 5 * 60_000 });
}

function callRow(call, withPath) {
  return h(
    'tr',
    {},
    h('td', { dir: 'ltr' }, h('time', { datetime: new Date(call.at).toISOString(), text: clock(call.at) })),
    withPath ? h('td.qa-path', { dir: 'ltr', text: `${call.method} ${call.path}` }) : null,
    statusCell(call.status, call.code),
    h('td.qa-num', { dir: 'ltr', text: call.ms === undefined ? '—' : String(Math.round(call.ms)) }),
  );
}

function renderRows(tbody, rows, emptyText, columns) {
  if (!rows.length) {
    tbody.replaceChildren(h('tr', {}, h('td.qa-muted', { colspan: String(columns), text: emptyText })));
    return;
  }
  tbody.replaceChildren(...rows);
}

function renderCallLog(calls) {
  const list = Array.isArray(calls) ? calls : [];
  const refreshes = list.filter((c) => String(c.path ?? '').includes('/api/accounts/refresh'));
  const polls = list.filter((c) => c.method === 'GET' && /\/api\/accounts\/user\/?(\?|$)/.test(String(c.path ?? '')));
  renderRows($('refresh-log'), refreshes.slice(0, 50).map((c) => callRow(c, false)), 'No refresh yet.', 3);
  renderRows($('poll-log'), polls.slice(0, 50).map((c) => callRow(c, false)), 'No poll yet.', 3);
  renderRows($('call-log'), list.slice(0, 100).map((c) => callRow(c, true)), 'No call yet.', 4);
}

function renderToasts(toasts) {
  const list = Array.isArray(toasts) ? toasts : [];
  $('toasts-empty').hidden = list.length > 0;
  $('toasts-list').replaceChildren(
    ...list.map((t) => h('li', {}, h('span.qa-tag', { dataset: { kind: String(t.type ?? 'info') }, text: String(t.type ?? 'info') }), ' ', String(t.message ?? ''))),
  );
}

const CASINO_EVENTS = ['casino-session-change', 'casino-navigate', 'casino-login-required', 'casino-error', 'casino-game-launch', 'casino-wheel-spin'];
const heardEvents = [];

function listenToElementEvents() {
  for (const type of CASINO_EVENTS) {
    document.addEventListener(type, (event) => {
      let detail;
      try {
        detail = JSON.stringify(event.detail);
      } catch {
        detail = String(event.detail);
      }
      heardEvents.unshift({ at: Date.now(), type, detail, from: event.composedPath()[0]?.localName ?? '' });
      heardEvents.length = Math.min(heardEvents.length, 20);
      $('events-empty').hidden = true;
      const list = $('events-log');
      list.replaceChildren(
        ...heardEvents.map((e, i) =>
          h(
            'li',
            { value: String(heardEvents.length - i) },
            h('time', { datetime: new Date(e.at).toISOString(), text: clock(e.at) }),
            ' ',
            h('code.qa-event-type', { text: e.type, dir: 'ltr' }),
            e.from ? h('span.qa-muted', { text: ` from <${e.from}>` }) : '',
            h('pre.qa-pre.qa-pre--inline', { dir: 'ltr', text: e.detail ?? 'null' }),
          ),
        ),
      );
    });
  }
}

// Server log

let lastLogKey = '';
let serverLog = [];

function renderServerLog() {
  const filter = $('server-log-filter').value.trim().toLowerCase();
  const rows = serverLog.filter((e) => !filter || `${e.method} ${e.path}`.toLowerCase().includes(filter));
  renderRows(
    $('server-log'),
    rows.map((e) => callRow(e, true)),
    serverLog.length ? 'No entry matches the filter.' : 'No API call logged yet.',
    4,
  );
}

async function pollServerLog() {
  try {
    const data = await control('GET', '/sandbox/api/log');
    const list = asList(data, 'log', 'entries', 'calls');
    // Newest first, whatever order the server keeps.
    const sorted = [...list].sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
    const key = `${sorted.length}:${JSON.stringify(sorted[0] ?? null)}`;
    if (key !== lastLogKey) {
      lastLogKey = key;
      serverLog = sorted;
      renderServerLog();
    }
    setText($('server-log-meta'), `${sorted.length} entr${sorted.length === 1 ? 'y' : 'ies'} · updated ${clock(Date.now())}`);
    $('server-log-meta').classList.remove('qa-error-text');
  } catch (err) {
    setText($('server-log-meta'), err.message);
    $('server-log-meta').classList.add('qa-error-text');
  }
}

export function start() {
  listenToElementEvents();
  whenShared('auth').then((store) => store.subscribe(renderAuth));
  renderCallLog(calls);
  onCall(renderCallLog);
  whenShared('toasts').then((store) => store.subscribe(renderToasts));
  setInterval(() => {
    tickCountdowns();
    renderDpop();
  }, 1000);

  $('force-refresh').addEventListener('click', async () => {
    const session = bag()?.session;
    if (!session?.refresh) return announce('The session manager is not loaded yet.', 'error');
    announce('Refreshing…');
    try {
      const ok = await session.refresh();
      announce(ok === false ? 'Refresh did not renew the session (see the refresh log).' : 'Session refreshed.', ok === false ? 'error' : 'ok');
    } catch (err) {
      announce(`Refresh failed: ${err?.message ?? err}`, 'error');
    }
  });
  $('sign-out').addEventListener('click', async () => {
    const signOut = bag()?.session?.signOut ?? window.CasinoWidgets?.signOut;
    if (!signOut) return announce('The session manager is not loaded yet.', 'error');
    try {
      await signOut.call(bag()?.session ?? window.CasinoWidgets);
      announce('Signed out.', 'ok');
    } catch (err) {
      announce(`Sign-out failed: ${err?.message ?? err}`, 'error');
    }
  });

  renderServerLog();
  $('server-log-filter').addEventListener('input', renderServerLog);
  $('server-log-clear').addEventListener('click', async () => {
    try {
      await control('DELETE', '/sandbox/api/log');
      announce('Server log cleared.', 'ok');
      await pollServerLog();
    } catch (err) {
      announce(err.message, 'error');
    }
  });
  const pollLogNow = pollWhileVisible(pollServerLog, LOG_POLL_MS, () => $('server-log-pause').checked);
  $('server-log-pause').addEventListener('change', () => {
    if (!$('server-log-pause').checked) void pollLogNow();
  });
  onSandboxReset(() => {
    lastLogKey = '';
    return pollServerLog();
  });
}
