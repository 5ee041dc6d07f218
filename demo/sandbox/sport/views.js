// The pieces both sportsbook pages draw: odds buttons, event rows and markets, the bet slip, the
// balance, the provider-down and loading states. Plain DOM (dom.js), re-drawn on every change.
import { fill, h, ltr, named } from './dom.js';
import { hasMovedOdds, potentialWin, slipType, totalOdd, isPicked } from './slip.js';
import { oddsPolicy, quickStakes } from './slip-options.js';
import { clockText } from './live.js';

const locale = (lang) => (lang === 'ar' ? 'ar-TN' : lang === 'en' ? 'en-GB' : 'fr-FR');

export function kickoff(book, iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(book.lang()), { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}

export const dayOf = (book, iso) => new Intl.DateTimeFormat(locale(book.lang()), { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

export const matchName = (event) => `${event.home} – ${event.away}`;

/** The sport's clock (live.js) and score of a live event, kick-off of an upcoming one, final score of a finished one. */
export function eventClock(book, event) {
  const score = event.score ? ltr(`${event.score.home}:${event.score.away}`, 'score') : null;
  if (event.status === 'live') return h('span', { class: 'clock live' }, h('span', { class: 'live-dot', 'aria-hidden': 'true' }), event.clock ? clockText(book, event.clock) : book.t('minute', { minute: event.minute ?? 0 }), ' ', score);
  if (event.status === 'finished') return h('span', { class: 'clock' }, book.t('finished'), ' ', score);
  return h('time', { class: 'clock', datetime: event.start_time }, kickoff(book, event.start_time));
}

/**
 * Text only a screen reader reads. The odds buttons compose their name from their content ("Monaco à 1.85,
 * Monaco – Rennes") instead of an aria-label, so the name holds the odd the player sees (WCAG 2.5.3).
 */
export const srOnly = (text) => h('span', { class: 'sr-only' }, text);

/** `odd_label` around its odd: what a screen reader hears before and after the price. */
function oddName(book, outcome, event) {
  const [before, after = ''] = book.t('odd_label', { outcome: outcome.name, event: matchName(event), odd: '\u0000' }).split('\u0000');
  return { before, after };
}

/**
 * A live market that takes no bets now (docs/api.md "Sportsbook" §5): suspended a few seconds after a
 * goal, closed once decided or in the final minutes. Its buttons say so in place of the odd.
 */
const marketState = (market) => (market.status === 'suspended' || market.status === 'closed' ? market.status : null);

/** A suspended or closed outcome: a disabled button named "{outcome} ({state}), {event}". */
function stateButton(book, event, market, outcome, state, label) {
  const word = book.t(`state_${state}`);
  return h(
    'button',
    { type: 'button', class: `odd state-${state}`, 'aria-pressed': 'false', 'data-key': `odd-${outcome.id}`, disabled: true },
    label === false ? null : h('span', { class: 'outcome', 'aria-hidden': 'true' }, named(label ?? outcome.name)),
    h('span', { class: 'price', 'aria-hidden': 'true' }, word),
    srOnly(book.t('odd_state_label', { outcome: outcome.name, event: matchName(event), state: word })),
  );
}

/** One odd: a real toggle button, its odd an LTR island; blocked outcomes cannot be pressed. */
export function oddButton(book, event, market, outcome, { format, label } = {}) {
  const state = event.status === 'live' ? marketState(market) : null;
  if (state) return stateButton(book, event, market, outcome, state, label);
  const picked = isPicked(book.state.slip, outcome.id);
  const blocked = market.blocked || outcome.blocked || event.status === 'finished';
  const odd = book.odd(outcome.odd, format);
  const name = oddName(book, outcome, event);
  const move = blocked ? undefined : book.moves?.get(outcome.id);
  return h(
    'button',
    {
      type: 'button',
      class: `odd${picked ? ' picked' : ''}${move ? ` ${move}` : ''}`,
      'aria-pressed': picked ? 'true' : 'false',
      'data-key': `odd-${outcome.id}`,
      disabled: blocked,
      onclick: () => book.pick(event, market, outcome),
    },
    label === false ? null : h('span', { class: 'outcome', 'aria-hidden': 'true' }, named(label ?? outcome.name)),
    srOnly(name.before),
    ltr(blocked ? '—' : odd, 'price'),
    move ? h('span', { class: 'move', 'aria-hidden': 'true' }, move === 'up' ? '▲' : '▼') : null,
    srOnly(name.after),
  );
}

/** The short label of a 1X2 outcome: 1, X, 2 (sports without a draw have two outcomes: 1, 2). */
export const x12Label = (market, i) => (market.outcomes.length === 3 ? ['1', 'X', '2'] : ['1', '2'])[i] ?? market.outcomes[i].name;

export const marketOf = (event, kind) => event.markets?.find((m) => m.kind === kind);

/** A market's outcomes in a row, with its name as the group's label. */
export function marketBlock(book, event, market, options) {
  const id = `m-${market.id}`;
  return h(
    'div',
    { class: 'market', role: 'group', 'aria-labelledby': id },
    h('span', { class: 'market-name', id }, named(market.name)),
    h('div', { class: 'outcomes' }, market.outcomes.map((o) => oddButton(book, event, market, o, options))),
  );
}

/** The player's balance, or the guest's sign-in button. */
export function account(book) {
  const { session } = book.state;
  if (book.guest()) return h('div', { class: 'account' }, h('button', { type: 'button', class: 'secondary', 'data-key': 'login', onclick: () => book.action('login') }, book.t('login')));
  return h(
    'div',
    { class: 'account' },
    h('span', { class: 'balance' }, book.t('balance'), ' ', ltr(book.money(session.balance), 'amount')),
    session.bonus_balance && session.bonus_balance !== '0.00' ? h('span', { class: 'bonus' }, book.t('bonus'), ' ', ltr(book.money(session.bonus_balance), 'amount')) : null,
  );
}

const NOTICE_ACTIONS = { deposit: 'deposit', login: 'login', accept: 'accept_odds', retry: 'retry' };

/** The bet slip's body (its live region, #slip-status, is the page's and stays, so results are read out). */
export function slipBody(book, { format } = {}) {
  const { slip, busy, notice } = book.state;
  const currency = book.currency();
  const rows = slip.selections.map((s) =>
    h(
      'li',
      { class: `pick${s.refused ? ' refused' : ''}${s.was ? ' moved' : ''}` },
      h('span', { class: 'pick-event' }, s.event_name),
      h('span', { class: 'pick-market' }, named(s.market_name), ' · ', named(s.outcome_name)),
      h('span', { class: 'pick-odd' }, ltr(book.odd(s.odd, format)), s.was ? h('small', {}, ' ', book.t('odd_was', { odd: book.odd(s.was, format) })) : null),
      h('button', { type: 'button', class: 'remove', 'data-key': `rm-${s.outcome_id}`, 'aria-label': book.t('remove', { name: `${s.outcome_name}, ${s.event_name}` }), onclick: () => book.remove(s.outcome_id) }, '×'),
    ),
  );
  const win = potentialWin(slip);
  const action = notice?.action && NOTICE_ACTIONS[notice.action];
  return [
    slip.selections.length
      ? [
          h('p', { class: 'slip-type' }, book.t(slipType(slip))),
          h('ul', { class: 'picks' }, rows),
          h('p', { class: 'slip-line' }, h('span', {}, book.t('total_odd')), ltr(book.odd(totalOdd(slip), format), 'strong')),
          h(
            'p',
            { class: 'stake' },
            h('label', { for: `stake-${book.provider}` }, book.t('stake', { currency })),
            h('input', {
              id: `stake-${book.provider}`,
              'data-key': 'stake',
              inputmode: 'decimal',
              autocomplete: 'off',
              dir: 'ltr',
              value: slip.stake,
              oninput: (e) => {
                book.setStake(e.target.value);
                const out = document.getElementById('potential-win');
                const next = potentialWin(book.state.slip);
                if (out) out.textContent = next === null ? '—' : book.money(next);
              },
            }),
          ),
          quickStakes(book),
          h('p', { class: 'slip-line' }, h('span', {}, book.t('potential_win')), h('bdi', { dir: 'ltr', id: 'potential-win', class: 'strong' }, win === null ? '—' : book.money(win))),
          h(
            'div',
            { class: 'slip-actions' },
            h('button', { type: 'button', class: 'place', 'data-key': 'place', disabled: busy || hasMovedOdds(slip), onclick: () => book.place() }, book.t('place')),
            h('button', { type: 'button', class: 'secondary', 'data-key': 'clear', disabled: busy, onclick: () => book.clear() }, book.t('clear')),
          ),
          oddsPolicy(book),
        ]
      : h('p', { class: 'hint' }, book.t('slip_hint')),
    action ? h('p', { class: 'notice-action' }, h('button', { type: 'button', class: notice.action === 'accept' ? '' : 'secondary', 'data-key': `action-${notice.action}`, onclick: () => book.action(notice.action) }, book.t(action))) : null,
  ];
}

/** Keeps the slip's live region in step with the notice (set only on change, so it is read once). */
export function slipStatus(book, el) {
  const { notice } = book.state;
  // The status is plain text (a live region): in Arabic its codes and amounts are isolated with FSI…PDI,
  // the text form of an LTR island, so "DGT-A2A9297E" and "2.00 TND" are not reordered.
  const vars = notice?.vars && book.lang() === 'ar' ? Object.fromEntries(Object.entries(notice.vars).map(([k, v]) => [k, `\u2068${v}\u2069`])) : notice?.vars;
  const text = notice ? book.t(notice.key, vars) : '';
  if (el.textContent !== text) el.textContent = text;
  el.className = `slip-status ${notice?.kind ?? ''}`;
}

/** The slip panel (a heading, the body and the status region) drawn into `panel`. */
export function drawSlip(book, panel, options) {
  let body = panel.querySelector('.slip-body');
  let status = panel.querySelector('.slip-status');
  if (!body) {
    body = h('div', { class: 'slip-body' });
    status = h('p', { class: 'slip-status', role: 'status', 'aria-live': 'polite', tabindex: '-1' });
    panel.append(h('h2', { class: 'slip-title', id: `slip-title-${book.provider}` }), status, body);
    panel.setAttribute('aria-labelledby', `slip-title-${book.provider}`);
  }
  panel.querySelector('.slip-title').textContent = book.t('slip');
  fill(body, slipBody(book, options));
  slipStatus(book, status);
}

/**
 * On a phone the slip is at the end of the page (the frame has no fixed layer: the host sizes it), so the
 * header carries "Coupon (n)": it takes the focus to the slip, which brings it into view.
 */
export function slipJump(book, before) {
  if (book.guest()) return null;
  return h(
    'button',
    {
      type: 'button',
      class: 'slip-jump secondary',
      'data-key': 'slip-jump',
      onclick: () => {
        before?.();
        const title = document.querySelector('.slip-title');
        title?.setAttribute('tabindex', '-1');
        title?.focus();
      },
    },
    book.t('slip_open', { count: book.state.slip.selections.length }),
  );
}

export function downView(book, retry) {
  return h('div', { class: 'down', role: 'alert' }, h('p', {}, book.t('provider_down')), h('button', { type: 'button', 'data-key': 'retry-down', onclick: retry }, book.t('retry')));
}

export const loadingView = (book) => h('p', { class: 'loading', role: 'status' }, book.t('loading'));

export function failedView(book, retry) {
  return h('div', { class: 'down', role: 'alert' }, h('p', {}, book.t('network')), h('button', { type: 'button', 'data-key': 'retry-load', onclick: retry }, book.t('retry')));
}

/** This visit's tickets (the frame has no bearer for the player's full history: that is the profile's). */
export function ticketsView(book, refresh) {
  const { tickets } = book.state;
  return h(
    'div',
    { class: 'tickets' },
    h('p', { class: 'hint' }, book.t('history_note')),
    tickets.length
      ? [
          h('button', { type: 'button', class: 'secondary', 'data-key': 'refresh-tickets', onclick: refresh }, book.t('refresh')),
          h(
            'ul',
            { class: 'ticket-list' },
            tickets.map((t) =>
              h(
                'li',
                { class: `ticket status-${t.status}` },
                h('span', { class: 'ticket-code' }, book.t('ticket'), ' ', ltr(t.ticket_code)),
                h('span', {}, book.t(t.type ?? (t.selections?.length > 1 ? 'express' : 'single')), ' · ', ltr(book.money(t.amount_in, t.currency)), ' · ', ltr(book.odd(t.coef))),
                h('span', { class: 'ticket-status' }, book.t(`status_${t.status}`), t.amount_out && t.amount_out !== '0.00' ? [' · ', book.t('won'), ' ', ltr(book.money(t.amount_out, t.currency))] : null),
                t.status === 'Wait' && t.potential_win ? h('span', { class: 'ticket-potential' }, book.t('potential_win'), ' ', ltr(book.money(t.potential_win, t.currency))) : null,
                ticketLegs(book, t),
              ),
            ),
          ),
        ]
      : h('p', {}, book.t('history_empty')),
  );
}

/**
 * A ticket's selections, each with its own state once ticket/status has told it (docs/contracts/sportsbook.md
 * §2 "History"): a finished leg shows its score and won/lost while the ticket waits on the others.
 */
function ticketLegs(book, t) {
  return h(
    'ul',
    { class: 'ticket-legs' },
    (t.selections ?? []).map((s, i) => {
      const leg = t.legs?.[i];
      const state = leg && leg.status !== 'Wait' ? [book.t(`status_${leg.status}`), leg.result ? [' ', ltr(leg.result)] : null] : null;
      return h(
        'li',
        { class: `ticket-leg status-${leg?.status ?? 'Wait'}` },
        h('span', {}, s.event_name),
        h('span', { class: 'ticket-picks' }, named(s.market_name), ' · ', named(s.outcome_name), ' · ', ltr(book.odd(leg?.odd ?? s.odd))),
        state ? h('span', { class: 'ticket-status' }, state) : null,
      );
    }),
  );
}

/** Refreshes the visit's tickets' statuses (settlement happens on the provider's side). */
export async function refreshTickets(book) {
  const token = book.state.token;
  if (book.guest()) return;
  const updated = await Promise.all(
    book.state.tickets.map((t) => book.api.ticketStatus(token, t.ticket_id).then((s) => ({ ...t, ...s }), () => t)),
  );
  book.state.tickets = updated;
  book.render();
}
