// A money press whose answer is lost (docs/conventions.md §7 "Definitive answers"; docs/qa.md "Faults" and "A lost
// answer"), as QA reproduces it: the malformed fault lets the sandbox make the payout and breaks only its
// 200. The page must say it is checking (not "try again"), and the second press of « Retirer » must send
// the same Idempotency-Key and body: one payout, 40 held once, the header at 960.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { signInAsDemo, siteUrl, toast } from './support/shell';
import { CASHIER_FR, CASHPLAYER, cashier, expectHeaderBalance, heldOf, paymentsOf, signIn } from './support/cashier';

const DEMO_START = 1000;
const CHECKING = /^Nous vérifions ce paiement…/; // money.checking.payment

describe('a lost answer to a withdrawal', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  // 600 is more than the balance left once it is held: the second press must not be refused by the page.
  for (const amount of [40, 600]) {
    it(`with the malformed fault armed, « Retirer » ${amount} twice makes ONE payout and holds ${amount} once`, { timeout: 60_000 }, async () => {
      const page = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAsDemo(page);
      await expectHeaderBalance(page, DEMO_START);
      const payoutsBefore = (await paymentsOf('demo', 'payout')).length;
      const heldBefore = await heldOf('demo');

      await page.goto(siteUrl('/profile/withdraw'));
      const c = cashier(page);
      await c.heading(CASHIER_FR.titlePayout).waitFor();
      await c.system('Carte bancaire').check();
      await c.amount.fill(String(amount));
      await call('POST', '/sandbox/api/faults', { route: '/api/backoffice/payments/payout', method: 'POST', malformed: true, times: 1 });

      const posts: Array<{ key: string | null; body: string | null }> = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/backoffice\/payments\/payout\/$/.test(new URL(r.url()).pathname)) {
          posts.push({ key: r.headers()['idempotency-key'] ?? null, body: r.postData() });
        }
      });

      await c.withdraw.click();
      // Not an error: a status saying the payment is being checked; the server did make it.
      await c.main.getByRole('status').filter({ hasText: CHECKING }).waitFor();
      expect(await c.main.getByRole('alert').filter({ hasText: /Réessayez/ }).count()).toBe(0);
      expect((await paymentsOf('demo', 'payout')).length).toBe(payoutsBefore + 1);
      // The session re-read the server: the header shows the hold.
      await expectHeaderBalance(page, DEMO_START - amount);

      // The button stays usable; the second press replays the first payout.
      await c.withdraw.click();
      await toast(page, CASHIER_FR.payoutRequestedToast).waitFor();
      expect(posts).toHaveLength(2);
      expect(posts[1]).toEqual(posts[0]);
      expect(posts[0]!.key).toBeTruthy();
      expect((await paymentsOf('demo', 'payout')).length).toBe(payoutsBefore + 1);
      expect(await heldOf('demo')).toBe(heldBefore + amount);
      await expectHeaderBalance(page, DEMO_START - amount);
      await expect.poll(() => c.main.getByText(CHECKING).count()).toBe(0);
    });
  }

  it('cashplayer sends 100 of 150 to the cashier with the malformed fault armed: "checking", then the same press again: ONE transfer', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, CASHPLAYER.username, CASHPLAYER.password);
    await expectHeaderBalance(page, 150);
    const transfers = async () => (await call<{ transfers: { from_id: number }[] }>('GET', '/sandbox/api/transfers')).transfers.filter((t) => t.from_id === CASHPLAYER.id).length;
    const before = await transfers();
    await page.goto(siteUrl('/profile/cashier'));
    const c = cashier(page);
    await c.heading(CASHIER_FR.titleTransfers).waitFor();
    const form = c.main.getByRole('form', { name: CASHIER_FR.transfers.form, exact: true });
    await form.getByRole('textbox', { name: CASHIER_FR.amount }).fill('100');
    await call('POST', '/sandbox/api/faults', { route: '/api/backoffice/transactions', method: 'POST', malformed: true, times: 1 });
    const send = form.getByRole('button', { name: CASHIER_FR.transfers.send, exact: true });
    await send.click();
    await form.getByRole('status').filter({ hasText: CHECKING }).waitFor();
    expect(await transfers()).toBe(before + 1);
    await expectHeaderBalance(page, 50); // read again: 100 is now more than the balance shown
    await send.click();
    await form.getByRole('status').getByText(/\(\u2066?100,00\u00A0DT\u2069?\)$/).waitFor();
    expect(await transfers()).toBe(before + 1);
    await expectHeaderBalance(page, 50);
  });
});
