// One element instance with Mount/Remount/Unmount and an attribute editor built from the custom elements
// manifest (the Elements and Wheel sections; the Casino section creates its lobby with createInstance).

import { API_BASE, BUNDLE, bundleLoaded } from './runtime.js';
import { announce, h } from './dom.js';

// Attributes every element reads into the one page-wide config: set through the language switch or
// ?api-base, not per instance (changing one would change every element on the page).
const CONFIG_ATTRIBUTES = new Set(['api-base', 'content-base', 'lang', 'currency']);

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

export function createInstance(tag, attrs) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (API_BASE) el.setAttribute('api-base', API_BASE);
  return el;
}

/**
 * spec: { label, area, attrs, idleText } (idleText: what the stage says while unmounted). An element of a
 * mount-on-demand tag starts unmounted (mountNow false).
 */
export function instanceBlock(tag, spec, decl, headingLevel, mountNow) {
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
    stage.replaceChildren(h('p.qa-muted', { text: spec.idleText ?? 'Not mounted.' }));
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

/**
 * Once the bundle has loaded: true when it defines `tag` (the section's note, e.g. "Waiting for …", is
 * hidden), else false with the reason in the note, as an error.
 */
export async function elementReady(tag, note) {
  const ok = await bundleLoaded;
  if (!ok || !customElements.get(tag)) {
    note.className = 'qa-error';
    note.textContent = ok
      ? `${BUNDLE} defines no <${tag}> yet: rebuild (npm run build) once widgets/${tag.replace(/^casino-/, '')} exists, then reload.`
      : `Could not load ${BUNDLE}: see the Elements section.`;
    return false;
  }
  note.hidden = true;
  return true;
}
