// The Casino section's "Live tables and virtual sports" panel: the next round's result of one kind of
// table (PUT /sandbox/api/games/table-result; docs/qa.md "Game kinds", docs/api.md "Live tables and
// virtual sports").

import { control } from '../../lib/control.js';
import { $, announce, html, setText, showError } from '../../lib/dom.js';
import { showFailure } from '../../lib/forms.js';
import { forceForm, onForce } from './force-form.js';

/** Each kind and what it takes, as the server checks it (routes/table-games.ts). */
const KINDS = {
  roulette: 'a number 0–36',
  wheel: '1, 2, 5, 10, 20 or 40',
  dice: 'three dice, e.g. 3-3-3',
  baccarat: 'player, banker or tie',
  blackjack: 'blackjack, win, push or lose',
  cards: 'player, dealer or tie',
  virtual: "a race's runner index (0 = n° 1) or home, draw, away",
};

export const tablePanel = () => html`
      <article class="qa-panel" aria-labelledby="lobby-table-title">
        <h3 id="lobby-table-title">Live tables and virtual sports</h3>
        <p class="qa-muted">
          <code dir="ltr">PUT /sandbox/api/games/table-result</code>: the next round of that kind of table gives
          this result, once; another kind's round leaves it waiting.
        </p>
        ${forceForm(
          'lobby-table-form',
          html`
          <div class="qa-row">
            <label class="qa-field">
              <span>Table</span>
              <select name="kind" id="lobby-table-kind"></select>
            </label>
            <label class="qa-field">
              <span>Result <span class="qa-muted" id="lobby-table-hint"></span></span>
              <input name="result" id="lobby-table-result" autocomplete="off" spellcheck="false" dir="ltr" placeholder="17" />
            </label>
          </div>`,
        )}
        <p class="qa-muted" id="lobby-table-state" role="status">Nothing forced.</p>
        <p id="lobby-table-error" class="qa-error" role="alert" hidden></p>
      </article>
`;

export function startTables() {
  const form = $('lobby-table-form');
  const select = $('lobby-table-kind');
  select.append(...Object.keys(KINDS).map((kind) => new Option(kind, kind)));
  const hint = () => setText($('lobby-table-hint'), `(${KINDS[select.value]})`);
  select.addEventListener('change', hint);
  hint();
  onForce(form, async (random, data) => {
    const kind = String(data.get('kind'));
    const result = String(data.get('result') ?? '').trim();
    const next = random ? null : { kind, result };
    if (next && !result) {
      showFailure($('lobby-table-error'), `Result: ${KINDS[kind]}.`);
      return;
    }
    try {
      await control('PUT', '/sandbox/api/games/table-result', { next });
      showError($('lobby-table-error'), '');
      const said = next ? `The next ${kind} round gives ${result}.` : 'Nothing forced: every table draws.';
      setText($('lobby-table-state'), said);
      announce(said, 'ok');
    } catch (err) {
      showFailure($('lobby-table-error'), err.message);
    }
  });
}
