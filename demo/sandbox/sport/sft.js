// Provider one ("Softion"): a pre-match page and a live page (`?live=1`, the host's /sport/sft/live),
// sports down the side, events by tournament with their 1X2 and total markets, the bet slip beside
// them (under them on a phone). Live odds and clocks move: the catalogue is read again every few seconds.
import { createBook } from './book.js';
import { fill, h } from './dom.js';
import { incidentList, marketGroups, scoreboard } from './live.js';
import { account, downView, drawSlip, slipJump, eventClock, failedView, kickoff, loadingView, marketOf, matchName, oddButton, x12Label } from './views.js';

const LIVE_POLL_MS = 5_000;
const PREMATCH_POLL_MS = 10_000;

const query = new URLSearchParams(location.search);
let live = query.get('live') === '1';
/** The event page open (`?event=<id>`, or a match's name pressed in the list); null: the list. */
let eventId = query.get('event');
let eventData = null;
let sport = '';
let data = null;
let dataKey = '';
let failed = false;
let loading = false;
let timer;

const book = createBook({ provider: 'sft', draw, navigate: (m) => go(m.live === true || m.page === 'Live', false) });

const app = document.getElementById('app');
const top = h('header', { class: 'top' });
const sports = h('nav', { class: 'sports', id: 'sports' });
const content = h('main', { class: 'content', id: 'content', tabindex: '-1' });
const slip = h('aside', { class: 'slip', id: 'slip' });
app.append(top, h('div', { class: 'layout' }, sports, content, slip));

function go(toLive, tell = true) {
  eventId = null;
  if (toLive !== live) {
    live = toLive;
    data = null;
    sport = '';
  }
  if (tell) book.send('route', { page: live ? 'Live' : 'Home', live });
  refresh();
  schedule();
}

async function refresh() {
  if (eventId) return refreshEvent();
  const key = `${live}|${book.lang()}`;
  loading = true;
  draw();
  try {
    const answer = await book.load(() => book.api.catalogue({ live, lang: book.lang() }));
    // The odds that moved since the last read of the same page are marked; a new page or language starts fresh.
    if (key !== dataKey) book.trackOdds([]);
    book.trackOdds(answer.events);
    data = answer;
    failed = false;
  } catch {
    failed = true;
  } finally {
    dataKey = key; // also after a failure: a language change asks once, not in a loop
    loading = false;
    draw();
  }
}

/** The open event, read again like the list (its clock, score and odds move). */
async function refreshEvent() {
  const id = eventId;
  loading = true;
  draw();
  try {
    const answer = await book.load(() => book.api.event(id, book.lang()));
    if (id !== eventId) return;
    if (eventData?.id !== answer.id) book.trackOdds([]);
    book.trackOdds([answer]);
    eventData = answer;
    failed = false;
  } catch {
    failed = true;
  } finally {
    loading = false;
    draw();
  }
}

function openEvent(id) {
  eventId = id;
  eventData = null;
  refresh();
  schedule();
  content.focus();
}

function eventPage() {
  const back = h('button', { type: 'button', class: 'secondary back', 'data-key': 'back', onclick: () => { eventId = null; go(live, false); } }, book.t('back'));
  if (!eventData) return [back, failed ? failedView(book, refresh) : loadingView(book)];
  return h(
    'div',
    { class: 'event-page' },
    back,
    scoreboard(book, eventData, kickoff(book, eventData.start_time)),
    eventData.status === 'upcoming' ? null : incidentList(book, eventData),
    marketGroups(book, eventData, () => undefined),
  );
}

function schedule() {
  clearInterval(timer);
  timer = setInterval(() => {
    if (!document.hidden) refresh();
  }, live || eventId ? LIVE_POLL_MS : PREMATCH_POLL_MS);
}

function tabs() {
  const tab = (toLive, label) =>
    h('button', { type: 'button', class: `tab${live === toLive ? ' current' : ''}`, 'aria-current': live === toLive ? 'page' : null, 'data-key': `tab-${toLive}`, onclick: () => go(toLive) }, label);
  return h('nav', { class: 'tabs', 'aria-label': book.t('nav') }, tab(false, book.t('prematch')), tab(true, book.t('live')));
}

function sportList() {
  const all = data?.sports ?? [];
  const item = (slug, name, count) =>
    h(
      'li',
      {},
      h(
        'button',
        { type: 'button', class: `sport${sport === slug ? ' current' : ''}`, 'aria-pressed': sport === slug ? 'true' : 'false', 'data-key': `sport-${slug}`, onclick: () => { sport = slug; draw(); } },
        h('span', {}, name),
        count === undefined ? null : h('span', { class: 'count' }, String(count)),
      ),
    );
  return [h('h2', { class: 'side-title' }, book.t('sports')), h('ul', { class: 'sport-list' }, item('', book.t('all_sports')), all.filter((s) => s.slug !== 'esports').map((s) => item(s.slug, s.name, s.count)))];
}

function eventRow(event) {
  const x12 = marketOf(event, '1x2');
  const total = marketOf(event, 'total');
  return h(
    'li',
    { class: `event ${event.status}` },
    h(
      'div',
      { class: 'event-head' },
      h('button', { type: 'button', class: 'teams-link', 'data-key': `ev-${event.id}`, 'aria-label': book.t('open_event', { name: matchName(event) }), onclick: () => openEvent(event.id) }, matchName(event)),
      eventClock(book, event),
    ),
    h(
      'div',
      { class: 'event-odds' },
      x12 ? h('div', { class: 'market x12', role: 'group', 'aria-label': x12.name }, x12.outcomes.map((o, i) => oddButton(book, event, x12, o, { label: x12Label(x12, i) }))) : null,
      total ? h('div', { class: 'market total', role: 'group', 'aria-label': total.name }, total.outcomes.map((o) => oddButton(book, event, total, o))) : null,
    ),
  );
}

function eventsView() {
  const events = (data?.events ?? []).filter((e) => (!sport || e.sport === sport) && e.sport !== 'esports' && (live ? e.status === 'live' : e.status === 'upcoming'));
  if (!events.length) return h('p', { class: 'empty' }, book.t('no_events'));
  const byTournament = new Map();
  for (const e of events) {
    const key = `${e.sport_name} · ${e.category} · ${e.tournament}`;
    byTournament.set(key, [...(byTournament.get(key) ?? []), e]);
  }
  return [...byTournament].map(([name, list]) => h('section', { class: 'tournament' }, h('h2', { class: 'tournament-title' }, name), h('ul', { class: 'events' }, list.map(eventRow))));
}

function draw() {
  fill(top, h('span', { class: 'brand' }, 'Softion'), h('span', { class: 'banner' }, book.t('banner')), tabs(), account(book), slipJump(book));
  fill(sports, sportList());
  const heading = h('h1', { class: 'page-title' }, eventId ? book.t('event') : live ? book.t('live') : book.t('prematch'));
  if (book.state.down) fill(content, heading, downView(book, refresh));
  else if (eventId) fill(content, heading, eventPage());
  else if (data && dataKey !== `${live}|${book.lang()}` && !loading) {
    refresh();
    fill(content, heading, eventsView());
  } else if (data) fill(content, heading, eventsView());
  else if (failed) fill(content, heading, failedView(book, refresh));
  else fill(content, heading, loadingView(book));
  drawSlip(book, slip);
}

book.stale = refresh;
draw();
book.start(app);
refresh();
schedule();
