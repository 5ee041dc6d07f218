// DOM building without innerHTML (the provider's names and the catalogue's text are data, never markup)
// and re-rendering that keeps the player's place: the focused control (by its data-key) and the caret.

/** `h('button', { class: 'odd', onclick }, 'text', child)`: attributes, `on*` listeners, children. */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (name === 'class') el.className = value;
    else if (name === 'value') el.value = value;
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
}

/** An amount or an odd inside any text direction: its own left-to-right island (docs/conventions.md §2.12). */
export const ltr = (text, cls) => h('bdi', { dir: 'ltr', class: cls }, text);

/** A number with its sign, a decimal point and a following one (« +1.5 », « -3 », « 2:1 »). */
const SIGNED = /[+\-\u2212]?\d+(?:[.,:]\d+)*/g;

/**
 * A name with numbers in it (« Handicap +1.5 », « Monaco (-1) », « Plus de 2.5 ») as text whose numbers are
 * left-to-right islands, so an Arabic page shows « +3 » and not « 3+ » (docs/conventions.md §2.12).
 */
export function named(text) {
  const str = String(text ?? '');
  const parts = [];
  let at = 0;
  for (const match of str.matchAll(SIGNED)) {
    parts.push(str.slice(at, match.index), ltr(match[0]));
    at = match.index + match[0].length;
  }
  parts.push(str.slice(at));
  return parts.filter((part) => part !== '');
}

/** Replaces `el`'s children, putting focus (and an input's caret) back on the control that had it. */
export function fill(el, ...children) {
  const active = document.activeElement;
  const key = active && el.contains(active) ? active.dataset?.key : undefined;
  const caret = key && 'selectionStart' in active ? [active.selectionStart, active.selectionEnd] : null;
  el.replaceChildren();
  append(el, children);
  if (!key) return;
  const again = el.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!again) return;
  again.focus({ preventScroll: true });
  if (caret && 'setSelectionRange' in again) {
    try {
      again.setSelectionRange(caret[0], caret[1]);
    } catch {
      /* a number input has no caret to restore */
    }
  }
}
