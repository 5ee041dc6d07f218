// A game page shows the player's limits and words a round a limit refuses (docs/api.md "Game pages: the
// player's limits"; docs/contracts/responsible-gaming.md §2): demo sets a daily loss limit that leaves
// 0,75 DT (today's seeded rounds count), opens Fortune Tiger from the lobby, sees what the limit leaves,
// loses a round of its first bet (0,51 DT; forced through the QA control), sees 0,24 DT left, and the next
// round of that bet is refused in French with the limit, what is left and when it resets. The refused round moved nothing: one
// game_bet in the ledger.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { gameMovements, openFromLobby, signInAsDemo } from './support/games';
import { call } from './support/sandbox';

/** The slot page's texts (demo/sandbox/games/slot, common/texts.js). */
const FR = { spin: 'Jouer', lost: 'Perdu' };

/**
 * The signed-in player's daily loss limit set to leave `left` (what today's seeded rounds lost plus
 * `left`), with the site's own client (its DPoP-bound token signs the calls).
 */
function setDailyLossLeft(page: Page, left: number): Promise<unknown> {
  return page.evaluate(async (left) => {
    const bag = (globalThis as unknown as Record<symbol, { http: { request(r: object, c: (d: unknown) => unknown): Promise<unknown> } }>)[
      Symbol.for('casino-widgets@1')
    ];
    const limits = (await bag.http.request({ method: 'GET', path: '/api/users/limits/' }, (d) => d)) as { usage: { loss_daily: { used: string } } };
    const limit = (Number(limits.usage.loss_daily.used) + left).toFixed(2);
    return bag.http.request({ method: 'PUT', path: '/api/users/limits/', data: { loss_daily: limit } }, (d) => d);
  }, left);
}

/** A text of the page without its Unicode isolates (the panel isolates each sum and date). */
const textOf = async (frame: FrameLocator, selector: string) => ((await frame.locator(selector).textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

describe('a game page and the player\'s limits', () => {
  const browser = useBrowser();
  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('shows what the loss limit leaves, and a round past it is refused with the limit and its reset', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await signInAsDemo(page);
    await setDailyLossLeft(page, 0.75);
    const frame = await openFromLobby(page, 'Fortune Tiger');
    await frame.getByRole('region', { name: 'Vos limites' }).waitFor();
    await expect.poll(() => textOf(frame, '#rg')).toMatch(/^Limite de pertes du jour : reste 0,75\u00A0DT sur [\d\u202F]+,\d{2}\u00A0DT, renouvelée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // The first bet the session offers (0,51 DT: the ladder brought within demo's min_bet, docs/api.md §4).
    const bet = Number(await frame.locator('#bet').inputValue());
    const left = (0.75 - bet).toFixed(2).replace('.', ',');
    const rounds: string[] = [];
    page.on('request', (r) => /\/rounds$/.test(new URL(r.url()).pathname) && rounds.push(new URL(r.url()).pathname));
    await call('PUT', '/sandbox/api/games', { next_multiplier: 0 });
    await frame.getByRole('button', { name: FR.spin, exact: true }).click();
    await frame.getByRole('status').getByText(FR.lost, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => textOf(frame, '#rg')).toMatch(new RegExp(`reste ${left}\u00A0DT sur `));

    browser.allowFailedResource(403, rounds[0]!); // the refusal this test expects
    await frame.getByRole('button', { name: FR.spin, exact: true }).click();
    await expect
      .poll(() => textOf(frame, '#status'), { timeout: 20_000 })
      .toMatch(new RegExp(`^Mise refusée : elle dépasserait votre limite de pertes du jour \\(reste ${left}\u00A0DT\\)\\. Elle se renouvelle le \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\.$`));

    const moves = await gameMovements(page);
    expect(moves.map((m) => m.reason)).toEqual(['game_bet']);
    expect(Number(moves[0]!.amount)).toBe(-bet);
  });
});
