// Responsible gaming end to end (docs/contracts/responsible-gaming.md): on the reference site, clicked as a
// player would, by role and French label, against the real sandbox. Demo lowers the daily deposit limit to
// 20: the cashier shows the allowance before an amount is typed and refuses a 50 deposit with the remaining
// allowance; raising the limit shows the 24 h countdown (pending, cancellable). Low takes a 24 h time-out: a
// second tab signs out too, the next sign-in shows the end date instead of a generic error, and "Retirer mes
// fonds" opens a withdraw-only session on /profile/withdraw. Each test starts from the seed.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { signInAsDemo, siteUrl, waitForPath } from './support/shell';
import { cashier, dt, signIn } from './support/cashier';
import { loginWidget } from './support/site';
import { plain } from './support/profile';

/** The French texts these pages show (ids in widgets/profile/sections/*.tsx, widgets/cashier, widgets/login). */
const RG_FR = {
  limitsTitle: 'Mes limites de jeu', // profile.rg.limits_title
  dailyDeposit: 'Nouvelle limite de dépôt par jour', // profile.rg.input.deposit_daily
  save: 'Enregistrer', // profile.rg.save
  savedNow: 'Nouvelle limite appliquée immédiatement.', // profile.rg.saved_now
  cancel: 'Annuler', // profile.rg.cancel_pending
  pendingValue: 'Nouvelle limite demandée :', // profile.rg.pending_value
  pendingIn: 'Prend effet dans', // profile.rg.pending_in
  allowance: 'Vous pouvez encore déposer', // rg.cashier.allowance
  refused: 'Dépôt refusé : il dépasse votre limite de dépôt.', // rg.cashier.refused_reached
  seeLimits: 'Voir mes limites', // rg.cashier.see_limits
  exclusionTitle: 'Faire une pause ou m’auto-exclure', // profile.rg.exclusion_title
  day: '24 heures', // profile.rg.timeout.24h
  continue: 'Continuer', // profile.rg.continue
  confirmTimeout: 'Confirmez votre pause de 24 heures', // profile.rg.confirm_timeout
  confirm: 'Confirmer et me déconnecter', // profile.rg.confirm_button
  onBreak: 'Votre compte est en pause', // rg.login.timeout_title
  withdraw: 'Retirer mes fonds', // rg.login.withdraw
  withdrawOnly: 'Retraits uniquement', // rg.withdraw_only.title
  closedUntil: 'Vous avez choisi une pause (time-out) jusqu’au', // rg.withdraw_only.timeout_until
};

const DATE = /\d\d\/\d\d\/\d{4} \d\d:\d\d/;

/** The card of one limit: the article that holds the input named `label`. */
const limitCard = (page: Page, label: string) =>
  page.getByRole('main').getByRole('article').filter({ has: page.getByRole('textbox', { name: label, exact: true }) });

describe('responsible gaming', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  afterAll(async () => {
    // Low's time-out and demo's limits must not reach the files that run after this one.
    await call('POST', '/sandbox/api/reset');
  });

  it('demo lowers the daily deposit limit to 20; a 50 deposit is refused with the remaining allowance; raising it shows the 24 h countdown', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    // The refused deposit is a 403 on purpose (deposit_limit_reached).
    browser.allowFailedResource(403, '/api/backoffice/payments/deposit/');
    await signInAsDemo(page);
    await page.goto(siteUrl('/profile/limits'));
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: RG_FR.limitsTitle, exact: true }).waitFor();
    await main.getByText(/délai de réflexion de 24 heures/).waitFor();

    const daily = limitCard(page, RG_FR.dailyDeposit);
    await daily.getByRole('textbox', { name: RG_FR.dailyDeposit, exact: true }).fill('20');
    await daily.getByRole('button', { name: RG_FR.save, exact: true }).click();
    await main.getByRole('status').getByText(RG_FR.savedNow, { exact: true }).waitFor();
    await expect.poll(async () => plain(await daily.textContent())).toContain(dt(20));
    // What remains today is 20 less demo's deposits of the day in the operator's time zone (the seed dates
    // some of them hours ago, so before or after Tunis midnight depending on when the test runs): read it
    // from the card, which shows it from the server's usage, and expect the cashier to say the same.
    const usage = daily.locator('[part~="usage"] strong');
    await usage.waitFor();
    const remaining = plain(await usage.textContent()).trim();
    expect(remaining).toMatch(/^\d{1,2},\d{2}\u00A0DT$/);
    expect(Number(remaining.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(20);

    // The cashier: the allowance before any amount, then the refusal with what remains.
    await page.goto(siteUrl('/profile/replenishment'));
    const c = cashier(page);
    await main.getByText(RG_FR.allowance).waitFor();
    expect(plain(await main.getByText(RG_FR.allowance).textContent())).toContain(`${RG_FR.allowance} ${remaining}`);
    await c.system('Carte bancaire').check();
    await c.amount.fill('50');
    await c.pay.click();
    const refusal = main.getByRole('alert').filter({ hasText: RG_FR.refused });
    await refusal.waitFor();
    expect(plain(await refusal.textContent())).toContain(`${RG_FR.allowance} ${remaining}`);
    expect(plain(await refusal.textContent())).toMatch(DATE);
    await refusal.getByRole('link', { name: RG_FR.seeLimits, exact: true }).click();
    await waitForPath(page, '/profile/limits');

    // Raising waits the cooling-off: the pending value and a live countdown; "Annuler" drops it.
    await main.getByRole('heading', { name: RG_FR.limitsTitle, exact: true }).waitFor();
    await daily.getByRole('textbox', { name: RG_FR.dailyDeposit, exact: true }).fill('50');
    await daily.getByRole('button', { name: RG_FR.save, exact: true }).click();
    await daily.getByText(RG_FR.pendingValue).waitFor();
    expect(plain(await daily.textContent())).toContain(dt(50));
    const clock = daily.locator('time');
    await expect.poll(() => clock.textContent()).toMatch(/^2[34]:\d\d:\d\d$/);
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
    await daily.getByRole('button', { name: RG_FR.cancel, exact: true }).click();
    await expect.poll(() => daily.getByText(RG_FR.pendingValue).count()).toBe(0);
    expect(plain(await daily.textContent())).toContain(dt(20));
  });

  it('low takes a 24 h time-out: the other tab signs out, the next sign-in shows the end date and offers a withdraw-only login', { timeout: 60_000 }, async () => {
    // On purpose: the time-out revokes every login (tab B's next calls answer 401, the sign-out's logout
    // too), the next sign-in answers 403 self_excluded, and the withdraw-only login is refused the rest.
    for (const path of ['/api/accounts/user', '/api/accounts/logout/', '/api/accounts/refresh/', '/api/users/limits/', '/api/user/profile']) {
      browser.allowFailedResource(401, path);
    }
    browser.allowFailedResource(403, '/api/accounts/login/');
    // The withdraw-only login is refused what is not the account or a payout
    // (docs/contracts/responsible-gaming.md §3): the header's jackpots.
    browser.allowFailedResource(403, '/api/jackpot/v1/jackpots/?currency=TND');
    const context = await browser.newContext();
    const tabA = await browser.newPage(context, 'tab A');
    const tabB = await browser.newPage(context, 'tab B');
    await signIn(tabA, 'low', 'low12345');
    await tabB.goto(siteUrl('/profile/limits'));
    await tabB.getByRole('main').getByRole('heading', { name: RG_FR.limitsTitle, exact: true }).waitFor();

    await tabA.goto(siteUrl('/profile/self-exclusion'));
    const main = tabA.getByRole('main');
    await main.getByRole('heading', { name: RG_FR.exclusionTitle, exact: true }).waitFor();
    await main.getByRole('radio', { name: RG_FR.day, exact: true }).check();
    await main.getByRole('button', { name: RG_FR.continue, exact: true }).click();
    await main.getByRole('heading', { name: RG_FR.confirmTimeout, exact: true }).waitFor();
    await main.getByRole('button', { name: RG_FR.confirm, exact: true }).click();

    // Signed out in both tabs: the stored session is gone and tab B leaves the profile's page.
    await expect.poll(() => tabA.evaluate(() => localStorage.getItem('casino-widgets:session')), { timeout: 10_000 }).toBeNull();
    await expect
      .poll(() => tabB.getByRole('main').getByRole('heading', { name: RG_FR.limitsTitle, exact: true }).count(), { timeout: 10_000 })
      .toBe(0);

    // The next sign-in: the notice with the end date, not a generic error; then the withdraw-only login.
    await tabA.goto(siteUrl('/sign-in'));
    const form = loginWidget(tabA.getByRole('main'));
    await form.signIn('low', 'low12345');
    const notice = tabA.getByRole('main').getByRole('alert').filter({ hasText: RG_FR.onBreak });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(DATE);
    await notice.getByRole('button', { name: RG_FR.withdraw, exact: true }).click();
    // A withdraw-only login: the stored session's access token says so (docs/contracts/responsible-gaming.md
    // §3).
    await expect
      .poll(() => tabA.evaluate(() => JSON.parse(atob((JSON.parse(localStorage.getItem('casino-widgets:session') ?? '{}').access ?? '..').split('.')[1] ?? '') || '{}').rg), { timeout: 10_000 })
      .toBe('withdraw_only');
    // The site confines such a login to the withdrawal (widgets/site/shell/withdraw-only.ts), where the
    // banner gives the end date.
    await waitForPath(tabA, '/profile/withdraw');
    const banner = tabA.getByRole('main').getByRole('region', { name: RG_FR.withdrawOnly, exact: true }).filter({ hasText: RG_FR.closedUntil });
    await banner.first().waitFor({ timeout: 10_000 });
    expect(await banner.first().textContent()).toMatch(DATE);
  });
});
