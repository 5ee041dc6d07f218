// The Sport section's events: GET /sandbox/api/sport/events?provider= (every event of a provider with its
// markets and current odds), polled while visible, and per event QA's moves: finish it now with a score
// or void (POST …/events/{id}/result: its tickets settle), move its odds (POST …/odds/move with event_id;
// the next bet with the old odds gets coefs_changed), block or unblock one market (POST
// …/markets/{id}/block: a bet on it gets error_block_bet_data). Rows and market lines are updated in
// place, so a score being typed and the keyboard focus survive each poll.

import { asList, control } from '../../lib/control.js';
import { $, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { showFailure } from '../../lib/forms.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { pressInline } from '../profile/press.js';
import { openEvent } from './element.js';
import { showProviders, whenSwitched } from './providers.js';

export const SPORT_POLL_MS = 3000;

const STATUS_KIND = { live: 'warn', upcoming: 'info', finished: 'success' };

export const eventsPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="sport-events-panel-title">
        <h3 id="sport-events-panel-title">Events <span class="qa-muted">(GET /sandbox/api/sport/events)</span></h3>
        <p class="qa-muted">
          A provider's events, soonest first, with their markets and odds as the frames get them. A result
          finishes the event now and settles its tickets (Winner credited once, Loser, Voided refunds).
          Moving odds multiplies them by the factor: a slip built before the move is refused with
          <code dir="ltr">409 coefs_changed</code> and shows the new odds. A blocked market is refused with
          <code dir="ltr">409 error_block_bet_data</code>.
        </p>
        <div class="qa-toolbar" role="group" aria-label="Events filter">
          <label class="qa-field qa-field--inline">
            <span>Provider</span>
            <select id="sport-events-provider"><option value="sft">sft (Softion)</option><option value="dgt">dgt (Digitain)</option></select>
          </label>
          <label class="qa-field qa-field--inline">
            <span>Status</span>
            <select id="sport-events-status">
              <option value="">all</option><option value="live">live</option><option value="upcoming">upcoming</option><option value="finished">finished</option>
            </select>
          </label>
          <button type="button" id="sport-events-reload" class="qa-button qa-button--ghost qa-button--small">Reload</button>
          <span class="qa-muted" id="sport-events-count" aria-live="off"></span>
        </div>
        <form id="sport-odds-form" class="qa-toolbar" aria-label="Odds movement" novalidate>
          <label class="qa-field qa-field--inline">
            <span>Odds factor</span>
            <input name="factor" id="sport-odds-factor" inputmode="decimal" value="1.10" size="5" autocomplete="off" dir="ltr" aria-describedby="sport-odds-hint" />
          </label>
          <small id="sport-odds-hint" class="qa-muted">Used by “Move odds” on a row and here (e.g. 1.10 up, 0.90 down).</small>
          <button type="submit" class="qa-button qa-button--small">Move every event's odds</button>
          <p id="sport-odds-error" class="qa-error" role="alert" hidden></p>
        </form>
        <p id="sport-events-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll qa-scroll--tall" tabindex="0" role="region" aria-labelledby="sport-events-caption">
          <table class="qa-table">
            <caption id="sport-events-caption" class="qa-visually-hidden">Events of the provider, soonest first</caption>
            <thead>
              <tr>
                <th scope="col">event</th><th scope="col">starts</th><th scope="col">status</th><th scope="col">minute</th>
                <th scope="col">score</th><th scope="col">markets</th><th scope="col">actions</th>
              </tr>
            </thead>
            <tbody id="sport-events"></tbody>
          </table>
        </div>
        <p class="qa-muted qa-empty" id="sport-events-empty" hidden>No event with this status.</p>
      </article>
`;

const rows = new Map();
let refreshNow = () => {};

/** The factor field, checked: a positive number (a comma is the decimal point), else an error. */
function readFactor() {
  const input = $('sport-odds-factor');
  const factor = Number(input.value.trim().replace(',', '.'));
  const ok = Number.isFinite(factor) && factor > 0 && factor <= 100;
  input.setAttribute('aria-invalid', String(!ok));
  return ok ? factor : null;
}

const eventName = (e) => `${e.home ?? '?'} – ${e.away ?? '?'}`;
/** A control's accessible name: the match and its id (two events can be the same match on other days). */
const labelOf = (e) => `${eventName(e)} (${e.id})`;
const scoreText = (e) => (e.score ? `${e.score.home}:${e.score.away}` : '—');
const minuteText = (e) => (e.status === 'live' && e.minute !== null && e.minute !== undefined ? `${e.minute}'` : '—');

function outcomesText(market) {
  return asList(market.outcomes)
    .map((o) => `${o.name} ${o.odd}${o.blocked ? ' (blocked)' : ''}`)
    .join(' · ');
}

/** One market line: its name, odds, blocked tag and the block/unblock button, updated in place. */
function marketLine(event, market) {
  const error = h('p.qa-error', { role: 'alert', hidden: true });
  const tag = h('span.qa-tag', { dataset: { kind: 'error' }, text: 'blocked' });
  const odds = h('span', { dir: 'ltr' });
  const button = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button' });
  const line = { li: h('li', { dataset: { market: market.id } }, h('strong', { text: market.name }), ' ', tag, ' ', odds, ' ', button, error), market };
  button.addEventListener('click', async () => {
    const blocked = !line.market.blocked;
    const r = await pressInline(button, error, () => control('POST', `/sandbox/api/sport/markets/${encodeURIComponent(line.market.id)}/block`, { blocked }), () =>
      `Market ${line.market.name} of ${eventName(event)} ${blocked ? 'blocked: bets on it get error_block_bet_data' : 'open again'}.`,
    );
    if (r !== undefined) line.update({ ...line.market, blocked });
    refreshNow();
  });
  line.update = (m) => {
    line.market = m;
    tag.hidden = !m.blocked;
    setText(odds, outcomesText(m));
    setText(button, m.blocked ? 'Unblock' : 'Block');
    button.setAttribute('aria-label', `${m.blocked ? 'Unblock' : 'Block'} market ${m.name} of ${labelOf(event)}`);
  };
  line.update(market);
  return line;
}

function updateMarkets(row, event) {
  const markets = asList(event.markets);
  const ids = new Set(markets.map((m) => m.id));
  for (const [id, line] of row.markets) if (!ids.has(id)) (line.li.remove(), row.markets.delete(id));
  markets.forEach((m, i) => {
    let line = row.markets.get(m.id);
    if (!line) {
      line = marketLine(event, m);
      row.markets.set(m.id, line);
    } else line.update(m);
    if (row.marketList.children[i] !== line.li) row.marketList.insertBefore(line.li, row.marketList.children[i] ?? null);
  });
  const blocked = markets.filter((m) => m.blocked).length;
  setText(row.marketSummary, `${markets.length} market${markets.length === 1 ? '' : 's'}${blocked ? `, ${blocked} blocked` : ''}`);
}

function actions(event) {
  const name = eventName(event);
  const label = labelOf(event);
  const error = h('p.qa-error', { role: 'alert', hidden: true });
  const scoreInput = (side) =>
    h('input', { type: 'number', min: '0', max: '99', step: '1', inputmode: 'numeric', value: '1', size: '2', dir: 'ltr', 'aria-label': `${side} score of ${label}` });
  const home = scoreInput('Home');
  const away = scoreInput('Away');
  const finish = h('button.qa-button.qa-button--small', { type: 'button', text: 'Finish with this score', 'aria-label': `Finish ${label} with this score` });
  const voidIt = h('button.qa-button.qa-button--small.qa-button--danger', { type: 'button', text: 'Void', 'aria-label': `Void ${label}` });
  const minute = h('input', { type: 'number', min: '1', max: '90', step: '1', inputmode: 'numeric', value: '86', size: '2', dir: 'ltr', 'aria-label': `Minute of ${label}` });
  const clock = h('button.qa-button.qa-button--small', { type: 'button', text: 'Play at this minute', 'aria-label': `Play ${label} at this minute` });
  const move = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: 'Move odds', 'aria-label': `Move the odds of ${label}` });
  const open = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: 'Show in the element', 'aria-label': `Show ${label} in the element` });
  const settled = (r) => {
    const tickets = asList(r, 'tickets', 'settled');
    return tickets.length ? ` ${tickets.length} ticket(s) settled: ${tickets.map((t) => `${t.ticket_code ?? t.code ?? t.id} ${t.status}`).join(', ')}.` : ' No ticket to settle.';
  };
  const result = async (button, body, what) => {
    await pressInline(button, error, () => control('POST', `/sandbox/api/sport/events/${encodeURIComponent(event.id)}/result`, body), (r) => `${name} finished ${what}.${settled(r)}`);
    refreshNow();
  };
  finish.addEventListener('click', () => {
    const score = [home, away].map((input) => Number(input.value));
    const bad = [home, away].find((input, i) => !Number.isInteger(score[i]) || score[i] < 0 || input.value.trim() === '');
    for (const input of [home, away]) input.setAttribute('aria-invalid', String(input === bad));
    if (bad) {
      showFailure(error, `A score is two whole numbers from 0 (e.g. 2 and 1) for ${name}.`);
      bad.focus();
      return;
    }
    void result(finish, { home: score[0], away: score[1] }, `${score[0]}:${score[1]}`);
  });
  voidIt.addEventListener('click', () => result(voidIt, { void: true }, 'void'));
  // The match clock (docs/api.md "Sportsbook" §6): from minute 86 every market is closed (final minutes).
  clock.addEventListener('click', async () => {
    const value = Number(minute.value);
    const bad = !Number.isInteger(value) || value < 1 || value > 90 || minute.value.trim() === '';
    minute.setAttribute('aria-invalid', String(bad));
    if (bad) {
      showFailure(error, `A minute is a whole number from 1 to 90 (e.g. 86) for ${name}.`);
      minute.focus();
      return;
    }
    await pressInline(clock, error, () => control('POST', `/sandbox/api/sport/events/${encodeURIComponent(event.id)}/minute`, { minute: value }), (r) =>
      `${name} is live at minute ${r?.minute ?? value}${r?.score ? `, ${r.score.home}:${r.score.away}` : ''}.`,
    );
    refreshNow();
  });
  move.addEventListener('click', async () => {
    const factor = readFactor();
    if (factor === null) return showFailure(error, 'The odds factor must be a number above 0 (e.g. 1.10).');
    await pressInline(move, error, () => control('POST', '/sandbox/api/sport/odds/move', { event_id: event.id, factor }), () =>
      `Odds of ${name} × ${factor}: a slip with the old odds now gets coefs_changed.`,
    );
    refreshNow();
  });
  open.addEventListener('click', () => {
    if (!openEvent(event.provider ?? $('sport-events-provider').value, event.id)) showFailure(error, 'The sportsbook element is not mounted (see the Element panel).');
  });
  return h(
    'details',
    {},
    h('summary', { text: 'Actions', 'aria-label': `Actions, ${label}` }),
    h('div.qa-actions', { role: 'group', 'aria-label': `Result of ${label}` }, h('label.qa-field.qa-field--inline', {}, h('span', { text: 'Home' }), home), h('label.qa-field.qa-field--inline', {}, h('span', { text: 'Away' }), away), finish, voidIt),
    h('div.qa-actions', { role: 'group', 'aria-label': `Match clock of ${label}` }, h('label.qa-field.qa-field--inline', {}, h('span', { text: 'Minute' }), minute), clock),
    h('div.qa-actions', { role: 'group', 'aria-label': `Odds and element, ${label}` }, move, open),
    error,
  );
}

function render(event) {
  let row = rows.get(event.id);
  if (!row) {
    const marketList = h('ul.qa-list', { 'aria-label': `Markets of ${labelOf(event)}` });
    const marketSummary = h('span');
    const cell = (key, props = {}) => h('td', { ...props, dataset: { key } });
    const tr = h(
      'tr',
      { dataset: { id: event.id } },
      h('th', { scope: 'row' }, h('span', { text: eventName(event) }), h('br'), h('small.qa-muted', { dir: 'ltr', dataset: { key: 'about' } })),
      cell('starts'),
      cell('status'),
      cell('minute', { dir: 'ltr' }),
      cell('score', { dir: 'ltr' }),
      h('td', {}, h('details', {}, h('summary', {}, marketSummary), marketList)),
      h('td', {}, actions(event)),
    );
    row = { tr, marketList, marketSummary, markets: new Map(), status: '' };
    rows.set(event.id, row);
  }
  const { tr } = row;
  setText(tr.querySelector('[data-key="about"]'), `${event.id} · ${event.sport_name ?? event.sport ?? ''} · ${event.category ?? ''} · ${event.tournament ?? ''}`);
  setText(tr.querySelector('td[data-key="starts"]'), dateTime(event.start_time));
  if (row.status !== event.status) {
    tr.querySelector('td[data-key="status"]').replaceChildren(h('span.qa-tag', { dataset: { kind: STATUS_KIND[event.status] ?? 'info' }, text: String(event.status) }));
    row.status = event.status;
  }
  setText(tr.querySelector('td[data-key="minute"]'), minuteText(event));
  setText(tr.querySelector('td[data-key="score"]'), scoreText(event));
  updateMarkets(row, event);
  return tr;
}

async function refresh() {
  const provider = $('sport-events-provider').value;
  const status = $('sport-events-status').value;
  let list;
  try {
    const answer = await control('GET', `/sandbox/api/sport/events?provider=${provider}`);
    list = asList(answer, 'events');
    void showProviders(answer?.providers);
    showError($('sport-events-error'), '');
  } catch (err) {
    showError($('sport-events-error'), err.message);
    $('sport-events-empty').hidden = true;
    setText($('sport-events-count'), '');
    // No control plane to say it (off, or failing): the providers are asked as their frames would.
    void showProviders(null);
    return;
  }
  const all = list;
  if (status) list = list.filter((e) => e.status === status);
  const body = $('sport-events');
  const ids = new Set(list.map((e) => e.id));
  for (const [id, row] of rows) if (!ids.has(id)) (row.tr.remove(), rows.delete(id));
  list.map(render).forEach((tr, i) => {
    if (body.children[i] !== tr) body.insertBefore(tr, body.children[i] ?? null);
  });
  $('sport-events-empty').hidden = list.length > 0;
  const live = all.filter((e) => e.status === 'live').length;
  setText($('sport-events-count'), `${all.length} event${all.length === 1 ? '' : 's'} of ${provider}, ${live} live${status ? `; ${list.length} ${status} shown` : ''}`);
}

function clearRows() {
  rows.clear();
  $('sport-events').replaceChildren();
}

export function startEvents() {
  for (const id of ['sport-events-provider', 'sport-events-status']) {
    $(id).addEventListener('change', () => {
      if (id === 'sport-events-provider') clearRows();
      refreshNow();
    });
  }
  $('sport-events-reload').addEventListener('click', () => refreshNow());
  const oddsForm = $('sport-odds-form');
  oddsForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const factor = readFactor();
    if (factor === null) {
      showFailure($('sport-odds-error'), 'The odds factor must be a number above 0 (e.g. 1.10).');
      $('sport-odds-factor').focus();
      return;
    }
    await pressInline(oddsForm.querySelector('[type="submit"]'), $('sport-odds-error'), () => control('POST', '/sandbox/api/sport/odds/move', { factor }), () =>
      `Every event's odds × ${factor}: slips with the old odds now get coefs_changed.`,
    );
    refreshNow();
  });
  refreshNow = pollWhileVisible(refresh, SPORT_POLL_MS);
  whenSwitched(() => refreshNow());
  onSandboxReset(async () => {
    clearRows();
    await refresh();
  });
}
