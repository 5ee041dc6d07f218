// A slot from the lobby end to end (spec money-and-games §7 "Slots"; docs/qa.md "Game kinds"): demo opens
// Fortune Tiger as a player would (search, its play button), the slot page of its theme opens in the
// frame, one round is played with the outcome forced through the QA control (x5), and the wallet moved
// once: one game_bet and one game_win referencing that round.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { gameMovements } from './support/games';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, loginWidget } from './support/site';

/** The lobby's (lobby.search, lobby.play) and the slot page's French texts (demo/sandbox/games/slot). */
const FR = { search: 'Rechercher un jeu', play: (name: string) => `Jouer à ${name}`, spin: 'Jouer', won: 'Gagné :', paytable: 'Table des gains', close: 'Fermer' };

describe('a slot from the lobby', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo opens Fortune Tiger, reads the paytable, plays one round won x5; the ledger moved once each way', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('/sign-in'));
    await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
    await page.waitForURL((url) => url.pathname === '/main');
    await page.goto(siteUrl('/slots/all'));
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: FR.search }).fill('Fortune Tiger');
    await main.getByRole('button', { name: FR.play('Fortune Tiger'), exact: true }).click();

    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Fortune Tiger', exact: true }).waitFor({ timeout: 20_000 });
    await frame.getByRole('button', { name: FR.paytable }).click();
    await frame.getByRole('dialog', { name: FR.paytable }).getByText('×20').waitFor();
    await frame.getByRole('button', { name: FR.close }).click();

    await call('PUT', '/sandbox/api/games', { next_multiplier: 5 });
    await frame.getByRole('button', { name: FR.spin, exact: true }).click();
    await frame.getByRole('status').getByText(FR.won).waitFor({ timeout: 20_000 });

    const moves = await gameMovements(page);
    expect(moves.map((m) => m.reason).sort()).toEqual(['game_bet', 'game_win']);
    const [bet, win] = [moves.find((m) => m.reason === 'game_bet')!, moves.find((m) => m.reason === 'game_win')!];
    expect(Number(win.amount)).toBeCloseTo(-5 * Number(bet.amount), 2);
    expect(win.reference_id).toBe(bet.reference_id);
    expect(bet.reference_type).toBe('game_round');
  });
});
