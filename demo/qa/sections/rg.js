// Responsible gaming (Jeu responsable): the jurisdiction profile switched live (none, UKGC, MGA,
// France: the site follows at once), and a player's limits, pending changes and usage with the two
// moves the sandbox's clock cannot make by itself — "advance past the cooling-off" and "end the time-out
// or exclusion". Everything goes through the control plane (/sandbox/api/rg/…), i.e. the same services
// as the operator's API. Recipes: docs/qa.md "Responsible-gaming recipes".

import { html } from '../lib/dom.js';
import { jurisdictionPanel, startJurisdiction } from './rg/jurisdiction.js';
import { playerPanel, startPlayer } from './rg/player.js';

export const nav = 'Responsible gaming';

export const render = () => html`
  <section id="rg" class="qa-section" aria-labelledby="rg-title">
    <h2 id="rg-title">Responsible gaming <span class="qa-muted" lang="fr">(Jeu responsable)</span></h2>
    <p class="qa-lead">
      The operator's jurisdiction profile and each player's limits, time-outs and self-exclusions as the
      server enforces them. The player table follows the sandbox every 3 s while this tab is visible.
      Recipes: docs/qa.md “Responsible-gaming recipes”.
    </p>
    <div class="qa-grid">
${jurisdictionPanel()}
${playerPanel()}
    </div>
  </section>
`;

export function start() {
  startJurisdiction();
  startPlayer();
}
