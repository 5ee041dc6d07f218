// Provider two ("Digitain"): six views (eu, af, as, m, es, la) and the pages of
// widgets/sportsbook/location.ts. The host owns the URL: a move inside the page is told to it as a
// `route` message (never pushed on the frame's own history), and its `navigate` moves the page without
// a reload (back and forward, deep links, a view switched by a rotation).
import { createBook } from './book.js';
import { fill, h } from './dom.js';
import { PAGES, needsOf } from './dgt-pages.js';
import { account, downView, drawSlip, failedView, loadingView, slipJump } from './views.js';

export const VIEWS = ['eu', 'af', 'as', 'm', 'es', 'la'];
const DESKTOP_NAV = ['Home', 'Upcoming', 'UpcomingDetails', 'Calendar', 'MultiView', 'Overview', 'Results', 'GroupStage', 'BetsHistory'];
const MOBILE_NAV = ['Home', 'Live', 'Sport', 'BetsHistory'];
const MOBILE_ONLY = ['Live', 'Sport'];
const LIVE_POLL_MS = 5_000;
const POLL_MS = 15_000;

const query = new URLSearchParams(location.search);
const where = { view: 'af', page: 'Home', id: undefined };
const data = { catalogue: null, event: null, results: null };
const ui = { sport: '', day: 0, sheetOpen: false, failed: false, loadedFor: '' };
let timer;

const book = createBook({ provider: 'dgt', draw, navigate: (m) => move(m, false) });
let picks = 0;

/** A page the view has (Live and Sport exist in the mobile view only), else Home. */
function pageOf(view, page) {
  if (!Object.hasOwn(PAGES, page ?? '')) return 'Home';
  return MOBILE_ONLY.includes(page) && view !== 'm' ? 'Home' : page;
}

function move({ view, page, id }, tell = true) {
  if (VIEWS.includes(view) && view !== where.view) {
    where.view = view;
    ui.sport = ''; // a sport picked in one view may not exist in the next (esports only in ESport)
  }
  where.page = pageOf(where.view, page);
  where.id = where.page === 'EventView' && id ? String(id) : undefined;
  if (where.page !== 'EventView' || data.event?.id !== where.id) data.event = null; // null: not read yet
  ui.sheetOpen = false;
  if (tell) book.send('route', where.id ? { page: where.page, id: where.id } : { page: where.page });
  draw(); // at once, from what is loaded; the page's own data follows
  load();
  schedule();
  // The player's own move: the new page's content takes the focus. The host's (back, a deep link) does
  // not: focus stays where the player is, outside the frame.
  if (tell) content.focus({ preventScroll: true });
}

const app = document.getElementById('app');
const top = h('header', { class: 'top' });
const sports = h('nav', { class: 'sports', id: 'sports' });
const content = h('main', { class: 'content', id: 'content', tabindex: '-1' });
const slipPanel = h('section', { class: 'slip-panel' });
const sheetToggle = h('button', { type: 'button', class: 'sheet-toggle', 'aria-expanded': 'false', 'aria-controls': 'slip-panel', onclick: toggleSheet });
slipPanel.id = 'slip-panel';
const slip = h('aside', { class: 'slip', id: 'slip' }, sheetToggle, slipPanel);
app.append(top, h('div', { class: 'layout' }, sports, content, slip));

function openSheet() {
  ui.sheetOpen = true;
  draw();
}

function toggleSheet() {
  ui.sheetOpen = !ui.sheetOpen;
  draw();
  if (ui.sheetOpen) slipPanel.querySelector('.slip-title')?.setAttribute('tabindex', '-1');
  if (ui.sheetOpen) slipPanel.querySelector('.slip-title')?.focus();
}

/** What the current page needs, read again (the clock, the score and the odds move). */
async function load() {
  const lang = book.lang();
  const needs = needsOf(where.page);
  const mine = `${where.view}|${where.page}|${where.id}|${lang}`;
  ui.loadedFor = mine;
  try {
    const calls = [];
    if (needs.includes('catalogue')) {
      calls.push(
        book.load(() => book.api.catalogue({ lang })).then((a) => {
          if (data.catalogue?.lang !== lang) book.trackOdds([]); // another language: no movement to show
          book.trackOdds(a.events);
          data.catalogue = { ...a, lang };
        }),
      );
    }
    if (needs.includes('results')) calls.push(book.load(() => book.api.results(lang)).then((a) => (data.results = a.events)));
    if (needs.includes('event') && where.id) {
      calls.push(book.load(() => book.api.event(where.id, lang)).then((a) => (data.event = a), (e) => {
        if (e.status === 404) data.event = false; // false: no such event (EventView says so)
        else throw e;
      }));
    }
    await Promise.all(calls);
    ui.failed = false;
  } catch {
    ui.failed = true;
  }
  if (ui.loadedFor === mine) draw();
}

function schedule() {
  clearInterval(timer);
  const fast = ['Home', 'Live', 'MultiView', 'Overview', 'EventView'].includes(where.page);
  timer = setInterval(() => {
    if (!document.hidden && needsOf(where.page).length) load();
  }, fast ? LIVE_POLL_MS : POLL_MS);
}

/** The view's events: esports only in ESport, never elsewhere; the sport the player picked. */
function eventsOfView() {
  const all = data.catalogue?.events ?? [];
  return all.filter((e) => (where.view === 'es' ? e.sport === 'esports' : e.sport !== 'esports') && (!ui.sport || e.sport === ui.sport));
}

function sportsOfView() {
  const all = data.catalogue?.sports ?? [];
  return all.filter((s) => (where.view === 'es' ? s.slug === 'esports' : s.slug !== 'esports'));
}

function chooseSport(slug) {
  ui.sport = ui.sport === slug ? '' : slug;
  // A sport narrows the lists; from a page that is not a list, the player goes to the Home's list.
  if (!['Home', 'Upcoming', 'UpcomingDetails', 'Calendar', 'MultiView', 'Live'].includes(where.page)) move({ page: 'Home' });
  else draw();
}

function nav() {
  const pages = where.view === 'm' ? MOBILE_NAV : DESKTOP_NAV;
  return h(
    'nav',
    { class: where.view === 'm' ? 'tabs mobile-tabs' : 'tabs', 'aria-label': book.t('nav') },
    pages.map((page) =>
      h('button', { type: 'button', class: `tab${where.page === page ? ' current' : ''}`, 'aria-current': where.page === page ? 'page' : null, 'data-key': `nav-${page}`, onclick: () => move({ page }) }, book.t(`page_${page}`)),
    ),
  );
}

function sideList() {
  const item = (slug, name, count) =>
    h('li', {}, h('button', { type: 'button', class: `sport${ui.sport === slug ? ' current' : ''}`, 'aria-pressed': ui.sport === slug ? 'true' : 'false', 'data-key': `side-${slug}`, onclick: () => chooseSport(slug) }, h('span', {}, name), count === undefined ? null : h('span', { class: 'count' }, String(count))));
  const list = sportsOfView();
  return [h('h2', { class: 'side-title' }, book.t('sports')), h('ul', { class: 'sport-list' }, where.view === 'es' ? null : item('', book.t('all_sports')), list.map((s) => item(s.slug, s.name, s.count)))];
}

function context() {
  // The Asian view prints its handicaps and totals in Hong Kong odds; 1X2 and the slip keep the player's format.
  const format = undefined;
  return {
    book,
    view: where.view,
    page: where.page,
    id: where.id,
    events: eventsOfView(),
    sports: sportsOfView(),
    event: data.event,
    results: (data.results ?? []).filter((e) => (where.view === 'es' ? e.sport === 'esports' : e.sport !== 'esports')),
    now: Date.parse(data.catalogue?.now ?? '') || Date.now(),
    format,
    formatOf: (market) => (where.view === 'as' && market.kind !== '1x2' ? 'hongkong' : format),
    go: (page, id) => move({ page, id }),
    chooseSport,
    ui,
    setUi: (patch) => {
      Object.assign(ui, patch);
      draw();
    },
  };
}

function draw() {
  document.body.className = `book dgt view-${where.view}`;
  fill(top, h('span', { class: 'brand' }, 'Digitain'), h('span', { class: 'view-name' }, book.t(`view_${where.view}`)), h('span', { class: 'banner' }, book.t('banner')), account(book), slipJump(book, openSheet), nav());
  fill(sports, sideList());
  const title = h('h1', { class: 'page-title' }, where.page === 'EventView' && data.event ? book.t('event') : book.t(`page_${where.page}`));
  const loaded = needsOf(where.page).every((need) => (need === 'event' ? data.event !== null || ui.failed || !where.id : data[need] !== null));
  if (ui.loadedFor.split('|')[3] !== book.lang() && ui.loadedFor) load();
  if (book.state.down) fill(content, title, downView(book, load));
  else if (!loaded && ui.failed) fill(content, title, failedView(book, load));
  else if (!loaded) fill(content, title, loadingView(book));
  else fill(content, title, PAGES[where.page](context()));
  const mobile = where.view === 'm';
  // The phone's sheet opens with the first pick, so the stake and "place bet" are right there.
  const count = book.state.slip.selections.length;
  if (mobile && picks === 0 && count > 0) ui.sheetOpen = true;
  picks = count;
  slip.classList.toggle('closed', mobile && !ui.sheetOpen);
  sheetToggle.hidden = !mobile;
  sheetToggle.setAttribute('aria-expanded', String(ui.sheetOpen));
  sheetToggle.textContent = ui.sheetOpen ? book.t('close') : book.t('slip_open', { count: book.state.slip.selections.length });
  drawSlip(book, slipPanel);
}

where.view = VIEWS.includes(query.get('view')) ? query.get('view') : 'af';
where.page = pageOf(where.view, query.get('page'));
where.id = where.page === 'EventView' ? query.get('id') ?? undefined : undefined;
book.stale = load;
draw();
book.start(app);
load();
schedule();
