// The Sport section's element: one <casino-sportsbook> on the page's session (the quick player
// buttons), a chooser for what it shows (provider, dgt view and page, event id, sft live; the contract's
// §8 attributes, set one by one on the element) and the element's events. The page owns no URL for it:
// on the site the shell maps /sport/… onto the same attributes.

import { manifestPromise } from '../../lib/runtime.js';
import { $, h, html, setText } from '../../lib/dom.js';
import { eventLog } from '../../lib/event-log.js';
import { elementReady, instanceBlock } from '../../lib/instances.js';
import { playerToolbar } from '../../lib/players.js';

const TAG = 'casino-sportsbook';

/** widgets/sportsbook/location.ts: DGT_VIEWS, DGT_PAGES (+ the mobile view's Live and Sport). */
export const DGT_VIEWS = [
  ['af', 'africanView'],
  ['eu', 'europeanView'],
  ['as', 'AsianView'],
  ['m', 'Mobile'],
  ['es', 'ESport'],
  ['la', 'LatinoView'],
];
const DGT_PAGES = ['Home', 'Upcoming', 'EventView', 'Results', 'UpcomingDetails', 'Calendar', 'MultiView', 'Overview', 'BetsHistory', 'GroupStage', 'Live', 'Sport'];
const EVENTS = ['casino-navigate', 'casino-login-required', 'casino-deposit-requested', 'casino-bet-placed', 'casino-error'];

export const elementPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="sport-element-title">
        <h3 id="sport-element-title">Element <code dir="ltr">&lt;casino-sportsbook&gt;</code></h3>
        <!-- Filled by lib/players.js (playerToolbar): guest, demo, low, and the player's balances. -->
        <div class="qa-toolbar" role="group" aria-label="Player" data-player-toolbar="sport-player"></div>
        <form id="sport-choose" class="qa-toolbar" aria-label="What the sportsbook shows">
          <label class="qa-field qa-field--inline">
            <span>Provider</span>
            <select name="provider" id="sport-provider" disabled>
              <option value="sft">sft (Softion)</option>
              <option value="dgt">dgt (Digitain)</option>
            </select>
          </label>
          <label class="qa-check" data-for="sft">
            <input type="checkbox" name="live" />
            <span>Live (<code dir="ltr">/sport/sft/live</code>)</span>
          </label>
          <label class="qa-field qa-field--inline" data-for="dgt">
            <span>View</span>
            <select name="view" id="sport-view"></select>
          </label>
          <label class="qa-field qa-field--inline" data-for="dgt">
            <span>Page</span>
            <select name="page" id="sport-page"></select>
          </label>
          <label class="qa-field qa-field--inline" data-for="dgt">
            <span>Event id</span>
            <input name="event_id" id="sport-event-id" autocomplete="off" spellcheck="false" dir="ltr" size="14" placeholder="(none)" />
          </label>
          <button type="submit" class="qa-button qa-button--small" disabled>Show</button>
        </form>
        <p class="qa-muted" dir="ltr" id="sport-element-attrs"></p>
        <p id="sport-element-note" class="qa-muted">Waiting for /dist/casino-widgets.js…</p>
        <!-- The frame takes its content's height (no inner scrollbar, as on the site): here it scrolls in a
             box so the tables below stay within reach. -->
        <div class="qa-scroll qa-sport-stage" tabindex="0" role="region" aria-label="The sportsbook element (scrolls)">
          <div id="sport-instance"></div>
        </div>
        <h4 id="sport-events-title">Events <span class="qa-muted">(casino-navigate, casino-login-required, casino-deposit-requested, casino-bet-placed from the sportsbook; newest first)</span></h4>
        <ol id="sport-element-events" class="qa-events" reversed aria-labelledby="sport-events-title"></ol>
        <p class="qa-muted qa-empty" id="sport-element-events-empty">None yet.</p>
      </article>
`;

/** The attributes a choice sets; the others are removed (a stale `event-id` must not follow to sft). */
function attributesOf(form) {
  const data = new FormData(form);
  const provider = String(data.get('provider'));
  if (provider === 'sft') return { provider, live: data.get('live') === 'on' ? 'true' : null, view: null, page: null, 'event-id': null };
  const id = String(data.get('event_id') ?? '').trim();
  return { provider, live: null, view: String(data.get('view')), page: String(data.get('page')), 'event-id': id || null };
}

const element = () => $('sport-instance').querySelector(TAG);

function describe(el) {
  if (!el) return 'Not mounted.';
  const names = ['provider', 'view', 'page', 'event-id', 'live', 'path'];
  const set = names.filter((n) => el.hasAttribute(n)).map((n) => `${n}="${el.getAttribute(n)}"`);
  return `Now on the element: ${set.join(' ') || '(no attribute)'}`;
}

function showFields(form) {
  const provider = form.elements.namedItem('provider').value;
  for (const field of form.querySelectorAll('[data-for]')) field.hidden = field.dataset.for !== provider;
}

/** Shows one event of the events table in the element (dgt: EventView; sft has no event page). */
export function openEvent(provider, id) {
  const form = $('sport-choose');
  if (!form || form.elements.namedItem('provider').disabled) return false;
  form.elements.namedItem('provider').value = provider;
  if (provider === 'dgt') {
    form.elements.namedItem('page').value = 'EventView';
    form.elements.namedItem('event_id').value = id;
  }
  showFields(form);
  form.requestSubmit();
  $('sport-element-title').scrollIntoView({ block: 'start' });
  return true;
}

async function mountSportsbook() {
  const form = $('sport-choose');
  if (!(await elementReady(TAG, $('sport-element-note')))) return;
  const decl = (await manifestPromise).get(TAG);
  $('sport-instance').replaceChildren(instanceBlock(TAG, { label: `<${TAG}>`, attrs: { provider: 'sft' } }, decl, 4, true));
  for (const control of form.querySelectorAll('select, button')) control.disabled = false;
  // The instance block's own attribute editor (and the element itself) may change attributes too.
  const watch = new MutationObserver(() => setText($('sport-element-attrs'), describe(element())));
  watch.observe($('sport-instance'), { attributes: true, subtree: true, childList: true });
  setText($('sport-element-attrs'), describe(element()));
}

export function startElement() {
  const form = $('sport-choose');
  $('sport-view').replaceChildren(...DGT_VIEWS.map(([v, name]) => h('option', { value: v, text: `${v} (${name})` })));
  $('sport-page').replaceChildren(...DGT_PAGES.map((p) => h('option', { value: p, text: p })));
  showFields(form);
  form.elements.namedItem('provider').addEventListener('change', () => showFields(form));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const el = element();
    if (!el) return;
    // The chooser speaks in attributes; a `path` set in the attribute editor would win over them.
    el.removeAttribute('path');
    for (const [name, value] of Object.entries(attributesOf(form))) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  });
  playerToolbar(document.querySelector('[data-player-toolbar="sport-player"]'));
  const log = eventLog('sport-element-events', 'sport-element-events-empty', 12);
  const record = (event) => {
    if (event.target?.localName === TAG) log.record(event);
  };
  for (const type of EVENTS) document.addEventListener(type, record);
  void mountSportsbook();
}
