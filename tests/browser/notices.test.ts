// <casino-notices> from the built dist/casino-notices.js, in real Chromium, against a real sandbox API
// (spec shell-session-wheel.md §3, §4 "Notifications", §9; docs/api.md "Bonus and cashback history"). The
// player signs in as demo through <casino-login>. The sandbox database is shared by every browser test
// file, so the tests acknowledge only notices they created themselves (POST /sandbox/api/notifications);
// the seeded ones are only read.
import { sendKeys } from '@web/test-runner-commands';
import { describe, it, afterEach } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { msg } from './support/catalog';
import { $, $$, find, mount, settle, shadowOf, text, waitFor } from './support/dom';
import { signInThrough, waitForAccount, waitForToast } from './support/login';
import { apiLogin } from './support/sandbox';
import { casinoWidgets, load } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';

const suite = loginSuite(async () => {
  document.title = 'casino-notices';
  await load('/dist/casino-notices.js');
});
const STORAGE_KEY = 'casino-widgets:notices:1001';

type Kind = 'first-deposit' | 'cashback' | 'personal-jackpot';

afterEach(() => localStorage.removeItem(STORAGE_KEY));

/** A fresh unacknowledged item for demo (the QA control of the contract); the newest of its kind. */
async function createNotice(kind: Kind, amount: string): Promise<number> {
  const response = await fetch(suite.sandbox().url('/sandbox/api/notifications'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', kind, amount }),
  });
  assert.equal(response.status, 201, 'QA notification created');
  return ((await response.json()) as { id: number }).id;
}

/** demo's items as the server lists them (to check what "thanks" and "dismiss" did there). */
async function serverItems(list: 'bonusbalance' | 'cashback', acknowledged: boolean): Promise<number[]> {
  const { access } = await apiLogin(suite.sandbox(), 'demo', 'demo1234');
  const response = await fetch(suite.sandbox().url(`/api/bonus-system/${list}/history?is_acknowledged=${acknowledged}&page_size=100`), {
    headers: { Authorization: `Bearer ${access}` },
  });
  return ((await response.json()) as { results: { id: number }[] }).results.map((r) => r.id);
}

/** Signed in as demo, the summary there (collapsed: the cards wait for the player). */
async function signedInWithSummary(): Promise<HTMLElement> {
  const login = mount('<casino-login mode="inline"></casino-login>');
  const notices = mount('<casino-notices></casino-notices>');
  await signInThrough(login, 'demo', 'demo1234');
  await waitForAccount(login);
  await find(notices, '[part~="summary"]', { message: 'the notices summary' });
  return notices;
}

const summaryOf = (el: Element) => $<HTMLButtonElement>(el, '[part~="summary"]')!;

/** …and expanded, so the cards show. */
async function signedInWithNotices(): Promise<HTMLElement> {
  const notices = await signedInWithSummary();
  if (summaryOf(notices).getAttribute('aria-expanded') !== 'true') summaryOf(notices).click();
  await find(notices, '[data-notice]', { message: 'a notice card' });
  return notices;
}

const card = (el: Element, key: string) => $(el, `[data-notice="${key}"]`);
const waitForCard = (el: Element, key: string) => find(el, `[data-notice="${key}"]`, { timeout: 10_000 });
const waitForNoCard = (el: Element, key: string) => waitFor(() => !card(el, key), { message: `${key} gone` });
const keys = (el: Element) => $$(el, '[data-notice]').map((c) => c.getAttribute('data-notice') ?? '');
const amountOf = (c: Element) => (c.querySelector('bdi.casino-money')?.textContent ?? '').trim();

function recordAcknowledgements() {
  const events: { detail: { kind: string; id: number }; bubbles: boolean; composed: boolean; cancelable: boolean }[] = [];
  const listener = (e: Event) => {
    const ce = e as CustomEvent<{ kind: string; id: number }>;
    events.push({ detail: ce.detail, bubbles: ce.bubbles, composed: ce.composed, cancelable: ce.cancelable });
  };
  document.addEventListener('casino-notice-acknowledge', listener);
  return { events, stop: () => document.removeEventListener('casino-notice-acknowledge', listener) };
}

describe('casino-notices', () => {
  it('renders nothing for a guest', async () => {
    const el = mount('<casino-notices></casino-notices>');
    await waitFor(() => $(el, '[part~="root"]') && !$(el, '[part~="root"]')!.hasAttribute('aria-busy'), { message: 'the element ready' });
    await settle(); // the render after the ready one: what a guest is shown
    assert.equal($(el, '[part~="notices"]'), null, 'no notices region');
    assert.equal($(el, '[part~="announcer"]'), null, 'no live region either');
    assert.equal(el.getBoundingClientRect().height, 0, 'no box on the page');
  });

  it('signed in: one collapsed summary (count, newest named) that expands and collapses, by mouse and keyboard', async () => {
    const el = await signedInWithSummary();
    const summary = summaryOf(el);
    await waitFor(() => text(summary).includes('5 notifications'), { message: `"5 notifications" (got "${text(summary)}")` });
    assert.equal(summary.tagName, 'BUTTON');
    assert.equal(summary.closest('h2')?.tagName, 'H2', 'the disclosure button is a heading');
    assert.equal(summary.getAttribute('aria-expanded'), 'false', 'collapsed at first');
    const list = $(el, `#${summary.getAttribute('aria-controls')}`)!;
    assert.ok(list, 'aria-controls names the list');
    assert.ok(list.hidden, 'the list is hidden');
    assert.equal(keys(el).length, 0, 'no card while collapsed');
    // The newest notice is named in the summary: demo's personal jackpot of 28/12/2024, 150,00 DT.
    assert.equal(text($(el, '[part~="latest"]')), `${await msg('fr', 'notices.personal_jackpot.title')} · 150,00 DT`);
    const collapsedHeight = el.getBoundingClientRect().height;
    assert.ok(collapsedHeight < 90, `one compact line (${collapsedHeight}px)`);

    summary.click();
    await waitFor(() => keys(el).length === 5, { message: 'five cards once expanded' });
    assert.equal(summary.getAttribute('aria-expanded'), 'true');
    assert.ok(!list.hidden, 'the list shows');
    const times = $$(el, '[data-notice] time').map((t) => Date.parse(t.getAttribute('datetime') ?? ''));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');

    // Keyboard: Enter and Space on the focused button toggle it (a native button).
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => summary.getAttribute('aria-expanded') === 'false' && keys(el).length === 0, { message: 'collapsed by Enter' });
    await sendKeys({ press: 'Space' });
    await waitFor(() => summary.getAttribute('aria-expanded') === 'true' && keys(el).length === 5, { message: 'expanded by Space' });
    assert.equal(shadowOf(el).activeElement, summary, 'focus stays on the summary');
  });

  it("signed in: demo's seeded notices, newest first, with amount, date, Merci and a labelled dismiss", async () => {
    const el = await signedInWithNotices();
    await waitFor(() => keys(el).length >= 5, { message: 'five seeded notices' });
    // Newest first across the kinds, not grouped by kind.
    assert.deepEqual(keys(el), [
      'personal-jackpot:2',
      'cashback:9',
      'cashback:11',
      'personal-jackpot:3',
      'first-deposit:1',
    ]);
    const first = card(el, 'first-deposit:1')!;
    const title = await msg('fr', 'notices.first_deposit.title');
    assert.equal(text(first.querySelector('[part~="notice-title"]')), title);
    assert.ok(text(first).includes(await msg('fr', 'notices.first_deposit.text')), 'the first-deposit sentence');
    assert.equal(amountOf(first), '20,00\u00A0DT');
    assert.equal(first.querySelector('bdi.casino-money')!.getAttribute('dir'), 'ltr', 'the amount is an LTR island');
    // The seeds date the notices from the sandbox's clock (a real one here): the date is the <time>'s, a
    // past one of the last weeks (tests/unit/sandbox/seeded-notices.test.ts checks the seeded dates), shown
    // in the page's local time.
    const seeded = new Date(first.querySelector('time')!.dateTime);
    const age = Date.now() - seeded.getTime();
    assert.ok(age > 0 && age < 120 * 86_400_000, `a date of the last weeks (${seeded.toISOString()})`);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${two(seeded.getDate())}/${two(seeded.getMonth() + 1)}/${seeded.getFullYear()} ${two(seeded.getHours())}:${two(seeded.getMinutes())}`;
    assert.equal(text(first.querySelector('time')), local, 'date shown DD/MM/YYYY HH:mm (local time)');
    assert.equal(text(first.querySelector('[part~="thanks"]')), await msg('fr', 'notices.thanks'));
    assert.equal(first.querySelector('[part~="dismiss"]')!.getAttribute('aria-label'), await msg('fr', 'notices.dismiss', { title }));
    assert.equal(amountOf(card(el, 'cashback:9')!), '12,40\u00A0DT');
    assert.equal(amountOf(card(el, 'personal-jackpot:3')!), '75,50\u00A0DT');
    // The live region is polite and announced the notices that appeared.
    const announcer = $(el, '[part~="announcer"]')!;
    assert.equal(announcer.getAttribute('aria-live'), 'polite');
    const said = announcer.textContent ?? ''; // raw: the money's no-break spaces are part of it
    assert.ok(said.includes(await msg('fr', 'notices.announce', { title, amount: '20,00\u00A0DT' })), `announced: ${said}`);
  });

  it('Merci acknowledges to the server: the card goes, casino-notice-acknowledge is emitted, focus moves on', async () => {
    const id = await createNotice('cashback', '7.77');
    const el = await signedInWithNotices();
    const key = `cashback:${id}`;
    const mine = await waitForCard(el, key);
    assert.equal(amountOf(mine), '7,77\u00A0DT');
    const recorder = recordAcknowledgements();
    try {
      const thanks = mine.querySelector<HTMLButtonElement>('[part~="thanks"]')!;
      thanks.focus();
      thanks.click();
      await waitForNoCard(el, key);
      await waitFor(() => recorder.events.length === 1, { message: 'one casino-notice-acknowledge' });
      assert.deepEqual(recorder.events[0], { detail: { kind: 'cashback', id }, bubbles: true, composed: true, cancelable: false });
      // Focus moves in an effect after the card's removal renders: wait for it rather than race it.
      await waitFor(() => shadowOf(el).activeElement?.hasAttribute('data-notice'), {
        message: `focus on the card now in its place (got ${shadowOf(el).activeElement?.outerHTML.slice(0, 60)})`,
      });
      assert.includes(await serverItems('cashback', true), id, 'acknowledged on the server');
    } finally {
      recorder.stop();
    }
  });

  it('a failed Merci shows a translated toast and keeps the card', async () => {
    const id = await createNotice('personal-jackpot', '5.55');
    const el = await signedInWithNotices();
    const key = `personal-jackpot:${id}`;
    const mine = await waitForCard(el, key);
    await suite.sandbox().armFault({ route: '/api/bonus-system/bonusbalance/history/', method: 'POST', status: 500 });
    const recorder = recordAcknowledgements();
    try {
      const thanks = mine.querySelector<HTMLButtonElement>('[part~="thanks"]')!;
      thanks.focus();
      thanks.click();
      await waitForToast(await msg('fr', 'notices.acknowledge_failed'));
      await waitFor(() => !card(el, key)?.querySelector<HTMLButtonElement>('[part~="thanks"]')!.disabled, { message: 'Merci usable again' });
      await waitFor(() => shadowOf(el).activeElement === card(el, key)!.querySelector('[part~="thanks"]'), { message: 'focus back on Merci' });
      assert.ok(card(el, key), 'the card stays');
      assert.equal(recorder.events.length, 0, 'no acknowledge event');
      assert.includes(await serverItems('bonusbalance', false), id, 'still unacknowledged on the server');
    } finally {
      recorder.stop();
    }
  });

  it('dismiss hides the card on this device only, remembered for the player across sessions', async () => {
    const id = await createNotice('personal-jackpot', '6.66');
    let el = await signedInWithNotices();
    const key = `personal-jackpot:${id}`;
    const mine = await waitForCard(el, key);
    mine.querySelector<HTMLButtonElement>('[part~="dismiss"]')!.click();
    await waitForNoCard(el, key);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { personalJackpot?: number[] };
    assert.includes(stored.personalJackpot ?? [], id, 'dismissed id persisted for user 1001');
    assert.includes(await serverItems('bonusbalance', false), id, 'the server still lists it unacknowledged');
    const log = await suite.sandbox().log();
    assert.ok(!log.some((e) => e.path.includes(`/history/${id}/acknowledge`)), 'no acknowledge call');

    // A new session (state cleared on sign-out) reads the list again: the card stays hidden.
    await casinoWidgets().signOut();
    document.querySelectorAll('.test-fixture').forEach((n) => n.remove());
    el = await signedInWithNotices();
    await waitForCard(el, 'first-deposit:1');
    assert.equal(card(el, key), null, 'still hidden after signing in again');
  });

  it('keyboard: Tab reaches Merci then dismiss; Enter on dismiss hides the card and keeps focus in the list', async () => {
    const id = await createNotice('personal-jackpot', '4.44');
    const el = await signedInWithNotices();
    const firstKey = `personal-jackpot:${id}`;
    await waitForCard(el, firstKey);
    // Focus goes to the card that takes its place, or to the one before when it was the last.
    const at = keys(el).indexOf(firstKey);
    const secondKey = keys(el)[at + 1] ?? keys(el)[at - 1];
    const thanks = card(el, firstKey)!.querySelector<HTMLButtonElement>('[part~="thanks"]')!;
    thanks.focus();
    await sendKeys({ press: 'Tab' });
    const dismiss = card(el, firstKey)!.querySelector<HTMLButtonElement>('[part~="dismiss"]')!;
    assert.equal(shadowOf(el).activeElement, dismiss, 'Tab goes from Merci to dismiss');
    await sendKeys({ press: 'Enter' });
    await waitForNoCard(el, firstKey);
    await waitFor(() => shadowOf(el).activeElement === card(el, secondKey), { message: 'focus on the next card' });
  });

  it('a notice that arrives later shows at the next 15 s check and is announced politely', async function () {
    this.timeout(40_000);
    const el = await signedInWithNotices();
    const id = await createNotice('cashback', '9.99');
    const mine = await find(el, `[data-notice="cashback:${id}"]`, { timeout: 20_000 });
    assert.equal(amountOf(mine), '9,99\u00A0DT');
    const expected = await msg('fr', 'notices.announce', { title: await msg('fr', 'notices.cashback.title'), amount: '9,99\u00A0DT' });
    await waitFor(() => $(el, '[part~="announcer"]')!.textContent === expected, { message: `announcement "${expected}"` });
  });

  it('Arabic: right to left, translated, amounts LTR', async () => {
    casinoWidgets().configure({ language: 'ar' });
    const el = await signedInWithNotices();
    const first = await waitForCard(el, 'first-deposit:1');
    const title = await msg('ar', 'notices.first_deposit.title');
    await waitFor(() => text(first.querySelector('[part~="notice-title"]')) === title, { message: 'the Arabic title' });
    assert.equal($(el, '[part~="root"]')!.getAttribute('dir'), 'rtl');
    assert.equal(amountOf(first), '20.00\u00A0د.ت');
    // The count in Arabic's plural forms: 3 to 10 take the "few" form.
    assert.ok(text(summaryOf(el)).includes(`${keys(el).length} إشعارات`) || keys(el).length > 10, `Arabic count: ${text(summaryOf(el))}`);
  });

  for (const language of ['fr-fr', 'ar'] as const) {
    it(`axe on the dark site background (${language}): no serious or critical violations`, async function () {
      this.timeout(30_000);
      await onDarkSite(language, (lang) => casinoWidgets().configure({ language: lang }), async () => {
        const el = await signedInWithNotices();
        await waitFor(() => keys(el).length >= 3, { message: 'cards' });
        await expectNoSeriousViolations(`notices ${language}`);
      });
    });
  }
});
