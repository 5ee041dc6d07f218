// The sandbox's game pages seen from an end-to-end test (docs/qa.md "Game kinds"): a round's money read
// back from the player's statement (the wallet ledger, docs/api.md "Account statement"), with the site's
// own client so its DPoP-bound token signs the call.
import type { FrameLocator, Page } from 'playwright-core';
import { siteUrl } from './shell';
import { DEMO, loginWidget } from './site';

/** demo signed in through the sign-in page, on a desktop window, back on /main. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/sign-in'));
  await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
  await page.waitForURL((url) => url.pathname === '/main');
}

/**
 * `name` opened from the lobby as a player would: searched on /slots/all, its « Jouer à … » pressed
 * (lobby.search, lobby.play); the game's frame once its page names the game.
 */
export async function openFromLobby(page: Page, name: string): Promise<FrameLocator> {
  await page.goto(siteUrl('/slots/all'));
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Rechercher un jeu' }).fill(name);
  await main.getByRole('button', { name: `Jouer à ${name}`, exact: true }).click();
  const frame = page.frameLocator('iframe');
  await frame.getByRole('heading', { name, exact: true }).waitFor({ timeout: 20_000 });
  return frame;
}

export interface StatementRow { amount: string; reason: string; reference_type: string | null; reference_id: string | null }

/** The signed-in player's game movements (game_bet, game_win), newest first. */
export function gameMovements(page: Page): Promise<StatementRow[]> {
  return page.evaluate(async () => {
    const bag = (globalThis as unknown as Record<symbol, { http: { request(r: object, c: (d: unknown) => unknown): Promise<unknown> } }>)[
      Symbol.for('casino-widgets@1')
    ];
    const answer = (await bag.http.request({ method: 'GET', path: '/api/users/statement/?reason=game_bet,game_win&page_size=100' }, (d) => d)) as {
      results: StatementRow[];
    };
    return answer.results;
  });
}
