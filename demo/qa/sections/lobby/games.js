// The Casino section's game controls: the next round's outcome and the catalogue counts
// (GET / PUT /sandbox/api/games), and free-spin grants (POST / DELETE /sandbox/api/free-spins).

import { bag } from '../../lib/runtime.js';
import { asList, control } from '../../lib/control.js';
import { $, announce, h, html, setText, showError } from '../../lib/dom.js';
import { AMOUNT_PATTERN, showFailure } from '../../lib/forms.js';
import { SLOW_POLL_MS, pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { forceForm, onForce } from './force-form.js';

/** The "Next round's outcome" and "Free spins" panels. */
export const gamePanels = () => html`
      <article class="qa-panel" aria-labelledby="lobby-round-title">
        <h3 id="lobby-round-title">Next round's outcome</h3>
        <p class="qa-muted">
          <code dir="ltr">PUT /sandbox/api/games {"next_multiplier"}</code>: the next round of any game session wins
          bet × this, once; then random again.
        </p>
        <div class="qa-toolbar" role="group" aria-labelledby="lobby-round-title" id="lobby-multipliers"></div>
        <p class="qa-muted" id="lobby-round-state" role="status"></p>
        <p id="lobby-round-error" class="qa-error" role="alert" hidden></p>
        ${forceForm(
          'lobby-crash-form',
          html`
          <label class="qa-field">
            <span>Next crash point (crash games: <code dir="ltr">next_crash_point</code>, 1.00–1000)</span>
            <input name="point" id="lobby-crash-point" inputmode="decimal" autocomplete="off" dir="ltr" placeholder="2.50" />
          </label>`,
        )}
        <details class="qa-attrs">
          <summary>Catalogue per server provider <span class="qa-muted" id="lobby-counts-total"></span></summary>
          <table class="qa-table">
            <caption class="qa-visually-hidden">Games per server provider name (GET /sandbox/api/games)</caption>
            <thead><tr><th scope="col">provider</th><th scope="col" class="qa-num">games</th></tr></thead>
            <tbody id="lobby-counts"></tbody>
          </table>
        </details>
      </article>

      <article class="qa-panel" aria-labelledby="lobby-fs-title">
        <h3 id="lobby-fs-title">Free spins</h3>
        <p class="qa-muted">
          <code dir="ltr">POST /sandbox/api/free-spins</code> grants (replacing the player's unfinished grants),
          <code dir="ltr">DELETE</code> ends them. This page's lobby reads its free-spin info again afterwards.
        </p>
        <form id="lobby-fs-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span>Username</span>
              <input name="username" list="notify-usernames" required value="demo" autocomplete="off" spellcheck="false" dir="ltr" />
            </label>
            <label class="qa-field">
              <span>Provider</span>
              <input name="provider" required value="pgsoft" autocomplete="off" spellcheck="false" dir="ltr" />
            </label>
            <label class="qa-field">
              <span>Game id <span class="qa-muted" id="lobby-fs-game-name"></span></span>
              <input name="game_id" id="lobby-fs-game" required autocomplete="off" spellcheck="false" dir="ltr" />
            </label>
          </div>
          <div class="qa-row">
            <label class="qa-field">
              <span>Spins</span>
              <input name="count" type="number" min="1" max="1000" step="1" value="10" inputmode="numeric" dir="ltr" />
            </label>
            <label class="qa-field">
              <span>Bet (TND)</span>
              <input name="bet_amount" value="1.00" inputmode="decimal" autocomplete="off" dir="ltr" />
            </label>
          </div>
          <p id="lobby-fs-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button" value="grant">Grant</button>
            <button type="submit" class="qa-button qa-button--ghost" value="end">End the player's free spins</button>
          </div>
        </form>
        <pre class="qa-pre" id="lobby-fs-result" dir="ltr" hidden></pre>
      </article>
`;

const MULTIPLIERS = [0, 0.5, 2, 5, 20];
/** The seeded free-spin game of `demo` (docs/api.md §6), looked up by name in pgsoft's list. */
const FREE_SPIN_GAME = { provider: 'pgsoft', name: 'Fortune Tiger' };

/** GET /sandbox/api/games. */
let gameControl = null;

// Next round's outcome and the catalogue counts (GET / PUT /sandbox/api/games) -----------------------------

function renderGameControl() {
  const current = gameControl ? gameControl.next_multiplier : undefined;
  for (const button of $('lobby-multipliers').querySelectorAll('button')) {
    const value = button.dataset.multiplier === 'none' ? null : Number(button.dataset.multiplier);
    button.setAttribute('aria-pressed', String(gameControl !== null && value === current));
  }
  setText(
    $('lobby-round-state'),
    !gameControl ? 'Not loaded.' : current === null ? 'Nothing forced: the next round is random.' : `Forced: the next round pays ${current}× the bet (once).`,
  );
  const crash = gameControl?.next_crash_point ?? null;
  if (gameControl) setText($('lobby-round-state'), `${$('lobby-round-state').textContent} Crash games: ${crash === null ? 'random crash point' : `the next round crashes at ${crash}×`}.`);
  const counts = Object.entries(gameControl?.counts ?? {});
  setText($('lobby-counts-total'), counts.length ? `(${counts.reduce((sum, [, n]) => sum + Number(n), 0).toLocaleString('en')} games)` : '');
  $('lobby-counts').replaceChildren(
    ...counts.map(([provider, n]) => h('tr', {}, h('td', { dir: 'ltr', text: provider }), h('td.qa-num', { text: String(n) }))),
  );
}

export async function loadGameControl({ quiet = true } = {}) {
  try {
    gameControl = await control('GET', '/sandbox/api/games');
    showError($('lobby-round-error'), '');
  } catch (err) {
    showError($('lobby-round-error'), err.message);
    if (!quiet) announce(err.message, 'error');
  }
  renderGameControl();
}

async function forceMultiplier(value) {
  try {
    gameControl = await control('PUT', '/sandbox/api/games', { next_multiplier: value });
    showError($('lobby-round-error'), '');
    announce(value === null ? 'Nothing forced: the next game round is random.' : `The next game round pays ${value}× the bet.`, 'ok');
  } catch (err) {
    showFailure($('lobby-round-error'), err.message);
  }
  renderGameControl();
}

/** The next crash round's crash point (services/crash.ts; docs/qa.md "Game kinds"), or random again. */
function startCrashForm() {
  onForce($('lobby-crash-form'), async (random, data) => {
    const text = String(data.get('point') ?? '').trim().replace(',', '.');
    const point = random ? null : Number(text);
    if (point !== null && (!/^\d{1,4}(\.\d{1,2})?$/.test(text) || point < 1 || point > 1000)) {
      showFailure($('lobby-round-error'), 'Crash point: from 1.00 to 1000 with up to 2 decimals.');
      return;
    }
    try {
      gameControl = await control('PUT', '/sandbox/api/games', { next_crash_point: point });
      showError($('lobby-round-error'), '');
      announce(point === null ? 'The next crash round is random.' : `The next crash round crashes at ${point}×.`, 'ok');
    } catch (err) {
      showFailure($('lobby-round-error'), err.message);
    }
    renderGameControl();
  });
}

// Free spins ---------------------------------------------------------------------------------------------

/** Fills the game id with the real id of pgsoft's Fortune Tiger (the seeded grant's game). */
async function lookUpFreeSpinGame() {
  const input = $('lobby-fs-game');
  try {
    const page = await control('GET', `/api/integrations/hub/games/?provider=${FREE_SPIN_GAME.provider}&page_size=1000`);
    const game = asList(page, 'games').find((g) => g.name === FREE_SPIN_GAME.name);
    if (!game) throw new Error(`${FREE_SPIN_GAME.provider} has no game named ${FREE_SPIN_GAME.name}`);
    if (!input.value) input.value = game.game_id;
    setText($('lobby-fs-game-name'), `(${game.name}${game.has_free_spins ? '' : ', no free spins'})`);
  } catch (err) {
    setText($('lobby-fs-game-name'), `(${FREE_SPIN_GAME.name} not found: ${err.message})`);
  }
}

/** The lobby store of this page, when the bundle has one, reads its free-spin info again. */
function reloadLobbyFreeSpins() {
  const store = bag()?.slots;
  const reload = store?.loadFreeSpinInfo;
  if (typeof reload !== 'function') return false;
  void reload();
  return true;
}

function readFreeSpinForm(form) {
  const data = new FormData(form);
  const errors = [];
  const body = {};
  for (const name of ['username', 'provider', 'game_id']) {
    body[name] = String(data.get(name) ?? '').trim();
    if (!body[name]) errors.push({ name, message: `${name} is required.` });
  }
  const count = Number(String(data.get('count') ?? '').trim() || '10');
  if (!Number.isInteger(count) || count < 1 || count > 1000) errors.push({ name: 'count', message: 'Spins: a whole number from 1 to 1000.' });
  body.count = count;
  const bet = String(data.get('bet_amount') ?? '').trim().replace(',', '.') || '1.00';
  if (!AMOUNT_PATTERN.test(bet) || Number(bet) <= 0) errors.push({ name: 'bet_amount', message: 'Bet: an amount above 0 with up to 2 decimals.' });
  body.bet_amount = bet;
  return { body, errors };
}

function startFreeSpinForm() {
  const form = $('lobby-fs-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const end = event.submitter?.value === 'end';
    const { body, errors } = readFreeSpinForm(form);
    const relevant = end ? errors.filter((e) => e.name === 'username') : errors;
    for (const field of form.querySelectorAll('input')) field.setAttribute('aria-invalid', String(relevant.some((e) => e.name === field.name)));
    if (relevant.length) {
      const message = relevant.map((e) => e.message).join(' ');
      showFailure($('lobby-fs-error'), message);
      form.elements.namedItem(relevant[0].name)?.focus();
      return;
    }
    const buttons = [...form.querySelectorAll('button')];
    for (const b of buttons) b.disabled = true;
    try {
      const result = end
        ? await control('DELETE', `/sandbox/api/free-spins?username=${encodeURIComponent(body.username)}`)
        : await control('POST', '/sandbox/api/free-spins', body);
      showError($('lobby-fs-error'), '');
      const out = $('lobby-fs-result');
      out.textContent = JSON.stringify(result, null, 2);
      out.hidden = false;
      const reloaded = reloadLobbyFreeSpins();
      announce(
        (end ? `${body.username}: free spins ended (${result?.ended ?? 0}).` : `${body.username}: ${body.count} free spins on ${body.provider} ${body.game_id} at ${body.bet_amount}.`) +
          (reloaded ? ' The lobby read its free-spin info again.' : ''),
        'ok',
      );
    } catch (err) {
      showFailure($('lobby-fs-error'), err.message);
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  });
  void lookUpFreeSpinGame();
}

export function startGames() {
  $('lobby-multipliers').replaceChildren(
    ...[...MULTIPLIERS, null].map((m) =>
      h('button.qa-toggle.qa-button--small', {
        type: 'button',
        'aria-pressed': 'false',
        dataset: { multiplier: m === null ? 'none' : String(m) },
        text: m === null ? 'none (random)' : `${m}×`,
        onclick: () => forceMultiplier(m),
      }),
    ),
  );
  startFreeSpinForm();
  startCrashForm();
  // A round played inside the game's frame uses the forced outcome up without any event out here: follow it.
  pollWhileVisible(() => loadGameControl(), SLOW_POLL_MS);
  onSandboxReset(() => loadGameControl());
}
