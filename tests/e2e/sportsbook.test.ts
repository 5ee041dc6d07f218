// The sportsbook end to end (spec money-and-games.md §2, §3, §8; the wire contract
// docs/contracts/sportsbook.md): <casino-sportsbook> on the reference site with the sandbox's two
// simulated providers in its frame, clicked as a player would (by role and French name, the frame's
// content through its frame locator). QA's side (settlement, expired tokens) goes through the control
// plane. Each test starts from the seed; the file puts the seed back when it ends, so demo's balance and
// tickets are as seeded for the next file.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { call, sandbox } from './support/sandbox';
import { header, pathOf, signInAsDemo, siteUrl, waitForPath } from './support/shell';
import { expectHeaderBalance, serverBalance } from './support/cashier';
import { DEMO, loginWidget } from './support/site';
import {
  bettable,
  blockMarket,
  ELEMENT_FR,
  moveOdds,
  setProviderDown,
  casinoEvents,
  catalogue,
  expireTokens,
  frameLangDir,
  oddButton,
  placeBet,
  recordCasinoEvents,
  settleTicket,
  slipStatus,
  SPORT_AR,
  SPORT_FR,
  sportFrame,
  sportFrameElement,
  sportFrameOf,
  ticketsOf,
  ticketType,
} from './support/sport';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The same phone turned sideways: wider than the 767 px sport breakpoint. */
const PHONE_LANDSCAPE = { width: 844, height: 390 };

const money = (s: string) => Math.round(Number(s) * 100) / 100;

describe('sportsbook', () => {
  const browser = useBrowser();

  beforeEach(async () => {
    await call('POST', '/sandbox/api/reset');
  });
  afterAll(async () => {
    await call('POST', '/sandbox/api/reset');
  });

  /** demo, signed in on the site, on `path` with the frame's session open (its balance shown). */
  async function demoOn(path: string, viewport = DESKTOP): Promise<Page> {
    // The clock moves an odd every 20 s: one can move between a pick and the press, and the provider's
    // answer is then 409 coefs_changed (placeBet accepts the new odds and presses again, as a player does).
    browser.allowFailedResource(409, '/api/integrations/softion/ticket/placement');
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await recordCasinoEvents(page, ['casino-bet-placed', 'casino-login-required', 'casino-navigate']);
    await signInAsDemo(page);
    await page.goto(siteUrl(path));
    // The host handed the frame demo's integration token: the frame shows the balance, not "Se connecter".
    await sportFrame(page).getByText(/^Solde/).first().waitFor({ timeout: 20_000 });
    return page;
  }

  it('a guest on /sport/sft sees the odds and is asked to sign in to bet', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await recordCasinoEvents(page, ['casino-login-required']);
    await page.goto(siteUrl('/sport/sft'));

    // The frame: titled, sandboxed without same-origin (the provider's page runs opaque).
    const iframe = sportFrameElement(page);
    await iframe.waitFor();
    expect(await iframe.getAttribute('title')).toBeTruthy();
    expect(await iframe.getAttribute('sandbox')).not.toContain('allow-same-origin');

    const frame = sportFrame(page);
    await frame.getByRole('heading', { level: 1, name: SPORT_FR.prematch, exact: true }).waitFor({ timeout: 20_000 });
    const [[event, outcome]] = await bettable('sft', 1);
    const odd = oddButton(frame, event, outcome);
    await odd.waitFor();
    expect(await odd.isEnabled()).toBe(true);
    await frame.getByRole('button', { name: SPORT_FR.login, exact: true }).first().waitFor();

    // Picking an odd as a guest: the frame asks to sign in, and the host hears it as its own event.
    await odd.click();
    await expect.poll(() => slipStatus(frame).textContent()).toBe(SPORT_FR.guest);
    await expect
      .poll(async () => (await casinoEvents(page)).filter((e) => e.type === 'casino-login-required').map((e) => e.detail.reason))
      .toContain('sportsbook');

    // The site answers with its sign-in dialog; signing in there hands the frame demo's token, no reload.
    const dialog = page.getByRole('dialog', { name: 'Connexion requise', exact: true });
    await dialog.waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await loginWidget(dialog).signIn(DEMO.username, DEMO.password);
    await dialog.waitFor({ state: 'hidden' });
    await frame.getByText(/^Solde/).first().waitFor({ timeout: 20_000 });
    await oddButton(frame, event, outcome).click();
    await frame.getByText(SPORT_FR.single, { exact: true }).waitFor();
    expect(navigations).toEqual([]);
  });

  it('demo places a single and an express in the frame, the header balance falls at once; QA settles the single as won and the balance rises', { timeout: 90_000 }, async () => {
    const page = await demoOn('/sport/sft');
    const frame = sportFrame(page);
    const start = money(await serverBalance(page));
    await expectHeaderBalance(page, start);
    const [[e1, o1], [e2, o2], [e3, o3]] = await bettable('sft', 3);

    // A single: one odd, a stake of 5.
    await oddButton(frame, e1, o1).click();
    await frame.getByText(SPORT_FR.single, { exact: true }).waitFor();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');
    const single = await placeBet(frame);
    // At once: from the frame's bet-placed, through the session's user-writing action (the user poll is 5 s).
    await expectHeaderBalance(page, start - 5, 2_500);

    // An express: two odds of two matches.
    await oddButton(frame, e2, o2).click();
    await oddButton(frame, e3, o3).click();
    await frame.getByText(SPORT_FR.express, { exact: true }).waitFor();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');
    const express = await placeBet(frame);
    await expectHeaderBalance(page, start - 10, 2_500);

    const placed = (await casinoEvents(page)).filter((e) => e.type === 'casino-bet-placed');
    expect(placed.map((e) => e.detail.ticketCode)).toEqual([single, express]);

    // The server holds both tickets, open.
    const tickets = await ticketsOf('demo');
    const singleTicket = tickets.find((t) => t.ticket_code === single)!;
    const expressTicket = tickets.find((t) => t.ticket_code === express)!;
    expect([singleTicket.status, ticketType(singleTicket), singleTicket.amount_in]).toEqual(['Wait', 'single', '5.00']);
    expect([expressTicket.status, ticketType(expressTicket), expressTicket.amount_in]).toEqual(['Wait', 'express', '5.00']);
    expect(money(await serverBalance(page))).toBe(start - 10);

    // QA settles the single as won: stake × odds, credited once; the header follows at the session's next read.
    const won = await settleTicket(singleTicket.id, 'Winner');
    expect(won.status).toBe('Winner');
    const credited = money(won.amount_out);
    expect(credited).toBe(Math.round(5 * Number(singleTicket.coef) * 100) / 100);
    await expectHeaderBalance(page, start - 10 + credited, 15_000);
  });

  it('back and forward inside the frame: the URL follows the frame, the frame follows the URL', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('/sport/sft'));
    const frame = sportFrame(page);
    const title = (name: string) => frame.getByRole('heading', { level: 1, name, exact: true });
    await title(SPORT_FR.prematch).waitFor({ timeout: 20_000 });

    // The player opens the live tab inside the frame: the host's URL follows.
    await frame.getByRole('navigation', { name: SPORT_FR.nav, exact: true }).getByRole('button', { name: SPORT_FR.live, exact: true }).click();
    await waitForPath(page, '/sport/sft/live');
    await title(SPORT_FR.live).waitFor();

    // The browser's back and forward move the frame.
    await page.goBack();
    await waitForPath(page, '/sport/sft');
    await title(SPORT_FR.prematch).waitFor();
    await page.goForward();
    await waitForPath(page, '/sport/sft/live');
    await title(SPORT_FR.live).waitFor();
  });

  it('a deep link to /sport/dgt/af/EventView/<id> opens that event; its way back leads to Home, and Back returns to it', { timeout: 60_000 }, async () => {
    const [[event]] = await bettable('dgt', 1);
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl(`/sport/dgt/af/EventView/${event.id}`));
    const frame = sportFrame(page);
    const match = frame.getByRole('heading', { name: `${event.home} – ${event.away}` });
    await match.first().waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe(`/sport/dgt/af/EventView/${event.id}`);
    // The frame was opened on that event (the host's page and id reached it).
    const src = new URL((await sportFrameOf(page)).url());
    expect([src.searchParams.get('view'), src.searchParams.get('page'), src.searchParams.get('id')]).toEqual(['af', 'EventView', event.id]);

    // A reload keeps it.
    await page.reload();
    await match.first().waitFor({ timeout: 20_000 });

    // The frame's own "Retour": Home, and the URL follows; the browser's Back returns to the event.
    await frame.getByRole('button', { name: SPORT_FR.back, exact: true }).or(frame.getByRole('link', { name: SPORT_FR.back, exact: true })).first().click();
    await waitForPath(page, '/sport/dgt/af/Home');
    await page.goBack();
    await waitForPath(page, `/sport/dgt/af/EventView/${event.id}`);
    await match.first().waitFor();
  });

  it('a phone rotated across 767 px switches to the mobile view and back, without reloading the page', { timeout: 60_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE_LANDSCAPE);
    await page.goto(siteUrl('/sport/dgt/af/Home'));
    const nav = sportFrame(page).getByRole('navigation', { name: SPORT_FR.nav, exact: true });
    // The African view's pages (desktop navigation: "À venir"; no "En direct" page, which is the mobile view's).
    await nav.getByRole('button', { name: SPORT_FR.upcoming, exact: true }).waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe('/sport/dgt/af/Home');
    let loads = 0;
    page.on('load', () => loads++);

    // Portrait: narrower than 767 px, the mobile view is forced; the frame switches to its mobile pages.
    await page.setViewportSize(PHONE);
    await waitForPath(page, '/sport/dgt/m/Home');
    await nav.getByRole('button', { name: SPORT_FR.live, exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: SPORT_FR.upcoming, exact: true }).count()).toBe(0);

    // Landscape again: the fallback view, its pages back.
    await page.setViewportSize(PHONE_LANDSCAPE);
    await waitForPath(page, '/sport/dgt/af/Home');
    await nav.getByRole('button', { name: SPORT_FR.upcoming, exact: true }).waitFor();
    expect(loads).toBe(0);
  });

  it('a token expired by QA during a bet is renewed and the bet goes through once, without a reload', { timeout: 60_000 }, async () => {
    // The frame's placement (and balance read) answered 401 token_expired on purpose.
    browser.allowFailedResource(401, '/api/integrations/softion/ticket/placement');
    browser.allowFailedResource(401, '/api/integrations/softion/player/balance');
    const page = await demoOn('/sport/sft');
    const frame = sportFrame(page);
    const start = money(await serverBalance(page));
    const before = await ticketsOf('demo');
    const [[event, outcome]] = await bettable('sft', 1);
    await oddButton(frame, event, outcome).click();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');

    // Nothing may navigate from here on: neither the page nor the frame.
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    const since = Date.now() - 1_000;
    await expireTokens('demo', 'sft');

    const code = await placeBet(frame);
    expect(navigations).toEqual([]);

    // The server saw: the placement refused for the expired token, a new token, the placement again.
    const placements = (await sandbox.log()).filter((e) => e.method === 'POST' && e.path.startsWith('/api/integrations/softion/ticket/placement') && Date.parse(e.at) >= since).reverse();
    // (A 409 coefs_changed may come between when the clock moved the odd meanwhile: placeBet accepts it.)
    expect(placements.map((e) => e.status).filter((status) => status !== 409)).toEqual([401, 200]);
    expect((await sandbox.log()).some((e) => e.method === 'POST' && e.path.startsWith('/api/integrations/softion/login') && Date.parse(e.at) >= since)).toBe(true);

    // One ticket, one debit.
    const after = await ticketsOf('demo');
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((t) => t.ticket_code === code)).toHaveLength(1);
    expect(money(await serverBalance(page))).toBe(start - 5);
    await expectHeaderBalance(page, start - 5, 2_500);
  });

  it('QA moves the odds of the slip\'s match: the bet is refused with the new odds shown, accepted, then placed once at the new odds', { timeout: 60_000 }, async () => {
    const page = await demoOn('/sport/sft');
    const frame = sportFrame(page);
    const start = money(await serverBalance(page));
    const [[event, outcome]] = await bettable('sft', 1);
    await oddButton(frame, event, outcome).click();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');
    await moveOdds(event.id, 1.25);

    await frame.getByRole('button', { name: SPORT_FR.place, exact: true }).click();
    await expect.poll(() => slipStatus(frame).textContent()).toBe(SPORT_FR.oddsChanged);
    expect(money(await serverBalance(page))).toBe(start);
    await frame.getByRole('button', { name: SPORT_FR.acceptOdds, exact: true }).click();
    const code = await placeBet(frame);
    const ticket = (await ticketsOf('demo')).find((t) => t.ticket_code === code)!;
    const now = (await catalogue('sft')).find((e) => e.id === event.id)!.markets.flatMap((m) => m.outcomes).find((o) => o.id === outcome.id)!;
    // Placed at the moved odds: × 1.25 by QA; the clock moves an odd within ±6 % of its base, so at least × 1.25 × 0.94 / 1.06.
    expect(Number(ticket.coef)).toBeGreaterThan(Number(outcome.odd) * 1.1);
    expect(Math.abs(Number(ticket.coef) - Number(now.odd))).toBeLessThan(0.2 * Number(now.odd));
    expect(money(await serverBalance(page))).toBe(start - 5);
  });

  it('QA blocks the slip\'s market: the bet is refused in words and nothing is debited', { timeout: 60_000 }, async () => {
    const page = await demoOn('/sport/sft');
    const frame = sportFrame(page);
    const start = money(await serverBalance(page));
    const before = (await ticketsOf('demo')).length;
    const [[event, outcome]] = await bettable('sft', 1);
    await oddButton(frame, event, outcome).click();
    await frame.getByRole('textbox', { name: SPORT_FR.stake }).fill('5');
    await blockMarket(event.markets.find((m) => m.outcomes.some((o) => o.id === outcome.id))!.id, true);

    await frame.getByRole('button', { name: SPORT_FR.place, exact: true }).click();
    await expect.poll(() => slipStatus(frame).textContent()).toBe(SPORT_FR.blocked);
    expect((await ticketsOf('demo')).length).toBe(before);
    expect(money(await serverBalance(page))).toBe(start);
  });

  it('QA takes the provider down: the element shows its provider-down state; up again, "Réessayer" brings the book back', { timeout: 60_000 }, async () => {
    // The live page reads its data every 5 s; while down those reads answer 503 on purpose.
    browser.allowFailedResource(503, '/sandbox/sport/api/catalogue?provider=sft&live=1&lang=fr');
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl('/sport/sft/live'));
    const frame = sportFrame(page);
    await frame.getByRole('heading', { level: 1, name: SPORT_FR.live, exact: true }).waitFor({ timeout: 20_000 });

    await setProviderDown('sft', true);
    const main = page.getByRole('main');
    await main.getByRole('alert').filter({ hasText: ELEMENT_FR.downTitle }).waitFor({ timeout: 20_000 });
    await setProviderDown('sft', false);
    await main.getByRole('button', { name: ELEMENT_FR.retry, exact: true }).click();
    await frame.getByRole('heading', { level: 1, name: SPORT_FR.live, exact: true }).waitFor({ timeout: 20_000 });
    await main.getByRole('alert').filter({ hasText: ELEMENT_FR.downTitle }).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/sport/sft/live');
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
      it(`${language}, ${device}: the frame speaks the page's language and direction (a switch reaches it without a reload)`, { timeout: 60_000 }, async () => {
        const page = await browser.newPage();
        await page.setViewportSize(viewport);
        await page.goto(siteUrl('/sport/sft'));
        const frame = sportFrame(page);
        await frame.getByRole('navigation').getByRole('button', { name: SPORT_FR.live, exact: true }).waitFor({ timeout: 20_000 });
        expect(await frameLangDir(page)).toEqual(['fr', 'ltr']);
        if (language === 'ar') {
          const navigations: string[] = [];
          page.on('framenavigated', (f) => navigations.push(f.url()));
          await header(page).language.click();
          await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
          await page.waitForFunction(() => document.documentElement.dir === 'rtl');
          await expect.poll(() => frameLangDir(page)).toEqual(['ar', 'rtl']);
          await frame.getByRole('navigation').getByRole('button', { name: SPORT_AR.live, exact: true }).waitFor();
          expect(navigations).toEqual([]);
          // A new page load in Arabic opens the frame in Arabic.
          await page.reload();
          await expect.poll(() => frameLangDir(page).catch(() => null), { timeout: 20_000 }).toEqual(['ar', 'rtl']);
        }
        // The host page's own language (the site writes fr-FR, ar-…) and direction.
        expect(await page.evaluate(() => [document.documentElement.lang.split('-')[0], document.documentElement.dir])).toEqual(
          language === 'ar' ? ['ar', 'rtl'] : ['fr', 'ltr'],
        );
        // The frame fits its content on this device once its height message is applied: no inner scrollbar.
        const overflow = async () => {
          const [scroll, client] = await (await sportFrameOf(page)).evaluate(() => [document.documentElement.scrollHeight, document.documentElement.clientHeight]);
          return scroll - client;
        };
        await expect.poll(overflow, { timeout: 5_000 }).toBeLessThanOrEqual(1);
      });
    }
  }
});

// Catalogue sanity for the helpers above: both providers have upcoming events with odds (seeds, §7).
describe('sportsbook: the sandbox providers', () => {
  it('serve upcoming events with odds for both providers', async () => {
    for (const provider of ['sft', 'dgt'] as const) {
      const events = await catalogue(provider);
      expect(events.filter((e) => e.status === 'upcoming').length).toBeGreaterThan(5);
    }
  });
});
