// Provider two's event lists, one look per view (as the real provider's: the European view is not the
// African one):
// eu a decimal list beside a sidebar, af a compact 1X2 grid table, as a handicap/total table in Hong Kong
// odds, m and la cards, es the European list on esports only.
import { h } from './dom.js';
import { eventClock, marketOf, matchName, oddButton, srOnly, x12Label } from './views.js';

/** The event's name as a button to its EventView page (every market). */
function eventLink(ctx, event) {
  return h('button', { type: 'button', class: 'teams-link', 'data-key': `ev-${event.id}`, onclick: () => ctx.go('EventView', event.id) }, matchName(event));
}

function moreButton(ctx, event) {
  return h(
    'button',
    { type: 'button', class: 'secondary more', 'data-key': `more-${event.id}`, onclick: () => ctx.go('EventView', event.id) },
    h('bdi', { dir: 'ltr', 'aria-hidden': 'true' }, `+${event.markets.length}`),
    srOnly(`${ctx.book.t('all_markets', { count: event.markets.length })} — ${matchName(event)}`),
  );
}

function x12Buttons(ctx, event) {
  const x12 = marketOf(event, '1x2');
  if (!x12) return null;
  return h('div', { class: 'market x12', role: 'group', 'aria-label': x12.name }, x12.outcomes.map((o, i) => oddButton(ctx.book, event, x12, o, { label: x12Label(x12, i), format: ctx.format })));
}

/** eu, es: rows of event, clock, 1X2 and a link to every market. */
function rows(ctx, events) {
  return h(
    'ul',
    { class: 'events' },
    events.map((e) => h('li', { class: `event ${e.status}` }, h('div', { class: 'event-head' }, eventLink(ctx, e), h('span', { class: 'clock-line' }, e.tournament, ' · ', eventClock(ctx.book, e))), h('div', { class: 'event-odds' }, x12Buttons(ctx, e), moreButton(ctx, e)))),
  );
}

/** af: one dense table, 1 X 2 and the total in columns. */
function africanGrid(ctx, events) {
  const t = ctx.book.t;
  const cell = (event, market, i) => {
    const outcome = market?.outcomes[i];
    return h('td', { class: 'num' }, outcome ? oddButton(ctx.book, event, market, outcome, { label: false, format: ctx.format }) : '—');
  };
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: 'grid' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('starts')), h('th', { scope: 'col' }, t('event')), ['1', 'X', '2'].map((x) => h('th', { scope: 'col', class: 'num' }, x)), h('th', { scope: 'col', class: 'num' }, `${t('total')} +`), h('th', { scope: 'col', class: 'num' }, `${t('total')} −`), h('th', { scope: 'col', class: 'num' }, t('markets')))),
      h(
        'tbody',
        {},
        events.map((e) => {
          const x12 = marketOf(e, '1x2');
          const total = marketOf(e, 'total');
          const cells = x12?.outcomes.length === 3 ? [0, 1, 2].map((i) => cell(e, x12, i)) : [cell(e, x12, 0), h('td', { class: 'num' }, '—'), cell(e, x12, 1)];
          return h('tr', {}, h('td', {}, eventClock(ctx.book, e)), h('td', {}, eventLink(ctx, e)), cells, cell(e, total, 0), cell(e, total, 1), h('td', { class: 'num' }, moreButton(ctx, e)));
        }),
      ),
    ),
  );
}

/** as: the handicap and the total first, in Hong Kong odds, the 1X2 after them. */
function asianTable(ctx, events) {
  const t = ctx.book.t;
  const pair = (event, market) =>
    h('td', {}, market ? h('div', { class: 'outcomes', role: 'group', 'aria-label': market.name }, market.outcomes.map((o) => oddButton(ctx.book, event, market, o, { format: 'hongkong' }))) : '—');
  return [
    h('p', { class: 'hint' }, t('hk_odds')),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { class: 'grid' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('event')), h('th', { scope: 'col' }, t('handicap')), h('th', { scope: 'col' }, t('total')), h('th', { scope: 'col' }, '1X2'))),
        h('tbody', {}, events.map((e) => h('tr', {}, h('td', {}, eventLink(ctx, e), h('span', { class: 'line' }, eventClock(ctx.book, e))), pair(e, marketOf(e, 'handicap')), pair(e, marketOf(e, 'total')), h('td', {}, x12Buttons(ctx, e))))),
      ),
    ),
  ];
}

/** m, la: a card per event. */
function cards(ctx, events) {
  return h(
    'ul',
    { class: 'events' },
    events.map((e) => h('li', { class: `event card ${e.status}` }, h('div', { class: 'event-head' }, h('span', { class: 'clock-line' }, e.sport_name, ' · ', e.tournament), eventLink(ctx, e), eventClock(ctx.book, e)), h('div', { class: 'event-odds' }, x12Buttons(ctx, e), moreButton(ctx, e)))),
  );
}

const LISTS = { eu: rows, es: rows, af: africanGrid, as: asianTable, m: cards, la: cards };

/** The view's list of `events`, or the empty state. */
export function eventList(ctx, events) {
  if (!events.length) return h('p', { class: 'empty' }, ctx.book.t('no_events'));
  return LISTS[ctx.view](ctx, events);
}
