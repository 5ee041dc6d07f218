// The bet slip the host keeps for the sportsbook's frame (docs/embedding.md "Sportsbook message contract":
// `slip`): the frame is sandboxed without storage, so the element keeps the player's picks in the site's
// storage, per player, and hands them back to a new frame. A reload and a language switch keep the slip;
// a sign-out drops it, and the next player on the browser starts with an empty one. The slip's quick stakes,
// and the "accept odds changes" preference chosen on the profile page, which the provider applies at
// placement (docs/contracts/profile.md §Account): a price that rose no longer stops the bet.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { header, signInAsDemo, siteUrl } from './support/shell';
import { CASHPLAYER, signIn } from './support/cashier';
import { DEMO, FR } from './support/site';
import { serverBalance } from './support/cashier';
import { bettable, moveOdds, oddButton, slipStatus, SPORT_AR, SPORT_FR, sportFrame, sportFrameOf, ticketsOf, type SportEvent, type SportOutcome } from './support/sport';

const DESKTOP = { width: 1280, height: 800 };
const SLIP_KEY = (playerId: string | number) => `casino:sport-slip:${playerId}`;

describe('sportsbook slip kept by the host', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  /** The Softion page with the player's session open in the frame (its balance shown). */
  async function openBook(page: Page) {
    await page.goto(siteUrl('/sport/sft'));
    await sportFrame(page).locator('.account .balance').waitFor({ timeout: 20_000 });
  }

  /** demo picks `outcome` and types a stake; resolves once the host has kept the slip. */
  async function pick(page: Page, event: SportEvent, outcome: SportOutcome) {
    const frame = sportFrame(page);
    await oddButton(frame, event, outcome).click();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');
    await expect.poll(() => kept(page, DEMO.id)).toMatchObject({ selections: [{ outcome_id: outcome.id }], stake: '5.00' });
  }

  /** demo signed in on a desktop, with a pick and a stake of 5 on the Softion page's slip. */
  async function demoWithPick() {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInAsDemo(page);
    await openBook(page);
    const [[event, outcome]] = await bettable('sft', 1);
    await pick(page, event, outcome);
    return { page, event, outcome };
  }

  const kept = (page: Page, playerId: string | number) =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SLIP_KEY(playerId));

  /** The slip's picks as the frame shows them: the remove buttons' keys (one per outcome). */
  const picks = (page: Page) => sportFrame(page).locator('.slip .pick .remove').evaluateAll((els) => els.map((el) => el.getAttribute('data-key')));

  /** The outcome's odd in the list: pressed while it is on the slip. */
  const picked = (page: Page, outcome: SportOutcome) => sportFrame(page).locator(`.content button[data-key="odd-${outcome.id}"]`).first().getAttribute('aria-pressed');

  it('a reload keeps the pick and the stake, read again from the provider; a sign-out drops it, the next player sees none', { timeout: 150_000 }, async () => {
    const { page, event, outcome } = await demoWithPick();

    await page.reload();
    await openBook(page);
    const frame = sportFrame(page);
    await expect.poll(() => picks(page), { timeout: 20_000 }).toEqual([`rm-${outcome.id}`]);
    // Its names are the provider's, read again (the host keeps only ids, odds and the stake).
    await frame.locator('.slip .pick-event').filter({ hasText: `${event.home} – ${event.away}` }).waitFor();
    expect(await frame.getByRole('textbox', { name: SPORT_FR.stake }).inputValue()).toBe('5.00');
    await expect.poll(() => picked(page, outcome)).toBe('true');
    await frame.getByRole('button', { name: SPORT_FR.place, exact: true }).waitFor();

    // Signed out: every kept slip goes with the session. (e2e renews the token every 10 s: the sign-out
    // waits for a renewal on the wire, so no renewal meets a revoked family and Chromium logs no 401.)
    await header(page).banner.getByRole('button', { name: FR.logout, exact: true }).click();
    await expect.poll(() => kept(page, DEMO.id)).toBeNull();

    // Another player on the same browser: an empty slip.
    await signIn(page, CASHPLAYER.username, CASHPLAYER.password);
    await openBook(page);
    await frame.getByText(/^Choisissez une cote/).waitFor();
    expect(await picks(page)).toEqual([]);
    expect(await picked(page, outcome)).toBe('false');
    expect(await kept(page, CASHPLAYER.id)).toBeNull();
  });

  it('a language switch keeps the pick, and so does a reload in the new language', { timeout: 120_000 }, async () => {
    const { page, event, outcome } = await demoWithPick();

    await header(page).language.click();
    await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
    const frame = sportFrame(page);
    await frame.getByRole('navigation').getByRole('button', { name: SPORT_AR.live, exact: true }).waitFor({ timeout: 20_000 });
    expect(await (await sportFrameOf(page)).evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await picks(page)).toEqual([`rm-${outcome.id}`]);

    await page.reload();
    await frame.getByRole('navigation').getByRole('button', { name: SPORT_AR.live, exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => picks(page), { timeout: 20_000 }).toEqual([`rm-${outcome.id}`]);
    await expect.poll(() => picked(page, outcome)).toBe('true');
  });

  it('quick stakes add up; with "higher odds" accepted on the profile, a price that rose is taken at once', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInAsDemo(page);
    await page.goto(siteUrl('/profile/bookmakers-settings'));
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Les cotes en hausse', exact: true }).check({ timeout: 20_000 });
    await main.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await main.getByText('Préférences enregistrées.', { exact: true }).waitFor();

    await openBook(page);
    const frame = sportFrame(page);
    const [[event, outcome]] = await bettable('sft', 1);
    await oddButton(frame, event, outcome).click();
    const quick = frame.getByRole('group', { name: 'Ajouter à la mise', exact: true });
    await quick.getByRole('button', { name: '+5 DT', exact: true }).click();
    await quick.getByRole('button', { name: '+10 DT', exact: true }).click();
    await expect.poll(() => frame.getByRole('textbox', { name: SPORT_FR.stake }).inputValue()).toBe('15');
    await frame.getByText('Changements de cotes acceptés : à la hausse', { exact: true }).waitFor();
    const start = Math.round(Number(await serverBalance(page)) * 100) / 100;

    // QA raises the price after the page read it: the slip still shows the old odd, the provider takes the new one.
    await moveOdds(event.id, 1.25);
    await frame.getByRole('button', { name: SPORT_FR.place, exact: true }).click();
    await expect.poll(() => slipStatus(frame).textContent(), { timeout: 20_000 }).toMatch(SPORT_FR.placed);
    const code = SPORT_FR.placed.exec((await slipStatus(frame).textContent()) ?? '')![1];
    const ticket = (await ticketsOf('demo')).find((t) => t.ticket_code === code)!;
    expect(Number(ticket.coef)).toBeGreaterThan(Number(outcome.odd));
    await expect.poll(async () => Math.round(Number(await serverBalance(page)) * 100) / 100).toBe(start - 15);
  });
  it('on a desktop the slip stays in sight beside the list while the page scrolls, below the sticky header', { timeout: 120_000 }, async () => {
    const { page } = await demoWithPick();
    const slip = sportFrame(page).locator('#slip');
    const headerBottom = async () => (await page.locator('casino-site').locator('header.site-header').boundingBox())!;
    // Where the layout puts it, the page at its top (the pick's click may have scrolled the page).
    // The frame hears of the scroll a frame or more later (the host's `viewport` message), so two equal reads
    // do not prove it: the slip is where the layout put it once nothing moves it any more.
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => slip.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    const before = (await slip.boundingBox())!;
    // Far down the list: the slip's column is as tall as the list, the slip moves within it.
    await page.evaluate(() => scrollTo(0, 1200));
    const bar = await headerBottom();
    await expect.poll(async () => Math.round((await slip.boundingBox())!.y), { timeout: 10_000 }).toBeGreaterThanOrEqual(Math.floor(bar.y + bar.height));
    const after = (await slip.boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(after.x).toBe(before.x);
    // Back to the top: it is where the layout put it.
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(async () => Math.round((await slip.boundingBox())!.y)).toBe(Math.round(before.y));
  });
});
