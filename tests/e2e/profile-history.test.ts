// A history end to end (spec money-and-games.md §3, §9): demo filters the account
// statement (/profile/transactions), the filter goes into the URL, a reload keeps it, and the CSV export
// downloads what the filter selects. The statement is the wallet ledger: QA credits demo's bonus wallet
// first (the QA page's "Bonus and cashback items" with "Credit the bonus wallet"), so the filter "bonus
// wallet, last 7 days" selects exactly that movement (the seed's openings and its bonus history's money,
// docs/api.md "Bonus and cashback history", are at least 15 days older than the sandbox's clock).
import { readFile } from 'node:fs/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { signIn } from './support/cashier';
import { PROFILE_FR, profile } from './support/profile';

/** widgets/profile/sections/transactions.tsx, statement-labels.ts and src/ui/history. */
const STATEMENT_FR = {
  title: 'Relevé de compte', // profile.statement.title
  wallet: 'Compte', // profile.statement.wallet
  bonusWallet: 'Solde bonus', // profile.statement.wallet.bonus
  preset7d: '7 derniers jours', // history.preset_7d
};

describe('profile: histories', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo filters the account statement, reloads, keeps the filter, and exports it as CSV', { timeout: 60_000 }, async () => {
    await call('POST', '/sandbox/api/bonus-items', { username: 'demo', list: 'bonusbalance', type: 'LuckySpin', amount: '7.25', credit: true });
    const page = await browser.newPage();
    await signIn(page, 'demo', 'demo1234');
    await page.goto(siteUrl('/profile/transactions'));
    const p = profile(page);
    await p.section(STATEMENT_FR.title).waitFor();

    // Two filters: the bonus wallet only, over the last 7 days.
    const wallet = p.main.getByRole('combobox', { name: STATEMENT_FR.wallet, exact: true });
    const range = p.main.getByRole('combobox', { name: PROFILE_FR.history.range, exact: true });
    await wallet.selectOption({ label: STATEMENT_FR.bonusWallet });
    await range.selectOption({ label: STATEMENT_FR.preset7d });
    await expect.poll(() => new URL(page.url()).searchParams.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const query = new URL(page.url()).search;
    const rows = p.main.getByRole('table').getByRole('row');
    // The header and the one movement both filters select (the wallet alone would list the opening too).
    const texts = () => rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    await expect.poll(async () => (await texts()).length, { timeout: 10_000 }).toBe(2);
    expect((await texts())[1]).toContain(STATEMENT_FR.bonusWallet);
    expect((await texts())[1]).toMatch(/7,25/);

    await page.reload();
    await p.section(STATEMENT_FR.title).waitFor();
    expect(new URL(page.url()).search).toBe(query);
    await expect.poll(() => wallet.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''), { timeout: 10_000 }).toBe(STATEMENT_FR.bonusWallet);
    await expect
      .poll(() => range.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''), { timeout: 10_000 })
      .toBe(STATEMENT_FR.preset7d);
    await expect.poll(async () => (await texts()).length, { timeout: 10_000 }).toBe(2);
    expect((await texts())[1]).toMatch(/7,25/);

    const exportButton = p.main
      .getByRole('button', { name: PROFILE_FR.history.exportAll, exact: true })
      .or(p.main.getByRole('button', { name: PROFILE_FR.history.exportPage, exact: true }))
      .first();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    // A header and what the filters select, nothing else: the 7.25 credit of the bonus wallet.
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(/[,;]/).length).toBeGreaterThan(2);
    expect(lines[1]).toContain(STATEMENT_FR.bonusWallet);
    expect(lines[1]).toMatch(/7[.,]25/);
  });
});
