// A slot from the lobby end to end (spec money-and-games §7 "Slots"; docs/qa.md "Game kinds"): demo opens
// Fortune Tiger as a player would (search, its play button), the slot page of its theme opens in the
// frame, one round is played with the outcome forced through the QA control (x5), and the wallet moved
// once: one game_bet and one game_win referencing that round.
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { gameMovements, openFromLobby, signInAsDemo } from './support/games';
import { call } from './support/sandbox';

/** The slot page's French texts (demo/sandbox/games/slot). */
const FR = { spin: 'Jouer', won: 'Gagné :', paytable: 'Table des gains', close: 'Fermer' };

describe('a slot from the lobby', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('demo opens Fortune Tiger, reads the paytable, plays one round won x5; the ledger moved once each way', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await signInAsDemo(page);
    const frame = await openFromLobby(page, 'Fortune Tiger');
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
