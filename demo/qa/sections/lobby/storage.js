// The Casino section's persisted lobby data: the record `casino:slots` (version, age, size, lists kept per
// provider) and `casino:slots:recent`, with the buttons that clear, age or outdate them.

import { $, announce, dateTime, duration, html, setText } from '../../lib/dom.js';
import { SLOW_POLL_MS, pollWhileVisible } from '../../lib/poll.js';

const LOBBY_STORAGE_KEY = 'casino:slots';
/** Recently played keys, kept apart from the lists (src/stores/slots.ts). */
const LOBBY_RECENT_KEY = 'casino:slots:recent';

export const storagePanel = () => html`
      <article class="qa-panel" aria-labelledby="lobby-store-title">
        <h3 id="lobby-store-title">Persisted lobby data <span class="qa-muted">(localStorage <code dir="ltr">casino:slots</code>)</span></h3>
        <dl class="qa-dl" id="lobby-store">
          <dt>version</dt><dd id="lobby-store-version">—</dd>
          <dt>saved</dt><dd id="lobby-store-saved">—</dd>
          <dt>size</dt><dd id="lobby-store-size">—</dd>
          <dt>lists <span class="qa-muted">(kept/total)</span></dt><dd id="lobby-store-lists">—</dd>
          <dt>recent <span class="qa-muted">(<code dir="ltr">casino:slots:recent</code>)</span></dt><dd id="lobby-store-recent">—</dd>
        </dl>
        <p class="qa-muted" id="lobby-store-hint">The store reads this key once, when the page loads: reload the page after a change.</p>
        <div class="qa-actions">
          <button type="button" id="lobby-store-clear" class="qa-button qa-button--danger" aria-describedby="lobby-store-hint">Clear persisted lobby data</button>
          <button type="button" id="lobby-recent-clear" class="qa-button qa-button--ghost" aria-describedby="lobby-store-hint">Clear recently played</button>
          <button type="button" id="lobby-store-age" class="qa-button qa-button--ghost" aria-describedby="lobby-store-hint">Make it 3 h old</button>
          <button type="button" id="lobby-store-version4" class="qa-button qa-button--ghost" aria-describedby="lobby-store-hint">Mark it version 4</button>
          <button type="button" id="lobby-store-reload" class="qa-button qa-button--ghost">Read again</button>
        </div>
      </article>
`;

function readLobbyStorage() {
  let raw = null;
  try {
    raw = localStorage.getItem(LOBBY_STORAGE_KEY);
  } catch {
    return { raw: null, error: 'localStorage is not available' };
  }
  if (raw === null) return { raw: null };
  try {
    return { raw, value: JSON.parse(raw) };
  } catch (err) {
    return { raw, error: `not JSON (${err?.message ?? err})` };
  }
}

let lastLobbyStorageKey = null;

/** Every 5 s while visible: parses the record again only when its head (version, savedAt) or length changed. */
function pollLobbyStorage() {
  let raw = null;
  let recent = null;
  try {
    raw = localStorage.getItem(LOBBY_STORAGE_KEY);
    recent = localStorage.getItem(LOBBY_RECENT_KEY);
  } catch {
    // renderLobbyStorage says so
  }
  const key = `${raw?.length}:${raw?.slice(0, 80)}:${recent}`;
  if (key !== lastLobbyStorageKey) renderLobbyStorage();
}

export function renderLobbyStorage() {
  try {
    const raw = localStorage.getItem(LOBBY_STORAGE_KEY);
    lastLobbyStorageKey = `${raw?.length}:${raw?.slice(0, 80)}:${localStorage.getItem(LOBBY_RECENT_KEY)}`;
  } catch {
    lastLobbyStorageKey = null;
  }
  const { raw, value, error } = readLobbyStorage();
  if (raw === null) {
    setText($('lobby-store-version'), error ?? 'nothing saved');
    for (const id of ['lobby-store-saved', 'lobby-store-size', 'lobby-store-lists']) setText($(id), '—');
    return;
  }
  setText($('lobby-store-size'), `${(raw.length / 1024).toFixed(1)} KB (${raw.length.toLocaleString('en')} characters)`);
  if (error || !value || typeof value !== 'object') {
    setText($('lobby-store-version'), error ?? 'not an object');
    setText($('lobby-store-saved'), '—');
    setText($('lobby-store-lists'), '—');
    return;
  }
  setText($('lobby-store-version'), String(value.version ?? '(none)'));
  const savedAt = Number(value.savedAt);
  setText($('lobby-store-saved'), Number.isFinite(savedAt) ? `${dateTime(savedAt)} (${duration(Date.now() - savedAt)} ago)` : String(value.savedAt ?? '—'));
  // src/stores/slots-persistence.ts saves { producers, totals, lists: [{ provider, platform, games: [tuple] }] }:
  // per provider, games kept / the server's total (the 300 rule compares these), and the platform.
  const data = value.data && typeof value.data === 'object' ? value.data : {};
  const totals = data.totals && typeof data.totals === 'object' ? data.totals : {};
  const describe = Array.isArray(data.lists)
    ? data.lists.map((l) => `${l?.provider} ${Array.isArray(l?.games) ? l.games.length : '?'}/${totals[l?.provider] ?? '?'} ${l?.platform ?? ''}`.trim()).join(', ') ||
      'no list'
    : `keys: ${Object.keys(data).join(', ') || 'none'}`;
  setText($('lobby-store-lists'), describe);
  let recent = null;
  try {
    recent = JSON.parse(localStorage.getItem(LOBBY_RECENT_KEY) ?? 'null');
  } catch {
    recent = null;
  }
  setText($('lobby-store-recent'), Array.isArray(recent) ? `${recent.length}: ${recent.join(', ') || '—'}` : 'nothing saved');
}

/** Rewrites the saved record (the store reads it on the next page load). */
function editLobbyStorage(edit, done) {
  const { raw, value, error } = readLobbyStorage();
  if (raw === null || error || !value || typeof value !== 'object') {
    announce(`Nothing to change under ${LOBBY_STORAGE_KEY}: ${error ?? 'nothing saved yet'} (open the lobby first).`, 'error');
    return;
  }
  try {
    localStorage.setItem(LOBBY_STORAGE_KEY, JSON.stringify(edit(value)));
    announce(`${done} Reload the page: the store reads ${LOBBY_STORAGE_KEY} when it loads (and saves over it on its next change).`, 'ok');
  } catch (err) {
    announce(`Could not write ${LOBBY_STORAGE_KEY}: ${err?.message ?? err}`, 'error');
  }
  renderLobbyStorage();
}

export function startStorage() {
  renderLobbyStorage();
  pollWhileVisible(pollLobbyStorage, SLOW_POLL_MS);
  $('lobby-store-reload').addEventListener('click', () => {
    renderLobbyStorage();
    announce(`${LOBBY_STORAGE_KEY} read again.`);
  });
  $('lobby-store-clear').addEventListener('click', () => {
    try {
      localStorage.removeItem(LOBBY_STORAGE_KEY);
      announce(`${LOBBY_STORAGE_KEY} removed. Reload the page: the lobby then loads every list from the server (the store in memory still holds them).`, 'ok');
    } catch (err) {
      announce(`Could not remove ${LOBBY_STORAGE_KEY}: ${err?.message ?? err}`, 'error');
    }
    renderLobbyStorage();
  });
  $('lobby-recent-clear').addEventListener('click', () => {
    try {
      localStorage.removeItem(LOBBY_RECENT_KEY);
      announce(`${LOBBY_RECENT_KEY} removed. Reload the page: "Joués récemment" is then empty.`, 'ok');
    } catch (err) {
      announce(`Could not remove ${LOBBY_RECENT_KEY}: ${err?.message ?? err}`, 'error');
    }
    renderLobbyStorage();
  });
  $('lobby-store-age').addEventListener('click', () =>
    editLobbyStorage((v) => ({ ...v, savedAt: Number(v.savedAt ?? Date.now()) - 3 * 60 * 60_000 }), 'Saved data made 3 h older (past the 2 h limit).'),
  );
  $('lobby-store-version4').addEventListener('click', () => editLobbyStorage((v) => ({ ...v, version: 4 }), 'Saved data marked version 4 (must be discarded).'));
  window.addEventListener('storage', (event) => {
    if (event.key === LOBBY_STORAGE_KEY || event.key === LOBBY_RECENT_KEY || event.key === null) renderLobbyStorage();
  });
}
