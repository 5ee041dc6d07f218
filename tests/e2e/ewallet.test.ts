// An e-wallet deposit as a player makes it (docs/api.md "Simulated providers"): the cashier says to
// approve in the wallet app and links to the simulated app, which offers Approve/Refuse while the deposit
// waits at 20; approving is told in the app, and the cashier's pending tray follows the payment. By role
// and French label, real sandbox.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { signInAsDemo, siteUrl } from './support/shell';
import { cashier, CASHIER_FR, paymentsOf } from './support/cashier';

const FR = {
  wallet: 'Portefeuille mobile', // the e-wallet's name (demo/sandbox seeds), the app page's title
  openApp: 'Ouvrir l’application du portefeuille (simulée, nouvel onglet)', // cashier.deposit.wallet_open
  approve: 'Approuver', // the app page's approve (routes/payment-page-texts.ts)
  refuse: 'Refuser',
  approved: 'Approuvé dans l’application : le casino en est informé dans un instant.', // ewallet_waiting
};

describe('e-wallet deposit', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('the cashier says to approve in the wallet app and links to it; the app offers Approve/Refuse at 20 and approving is told', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    const page = await browser.newPage(context, 'cashier');
    await signInAsDemo(page);
    await page.goto(siteUrl('/profile/replenishment'));
    const c = cashier(page);
    await c.system(FR.wallet).check();
    await c.amount.fill('30');
    await c.pay.click();
    const notice = c.main.getByRole('status').filter({ has: page.getByRole('heading', { name: CASHIER_FR.walletTitle, exact: true }) });
    await notice.waitFor();
    const [deposit] = await paymentsOf('demo', 'deposit');
    expect(deposit).toMatchObject({ payment_system: 'ewallet', status: 20 });

    const link = notice.getByRole('link', { name: FR.openApp, exact: true });
    const [app] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await app.waitForLoadState();
    expect(new URL(app.url()).pathname).toBe('/sandbox/payments/ewallet/');
    await app.getByRole('button', { name: FR.refuse, exact: true }).waitFor();
    await app.getByRole('button', { name: FR.approve, exact: true }).click();
    await app.getByRole('status').getByText(FR.approved, { exact: true }).waitFor();
    expect(await app.getByRole('button', { name: FR.approve, exact: true }).count()).toBe(0);
  });
});
