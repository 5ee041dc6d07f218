// Live tables from the lobby end to end (spec money-and-games §2 "Casino"; docs/qa.md "Game
// kinds"): demo opens Lightning Roulette and Crazy Time from the live casino as a player would
// (search, the play button), the table of each game's group opens in the frame, one round is played with
// chips on the board and the result forced through the QA control, and the wallet moved once each way:
// one game_bet and one game_win referencing that round.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { gameMovements } from './support/games';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, loginWidget } from './support/site';

/** The lobby's (lobby.search, lobby.play) and the live table's French texts (demo/sandbox/games/live/texts.js). */
const FR = {
  search: 'Rechercher un jeu', play: (name: string) => `Jouer à ${name}`,
  chip: 'Jeton', confirm: 'Valider mes mises', roulette: 'Roulette en direct', wheel: 'Roue de la fortune en direct',
};

async function openTable(page: Page, name: string): Promise<FrameLocator> {
  await page.goto(siteUrl('/slots/live-casino'));
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: FR.search }).fill(name);
  await main.getByRole('button', { name: FR.play(name), exact: true }).click();
  const frame = page.frameLocator('iframe');
  await frame.getByRole('heading', { name, exact: true }).waitFor({ timeout: 20_000 });
  return frame;
}

/**
 * The player's game movements are `rounds` rounds' worth, and the last round's are two: the stake out and
 * the pay in, both referencing that round.
 */
async function movedOnce(page: Page, rounds: number, stake: string, pay: string) {
  const moves = await gameMovements(page);
  expect(moves).toHaveLength(2 * rounds);
  const last = moves.slice(0, 2);
  expect(last.map((m) => [m.reason, m.amount]).sort()).toEqual([['game_bet', `-${stake}`], ['game_win', pay]]);
  expect(last[0].reference_id).toBe(last[1].reference_id);
  expect(last[0].reference_type).toBe('game_round');
}

describe('live tables from the lobby', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo plays a round of Lightning Roulette (17 straight up, 35:1) and one of Crazy Time (the wheel on 10, 10:1)', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/main');

    const roulette = await openTable(page, 'Lightning Roulette');
    await roulette.getByText(FR.roulette).waitFor();
    await roulette.getByRole('radio', { name: '1,00\u00A0DT', exact: true }).check();
    await call('PUT', '/sandbox/api/games/table-result', { next: { kind: 'roulette', result: '17' } });
    await roulette.getByRole('button', { name: '17', exact: true }).click();
    await roulette.getByRole('button', { name: FR.confirm }).click();
    await roulette.getByRole('status').getByText('Résultat : 17 noir. Gagné : 36,00\u00A0DT').waitFor({ timeout: 20_000 });
    await movedOnce(page, 1, '1.00', '36.00');

    const show = await openTable(page, 'Crazy Time');
    await show.getByText(FR.wheel).waitFor();
    await call('PUT', '/sandbox/api/games/table-result', { next: { kind: 'wheel', result: '10' } });
    await show.getByRole('group', { name: 'Paris' }).getByRole('button', { name: '10', exact: true }).click(); // the first chip, 0,51 DT
    await show.getByRole('button', { name: FR.confirm }).click();
    await show.getByRole('status').getByText('Résultat : Case 10. Gagné : 5,61\u00A0DT').waitFor({ timeout: 20_000 });
    await movedOnce(page, 2, '0.51', '5.61');
  });
});
