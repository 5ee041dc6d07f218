// A virtual sport from the lobby end to end (spec money-and-games §2 "Casino"; docs/qa.md "Game kinds"):
// demo opens Virtual Horses 1 from the casino as a player would (search, the play button), puts a chip on
// runner n° 1 at the odds its card shows, the winner forced through the QA control, and the wallet moved
// once each way: one game_bet and one game_win referencing that round, paid at the card's odds.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { gameMovements } from './support/games';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, loginWidget } from './support/site';

/** The lobby's (lobby.search, lobby.play) and the virtual page's French texts (demo/sandbox/games/virtual/texts.js). */
const FR = { search: 'Rechercher un jeu', play: (name: string) => `Jouer à ${name}`, horses: 'Courses hippiques virtuelles', confirm: 'Valider mes paris', won: 'Gagné :' };
const GAME = 'Virtual Horses 1';

describe('a virtual sport from the lobby', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo backs runner n° 1 in Virtual Horses 1 and is paid at the odds the card showed, once', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    // A player who asked for less motion: the race's result shows at once (the page's reduced-motion path).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/main');

    await page.goto(siteUrl('/slots/casino'));
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: FR.search }).fill(GAME);
    await main.getByRole('button', { name: FR.play(GAME), exact: true }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: GAME, exact: true }).waitFor({ timeout: 20_000 });
    await frame.getByText(FR.horses).waitFor();

    await frame.getByRole('radio', { name: '1,00\u00A0DT', exact: true }).check();
    const runner = frame.getByRole('button', { name: /^1\. / });
    const odds = Number((await runner.locator('.odds').innerText()).replace(',', '.'));
    expect(odds).toBeGreaterThan(1);
    await call('PUT', '/sandbox/api/games/table-result', { next: { kind: 'virtual', result: '0' } });
    await runner.click();
    await frame.getByRole('button', { name: FR.confirm }).click();
    const pay = (Math.round(odds * 100) / 100).toFixed(2);
    await frame.getByRole('status').getByText(`${FR.won} ${pay.replace('.', ',')}\u00A0DT`).waitFor({ timeout: 30_000 });

    const moves = await gameMovements(page);
    expect(moves.map((m) => [m.reason, m.amount]).sort()).toEqual([['game_bet', '-1.00'], ['game_win', pay]]);
    expect(moves[0].reference_id).toBe(moves[1].reference_id);
    expect(moves[0].reference_type).toBe('game_round');
  });
});
