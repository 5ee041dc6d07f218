// The Profile section's sessions: a player's logins (GET /sandbox/api/sessions?username=, one per token
// family: a sign-in and its refreshes) and ending one by hand (DELETE /sandbox/api/sessions/{family_id},
// reason qa): the tab holding it is signed out at its next call. Also shows what a password change does
// (the player's other logins end with reason password_changed, the one that changed it goes on).

import { asList, control } from '../../lib/control.js';
import { $, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { DEMO_ACCOUNTS } from '../../lib/players.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { PROFILE_POLL_MS } from './documents.js';
import { pressInline } from './press.js';

export const sessionsPanel = () => html`
      <article class="qa-panel qa-panel--wide" aria-labelledby="profile-sessions-title">
        <h3 id="profile-sessions-title">Sessions <span class="qa-muted">(GET /sandbox/api/sessions)</span></h3>
        <p class="qa-muted">
          A player's logins, newest first (the latest 100): each sign-in is one, kept through its refreshes.
          <strong>End</strong> revokes it (reason <code>qa</code>): that tab's next call is refused and it signs out.
          A password change ends the player's other logins (reason <code>password_changed</code>).
        </p>
        <form id="profile-sessions-form" class="qa-toolbar" role="search" aria-label="Sessions of a player">
          <label class="qa-field qa-field--inline">
            <span>Player</span>
            <input id="profile-sessions-user" name="username" list="profile-sessions-usernames" value="demo" autocomplete="off" spellcheck="false" dir="ltr" placeholder="all" />
          </label>
          <datalist id="profile-sessions-usernames"></datalist>
          <button type="submit" class="qa-button qa-button--ghost qa-button--small">Show</button>
          <span class="qa-muted" id="profile-sessions-count"></span>
        </form>
        <p id="profile-sessions-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll" tabindex="0" role="region" aria-labelledby="profile-sessions-caption">
          <table class="qa-table">
            <caption id="profile-sessions-caption" class="qa-visually-hidden">Logins, newest first</caption>
            <thead>
              <tr><th scope="col">login</th><th scope="col">player</th><th scope="col">signed in</th><th scope="col">state</th><th scope="col">end</th></tr>
            </thead>
            <tbody id="profile-sessions"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="profile-sessions-empty" hidden>No login yet: sign in as this player on the site or with the buttons above.</p>
      </article>
`;

const rows = new Map();
let refreshNow = () => {};
/** The player whose logins are shown ('' = every player); changed by "Show", not by typing. */
let shownUser = 'demo';

const shortId = (familyId) => String(familyId).slice(0, 8);

function stateOf(s) {
  if (s.revoked_at) return { kind: 'error', text: `ended ${dateTime(s.revoked_at)} (${s.revoked_reason ?? '?'})` };
  if (s.ends_at && Date.parse(s.ends_at) <= Date.now()) return { kind: 'warn', text: `expired ${dateTime(s.ends_at)}` };
  return { kind: 'success', text: 'live' };
}

function endControl(s) {
  if (s.revoked_at) return h('span.qa-muted', { text: '—' });
  const error = h('p.qa-error', { role: 'alert', hidden: true });
  const button = h('button.qa-button.qa-button--small.qa-button--danger', {
    type: 'button',
    text: 'End',
    'aria-label': `End login ${shortId(s.family_id)} of ${s.username}`,
  });
  button.addEventListener('click', async () => {
    await pressInline(button, error, () => control('DELETE', `/sandbox/api/sessions/${encodeURIComponent(s.family_id)}`), (r) =>
      `Login ${shortId(s.family_id)} of ${s.username} ended (${r?.revoked_reason ?? 'qa'}): that tab signs out at its next call.`,
    );
    refreshNow();
  });
  return h('div', {}, button, error);
}

function render(s) {
  let row = rows.get(s.family_id);
  const state = stateOf(s);
  if (!row) {
    const tr = h(
      'tr',
      { dataset: { family: s.family_id } },
      h('th', { scope: 'row', dir: 'ltr', title: s.family_id }, h('code', { text: shortId(s.family_id) })),
      h('td', { dir: 'ltr', text: `${s.username} (${s.user_id})` }),
      h('td', {}, h('time', { datetime: String(s.created_at), text: dateTime(s.created_at) })),
      h('td', { dataset: { key: 'state' } }),
      h('td', { dataset: { key: 'end' } }),
    );
    row = { tr, state: '' };
    rows.set(s.family_id, row);
  }
  if (row.state !== state.text) {
    row.tr.querySelector('td[data-key="state"]').replaceChildren(h('span.qa-tag', { dataset: { kind: state.kind }, text: state.text }));
    row.tr.querySelector('td[data-key="end"]').replaceChildren(endControl(s));
    row.state = state.text;
  }
  return row.tr;
}

async function refresh() {
  let list;
  const query = shownUser ? `?username=${encodeURIComponent(shownUser)}` : '';
  try {
    list = asList(await control('GET', `/sandbox/api/sessions${query}`), 'sessions');
    showError($('profile-sessions-error'), '');
  } catch (err) {
    showError($('profile-sessions-error'), err.message);
    $('profile-sessions-empty').hidden = true;
    setText($('profile-sessions-count'), '');
    return;
  }
  const body = $('profile-sessions');
  const ids = new Set(list.map((s) => s.family_id));
  for (const [id, row] of rows) if (!ids.has(id)) (row.tr.remove(), rows.delete(id));
  list.map(render).forEach((tr, i) => {
    if (body.children[i] !== tr) body.insertBefore(tr, body.children[i] ?? null);
  });
  $('profile-sessions-empty').hidden = list.length > 0;
  const live = list.filter((s) => stateOf(s).kind === 'success').length;
  setText($('profile-sessions-count'), `${list.length} login${list.length === 1 ? '' : 's'}, ${live} live`);
}

export function startSessions() {
  $('profile-sessions-usernames').replaceChildren(...DEMO_ACCOUNTS.map((a) => h('option', { value: a.username })));
  $('profile-sessions-form').addEventListener('submit', (event) => {
    event.preventDefault();
    shownUser = $('profile-sessions-user').value.trim();
    rows.clear();
    $('profile-sessions').replaceChildren();
    refreshNow();
  });
  refreshNow = pollWhileVisible(refresh, PROFILE_POLL_MS);
  onSandboxReset(async () => {
    rows.clear();
    $('profile-sessions').replaceChildren();
    await refresh();
  });
}
