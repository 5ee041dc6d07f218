// The cashier's lazy views (payment history, crypto, transfers) inside <casino-cashier> from the
// built dist/casino-cashier.js, in real Chromium, against this file's own sandbox: demo's seeded history
// (deposits and payouts in every status), a crypto deposit under-paid through the gateway simulation,
// cashplayer's transfers with the agent and a refusal, a self-registered player's explanation, and axe.
// Texts are matched by shape or in French (the source language), since the views' ids reach the
// catalogs when the lead merges the translations.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, mount, settle, text, waitFor } from './support/dom';
import { loginSuite } from './support/suite';
import { signIn } from './support/lobby';
import { load } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';
import { casinoWidgets } from './support/widgets';

// A database of its own: these tests move demo's money, which the other files, running at the same
// time on the shared one, read as 1,000.00.
const suite = loginSuite(
  async () => {
    await load('/dist/casino-cashier.js');
  },
  { ownDatabase: true },
);

async function cashier(path: string): Promise<HTMLElement> {
  const el = mount(`<casino-cashier path="${path}"></casino-cashier>`);
  await find(el, '[part~="nav"]', { timeout: 10_000 });
  return el;
}

const rows = (el: Element) => $$(el, '[part~="history-row"]');
const statuses = (el: Element) => rows(el).map((r) => Number(r.querySelector('[data-status]')?.getAttribute('data-status')));

/** axe on the reference site's dark page, in the language the element shows. */
const axe = (what: string, el: Element, language = 'fr-fr') =>
  onDarkSite(language, (lang) => casinoWidgets().configure({ language: lang }), () => expectNoSeriousViolations(what, el));

async function control(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(suite.sandbox().url(`/sandbox/api${path}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

describe('casino-cashier: payment history', () => {
  it('deposits, payouts with the withdrawal filter, paging with aria-current, the count announced, a payment in detail', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await cashier('/profile/pay-history');
    await waitFor(() => rows(el).length > 0 || null, { message: 'deposit rows', timeout: 10_000 });
    const tabs = $$(el, '[role="tab"]');
    assert.equal(tabs.length, 3);
    assert.equal(tabs[0]!.getAttribute('aria-selected'), 'true');
    assert.match(text($(el, '[part~="history-count"]')), /^\d+ résultats?$/);
    assert.equal($(el, '[part~="history-count"]')!.getAttribute('role'), 'status');
    // Amounts are LTR islands, statuses badges with words.
    assert.equal(rows(el)[0]!.querySelector('.casino-money')!.getAttribute('dir'), 'ltr');
    assert.ok(text(rows(el)[0]!.querySelector('.status-badge')).length > 0, 'a status in words');

    // Payouts, by the keyboard: the arrow key moves to the next tab and selects it.
    tabs[0]!.focus();
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => $(el, '[role="tab"][aria-selected="true"]')?.id === 'history-tab-payouts' || null, { message: 'payouts tab' });
    assert.equal(el.shadowRoot!.activeElement?.id, 'history-tab-payouts', 'the focus follows the tab');
    await waitFor(() => (rows(el).length > 0 && $(el, '[part~="filter-payout"] select')) || null, { message: 'payout rows' });
    const select = $<HTMLSelectElement>(el, '[part~="filter-payout"] select')!;
    select.value = 'OPEN';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => (statuses(el).length > 0 && statuses(el).every((s) => s === 10 || s === 20)) || null, { message: 'OPEN: statuses 10 and 20 only' });
    assert.match(el.getAttribute('path') ?? '', /tab=payouts/);
    assert.match(el.getAttribute('path') ?? '', /filter=OPEN/);

    // A payment in detail: its timeline above the list, the heading focused; back to the list.
    const id = text(rows(el)[0]!.querySelector('td'));
    (rows(el)[0]!.querySelector('[part~="detail-open"]') as HTMLButtonElement).click();
    const detail = await find(el, '[part~="payment-detail"]', { timeout: 10_000 });
    assert.match(text(detail.querySelector('h3')), new RegExp(`#${id}`));
    assert.ok(detail.querySelectorAll('[part~="timeline"] li').length >= 1, 'a timeline');
    assert.match(el.getAttribute('path') ?? '', new RegExp(`payment=${id}`));
    await waitFor(() => el.shadowRoot!.activeElement?.tagName === 'H3' || null, { message: 'the detail heading focused' });
    ($(el, '[part~="detail-close"]') as HTMLButtonElement).click();
    await waitFor(() => !$(el, '[part~="history-detail"]') || null, { message: 'detail closed' });

    await axe('payment history', el);
  });

  it('online payments: status and dates in the query, paging, the empty state with clear, an error with retry', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await cashier('/profile/pay-history?tab=online&page_size=10');
    await waitFor(() => rows(el).length > 0 || null, { message: 'online rows', timeout: 10_000 });
    const pager = $(el, '[part~="pager"]');
    if (pager) {
      const current = pager.querySelector('[aria-current="page"]')!;
      assert.equal(text(current), '1');
      (pager.querySelector('[part~="pager-next"]') as HTMLButtonElement).click();
      await waitFor(() => text($(el, '[part~="pager"] [aria-current="page"]')) === '2' || null, { message: 'page 2' });
      assert.match(el.getAttribute('path') ?? '', /page=2/);
    }
    const status = $<HTMLSelectElement>(el, '[part~="filter-status"] select')!;
    status.value = '30';
    status.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => (statuses(el).length > 0 && statuses(el).every((s) => s === 30)) || null, { message: 'status 30 only' });
    assert.ok(!/page=2/.test(el.getAttribute('path') ?? ''), 'a filter change goes back to page 1');

    // A day in the future has nothing: the empty state says the filters hide everything, and clears them.
    const [from] = $$<HTMLInputElement>(el, '[part~="history-dates"] input');
    from!.value = '2099-01-01';
    // preact/compat listens to `input` for onChange on text-like inputs (a date input fires both).
    from!.dispatchEvent(new Event('input', { bubbles: true }));
    await find(el, '[part~="clear-filters"]', { timeout: 10_000 });
    assert.match(el.getAttribute('path') ?? '', /from=2099-01-01/);
    ($(el, '[part~="clear-filters"]') as HTMLButtonElement).click();
    await waitFor(() => rows(el).length > 0 || null, { message: 'rows back' });

    await suite.sandbox().armFault({ route: '/services/facade/history/payment', status: 500, times: 1 });
    ($(el, '[role="tab"]#history-tab-deposits') as HTMLButtonElement).click();
    await waitFor(() => rows(el).length > 0 || null, { message: 'deposits' });
    ($(el, '[role="tab"]#history-tab-online') as HTMLButtonElement).click();
    await find(el, '[part~="history-error"]', { timeout: 10_000 });
    ($(el, '[part~="history-error"] [part~="retry"]') as HTMLButtonElement).click();
    await waitFor(() => rows(el).length > 0 || null, { message: 'rows after retry' });
  });
});

describe('casino-cashier: payment history in Arabic', () => {
  it('right to left, amounts and dates as LTR islands, no serious axe violation', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    casinoWidgets().configure({ language: 'ar' });
    const el = await cashier('/profile/pay-history?tab=payouts');
    await waitFor(() => (rows(el).length > 0 && /[\u0600-\u06FF]/.test(text($(el, '[role="tab"]')))) || null, { message: 'Arabic rows', timeout: 10_000 });
    assert.equal(getComputedStyle($(el, '.history-table')!).direction, 'rtl');
    const money = rows(el)[0]!.querySelector('.casino-money')!;
    assert.equal(getComputedStyle(money).direction, 'ltr');
    assert.equal(rows(el)[0]!.querySelector('time')!.getAttribute('dir'), 'ltr');
    await axe('payment history (ar)', el, 'ar');
  });
});

describe('casino-cashier: crypto deposit', () => {
  it('the 9 coins in order with networks, the minimum, an address with a QR code and the countdown, an under-payment explained, cleared', async function () {
    this.timeout(45_000);
    await signIn('demo', 'demo1234');
    const el = await cashier('/profile/replenishment');
    const crypto = await find<HTMLInputElement>(el, 'input[value="crypto"]', { timeout: 10_000 });
    crypto.click();
    await waitFor(() => $$(el, '[part~="crypto-coin"]').length === 9 || null, { message: '9 coins', timeout: 10_000 });
    const coins = $$<HTMLInputElement>(el, '[part~="crypto-coin"] input').map((i) => i.value);
    assert.deepEqual(coins, ['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc']);
    const networkOf = (code: string) => text($$(el, '[part~="crypto-coin"]')[coins.indexOf(code)]!.querySelector('.crypto-coin__network'));
    assert.match(networkOf('usdttrc20'), /TRC-20/);
    assert.match(networkOf('usdterc20'), /ERC-20/);
    assert.match(networkOf('busdbsc'), /BSC/);

    $$<HTMLInputElement>(el, '[part~="crypto-coin"] input')[2]!.click();
    await waitFor(() => /USDT/.test(text($(el, '[part~="crypto-min"]'))) || null, { message: 'USDT minimum', timeout: 10_000 });
    assert.match(text($(el, '[part~="crypto-min"]')), /\d+(\.\d+)? USDT/);
    const amount = $<HTMLInputElement>(el, '[part~="crypto-form"] input[name="amount"]')!;
    amount.value = '100';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    ($(el, '[part~="crypto-create"]') as HTMLButtonElement).click();

    const qr = await find(el, 'svg[part~="qr-code"]', { timeout: 10_000 });
    const address = text($(el, '[part~="crypto-address-text"]'));
    assert.ok(address.length > 20, `an address (${address})`);
    assert.equal(qr.getAttribute('role'), 'img');
    assert.ok(qr.getAttribute('aria-label')!.includes(address), 'the QR code is named with the address');
    assert.ok(qr.querySelector('path')!.getAttribute('d')!.length > 100, 'modules drawn as a path');
    assert.equal(qr.querySelectorAll('foreignObject, script').length, 0);
    assert.match(text($(el, '[part~="crypto-countdown"]')), /^00:(19|20):\d\d$/);
    assert.match(text($(el, '[part~="crypto-warning"]')), /TRC-20/);
    assert.equal($(el, '[part~="crypto-address-text"]')!.getAttribute('dir'), 'ltr');
    // Copy: the Clipboard API or the fallback; either way the live region says what happened.
    ($(el, '[part~="copy-address"]') as HTMLButtonElement).click();
    const said = await waitFor(() => text($(el, '[part~="copy-address"]')!.parentElement!.querySelector('[role="status"]')) || null, { message: 'copy outcome said' });
    assert.ok(['Adresse copiée', 'Copie impossible : le texte est sélectionné, copiez-le vous-même.'].includes(said), said);
    await axe('crypto address', el);

    // The gateway receives only part of it: the view (polling) explains the under-payment.
    const items = (await (await fetch(suite.sandbox().url('/sandbox/api/crypto'), { cache: 'no-store' })).json()) as Array<{ id: string; address: string }>;
    const mine = items.find((p) => p.address === address)!;
    await control(`/crypto/${mine.id}/confirm`, { mode: 'partial' });
    await find(el, '[part~="crypto-underpaid"]', { timeout: 15_000 });
    assert.match(text($(el, '[part~="crypto-status"]')), /incomplet/i);
    assert.match(text($(el, '[part~="crypto-underpaid"]')), /frais/);

    ($(el, '[part~="crypto-restart"]') as HTMLButtonElement).click();
    await find(el, '[part~="crypto-form"]');
  });
});

describe('casino-cashier: transfers', () => {
  it('cashplayer sees the transfers with the agent, a refusal explained, a transfer sent and listed', async function () {
    this.timeout(30_000);
    await signIn('cashplayer', 'cashplayer1234');
    const el = await cashier('/profile/cashier');
    await waitFor(() => rows(el).length > 0 || null, { message: 'transfer rows', timeout: 10_000 });
    const before = (await suite.sandbox().log()).at(-1)?.id ?? 0;
    // The field advertises and checks the bounds the server publishes (the agent's TND 1.00 to 1000.00,
    // capped by cashplayer's balance), read from GET transactions/limits/, not a figure of the page's.
    const amount = (await find(el, '[part~="transfer-form"] input[name="amount"]', { timeout: 10_000 })) as HTMLInputElement;
    assert.match(text($(el, '[part~="transfer-form"] [part~="limits"]')), /1,00.*150,00/);
    // Below the minimum: the field names the minimum, and nothing is sent.
    amount.value = '0.50';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    ($(el, '[part~="transfer-send"]') as HTMLButtonElement).click();
    const below = await find(el, '[part~="transfer-form"] [part~="error"]', { timeout: 10_000 });
    assert.match(text(below), /Le montant minimum est .*1,00/);
    const firstCount = rows(el).length;
    amount.value = '2';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    ($(el, '[part~="transfer-send"]') as HTMLButtonElement).click();
    await find(el, '[part~="transfer-success"]', { timeout: 10_000 });
    await waitFor(() => text(rows(el)[0]?.querySelector('.casino-money')).includes('-2') || null, { message: 'the new transfer first' });
    assert.ok(rows(el).length >= Math.min(firstCount, 10));
    const posts = (await suite.sandbox().log()).filter((e) => e.id > before).filter((e) => e.method === 'POST' && e.path.startsWith('/api/backoffice/transactions'));
    assert.equal(posts.length, 1, 'one POST per press, none for the amount the field refused');
    await axe('transfers', el);
    // The database is shared by the test files: the agent sends the 2.00 back (QA's control plane).
    await control('/transfers', { from: 1003, to: 1007, amount: '2.00' });
  });

  it('a self-registered player is told what the page is for and linked to the withdrawal', async () => {
    await signIn('demo', 'demo1234');
    const el = await cashier('/profile/cashier');
    const box = await find(el, '[part~="transfers-not-eligible"]', { timeout: 10_000 });
    assert.match(text(box), /caissier/);
    const link = box.querySelector('[part~="withdraw-link"]') as HTMLAnchorElement;
    assert.match(link.getAttribute('href')!, /\/profile\/withdraw$/);
  });
});
