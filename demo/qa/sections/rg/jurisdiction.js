// The Responsible-gaming section's jurisdiction switch: POST /sandbox/api/rg/jurisdiction { code } sets the
// profile GET /api/settings/ publishes (docs/contracts/responsible-gaming.md §4). The site follows live: this
// page says so on the BroadcastChannel the site's store listens to (src/stores/jurisdiction.ts
// JURISDICTION_CHANNEL), so an open site tab re-reads at once (and any tab re-reads when it becomes visible
// anyway).

import { control } from '../../lib/control.js';
import { $, h, html, showError } from '../../lib/dom.js';
import { onSandboxReset } from '../../lib/reset.js';
import { pressInline } from '../profile/press.js';

/** The same name as src/stores/jurisdiction.ts JURISDICTION_CHANNEL (this page imports nothing from src/). */
const CHANNEL = 'casino-widgets:jurisdiction';

const CODES = [
  { code: 'none', label: 'None', what: 'everything offered, limits optional' },
  { code: 'ukgc', label: 'UKGC', what: 'limits before the first deposit, reality check at least every 60 min' },
  { code: 'mga', label: 'MGA', what: 'limits before the first deposit, reality check at least every 60 min' },
  { code: 'fr', label: 'France (ANJ)', what: 'sport only: no casino, no wheel; 72 h cooling-off' },
];

export const jurisdictionPanel = () => html`
      <article class="qa-panel" aria-labelledby="rg-jurisdiction-title">
        <h3 id="rg-jurisdiction-title">Jurisdiction <span class="qa-muted">(POST /sandbox/api/rg/jurisdiction)</span></h3>
        <p class="qa-muted">
          The profile the server publishes in <code dir="ltr">GET /api/settings/</code> and enforces. France hides
          the casino, live casino, virtuals, crash game and wheel on the site (<a href="/main">/main</a>); their
          routes answer “Le casino n’est pas proposé dans votre juridiction”. Reset restores <strong>None</strong>.
        </p>
        <div id="rg-jurisdiction-codes" class="qa-actions" role="group" aria-label="Switch the jurisdiction"></div>
        <p id="rg-jurisdiction-error" class="qa-error" role="alert" hidden></p>
        <dl class="qa-dl" id="rg-jurisdiction-current" aria-live="polite"></dl>
      </article>
`;

function showProfile(j) {
  const rows = j
    ? [
        ['code', j.code],
        ['products', (j.products ?? []).join(', ') || '—'],
        ['limits before first deposit', String(j.limits_before_first_deposit)],
        ['reality check at least every', j.reality_check_required_every === null ? 'player opts in' : `${j.reality_check_required_every} min`],
        ['cooling-off', `${j.cooling_off_hours} h`],
      ]
    : [['code', 'not published (server without profiles)']];
  $('rg-jurisdiction-current').replaceChildren(...rows.flatMap(([k, v]) => [h('dt', { text: k }), h('dd', { dir: 'ltr', text: v })]));
  for (const button of $('rg-jurisdiction-codes').children) button.setAttribute('aria-pressed', String(button.dataset.code === j?.code));
}

async function refresh() {
  try {
    // The public route, as the site reads it: what players see, not a control-plane view of it.
    const res = await fetch('/api/settings/', { cache: 'no-store' });
    if (!res.ok) throw new Error(`GET /api/settings/ failed: ${res.status}`);
    showProfile((await res.json()).jurisdiction ?? null);
    showError($('rg-jurisdiction-error'), '');
  } catch (err) {
    showError($('rg-jurisdiction-error'), err.message);
  }
}

function tellTheSite() {
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function startJurisdiction() {
  const group = $('rg-jurisdiction-codes');
  group.replaceChildren(
    ...CODES.map((c) => {
      const button = h('button.qa-button.qa-button--small.qa-button--ghost.qa-toggle', {
        type: 'button',
        text: c.label,
        title: c.what,
        'aria-pressed': 'false',
        dataset: { code: c.code },
      });
      button.addEventListener('click', async () => {
        const result = await pressInline(button, $('rg-jurisdiction-error'), () => control('POST', '/sandbox/api/rg/jurisdiction', { code: c.code }), (j) =>
          `Jurisdiction ${j?.code ?? c.code}: products ${(j?.products ?? []).join(', ')}. Open site tabs follow at once.`,
        );
        if (result) {
          showProfile(result);
          tellTheSite();
        }
      });
      return button;
    }),
  );
  void refresh();
  onSandboxReset(async () => {
    await refresh();
    tellTheSite();
  });
}
