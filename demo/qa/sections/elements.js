// Elements: one panel per casino-* element the bundle defines (not a hard-coded list: lib/runtime.js
// observes customElements.define while the bundle loads), each instance mountable, with its attributes.

import { BUNDLE, bundleError, bundleLoaded, manifestPromise, onElementDefined } from '../lib/runtime.js';
import { $, h, html } from '../lib/dom.js';
import { instanceBlock } from '../lib/instances.js';

export const nav = 'Elements';

export const render = () => html`
  <section id="elements" class="qa-section" aria-labelledby="elements-title">
    <h2 id="elements-title">Elements</h2>
    <p class="qa-muted" id="elements-summary">Loading /dist/casino-widgets.js…</p>
    <div id="elements-grid" class="qa-grid qa-grid--elements"></div>
  </section>
`;

/** Elements that should not start by themselves on this page. */
const MOUNT_ON_DEMAND = {
  'casino-site': 'The site shell owns the URL and the whole viewport: mount it only when you need it.',
  'casino-wheel': 'The Wheel section below mounts it inline and as a modal, beside its sandbox controls: mount one here only to compare.',
  'casino-lobby': 'The Casino (lobby) section at the end of the page mounts it beside its controls: mount one here only to compare.',
  'casino-profile': 'The Profile section mounts it beside its controls (documents, bonus items, sessions): mount one here only to compare.',
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

const panels = new Map(); // tag -> panel element
const pendingTags = new Set();

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
      layout.instances.map((spec) => instanceBlock(tag, { ...spec, idleText: spec.idleText ?? MOUNT_ON_DEMAND[tag] }, decl, 4, mountNow)),
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

export function start() {
  onElementDefined(addElementPanel);
  bundleLoaded.then((ok) => updateElementsSummary(ok ? undefined : bundleError()));
}
