// The Profile section's element: one <casino-profile> on the page's session, the quick player buttons,
// a section chooser (every section of widgets/profile/location.ts; set through the element's own
// attribute for it, read from the custom elements manifest) and the element's events.

import { manifestPromise } from '../../lib/runtime.js';
import { $, h, html } from '../../lib/dom.js';
import { eventLog } from '../../lib/event-log.js';
import { elementReady, instanceBlock } from '../../lib/instances.js';
import { playerToolbar } from '../../lib/players.js';

const TAG = 'casino-profile';

/** The profile's own sections (widgets/profile/location.ts PROFILE_SECTIONS; the money ones are the cashier's). */
const SECTIONS = [
  'user-info',
  'change-password',
  'kyc-verifiaction',
  'user-bonus',
  'exchange-bonus-balance',
  'promocode',
  'transactions',
  'slots-history',
  'bonus-history',
  'cashback-history',
  'bet-history',
  'bookmakers-settings',
  'limits',
  'self-exclusion',
];

export const elementPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="profile-element-title">
        <h3 id="profile-element-title">Element <code dir="ltr">&lt;casino-profile&gt;</code></h3>
        <!-- Filled by lib/players.js (playerToolbar): guest, demo, low, and the player's balances. -->
        <div class="qa-toolbar" role="group" aria-label="Player" data-player-toolbar="profile-player"></div>
        <div class="qa-toolbar">
          <label class="qa-field qa-field--inline">
            <span>Section</span>
            <select id="profile-section" disabled>
              <option value="">home (/profile)</option>
            </select>
          </label>
          <span class="qa-muted" id="profile-section-how"></span>
        </div>
        <p id="profile-element-note" class="qa-muted">Waiting for /dist/casino-widgets.js…</p>
        <div id="profile-instance"></div>
        <h4 id="profile-events-title">Events <span class="qa-muted">(casino-navigate, casino-login-required from the profile; newest first)</span></h4>
        <ol id="profile-events" class="qa-events" reversed aria-labelledby="profile-events-title"></ol>
        <p class="qa-muted qa-empty" id="profile-events-empty">None yet.</p>
      </article>
`;

/** How the element takes a section on a page without the site: `section` (a partner page's way), else `path` or `view`. */
function sectionAttribute(decl) {
  const names = new Set((decl?.attributes ?? []).map((a) => a.name));
  return ['section', 'path', 'view'].find((n) => names.has(n)) ?? 'path';
}

function sectionValue(attribute, section) {
  if (attribute === 'path') return section ? `/profile/${section}` : '/profile';
  return section;
}

async function mountProfile() {
  if (!(await elementReady(TAG, $('profile-element-note')))) return;
  const decl = (await manifestPromise).get(TAG);
  const attribute = sectionAttribute(decl);
  $('profile-section-how').textContent = `sets the element's ${attribute}="…"`;
  $('profile-instance').replaceChildren(instanceBlock(TAG, { label: `<${TAG}>`, attrs: {} }, decl, 4, true));
  const select = $('profile-section');
  select.append(...SECTIONS.map((s) => h('option', { value: s, text: s })));
  select.disabled = false;
  select.addEventListener('change', () => {
    const el = $('profile-instance').querySelector(TAG);
    if (!el) return;
    const value = sectionValue(attribute, select.value);
    if (value) el.setAttribute(attribute, value);
    else el.removeAttribute(attribute);
  });
}

export function startElement() {
  playerToolbar(document.querySelector('[data-player-toolbar="profile-player"]'));
  const log = eventLog('profile-events', 'profile-events-empty', 12);
  const record = (event) => {
    if (event.target?.localName === TAG) log.record(event);
  };
  for (const type of ['casino-navigate', 'casino-login-required']) document.addEventListener(type, record);
  void mountProfile();
}
