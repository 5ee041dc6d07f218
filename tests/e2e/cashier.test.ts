// The cashier end to end (issue 14 "Done when"; spec money-and-games.md §2–§7): on the reference site,
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
  CARD_3DS,
  CASHIER_FR,
  cashier,
  expectHeaderBalance,
  paymentsOf,
  PROVIDER_FR,
  providerFrame,
  THREE_DS_CODE,
} from './support/cashier';

const DEMO_START = 1000;

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
});
