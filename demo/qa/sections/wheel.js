// Wheel: <casino-wheel> inline and as a modal, the quick player buttons, the wheels' events, and the
// sandbox's wheel controls (sections/wheel/controls.js). Recipes: docs/qa.md "Wheel".

import { manifestPromise } from '../lib/runtime.js';
import { $, html } from '../lib/dom.js';
import { eventLog } from '../lib/event-log.js';
import { elementReady, instanceBlock } from '../lib/instances.js';
import { playerToolbar } from '../lib/players.js';
import { afterSpin, controlPanels, startControls } from './wheel/controls.js';

export const nav = 'Wheel';

export const render = () => html`
  <section id="wheel" class="qa-section" aria-labelledby="wheel-title">
    <h2 id="wheel-title">Wheel <span class="qa-muted" lang="fr">(Roue)</span></h2>
    <p class="qa-lead">
      <code dir="ltr">&lt;casino-wheel&gt;</code> inline and as a modal, and the sandbox's wheel controls
      (<code dir="ltr">/sandbox/api/wheel</code>): costs, minimum balances and prize weights, a forced next
      prize, today's free spin per player. Recipes for every state: docs/qa.md “Wheel”.
    </p>
    <div class="qa-grid">
      <article class="qa-panel qa-panel--full" aria-labelledby="wheel-elements-title">
        <h3 id="wheel-elements-title">Elements</h3>
        <!-- Filled by lib/players.js (playerToolbar): guest, demo, low, and the player's balances. -->
        <div class="qa-toolbar" role="group" aria-label="Player" data-player-toolbar="wheel-player"></div>
        <p id="wheel-elements-note" class="qa-muted">Waiting for /dist/casino-widgets.js…</p>
        <div id="wheel-instances" class="qa-instances qa-instances--wheel"></div>
        <h4 id="wheel-events-title">Wheel events <span class="qa-muted">(casino-wheel-spin, casino-login-required from a wheel; newest first)</span></h4>
        <ol id="wheel-events" class="qa-events qa-events--wheel" reversed aria-labelledby="wheel-events-title"></ol>
        <p class="qa-muted qa-empty" id="wheel-events-empty">None yet: press the wheel's spin button.</p>
      </article>

${controlPanels()}
    </div>
  </section>
`;

const WHEEL_TAG = 'casino-wheel';
const WHEEL_INSTANCES = [
  { label: 'display="inline"', area: 'inline', attrs: { display: 'inline' }, idleText: 'Not mounted.' },
  { label: 'display="modal"', area: 'modal', attrs: { display: 'modal' }, idleText: 'Not mounted.' },
];

function listenToWheelEvents() {
  const log = eventLog('wheel-events', 'wheel-events-empty', 12);
  const record = (event) => {
    // On document the target is retargeted to the outermost host: a wheel, or e.g. the banners.
    if (event.target?.localName === WHEEL_TAG) log.record(event);
  };
  document.addEventListener('casino-login-required', record);
  document.addEventListener('casino-wheel-spin', (event) => {
    record(event);
    afterSpin();
  });
}

async function mountWheels() {
  if (!(await elementReady(WHEEL_TAG, $('wheel-elements-note')))) return;
  const decl = (await manifestPromise).get(WHEEL_TAG);
  $('wheel-instances').replaceChildren(...WHEEL_INSTANCES.map((spec) => instanceBlock(WHEEL_TAG, spec, decl, 4, true)));
}

export function start() {
  playerToolbar(document.querySelector('[data-player-toolbar="wheel-player"]'));
  listenToWheelEvents();
  void mountWheels();
  startControls();
}
