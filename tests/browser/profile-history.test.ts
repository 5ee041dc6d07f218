// The profile's histories (docs/contracts/profile.md §Histories) inside <casino-profile> from the built
// dist/casino-profile.js, in real Chromium, against this file's own sandbox: the account statement filtered
// (the element's path follows the filter, a remount with that path — a reload, a shared link — shows the same
// list, and going back to the previous path restores the previous list), paging, the empty state, a failure
// and its retry, the CSV export of every page of the filter, one movement's detail with the link to its
// cause, the slots, bonus and cashback histories, French and Arabic, and axe. Texts are matched by shape or
// in French (the source language): the ids reach the catalogs when the lead merges the translations.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, text, waitFor } from './support/dom';
import { signIn } from './support/lobby';
import { casinoWidgets } from './support/widgets';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

// A database of its own: the tests spin the wheel and play rounds (demo's balance moves).
const suite = profileSuite();

const rows = (el: Element) => $$(el, '[part~="history-row"]');
const count = (el: Element) => text($(el, '[part~="history-count"]'));
const axe = profileAxe;

const profile = (path: string) => mountProfile(`path="${path}"`, '.profile-history', 15_000);

/** Rows drawn and no load in flight. */
const loaded = (el: Element, what: string) =>
  waitFor(() => (rows(el).length > 0 && !$(el, '[aria-busy="true"]')) || null, { message: what, timeout: 10_000 });

function choose(el: Element, part: string, value: string) {
  const select = $<HTMLSelectElement>(el, `[part~="${part}"] select, select[part~="${part}"]`)!;
  assert.ok(select, `${part} select`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function api(path: string, token: string, init: RequestInit = {}) {
  const response = await fetch(suite.sandbox().url(path), { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function demoToken(): Promise<string> {
  const response = await fetch(suite.sandbox().url('/api/accounts/login/'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
  return ((await response.json()) as { access: string }).access;
}

/** Captures the next CSV the page saves (object URL + download link), without a real download. */
function captureDownload(): Promise<{ name: string; text: string }> {
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let blob: Blob | null = null;
  return new Promise((resolve) => {
    URL.createObjectURL = (b: Blob | MediaSource) => {
      blob = b as Blob;
      return createObjectURL.call(URL, b);
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) return click.call(this);
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
      void blob!.text().then((t) => resolve({ name: this.download, text: t }));
    };
  });
}

describe('casino-profile: account statement', () => {
  it('filters by reason: the path follows, a remount keeps it, the previous path restores the list', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    const el = await profile('/profile/transactions');
    await loaded(el, 'statement rows');
    const all = count(el);
    assert.match(all, /^\d+ résultats?$/);
    // Amounts are LTR islands with their sign.
    const amount = rows(el)[0]!.querySelector('.casino-money')!;
    assert.equal(amount.getAttribute('dir'), 'ltr');

    choose(el, 'filter-reason', 'payout_hold');
    await waitFor(() => /reason=payout_hold/.test(el.getAttribute('path') ?? '') || null, { message: 'path follows the filter' });
    await waitFor(() => (count(el) !== all && rows(el).length > 0 && !$(el, '[aria-busy="true"]')) || null, { message: 'filtered rows' });
    const filtered = count(el);
    const path = el.getAttribute('path')!;

    // A reload (a new element with the same path): the same filter, selected in its input.
    el.remove();
    const again = await profile(path);
    await loaded(again, 'rows after the remount');
    assert.equal(count(again), filtered);
    assert.equal($<HTMLSelectElement>(again, '[part~="filter-reason"] select')!.value, 'payout_hold');

    // Back: the host sets the previous path, the unfiltered list returns.
    again.setAttribute('path', '/profile/transactions');
    await waitFor(() => (count(again) === all && !$(again, '[aria-busy="true"]')) || null, { message: 'unfiltered after back' });
    assert.equal($<HTMLSelectElement>(again, '[part~="filter-reason"] select')!.value, '');
  });

  it('pages (aria-current, the path says page=2), and the empty state offers to clear the filters', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await profile('/profile/transactions');
    await loaded(el, 'rows');
    const firstIds = rows(el).map((r) => text(r));
    const pager = await find(el, '[part~="pager"]');
    ([...pager.querySelectorAll('[part~="pager-page"]')].find((b) => text(b) === '2') as HTMLButtonElement).click();
    await waitFor(() => /page=2/.test(el.getAttribute('path') ?? '') || null, { message: 'page 2 in the path' });
    await waitFor(() => (rows(el).length > 0 && !$(el, '[aria-busy="true"]') && text(rows(el)[0]) !== firstIds[0]) || null, { message: 'page 2 rows' });
    assert.equal(text(pager.querySelector('[aria-current="page"]')), '2');

    // A day with no movement: the empty state, then "clear the filters" brings the list back.
    el.setAttribute('path', '/profile/transactions?from=2001-01-01&to=2001-01-02');
    const empty = await find(el, '[part~="history-empty"]', { timeout: 10_000 });
    assert.match(text(empty), /Aucun résultat pour ces filtres/);
    ($(el, '[part~="clear-filters"]') as HTMLButtonElement).click();
    await waitFor(() => (el.getAttribute('path') === '/profile/transactions' && rows(el).length > 0) || null, { message: 'cleared' });
  });

  it('a failure is said with a retry that loads the list', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    await suite.sandbox().armFault({ route: '/api/users/statement/', status: 500, times: 1 });
    const el = await profile('/profile/transactions?wallet=held');
    const error = await find(el, '[part~="history-error"]', { timeout: 10_000 });
    assert.equal(error.getAttribute('role'), 'alert');
    assert.ok(text(error).length > 10, 'the failure in words');
    (error.querySelector('[part~="retry"]') as HTMLButtonElement).click();
    await loaded(el, 'rows after retry');
    assert.ok(rows(el).every((r) => /held|réservé/i.test(text(r))), 'still the held filter');
  });

  it('exports every page the filter selects as one CSV', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const token = await demoToken();
    const server = (await api('/api/users/statement/?page_size=100', token)) as { count: number; results: Array<{ id: number; amount: string }> };
    assert.ok(server.count > 10, 'more than one page');
    const el = await profile('/profile/transactions');
    await loaded(el, 'rows');
    assert.equal(rows(el).length, 10);
    const file = captureDownload();
    ($(el, '[part~="export"]') as HTMLButtonElement).click();
    const { name, text: csv } = await file;
    assert.equal(name, 'statement.csv');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines.length, server.count + 1, 'a header and every row of every page');
    // The amounts as numbers with a dot, in the server's order, with the ids.
    const header = lines[0]!.split(',');
    const idAt = header.length - 1;
    assert.deepEqual(
      lines.slice(1).map((l) => Number(l.split(',')[idAt])),
      server.results.map((r) => r.id),
    );
    assert.ok(lines.slice(1).some((l) => l.includes(`,${server.results[0]!.amount.replace(/^-/, "'-")}`) || l.includes(`,${server.results[0]!.amount}`)));
    await find(el, '[part~="export-done"]');
  });

  it('a movement in detail links to what caused it (a payout: the payment history), and back keeps the filters', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await profile('/profile/transactions?reason=payout_hold&wallet=held');
    await loaded(el, 'rows');
    (rows(el)[0]!.querySelector('[part~="statement-detail"]') as HTMLAnchorElement).click();
    await waitFor(() => /^\/profile\/transactions\/\d+\?/.test(el.getAttribute('path') ?? '') || null, { message: 'detail path' });
    const link = await find<HTMLAnchorElement>(el, '[part~="cause-link"]', { timeout: 10_000 });
    assert.match(link.getAttribute('href')!, /^\/profile\/pay-history\?payment=\d+&payment_type=payout&tab=payouts$/);
    assert.ok(text(link).length > 0, 'the link says where it goes');
    // The site routes it: the element asks with casino-navigate.
    let asked = '';
    el.addEventListener('casino-navigate', (e) => {
      asked = (e as CustomEvent<{ path: string }>).detail.path;
      e.preventDefault();
    }, { once: true });
    link.click();
    assert.equal(asked, link.getAttribute('href'));
    ($(el, '[part~="statement-back"]') as HTMLAnchorElement).click();
    await waitFor(() => el.getAttribute('path') === '/profile/transactions?reason=payout_hold&wallet=held' || null, { message: 'back with the filters' });
    await axe('statement', el);
  });
});

describe('casino-profile: slots, bonus and cashback histories', () => {
  it('slots history: a round played shows with its provider, and the producer filter and day range go in the path', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    const token = await demoToken();
    const start = (await api('/api/integrations/hub/session/', token, { method: 'POST', body: JSON.stringify({ provider: 'amatic', game: 'am-0000' }) })) as { data: string };
    const launch = (await (await fetch(suite.sandbox().url('/sandbox/games/api/launch'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ launch_token: new URL(start.data, location.href).searchParams.get('launch') }) })).json()) as { token: string };
    const round = await fetch(suite.sandbox().url(`/sandbox/games/api/sessions/${launch.token}/rounds`), { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `ph-${Date.now()}` }, body: JSON.stringify({ bet: '1.00' }) });
    assert.equal(round.status, 200);

    const el = await profile('/profile/slots-history');
    await loaded(el, 'slots rows');
    assert.match(text(rows(el)[0]), /Amatic/);
    choose(el, 'filter-producer', 'pgsoft');
    await waitFor(() => /producer=pgsoft/.test(el.getAttribute('path') ?? '') || null, { message: 'producer in the path' });
    await find(el, '[part~="history-empty"]', { timeout: 10_000 });
    // The request the element sends: from the start of today to the start of tomorrow, local offset.
    const sent: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/users/slots-history')) sent.push(url);
      return realFetch(input, init);
    };
    try {
      choose(el, 'filter-producer', 'amatic');
      await waitFor(() => rows(el).length > 0 || null, { message: 'amatic rows' });
      choose(el, 'date-preset', 'today');
      await waitFor(() => (/from=\d{4}-\d{2}-\d{2}/.test(el.getAttribute('path') ?? '') && rows(el).length > 0 && sent.some((u) => u.includes('date_from')) && !$(el, '[aria-busy="true"]')) || null, { message: "today's rounds" });
    } finally {
      window.fetch = realFetch;
    }
    const query = new URL(sent.filter((u) => u.includes('date_from')).pop()!, location.href).searchParams;
    assert.equal(query.get('producer'), 'amatic');
    assert.match(query.get('date_from')!, /T00:00:00[+-]\d{2}:\d{2}$/);
    assert.match(query.get('date_to')!, /T00:00:00[+-]\d{2}:\d{2}$/);
    assert.equal(new Date(query.get('date_to')!).getTime() - new Date(query.get('date_from')!).getTime(), 86_400_000);
    await axe('slots history', el);
  });

  it('bonus history in Arabic: translated direction filter, amounts LTR, RTL page, axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    casinoWidgets().configure({ language: 'ar' });
    const el = await profile('/profile/bonus-history?is_accrued=true');
    await loaded(el, 'bonus rows');
    assert.equal($<HTMLSelectElement>(el, '[part~="filter-accrued"] select')!.value, 'true');
    for (const money of $$(el, '.casino-money')) assert.equal(money.getAttribute('dir'), 'ltr');
    await axe('bonus history ar', el, 'ar');
  });

  it('cashback history: the list or its empty state, never an error', async function () {
    this.timeout(20_000);
    await signIn('demo', 'demo1234');
    const el = await profile('/profile/cashback-history');
    await waitFor(() => rows(el).length > 0 || $(el, '[part~="history-empty"]') || null, { message: 'cashback list', timeout: 10_000 });
    assert.equal($(el, '[part~="history-error"]'), null);
  });
});
