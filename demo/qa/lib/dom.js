// DOM helpers of the QA page. Server data reaches the page only as text (textContent, text nodes, attribute
// values set one by one), never as HTML: `html` parses the page's own static markup and refuses text.

export const $ = (id) => document.getElementById(id);

/** h('tag.class', { attr: value, onclick: fn }, ...children) — children are nodes or text. */
export function h(spec, props = {}, ...children) {
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

export function setText(el, text) {
  if (el && el.textContent !== text) el.textContent = text;
}

export function showError(el, message) {
  if (!el) return;
  if (!message) {
    el.hidden = true;
    el.textContent = '';
    return;
  }
  if (el.textContent !== message) el.textContent = message;
  el.hidden = false;
}

/**
 * A section's static markup: html`<section id="x">…</section>` → a DocumentFragment. Only DOM nodes may
 * be interpolated (each lands where its expression stands, e.g. a panel built by another module); any
 * other value throws, so no string (let alone server data) is ever parsed as HTML here.
 */
export function html(strings, ...nodes) {
  for (const node of nodes) if (!(node instanceof Node)) throw new TypeError('html``: only DOM nodes may be interpolated');
  const template = document.createElement('template');
  template.innerHTML = strings.reduce((markup, s, i) => `${markup}<template data-qa-slot="${i - 1}"></template>${s}`);
  for (const slot of template.content.querySelectorAll('template[data-qa-slot]')) slot.replaceWith(nodes[Number(slot.dataset.qaSlot)]);
  return template.content;
}

let announceTimer = null;
/**
 * Announces the result of a QA action and shows it as a toast in the corner (the region is visible).
 * It clears itself (6 s, errors 12 s) so it never hides the page for long; failures also stay shown
 * inline, next to the control that caused them.
 */
export function announce(message, kind = 'info') {
  const liveRegion = $('qa-status');
  clearTimeout(announceTimer);
  liveRegion.dataset.kind = kind;
  // Clearing first makes a repeated identical message announced again.
  liveRegion.textContent = '';
  requestAnimationFrame(() => {
    liveRegion.textContent = message;
  });
  announceTimer = setTimeout(() => (liveRegion.textContent = ''), kind === 'error' ? 12_000 : 6000);
}

// Times -------------------------------------------------------------------------------------------------

export const pad = (n, w = 2) => String(n).padStart(w, '0');

export function clock(at) {
  const d = at instanceof Date ? at : new Date(typeof at === 'string' && /^\d+$/.test(at) ? Number(at) : at);
  if (Number.isNaN(d.getTime())) return String(at ?? '—');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function dateTime(at) {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at ?? '—');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${clock(d)}`;
}

export function duration(ms) {
  let s = Math.round(Math.abs(ms) / 1000);
  const hours = Math.floor(s / 3600);
  s %= 3600;
  const minutes = Math.floor(s / 60);
  s %= 60;
  return hours ? `${hours}:${pad(minutes)}:${pad(s)}` : `${minutes}:${pad(s)}`;
}

