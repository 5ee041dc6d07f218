// A crash game from the site's menu end to end (spec money-and-games §7; docs/qa.md "Game kinds"): demo
// opens Aviator from the « Crash game » menu entry as a player clicks it, bets, sees the multiplier rise
// and cashes out (the crash point forced high through the QA control); the wallet moved once each way,
// the win being what the server's clock judged (bet x the cash-out multiplier).
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { gameMovements } from './support/games';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, loginWidget } from './support/site';

/** The site's menu entry (menu.crash) and the crash page's French texts (demo/sandbox/games/crash). */
const FR = { menu: 'Crash game', bet: 'Miser', cashOut: /^Encaisser /, cashedAt: 'Encaissé à', history: 'Derniers tours' };

describe('a crash game from the menu', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo opens Aviator, bets, cashes out before the crash; the ledger moved once each way', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/main');
    await page.getByRole('link', { name: FR.menu }).first().click();
    await page.waitForURL((url) => url.pathname === '/slots/spribe/aviator');

    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Aviator', exact: true }).waitFor({ timeout: 20_000 });
    await frame.getByRole('region', { name: FR.history }).waitFor();
    await call('PUT', '/sandbox/api/games', { next_crash_point: 500 });
    await frame.getByRole('button', { name: FR.bet, exact: true }).click();
    const cashOut = frame.getByRole('button', { name: FR.cashOut });
    await cashOut.waitFor();
    await cashOut.click();
    await frame.getByRole('status').getByText(FR.cashedAt).waitFor({ timeout: 20_000 });

    const moves = await gameMovements(page);
    expect(moves.map((m) => m.reason).sort()).toEqual(['game_bet', 'game_win']);
    const [bet, win] = [moves.find((m) => m.reason === 'game_bet')!, moves.find((m) => m.reason === 'game_win')!];
    expect(win.reference_id).toBe(bet.reference_id);
    // Paid at the multiplier the server's clock gave (at least x1.00: never less than the bet back).
    expect(Number(win.amount)).toBeGreaterThanOrEqual(-Number(bet.amount));
  });
});
