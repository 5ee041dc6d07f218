// Live betting as a player meets it (docs/api.md "Sportsbook" §2 and §5): on /sport/sft/live, a selection
// picked at minute 80-something of a match and sent once the match is in its final minutes is refused in
// words (409 market_closed), the selection marked, nothing debited; the match's buttons then read
// "Fermé". The sandbox runs on the real clock (a live match lasts 15 minutes, one rolling match starts
// every 2.5 minutes), so the test waits for a match to reach those minutes.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { signInAsDemo, siteUrl } from './support/shell';
import { serverBalance } from './support/cashier';
import { catalogue, oddButton, slipStatus, sportFrame, type SportEvent } from './support/sport';

/** demo/sandbox/sport/texts.js, `fr`. */
const CLOSED_FINAL_MINUTES = 'Les paris sur ce match sont fermés pour ses dernières minutes : retirez la sélection marquée.';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A live match of the book whose 1X2 is open at minute 80..84, listed once (its buttons' names are unique). */
async function nearlyOver(): Promise<SportEvent | undefined> {
  const events = await catalogue('sft', true);
  const name = (e: SportEvent) => `${e.home} – ${e.away}`;
  return events.find((e) => (e.minute ?? 0) >= 80 && (e.minute ?? 0) <= 84 && (e.markets[0] as { status?: string }).status === 'open'
    && events.filter((o) => name(o) === name(e)).length === 1);
}

describe('live sportsbook', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('a slip sent once its match is in the final minutes is refused in words, nothing debited; the buttons read "Fermé"', { timeout: 300_000 }, async () => {
    browser.allowFailedResource(409, '/api/integrations/softion/ticket/placement');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemo(page);
    await page.goto(siteUrl('/sport/sft/live'));
    const frame = sportFrame(page);
    await frame.getByText(/^Solde/).first().waitFor({ timeout: 30_000 });
    const start = await serverBalance(page);

    // Some rolling match is at minute 80-84 for 50 s of every 150 s.
    let event: SportEvent | undefined;
    await expect.poll(async () => (event = await nearlyOver()), { timeout: 160_000, interval: 2_000 }).toBeDefined();
    const outcome = event!.markets[0].outcomes[0];
    await oddButton(frame, event!, outcome).click({ timeout: 30_000 });
    await frame.getByRole('textbox', { name: /^Mise/ }).fill('5');

    // Minute 86: the book closes the match (a goal meanwhile suspends it first, for 8 s).
    await expect
      .poll(async () => (await catalogue('sft', true)).find((e) => e.id === event!.id)?.markets.map((m) => (m as { status?: string }).status), { timeout: 90_000, interval: 2_000 })
      .toEqual(['closed', 'closed', 'closed']);
    await frame.getByRole('button', { name: 'Parier', exact: true }).click();
    await expect.poll(() => slipStatus(frame).textContent(), { timeout: 20_000 }).toBe(CLOSED_FINAL_MINUTES);
    await expect.poll(() => frame.locator('.pick.refused').count()).toBe(1);
    expect(await serverBalance(page)).toBe(start);
    // The page's next read (every 5 s) shows the match closed: its buttons say so and cannot be pressed.
    const closed = frame.getByRole('button', { name: new RegExp(`^${escape(outcome.name)} \\(Fermé\\), ${escape(event!.home)} – ${escape(event!.away)}$`) });
    await expect.poll(() => closed.isDisabled(), { timeout: 20_000 }).toBe(true);
  });
});
