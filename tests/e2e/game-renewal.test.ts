// A game played longer than its session's lifetime (docs/api.md "Slots and games" §3; docs/security.md
// "Tokens the frames hold"): the frame's session token is short (GAME_SESSION_TTL, 15 s in these runs:
// global-setup.ts) and the lobby renews it through our page, with the login's access token and DPoP proof,
// so the player keeps playing without noticing; the frame never sees the renewal handle.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { serverBalance } from './support/cashier';
import { call } from './support/sandbox';
import { siteUrl } from './support/shell';
import { DEMO, DEMO_BALANCE_FR, loginWidget } from './support/site';
import { GAME_SESSION_TTL } from './global-setup';

const RENEW = '/api/integrations/game-session/renew';
/** The sandbox slot's French texts (demo/sandbox/games/slot) and the lobby's (lobby.search, lobby.play). */
const SLOT_FR = { spin: 'Jouer', lost: 'Perdu', ended: 'La session de jeu est terminée : rouvrez le jeu depuis le lobby.' };
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('definition').nth(2);

/** Signs demo in on the site and opens Gates of Olympus for real money; its first round is lost (0.51 DT). */
async function playFirstRound(page: Page) {
  await page.goto(siteUrl('/sign-in'));
  await loginWidget(page.getByRole('main')).signIn(DEMO.username, DEMO.password);
  await page.waitForURL((url) => url.pathname === '/main');
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe(DEMO_BALANCE_FR);
  await page.goto(siteUrl('/slots/all'));
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Rechercher un jeu' }).fill('GATES OF');
  await call('PUT', '/sandbox/api/games', { next_multiplier: 0 });
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/services/direct/game/start');
  await main.getByRole('button', { name: 'Jouer à Gates of Olympus', exact: true }).click();
  expect((await started).status()).toBe(200);
  // The server started the session before this answer arrived: it ends by this time without renewals.
  const endsBy = Date.now() + GAME_SESSION_TTL * 1000;
  const frame = page.frameLocator('iframe');
  await frame.getByRole('heading', { name: 'Gates of Olympus', exact: true }).waitFor({ timeout: 20_000 });
  await frame.getByRole('button', { name: SLOT_FR.spin, exact: true }).click();
  await frame.getByRole('status').getByText(SLOT_FR.lost).waitFor();
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('999,49\u00A0DT');
  return { frame, endsBy };
}

describe('game session renewal', () => {
  const browser = useBrowser();
  // The files after this one on the same sandbox start from the seeded balances (the rounds here bet).
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('without the renewals the session ends after its lifetime: the next round is refused and moves nothing', { timeout: 150_000 }, async () => {
    await call('POST', '/sandbox/api/reset');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The renewals fail as a server in trouble would answer them (the lobby retries while time is left).
    const blocked: string[] = [];
    browser.allowFailedResource(503, RENEW);
    await page.route(`**${RENEW}`, (route) => {
      blocked.push(route.request().url());
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable"}' });
    });
    const rounds: string[] = [];
    page.on('request', (r) => /\/rounds$/.test(new URL(r.url()).pathname) && rounds.push(new URL(r.url()).pathname));
    const { frame, endsBy } = await playFirstRound(page);
    // The lobby tried to renew at 80 % (its retries stop at the session's end)...
    await expect.poll(() => blocked.length, { timeout: GAME_SESSION_TTL * 2 * 1000 }).toBeGreaterThanOrEqual(1);
    // ...and the session's end is a time, not an event the page can see: wait until it has passed.
    await expect.poll(() => Date.now() > endsBy + 1000, { timeout: GAME_SESSION_TTL * 2 * 1000, interval: 500 }).toBe(true);
    const spin = frame.getByRole('button', { name: SLOT_FR.spin, exact: true });
    browser.allowFailedResource(401, rounds[0]!); // the refusal this test expects
    await spin.click();
    await frame.getByRole('status').getByText(SLOT_FR.ended).waitFor();
    expect(await spin.isDisabled()).toBe(true);
    expect(await serverBalance(page)).toBe('999.49');
  });

  it('a real-money game keeps playing past its session lifetime: the lobby renews it with the DPoP-bound login', { timeout: 150_000 }, async () => {
    await call('POST', '/sandbox/api/reset');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const renewals: Array<{ status: number; auth: string; proof: boolean }> = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname !== RENEW) return;
      const h = r.request().headers();
      renewals.push({ status: r.status(), auth: (h.authorization ?? '').split(' ')[0]!, proof: !!h.dpop });
    });

    const { frame } = await playFirstRound(page);

    // Two renewals (at 80 % of each lifetime) take the game past the lifetime it was opened with: without
    // them its next round would be refused ("La session de jeu est terminée").
    await expect.poll(() => renewals.length, { timeout: GAME_SESSION_TTL * 4 * 1000 }).toBeGreaterThanOrEqual(2);
    expect(renewals.slice(0, 2)).toEqual([
      { status: 200, auth: 'DPoP', proof: true },
      { status: 200, auth: 'DPoP', proof: true },
    ]);

    await call('PUT', '/sandbox/api/games', { next_multiplier: 0 });
    await frame.getByRole('button', { name: SLOT_FR.spin, exact: true }).click();
    await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe('998,98\u00A0DT');
    await expect(frame.getByRole('status').textContent()).resolves.toBe(SLOT_FR.lost);
  });
});
