// The QA page (docs/qa.md): every element the bundle defines, a live session inspector, the sandbox's
// controls (faults, notifications, wheel, games, outbox, log) and the language/direction switch. Plain
// browser ES modules, no build step:
//
//   qa.js            this loader: mounts the sections in page order, then loads the bundle
//   sections/<x>.js  one section each: `render()` returns its markup, `start()` wires it once every
//                    section is in the page, `nav` (optional) is its link text in the header
//   lib/*.js         what several sections share: DOM and time helpers, the control API client, polling,
//                    the runtime (shared bag, bundle loader), element instances, the player toolbar, fault
//                    arming and presets, event logs, the sandbox reset
//
// Adding a section: write sections/<name>.js and add its name to SECTIONS below.
//
// Rules every module keeps:
// - Server data (outbox, log, faults, error bodies) only ever reaches the page through textContent and
//   DOM nodes, never innerHTML (lib/dom.js `html` parses static markup only); outbox links pass an
//   http(s) allow-list before they become an href.
// - The runtime is read through the page-wide shared bag (globalThis[Symbol.for('casino-widgets@1')]) and
//   window.CasinoWidgets, exactly as a second build would: nothing here imports from src/.

import { loadBundle } from './lib/runtime.js'; // first: installs the call observer before the bundle loads
import { $ } from './lib/dom.js';
import { addNavLink, startHeader } from './lib/header.js';
import { startResetButton } from './lib/reset.js';
import { showControlPlaneOff } from './lib/control-off.js';

/** The sections, in page order (the lobby stays last: its grid is thousands of games tall). */
const SECTIONS = [
  'elements',
  'session',
  'faults',
  'notifications',
  'wheel',
  'cashier',
  'profile',
  'sport',
  'rg',
  'site',
  'banners',
  'outbox',
  'accounts',
  'lobby',
];

const sections = await Promise.all(SECTIONS.map((name) => import(`./sections/${name}.js`)));
const status = $('qa-status');
for (const section of sections) {
  const markup = section.render();
  if (section.nav) addNavLink(markup.querySelector('section').id, section.nav);
  status.before(markup);
}
startHeader();
startResetButton();
// Every section's markup is in the page before any starts: some share ids (the usernames datalist).
for (const section of sections) section.start?.();
void showControlPlaneOff(); // SANDBOX_CONTROL=off: a notice, and the fault switches disabled
void loadBundle();
