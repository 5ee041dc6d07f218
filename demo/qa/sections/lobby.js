// Casino (lobby): <casino-lobby> with its attributes, the quick player buttons, its events, its persisted
// data (sections/lobby/storage.js), the sandbox's game controls (sections/lobby/games.js) and fault
// presets for the game lists and session calls. The last section: the grid is thousands of games tall.
// Recipes: docs/qa.md "Casino (lobby)".

import { control } from '../lib/control.js';
import { $, announce, h, html, setText } from '../lib/dom.js';
import { eventLog } from '../lib/event-log.js';
import { faultsChanged, presetItems } from '../lib/faults.js';
import { createInstance, elementReady } from '../lib/instances.js';
import { playerToolbar } from '../lib/players.js';
import { gamePanels, loadGameControl, startGames } from './lobby/games.js';
import { startTables, tablePanel } from './lobby/tables.js';
import { renderLobbyStorage, startStorage, storagePanel } from './lobby/storage.js';

export const nav = 'Casino';

export const render = () => html`
  <section id="lobby" class="qa-section" aria-labelledby="lobby-title">
    <h2 id="lobby-title">Casino (lobby) <span class="qa-muted" lang="fr">(Casino)</span></h2>
    <p class="qa-lead">
      <code dir="ltr">&lt;casino-lobby&gt;</code> with its attributes, the player, its events, its persisted data,
      and the sandbox's game controls (<code dir="ltr">/sandbox/api/games</code>,
      <code dir="ltr">/sandbox/api/free-spins</code>) and faults for the game lists and session calls. The element
      is the last panel of the page: its grid scrolls with the page (thousands of games tall). Recipes for every state: docs/qa.md “Casino (lobby)”.
    </p>
    <div class="qa-grid">
      <article class="qa-panel qa-panel--wide" aria-labelledby="lobby-attrs-title">
        <h3 id="lobby-attrs-title">Attributes <span class="qa-muted">(applied at once; <code dir="ltr">path</code> wins over the others)</span></h3>
        <!-- Filled by lib/players.js (playerToolbar): guest, demo, low, and the player's balances. -->
        <div class="qa-toolbar" role="group" aria-label="Player" data-player-toolbar="lobby-player"></div>
        <form id="lobby-attrs-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span><code dir="ltr">view</code></span>
              <select name="view">
                <option value="">(unset: casino)</option>
                <option>casino</option>
                <option>live-casino</option>
                <option>all</option>
              </select>
            </label>
            <label class="qa-field">
              <span><code dir="ltr">provider</code> <span class="qa-muted">(a provider page)</span></span>
              <select name="provider" id="lobby-provider"></select>
            </label>
            <label class="qa-field">
              <span><code dir="ltr">game-type</code></span>
              <select name="game-type">
                <option value="">(unset)</option>
                <option>virtual</option>
                <option>crash</option>
                <option>slots</option>
                <option>live</option>
                <option value="lottery">lottery (unknown)</option>
              </select>
            </label>
            <label class="qa-field">
              <span><code dir="ltr">section</code></span>
              <select name="section" id="lobby-section"></select>
            </label>
            <label class="qa-field">
              <span><code dir="ltr">platform</code></span>
              <select name="platform">
                <option value="">(unset: by width)</option>
                <option>desktop</option>
                <option>mobile</option>
              </select>
            </label>
          </div>
          <div class="qa-row">
            <label class="qa-field">
              <span><code dir="ltr">providers</code> <span class="qa-muted">(comma list)</span></span>
              <input name="providers" list="lobby-provider-names" autocomplete="off" spellcheck="false" dir="ltr" placeholder="amatic,pgsoft" />
            </label>
            <label class="qa-field">
              <span><code dir="ltr">categories</code> <span class="qa-muted">(comma list)</span></span>
              <input name="categories" list="lobby-category-names" autocomplete="off" spellcheck="false" dir="ltr" placeholder="books,egypt" />
            </label>
            <label class="qa-field">
              <span><code dir="ltr">path</code> <span class="qa-muted">(as the site sets it)</span></span>
              <input name="path" list="lobby-paths" autocomplete="off" spellcheck="false" dir="ltr" placeholder="/slots/casino?providers=amatic" />
            </label>
          </div>
          <datalist id="lobby-provider-names"></datalist>
          <datalist id="lobby-category-names"></datalist>
          <datalist id="lobby-paths">
            <option value="/slots/casino"></option>
            <option value="/slots/live-casino"></option>
            <option value="/slots/all"></option>
            <option value="/slots/casino?providers=amatic,pgsoft&amp;categories=books"></option>
            <option value="/slots/casino/egypt"></option>
            <option value="/slots/live-casino/roulette"></option>
            <option value="/slots/pgsoft"></option>
            <option value="/slots/evosw"></option>
            <option value="/slots/virtual"></option>
            <option value="/slots/netent"></option>
            <option value="/slots/amatic/am-0000"></option>
            <option value="/slots/amatic/am-0000/demo"></option>
            <option value="/slots/pgsoft/pg-0003/freespin/session"></option>
          </datalist>
          <p class="qa-muted">Now on the element: <code id="lobby-attrs-now" dir="ltr">—</code></p>
          <div class="qa-actions">
            <button type="button" id="lobby-attrs-clear" class="qa-button qa-button--ghost">Clear attributes</button>
            <button type="button" id="lobby-mount" class="qa-button qa-button--ghost">Remount</button>
            <button type="button" id="lobby-unmount" class="qa-button qa-button--ghost">Unmount</button>
          </div>
        </form>
      </article>

${storagePanel()}

      <article class="qa-panel qa-panel--wide" aria-labelledby="lobby-events-title">
        <h3 id="lobby-events-title">Lobby events <span class="qa-muted">(from a &lt;casino-lobby&gt;; newest first)</span></h3>
        <div class="qa-toolbar">
          <label class="qa-check"><input type="checkbox" id="lobby-cancel-launch" /> <span>Cancel <code dir="ltr">casino-game-launch</code> <span class="qa-muted">(preventDefault: nothing opens)</span></span></label>
          <button type="button" id="lobby-events-clear" class="qa-button qa-button--small qa-button--ghost">Clear</button>
        </div>
        <ol id="lobby-events" class="qa-events qa-events--wheel" reversed aria-labelledby="lobby-events-title"></ol>
        <p class="qa-muted qa-empty" id="lobby-events-empty">None yet: change a filter, open a game, or favourite one as a guest.</p>
      </article>

${gamePanels()}
${tablePanel()}

      <article class="qa-panel qa-panel--wide" aria-labelledby="lobby-presets-title">
        <h3 id="lobby-presets-title">Faults <span class="qa-muted">(arm at once; clear under Fault switches)</span></h3>
        <p class="qa-muted">
          Lists persist for 2 h: “Clear persisted lobby data” and reload the page before a list fault, or the lobby
          asks for nothing.
        </p>
        <ul class="qa-presets" aria-labelledby="lobby-presets-title" id="lobby-presets"></ul>
        <div class="qa-actions">
          <button type="button" id="lobby-faults-clear" class="qa-button qa-button--small qa-button--danger">Clear all faults</button>
        </div>
      </article>

      <article class="qa-panel qa-panel--full" aria-labelledby="lobby-element-title">
        <h3 id="lobby-element-title"><code dir="ltr">&lt;casino-lobby&gt;</code></h3>
        <p id="lobby-note" class="qa-muted">Waiting for /dist/casino-widgets.js…</p>
        <div id="lobby-stage" class="qa-stage qa-stage--lobby"></div>
      </article>
    </div>
  </section>
`;

const LOBBY_TAG = 'casino-lobby';
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

/** The mounted <casino-lobby>, or null. */
let lobbyEl = null;

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
  const el = lobbyEl;
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
  const el = lobbyEl;
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
  lobbyEl = el;
  $('lobby-stage').replaceChildren(el);
  lobbyObserver = new MutationObserver(reflectLobbyAttributes);
  lobbyObserver.observe(el, { attributes: true, attributeFilter: LOBBY_ATTRIBUTES });
  $('lobby-unmount').hidden = false;
  $('lobby-mount').textContent = 'Remount';
  reflectLobbyAttributes();
}

function unmountLobby() {
  lobbyObserver?.disconnect();
  lobbyEl = null;
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
}

async function startLobbyElement() {
  if (await elementReady(LOBBY_TAG, $('lobby-note'))) mountLobby();
  else for (const id of ['lobby-mount', 'lobby-unmount', 'lobby-attrs-clear']) $(id).disabled = true;
}

export function start() {
  playerToolbar(document.querySelector('[data-player-toolbar="lobby-player"]'));
  fillLobbyChoices();
  $('lobby-presets').replaceChildren(...presetItems(LOBBY_FAULT_PRESETS));
  listenToLobbyEvents();
  startStorage();
  startGames();
  startTables();
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

  $('lobby-faults-clear').addEventListener('click', async () => {
    try {
      const result = await control('DELETE', '/sandbox/api/faults');
      announce(`All faults cleared (${result?.cleared ?? 0}).`, 'ok');
    } catch (err) {
      announce(err.message, 'error');
    }
    await faultsChanged();
  });
}

