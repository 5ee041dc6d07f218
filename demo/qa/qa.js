// The QA page (issue 2 §8): every element the bundle defines, a live session inspector, the sandbox's
// fault switches, outbox and request log, and the language/direction switch. Plain DOM, no build step.
//
// Rules this file keeps:
// - Server data (outbox, log, faults, error bodies) only ever reaches the page through textContent and
//   DOM nodes, never innerHTML; outbox links pass an http(s) allow-list before they become an href.
// - It reads the runtime through the page-wide shared bag (globalThis[Symbol.for('casino-widgets@1')]) and
//   window.CasinoWidgets, exactly as a second build would: nothing here imports from src/.
// - The elements section is not a hard-coded list: customElements.define is observed while
//   /dist/casino-widgets.js loads, so an element added in a later issue gets its panel by itself.

const BAG_KEY = Symbol.for('casino-widgets@1');
const params = new URLSearchParams(location.search);
/** `?api-base=http://host:port` points the widgets and the control API at another sandbox. */
const API_BASE = (params.get('api-base') ?? '').trim().replace(/\/+$/, '');
const CONTROL_BASE = API_BASE; // '' = this origin, where `npm start` serves /sandbox/api/…
const BUNDLE = '/dist/casino-widgets.js';
const MANIFEST = '/dist/custom-elements.json';

const LOG_POLL_MS = 2000;
const SLOW_POLL_MS = 5000;

// Attributes every element reads into the one page-wide config: set through the language switch or
// ?api-base, not per instance (changing one would change every element on the page).
const CONFIG_ATTRIBUTES = new Set(['api-base', 'content-base', 'lang', 'currency']);

/** Elements that should not start by themselves on this page. */
const MOUNT_ON_DEMAND = {
  'casino-site': 'The site shell owns the URL and the whole viewport: mount it only when you need it.',
  'casino-wheel': 'The Wheel section below mounts it inline and as a modal, beside its sandbox controls: mount one here only to compare.',
  'casino-lobby': 'The Casino (lobby) section at the end of the page mounts it beside its controls: mount one here only to compare.',
};

/** Per-tag panel layouts; any other tag gets one default instance. */
const LAYOUTS = {
  'casino-login': {
    wide: true,
    // qa.css places the three modes side by side (inline gets the most room: it is a header form).
    className: 'qa-instances--login',
    instances: [
      { label: 'mode="page"', area: 'page', attrs: { mode: 'page' } },
      { label: 'mode="inline"', area: 'inline', attrs: { mode: 'inline' } },
      { label: 'mode="modal"', area: 'modal', attrs: { mode: 'modal' } },
    ],
  },
};

const DEMO_ACCOUNTS = [
  { username: 'demo', password: 'demo1234', what: 'Player, 1 000.00 TND, bonus 5.00: signs in.' },
  { username: 'low', password: 'low12345', what: 'Player, 0.50 TND, bonus 12.00: signs in, low balance.' },
  { username: 'agent', password: 'agent1234', what: 'Cashier (role C): refused, “only users can use the site”.' },
  { username: 'admin', password: 'admin1234', what: 'Admin (role A): refused likewise.' },
  { username: 'banned', password: 'banned1234', what: 'Banned player: 403 user_is_banned.' },
  { username: 'unverified', password: 'unverified1234', what: 'E-mail not confirmed: 403 email_not_verified.' },
];

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

// ---------------------------------------------------------------------------------------------------
// Small DOM helpers (text only: no HTML strings anywhere)

const $ = (id) => document.getElementById(id);

/** h('tag.class', { attr: value, onclick: fn }, ...children) — children are nodes or text. */
function h(spec, props = {}, ...children) {
  const [tag, ...classes] = spec.split('.');
  const el = document.createElement(tag);
  if (classes.length) el.className = classes.join(' ');
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'text') el.textContent = String(value);
    else if (key === 'dataset') Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

function setText(el, text) {
  if (el && el.textContent !== text) el.textContent = text;
}

function showError(el, message) {
  if (!el) return;
  if (!message) {
    el.hidden = true;
    el.textContent = '';
    return;
  }
  if (el.textContent !== message) el.textContent = message;
  el.hidden = false;
}

const liveRegion = $('qa-status');
let announceTimer = null;
/**
 * Announces the result of a QA action and shows it as a toast in the corner (the region is visible).
 * It clears itself (6 s, errors 12 s) so it never hides the page for long; failures also stay shown
 * inline, next to the control that caused them.
 */
function announce(message, kind = 'info') {
  clearTimeout(announceTimer);
  liveRegion.dataset.kind = kind;
  // Clearing first makes a repeated identical message announced again.
  liveRegion.textContent = '';
  requestAnimationFrame(() => {
    liveRegion.textContent = message;
  });
  announceTimer = setTimeout(() => (liveRegion.textContent = ''), kind === 'error' ? 12_000 : 6000);
}

const pad = (n, w = 2) => String(n).padStart(w, '0');

function clock(at) {
  const d = at instanceof Date ? at : new Date(typeof at === 'string' && /^\d+$/.test(at) ? Number(at) : at);
  if (Number.isNaN(d.getTime())) return String(at ?? '—');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function dateTime(at) {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at ?? '—');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${clock(d)}`;
}

function duration(ms) {
  let s = Math.round(Math.abs(ms) / 1000);
  const hours = Math.floor(s / 3600);
  s %= 3600;
  const minutes = Math.floor(s / 60);
  s %= 60;
  return hours ? `${hours}:${pad(minutes)}:${pad(s)}` : `${minutes}:${pad(s)}`;
}

/** Lists come as arrays, or wrapped in an object: accept both so a small contract change is not fatal. */
function asList(data, ...keys) {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    for (const key of [...keys, 'items', 'results', 'data']) if (Array.isArray(data[key])) return data[key];
  }
  return [];
}

function statusClass(status) {
  if (typeof status !== 'number' || status === 0) return 'qa-status-code--err';
  if (status >= 200 && status < 400) return 'qa-status-code--ok';
  return 'qa-status-code--err';
}

function statusCell(status, code) {
  const label = status === 0 || status === undefined ? 'network' : String(status);
  return h('td', {}, h('span.qa-status-code.' + statusClass(status), { text: label }), code ? ` ${code}` : '');
}

// ---------------------------------------------------------------------------------------------------
// The shared bag and the public API

const bag = () => globalThis[BAG_KEY];

// Every API call of this page, newest first: the shared HTTP client reports each finished call to
// bag.observer.onCall (src/api/http.ts), which must be in place before the bundle loads.
const calls = [];
(globalThis[BAG_KEY] ??= Object.create(null)).observer = {
  onCall(call) {
    calls.unshift({ ...call, at: Date.now() });
    calls.length = Math.min(calls.length, 100);
    renderCallLog(calls);
  },
};

/** Resolves with bag[key] once a bundle has created it (stores appear as the bundle's modules run). */
function whenShared(key) {
  return new Promise((resolve) => {
    const check = () => {
      const value = bag()?.[key];
      if (value) resolve(value);
      else setTimeout(check, 200);
    };
    check();
  });
}

// ---------------------------------------------------------------------------------------------------
// Control API (/sandbox/api/…)

class ControlError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

function describeErrorBody(status, body, text) {
  if (body && typeof body === 'object') {
    const parts = [`${status}${body.code ? ` ${body.code}` : ''}`];
    if (body.message) parts.push(String(body.message));
    const fields = asList(body.errors);
    // Field errors say it best; the detail usually repeats them.
    if (fields.length) parts.push('— ' + fields.map((e) => `${e.field ?? '?'}: ${e.message ?? e.code ?? ''}`).join('; '));
    else if (body.detail && body.detail !== body.message) parts.push(`(${typeof body.detail === 'string' ? body.detail : JSON.stringify(body.detail)})`);
    return parts.join(' ');
  }
  return `${status} ${text ? text.slice(0, 200) : 'no body'}`;
}

async function control(method, path, body) {
  let res;
  try {
    res = await fetch(CONTROL_BASE + path, {
      method,
      cache: 'no-store',
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new ControlError(`Control API unreachable (${method} ${path}): is \`npm start\` running? ${err?.message ?? ''}`.trim(), 0);
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) throw new ControlError(`${method} ${path} failed: ${describeErrorBody(res.status, data, text)}`, res.status);
  return data;
}

/** Polls fn every `ms` while the page is visible (and not paused); one immediate run on becoming visible. */
function pollWhileVisible(fn, ms, isPaused = () => false) {
  let timer = null;
  let running = false;
  const tick = async () => {
    clearTimeout(timer);
    timer = null;
    if (document.visibilityState !== 'visible') return;
    if (!isPaused() && !running) {
      running = true;
      try {
        await fn();
      } finally {
        running = false;
      }
    }
    timer = setTimeout(tick, ms);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void tick();
    else {
      clearTimeout(timer);
      timer = null;
    }
  });
  void tick();
  return tick;
}

// ---------------------------------------------------------------------------------------------------
// 1. Elements: observe customElements.define, then load the bundle

const manifestPromise = fetch(MANIFEST, { cache: 'no-store' })
  .then((r) => (r.ok ? r.json() : null))
  .catch(() => null)
  .then((manifest) => {
    const byTag = new Map();
    for (const mod of manifest?.modules ?? []) {
      for (const decl of mod.declarations ?? []) if (decl.customElement && decl.tagName) byTag.set(decl.tagName, decl);
    }
    return byTag;
  });

const panels = new Map(); // tag -> panel element
const pendingTags = new Set();

function observeDefinitions() {
  const registry = window.customElements;
  const define = registry.define;
  registry.define = function defineObserved(name, ctor, options) {
    const result = define.call(this, name, ctor, options);
    if (typeof name === 'string' && name.startsWith('casino-')) void addElementPanel(name);
    return result;
  };
}

let instanceSeq = 0;

function attributeControls(tag, el, decl, fixed) {
  const attrs = (decl?.attributes ?? []).filter((a) => !CONFIG_ATTRIBUTES.has(a.name) && !(a.name in fixed));
  if (!attrs.length) return null;
  const rows = attrs.map((attr) => {
    const id = `attr-${tag}-${instanceSeq}-${attr.name}`;
    const type = attr.type?.text ?? 'string';
    const options = [...type.matchAll(/'([^']*)'/g)].map((m) => m[1]);
    const describe = attr.description ? h('small.qa-muted', { text: attr.description }) : null;
    if (type === 'boolean') {
      const input = h('input', { type: 'checkbox', id });
      input.checked = el.hasAttribute(attr.name) && el.getAttribute(attr.name) !== 'false';
      input.addEventListener('change', () => {
        if (input.checked) el.setAttribute(attr.name, 'true');
        else el.removeAttribute(attr.name);
      });
      // Elements may change their own attribute (a modal closing clears `open`): keep the box honest.
      new MutationObserver(() => {
        input.checked = el.hasAttribute(attr.name) && el.getAttribute(attr.name) !== 'false';
      }).observe(el, { attributes: true, attributeFilter: [attr.name] });
      return h('div.qa-check', {}, input, ' ', h('label', { for: id }, h('code', { text: attr.name, dir: 'ltr' })), describe);
    }
    if (options.length) {
      const select = h('select', { id }, h('option', { value: '', text: '(unset)' }), options.map((o) => h('option', { value: o, text: o })));
      select.value = el.getAttribute(attr.name) ?? '';
      select.addEventListener('change', () => {
        if (select.value) el.setAttribute(attr.name, select.value);
        else el.removeAttribute(attr.name);
      });
      return h('div.qa-field', {}, h('label', { for: id }, h('code', { text: attr.name, dir: 'ltr' })), select, describe);
    }
    const input = h('input', { id, type: 'text', value: el.getAttribute(attr.name) ?? '', spellcheck: 'false', dir: 'ltr' });
    input.addEventListener('change', () => {
      if (input.value) el.setAttribute(attr.name, input.value);
      else el.removeAttribute(attr.name);
    });
    return h('div.qa-field', {}, h('label', { for: id }, h('code', { text: attr.name, dir: 'ltr' })), input, describe);
  });
  return h('details.qa-attrs', {}, h('summary', { text: 'Attributes' }), h('div.qa-attrs-body', {}, rows));
}

function createInstance(tag, attrs) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (API_BASE) el.setAttribute('api-base', API_BASE);
  return el;
}

function instanceBlock(tag, spec, decl, headingLevel, mountNow) {
  instanceSeq += 1;
  const titleId = `inst-${tag}-${instanceSeq}`;
  const stage = h('div.qa-stage');
  let el = null;
  const attrsSlot = h('div');
  const mount = () => {
    el = createInstance(tag, spec.attrs);
    stage.replaceChildren(el);
    attrsSlot.replaceChildren(attributeControls(tag, el, decl, spec.attrs) ?? '');
    mountButton.textContent = 'Remount';
    unmountButton.hidden = false;
  };
  const unmount = () => {
    el = null;
    stage.replaceChildren(h('p.qa-muted', { text: spec.idleText ?? MOUNT_ON_DEMAND[tag] ?? 'Not mounted.' }));
    attrsSlot.replaceChildren();
    mountButton.textContent = 'Mount';
    unmountButton.hidden = true;
  };
  const mountButton = h('button.qa-button.qa-button--small.qa-button--ghost', {
    type: 'button',
    'aria-describedby': titleId,
    onclick: () => {
      mount();
      announce(`<${tag}> ${spec.label ?? ''} mounted.`);
    },
  });
  const unmountButton = h('button.qa-button.qa-button--small.qa-button--ghost', {
    type: 'button',
    'aria-describedby': titleId,
    text: 'Unmount',
    onclick: () => {
      unmount();
      announce(`<${tag}> ${spec.label ?? ''} unmounted.`);
    },
  });
  if (mountNow) mount();
  else unmount();
  return h(
    'section.qa-instance',
    { 'aria-labelledby': titleId, dataset: spec.area ? { area: spec.area } : undefined },
    h(
      'div.qa-instance-head',
      {},
      h(`h${headingLevel}.qa-instance-title`, { id: titleId }, h('code', { text: spec.label ?? `<${tag}>`, dir: 'ltr' })),
      h('div.qa-instance-actions', {}, mountButton, unmountButton),
    ),
    stage,
    attrsSlot,
  );
}

async function addElementPanel(tag) {
  if (panels.has(tag) || pendingTags.has(tag)) return;
  pendingTags.add(tag);
  const manifest = await manifestPromise;
  const decl = manifest.get(tag);
  const layout = LAYOUTS[tag] ?? { instances: [{ label: `<${tag}>`, attrs: {} }] };
  const titleId = `panel-${tag}`;
  const mountNow = !(tag in MOUNT_ON_DEMAND);
  const multi = layout.instances.length > 1;
  const panel = h(
    'article.qa-panel.qa-element' + (layout.wide ? '.qa-panel--full' : ''),
    { 'aria-labelledby': titleId, dataset: { tag } },
    h('h3', { id: titleId }, h('code', { text: `<${tag}>`, dir: 'ltr' })),
    decl?.summary ? h('p.qa-muted.qa-summary', { text: decl.summary }) : null,
    h(
      'div' + (multi ? '.qa-instances' : '') + (layout.className ? `.${layout.className}` : ''),
      {},
      layout.instances.map((spec) => instanceBlock(tag, spec, decl, 4, mountNow)),
    ),
  );
  panels.set(tag, panel);
  pendingTags.delete(tag);
  // Keep panels in tag order, whenever they are defined.
  const grid = $('elements-grid');
  const after = [...panels.keys()].sort().find((t) => t > tag && panels.get(t).isConnected);
  grid.insertBefore(panel, after ? panels.get(after) : null);
  updateElementsSummary();
}

function updateElementsSummary(error) {
  const tags = [...panels.keys()].sort();
  const summary = $('elements-summary');
  if (error) {
    summary.className = 'qa-error';
    summary.textContent = error;
    return;
  }
  summary.className = 'qa-muted';
  summary.textContent = tags.length
    ? `${tags.length} element${tags.length > 1 ? 's' : ''} defined by ${BUNDLE}: ${tags.join(', ')}.`
    : `No casino-* element is defined by ${BUNDLE}.`;
}

async function loadBundle() {
  observeDefinitions();
  try {
    await import(BUNDLE);
  } catch (err) {
    updateElementsSummary(`Could not load ${BUNDLE}: ${err?.message ?? err}. Run \`npm run build\` (npm start builds what is missing).`);
    return false;
  }
  // Elements another script defined before this page could observe, known from the manifest.
  for (const tag of (await manifestPromise).keys()) if (customElements.get(tag)) await addElementPanel(tag);
  updateElementsSummary();
  setText($('qa-version'), window.CasinoWidgets?.version ?? 'unknown');
  if (pendingLanguage) window.CasinoWidgets?.configure({ language: pendingLanguage });
  return true;
}

// ---------------------------------------------------------------------------------------------------
// 2. Session inspector

function decodePart(part) {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** { header, payload } of a JWT, or { error } when it is not one (missing or malformed counts as expired). */
function decodeJwt(token) {
  if (typeof token !== 'string' || !token) return { error: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3) return { error: `malformed: ${parts.length} segment(s), expected 3` };
  try {
    return { header: decodePart(parts[0]), payload: decodePart(parts[1]) };
  } catch (err) {
    return { error: `malformed: ${err?.message ?? err}` };
  }
}

function renderToken(container, token) {
  const decoded = decodeJwt(token);
  if (decoded.error) {
    container.replaceChildren(h('p.qa-muted', { text: token ? `Token ${decoded.error}.` : 'No session.' }));
    return decoded;
  }
  const { payload } = decoded;
  const times = [];
  for (const claim of ['iat', 'exp']) {
    if (typeof payload[claim] === 'number') times.push(h('li', {}, h('code', { text: claim }), ` ${dateTime(payload[claim] * 1000)}`));
  }
  if (typeof payload.refresh_shift === 'number') times.push(h('li', {}, h('code', { text: 'refresh_shift' }), ` ${payload.refresh_shift} s`));
  container.replaceChildren(
    times.length ? h('ul.qa-claims', {}, times) : '',
    h('p.qa-token-label', { text: 'header' }),
    h('pre.qa-pre', { dir: 'ltr', tabindex: '0', 'aria-label': 'header JSON' }, JSON.stringify(decoded.header, null, 2)),
    h('p.qa-token-label', { text: 'payload' }),
    h('pre.qa-pre', { dir: 'ltr', tabindex: '0', 'aria-label': 'payload JSON' }, JSON.stringify(payload, null, 2)),
    h('details.qa-raw', {}, h('summary', { text: 'Encoded token' }), h('code.qa-raw-token', { dir: 'ltr', text: token })),
  );
  return decoded;
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

async function startInspector() {
  whenShared('auth').then((store) => store.subscribe(renderAuth));
  renderCallLog(calls);
  whenShared('toasts').then((store) => store.subscribe(renderToasts));
  whenShared('config').then((store) =>
    store.subscribe((config) => {
      setText($('qa-api-base'), config?.apiBase || `same origin (${location.origin})`);
      reflectLanguage(config?.language);
    }),
  );
  setInterval(tickCountdowns, 1000);

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

// ---------------------------------------------------------------------------------------------------
// 3. Fault switches

function faultEffect(f) {
  const parts = [];
  const status = f.status ?? f.status_code;
  if (status) parts.push(`status ${status}`);
  const delay = f.delay_ms ?? f.delayMs;
  if (delay) parts.push(`delay ${delay} ms`);
  if (f.malformed) parts.push('malformed body');
  if (f.expire_access ?? f.expireAccess) parts.push('expire access');
  return parts.join(', ') || '—';
}

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
    showError($('faults-error'), err.message);
    announce(err.message, 'error');
  }
  const focusWasInTable = $('faults-table').contains(document.activeElement);
  await loadFaults();
  // The button under focus is gone: keep the keyboard user in the table's neighbourhood.
  if (focusWasInTable || document.activeElement === document.body) {
    ($('faults-table').querySelector('button') ?? $('faults-reload')).focus();
  }
}

function describeFault(f) {
  return `${f.method || 'any method'} ${f.route}: ${faultEffect(f)}${f.times ? `, ${f.times}×` : ', until cleared'}`;
}

async function armFault(fault, source) {
  try {
    const created = await control('POST', '/sandbox/api/faults', fault);
    const id = created?.id ?? created?.fault?.id;
    announce(`Armed${id !== undefined ? ` fault ${id}` : ''}: ${describeFault(fault)}.`, 'ok');
    showError($('fault-form-error'), '');
    await loadFaults();
    return true;
  } catch (err) {
    if (source === 'form') showError($('fault-form-error'), err.message);
    else showError($('faults-error'), err.message);
    announce(err.message, 'error');
    return false;
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

function startFaults() {
  const form = $('fault-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { fault, errors } = readFaultForm(form);
    if (errors.length) {
      const message = errors.join(' ');
      showError($('fault-form-error'), message);
      announce(message, 'error');
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
  $('fault-presets').replaceChildren(
    ...FAULT_PRESETS.map((preset) =>
      h('li', {}, h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: preset.label, onclick: () => armFault(preset.fault, 'preset') })),
    ),
  );
  $('faults-reload').addEventListener('click', () => loadFaults({ quiet: false }));
  $('sandbox-reset').addEventListener('click', async () => {
    if (!window.confirm('Reset the sandbox to its seeded state? Accounts, balances, faults, the log and the outbox are reset.')) return;
    try {
      await control('POST', '/sandbox/api/reset');
      lastLogKey = '';
      lastOutboxKey = '';
      createdNotices = [];
      renderCreatedNotices();
      await Promise.all([loadFaults(), loadOutbox(), pollServerLog(), loadWheel(), loadGameControl()]);
      // Tokens of the old database are worthless now: end this page's session locally.
      await bag()?.session?.signOut?.();
      announce('Sandbox reset to its seeded state.', 'ok');
    } catch (err) {
      announce(err.message, 'error');
    }
  });
  $('faults-clear-all').addEventListener('click', async () => {
    try {
      await control('DELETE', '/sandbox/api/faults');
      announce('All faults cleared.', 'ok');
      showError($('faults-error'), '');
    } catch (err) {
      showError($('faults-error'), err.message);
      announce(err.message, 'error');
    }
    await loadFaults();
  });
}

// ---------------------------------------------------------------------------------------------------
// 3b. Notifications: fresh bonus / cashback history items, so every notice state can be reached again

const NOTICE_KINDS = {
  'first-deposit': 'first deposit',
  'personal-jackpot': 'personal jackpot',
  cashback: 'cashback',
};
const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

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

function startNotifications() {
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
      showError($('notify-form-error'), message);
      announce(message, 'error');
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
      showError($('notify-form-error'), err.message);
      announce(err.message, 'error');
    } finally {
      submit.disabled = false;
    }
  });
}

// ---------------------------------------------------------------------------------------------------
// 3c. Wheel: the element inline and as a modal, and the sandbox's wheel controls (docs/qa.md "Wheel")

const WHEEL_TAG = 'casino-wheel';
const WHEEL_INSTANCES = [
  { label: 'display="inline"', area: 'inline', attrs: { display: 'inline' }, idleText: 'Not mounted.' },
  { label: 'display="modal"', area: 'modal', attrs: { display: 'modal' }, idleText: 'Not mounted.' },
];
const WHEEL_AMOUNT_FIELDS = ['paid_spin_cost', 'paid_spin_min_balance', 'free_spin_min_balance'];
const WHEEL_AMOUNT = /^\d{1,9}([.,]\d{1,2})?$/;
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
    if (!WHEEL_AMOUNT.test(raw)) errors.push({ input, message: `${input.closest('label').querySelector('span').textContent}: 0 or more, up to 2 decimals (e.g. 2.00).` });
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

/** "demo: balance 1000.00 TND, bonus 5.00" (or the session status) into the player lines of the sections. */
function renderPlayerLines(state) {
  const user = state?.user;
  let line = String(state?.status ?? 'guest');
  if (state?.status === 'signed-in' && user) {
    const money = (v) => (v === undefined || v === null || !Number.isFinite(Number(v)) ? '?' : Number(v).toFixed(2));
    line = `${user.username}: balance ${money(user.balance)} ${user.currency ?? ''}, bonus ${money(user.bonusBalance)}`;
  }
  for (const id of ['wheel-player', 'lobby-player']) setText($(id), line);
}

/**
 * An element's event log (Wheel and Casino sections): newest first, at most `max`, with the detail as JSON
 * and whether a listener prevented it. `record(event)` adds one; `clear()` empties it.
 */
function eventLog(listId, emptyId, max) {
  let events = [];
  const render = () => {
    $(emptyId).hidden = events.length > 0;
    $(listId).replaceChildren(
      ...events.map((e, i) =>
        h(
          'li',
          { value: String(events.length - i) },
          h('time', { datetime: new Date(e.at).toISOString(), text: clock(e.at) }),
          ' ',
          h('code.qa-event-type', { text: e.type, dir: 'ltr' }),
          e.prevented ? h('span.qa-muted', { text: ' (prevented)' }) : '',
          ' ',
          h('code.qa-event-detail', { dir: 'ltr', text: e.detail }),
        ),
      ),
    );
  };
  render();
  return {
    record(event) {
      let detail;
      try {
        detail = JSON.stringify(event.detail);
      } catch {
        detail = String(event.detail);
      }
      events.unshift({ at: Date.now(), type: event.type, detail, prevented: event.defaultPrevented });
      events.length = Math.min(events.length, max);
      render();
    },
    clear() {
      events = [];
      render();
    },
  };
}

function listenToWheelEvents() {
  const log = eventLog('wheel-events', 'wheel-events-empty', 12);
  const record = (event) => {
    // On document the target is retargeted to the outermost host: a wheel, or e.g. the banners.
    if (event.target?.localName === WHEEL_TAG) log.record(event);
  };
  document.addEventListener('casino-login-required', record);
  document.addEventListener('casino-wheel-spin', (event) => {
    record(event);
    // A forced prize is used up by this spin: show what the server says now.
    wheelState.forcedHere = null;
    void loadWheel();
  });
}

async function mountWheels() {
  const ok = await bundleLoaded;
  const note = $('wheel-elements-note');
  if (!ok || !customElements.get(WHEEL_TAG)) {
    note.className = 'qa-error';
    note.textContent = ok
      ? `${BUNDLE} defines no <${WHEEL_TAG}> yet: rebuild (npm run build) once widgets/wheel exists, then reload.`
      : `Could not load ${BUNDLE}: see the Elements section.`;
    return;
  }
  const decl = (await manifestPromise).get(WHEEL_TAG);
  note.hidden = true;
  $('wheel-instances').replaceChildren(...WHEEL_INSTANCES.map((spec) => instanceBlock(WHEEL_TAG, spec, decl, 4, true)));
}

/** The players of the "Sign in as …" buttons (seeded accounts, docs/api.md). */
const QUICK_PLAYERS = ['demo', 'low'];

/**
 * The "Player:" toolbars of the Wheel and Casino sections ([data-player-toolbar="<id of the player line>"]):
 * "Guest (sign out)", "Sign in as demo / low" on the one session of the page (every element follows), and
 * the player line renderPlayerLines writes.
 */
function startPlayerButtons() {
  const button = (text, onclick) => h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text, onclick });
  const signOut = async () => {
    const session = bag()?.session;
    if (!session?.signOut) return announce('The session manager is not loaded yet.', 'error');
    try {
      await session.signOut();
      announce('Signed out: the elements show the guest view.', 'ok');
    } catch (err) {
      announce(`Sign-out failed: ${err?.message ?? err}`, 'error');
    }
  };
  const signIn = async (event, username) => {
    const session = bag()?.session;
    if (!session?.signIn) return announce('The session manager is not loaded yet.', 'error');
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    const target = event.currentTarget;
    target.disabled = true;
    try {
      const outcome = await session.signIn(username, account.password);
      if (outcome?.ok === false) announce(`Sign-in as ${username} refused: ${outcome.reason ?? 'unknown reason'}.`, 'error');
      else announce(`Signed in as ${username}.`, 'ok');
    } catch (err) {
      announce(`Sign-in as ${username} failed: ${err?.message ?? err}`, 'error');
    } finally {
      target.disabled = false;
    }
  };
  for (const toolbar of document.querySelectorAll('[data-player-toolbar]')) {
    toolbar.replaceChildren(
      h('span.qa-muted', { 'aria-hidden': 'true', text: 'Player:' }),
      button('Guest (sign out)', signOut),
      ...QUICK_PLAYERS.map((username) => button(`Sign in as ${username}`, (event) => signIn(event, username))),
      h('span.qa-muted', { id: toolbar.dataset.playerToolbar, dir: 'ltr' }),
    );
  }
}

function startWheel() {
  listenToWheelEvents();
  void mountWheels();
  void loadWheel();

  const configForm = $('wheel-config-form');
  configForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const { body, errors } = readWheelConfigForm(configForm);
    for (const input of [...WHEEL_AMOUNT_FIELDS.map((n) => configForm.elements.namedItem(n)), ...weightInputs()]) {
      input.setAttribute('aria-invalid', String(errors.some((e) => e.input === input)));
    }
    if (errors.length) {
      const message = errors.map((e) => e.message).join(' ');
      showError($('wheel-config-error'), message);
      announce(message, 'error');
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
      showError($('wheel-config-error'), err.message);
      announce(err.message, 'error');
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
      showError($('wheel-force-error'), message);
      announce(message, 'error');
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
      showError($('wheel-force-error'), err.message);
      announce(err.message, 'error');
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
      showError($('wheel-free-error'), message);
      announce(message, 'error');
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
      showError($('wheel-free-error'), err.message);
      announce(err.message, 'error');
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  });

  $('wheel-presets').replaceChildren(
    ...WHEEL_FAULT_PRESETS.map((preset) =>
      h('li', {}, h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: preset.label, onclick: () => armFault(preset.fault, 'preset') })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// 3d. Casino (lobby): <casino-lobby>, its attributes, events and persisted data, and the sandbox's game
// controls (docs/qa.md "Casino (lobby)")

const LOBBY_TAG = 'casino-lobby';
const LOBBY_STORAGE_KEY = 'casino:slots';
/** Recently played keys, kept apart from the lists (src/stores/slots.ts). */
const LOBBY_RECENT_KEY = 'casino:slots:recent';
const LOBBY_EVENTS = ['casino-game-launch', 'casino-navigate', 'casino-login-required', 'casino-error'];
const LOBBY_ATTRIBUTES = ['view', 'provider', 'game-type', 'section', 'providers', 'categories', 'platform', 'path'];
/** docs/api.md "Slots and games": canonical providers, the server's aliases, hidden producers, one unknown. */
const LOBBY_PROVIDERS = {
  allowed: ['amatic', 'evolution', 'pgsoft', 'spribe', 'pragmaticplay', 'pragmaticplaylive', 'vivogaming', 'xpg', 'upgaming', 'betsolutions'],
  aliases: ['evosw', 'pragmatic', 'xprogaming'],
  refused: ['novomatic', 'egt', 'netent'],
};
const LOBBY_CATEGORIES = ['new', 'popular', 'megaways', 'show_games', 'games', 'roulette', 'card_games', 'lotto', 'fruits', 'hot', 'wild', 'books', 'jokers', 'egypt', 'asia', 'wolfs', 'world_of_sea', 'girls', 'old_school', 'lucky_clover', 'gangsta', 'sport', 'sweets', 'fantasy', 'drops_and_wins'];
const LOBBY_LIVE_GROUPS = ['popular', 'showGames', 'firstPerson', 'roulette', 'blackJack', 'lotto', 'poker', 'baccarat', 'dice'];
const MULTIPLIERS = [0, 0.5, 2, 5, 20];
/** The seeded free-spin game of `demo` (docs/api.md §6), looked up by name in pgsoft's list. */
const FREE_SPIN_GAME = { provider: 'pgsoft', name: 'Fortune Tiger' };

// The three list calls and the three session families have different paths (docs/api.md §2, §3): a preset
// may arm several faults. Fault routes match the path only, so a per-integration route is the finest cut:
// direct is pragmatic alone, live is the four live providers, hub the rest.
const LIST_ROUTES = ['/api/integrations/hub/games/', '/services/direct/games', '/api/integrations/live/games/'];
const LOBBY_FAULT_PRESETS = [
  { label: 'Game lists → 3 s delay (loading skeleton), until cleared', faults: LIST_ROUTES.map((route) => ({ route, method: 'GET', delay_ms: 3000 })) },
  { label: 'Pragmatic list → 503 until cleared (one provider fails, retry)', faults: [{ route: '/services/direct/games', method: 'GET', status: 503 }] },
  { label: 'Pragmatic list → malformed ×1', faults: [{ route: '/services/direct/games', method: 'GET', malformed: true, times: 1 }] },
  { label: 'Live lists → 503 until cleared', faults: [{ route: '/api/integrations/live/games/', method: 'GET', status: 503 }] },
  { label: 'Producers → 503 ×1', faults: [{ route: '/services/game-catalog/producer', method: 'GET', status: 503, times: 1 }] },
  { label: 'Everything offline (502) until cleared', faults: [{ route: '*', status: 502 }] },
  { label: 'Hub session start → 500 ×2 (3rd attempt OK)', faults: [{ route: '/api/integrations/hub/session/', method: 'POST', status: 500, times: 2 }] },
  { label: 'Hub session start → 500 ×3 (failed, retry)', faults: [{ route: '/api/integrations/hub/session/', method: 'POST', status: 500, times: 3 }] },
  { label: 'Hub session start → 503 ×3', faults: [{ route: '/api/integrations/hub/session/', method: 'POST', status: 503, times: 3 }] },
  { label: 'Hub session start → 4 s delay ×1 (starting)', faults: [{ route: '/api/integrations/hub/session/', method: 'POST', delay_ms: 4000, times: 1 }] },
  { label: 'Hub session start → expired access ×1', faults: [{ route: '/api/integrations/hub/session/', expire_access: true, times: 1 }] },
  { label: 'Favourite add → 500 ×1 (rolled back)', faults: [{ route: '/api/users/favouritegames/', method: 'POST', status: 500, times: 1 }] },
  { label: 'Covers → 5 s delay (placeholders), until cleared', faults: [{ route: '/services/game-catalog/images/', method: 'GET', delay_ms: 5000 }] },
  { label: 'Free-spin info → 503 ×1', faults: [{ route: '/api/users/freespin-session/', method: 'GET', status: 503, times: 1 }] },
];

const lobbyState = {
  el: null,
  /** GET /sandbox/api/games. */
  control: null,
};

function lobbyForm() {
  return $('lobby-attrs-form');
}

/** The form's values as attributes (empty = removed). */
function lobbyFormAttributes() {
  const form = lobbyForm();
  return Object.fromEntries(
    LOBBY_ATTRIBUTES.map((name) => {
      const raw = String(form.elements.namedItem(name)?.value ?? '').trim();
      // Comma lists: tidy "amatic, pgsoft," into "amatic,pgsoft".
      const value = name === 'providers' || name === 'categories' ? raw.split(',').map((s) => s.trim()).filter(Boolean).join(',') : raw;
      return [name, value];
    }),
  );
}

/** The element's attributes back into the form (it reflects `providers`/`categories` when the player filters). */
function reflectLobbyAttributes() {
  const el = lobbyState.el;
  const form = lobbyForm();
  const now = [];
  for (const name of LOBBY_ATTRIBUTES) {
    const value = el?.getAttribute(name) ?? '';
    const field = form.elements.namedItem(name);
    if (field && document.activeElement !== field) {
      // A select keeps values it has no option for (an unknown provider typed into `path` stays visible).
      if (field.localName === 'select' && value && ![...field.options].some((o) => o.value === value)) field.append(h('option', { value, text: value }));
      field.value = value;
    }
    if (value) now.push(`${name}="${value}"`);
  }
  setText($('lobby-attrs-now'), el ? (now.length ? now.join(' ') : '(no attribute)') : 'not mounted');
}

function applyLobbyAttributes() {
  const el = lobbyState.el;
  if (!el) return;
  for (const [name, value] of Object.entries(lobbyFormAttributes())) {
    if (value) {
      if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    } else if (el.hasAttribute(name)) el.removeAttribute(name);
  }
  reflectLobbyAttributes();
}

let lobbyObserver = null;

function mountLobby() {
  lobbyObserver?.disconnect();
  const attrs = Object.fromEntries(Object.entries(lobbyFormAttributes()).filter(([, v]) => v));
  const el = createInstance(LOBBY_TAG, attrs);
  lobbyState.el = el;
  $('lobby-stage').replaceChildren(el);
  lobbyObserver = new MutationObserver(reflectLobbyAttributes);
  lobbyObserver.observe(el, { attributes: true, attributeFilter: LOBBY_ATTRIBUTES });
  $('lobby-unmount').hidden = false;
  $('lobby-mount').textContent = 'Remount';
  reflectLobbyAttributes();
}

function unmountLobby() {
  lobbyObserver?.disconnect();
  lobbyState.el = null;
  $('lobby-stage').replaceChildren(h('p.qa-muted', { text: 'Not mounted.' }));
  $('lobby-unmount').hidden = true;
  $('lobby-mount').textContent = 'Mount';
  reflectLobbyAttributes();
}

function listenToLobbyEvents() {
  const log = eventLog('lobby-events', 'lobby-events-empty', 30);
  $('lobby-events-clear').addEventListener('click', () => log.clear());
  for (const type of LOBBY_EVENTS) {
    document.addEventListener(type, (event) => {
      // Retargeted to the outermost host on document: a lobby, or e.g. the site shell around one.
      if (event.target?.localName !== LOBBY_TAG) return;
      if (type === 'casino-game-launch' && $('lobby-cancel-launch').checked && event.cancelable) event.preventDefault();
      log.record(event);
      // A game opened or closed: the forced outcome may be used up and the lists may be saved.
      if (type === 'casino-game-launch' || type === 'casino-navigate') {
        void loadGameControl();
        renderLobbyStorage();
      }
    });
  }
}

// Persisted lobby data -------------------------------------------------------------------------------

function readLobbyStorage() {
  let raw = null;
  try {
    raw = localStorage.getItem(LOBBY_STORAGE_KEY);
  } catch {
    return { raw: null, error: 'localStorage is not available' };
  }
  if (raw === null) return { raw: null };
  try {
    return { raw, value: JSON.parse(raw) };
  } catch (err) {
    return { raw, error: `not JSON (${err?.message ?? err})` };
  }
}

let lastLobbyStorageKey = null;

/** Every 5 s while visible: parses the record again only when its head (version, savedAt) or length changed. */
function pollLobbyStorage() {
  let raw = null;
  let recent = null;
  try {
    raw = localStorage.getItem(LOBBY_STORAGE_KEY);
    recent = localStorage.getItem(LOBBY_RECENT_KEY);
  } catch {
    // renderLobbyStorage says so
  }
  const key = `${raw?.length}:${raw?.slice(0, 80)}:${recent}`;
  if (key !== lastLobbyStorageKey) renderLobbyStorage();
}

function renderLobbyStorage() {
  try {
    const raw = localStorage.getItem(LOBBY_STORAGE_KEY);
    lastLobbyStorageKey = `${raw?.length}:${raw?.slice(0, 80)}:${localStorage.getItem(LOBBY_RECENT_KEY)}`;
  } catch {
    lastLobbyStorageKey = null;
  }
  const { raw, value, error } = readLobbyStorage();
  if (raw === null) {
    setText($('lobby-store-version'), error ?? 'nothing saved');
    for (const id of ['lobby-store-saved', 'lobby-store-size', 'lobby-store-lists']) setText($(id), '—');
    return;
  }
  setText($('lobby-store-size'), `${(raw.length / 1024).toFixed(1)} KB (${raw.length.toLocaleString('en')} characters)`);
  if (error || !value || typeof value !== 'object') {
    setText($('lobby-store-version'), error ?? 'not an object');
    setText($('lobby-store-saved'), '—');
    setText($('lobby-store-lists'), '—');
    return;
  }
  setText($('lobby-store-version'), String(value.version ?? '(none)'));
  const savedAt = Number(value.savedAt);
  setText($('lobby-store-saved'), Number.isFinite(savedAt) ? `${dateTime(savedAt)} (${duration(Date.now() - savedAt)} ago)` : String(value.savedAt ?? '—'));
  // src/stores/slots.ts saves { producers, totals, lists: [{ provider, platform, games: [tuple] }], backUrl }:
  // per provider, games kept / the server's total (the 300 rule compares these), and the platform.
  const data = value.data && typeof value.data === 'object' ? value.data : {};
  const totals = data.totals && typeof data.totals === 'object' ? data.totals : {};
  const describe = Array.isArray(data.lists)
    ? data.lists.map((l) => `${l?.provider} ${Array.isArray(l?.games) ? l.games.length : '?'}/${totals[l?.provider] ?? '?'} ${l?.platform ?? ''}`.trim()).join(', ') ||
      'no list'
    : `keys: ${Object.keys(data).join(', ') || 'none'}`;
  setText($('lobby-store-lists'), describe);
  let recent = null;
  try {
    recent = JSON.parse(localStorage.getItem(LOBBY_RECENT_KEY) ?? 'null');
  } catch {
    recent = null;
  }
  setText($('lobby-store-recent'), Array.isArray(recent) ? `${recent.length}: ${recent.join(', ') || '—'}` : 'nothing saved');
}

/** Rewrites the saved record (the store reads it on the next page load). */
function editLobbyStorage(edit, done) {
  const { raw, value, error } = readLobbyStorage();
  if (raw === null || error || !value || typeof value !== 'object') {
    announce(`Nothing to change under ${LOBBY_STORAGE_KEY}: ${error ?? 'nothing saved yet'} (open the lobby first).`, 'error');
    return;
  }
  try {
    localStorage.setItem(LOBBY_STORAGE_KEY, JSON.stringify(edit(value)));
    announce(`${done} Reload the page: the store reads ${LOBBY_STORAGE_KEY} when it loads (and saves over it on its next change).`, 'ok');
  } catch (err) {
    announce(`Could not write ${LOBBY_STORAGE_KEY}: ${err?.message ?? err}`, 'error');
  }
  renderLobbyStorage();
}

// Next round's outcome and the catalogue counts (GET / PUT /sandbox/api/games) -----------------------------

function renderGameControl() {
  const control = lobbyState.control;
  const current = control ? control.next_multiplier : undefined;
  for (const button of $('lobby-multipliers').querySelectorAll('button')) {
    const value = button.dataset.multiplier === 'none' ? null : Number(button.dataset.multiplier);
    button.setAttribute('aria-pressed', String(control !== null && value === current));
  }
  setText(
    $('lobby-round-state'),
    !control ? 'Not loaded.' : current === null ? 'Nothing forced: the next round is random.' : `Forced: the next round pays ${current}× the bet (once).`,
  );
  const counts = Object.entries(control?.counts ?? {});
  setText($('lobby-counts-total'), counts.length ? `(${counts.reduce((sum, [, n]) => sum + Number(n), 0).toLocaleString('en')} games)` : '');
  $('lobby-counts').replaceChildren(
    ...counts.map(([provider, n]) => h('tr', {}, h('td', { dir: 'ltr', text: provider }), h('td.qa-num', { text: String(n) }))),
  );
}

async function loadGameControl({ quiet = true } = {}) {
  try {
    lobbyState.control = await control('GET', '/sandbox/api/games');
    showError($('lobby-round-error'), '');
  } catch (err) {
    showError($('lobby-round-error'), err.message);
    if (!quiet) announce(err.message, 'error');
  }
  renderGameControl();
}

async function forceMultiplier(value) {
  try {
    lobbyState.control = await control('PUT', '/sandbox/api/games', { next_multiplier: value });
    showError($('lobby-round-error'), '');
    announce(value === null ? 'Nothing forced: the next game round is random.' : `The next game round pays ${value}× the bet.`, 'ok');
  } catch (err) {
    showError($('lobby-round-error'), err.message);
    announce(err.message, 'error');
  }
  renderGameControl();
}

// Free spins ---------------------------------------------------------------------------------------------

/** Fills the game id with the real id of pgsoft's Fortune Tiger (the seeded grant's game). */
async function lookUpFreeSpinGame() {
  const input = $('lobby-fs-game');
  try {
    const page = await control('GET', `/api/integrations/hub/games/?provider=${FREE_SPIN_GAME.provider}&page_size=1000`);
    const game = asList(page, 'games').find((g) => g.name === FREE_SPIN_GAME.name);
    if (!game) throw new Error(`${FREE_SPIN_GAME.provider} has no game named ${FREE_SPIN_GAME.name}`);
    if (!input.value) input.value = game.game_id;
    setText($('lobby-fs-game-name'), `(${game.name}${game.has_free_spins ? '' : ', no free spins'})`);
  } catch (err) {
    setText($('lobby-fs-game-name'), `(${FREE_SPIN_GAME.name} not found: ${err.message})`);
  }
}

/** The lobby store of this page, when the bundle has one, reads its free-spin info again. */
function reloadLobbyFreeSpins() {
  const store = bag()?.slots;
  const reload = store?.loadFreeSpinInfo;
  if (typeof reload !== 'function') return false;
  void reload();
  return true;
}

function readFreeSpinForm(form) {
  const data = new FormData(form);
  const errors = [];
  const body = {};
  for (const name of ['username', 'provider', 'game_id']) {
    body[name] = String(data.get(name) ?? '').trim();
    if (!body[name]) errors.push({ name, message: `${name} is required.` });
  }
  const count = Number(String(data.get('count') ?? '').trim() || '10');
  if (!Number.isInteger(count) || count < 1 || count > 1000) errors.push({ name: 'count', message: 'Spins: a whole number from 1 to 1000.' });
  body.count = count;
  const bet = String(data.get('bet_amount') ?? '').trim().replace(',', '.') || '1.00';
  if (!AMOUNT_PATTERN.test(bet) || Number(bet) <= 0) errors.push({ name: 'bet_amount', message: 'Bet: an amount above 0 with up to 2 decimals.' });
  body.bet_amount = bet;
  return { body, errors };
}

function startFreeSpinForm() {
  const form = $('lobby-fs-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const end = event.submitter?.value === 'end';
    const { body, errors } = readFreeSpinForm(form);
    const relevant = end ? errors.filter((e) => e.name === 'username') : errors;
    for (const field of form.querySelectorAll('input')) field.setAttribute('aria-invalid', String(relevant.some((e) => e.name === field.name)));
    if (relevant.length) {
      const message = relevant.map((e) => e.message).join(' ');
      showError($('lobby-fs-error'), message);
      announce(message, 'error');
      form.elements.namedItem(relevant[0].name)?.focus();
      return;
    }
    const buttons = [...form.querySelectorAll('button')];
    for (const b of buttons) b.disabled = true;
    try {
      const result = end
        ? await control('DELETE', `/sandbox/api/free-spins?username=${encodeURIComponent(body.username)}`)
        : await control('POST', '/sandbox/api/free-spins', body);
      showError($('lobby-fs-error'), '');
      const out = $('lobby-fs-result');
      out.textContent = JSON.stringify(result, null, 2);
      out.hidden = false;
      const reloaded = reloadLobbyFreeSpins();
      announce(
        (end ? `${body.username}: free spins ended (${result?.ended ?? 0}).` : `${body.username}: ${body.count} free spins on ${body.provider} ${body.game_id} at ${body.bet_amount}.`) +
          (reloaded ? ' The lobby read its free-spin info again.' : ''),
        'ok',
      );
    } catch (err) {
      showError($('lobby-fs-error'), err.message);
      announce(err.message, 'error');
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  });
  void lookUpFreeSpinGame();
}

// --------------------------------------------------------------------------------------------------------

function fillLobbyChoices() {
  const opt = (value, text = value) => h('option', { value, text });
  $('lobby-provider').replaceChildren(
    opt('', '(unset)'),
    h('optgroup', { label: 'Allowed' }, LOBBY_PROVIDERS.allowed.map((p) => opt(p))),
    h('optgroup', { label: 'Server aliases' }, LOBBY_PROVIDERS.aliases.map((p) => opt(p))),
    h('optgroup', { label: 'Hidden or unknown (error)' }, LOBBY_PROVIDERS.refused.map((p) => opt(p))),
  );
  $('lobby-section').replaceChildren(
    opt('', '(unset)'),
    h('optgroup', { label: 'Categories (casino, all)' }, LOBBY_CATEGORIES.map((c) => opt(c))),
    // Live group ids repeat two category ids (popular, roulette, lotto): the view decides which it is.
    h('optgroup', { label: 'Live groups (live-casino)' }, LOBBY_LIVE_GROUPS.filter((g) => !LOBBY_CATEGORIES.includes(g)).map((g) => opt(g))),
  );
  $('lobby-provider-names').replaceChildren(...[...LOBBY_PROVIDERS.allowed, ...LOBBY_PROVIDERS.aliases].map((p) => opt(p)));
  $('lobby-category-names').replaceChildren(...[...LOBBY_CATEGORIES, ...LOBBY_LIVE_GROUPS.filter((g) => !LOBBY_CATEGORIES.includes(g))].map((c) => opt(c)));
  $('lobby-multipliers').replaceChildren(
    ...[...MULTIPLIERS, null].map((m) =>
      h('button.qa-toggle.qa-button--small', {
        type: 'button',
        'aria-pressed': 'false',
        dataset: { multiplier: m === null ? 'none' : String(m) },
        text: m === null ? 'none (random)' : `${m}×`,
        onclick: () => forceMultiplier(m),
      }),
    ),
  );
  $('lobby-presets').replaceChildren(
    ...LOBBY_FAULT_PRESETS.map((preset) =>
      h(
        'li',
        {},
        h('button.qa-button.qa-button--small.qa-button--ghost', {
          type: 'button',
          text: preset.label,
          onclick: async () => {
            for (const fault of preset.faults) if (!(await armFault(fault, 'preset'))) break;
          },
        }),
      ),
    ),
  );
}

async function startLobbyElement() {
  const ok = await bundleLoaded;
  const note = $('lobby-note');
  if (!ok || !customElements.get(LOBBY_TAG)) {
    note.className = 'qa-error';
    note.textContent = ok
      ? `${BUNDLE} defines no <${LOBBY_TAG}> yet: rebuild (npm run build) once widgets/lobby exists, then reload.`
      : `Could not load ${BUNDLE}: see the Elements section.`;
    for (const id of ['lobby-mount', 'lobby-unmount', 'lobby-attrs-clear']) $(id).disabled = true;
    return;
  }
  note.hidden = true;
  mountLobby();
}

function startLobby() {
  fillLobbyChoices();
  listenToLobbyEvents();
  renderLobbyStorage();
  startFreeSpinForm();
  // A round played inside the game's frame uses the forced outcome up without any event out here: follow it.
  pollWhileVisible(() => loadGameControl(), SLOW_POLL_MS);
  unmountLobby();
  void startLobbyElement();

  const form = lobbyForm();
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', applyLobbyAttributes);
  $('lobby-attrs-clear').addEventListener('click', () => {
    for (const name of LOBBY_ATTRIBUTES) form.elements.namedItem(name).value = '';
    applyLobbyAttributes();
    announce('Lobby attributes cleared: the casino view.', 'ok');
  });
  $('lobby-mount').addEventListener('click', () => {
    mountLobby();
    announce(`<${LOBBY_TAG}> mounted.`);
  });
  $('lobby-unmount').addEventListener('click', () => {
    unmountLobby();
    announce(`<${LOBBY_TAG}> unmounted.`);
  });

  pollWhileVisible(pollLobbyStorage, SLOW_POLL_MS);
  $('lobby-store-reload').addEventListener('click', () => {
    renderLobbyStorage();
    announce(`${LOBBY_STORAGE_KEY} read again.`);
  });
  $('lobby-store-clear').addEventListener('click', () => {
    try {
      localStorage.removeItem(LOBBY_STORAGE_KEY);
      announce(`${LOBBY_STORAGE_KEY} removed. Reload the page: the lobby then loads every list from the server (the store in memory still holds them).`, 'ok');
    } catch (err) {
      announce(`Could not remove ${LOBBY_STORAGE_KEY}: ${err?.message ?? err}`, 'error');
    }
    renderLobbyStorage();
  });
  $('lobby-recent-clear').addEventListener('click', () => {
    try {
      localStorage.removeItem(LOBBY_RECENT_KEY);
      announce(`${LOBBY_RECENT_KEY} removed. Reload the page: "Joués récemment" is then empty.`, 'ok');
    } catch (err) {
      announce(`Could not remove ${LOBBY_RECENT_KEY}: ${err?.message ?? err}`, 'error');
    }
    renderLobbyStorage();
  });
  $('lobby-store-age').addEventListener('click', () =>
    editLobbyStorage((v) => ({ ...v, savedAt: Number(v.savedAt ?? Date.now()) - 3 * 60 * 60_000 }), 'Saved data made 3 h older (past the 2 h limit).'),
  );
  $('lobby-store-version4').addEventListener('click', () => editLobbyStorage((v) => ({ ...v, version: 4 }), 'Saved data marked version 4 (must be discarded).'));
  window.addEventListener('storage', (event) => {
    if (event.key === LOBBY_STORAGE_KEY || event.key === LOBBY_RECENT_KEY || event.key === null) renderLobbyStorage();
  });

  $('lobby-faults-clear').addEventListener('click', async () => {
    try {
      const result = await control('DELETE', '/sandbox/api/faults');
      announce(`All faults cleared (${result?.cleared ?? 0}).`, 'ok');
    } catch (err) {
      announce(err.message, 'error');
    }
    await loadFaults();
  });
}

// ---------------------------------------------------------------------------------------------------
// 4. Outbox

/** Outbox links are paths on the reference site (same origin); anything but http(s) is not linked. */
function safeHref(link) {
  try {
    const url = new URL(String(link), location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

let lastOutboxKey = '';

function renderOutbox(mails) {
  const key = JSON.stringify(mails.map((m) => m.id ?? m.created_at));
  if (key === lastOutboxKey) return;
  lastOutboxKey = key;
  $('outbox-empty').hidden = mails.length > 0;
  $('outbox-list').replaceChildren(
    ...mails.map((mail, i) => {
      const titleId = `mail-${mail.id ?? i}`;
      const links = asList(mail.links);
      return h(
        'li',
        {},
        h(
          'article.qa-mail',
          { 'aria-labelledby': titleId },
          h('h3.qa-mail-subject', { id: titleId, text: String(mail.subject ?? '(no subject)') }),
          h(
            'p.qa-muted.qa-mail-meta',
            {},
            'to ',
            h('span', { dir: 'ltr', text: String(mail.to ?? '?') }),
            mail.created_at ? ' · ' : '',
            mail.created_at ? h('time', { datetime: String(mail.created_at), text: dateTime(mail.created_at) }) : '',
          ),
          links.length
            ? h(
                'ul.qa-mail-links',
                {},
                links.map((link) => {
                  const href = safeHref(link);
                  return h('li', {}, href ? h('a', { href, dir: 'ltr', text: String(link) }) : h('code', { dir: 'ltr', text: String(link) }));
                }),
              )
            : null,
          mail.text ? h('details', {}, h('summary', { text: 'Text' }), h('pre.qa-pre.qa-pre--wrap', { text: String(mail.text) })) : null,
        ),
      );
    }),
  );
}

async function loadOutbox({ quiet = true } = {}) {
  try {
    const data = await control('GET', '/sandbox/api/outbox');
    renderOutbox(asList(data, 'outbox', 'emails', 'mails'));
    showError($('outbox-error'), '');
    if (!quiet) announce('Outbox reloaded.', 'ok');
  } catch (err) {
    showError($('outbox-error'), err.message);
    if (!quiet) announce(err.message, 'error');
  }
}

// ---------------------------------------------------------------------------------------------------
// 5. Language and direction

let pendingLanguage = null;
const langButtons = [...document.querySelectorAll('.qa-lang [data-language]')];

function buttonFor(language) {
  const l = String(language ?? '').toLowerCase();
  return langButtons.find((b) => l.startsWith(b.dataset.htmlLang)) ?? null;
}

function reflectLanguage(language) {
  const button = buttonFor(language);
  if (!button) return;
  for (const b of langButtons) b.setAttribute('aria-pressed', String(b === button));
  document.documentElement.lang = button.dataset.htmlLang;
  document.documentElement.dir = button.dataset.dir;
}

function startLanguageSwitch() {
  for (const button of langButtons) {
    button.addEventListener('click', () => {
      const language = button.dataset.language;
      reflectLanguage(language);
      if (window.CasinoWidgets?.configure) window.CasinoWidgets.configure({ language });
      else pendingLanguage = language; // applied once the bundle has loaded
      const name = button.querySelector('[lang]')?.textContent ?? language;
      announce(`Language: ${language}, ${name} (${button.dataset.dir === 'rtl' ? 'right to left' : 'left to right'}).`, 'ok');
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// 6. Demo accounts

function setInputValue(input, value) {
  // Preact listens to input events; the native setter keeps its controlled value in step.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

function fillLogin(account) {
  const login = document.querySelector('.qa-element[data-tag="casino-login"] casino-login[mode="page"]');
  const root = login?.shadowRoot;
  const user = root?.querySelector('input[name="username"]');
  const pass = root?.querySelector('input[name="password"]');
  if (!user || !pass) {
    announce(login ? 'The page-mode login form is not shown (signed in? sign out first).' : 'No page-mode <casino-login> on this page.', 'error');
    return;
  }
  setInputValue(user, account.username);
  setInputValue(pass, account.password);
  login.scrollIntoView({ block: 'center', behavior: 'smooth' });
  // The password field, not the submit button: the button is still disabled until the element has
  // re-rendered with the new values, and Enter in the field submits the form.
  pass.focus({ preventScroll: true });
  announce(`Filled ${account.username} / ${account.password} in the page-mode form; press Enter to sign in.`, 'ok');
}

function renderAccounts() {
  $('accounts-list').replaceChildren(
    ...DEMO_ACCOUNTS.map((a) => {
      return h(
        'li.qa-account',
        {},
        h(
          'p.qa-account-creds',
          { dir: 'ltr' },
          h('code.qa-account-user', { text: a.username }),
          h('span.qa-muted', { text: ' / ' }),
          h('code', { text: a.password }),
        ),
        h('p.qa-account-what', { text: a.what }),
        h(
          'div.qa-account-actions',
          {},
          h('button.qa-button.qa-button--small', { type: 'button', 'aria-label': `Fill ${a.username}`, text: 'Fill', onclick: () => fillLogin(a) }),
          h('button.qa-button.qa-button--small.qa-button--ghost', {
            type: 'button',
            'aria-label': `Copy ${a.username}'s password`,
            text: 'Copy password',
            onclick: async () => {
              try {
                await navigator.clipboard.writeText(a.password);
                announce(`Copied ${a.username}'s password.`, 'ok');
              } catch {
                announce('The clipboard is not available here.', 'error');
              }
            },
          }),
        ),
      );
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Start

function partnerOrigin() {
  // The partner page runs on the next port (PARTNER_PORT defaults to PORT + 1).
  const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80));
  return `${location.protocol}//${location.hostname}:${port + 1}/`;
}

$('qa-partner-link').href = partnerOrigin();
startLanguageSwitch();
renderAccounts();
listenToElementEvents();
startFaults();
startNotifications();
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
pollWhileVisible(() => loadFaults(), SLOW_POLL_MS);
pollWhileVisible(() => loadOutbox(), SLOW_POLL_MS);
$('outbox-reload').addEventListener('click', () => loadOutbox({ quiet: false }));
void startInspector();
const bundleLoaded = loadBundle();
startPlayerButtons();
whenShared('auth').then((store) => store.subscribe(renderPlayerLines));
startWheel();
startLobby();

// Reference site switches (docs/qa.md "Reference site"): the site reads these keys on load.
const SITE_KEYS = { crash: 'casino-widgets:qa:crash-site', errors: 'casino-widgets:error-reloads', modals: 'casino-widgets:openedModals' };
$('qa-crash-arm').addEventListener('click', () => {
  const count = Math.max(1, Math.min(9, Number($('qa-crash-count').value) || 5));
  localStorage.setItem(SITE_KEYS.crash, String(count));
  $('qa-site-status').textContent = `The site will crash on its next ${count} load(s).`;
  window.open('/main', '_blank', 'noopener');
});
$('qa-site-reset').addEventListener('click', () => {
  localStorage.removeItem(SITE_KEYS.crash);
  localStorage.removeItem(SITE_KEYS.modals);
  sessionStorage.removeItem(SITE_KEYS.errors);
  $('qa-site-status').textContent = 'Crash switch, modal stack and this tab\'s error counter cleared.';
});
