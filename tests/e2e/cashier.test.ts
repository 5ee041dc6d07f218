// The cashier end to end (spec money-and-games.md §2–§7): on the reference site,
// clicked as a player would, against the real sandbox and its simulated providers. The provider's and
// QA's side (approvals, crypto arrivals) go through the sandbox's control plane (docs/qa.md), so every
// amount the player must see is known. Each test starts from the seed (/sandbox/api/reset).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call, sandbox } from './support/sandbox';
import { signInAsDemo, siteUrl, toast } from './support/shell';
import {
  approve,
  AGENT_ID,
  CARD_3DS,
  CASHIER_FR,
  CASHPLAYER,
  cashier,
  dt,
  expectHeaderBalance,
  heldOf,
  paymentsOf,
  PROVIDER_FR,
  providerFrame,
  signIn,
  THREE_DS_CODE,
} from './support/cashier';

const DEMO_START = 1000;
/** cashplayer's seeded balance (demo/sandbox/seeds/transfers.ts). */
const CASHPLAYER_START = 150;

describe('cashier', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo deposits by card through the provider frame and its 3-D Secure step; the header balance rises, the tray says success, the history lists it', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await expectHeaderBalance(page, DEMO_START);
    const before = await paymentsOf('demo', 'deposit');

    await page.goto(siteUrl('/profile/replenishment'));
    const c = cashier(page);
    await c.heading(CASHIER_FR.titleDeposit).waitFor();
    await c.system('Carte bancaire').check();
    await c.amount.fill('50');
    await c.pay.click();

    // The provider's page in the titled modal frame: card, then the bank's 3-D Secure step.
    const dialog = c.providerDialog('Carte bancaire');
    await dialog.waitFor();
    // Esc closes the frame (its keyboard exit); the tray keeps the payment and offers the way back to the provider.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const [started] = (await paymentsOf('demo', 'deposit')).filter((p) => !before.some((b) => b.id === p.id));
    await c.trayItem(started.id).getByRole('button', { name: CASHIER_FR.resume, exact: true }).click();
    await dialog.waitFor();
    const frame = providerFrame(dialog);
    expect(await dialog.locator('iframe').getAttribute('title')).toBe(CASHIER_FR.providerDialog('Carte bancaire'));
    await frame.getByLabel(PROVIDER_FR.cardNumber, { exact: true }).fill(CARD_3DS);
    await frame.getByLabel(PROVIDER_FR.cardExpiry, { exact: true }).fill('12/39');
    await frame.getByLabel(PROVIDER_FR.cardCvc, { exact: true }).fill('123');
    await frame.getByRole('button', { name: PROVIDER_FR.pay, exact: true }).click();
    await frame.getByRole('heading', { name: PROVIDER_FR.threeDsTitle, exact: true }).waitFor();
    // Not credited before the 3-D Secure step is passed.
    const created = (await paymentsOf('demo', 'deposit')).filter((p) => !before.some((b) => b.id === p.id));
    expect(created).toHaveLength(1);
    const [payment] = created;
    expect(payment).toMatchObject({ amount: '50.00', payment_system: 'card' });
    expect(payment.status).not.toBe(30);
    await frame.getByLabel(PROVIDER_FR.threeDsCode, { exact: true }).fill(THREE_DS_CODE);
    await frame.getByRole('button', { name: PROVIDER_FR.confirm, exact: true }).click();

    // The provider says it is done: the dialog closes by itself; the header balance rises by the deposit.
    await dialog.waitFor({ state: 'hidden' });
    await expectHeaderBalance(page, DEMO_START + 50);
    const item = c.trayItem(payment.id);
    await item.getByText(CASHIER_FR.status[30], { exact: true }).waitFor();
    await item.getByText(CASHIER_FR.next.depositSuccess, { exact: true }).waitFor();
    expect((await paymentsOf('demo', 'deposit')).find((p) => p.id === payment.id)).toMatchObject({ status: 30 });

    // The payment history lists it, succeeded.
    await c.navLink(CASHIER_FR.titleHistory).click();
    await c.heading(CASHIER_FR.titleHistory).waitFor();
    const row = c.main.getByRole('row').filter({ has: page.getByRole('cell', { name: String(payment.id), exact: true }) });
    await row.getByText(CASHIER_FR.status[30], { exact: true }).waitFor();
    expect(await row.textContent()).toContain('50,00');
  });

  it('demo requests a withdrawal: the amount is held at once (header and balance page), then cancels and gets it back', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await expectHeaderBalance(page, DEMO_START);
    await page.goto(siteUrl('/balance'));
    const c = cashier(page);
    // demo's seeded open withdrawals (requested, approved, in manual processing) are already held.
    const heldBefore = await heldOf('demo');
    expect(heldBefore).toBeGreaterThan(0);
    const held = c.main.getByRole('term').filter({ hasText: CASHIER_FR.held }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => held.textContent(), { timeout: 10_000 }).toBe(dt(heldBefore));

    await c.navLink(CASHIER_FR.titlePayout).click();
    await c.heading(CASHIER_FR.titlePayout).waitFor();
    await c.system('Carte bancaire').check();
    await c.amount.fill('100');
    await c.withdraw.click();
    await toast(page, CASHIER_FR.payoutRequestedToast).waitFor();
    // Held at once: the header drops by the amount, with no approval yet.
    await expectHeaderBalance(page, DEMO_START - 100);
    const [payout] = await paymentsOf('demo', 'payout');
    expect(payout).toMatchObject({ amount: '100.00', payment_system: 'card', status: 20 });
    // The request's notice under the form (a status region: « Demandé » and what happens next).
    const requestNotice = c.main.getByRole('status').filter({ hasText: CASHIER_FR.next.payoutRequested });
    await expect.poll(() => requestNotice.count(), { timeout: 10_000 }).toBe(1);

    // The balance page (another tab: read from the server) counts it in what is held.
    const other = await browser.newPage(page.context(), 'balance tab');
    await other.goto(siteUrl('/balance'));
    const heldThere = cashier(other).main.getByRole('term').filter({ hasText: CASHIER_FR.held }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => heldThere.textContent(), { timeout: 10_000 }).toBe(dt(heldBefore + 100));
    expect(await heldOf('demo')).toBe(heldBefore + 100);
    await other.close();

    // Cancel it from the list of withdrawals on the same page (with a confirmation): the amount comes back.
    const row = c.payoutRow(payout.id);
    await row.getByRole('button', { name: CASHIER_FR.cancel, exact: true }).click();
    await row.getByRole('button', { name: CASHIER_FR.confirmCancel, exact: true }).click();
    await toast(page, CASHIER_FR.cancelledToast).waitFor();
    await expectHeaderBalance(page, DEMO_START);
    // The row's badge says the player cancelled it (not « Échoué »); the request's « Demandé » notice is gone.
    await c.payoutRow(payout.id).getByText(CASHIER_FR.cancelled, { exact: true }).first().waitFor();
    await expect.poll(() => requestNotice.count(), { timeout: 10_000 }).toBe(0);
    expect((await paymentsOf('demo', 'payout')).find((p) => p.id === payout.id)).toMatchObject({ status: 40 });
    await c.navLink(CASHIER_FR.titleBalance).click();
    await expect.poll(() => held.textContent(), { timeout: 10_000 }).toBe(dt(heldBefore));
    expect(await heldOf('demo')).toBe(heldBefore);
  });

  it('a fresh browser as demo: /balance lists the open withdrawals from the server, and a started deposit is abandoned from it', { timeout: 60_000 }, async () => {
    // A new browser context: empty local storage, as on another device.
    const context = await browser.newContext();
    const page = await browser.newPage(context, 'fresh browser');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await page.goto(siteUrl('/balance'));
    const c = cashier(page);
    // demo's seeded open withdrawals: 17 (requested), 16 (approved), 15 (manual processing), 140 held.
    for (const [id, status] of [
      [17, 20],
      [16, 21],
      [15, 27],
    ]) {
      await c.trayItem(id).getByText(CASHIER_FR.status[status]!, { exact: true }).waitFor({ timeout: 15_000 });
    }
    const held = c.main.getByRole('term').filter({ hasText: CASHIER_FR.held }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => held.textContent(), { timeout: 10_000 }).toBe(dt(140));

    // Demo's started card deposit (10, seeded): « Abandonner », confirmed: 45, « Annulé », nothing debited.
    const item = c.trayItem(10);
    await item.getByRole('button', { name: CASHIER_FR.abandon }).click();
    await item.getByRole('button', { name: CASHIER_FR.confirmAbandon, exact: true }).click();
    await toast(page, CASHIER_FR.abandonedToast).waitFor();
    await item.getByText(CASHIER_FR.cancelled, { exact: true }).first().waitFor();
    expect((await paymentsOf('demo', 'deposit')).find((p) => p.id === 10)).toMatchObject({ status: 45 });
    await expectHeaderBalance(page, DEMO_START);
  });

  it('a bank transfer whose redirect never comes back is resolved by the pending tray after a reload, once QA approves it', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    const page = await browser.newPage(context, 'first tab');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await page.goto(siteUrl('/profile/replenishment'));
    const c = cashier(page);
    await c.system('Virement bancaire').check();
    await c.amount.fill('80');
    await c.pay.click();

    // Same tab: the bank's page. The player declares the transfer, then leaves without going back.
    await page.waitForURL((url) => url.pathname === '/sandbox/payments/bank/');
    await page.getByRole('heading', { level: 1, name: PROVIDER_FR.bankTitle, exact: true }).waitFor();
    await page.getByRole('button', { name: PROVIDER_FR.bankDone, exact: true }).click();
    await page.getByText(PROVIDER_FR.bankWaiting, { exact: true }).waitFor();
    const [deposit] = await paymentsOf('demo', 'deposit');
    expect(deposit).toMatchObject({ amount: '80.00', payment_system: 'bank_transfer', status: 20 });
    await page.close();

    // Later, the site again (a new tab of the same browser: a reload): the tray still follows it.
    const again = await browser.newPage(context, 'second tab');
    await again.setViewportSize({ width: 1280, height: 800 });
    await again.goto(siteUrl('/balance'));
    const c2 = cashier(again);
    const item = c2.trayItem(deposit.id);
    await item.getByText(CASHIER_FR.status[20], { exact: true }).waitFor();
    // Its deadline (docs/api.md "Payments: expiry": a bank transfer has 72 h), not « jusqu’à 24 h ».
    await item.getByText(CASHIER_FR.next.depositDeadline).waitFor();
    await expectHeaderBalance(again, DEMO_START);

    // QA approves it through the control plane (the bank's money is seen): the tray turns to success by
    // itself and the header balance rises, with no action of the player.
    await approve(deposit.id, 'approve_success');
    await approve(deposit.id, 'process_after_approve');
    await item.getByText(CASHIER_FR.status[30], { exact: true }).waitFor({ timeout: 15_000 });
    await item.getByText(CASHIER_FR.next.depositSuccess, { exact: true }).waitFor();
    await expectHeaderBalance(again, DEMO_START + 80);
  });

  it('a double click on the pay button creates one payment', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await page.goto(siteUrl('/profile/replenishment'));
    const c = cashier(page);
    await c.system('Portefeuille mobile').check();
    await c.amount.fill('30');
    const before = (await paymentsOf('demo', 'deposit')).length;
    const posts: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/backoffice/payments/deposit/' && posts.push(r));
    // A slow answer widens the window in which a second press could slip through.
    await sandbox.armFault({ route: '/api/backoffice/payments/deposit/', method: 'POST', delay_ms: 1500, times: 1 });
    await c.pay.dblclick();
    await c.main.getByRole('heading', { name: CASHIER_FR.walletTitle, exact: true }).waitFor();
    // The press is over (the button is back): one request went out, and the server holds one new payment.
    await expect.poll(() => c.pay.isEnabled()).toBe(true);
    expect(posts).toHaveLength(1);
    const after = await paymentsOf('demo', 'deposit');
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ amount: '30.00', payment_system: 'ewallet' });
  });

  it('crypto with an under-payment: the explanation shows and less than asked is credited', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await page.goto(siteUrl('/profile/replenishment'));
    const c = cashier(page);
    await c.system('Cryptomonnaies').check();
    const crypto = c.main.getByRole('region', { name: CASHIER_FR.crypto.title, exact: true });
    await crypto.getByRole('radio').first().waitFor();
    await crypto.getByRole('textbox', { name: CASHIER_FR.amount }).fill('100');
    await crypto.getByRole('button', { name: CASHIER_FR.crypto.create, exact: true }).click();
    await crypto.getByText(CASHIER_FR.crypto.waitingText, { exact: true }).waitFor();
    const [deposit] = await paymentsOf('demo', 'deposit');
    expect(deposit).toMatchObject({ amount: '100.00', payment_system: 'crypto', status: 20 });

    // The gateway receives less than asked (the network fee was not added).
    await call('POST', `/sandbox/api/crypto/${deposit.id}/confirm`, { mode: 'partial' });
    await crypto.getByText(CASHIER_FR.crypto.underpaid).waitFor({ timeout: 15_000 });
    const settled = (await paymentsOf('demo', 'deposit')).find((p) => p.id === deposit.id)!;
    expect(settled.status).toBe(30);
    const credited = Number(settled.credited_amount);
    expect(credited).toBeGreaterThan(0);
    expect(credited).toBeLessThan(100);
    const creditedLine = crypto.getByText(CASHIER_FR.crypto.credited, { exact: false });
    await expect.poll(() => creditedLine.textContent()).toContain(dt(credited));
    await expectHeaderBalance(page, DEMO_START + credited);
  });

  it('cashplayer withdraws to their cashier on /profile/cashier: the transfer appears and the balance falls', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, CASHPLAYER.username, CASHPLAYER.password);
    await expectHeaderBalance(page, CASHPLAYER_START);
    await page.goto(siteUrl('/profile/cashier'));
    const c = cashier(page);
    await c.heading(CASHIER_FR.titleTransfers).waitFor();
    const form = c.main.getByRole('form', { name: CASHIER_FR.transfers.form, exact: true });
    await form.getByRole('textbox', { name: CASHIER_FR.amount }).fill('20');
    await form.getByRole('button', { name: CASHIER_FR.transfers.send, exact: true }).click();
    // The amount is an LTR island (U+2066 … U+2069) in the French sentence.
    await form.getByRole('status').getByText(/\(\u2066?20,00\u00A0DT\u2069?\)$/).waitFor();
    await expectHeaderBalance(page, CASHPLAYER_START - 20);

    // The server moved it to the agent, and the list shows it: sent, 20.00 out, the balance before and after.
    const overview = await call<{ transfers: { from_id: number; to_id: number; amount: string }[] }>('GET', '/sandbox/api/transfers');
    expect(overview.transfers[0]).toMatchObject({ from_id: CASHPLAYER.id, to_id: AGENT_ID, amount: '20.00' });
    const row = c.main
      .getByRole('table', { name: new RegExp(`^${CASHIER_FR.transfers.list}`) })
      .getByRole('row')
      .filter({ hasText: CASHIER_FR.transfers.sent })
      .filter({ hasText: dt(CASHPLAYER_START - 20) });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toMatch(/-\s?20,00/);
    expect(text).toContain(dt(CASHPLAYER_START));
  });
});
