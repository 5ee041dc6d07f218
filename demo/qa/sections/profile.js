// Profile (Mon profil): the <casino-profile> element with a section chooser, the identity
// documents to review (approve, reject with a reason), bonus and cashback items to add (with or without
// moving the bonus wallet), the players' logins (end one), and fault presets for the profile's routes.
// Everything goes through the control plane (/sandbox/api/documents, /bonus-items, /sessions), i.e.
// the same services as the operator's API. Recipes for every state: docs/qa.md "Profile recipes".

import { html } from '../lib/dom.js';
import { bonusItemsPanel, startBonusItems } from './profile/bonus-items.js';
import { documentsPanel, startDocuments } from './profile/documents.js';
import { elementPanel, startElement } from './profile/element.js';
import { faultsPanel, startFaults } from './profile/faults.js';
import { sessionsPanel, startSessions } from './profile/sessions.js';

export const nav = 'Profile';

export const render = () => html`
  <section id="profile" class="qa-section" aria-labelledby="profile-title">
    <h2 id="profile-title">Profile <span class="qa-muted" lang="fr">(Mon profil)</span></h2>
    <p class="qa-lead">
      The player's own area and QA's side of it: documents to review, bonus and cashback items, the
      players' logins. The tables follow the sandbox every 3 s while this tab is visible. Recipes for every
      state: docs/qa.md “Profile recipes”.
    </p>
    <div class="qa-grid">
${elementPanel()}
${documentsPanel()}
${bonusItemsPanel()}
${sessionsPanel()}
${faultsPanel()}
    </div>
  </section>
`;

export function start() {
  startElement();
  startDocuments();
  startBonusItems();
  startSessions();
  startFaults();
}
