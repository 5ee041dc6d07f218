// The `onEvent` adapter on the reference site (docs/embedding.md "Analytics"): demo/site/site-analytics.js
// pushes every event to window.dataLayer, as a partner's Google Tag Manager would read it. A card deposit
// walked through the sandbox's provider frame gives the funnel's exact sequence, completed only once the
// server settled it; a game opened and closed reports its length (the page's clock moved, never slept).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call } from './support/sandbox';
import { signInAsDemo, siteUrl } from './support/shell';
import { cashier, CASHIER_FR, expectHeaderBalance, payByCard, providerFrame } from './support/cashier';

type Pushed = Record<string, unknown> & { event: string };

/** The site's dataLayer without the web vitals (their timing is the page's, not the test's). */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event !== 'casino_web_vital'));

/** The adapter's chunk is in: its page-wide state exists (src/element/analytics/adapter.ts). */
const adapterReady = (page: Page) =>
  page.waitForFunction(() => 'analytics' in ((globalThis as unknown as Record<symbol, object>)[Symbol.for('casino-widgets@1')] ?? {}));

describe('analytics through onEvent', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  it('a card deposit: opened, method, amount, redirected, returned, completed, in that order', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await expectHeaderBalance(page, 1000);
    await adapterReady(page);
    const before = (await dataLayer(page)).length;

    await page.getByRole('banner').getByRole('link', { name: 'Dépôt', exact: true }).click();
    const c = cashier(page);
    await c.heading(CASHIER_FR.titleDeposit).waitFor();
    await c.system('Carte bancaire').check();
    await c.amount.fill('50');
    await c.pay.click();
    const dialog = c.providerDialog('Carte bancaire');
    await dialog.waitFor();
    await payByCard(providerFrame(dialog), '4242424242424242'); // succeeds without 3-D Secure
    await dialog.waitFor({ state: 'hidden' });
    await expectHeaderBalance(page, 1050);
    await expect.poll(async () => (await dataLayer(page)).some((e) => e.event === 'casino_deposit_completed'), { timeout: 15_000 }).toBe(true);

    const events = (await dataLayer(page)).slice(before);
    const paymentId = events.find((e) => e.event === 'casino_deposit_redirected')?.paymentId;
    expect(paymentId).toEqual(expect.any(Number));
    const cashierEl = { element: 'casino-cashier' };
    expect(events).toEqual([
      { event: 'casino_cashier_opened', ...cashierEl },
      { event: 'casino_deposit_method_chosen', ...cashierEl, method: 'card' },
      { event: 'casino_deposit_amount_entered', ...cashierEl, method: 'card', amount: 50, currency: 'TND' },
      { event: 'casino_deposit_redirected', ...cashierEl, paymentId, method: 'card', amount: 50, currency: 'TND' },
      { event: 'casino_deposit_returned', ...cashierEl, paymentId, method: 'card' },
      { event: 'casino_deposit_completed', ...cashierEl, paymentId, method: 'card', amount: 50, currency: 'TND', status: 30 },
    ]);
    // Nothing that names the player.
    expect(JSON.stringify(events)).not.toMatch(/demo/i);
  });

  it('a game opened and closed reports how long it was open', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await page.goto(siteUrl('/slots/casino'));
    await adapterReady(page);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Rechercher un jeu' }).fill('fortune tiger');
    await main.getByRole('button', { name: 'Démo de Fortune Tiger', exact: true }).click();
    await page.frameLocator('iframe').getByText('Mode démo (solde fictif)').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await dataLayer(page)).map((e) => e.event)).toContain('casino_game_opened');

    await page.clock.fastForward('01:05');
    await page.getByRole('button', { name: 'Retour au casino' }).click();
    await page.waitForURL((url) => url.pathname === '/slots/casino');
    await expect.poll(async () => (await dataLayer(page)).map((e) => e.event)).toContain('casino_game_closed');

    const games = (await dataLayer(page)).filter((e) => e.event.startsWith('casino_game_'));
    const game = { element: 'casino-lobby', provider: games[0]!.provider, gameId: games[0]!.gameId, mode: 'demo' };
    expect(game.provider).toEqual(expect.any(String));
    expect(games).toEqual([
      { event: 'casino_game_opened', ...game },
      { event: 'casino_game_closed', ...game, seconds: expect.any(Number) },
    ]);
    // The minute the clock moved, and the few real seconds of the test around it.
    expect(games[1]!.seconds).toBeGreaterThanOrEqual(65);
    expect(games[1]!.seconds).toBeLessThan(95);
  });
});
