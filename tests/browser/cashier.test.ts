// <casino-cashier> from the built dist/casino-cashier.js in real Chromium, against this file's own
// sandbox (docs/contracts/payments.md): the signed-out request, the balance page with the amount
// held, the deposit page (methods, the disabled one greyed with why, the provider's modal frame with
// its title and its keyboard exit), one payment for a double click (the sandbox's own log counts the
// POSTs), a withdrawal held at once and cancelled, the withdrawal filter, every status badge, and axe.
// Texts are matched by shape or by part: the cashier's ids reach the catalogs when the lead merges the
// translations.
import { sendKeys } from '@web/test-runner-commands';
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { $, $$, find, fill, mount, settle, waitFor } from './support/dom';
import { watchRequests } from './support/requests';
import { loginSuite } from './support/suite';
import { amountOf, expectSignInRequested } from './support/signed-out';
import { signIn } from './support/lobby';
import { load } from './support/widgets';
import { expectNoSeriousViolations, onDarkSite } from './support/axe';
import { casinoWidgets, sharedBag } from './support/widgets';

// A database of its own: these tests move demo's money, which the other files, running at the same
// time on the shared one, read as 1,000.00.
const suite = loginSuite(
  async () => {
    await load('/dist/casino-cashier.js');
  },
  { ownDatabase: true },
);

async function cashier(attrs: string): Promise<HTMLElement> {
  const el = mount(`<casino-cashier ${attrs}></casino-cashier>`);
  await find(el, '[part~="nav"]', { timeout: 10_000 });
  return el;
}

const axe = (what: string, el: Element) =>
  onDarkSite('fr-fr', (lang) => casinoWidgets().configure({ language: lang }), () => expectNoSeriousViolations(what, el));


const posts = async (path: string) => (await suite.sandbox().log()).filter((e) => e.method === 'POST' && e.path === path).length;

async function pickSystem(el: Element, slug: string) {
  const radio = await find<HTMLInputElement>(el, `input[type="radio"][value="${slug}"]`, { timeout: 10_000 });
  radio.click();
  return find<HTMLInputElement>(el, 'input[name="amount"]');
}

describe('casino-cashier: signed out', () => {
  it('asks the host to sign in (cancelable casino-login-required, reason cashier) and opens nothing itself when the host takes it', async () => {
    await expectSignInRequested('<casino-cashier view="deposit"></casino-cashier>', 'cashier');
  });
});

describe('casino-cashier: signed out, nobody taking the request (a partner page)', () => {
  it('shows its prompt and no dialog at load; its button opens its own sign-in dialog', async () => {
    const requests: CustomEvent[] = [];
    const record = (e: Event) => requests.push(e as CustomEvent);
    document.addEventListener('casino-login-required', record);
    try {
      const el = mount('<casino-cashier view="balance"></casino-cashier>');
      await find(el, '[part~="signed-out"]', { timeout: 10_000 });
      await waitFor(() => requests.length > 0 || null, { message: 'casino-login-required at load' });
      // The request at load is an announcement only (no dialog state is set when it returns): a render after
      // it shows none.
      await settle();
      assert.equal($(el, 'casino-login'), null, 'no sign-in dialog opened at load');
      ($(el, '[part~="sign-in"]') as HTMLButtonElement).click();
      await find(el, 'casino-login', { timeout: 10_000 });
    } finally {
      document.removeEventListener('casino-login-required', record);
    }
  });
});

describe('casino-cashier: balance, deposit, payout', () => {
  it('the balance page: real, bonus and held amounts, the ways on; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await cashier('view="balance"');
    await find(el, '[part~="balance"]', { timeout: 10_000 });
    assert.equal(amountOf($(el, '[part~="balance-real"] dd')), 1000);
    assert.equal(amountOf($(el, '[part~="balance-bonus"] dd')), 5);
    // demo's seeded open withdrawals (20, 21, 27) are held.
    await waitFor(() => $(el, '[part~="balance-held"] dd .casino-money'), { message: 'held amount', timeout: 10_000 });
    assert.ok(amountOf($(el, '[part~="balance-held"] dd')) > 0, 'something held');
    assert.equal($$(el, '[part~="action"]').length, 3);
    assert.equal($(el, '[part~="balance-real"] .casino-money')!.getAttribute('dir'), 'ltr');
    await axe('balance', el);
  });

  it('a fresh browser signed in as demo: /balance lists the open withdrawals from the server (three, 140 TND held), none from local storage', async function () {
    this.timeout(30_000);
    localStorage.clear();
    await signIn('demo', 'demo1234');
    const el = await cashier('path="/balance"');
    // demo's seeded open withdrawals: 17 (20, 35), 16 (21, 45), 15 (27, 60).
    const payouts = await waitFor(
      () => {
        const items = $$(el, '[part~="tray-item"]').filter((i) => /Retrait|Withdrawal|سحب/.test(i.textContent ?? '') && i.querySelector('[part~="status-badge"]'));
        return items.length >= 3 ? items : null;
      },
      { message: 'the open withdrawals listed', timeout: 10_000 },
    );
    const ids = payouts.map((i) => Number(i.getAttribute('data-payment')));
    for (const id of [17, 16, 15]) assert.ok(ids.includes(id), `withdrawal ${id} listed (${ids.join(', ')})`);
    assert.equal(payouts.reduce((sum, i) => sum + amountOf(i.querySelector('.casino-money')), 0), 140);
    await waitFor(() => amountOf($(el, '[part~="balance-held"] dd')) === 140 || null, { message: '140 held', timeout: 10_000 });
    // Listed under the balance page's own heading, once: the tray above it is not shown twice.
    assert.equal($(el, '[part~="tray"]'), null);
    assert.equal(localStorage.getItem('casino-widgets:pendingPayments'), null, 'nothing of the list in local storage');
  });

  it('the deposit page: the methods with the disabled one greyed with why; the provider frame titled, Esc closes it, the tray follows the payment; axe', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await cashier('view="deposit"');
    const d17 = await find<HTMLInputElement>(el, 'input[type="radio"][value="d17"]', { timeout: 10_000 });
    assert.ok(d17.disabled, 'the temporarily disabled method cannot be chosen');
    assert.ok(d17.closest('[part~="system"]')!.textContent!.includes('D17'), 'shown with its name and why');
    await axe('deposit methods', el);

    const amount = await pickSystem(el, 'card');
    fill(amount, '50');
    await settle(); // the render that reads the typed amount, as between a keystroke and a click
    ($(el, '[part~="pay"]') as HTMLButtonElement).click();
    const dialog = await find<HTMLDialogElement>(el, 'dialog[part~="provider-dialog"]', { timeout: 10_000 }).catch((e) => {
      throw new Error(`${e}: ${el.shadowRoot!.textContent}`);
    });
    await waitFor(() => dialog.open || null, { message: 'modal open' });
    const frame = dialog.querySelector<HTMLIFrameElement>('iframe[part~="provider-frame"]')!;
    assert.ok(frame.title.length > 0, 'the frame has a title');
    assert.equal(frame.title, dialog.querySelector('#provider-title')!.textContent, 'the frame is titled as its dialog');
    assert.equal(dialog.getAttribute('aria-labelledby'), 'provider-title');
    assert.ok(!frame.sandbox.contains('allow-same-origin'), 'our own origin runs opaque');
    assert.ok(dialog.querySelector('[part~="close"]'), 'a visible close button');
    // The player's payment is in the tray while the frame is open (status 10 started).
    await waitFor(() => $(el, '[part~="tray"] [part~="status-10"]'), { message: 'tray shows the started deposit' });

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(el, 'dialog[part~="provider-dialog"]') || null, { message: 'Esc closes the frame' });
    assert.ok($(el, '[part~="tray-item"]'), 'closing early loses nothing: the tray keeps the payment');
  });

  it('a double click on pay creates one payment', async function () {
    this.timeout(30_000);
    await signIn('demo', 'demo1234');
    const el = await cashier('view="deposit"');
    const amount = await pickSystem(el, 'ewallet');
    fill(amount, '20');
    await settle();
    const before = await posts('/api/backoffice/payments/deposit/');
    const pay = $(el, '[part~="pay"]') as HTMLButtonElement;
    const requests = watchRequests();
    pay.click();
    pay.click();
    await find(el, '[part~="wallet-app"]', { timeout: 10_000 });
    await requests.settled(); // a second POST, had the second click sent one, is in the log too
    assert.equal((await posts('/api/backoffice/payments/deposit/')) - before, 1, 'one POST for two clicks');
  });

  it('a withdrawal: held at once (the header balance drops), the status message, cancelled (the amount back); the filter in the query; every status badge; axe', async function () {
    this.timeout(40_000);
    await signIn('demo', 'demo1234');
    // The session's user, as the header reads it (the page-wide shared auth store).
    const user = () => (sharedBag().auth as { get(): { user: { balance: number } | null } }).get().user;
    const el = await cashier('path="/profile/withdraw"');
    const amount = await pickSystem(el, 'card');
    const start = (await waitFor(() => user()?.balance, { message: 'balance' })) as number;
    fill(amount, '40');
    await settle();
    ($(el, '[part~="withdraw"]') as HTMLButtonElement).click();
    const message = await find(el, '[part~="payout-message"]', { timeout: 10_000 }).catch((e) => {
      throw new Error(`${e}: ${el.shadowRoot!.textContent}`);
    });
    assert.ok(message.querySelector('[part~="status-20"]'), 'requested');
    await waitFor(() => user()?.balance === start - 40 || null, { message: `balance ${start} - 40` });
    await axe('payout', el);

    // The newest row is ours, cancellable; cancel asks first, then the hold comes back.
    const row = await waitFor(
      () => $$(el, '[part~="payout-row"]').find((r) => r.querySelector('[part~="cancel"]') && amountOf(r.querySelector('.casino-money')) === 40),
      { message: 'our withdrawal, cancellable', timeout: 10_000 },
    );
    row.querySelector<HTMLButtonElement>('[part~="cancel"]')!.click();
    (await waitFor(() => row.querySelector<HTMLButtonElement>('[part~="cancel-confirm"]'), { message: 'confirm' })).click();
    await waitFor(() => user()?.balance === start || null, { message: 'the amount back', timeout: 10_000 });
    // The request's « Demandé » notice goes; the cancelled row reads « Annulé », neutral, not a red « Échoué ».
    await waitFor(() => !$(el, '[part~="payout-message"]') || null, { message: 'the requested notice gone', timeout: 10_000 });
    const cancelled = await waitFor(
      () =>
        $$(el, '[part~="payout-row"]')
          .filter((r) => amountOf(r.querySelector('.casino-money')) === 40)
          .map((r) => r.querySelector('[part~="status-40"]'))
          .find((b) => b?.classList.contains('status-badge--cancelled')),
      { message: 'the cancelled badge', timeout: 10_000 },
    );
    assert.ok(!cancelled.classList.contains('status-badge--failure'), 'not a failure');

    // The filter: each value lists only its statuses, and lands in the path's query.
    const select = $<HTMLSelectElement>(el, 'select[part~="filter"]')!;
    const seen = new Set<number>();
    const expected: Record<string, number[]> = { OPEN: [10, 20], IN_PROCESS: [21, 27], COMPLETED: [30], BLOCKED: [22], REJECTED: [40, 45] };
    for (const [filter, codes] of Object.entries(expected)) {
      select.value = filter;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => el.getAttribute('path') === `/profile/withdraw?filter=${filter}` || null, { message: `path for ${filter}` });
      await waitFor(
        () => {
          const rows = $$(el, '[part~="payout-row"]');
          const first = rows.map((r) => Number(/status-(\d+)/.exec(r.querySelector('[part~="status-badge"]')!.getAttribute('part')!)?.[1]));
          return rows.length > 0 && first.every((c) => codes.includes(c)) ? first : null;
        },
        { message: `rows of ${filter}`, timeout: 10_000 },
      ).then((codesShown) => codesShown.forEach((c) => seen.add(c)));
    }
    // Every payout status the seed holds, each badge with words and an icon, not colour alone.
    for (const code of [20, 21, 22, 27, 30, 40, 45]) assert.ok(seen.has(code), `status ${code} shown`);
    for (const badge of $$(el, '[part~="status-badge"]')) {
      assert.ok((badge.textContent ?? '').trim().length > 0, 'a label');
      assert.ok(badge.querySelector('svg'), 'an icon');
    }
  });
});
