// The sportsbook's frame as a document that lives as long as the page (docs/embedding.md "Sportsbook
// message contract": `navigate`, `balance`): a phone turned across the 767 px breakpoint keeps the same
// frame document and its bet slip; the book's balance follows a settlement at once. The reference site
// with the sandbox's providers, as tests/e2e/sportsbook.test.ts drives them.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { pathOf, signInAsDemo, siteUrl, waitForPath } from './support/shell';
import { dt, expectHeaderBalance, headerBalance, serverBalance } from './support/cashier';
import { bettable, oddButton, placeBet, settleTicket, SPORT_FR, sportFrame, sportFrameOf, ticketsOf, type SportEvent } from './support/sport';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The same phone turned sideways: wider than the 767 px sport breakpoint. */
const PHONE_LANDSCAPE = { width: 844, height: 390 };

describe('sportsbook frame', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  /** demo, signed in on the site, on `path` with the frame's session open (its balance shown). */
  async function demoOn(path: string, viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await signInAsDemo(page);
    await page.goto(siteUrl(path));
    await sportFrame(page).getByText(/^Solde/).first().waitFor({ timeout: 20_000 });
    return page;
  }

  /**
   * Picks the 1X2 home odd of the first match in the Digitain Home's upcoming list (its first 15, each match
   * listed once) that starts in more than 10 minutes; the button, found again by its stable key after every
   * redraw and view switch. Not the Home's first odd: that one is in its live list, the oldest live match,
   * whose 1X2 closes in its final minutes and is suspended after a goal, and either draws the button as a
   * state that is not pressed (demo/sandbox/sport/views.js stateButton) while the test checks the pick.
   * Rolling matches are listed 10 minutes ahead, so the one taken is a scheduled match, upcoming throughout.
   */
  async function pickUpcomingOdd(page: Page) {
    const home = (listed: SportEvent[]) => listed.filter((e) => e.sport !== 'esports' && e.status === 'upcoming').slice(0, 15);
    const [[, outcome]] = await bettable('dgt', 1, home);
    const odd = sportFrame(page).locator(`button[data-key="odd-${outcome.id}"]`).first();
    await odd.waitFor({ timeout: 20_000 });
    await odd.click();
    return odd;
  }

  /** A mark on the frame's window: it survives as long as the frame's document does. */
  const markFrame = async (page: Page) => (await sportFrameOf(page)).evaluate(() => ((window as unknown as { mark: string }).mark = 'kept'));
  const frameMark = async (page: Page) => (await sportFrameOf(page)).evaluate(() => (window as unknown as { mark?: string }).mark ?? null);

  it('a phone turned across 767 px with a pick in the Digitain slip: the same frame document, the slip kept', { timeout: 90_000 }, async () => {
    const page = await demoOn('/sport/dgt/m/Home', PHONE);
    const frame = sportFrame(page);
    const odd = await pickUpcomingOdd(page);
    const picked = () => odd.getAttribute('aria-pressed');
    await expect.poll(picked).toBe('true');
    await markFrame(page);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));

    // Landscape: wider than 767 px, the fallback view; the frame is moved by `navigate`, not reloaded.
    await page.setViewportSize(PHONE_LANDSCAPE);
    await waitForPath(page, '/sport/dgt/af/Home');
    await frame.getByRole('navigation', { name: SPORT_FR.nav, exact: true }).getByRole('button', { name: SPORT_FR.upcoming, exact: true }).waitFor();
    expect(await frameMark(page)).toBe('kept');
    await expect.poll(picked).toBe('true');
    await frame.getByText(SPORT_FR.single, { exact: true }).waitFor();

    // Portrait again: the mobile view, the same document, the pick still there.
    await page.setViewportSize(PHONE);
    await waitForPath(page, '/sport/dgt/m/Home');
    await frame.getByRole('navigation', { name: SPORT_FR.nav, exact: true }).getByRole('button', { name: SPORT_FR.live, exact: true }).waitFor();
    expect(await frameMark(page)).toBe('kept');
    await expect.poll(picked).toBe('true');
    expect(navigations.filter((url) => url.includes('/sandbox/sport/'))).toEqual([]);
    expect(pathOf(page)).toBe('/sport/dgt/m/Home');
  });

  it('QA settles a ticket: the book\'s balance follows the header at once, written as the header writes it', { timeout: 90_000 }, async () => {
    // The clock moves an odd every 20 s: placeBet accepts a 409 coefs_changed and presses again.
    browser.allowFailedResource(409, '/api/integrations/softion/ticket/placement');
    const page = await demoOn('/sport/sft', DESKTOP);
    const frame = sportFrame(page);
    const bookBalance = () => frame.locator('.account .balance').textContent();
    const start = Math.round(Number(await serverBalance(page)) * 100) / 100;
    // From the first push on, the book writes the balance as the header does (« Solde 1 000,00 DT »).
    await expect.poll(bookBalance).toBe(`Solde ${dt(start)}`);
    expect(await headerBalance(page).textContent()).toBe(dt(start));

    const [[event, outcome]] = await bettable('sft', 1);
    await oddButton(frame, event, outcome).click();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');
    const code = await placeBet(frame);
    await expectHeaderBalance(page, start - 5, 2_500);
    const ticket = (await ticketsOf('demo')).find((t) => t.ticket_code === code)!;

    // The settlement moves the wallet on the server; the session's next read brings it to the header, and
    // the host pushes it to the book in the same moment: the two agree as soon as the header moves.
    const won = await settleTicket(ticket.id, 'Winner');
    const after = Math.round((start - 5 + Number(won.amount_out)) * 100) / 100;
    await expectHeaderBalance(page, after, 15_000);
    await expect.poll(bookBalance, { timeout: 1_000 }).toBe(`Solde ${dt(after)}`);
  });
});
