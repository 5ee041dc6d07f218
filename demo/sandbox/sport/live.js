// A live event as both books draw it (docs/api.md "Sportsbook" §5): the clock its sport reads (football's
// minute, tennis's set and games, basketball's quarter and time left), the scoreboard, the match's last
// events, and its markets in collapsible groups. Scores, clocks and odds are LTR islands (Arabic too).
import { h, ltr, named } from './dom.js';
import { marketBlock } from './views.js';

/** « 67e min », « Mi-temps », « Set 2 · 3-4 », « QT3 05:12 », « Période 2 · 31e min », « Carte 2 ». */
export function clockText(book, clock) {
  if (!clock) return null;
  const t = book.t;
  if (clock.kind === 'football') return clock.minute === null ? t('clock_half_time') : named(t('minute', { minute: clock.minute }));
  if (clock.kind === 'sets') {
    if (!clock.games) return t('clock_map', { n: clock.set });
    return [t('clock_set', { n: clock.set }), ' · ', ltr(`${clock.games.home}-${clock.games.away}`, 'score')];
  }
  if (clock.kind === 'quarter') {
    if (clock.overtime) return t('clock_overtime');
    const label = t('clock_quarter', { n: clock.quarter });
    return clock.left === null ? [label, ' · ', t('clock_break')] : [label, ' ', ltr(clock.left)];
  }
  return [t('clock_period', { n: clock.period }), ' · ', t('minute', { minute: clock.minute })];
}

/** The groups of the event page, in order, and the kinds each holds. */
const GROUPS = [
  ['main', ['1x2', 'double_chance']],
  ['totals', ['total', 'btts', 'total_games']],
  ['handicaps', ['handicap']],
  ['periods', ['first_period']],
  ['scores', ['correct_score', 'set_betting']],
];

/** The groups the player folded: the page is redrawn on every read (every 5 s live) and keeps them so. */
const folded = new Set();

/** The event's markets in collapsible groups (<details>, open by default; a group without markets is left out). */
export function marketGroups(book, event, formatOf) {
  return GROUPS.map(([key, kinds]) => {
    const markets = (event.markets ?? []).filter((m) => kinds.includes(m.kind));
    if (!markets.length) return null;
    return h(
      'details',
      { class: 'market-group', open: !folded.has(key), ontoggle: (e) => (e.target.open ? folded.delete(key) : folded.add(key)) },
      h('summary', { 'data-key': `group-${key}` }, book.t(`group_${key}`), ' ', h('span', { class: 'count' }, ltr(String(markets.length)))),
      h('div', { class: 'markets' }, markets.map((m) => marketBlock(book, event, m, { format: formatOf(m) }))),
    );
  });
}

/** A match's scoreboard: the teams, the score and the clock (the kick-off before it starts). */
export function scoreboard(book, event, kickoffText) {
  const score = event.score ? ltr(`${event.score.home} : ${event.score.away}`, 'board-score') : h('span', { class: 'board-score' }, '–');
  const status = event.status === 'live'
    ? h('span', { class: 'clock live' }, h('span', { class: 'live-dot', 'aria-hidden': 'true' }), clockText(book, event.clock))
    : event.status === 'finished' ? h('span', { class: 'clock' }, book.t('finished')) : h('span', { class: 'clock' }, kickoffText);
  return h(
    'section',
    { class: 'scoreboard', 'aria-label': book.t('scoreboard') },
    h('p', { class: 'board-league' }, `${event.sport_name} · ${event.category} · ${event.tournament}`),
    // Left to right in Arabic too: the home side stands by its own figure of the score.
    h('div', { class: 'board-row', dir: 'ltr' }, h('span', { class: 'board-team home' }, named(event.home)), score, h('span', { class: 'board-team away' }, named(event.away))),
    h('p', { class: 'board-clock', role: 'status' }, status),
  );
}

/** One of the match's events: « 23' But — Lyon (1:0) », « Fin du 1er set — 6-4 », « Break — Jabeur ». */
function incidentItem(book, event, i) {
  const team = i.side === 'home' ? event.home : i.side === 'away' ? event.away : null;
  const when = i.minute ? h('span', { class: 'inc-time' }, ltr(`${i.minute}'`)) : null;
  const period = event.sport === 'tennis' ? 'inc_set' : event.sport === 'basketball' ? 'inc_quarter' : event.sport === 'esports' ? 'inc_map' : event.sport === 'football' ? 'inc_half' : 'inc_period';
  const what = i.type === 'period' ? book.t(period, { n: i.period }) : book.t(`inc_${i.type}`);
  const figure = i.detail ? `${i.detail.home}-${i.detail.away}` : i.score ? `${i.score.home}:${i.score.away}` : null;
  return h(
    'li',
    { class: `incident inc-${i.type}` },
    when,
    h('span', { class: 'inc-what' }, what),
    team ? [' — ', named(team)] : null,
    figure ? [' ', ltr(`(${figure})`, 'score')] : null,
  );
}

/** The match's last events, newest first (none before kick-off). */
export function incidentList(book, event) {
  const list = event.incidents ?? [];
  return h(
    'section',
    { class: 'incidents' },
    h('h3', {}, book.t('last_events')),
    list.length ? h('ol', { class: 'incident-list' }, list.map((i) => incidentItem(book, event, i))) : h('p', { class: 'hint' }, book.t('no_incidents')),
  );
}
