// The Responsible-gaming section's player view: GET /sandbox/api/rg/players/{username} (the player's
// limits, pending changes with their effective time, usage in the current period), polled while visible,
// and the two QA moves: POST /sandbox/api/rg/cooling-off/expire (every pending change effective now: the
// sandbox has no clock to advance) and POST /sandbox/api/rg/exclusion/end (a time-out or self-exclusion
// ends now; the player can sign in again).

import { control } from '../../lib/control.js';
import { $, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { DEMO_ACCOUNTS } from '../../lib/players.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { pressInline } from '../profile/press.js';

const RG_POLL_MS = 3000;

/** Contract §1's fields, in the order the profile page shows them. */
const FIELDS = [
  'deposit_daily', 'deposit_weekly', 'deposit_monthly',
  'loss_daily', 'loss_weekly', 'loss_monthly',
  'wager_daily', 'wager_weekly', 'wager_monthly',
  'session_minutes', 'reality_check_minutes',
];

export const playerPanel = () => html`
      <article class="qa-panel qa-panel--wide" aria-labelledby="rg-player-title">
        <h3 id="rg-player-title">A player's limits <span class="qa-muted">(GET /sandbox/api/rg/players/{username})</span></h3>
        <p class="qa-muted">
          Current limits, changes waiting for their cooling-off, and what is used and left in this period
          (calendar periods in the operator's time zone). A raise or removal waits the cooling-off
          (24 h, France 72 h); <strong>Advance past the cooling-off</strong> makes every pending change
          effective now. <strong>End time-out / exclusion</strong> lets the player sign in again.
        </p>
        <form id="rg-player-form" class="qa-toolbar" role="search" aria-label="Responsible-gaming state of a player">
          <label class="qa-field qa-field--inline">
            <span>Player</span>
            <input id="rg-player-user" name="username" list="rg-player-usernames" value="demo" required autocomplete="off" spellcheck="false" dir="ltr" />
          </label>
          <datalist id="rg-player-usernames"></datalist>
          <button type="submit" class="qa-button qa-button--ghost qa-button--small">Show</button>
          <button type="button" id="rg-expire" class="qa-button qa-button--small">Advance past the cooling-off</button>
          <button type="button" id="rg-exclusion-end" class="qa-button qa-button--small qa-button--danger">End time-out / exclusion</button>
        </form>
        <p id="rg-player-error" class="qa-error" role="alert" hidden></p>
        <p id="rg-player-summary" class="qa-muted" dir="ltr"></p>
        <div class="qa-scroll" tabindex="0" role="region" aria-labelledby="rg-player-caption">
          <table class="qa-table">
            <caption id="rg-player-caption" class="qa-visually-hidden">Limits, pending changes and usage</caption>
            <thead>
              <tr><th scope="col">limit</th><th scope="col">current</th><th scope="col">pending</th><th scope="col">used</th><th scope="col">remaining</th><th scope="col">period ends</th></tr>
            </thead>
            <tbody id="rg-player-limits"></tbody>
          </table>
        </div>
      </article>
`;

/** The player whose state is shown; changed by "Show", not by typing. */
let shownUser = 'demo';
let refreshNow = () => {};

const money = (v) => (v === null || v === undefined ? 'no limit' : String(v));

function row(field, state) {
  const pending = state.pending?.[field];
  const usage = state.usage?.[field];
  const td = (text) => h('td', { dir: 'ltr', text });
  return h(
    'tr',
    { dataset: { field } },
    h('th', { scope: 'row' }, h('code', { text: field })),
    td(money(state.limits?.[field])),
    td(pending ? `${money(pending.value)} at ${dateTime(pending.effective_at)}` : '—'),
    td(usage ? String(usage.used) : '—'),
    td(usage ? money(usage.remaining) : '—'),
    td(usage ? dateTime(usage.period_end) : '—'),
  );
}

function exclusionText(state) {
  const active = state.exclusion?.active ?? state.exclusion ?? state.active ?? null;
  if (!active || !active.ends_at) return 'no time-out or exclusion';
  return `${active.kind === 'self_exclusion' ? 'self-excluded' : 'time-out'} until ${dateTime(active.ends_at)}`;
}

async function refresh() {
  try {
    const state = await control('GET', `/sandbox/api/rg/players/${encodeURIComponent(shownUser)}`);
    showError($('rg-player-error'), '');
    setText(
      $('rg-player-summary'),
      `${shownUser}: ${state.currency ?? ''}, cooling-off ${state.cooling_off_hours ?? '?'} h, time zone ${state.time_zone ?? '?'}, ` +
        `limit before deposit ${state.must_set_before_deposit ? 'required' : 'optional'}; ${exclusionText(state)}.`,
    );
    $('rg-player-limits').replaceChildren(...FIELDS.map((f) => row(f, state)));
  } catch (err) {
    showError($('rg-player-error'), err.message);
    setText($('rg-player-summary'), '');
    $('rg-player-limits').replaceChildren();
  }
}

export function startPlayer() {
  $('rg-player-usernames').replaceChildren(...DEMO_ACCOUNTS.map((a) => h('option', { value: a.username })));
  $('rg-player-form').addEventListener('submit', (event) => {
    event.preventDefault();
    shownUser = $('rg-player-user').value.trim() || 'demo';
    void refreshNow();
  });
  const user = () => $('rg-player-user').value.trim() || shownUser;
  $('rg-expire').addEventListener('click', async (event) => {
    const username = user();
    await pressInline(event.currentTarget, $('rg-player-error'), () => control('POST', '/sandbox/api/rg/cooling-off/expire', { username }), () =>
      `${username}: every pending limit change is effective now.`,
    );
    shownUser = username;
    void refreshNow();
  });
  $('rg-exclusion-end').addEventListener('click', async (event) => {
    const username = user();
    await pressInline(event.currentTarget, $('rg-player-error'), () => control('POST', '/sandbox/api/rg/exclusion/end', { username }), () =>
      `${username}: the time-out or exclusion has ended; the player can sign in again.`,
    );
    shownUser = username;
    void refreshNow();
  });
  refreshNow = pollWhileVisible(refresh, RG_POLL_MS);
  onSandboxReset(() => refreshNow());
}
