// The bonus exchange end to end (spec money-and-games.md §4, §5): on the reference
// site, as the player would. `low` (0.50 TND, bonus 12.00) may exchange: the header balance follows the
// answer through the session's one user-writing action. `demo` (1 000.00 TND) may not: the page says so
// with the spec's balance message, before any call. Each test starts from the seed.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call, sandbox } from './support/sandbox';
import { siteUrl } from './support/shell';
import { expectHeaderBalance, signIn } from './support/cashier';
import { PROFILE_FR, plain, profile } from './support/profile';

const EXCHANGE_PATH = '/api/bonus-system/bonusbalance-to-balance/';

describe('profile: bonus exchange', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('low exchanges 5.00 of their bonus: the page says so and the header balance goes from 0.50 to 5.50', async () => {
    const page = await browser.newPage();
    await signIn(page, 'low', 'low12345');
    await expectHeaderBalance(page, 0.5);

    await page.goto(siteUrl('/profile/exchange-bonus-balance'));
    const p = profile(page);
    await p.section(PROFILE_FR.exchange.title).waitFor();
    const amount = p.main.getByRole('textbox', { name: PROFILE_FR.exchange.amount });
    await amount.fill('5');
    await p.main.getByRole('button', { name: PROFILE_FR.exchange.submit, exact: true }).click();

    await expect.poll(async () => plain(await p.main.getByRole('status').filter({ hasText: 'Solde converti' }).textContent())).toMatch(PROFILE_FR.exchange.converted);
    await expectHeaderBalance(page, 5.5);
    // The server moved it once: balance 5.50, bonus 7.00 (the ledger is the truth; the header only follows).
    const user = await page.evaluate(() => {
      const bag = (globalThis as unknown as Record<symbol, { http: { request(r: object, c: (d: unknown) => unknown): Promise<unknown> } }>)[
        Symbol.for('casino-widgets@1')
      ];
      return bag.http.request({ method: 'GET', path: '/api/accounts/user' }, (d) => d) as Promise<{ balance: string; bonus_balance: string }>;
    });
    expect(Number(user.balance)).toBe(5.5);
    expect(Number(user.bonus_balance)).toBe(7);
  });

  it('demo is refused with the balance message, and no exchange is sent', async () => {
    const page = await browser.newPage();
    await signIn(page, 'demo', 'demo1234');
    await expectHeaderBalance(page, 1000);
    const since = Date.now();

    await page.goto(siteUrl('/profile/exchange-bonus-balance'));
    const p = profile(page);
    await p.section(PROFILE_FR.exchange.title).waitFor();
    await p.main.getByRole('button', { name: PROFILE_FR.exchange.submit, exact: true }).click();

    const alert = p.main.getByRole('alert').filter({ hasText: /Le transfert/ });
    await expect.poll(async () => plain(await alert.textContent())).toMatch(PROFILE_FR.exchange.balanceTooHigh);
    expect(plain(await alert.textContent())).toContain('1,00');
    expect(await sandbox.callsSince('POST', EXCHANGE_PATH, since)).toEqual([]);
    await expectHeaderBalance(page, 1000);
  });
});
