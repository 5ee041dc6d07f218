// Live betting as a player meets it (docs/api.md "Sportsbook" §2 and §5): on /sport/sft/live, a selection
// picked at minute 80-something of a match and sent once the match is in its final minutes is refused in
// words (409 market_closed), the selection marked, nothing debited; the match's buttons then read
// "Fermé". The sandbox runs on the real clock (a live match lasts 15 minutes); QA's match clock
// (POST /sandbox/api/sport/events/{id}/minute, docs/api.md "Sportsbook" §6) puts a live match at minute 82,
// then at 86, as it would get there by itself.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { signInAsDemo, siteUrl } from './support/shell';
import { serverBalance } from './support/cashier';
import { catalogue, oddButton, playAt, playIfNotOver, slipStatus, sportFrame, type SportEvent } from './support/sport';

/** demo/sandbox/sport/texts.js, `fr`. */
const CLOSED_FINAL_MINUTES = 'Les paris sur ce match sont fermés pour ses dernières minutes : retirez la sélection marquée.';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first sport's 1X2 closes after this minute (demo/sandbox/services/sport-live.ts LAST_BET_MINUTE). */
const LAST_BET_MINUTE = 85;

/**
 * A live match of the book at minute 82 with its 1X2 open, listed once (its buttons' names are unique). A
 * goal in its 82nd minute suspends it for a few seconds, and a match listed live may end before the clock
 * reaches it (409 event_finished): the next one is taken.
 */
async function nearlyOver(): Promise<SportEvent | undefined> {
  const events = await catalogue('sft', true);
  const name = (e: SportEvent) => `${e.home} – ${e.away}`;
  for (const e of events.filter((o) => events.filter((x) => name(x) === name(o)).length === 1)) {
    const moved = await playIfNotOver(e, 82);
    if ((moved?.markets[0] as { status?: string } | undefined)?.status === 'open') return moved;
  }
  return undefined;
}

describe('live sportsbook', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('a slip sent once its match is in the final minutes is refused in words, nothing debited; the buttons read "Fermé"', { timeout: 120_000 }, async () => {
    browser.allowFailedResource(409, '/api/integrations/softion/ticket/placement');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemo(page);
    await page.goto(siteUrl('/sport/sft/live'));
    const frame = sportFrame(page);
    await frame.getByText(/^Solde/).first().waitFor({ timeout: 30_000 });
    const start = await serverBalance(page);

    const event = await nearlyOver();
    expect(event, 'a live match open at minute 82').toBeDefined();
    const outcome = event!.markets[0].outcomes[0];
    await oddButton(frame, event!, outcome).click({ timeout: 30_000 });
    await frame.getByRole('textbox', { name: /^Mise/ }).fill('5');

    // Minute 86: the book closes the match.
    const closedNow = await playAt(event!, LAST_BET_MINUTE + 1);
    expect(new Set(closedNow.markets.map((m) => (m as { status?: string }).status))).toEqual(new Set(['closed']));
    await frame.getByRole('button', { name: 'Parier', exact: true }).click();
    await expect.poll(() => slipStatus(frame).textContent(), { timeout: 20_000 }).toBe(CLOSED_FINAL_MINUTES);
    await expect.poll(() => frame.locator('.pick.refused').count()).toBe(1);
    expect(await serverBalance(page)).toBe(start);
    // The page's next read (every 5 s) shows the match closed: its buttons say so and cannot be pressed.
    const closed = frame.getByRole('button', { name: new RegExp(`^${escape(outcome.name)} \\(Fermé\\), ${escape(event!.home)} – ${escape(event!.away)}$`) });
    await expect.poll(() => closed.isDisabled(), { timeout: 20_000 }).toBe(true);
  });
});
