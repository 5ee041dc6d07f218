// Sport (docs/contracts/sportsbook.md): the <casino-sportsbook> element with a provider/view/page chooser,
// and QA's side of the two simulated sportsbooks: the events (force a result, move odds, block a market), the
// providers (down/up) and the integration tokens (expire), and a player's tickets (settle). Everything goes
// through the control plane (/sandbox/api/sport/…, the contract's §6). Recipes: docs/qa.md "Sport recipes".

import { html } from '../lib/dom.js';
import { elementPanel, startElement } from './sport/element.js';
import { eventsPanel, startEvents } from './sport/events.js';
import { providersPanel, startProviders } from './sport/providers.js';
import { ticketsPanel, startTickets } from './sport/tickets.js';

export const nav = 'Sport';

export const render = () => html`
  <section id="sport" class="qa-section" aria-labelledby="sport-title">
    <h2 id="sport-title">Sport <span class="qa-muted" lang="fr">(Paris sportifs)</span></h2>
    <p class="qa-lead">
      The sportsbook element and the sandbox's two providers, <code>sft</code> (Softion) and
      <code>dgt</code> (Digitain): events and odds, results, blocked markets, provider outages, expired
      integration tokens and a player's tickets. The tables follow the sandbox every 3 s while this tab is
      visible. Recipes for every state: docs/qa.md “Sport recipes”.
    </p>
    <div class="qa-grid">
${elementPanel()}
${providersPanel()}
${eventsPanel()}
${ticketsPanel()}
    </div>
  </section>
`;

export function start() {
  startElement();
  startProviders();
  startEvents();
  startTickets();
}
