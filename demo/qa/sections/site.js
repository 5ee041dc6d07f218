// Reference site: switches the site reads on load, kept in this origin's storage (docs/qa.md "Reference site").

import { $, html } from '../lib/dom.js';

export const nav = 'Site';

export const render = () => html`
  <section id="site" class="qa-section" aria-labelledby="site-title">
    <h2 id="site-title">Reference site</h2>
    <p>
      Switches of the reference site (<a href="/main">/main</a>) kept in this origin's storage. The error
      boundary (spec §4): each crashed load reloads the page, the 4th goes to the root, the 5th shows the
      error screen; the counter clears after 2 s without an error.
    </p>
    <div class="qa-row">
      <label for="qa-crash-count">Crash the next loads</label>
      <input id="qa-crash-count" type="number" min="1" max="9" value="5" />
      <button type="button" id="qa-crash-arm">Arm and open the site</button>
      <button type="button" id="qa-site-reset">Clear crashes, error counter and modal stack</button>
    </div>
    <p id="qa-site-status" role="status"></p>
  </section>
`;

// The site reads these keys on load.
const SITE_KEYS = { crash: 'casino-widgets:qa:crash-site', errors: 'casino-widgets:error-reloads', modals: 'casino-widgets:openedModals' };

export function start() {
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
}
