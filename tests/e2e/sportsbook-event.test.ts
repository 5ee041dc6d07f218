// A live match's page as a player meets it (docs/api.md "Sportsbook" §5): from /sport/sft/live the match's
// name opens its page, with the scoreboard (teams, score, football's minute), the last events and the
// markets by group. QA's match clock (POST /sandbox/api/sport/events/{id}/minute, docs/qa.md) takes the
// match past its next goal: the page's next read (every 5 s) shows the new score and the 1X2's new prices.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { catalogue, playAt, playIfNotOver, sportFrame, type SportEvent } from './support/sport';

/**
 * Match minutes the scores must hold for after QA's clock puts a match somewhere: the match runs on (a
 * minute every 10 real seconds) while the page opens and reads it, so a goal soon after the minute set
 * would show a score the test did not expect. Six minutes is a minute of real time.
 */
const QUIET = 6;
const goals = (s: SportEvent) => (s.score ? s.score.home + s.score.away : 0);

/**
 * A football match listed once, put at a minute from 20 to 30 after which it does not score for QUIET
 * minutes (its clock stays in the first half while the page opens), and a later minute (before 80) at
 * which it has scored since and does not score again for QUIET minutes. Live ones are tried first; the
 * book's upcoming ones follow, since some minutes of the day have no live football (QA's clock starts an
 * upcoming match).
 */
async function matchWithGoal(): Promise<{ event: SportEvent; before: SportEvent; goalMinute: number } | undefined> {
  const events = await catalogue('sft');
  const name = (e: SportEvent) => `${e.home} – ${e.away}`;
  const candidates = events.filter((o) => o.sport === 'football' && o.status !== 'finished' && events.filter((x) => name(x) === name(o)).length === 1);
  /** The match's goals at `minute`, and whether they are the same QUIET minutes later. */
  const quietAt = async (e: SportEvent, minute: number) => {
    const at = await playAt(e, minute);
    return { at, quiet: goals(await playAt(e, minute + QUIET)) === goals(at) };
  };
  for (const e of [...candidates.filter((o) => o.status === 'live'), ...candidates.filter((o) => o.status !== 'live')]) {
    // Put at minute 20 first: a live match listed a moment ago may have ended since (the next is taken).
    if (!(await playIfNotOver(e, 20))) continue;
    for (let start = 20; start <= 30; start++) {
      const { at: before, quiet } = await quietAt(e, start);
      if (!quiet) continue;
      // No goal left before minute 80: none after a later start either.
      if (goals(await playAt(e, 80)) === goals(before)) break;
      for (let minute = start + QUIET + 1; minute <= 80; minute++) {
        const moved = await quietAt(e, minute);
        if (goals(moved.at) > goals(before) && moved.quiet) {
          await playAt(e, start);
          return { event: e, before, goalMinute: minute };
        }
      }
    }
  }
  return undefined;
}

describe('a live match\'s page', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('opens from the live list with its scoreboard and grouped markets; after a goal the score and the prices follow', { timeout: 120_000 }, async () => {
    const found = await matchWithGoal();
    expect(found, 'a football match quiet after a minute from 20 to 30 that scores before minute 80').toBeDefined();
    const { event, before, goalMinute } = found!;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('/sport/sft/live'));
    const frame = sportFrame(page);
    await frame.getByRole('button', { name: `Voir le match ${event.home} – ${event.away}` }).click({ timeout: 30_000 });

    const board = frame.getByRole('region', { name: 'Tableau de score' });
    await board.waitFor({ timeout: 30_000 });
    const score = () => board.locator('.board-score').textContent();
    await expect.poll(score, { timeout: 20_000 }).toBe(`${before.score!.home} : ${before.score!.away}`);
    expect(await board.textContent()).toContain(event.home);
    await expect.poll(() => board.locator('.board-clock').textContent(), { timeout: 20_000 }).toMatch(/^\d+e min$/);
    await frame.getByRole('heading', { name: 'Derniers événements' }).waitFor();
    const result = frame.getByRole('group', { name: 'Résultat du match' });
    await result.waitFor();
    expect(await frame.locator('details.market-group').count()).toBeGreaterThanOrEqual(5);
    const prices = () => result.locator('.price').allTextContents();
    const was = await prices();
    expect(was).toHaveLength(3);

    // QA's clock takes the match past its goal; the page's next read shows it.
    const after = await playAt(event, goalMinute);
    await expect.poll(score, { timeout: 30_000 }).toBe(`${after.score!.home} : ${after.score!.away}`);
    await expect.poll(async () => (await prices()).join(' '), { timeout: 30_000 }).not.toBe(was.join(' '));
    expect(await frame.locator('.incident.inc-goal').count()).toBeGreaterThanOrEqual(1);
  });
});
