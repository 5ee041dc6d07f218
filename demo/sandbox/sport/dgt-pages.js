// Provider two's pages (widgets/sportsbook/location.ts lists them). Each draws from what dgt.js
// loaded: the catalogue (live and upcoming), one event, or the results.
import { h, ltr } from './dom.js';
import { eventList } from './dgt-lists.js';
import { incidentList, marketGroups, scoreboard } from './live.js';
import { standings } from './standings.js';
import { dayOf, eventClock, kickoff, marketBlock, matchName, ticketsView, refreshTickets } from './views.js';

const DAY_MS = 24 * 3600_000;
const live = (ctx) => ctx.events.filter((e) => e.status === 'live');
const upcoming = (ctx) => ctx.events.filter((e) => e.status === 'upcoming');

function section(title, ...children) {
  return h('section', { class: 'block' }, h('h2', {}, title), children);
}

function Home(ctx) {
  const t = ctx.book.t;
  return [section(t('live'), eventList(ctx, live(ctx).slice(0, 6))), section(t('page_Upcoming'), eventList(ctx, upcoming(ctx).slice(0, 15)))];
}

const Upcoming = (ctx) => eventList(ctx, upcoming(ctx));
const Live = (ctx) => eventList(ctx, live(ctx));

function EventView(ctx) {
  const { book, event } = ctx;
  const back = h('button', { type: 'button', class: 'secondary back', 'data-key': 'back', onclick: () => ctx.go('Home') }, book.t('back'));
  // No such event (the book answered 404: finished and gone, or a wrong link): said so, not a skeleton.
  if (!event) return [back, h('p', { class: 'empty event-missing', role: 'status' }, book.t('event_not_found'))];
  // The scoreboard, the match's last events and its markets by group (live.js), redrawn on every read.
  return h(
    'div',
    { class: 'event-page' },
    back,
    h('h2', {}, matchName(event)),
    scoreboard(book, event, kickoff(book, event.start_time)),
    event.status === 'upcoming' ? null : incidentList(book, event),
    marketGroups(book, event, (m) => (m.kind === 'handicap' || m.kind === 'total' ? ctx.formatOf(m) : ctx.format)),
  );
}

function scoreTable(ctx, events) {
  const t = ctx.book.t;
  if (!events.length) return h('p', { class: 'empty' }, t('results_empty'));
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: 'grid' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('starts')), h('th', { scope: 'col' }, t('event')), h('th', { scope: 'col', class: 'num' }, t('finished')))),
      h('tbody', {}, events.map((e) => h('tr', {}, h('td', {}, kickoff(ctx.book, e.start_time)), h('td', {}, matchName(e), h('span', { class: 'line' }, ` ${e.tournament}`)), h('td', { class: 'num' }, e.score ? ltr(`${e.score.home}:${e.score.away}`, 'score') : '—')))),
    ),
  );
}

const Results = (ctx) => scoreTable(ctx, ctx.results ?? []);

/** The next twelve hours, every market open. */
function UpcomingDetails(ctx) {
  const soon = upcoming(ctx).filter((e) => new Date(e.start_time).getTime() - ctx.now < 12 * 3600_000);
  if (!soon.length) return h('p', { class: 'empty' }, ctx.book.t('no_events'));
  return soon.map((e) =>
    h('section', { class: 'card event-page' }, h('h2', { class: 'card-title' }, matchName(e), ' · ', eventClock(ctx.book, e)), h('div', { class: 'markets' }, e.markets.map((m) => marketBlock(ctx.book, e, m, { format: ctx.formatOf(m) })))),
  );
}

/** Seven days, one at a time. */
function Calendar(ctx) {
  const start = new Date(ctx.now);
  start.setHours(0, 0, 0, 0);
  const days = Array.from({ length: 7 }, (_, i) => start.getTime() + i * DAY_MS);
  const chosen = days[Math.min(ctx.ui.day ?? 0, 6)];
  const ofDay = upcoming(ctx).filter((e) => {
    const time = new Date(e.start_time).getTime();
    return time >= chosen && time < chosen + DAY_MS;
  });
  return [
    h(
      'div',
      { class: 'day-buttons', role: 'group', 'aria-label': ctx.book.t('page_Calendar') },
      days.map((day, i) => h('button', { type: 'button', class: 'secondary', 'aria-pressed': day === chosen ? 'true' : 'false', 'data-key': `day-${i}`, onclick: () => ctx.setUi({ day: i }) }, dayOf(ctx.book, new Date(day).toISOString()))),
    ),
    h('h2', { class: 'day' }, dayOf(ctx.book, new Date(chosen).toISOString())),
    eventList(ctx, ofDay),
  ];
}

/** Live matches side by side, each with every market. */
function MultiView(ctx) {
  const events = live(ctx);
  return [
    h('p', { class: 'hint' }, ctx.book.t('multiview_hint')),
    events.length
      ? h('div', { class: 'multi' }, events.map((e) => h('section', { class: 'card' }, h('h2', { class: 'card-title' }, matchName(e)), eventClock(ctx.book, e), e.markets.map((m) => marketBlock(ctx.book, e, m, { format: ctx.formatOf(m) })))))
      : h('p', { class: 'empty' }, ctx.book.t('no_events')),
  ];
}

function Overview(ctx) {
  const t = ctx.book.t;
  return [
    h('ul', { class: 'overview-counts' }, ctx.sports.map((s) => h('li', {}, h('button', { type: 'button', class: 'secondary', 'data-key': `ov-${s.slug}`, onclick: () => ctx.chooseSport(s.slug) }, `${s.name} `, ltr(String(s.count)))))),
    section(t('overview_live'), eventList(ctx, live(ctx).slice(0, 4))),
    section(t('overview_next'), eventList(ctx, upcoming(ctx).slice(0, 5))),
  ];
}

const BetsHistory = (ctx) => ticketsView(ctx.book, () => refreshTickets(ctx.book));

/** Each tournament as a group: its table from the finished events (standings.js). */
function GroupStage(ctx) {
  const t = ctx.book.t;
  const groups = standings([...ctx.events, ...(ctx.results ?? [])]);
  if (!groups.length) return h('p', { class: 'empty' }, t('no_events'));
  const cols = ['played', 'won_short', 'drawn_short', 'lost_short', 'points'];
  const keys = { played: 'played', won_short: 'won', drawn_short: 'drawn', lost_short: 'lost', points: 'points' };
  return h(
    'div',
    { class: 'multi' },
    groups.slice(0, 8).map(({ name, rows }) =>
      h(
        'section',
        { class: 'card' },
        h(
          'table',
          { class: 'grid' },
          h('caption', {}, t('group', { name })),
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('team')), cols.map((c) => h('th', { scope: 'col', class: 'num' }, t(c))))),
          h('tbody', {}, rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, r.team), cols.map((c) => h('td', { class: 'num' }, ltr(String(r[keys[c]]))))))),
        ),
      ),
    ),
  );
}

/** The mobile view's sports page: pick one, see its matches. */
function Sport(ctx) {
  return h(
    'ul',
    { class: 'sport-list' },
    ctx.sports.map((s) => h('li', {}, h('button', { type: 'button', class: 'sport', 'data-key': `sp-${s.slug}`, onclick: () => ctx.chooseSport(s.slug) }, h('span', {}, s.name), h('span', { class: 'count' }, String(s.count))))),
  );
}

export const PAGES = { Home, Upcoming, EventView, Results, UpcomingDetails, Calendar, MultiView, Overview, BetsHistory, GroupStage, Live, Sport };
/** What each page reads: the catalogue, one event, the results. */
export const NEEDS = { EventView: ['event', 'catalogue'], Results: ['results'], GroupStage: ['catalogue', 'results'], BetsHistory: [] };
export const needsOf = (page) => NEEDS[page] ?? ['catalogue'];
