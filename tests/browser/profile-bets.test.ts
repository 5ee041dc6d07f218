// The bet history (docs/contracts/sportsbook.md) inside <casino-profile> from the built
// dist/casino-profile.js, in real Chromium, against this file's own sandbox (demo's seeded tickets: every
// status, singles and expresses, both providers, one open ticket whose matches have not started): the list
// with its columns and translated statuses (Cancelled shown as "Vendu"), the provider in the path (/sft,
// /dgt, /alt: empty), phone cards and the desktop table, a ticket's details with its selections and "back" to
// the same list, the cancellation of the open ticket (a confirmation, one POST for a double click, 'Ticket
// annulé', the session's balance up by the stake, the ticket sold), a refused cancellation in words, French
// and Arabic, and axe. Texts are matched in French (the source language): the ids reach the catalogs with the
// lead's merge.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, settle, text, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { calls, signIn } from './support/lobby';
import { casinoWidgets, sharedBag } from './support/widgets';
import { mountProfile, profileAxe, profileSuite } from './support/profile';

// A database of its own: the test cancels demo's open ticket (the balance moves).
const suite = profileSuite();

const PHONE = 390;
const DESKTOP = 1280;
const STATUS_FR = ['En attente', 'Perdu', 'Annulé', 'Gagné', 'Vendu'];

const rows = (el: Element) => $$(el, '[part~="history-row"]');
const loaded = (el: Element, what: string) =>
  waitFor(() => (rows(el).length > 0 && !$(el, '[aria-busy="true"]') ? rows(el) : null), { message: what, timeout: 10_000 });

async function profile(path: string, width = DESKTOP) {
  const el = await mountProfile(`path="${path}"`, '.profile-history', 15_000);
  el.style.display = 'block';
  el.style.width = `${width}px`;
  return el;
}

/** The value of a row's column (the cell's data-label is the column's header). */
const cell = (row: Element, header: string) => text(row.querySelector(`td[data-label="${header}"]`));

function choose(el: Element, part: string, value: string) {
  const select = $<HTMLSelectElement>(el, `[part~="${part}"] select, select[part~="${part}"]`)!;
  assert.ok(select, `${part} select`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function demoToken(): Promise<string> {
  const response = await fetch(suite.sandbox().url('/api/accounts/login/'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
  return ((await response.json()) as { access: string }).access;
}

interface WireTicket {
  id: number | string;
  status: string;
  ticket_code: string;
  ticket_type: string;
  provider: string;
  amount_in: string;
  date: string;
}

/** Demo's tickets as the sandbox answers them, and the open one whose matches have not started. */
async function demoTickets() {
  const token = await demoToken();
  const get = async (path: string) => {
    const r = await fetch(suite.sandbox().url(path), { headers: { Authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const list = ((await get('/api/integrations/softion/betshistory/?page_size=100')) as { results: WireTicket[] }).results;
  let open: WireTicket | undefined;
  for (const t of list.filter((x) => x.status.toLowerCase() === 'wait')) {
    const subs = ((await get(`/api/integrations/softion/${t.id}/subbet/`)) as { results: Array<{ start_time: string | null }> }).results;
    if (subs.every((s) => !s.start_time || Date.parse(s.start_time) > Date.now())) open = t;
  }
  return { list, open };
}

const user = () => (sharedBag().auth as { get(): { user: { balance: number } | null } }).get().user;
const toasts = () => ((sharedBag().toasts as { get(): Array<{ message: string; type: string }> } | undefined)?.get() ?? []);

describe('casino-profile: bet history', () => {
  it('lists every ticket (columns, statuses in French, amounts LTR), the provider filter in the path, /alt empty; axe', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    const { list } = await demoTickets();
    const el = await profile('/profile/bet-history');
    await loaded(el, 'tickets');
    const shown = rows(el);
    assert.equal(shown.length, Math.min(10, list.length));
    const headers = $$(el, '[part~="history-table"] th').map(text);
    for (const h of ['Date', 'Ticket', 'Fournisseur', 'Type', 'Mise', 'Cote', 'Gain', 'Statut']) assert.ok(headers.includes(h), `column ${h}`);
    // Every status the seed holds, in words; Cancelled is "Vendu".
    const statuses = new Set(shown.map((r) => cell(r, 'Statut')));
    const wanted = new Set(list.slice(0, 10).map((t) => ({ wait: 'En attente', loser: 'Perdu', voided: 'Annulé', winner: 'Gagné', cancelled: 'Vendu' })[t.status.toLowerCase()]));
    assert.deepEqual([...statuses].sort(), [...wanted].sort());
    for (const s of statuses) assert.ok(STATUS_FR.includes(s), `status ${s} translated`);
    assert.ok(shown.some((r) => cell(r, 'Type') === 'Combiné') && shown.some((r) => cell(r, 'Type') === 'Simple'), 'singles and expresses');
    assert.equal(shown[0]!.querySelector('.casino-money')!.getAttribute('dir'), 'ltr');
    assert.match(cell(shown[0]!, 'Cote'), /^\d+,\d{2}$/, 'odds written the French way');
    await profileAxe('bet history, desktop', el);

    // One provider: the path says it, the provider column goes, every row is that provider's.
    choose(el, 'filter-provider', 'dgt');
    await waitFor(() => el.getAttribute('path') === '/profile/bet-history/dgt' || null, { message: 'path /dgt' });
    const dgt = list.filter((t) => t.provider === 'dgt').length;
    await waitFor(() => (rows(el).length === Math.min(10, dgt) && !$(el, 'th[scope="col"]:nth-child(3)')?.textContent?.includes('Fournisseur') ? true : null), {
      message: 'Digitain tickets only',
      timeout: 10_000,
    });
    assert.equal($<HTMLSelectElement>(el, '[part~="filter-provider"] select')!.value, 'dgt');

    // A provider without tickets in the sandbox: the empty state, and clearing goes back to all.
    el.setAttribute('path', '/profile/bet-history/alt');
    const empty = await find(el, '[part~="history-empty"]', { timeout: 10_000 });
    assert.match(text(empty), /Aucun résultat pour ces filtres/);
    ($(el, '[part~="clear-filters"]') as HTMLButtonElement).click();
    await waitFor(() => el.getAttribute('path') === '/profile/bet-history' || null, { message: 'back to every provider' });
    await loaded(el, 'every ticket again');

    // One day (start of that day to the start of the next, the device's time): exactly that day's tickets.
    const dayOf = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const day = dayOf(list[2]!.date);
    const ofDay = list.filter((t) => dayOf(t.date) === day).map((t) => t.ticket_code).sort();
    el.setAttribute('path', `/profile/bet-history?from=${day}&to=${day}`);
    await waitFor(() => (!$(el, '[aria-busy="true"]') && rows(el).length === ofDay.length ? true : null), { message: `the ${ofDay.length} tickets of ${day}`, timeout: 10_000 });
    assert.deepEqual(rows(el).map((r) => cell(r, 'Ticket').split(' ')[0]).sort(), ofDay);
    el.setAttribute('path', '/profile/bet-history?from=2001-01-01&to=2001-01-01');
    await find(el, '[part~="history-empty"]', { timeout: 10_000 });
  });

  it('phone cards and Arabic, right to left; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await profile('/profile/bet-history', PHONE);
    await loaded(el, 'tickets');
    // Cards: the column names come before each value, the header row is hidden.
    assert.ok($(el, '[part~="history-table"] thead')!.getBoundingClientRect().width <= 1, 'the header row is hidden');
    assert.ok(getComputedStyle(rows(el)[0]!.querySelector('td')!, '::before').content.length > 2, 'the label before the value');
    await profileAxe('bet history, phone', el);
    casinoWidgets().configure({ language: 'ar' });
    await waitFor(() => getComputedStyle($(el, '.profile')!).direction === 'rtl' || null, { message: 'rtl' });
    await loaded(el, 'tickets in Arabic');
    assert.equal(rows(el)[0]!.querySelector('.casino-money')!.getAttribute('dir'), 'ltr');
    await profileAxe('bet history, phone (ar)', el, 'ar');
    casinoWidgets().configure({ language: 'fr-fr' });
  });

  it("a settled ticket's details: summary, selections, no cancel; back to the same list", async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const { list } = await demoTickets();
    const settled = list.find((t) => t.ticket_type === 'express' && t.status.toLowerCase() !== 'wait') ?? list.find((t) => t.status.toLowerCase() !== 'wait')!;
    const el = await profile('/profile/bet-history?page_size=25');
    await loaded(el, 'tickets');
    const row = rows(el).find((r) => cell(r, 'Ticket').startsWith(settled.ticket_code))!;
    assert.ok(row, `row of ${settled.ticket_code}`);
    row.querySelector<HTMLAnchorElement>('[part~="bet-ticket"]')!.click();
    await waitFor(() => (el.getAttribute('path') ?? '').startsWith('/profile/bet-details/sft?') || null, { message: 'details path' });
    assert.equal(new URLSearchParams(el.getAttribute('path')!.split('?')[1]).get('ticket'), String(settled.id));
    const selections = await waitFor(() => ($$(el, '[part~="bet-selection"]').length ? $$(el, '[part~="bet-selection"]') : null), { message: 'selections', timeout: 10_000 });
    if (settled.ticket_type === 'express') assert.ok(selections.length >= 2, 'an express has several selections');
    const labels = [...selections[0]!.querySelectorAll('td')].map((td) => td.getAttribute('data-label'));
    for (const h of ['Match', 'Pays', 'Sport', 'Compétition', 'Marché', 'Cote', 'Score', 'Statut']) assert.ok(labels.includes(h), `selection column ${h}`);
    assert.match(text($(el, '#bet-detail-title')), new RegExp(settled.ticket_code));
    assert.equal($(el, '[part~="bet-cancel-start"]'), null, 'a settled ticket cannot be cancelled');
    await profileAxe('bet details', el);

    $<HTMLAnchorElement>(el, '[part~="bet-back"]')!.click();
    await waitFor(() => el.getAttribute('path') === '/profile/bet-history?page_size=25' || null, { message: 'back to the list as it was' });
    await loaded(el, 'the list again');

    // A reload of the details (no list read in this element): the ticket is found by its day.
    el.remove();
    const again = await mountProfile(`path="/profile/bet-details/sft?ticket=${settled.id}"`, '[part~="bet-selection"]', 15_000);
    assert.match(text($(again, '#bet-detail-title')), new RegExp(settled.ticket_code));
    again.remove();
    const missing = await mountProfile('path="/profile/bet-details/sft?ticket=999999"', '[part~="bet-error"]', 15_000);
    assert.match(text($(missing, '[part~="bet-error"]')), /n’existe pas/);
  });

  it('cancels the open ticket: a confirmation, one POST for a double click, "Ticket annulé", the balance up, sold', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    const { open } = await demoTickets();
    assert.ok(open, 'the seed has an open ticket whose matches have not started');
    const stake = Number(open!.amount_in);
    const el = await mountProfile(`path="/profile/bet-details/sft?ticket=${open!.id}"`, '[part~="bet-cancel-start"]', 15_000);
    el.style.display = 'block';
    el.style.width = `${DESKTOP}px`;
    // The same ticket in a second view (another tab, in effect), which will not hear of the cancellation.
    const stale = await mountProfile(`path="/profile/bet-details/sft?ticket=${open!.id}"`, '[part~="bet-cancel-start"]', 15_000);
    const start = (await waitFor(() => user()?.balance, { message: 'balance' })) as number;
    const before = await calls(suite.sandbox(), `/api/integrations/softion/ticket/${open!.id}/cancel`, 'POST');

    // Asking first, and "no" keeps it.
    // The focus follows the step: the question, the cancel button again after "no", the heading once done.
    const focused = () => el.shadowRoot!.activeElement;
    $<HTMLButtonElement>(el, '[part~="bet-cancel-start"]')!.click();
    const keep = await find<HTMLButtonElement>(el, '[part~="bet-cancel-keep"]');
    await waitFor(() => focused()?.classList.contains('bet-cancel__confirm') || null, { message: 'focus on the question' });
    keep.click();
    const again = await find<HTMLButtonElement>(el, '[part~="bet-cancel-start"]');
    await waitFor(() => focused() === again || null, { message: 'focus back on "Annuler le ticket"' });
    again.click();
    const yes = await find<HTMLButtonElement>(el, '[part~="bet-cancel-confirm"]');
    assert.match(text($(el, '.bet-cancel__confirm')), /mise vous sera rendue/);
    await profileAxe('cancel confirmation', el);
    const pressed = watchRequests();
    yes.click();
    yes.click();
    await waitFor(() => toasts().some((t) => t.message === 'Ticket annulé' && t.type === 'success') || null, { message: "toast 'Ticket annulé'", timeout: 10_000 });
    await waitFor(() => user()?.balance === Math.round((start + stake) * 100) / 100 || null, { message: `balance ${start} + ${stake}`, timeout: 10_000 });
    await pressed.settled(); // a second POST, had the second click sent one, is in the log too
    assert.equal((await calls(suite.sandbox(), `/api/integrations/softion/ticket/${open!.id}/cancel`, 'POST')) - before, 1, 'one POST for two clicks');
    await waitFor(() => /Vendu/.test(text($(el, '[part~="bet-ticket-summary"]'))) || null, { message: 'the ticket is sold' });
    assert.equal($(el, '[part~="bet-cancel-start"]'), null, 'no second cancellation');
    await waitFor(() => focused()?.id === 'bet-detail-title' || null, { message: 'focus on the ticket heading' });

    // The stale view tries again: the server refuses (ticket_not_cancelable), said beside the button; the balance stays.
    const retried = watchRequests();
    $<HTMLButtonElement>(stale, '[part~="bet-cancel-start"]')!.click();
    (await find<HTMLButtonElement>(stale, '[part~="bet-cancel-confirm"]')).click();
    const error = await find(stale, '[part~="bet-cancel-error"]', { timeout: 10_000 });
    assert.equal(error.getAttribute('role'), 'alert');
    assert.match(text(error), /ne peut plus être annulé/);
    // …and reads the ticket again: sold, no button, the message kept.
    await waitFor(() => (/Vendu/.test(text($(stale, '[part~="bet-ticket-summary"]'))) && !$(stale, '[part~="bet-cancel-start"]') ? true : null), { message: 'the stale view catches up' });
    assert.match(text($(stale, '[part~="bet-cancel-error"]')), /ne peut plus être annulé/);
    // Every answer the refusal led to (the ticket read again, a balance poll) is in and drawn.
    await retried.settled();
    await settle();
    assert.equal(user()?.balance, Math.round((start + stake) * 100) / 100, 'the stake came back once');
    stale.remove();

    // The history shows it sold.
    el.remove();
    const list = await profile('/profile/bet-history?page_size=50');
    await loaded(list, 'tickets');
    const row = rows(list).find((r) => cell(r, 'Ticket').startsWith(open!.ticket_code))!;
    assert.equal(cell(row, 'Statut'), 'Vendu');
  });
});
